#include "ui/grid/entitygrid.h"

#include "ui/editing/bulkdeletedialogs.h"
#include "ui/editing/entityeditactions.h"
#include "ui/editing/stagedbar.h"
#include "ui/grid/columnchooserdialog.h"
#include "ui/grid/columnlayout.h"
#include "ui/grid/gridcopy.h"
#include "ui/grid/gridpaste.h"
#include "ui/grid/loadallbar.h"
#include "ui/grid/pinnedtableview.h"
#include "ui/grid/recordview.h"
#include "ui/grid/sortbar.h"
#include "ui/history/entityversionsdialog.h"
#include "ui/safety/writeconfirmation.h"

#include "models/editing/bulkdeletejob.h"
#include "models/editing/stagededits.h"
#include "models/grid/entitytablemodel.h"
#include "models/grid/loadalljob.h"
#include "models/session/servicesession.h"

#include <QAction>
#include <QMessageBox>
#include <QPushButton>

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QActionGroup>
#include <QApplication>
#include <QMenu>
#include <QStackedWidget>
#include <QToolButton>
#include <QTableView>
#include <QVBoxLayout>

namespace rowan {

EntityGrid::EntityGrid(EntityTableModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_view(new PinnedTableView(this))
    , m_status(new QLabel(this))
    , m_localTime(new QCheckBox(tr("Local time"), this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_view->setObjectName(QStringLiteral("entityView"));
    m_view->setAccessibleName(tr("Entity grid"));
    m_view->setModel(model);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->horizontalHeader()->setSectionsMovable(true);
    m_view->horizontalHeader()->setDefaultSectionSize(140);
    auto *editActions = new EntityEditActions(model, m_view, this);
    layout->addWidget(editActions->toolBar());
    m_stack = new QStackedWidget(this);
    m_stack->addWidget(m_view);
    layout->addWidget(m_stack, 1);

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(6, 2, 6, 4);
    m_status->setObjectName(QStringLiteral("gridStatus"));
    m_localTime->setObjectName(QStringLiteral("localTime"));
    m_localTime->setToolTip(tr("Show DateTime values in local time instead of UTC"));
    bar->addWidget(m_status, 1);
    m_loadAll = new LoadAllBar(model, this);
    m_loadAll->setObjectName(QStringLiteral("loadAllBar"));
    bar->addWidget(m_loadAll);
    setupRowViews(bar);
    bar->addWidget(m_localTime);
    layout->addLayout(bar);

    connect(m_localTime, &QCheckBox::toggled, model, &EntityTableModel::setLocalTime);
    connect(model, &EntityTableModel::pageLoaded, this, &EntityGrid::updateStatus);
    connect(model, &EntityTableModel::totalCountChanged, this, &EntityGrid::updateStatus);
    connect(model, &EntityTableModel::modelReset, this, &EntityGrid::updateStatus);
    connect(model, &EntityTableModel::loadFailed, this,
        [this](const QString &message) { m_status->setText(tr("Loading failed: %1").arg(message)); });
    updateStatus();
    setupValueFilters();
    setupCopyAndDelete();
    setupSort();
}

void EntityGrid::setLocalTime(bool local)
{
    m_localTime->setChecked(local);
}

QString EntityGrid::statusText() const
{
    return m_status->text();
}

void EntityGrid::updateStatus()
{
    if (m_model->table().isEmpty()) {
        m_status->setText(tr("Choose a table in the Stores dock."));
        return;
    }
    // The model holds a window of pages, not every row: say how many rows there are and how many are held.
    const QLocale locale = QLocale();
    if (m_model->isFindResults()) {
        m_status->setText(tr("%1: %2 matching entities (Esc in the Find bar shows the table again)")
                              .arg(m_model->table(), locale.toString(m_model->rowCount())));
        return;
    }
    if (m_model->isSorted()) {
        m_status->setText(tr("%1: %2 entities sorted on this computer (%3 in memory)")
                              .arg(m_model->table(), locale.toString(m_model->totalCount()),
                                  locale.toString(m_model->loadedRowCount())));
        return;
    }
    if (m_model->totalCount() < 0)
        m_status->setText(m_model->session()->has(ServiceCapability::Statistics)
                ? tr("%1: %2 entities read").arg(m_model->table(), locale.toString(m_model->rowCount()))
                : tr(
                    "%1: %2 entities read so far; the endpoint keeps no count (Load all reads on to the end)")
                      .arg(m_model->table(), locale.toString(m_model->rowCount())));
    else
        m_status->setText(
            tr("%1: %2 entities (%3 in memory)%4")
                .arg(m_model->table(), locale.toString(m_model->totalCount()),
                    locale.toString(m_model->loadedRowCount()),
                    m_loadAll && m_loadAll->job()->isRunning() ? tr(" — loading all") : QString()));
}

// --- Copy, bulk delete and column layout -------------------------------------------------------------

void EntityGrid::setupCopyAndDelete()
{
    // Cells or whole rows (click the row header): both can be copied.
    m_view->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);

    m_copy = new QAction(tr("Copy"), this);
    m_copy->setObjectName(QStringLiteral("actionCopyTsv"));
    m_copy->setShortcut(QKeySequence::Copy);
    m_copy->setToolTip(tr("Copy the selected cells, or rows with a header line, as tab-separated text"));
    connect(m_copy, &QAction::triggered, this, [this] { copySelection(false); });
    m_copyJson = new QAction(tr("Copy as JSON"), this);
    m_copyJson->setObjectName(QStringLiteral("actionCopyJson"));
    m_copyJson->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_copyJson->setToolTip(tr("Copy the selected entities as a JSON array with @odata.type annotations"));
    connect(m_copyJson, &QAction::triggered, this, [this] { copySelection(true); });
    m_cut = new QAction(tr("Cut"), this);
    m_cut->setObjectName(QStringLiteral("actionCutRows"));
    m_cut->setShortcut(QKeySequence::Cut);
    m_cut->setToolTip(tr("Copy the selected entities as JSON, then delete them"));
    connect(m_cut, &QAction::triggered, this, &EntityGrid::cutSelectedRows);
    m_paste = new GridPaste(m_model, this);
    connect(m_paste, &GridPaste::statusMessage, m_status, &QLabel::setText);
    m_selectAll = new QAction(tr("Select All"), this);
    m_selectAll->setObjectName(QStringLiteral("actionSelectAllRows"));
    m_selectAll->setShortcut(QKeySequence::SelectAll);
    m_selectAll->setToolTip(tr("Select every row the grid holds in memory"));
    connect(m_selectAll, &QAction::triggered, m_view, &QAbstractItemView::selectAll);
    m_reload = new QAction(tr("Reload"), this);
    m_reload->setObjectName(QStringLiteral("actionReloadGrid"));
    m_reload->setShortcut(QKeySequence::Refresh);
    m_reload->setToolTip(tr("Read the table, or run the query, again from the start"));
    connect(m_reload, &QAction::triggered, m_model, &EntityTableModel::reload);
    auto *separator = new QAction(this);
    separator->setSeparator(true);
    m_deleteRowsAction = new QAction(tr("Delete Selected Rows…"), this);
    m_deleteRowsAction->setObjectName(QStringLiteral("actionDeleteRows"));
    connect(m_deleteRowsAction, &QAction::triggered, this, &EntityGrid::deleteSelectedRows);
    m_deleteMatchingAction = new QAction(tr("Delete Entities Matching a Filter…"), this);
    m_deleteMatchingAction->setObjectName(QStringLiteral("actionDeleteMatching"));
    connect(m_deleteMatchingAction, &QAction::triggered, this, &EntityGrid::deleteMatching);
    // Only while the grid has the focus: Ctrl+C in the filter editor copies its text, F5 in the Stores
    // dock reloads the tree.
    for (QAction *action : {m_copy, m_copyJson, m_cut, m_selectAll, m_reload})
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    auto *reloadSeparator = new QAction(this);
    reloadSeparator->setSeparator(true);
    m_view->addActions({m_cut, m_copy, m_copyJson, m_paste->pasteAction(), m_selectAll, reloadSeparator,
        m_reload, separator, m_deleteRowsAction, m_deleteMatchingAction});
    // The status line gives way to the Load all progress instead of widening the window.
    m_status->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    connect(m_loadAll->job(), &LoadAllJob::finished, this, &EntityGrid::updateStatus);
    connect(m_loadAll->job(), &LoadAllJob::progress, this, &EntityGrid::updateStatus);

    setupColumnLayout();
}

void EntityGrid::setupColumnLayout()
{
    m_columnLayout = new ColumnLayout(m_view->horizontalHeader(), this);
    connect(m_columnLayout, &ColumnLayout::pinnedColumnsChanged, m_view, &PinnedTableView::setPinnedColumns);
    m_chooseColumns = new QAction(tr("Choose &Columns…"), this);
    m_chooseColumns->setObjectName(QStringLiteral("actionChooseColumns"));
    m_chooseColumns->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    m_chooseColumns->setToolTip(tr("Show, hide, reorder and pin the grid's columns; save named layouts"));
    connect(m_chooseColumns, &QAction::triggered, this, &EntityGrid::chooseColumns);
    QHeaderView *header = m_view->horizontalHeader();
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(header, &QWidget::customContextMenuRequested, this, [this, header](const QPoint &pos) {
        QMenu *menu = headerMenu(header->logicalIndexAt(pos));
        menu->setAttribute(Qt::WA_DeleteOnClose);
        menu->popup(header->mapToGlobal(pos));
    });
    // The old table's key goes before the reset, so nothing of the new table is saved under it.
    connect(m_model, &EntityTableModel::modelAboutToBeReset, this, [this] { m_columnLayout->setKey({}); });
    connect(m_model, &EntityTableModel::modelReset, this, &EntityGrid::updateLayoutKey);
    // The key columns take the width of what the first page of a table (or query) shows in them.
    connect(m_model, &EntityTableModel::modelReset, this, [this] { m_fitKeys = true; });
    connect(m_model, &EntityTableModel::pageLoaded, this, [this] {
        if (!std::exchange(m_fitKeys, false))
            return;
        const int cap = std::max(160, m_view->viewport()->width() / 3);
        m_columnLayout->fitToContents({0, 1, 2}, m_view, cap);
    });
    connect(m_model, &EntityTableModel::columnsInserted, m_columnLayout, &ColumnLayout::apply);
    connect(m_model->session(), &ServiceSession::safetyChanged, this, &EntityGrid::updateLayoutKey);
    updateLayoutKey();
}

void EntityGrid::setupRowViews(QHBoxLayout *bar)
{
    m_records = new RecordView(m_model, m_view->selectionModel(), m_stack);
    m_stack->addWidget(m_records);
    m_rowViews = new QActionGroup(this);
    m_rowViews->setExclusive(true);
    const struct
    {
        RowView view;
        const char *name;
        QString text;
        QString tip;
        Qt::Key key;
    } views[] = {
        {RowView::Table, "actionShowTable", tr("&Table"), tr("Show the rows as a table"), Qt::Key_1},
        {RowView::Records, "actionShowRecords", tr("Rec&ords"),
            tr("Show each entity as a list of its own properties with their types"), Qt::Key_2},
        {RowView::Json, "actionShowJson", tr("&JSON"),
            tr("Show each entity as the Table service's JSON, with @odata.type where needed"), Qt::Key_3},
    };
    auto *segments = new QWidget(this);
    segments->setObjectName(QStringLiteral("rowViewSwitch"));
    auto *segmentsLayout = new QHBoxLayout(segments);
    segmentsLayout->setContentsMargins(0, 0, 0, 0);
    segmentsLayout->setSpacing(0);
    for (const auto &view : views) {
        auto *action = new QAction(view.text, m_rowViews);
        action->setObjectName(QString::fromLatin1(view.name));
        action->setCheckable(true);
        action->setChecked(view.view == RowView::Table);
        action->setToolTip(view.tip);
        action->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | view.key));
        action->setData(int(view.view));
        connect(action, &QAction::triggered, this, [this, v = view.view] { setRowView(v); });
        auto *button = new QToolButton(segments);
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->setAutoRaise(true);
        button->setAccessibleName(action->text().remove(QLatin1Char('&')));
        segmentsLayout->addWidget(button);
    }
    addActions(m_rowViews->actions());
    bar->addWidget(segments);
}

