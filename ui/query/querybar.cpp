#include "ui/query/querybar.h"

#include "models/grid/entitytablemodel.h"
#include "models/query/filterbuildermodel.h"
#include "models/query/planmodel.h"
#include "models/query/valuecondition.h"
#include "models/session/servicesession.h"
#include "ui/query/filterbuilder.h"
#include "ui/query/filtereditor.h"
#include "ui/query/planpanel.h"

#include <rowan/query.h>

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QToolButton>
#include <QVBoxLayout>

namespace rowan {

namespace {

QString tableKey(const QString &storePath, const QString &account, const QString &table)
{
    return storePath + QLatin1Char('\n') + account + QLatin1Char('\n') + table;
}

QString elided(const QString &text)
{
    const QString line = text.simplified();
    return line.size() > 80 ? line.left(79) + QChar(0x2026) : line;
}

} // namespace

QueryBar::QueryBar(
    ServiceSession *session, EntityTableModel *model, const QString &historyPath, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_model(model)
    , m_editor(new FilterEditor(this))
    , m_builder(new FilterBuilder(this))
    , m_plan(new PlanModel(session, this))
    , m_planPanel(new PlanPanel(m_plan, this))
    , m_history(new QueryHistoryModel(historyPath, this))
    , m_select(new QLineEdit(this))
    , m_columnsButton(new QToolButton(this))
    , m_top(new QSpinBox(this))
    , m_run(new QPushButton(tr("Run"), this))
    , m_runAction(new QAction(tr("&Run Query"), this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_clear(new QPushButton(tr("Clear"), this))
    , m_builderToggle(new QToolButton(this))
    , m_historyButton(new QToolButton(this))
    , m_codeButton(new QToolButton(this))
    , m_status(new QLabel(this))
{
    setObjectName(QStringLiteral("queryBar"));
    m_builderToggle->setText(tr("Builder"));
    m_builderToggle->setCheckable(true);
    m_builderToggle->setToolTip(tr("Show the visual filter builder"));
    m_builder->setVisible(false);
    m_builder->setMinimumHeight(170); // a few rows in sight: the bar grows when the builder is shown
    m_select->setPlaceholderText(tr("$select: all properties"));
    m_select->setAccessibleName(tr("Properties to return ($select)"));
    m_select->setMinimumWidth(m_select->fontMetrics().horizontalAdvance(m_select->placeholderText()) + 16);
    m_select->setToolTip(tr("Comma-separated property names; empty for every property"));
    m_columnsButton->setText(tr("Columns"));
    m_columnsButton->setPopupMode(QToolButton::InstantPopup);
    m_columnsButton->setMenu(new QMenu(m_columnsButton));
    m_top->setRange(0, 1'000'000);
    m_top->setSpecialValueText(tr("all"));
    m_top->setPrefix(QStringLiteral("$top "));
    m_top->setAccessibleName(tr("Entities to return at most ($top)"));
    m_top->setToolTip(tr("At most this many entities (all: every match)"));
    m_run->setToolTip(tr("Run the query (Ctrl+Enter)"));
    m_runAction->setObjectName(QStringLiteral("actionRunQuery"));
    m_runAction->setToolTip(m_run->toolTip());
    connect(m_runAction, &QAction::triggered, this, &QueryBar::run);
    m_cancel->setToolTip(tr("Stop reading the query's pages"));
    m_clear->setToolTip(tr("Clear the query and show the whole table"));
    m_historyButton->setText(tr("History"));
    m_historyButton->setPopupMode(QToolButton::InstantPopup);
    m_historyButton->setMenu(new QMenu(m_historyButton));
    m_codeButton->setText(tr("Copy as Code"));
    m_codeButton->setPopupMode(QToolButton::InstantPopup);
    auto *codeMenu = new QMenu(m_codeButton);
    for (CodeLanguage language : {CodeLanguage::JavaScript, CodeLanguage::Python, CodeLanguage::DotNet,
             CodeLanguage::Java, CodeLanguage::RestUrl}) {
        codeMenu->addAction(codeLanguageName(language), this, [this, language] { copyCode(language); });
    }
    m_codeButton->setMenu(codeMenu);
    m_status->setObjectName(QStringLiteral("queryStatus"));

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    auto *editorRow = new QHBoxLayout;
    editorRow->addWidget(m_builderToggle, 0, Qt::AlignTop);
    editorRow->addWidget(m_editor, 1);
    leftLayout->addLayout(editorRow);
    leftLayout->addWidget(m_builder, 10);
    auto *controls = new QHBoxLayout;
    controls->addWidget(m_select, 2);
    controls->addWidget(m_columnsButton);
    controls->addWidget(m_top);
    leftLayout->addLayout(controls);
    // Two rows keep the bar narrow enough for the docks beside it.
    controls = new QHBoxLayout;
    controls->addWidget(m_run);
    controls->addWidget(m_cancel);
    controls->addWidget(m_clear);
    controls->addWidget(m_historyButton);
    controls->addWidget(m_codeButton);
    controls->addStretch(1);
    leftLayout->addLayout(controls);
    leftLayout->addWidget(m_status);
    leftLayout->addStretch(1); // keeps the rows at the top while the builder is hidden
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(left);
    splitter->addWidget(m_planPanel);
    // The plan gets room for its Estimate and Actual side by side, with the time of a run unelided.
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({540, 460});
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(splitter);

    // Builder and text edit the same query: builder → text always, text → builder when it can be shown.
    connect(m_builder, &FilterBuilder::filterEdited, m_editor, &FilterEditor::setText);
    connect(m_editor, &FilterEditor::filterChanged, m_builder, &FilterBuilder::setFilter);
    connect(m_editor, &FilterEditor::textChanged, this, &QueryBar::updatePlan);
    connect(m_editor, &FilterEditor::validityChanged, this, &QueryBar::updateButtons);
    connect(m_editor, &FilterEditor::runRequested, this, &QueryBar::run);
    connect(m_top, &QSpinBox::valueChanged, this, &QueryBar::updatePlan);
    connect(m_builderToggle, &QToolButton::toggled, m_builder, &QWidget::setVisible);
    connect(m_run, &QPushButton::clicked, this, &QueryBar::run);
    connect(m_cancel, &QPushButton::clicked, this, &QueryBar::cancel);
    connect(m_clear, &QPushButton::clicked, this, &QueryBar::clear);
    connect(m_historyButton->menu(), &QMenu::aboutToShow, this, &QueryBar::fillHistoryMenu);
    connect(m_columnsButton->menu(), &QMenu::aboutToShow, this, &QueryBar::fillColumnMenu);
    connect(m_model, &EntityTableModel::queryProgress, this, [this] {
        m_plan->setActual(m_model->queryStats());
        updateButtons();
    });
    connect(m_model, &EntityTableModel::pageLoaded, this, &QueryBar::updateColumns);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        // The grid left the query for this table's rows (chosen partitions, a reload of the table).
        if (!m_model->isQuery() && m_model->table() == m_table && m_model->account() == m_account)
            m_ran = false;
        updateButtons();
    });
    updateButtons();
}

QueryBar::~QueryBar() = default;

void QueryBar::setTable(const QString &storePath, const QString &account, const QString &table)
{
    saveCurrent();
    m_storePath = storePath;
    m_account = account;
    m_table = table;
    m_columnsSeen = -1;
    m_history->setTable(storePath, account, table);
    m_plan->setTable(account, table);
    const TableState state = m_states.value(tableKey(storePath, account, table));
    m_ran = false;
    recall(state.query);
    updateColumns();
    if (state.ran)
        run();
    updateButtons();
}

void QueryBar::saveCurrent()
{
    if (m_table.isEmpty())
        return;
    TableState state;
    state.query = currentQuery();
    state.query.filter = m_editor->text();
    state.ran = m_ran;
    m_states.insert(tableKey(m_storePath, m_account, m_table), state);
}

ParsedFilter QueryBar::runFilter() const
{
    // With presets ("the last 24 hours") what runs is the builder's rows taken at this moment.
    if (m_builder->model()->hasPresets() && m_editor->text() == m_builder->lastText()) {
        if (auto filter = m_builder->model()->filter(DateTime::now()))
            return ParsedFilter::of(*filter);
    }
    return m_editor->parsed();
}

std::optional<int> QueryBar::topValue() const
{
    return m_top->value() > 0 ? std::optional<int>(m_top->value()) : std::nullopt;
}

SavedQuery QueryBar::currentQuery() const
{
    SavedQuery query;
    query.filter = runFilter().text;
    for (const QString &name : m_select->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (!name.trimmed().isEmpty())
            query.select.append(name.trimmed());
    }
    query.top = topValue();
    if (m_builder->model()->hasPresets() && m_editor->text() == m_builder->lastText())
        query.builder = m_builder->model()->toJson();
    return query;
}

QString QueryBar::statusText() const
{
    return m_status->text();
}

void QueryBar::run()
{
    if (m_table.isEmpty() || !m_editor->isValid())
        return;
    const ParsedFilter filter = runFilter();
    if (!filter.isValid()) {
        m_status->setText(filter.filter.error().message);
        return;
    }
    auto select = parseSelect(m_select->text());
    if (!select) {
        m_status->setText(tr("$select: %1").arg(select.error().message));
        return;
    }
    m_status->clear();
    SavedQuery query = currentQuery();
    query.filter = filter.text;
    m_history->addRecent(query);
    // The plan of exactly the filter that runs.
    m_plan->setQuery(filter, topValue());
    m_plan->clearActual();
    m_model->setQuery(m_account, m_table, *filter.filter, *select, topValue());
    m_ran = true;
    updateButtons();
    Q_EMIT queryRun();
}

bool QueryBar::narrow(const Filter &condition)
{
    if (m_table.isEmpty() || condition.isEmpty())
        return false;
    if (m_builder->model()->hasPresets() && m_editor->text() == m_builder->lastText()) {
        m_builder->model()->narrow(*condition.root());
        run();
        return true;
    }
    const ParsedFilter current = m_editor->parsed();
    if (!current.isValid()) {
        m_status->setText(
            tr("Correct the filter before adding a condition to it: %1").arg(current.filter.error().message));
        return false;
    }
    auto narrowed = narrowFilter(*current.filter, condition);
    if (!narrowed) {
        m_status->setText(narrowed.error().message);
        return false;
    }
    m_editor->setText(narrowed->text);
    run();
    return true;
}

void QueryBar::cancel()
{
    m_model->cancelQuery();
    updateButtons();
}

void QueryBar::clear()
{
    m_builder->model()->clear();
    m_editor->setText(QString());
    m_select->clear();
    m_top->setValue(0);
    m_status->clear();
    m_plan->clearActual();
    m_ran = false;
    if (m_model->isQuery() && !m_table.isEmpty())
        m_model->setTable(m_account, m_table);
    updateButtons();
}

void QueryBar::focusFilter()
{
    m_editor->textEdit()->setFocus(Qt::ShortcutFocusReason);
    m_editor->textEdit()->selectAll();
}

void QueryBar::recall(const SavedQuery &query)
{
    if (query.builder.isEmpty() || !m_builder->model()->fromJson(query.builder))
        m_editor->setText(query.filter);
    m_select->setText(query.select.join(QStringLiteral(", ")));
    m_top->setValue(query.top.value_or(0));
    updatePlan();
}

bool QueryBar::copyCode(CodeLanguage language)
{
    QuerySpec spec;
    spec.table = m_table;
    const SavedQuery query = currentQuery();
    spec.filter = query.filter;
    spec.select = query.select;
    spec.top = query.top;
    if (m_session->isOpen() && m_session->description().kind == ServiceKind::Remote)
        spec.endpoint = m_session->description().location;
    auto code = queryCode(language, spec);
    if (!code) {
        m_status->setText(code.error().message);
        return false;
    }
    QApplication::clipboard()->setText(*code);
    m_status->setText(tr("Copied the query as %1.").arg(codeLanguageName(language)));
    return true;
}

void QueryBar::updatePlan()
{
    m_plan->setQuery(m_editor->parsed(), topValue());
}

void QueryBar::updateButtons()
{
    const bool table = !m_table.isEmpty();
    m_run->setEnabled(table && m_editor->isValid());
    m_runAction->setEnabled(m_run->isEnabled());
    const QueryRunStats &stats = m_model->queryStats();
    m_cancel->setEnabled(m_model->isQuery() && !stats.finished && !stats.cancelled && stats.error.isEmpty());
    m_clear->setEnabled(table);
    m_codeButton->setEnabled(table);
}

void QueryBar::updateColumns()
{
    if (m_model->table() != m_table || m_model->propertyColumns().size() == m_columnsSeen)
        return;
    m_columnsSeen = int(m_model->propertyColumns().size());
    // The type of each column as the loaded rows show it (the first type seen wins).
    QHash<QString, EdmType> types;
    for (int row = 0; row < m_model->rowCount() && types.size() < m_columnsSeen; ++row) {
        if (!m_model->isRowLoaded(row))
            break;
        for (const Property &p : m_model->entityAt(row).properties())
            if (!types.contains(p.name))
                types.insert(p.name, p.value.type());
    }
    QList<FilterColumn> columns = {{QStringLiteral("PartitionKey"), EdmType::String},
        {QStringLiteral("RowKey"), EdmType::String}, {QStringLiteral("Timestamp"), EdmType::DateTime}};
    for (const QString &name : m_model->propertyColumns())
        columns.append({name, types.value(name, EdmType::String)});
    m_editor->setColumns(columns);
    m_builder->setColumns(columns);
}

void QueryBar::fillColumnMenu()
{
    QMenu *menu = m_columnsButton->menu();
    menu->clear();
    QStringList chosen;
    for (const QString &name : m_select->text().split(QLatin1Char(','), Qt::SkipEmptyParts))
        chosen.append(name.trimmed());
    QStringList all = {QStringLiteral("PartitionKey"), QStringLiteral("RowKey"), QStringLiteral("Timestamp")};
    if (m_model->table() == m_table)
        all += m_model->propertyColumns();
    for (const QString &name : std::as_const(all)) {
        QAction *action = menu->addAction(name);
        action->setCheckable(true);
        action->setChecked(chosen.contains(name));
        connect(action, &QAction::toggled, this, [this, name](bool on) {
            QStringList names;
            for (const QString &n : m_select->text().split(QLatin1Char(','), Qt::SkipEmptyParts))
                names.append(n.trimmed());
            names.removeAll(name);
            if (on)
                names.append(name);
            m_select->setText(names.join(QStringLiteral(", ")));
        });
    }
}

void QueryBar::fillHistoryMenu()
{
    QMenu *menu = m_historyButton->menu();
    menu->clear();
    bool recentHeader = false;
    for (int row = 0; row < m_history->rowCount(); ++row) {
        const bool saved = m_history->kindAt(row) == QueryHistoryModel::Kind::Saved;
        if (!saved && !recentHeader) {
            menu->addSection(tr("Recent"));
            recentHeader = true;
        } else if (saved && row == 0) {
            menu->addSection(tr("Saved"));
        }
        const SavedQuery query = m_history->queryAt(row);
        QString label = saved ? m_history->nameAt(row) : elided(query.filter);
        if (label.isEmpty())
            label = tr("(the whole table)");
        menu->addAction(label, this, [this, query] { recall(query); });
    }
    menu->addSeparator();
    menu->addAction(tr("Save Query…"), this, [this] {
        const QString name = QInputDialog::getText(this, tr("Save Query"), tr("Name:"));
        if (!name.isEmpty())
            m_history->save(name, currentQuery());
    });
    QMenu *manage = menu->addMenu(tr("Saved Queries"));
    for (int row = 0; row < m_history->rowCount(); ++row) {
        if (m_history->kindAt(row) != QueryHistoryModel::Kind::Saved)
            continue;
        const QString name = m_history->nameAt(row);
        QMenu *one = manage->addMenu(name);
        one->addAction(tr("Rename…"), this, [this, name] {
            const QString newName
                = QInputDialog::getText(this, tr("Rename Query"), tr("Name:"), QLineEdit::Normal, name);
            if (!newName.isEmpty()) {
                if (Status s = m_history->rename(name, newName); !s)
                    m_status->setText(s.error().message);
            }
        });
        one->addAction(tr("Delete"), this, [this, name] { m_history->removeSaved(name); });
    }
    manage->setEnabled(!manage->isEmpty());
    menu->addAction(tr("Export Saved…"), this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Export Saved Queries"), QString(), tr("Queries (*.json)"));
        if (!path.isEmpty()) {
            if (Status s = m_history->exportSaved(path); !s)
                m_status->setText(s.error().message);
        }
    });
    menu->addAction(tr("Import Saved…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Import Saved Queries"), QString(), tr("Queries (*.json)"));
        if (path.isEmpty())
            return;
        auto count = m_history->importSaved(path);
        m_status->setText(count ? tr("Imported %n saved queries.", nullptr, *count) : count.error().message);
    });
    menu->addAction(tr("Clear Recent"), m_history, &QueryHistoryModel::clearRecent);
}

} // namespace rowan