QList<QAction *> EntityGrid::rowViewActions() const
{
    return m_rowViews->actions();
}

EntityGrid::RowView EntityGrid::rowView() const
{
    if (m_stack->currentWidget() == m_view)
        return RowView::Table;
    return m_records->mode() == RecordView::Mode::Json ? RowView::Json : RowView::Records;
}

void EntityGrid::setRowView(RowView view)
{
    for (QAction *action : m_rowViews->actions()) {
        if (action->data().toInt() == int(view))
            action->setChecked(true);
    }
    const bool hadFocus = m_stack->isAncestorOf(QApplication::focusWidget());
    // The current row stays current; a view without one starts at the first row.
    QModelIndex current = m_view->currentIndex();
    if (!current.isValid() && m_model->rowCount() > 0) {
        current = m_model->index(0, 0);
        m_view->selectionModel()->setCurrentIndex(current, QItemSelectionModel::NoUpdate);
    }
    if (view == RowView::Table) {
        m_stack->setCurrentWidget(m_view);
        if (current.isValid())
            m_view->scrollTo(current, QAbstractItemView::PositionAtCenter);
    } else {
        m_records->setMode(view == RowView::Json ? RecordView::Mode::Json : RecordView::Mode::Records);
        m_stack->setCurrentWidget(m_records);
        m_records->scrollToRow(current.row(), true);
    }
    if (hadFocus)
        m_stack->currentWidget()->setFocus();
}

void EntityGrid::setStagedEdits(StagedEdits *staged)
{
    m_model->setStagedEdits(staged);
    auto *bar = new StagedBar(staged, m_model->session(), this);
    // Above the rows it concerns, below the entity tool bar.
    static_cast<QVBoxLayout *>(layout())->insertWidget(1, bar);
}

void EntityGrid::addBarAboveRows(QWidget *bar)
{
    auto *box = static_cast<QVBoxLayout *>(layout());
    box->insertWidget(box->indexOf(m_view), bar);
}

void EntityGrid::updateLayoutKey()
{
    const ServiceSession *session = m_model->session();
    m_columnLayout->setKey(m_model->table().isEmpty() || !session->isOpen()
            ? QString()
            : ColumnLayout::keyFor(session->description().location, m_model->account(), m_model->table()));
    // A read-only store or connection offers no delete at all (nor Cut, which deletes).
    m_deleteMatchingAction->setEnabled(!m_model->table().isEmpty() && session->writable());
    m_deleteRowsAction->setEnabled(session->writable());
    m_chooseColumns->setEnabled(!m_model->table().isEmpty());
    m_cut->setEnabled(session->writable());
}

void EntityGrid::chooseColumns()
{
    if (m_model->table().isEmpty())
        return;
    ColumnChooserDialog dialog(m_columnLayout->columns(), m_columnLayout->state(), this);
    if (dialog.exec() == QDialog::Accepted)
        m_columnLayout->setState(dialog.state());
}

QMenu *EntityGrid::headerMenu(int section)
{
    auto *menu = new QMenu(this);
    menu->setObjectName(QStringLiteral("gridHeaderMenu"));
    const QString name = section >= 0 ? m_model->columnProperty(section) : QString();
    if (!name.isEmpty()) {
        const QString shown = name.size() > 40 ? name.left(39) + QChar(0x2026) : name;
        QAction *hide = menu->addAction(tr("&Hide “%1”").arg(shown), this,
            [this, name] { m_columnLayout->setHidden(name, true); });
        hide->setObjectName(QStringLiteral("actionHideColumn"));
        const bool pinned = m_columnLayout->state().pinned.contains(name);
        const QString pinText = pinned ? tr("Un&pin “%1”").arg(shown) : tr("&Pin “%1”").arg(shown);
        QAction *pin = menu->addAction(pinText,
            this, [this, name, pinned] { m_columnLayout->setPinned(name, !pinned); });
        pin->setObjectName(QStringLiteral("actionPinColumn"));
    }
    QAction *showAll = menu->addAction(tr("&Show All Columns"), this, [this] { m_columnLayout->showAll(); });
    showAll->setObjectName(QStringLiteral("actionShowAllColumns"));
    showAll->setEnabled(!m_columnLayout->state().hidden.isEmpty());
    const QStringList names = ColumnLayouts::names();
    QMenu *named = menu->addMenu(tr("Apply &Layout"));
    named->setObjectName(QStringLiteral("applyLayoutMenu"));
    named->setEnabled(!names.isEmpty() && !m_model->table().isEmpty());
    for (const QString &layout : names) {
        QString text = layout;
        named->addAction(text.replace(QLatin1Char('&'), QStringLiteral("&&")), this,
            [this, layout] { m_columnLayout->applyNamed(layout); });
    }
    menu->addSeparator();
    menu->addAction(m_chooseColumns);
    // Sorting reads the whole result: offered for a column of a table or query, never for find results.
    menu->addSeparator();
    const bool sortable = !name.isEmpty() && m_sortBar->canSort();
    QAction *ascending = menu->addAction(tr("Sort Whole Result &Ascending"), this,
        [this, name] { m_sortBar->sortBy(name, SortDirection::Ascending); });
    ascending->setObjectName(QStringLiteral("actionSortAscending"));
    ascending->setEnabled(sortable);
    QAction *descending = menu->addAction(tr("Sort Whole Result &Descending"), this,
        [this, name] { m_sortBar->sortBy(name, SortDirection::Descending); });
    descending->setObjectName(QStringLiteral("actionSortDescending"));
    descending->setEnabled(sortable);
    menu->addAction(m_clearSort);
    return menu;
}

// --- Filter by a cell's value ----------------------------------------------------------------------------

void EntityGrid::setupValueFilters()
{
    m_filterByValue = new QAction(tr("Filter by This Value"), this);
    m_filterByValue->setObjectName(QStringLiteral("actionFilterByValue"));
    m_excludeValue = new QAction(tr("Exclude This Value"), this);
    m_excludeValue->setObjectName(QStringLiteral("actionExcludeValue"));
    connect(
        m_filterByValue, &QAction::triggered, this, [this] { requestCondition(ValueConditionKind::Keep); });
    connect(
        m_excludeValue, &QAction::triggered, this, [this] { requestCondition(ValueConditionKind::Exclude); });
    m_showVersions = new QAction(tr("Show &Versions…"), this);
    m_showVersions->setObjectName(QStringLiteral("actionShowVersions"));
    m_showVersions->setToolTip(tr("The entity in every version the change journal holds, side by side"));
    connect(m_showVersions, &QAction::triggered, this, &EntityGrid::showVersions);
    auto *separator = new QAction(this);
    separator->setSeparator(true);
    m_view->addActions({m_filterByValue, m_excludeValue, m_showVersions, separator});
    // A right-click makes the clicked cell current before the menu opens.
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
        &EntityGrid::updateValueFilters);
    connect(m_model, &QAbstractItemModel::modelReset, this, &EntityGrid::updateValueFilters);
    connect(m_model, &EntityTableModel::pageLoaded, this, &EntityGrid::updateValueFilters);
    updateValueFilters();
}

std::optional<Result<Filter>> EntityGrid::currentCondition(ValueConditionKind kind) const
{
    const QModelIndex current = m_view->currentIndex();
    const std::optional<Value> value = m_model->cellValue(current);
    if (!value)
        return std::nullopt;
    return valueCondition(m_model->columnProperty(current.column()), *value, kind);
}

void EntityGrid::showVersions()
{
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid() || !m_model->isRowLoaded(current.row()))
        return;
    const Entity &entity = m_model->entityAt(current.row());
    auto *dialog = new EntityVersionsDialog(m_model->session(), m_model->account(), m_model->table(),
        entity.partitionKey(), entity.rowKey(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void EntityGrid::updateValueFilters()
{
    m_showVersions->setEnabled(m_view->currentIndex().isValid()
        && m_model->session()->has(ServiceCapability::Journal) && !m_model->table().isEmpty());
    const auto keep = currentCondition(ValueConditionKind::Keep);
    const bool offered = keep && keep->has_value();
    m_filterByValue->setEnabled(offered);
    m_excludeValue->setEnabled(offered);
    // The menu shows the conditions themselves, so the user sees what will be added to the query.
    const auto label = [](const QString &action, const std::optional<Result<Filter>> &condition) {
        if (!condition || !*condition)
            return action;
        QString text = (*condition)->toString();
        if (text.size() > 60)
            text = text.left(59) + QChar(0x2026);
        return QStringLiteral("%1: %2").arg(action, text.replace(QLatin1Char('&'), QStringLiteral("&&")));
    };
    m_filterByValue->setText(label(tr("Filter by This Value"), keep));
    m_excludeValue->setText(label(tr("Exclude This Value"), currentCondition(ValueConditionKind::Exclude)));
    // A value that is there but cannot be written in a filter (a Double NaN) says why.
    const QString why = keep && !*keep ? keep->error().message : QString();
    m_filterByValue->setToolTip(why);
    m_excludeValue->setToolTip(why);
}

void EntityGrid::requestCondition(ValueConditionKind kind)
{
    const auto condition = currentCondition(kind);
    if (!condition)
        return;
    if (!*condition) {
        m_status->setText(condition->error().message);
        return;
    }
    Q_EMIT conditionRequested(**condition);
}

QList<int> EntityGrid::selectedRows() const
{
    return gridSelection(m_view).rows;
}

int EntityGrid::copySelection(bool json)
{
    return copyGridSelection(m_view, m_model, json);
}

QAction *EntityGrid::pasteAction() const
{
    return m_paste->pasteAction();
}

void EntityGrid::cutSelectedRows()
{
    QList<Entity> entities;
    for (int row : selectedRows()) {
        if (m_model->isRowLoaded(row))
            entities.append(m_model->entityAt(row));
    }
    if (entities.isEmpty() || m_model->table().isEmpty())
        return;
    copyEntitiesAsJson(entities);
    deleteSelectedRows();
}

void EntityGrid::deleteSelectedRows()
{
    // Only rows in the model's window of pages are in memory; a selection reaching past it deletes what is
    // loaded, and the confirmation counts exactly those.
    QList<Entity> entities;
    for (int row : selectedRows()) {
        if (m_model->isRowLoaded(row))
            entities.append(m_model->entityAt(row));
    }
    if (entities.isEmpty() || m_model->table().isEmpty())
        return;
    const QString table = m_model->table();
    if (StagedEdits *staged = m_model->stagedEdits(); staged && staged->isEnabled()) {
        // Kept pending, struck through in the grid; the commit asks before anything is deleted.
        for (const Entity &entity : std::as_const(entities)) {
            const EntityOperation op {
                OperationType::Delete, Entity(entity.partitionKey(), entity.rowKey()), entity.etag()};
            if (auto ok = staged->stage(m_model->account(), table, op, entity); !ok) {
                m_status->setText(ok.error().message);
                return;
            }
        }
        return;
    }
    const QString count = QLocale().toString(entities.size());
    const ServiceDescription &service = m_model->session()->description();
    WriteIntent intent;
    intent.title = tr("Delete Entities");
    intent.confirmText = tr("Delete %1 Entities").arg(count);
    intent.question = tr("Delete the %1 selected entities from <b>%2</b>?<br><br>An entity someone changed "
                         "after it was loaded is kept and reported, not deleted. %3")
                          .arg(count, table.toHtmlEscaped(),
                              service.capabilities.testFlag(ServiceCapability::Journal)
                                  ? tr("Edit ▸ Undo brings them back.")
                                  : tr("This cannot be undone."));
    intent.account = m_model->account();
    intent.table = table;
    intent.bulk = entities.size() > 1;
    intent.alwaysAsk = true;
    intent.destructive = true;
    if (!confirmWrite(this, service.safety, service.displayName, intent))
        return;
    auto *job = new BulkDeleteJob(m_model->session(), m_model->account(), table);
    runBulkDelete(job, table);
    job->startEntities(entities);
}

void EntityGrid::deleteMatching()
{
    if (m_model->table().isEmpty())
        return;
    const QString account = m_model->account();
    const QString table = m_model->table();
    FilterDeleteDialog dialog(m_model->session(), account, table, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const auto filter = Filter::fromText(dialog.filterText());
    if (!filter)
        return; // counted, so it parsed; nothing to do otherwise
    // The dialog asked already; a store that confirms writes also has the table's name typed.
    WriteIntent intent;
    intent.title = tr("Delete Matching Entities");
    intent.confirmText = tr("Delete %1 Entities").arg(QLocale().toString(dialog.count()));
    intent.question = tr("Delete the %1 entities of <b>%2</b> matching <code>%3</code>?")
                          .arg(QLocale().toString(dialog.count()), table.toHtmlEscaped(),
                              dialog.filterText().toHtmlEscaped());
    intent.account = account;
    intent.table = table;
    intent.bulk = true;
    intent.destructive = true;
    if (!confirmWrite(
            this, m_model->session()->safety(), m_model->session()->description().displayName, intent))
        return;
    auto *job = new BulkDeleteJob(m_model->session(), account, table);
    runBulkDelete(job, table);
    job->startFilter(*filter, dialog.count());
}

void EntityGrid::runBulkDelete(BulkDeleteJob *job, const QString &table)
{
    auto *progress = new BulkDeleteProgressDialog(job, table, this);
    progress->setAttribute(Qt::WA_DeleteOnClose);
    progress->open();
}

} // namespace rowan
