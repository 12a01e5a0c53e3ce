#include "ui/keys/partitionlist.h"

#include "models/keys/partitionlistmodel.h"
#include "models/store/storetreemodel.h"

#include <rowan/pluralcount.h>

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace rowan {

namespace {
QString countOf(qint64 n, const QString &one, const QString &many)
{
    return n == 1 ? one : many.arg(QLocale().toString(n));
}
} // namespace

PartitionList::PartitionList(ServiceSession *session, QWidget *parent)
    : QWidget(parent)
    , m_model(new PartitionListModel(session, this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_filter(new QLineEdit(this))
    , m_all(new QPushButton(tr("&All partitions"), this))
    , m_view(new QTableView(this))
    , m_summary(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(4, 4, 4, 0);
    m_filter->setObjectName(QStringLiteral("partitionFilter"));
    m_filter->setAccessibleName(tr("Filter loaded partitions"));
    m_filter->setPlaceholderText(tr("Filter loaded partitions"));
    m_filter->setToolTip(tr("Shows the loaded partitions whose key contains this text (any case).\n"
                            "Down moves to the list, Escape clears."));
    m_filter->setClearButtonEnabled(true);
    m_filter->installEventFilter(this);
    m_all->setObjectName(QStringLiteral("allPartitions"));
    m_all->setToolTip(tr("Show every partition in the entity grid (Escape in the list)"));
    m_all->setEnabled(false);
    bar->addWidget(m_filter, 1);
    bar->addWidget(m_all);
    layout->addLayout(bar);

    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(PartitionListModel::SortRole);
    m_proxy->setFilterRole(PartitionListModel::PartitionKeyRole);
    m_proxy->setFilterKeyColumn(PartitionListModel::KeyColumn);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);

    m_view->setObjectName(QStringLiteral("partitionView"));
    m_view->setAccessibleName(tr("Partitions"));
    m_view->setModel(m_proxy);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->setTabKeyNavigation(false);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    QHeaderView *header = m_view->horizontalHeader();
    header->setStretchLastSection(false);
    header->setHighlightSections(false);
    // The keys first: their column takes the width of the keys shown (up to two thirds of the view), and
    // a narrow dock scrolls the counts out of sight rather than cutting the keys.
    header->setSectionResizeMode(PartitionListModel::KeyColumn, QHeaderView::Interactive);
    for (int c = PartitionListModel::EntitiesColumn; c < PartitionListModel::ColumnCount; ++c)
        header->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    header->setSortIndicator(PartitionListModel::KeyColumn, Qt::AscendingOrder);
    m_view->setSortingEnabled(true);
    m_view->installEventFilter(this);
    layout->addWidget(m_view, 1);

    m_summary->setObjectName(QStringLiteral("partitionSummary"));
    m_summary->setWordWrap(true);
    m_summary->setContentsMargins(6, 0, 6, 4);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_summary);
    m_scan = new QPushButton(tr("&Scan Partitions"), this);
    m_scan->setObjectName(QStringLiteral("scanPartitions"));
    m_scan->setToolTip(tr("Read every key of the table once to list its partitions and count their "
                          "entities; sizes stay unknown."));
    m_scan->setVisible(false);
    layout->addWidget(m_scan, 0, Qt::AlignLeft);
    connect(m_scan, &QPushButton::clicked, this, [this] {
        if (m_model->isScanning()) {
            m_model->cancelScan();
            m_scanMessage = tr("The scan was cancelled.");
        } else {
            m_scanMessage = tr("Scanning… 0 entities read.");
            m_model->scanPartitions();
        }
        updateSummary();
    });
    connect(m_model, &PartitionListModel::scanProgress, this, [this](qint64 read) {
        m_scanMessage = tr("Scanning… %1 entities read.").arg(QLocale().toString(read));
        updateSummary();
    });
    connect(m_model, &PartitionListModel::scanFinished, this, [this](bool, const QString &message) {
        m_scanMessage = message;
        updateSummary();
    });

    auto *refreshAction = new QAction(tr("Refresh Partitions"), this);
    refreshAction->setObjectName(QStringLiteral("actionRefreshPartitions"));
    refreshAction->setShortcut(QKeySequence::Refresh);
    refreshAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(refreshAction, &QAction::triggered, this, &PartitionList::refresh);
    addAction(refreshAction);

    connect(m_filter, &QLineEdit::textChanged, this, &PartitionList::applyFilter);
    connect(m_filter, &QLineEdit::returnPressed, this, &PartitionList::enterList);
    connect(m_all, &QPushButton::clicked, this, &PartitionList::showAllPartitions);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
        &PartitionList::selectionChanged);
    connect(m_model, &PartitionListModel::modelReset, this, [this] {
        // The store closed (a refresh keeps the choice).
        if (m_model->table().isEmpty()) {
            m_chosen.clear();
            m_all->setEnabled(false);
        }
        updateSummary();
    });
    connect(m_model, &PartitionListModel::totalsLoaded, this, &PartitionList::updateSummary);
    connect(m_model, &PartitionListModel::loadFailed, this, &PartitionList::updateSummary);
    connect(m_model, &PartitionListModel::pageLoaded, this, &PartitionList::fitKeyColumn);
    connect(m_model, &PartitionListModel::pageLoaded, this, [this] {
        // After a refresh the chosen partitions come back as their pages do.
        if (!m_chosen.isEmpty())
            restoreSelection();
        updateSummary();
    });
    updateSummary();
}

QString PartitionList::summaryText() const
{
    return m_summary->text();
}

void PartitionList::setTable(const QString &account, const QString &table)
{
    m_chosen.clear();
    m_scanMessage.clear();
    m_all->setEnabled(false);
    m_model->setTable(account, table);
    updateSummary(); // a backend without statistics waits for Scan Partitions: say so now
}

void PartitionList::refresh()
{
    // Keeps the choice: the same partitions are selected again as they load.
    m_model->refresh();
}

void PartitionList::showAllPartitions()
{
    m_restoring = true;
    m_view->selectionModel()->clearSelection();
    m_restoring = false;
    if (m_chosen.isEmpty())
        return;
    m_chosen.clear();
    m_all->setEnabled(false);
    updateSummary();
    Q_EMIT partitionsChosen(m_model->account(), m_model->table(), {});
}

void PartitionList::enterList()
{
    m_view->setFocus();
    // Arriving from the filter chooses the first shown partition, as the arrow keys do inside the list.
    if (m_view->selectionModel()->hasSelection() || m_proxy->rowCount() == 0)
        return;
    m_view->selectionModel()->setCurrentIndex(
        m_proxy->index(0, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
}

void PartitionList::selectionChanged()
{
    if (m_restoring)
        return;
    QStringList keys;
    const QModelIndexList rows = m_view->selectionModel()->selectedRows(PartitionListModel::KeyColumn);
    for (const QModelIndex &row : rows)
        keys.append(row.data(PartitionListModel::PartitionKeyRole).toString());
    std::sort(keys.begin(), keys.end());
    if (keys == m_chosen)
        return;
    m_chosen = keys;
    m_all->setEnabled(!m_chosen.isEmpty());
    updateSummary();
    Q_EMIT partitionsChosen(m_model->account(), m_model->table(), m_chosen);
}

void PartitionList::applyFilter(const QString &text)
{
    // Hiding a chosen row must not widen the grid: the choice stays and shows again with its row.
    m_restoring = true;
    m_proxy->setFilterFixedString(text);
    m_restoring = false;
    restoreSelection();
    updateSummary();
}

void PartitionList::restoreSelection()
{
    QItemSelection selection;
    for (const QString &key : std::as_const(m_chosen)) {
        const int row = m_model->rowOf(key);
        if (row < 0)
            continue;
        const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
        if (index.isValid())
            selection.select(index, index.siblingAtColumn(PartitionListModel::ColumnCount - 1));
    }
    m_restoring = true;
    m_view->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
    m_restoring = false;
}

QString PartitionList::largestText() const
{
    const QLocale locale = QLocale();
    const auto name = [](const QString &key) { return key.isEmpty() ? tr("(empty key)") : key; };
    const PartitionListModel::Maximum &entities = m_model->largestByEntities();
    const PartitionListModel::Maximum &size = m_model->largestBySize();
    if (entities.count == 0 && size.count == 0)
        return m_model->totals().partitionCount > 1 ? tr("No partition stands out: all are the same size.")
                                                    : QString();
    if (entities.count == 1 && size.count == 1 && entities.firstKey == size.firstKey)
        return tr("Largest: %1 (%2, %3)")
            .arg(name(entities.firstKey),
                countOf(
                    entities.value, tr("1 entity"), tr("%1 entities", nullptr, pluralCount(entities.value))),
                formatBytes(size.value));
    QStringList parts;
    if (entities.count == 1)
        parts << tr("%1 by entities (%2)").arg(name(entities.firstKey), locale.toString(entities.value));
    else if (entities.count > 1)
        parts << tr("%1 partitions tie by entities (%2 each)")
                     .arg(locale.toString(entities.count), locale.toString(entities.value));
    if (size.count == 1)
        parts << tr("%1 by size (%2)").arg(name(size.firstKey), formatBytes(size.value));
    else if (size.count > 1)
        parts << tr("%1 partitions tie by size (%2 each)")
                     .arg(locale.toString(size.count), formatBytes(size.value));
    return tr("Largest: %1").arg(parts.join(QStringLiteral("; ")));
}

void PartitionList::updateSummary()
{
    const bool scanning = m_model->isScanning();
    m_scan->setVisible(m_model->needsScan() || scanning);
    m_scan->setText(scanning ? tr("&Cancel Scan") : tr("&Scan Partitions"));
    if (m_model->table().isEmpty()) {
        m_scanMessage.clear();
        m_summary->setText(tr("Choose a table to see its partitions."));
        return;
    }
    if (m_model->needsScan() || scanning) {
        m_summary->setText(m_scanMessage.isEmpty()
                ? tr("This endpoint keeps no statistics: Scan Partitions reads every key once to list "
                     "the partitions and count their entities.")
                : m_scanMessage);
        return;
    }
    if (!m_model->errorString().isEmpty()) {
        m_summary->setText(tr("Cannot list the partitions: %1").arg(m_model->errorString()));
        return;
    }
    if (!m_model->hasTotals()) {
        m_summary->setText(tr("Counting partitions…"));
        return;
    }
    const QLocale locale = QLocale();
    const TableStats &totals = m_model->totals();
    if (totals.partitionCount == 0) {
        m_summary->setText(tr("No partitions: the table is empty."));
        return;
    }
    QStringList lines;
    const QString partitions = countOf(totals.partitionCount, tr("1 partition"),
        tr("%1 partitions", nullptr, pluralCount(totals.partitionCount)));
    const QString entities = countOf(
        totals.entityCount, tr("1 entity"), tr("%1 entities", nullptr, pluralCount(totals.entityCount)));
    if (totals.bytes < 0)
        lines << tr("%1, %2 (counted by a scan; sizes unknown)").arg(partitions, entities);
    else
        lines << tr("%1, %2, %3").arg(partitions, entities, formatBytes(totals.bytes));
    QStringList state;
    if (m_model->rowCount() < totals.partitionCount)
        state << tr("%1 loaded, scroll for more").arg(locale.toString(m_model->rowCount()));
    if (!m_filter->text().isEmpty())
        state << tr("%1 shown").arg(locale.toString(m_proxy->rowCount()));
    if (!m_chosen.isEmpty())
        state << countOf(m_chosen.size(), tr("grid shows 1 partition"),
            tr("grid shows %1 partitions", nullptr, int(m_chosen.size())));
    if (!state.isEmpty()) {
        QString line = state.join(QStringLiteral(", "));
        line[0] = line.at(0).toUpper();
        lines << line;
    }
    if (const QString largest = largestText(); !largest.isEmpty())
        lines << largest;
    m_summary->setText(lines.join(QLatin1Char('\n')));
}

bool PartitionList::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::KeyPress)
        return QWidget::eventFilter(watched, event);
    const int key = static_cast<QKeyEvent *>(event)->key();
    if (watched == m_filter) {
        if (key == Qt::Key_Down || key == Qt::Key_PageDown) {
            enterList();
            return true;
        }
        if (key == Qt::Key_Escape && !m_filter->text().isEmpty()) {
            m_filter->clear();
            return true;
        }
    } else if (watched == m_view) {
        if (key == Qt::Key_Escape && !m_chosen.isEmpty()) {
            showAllPartitions();
            return true;
        }
        if (key == Qt::Key_Up && m_view->currentIndex().row() <= 0) {
            m_filter->setFocus();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void PartitionList::fitKeyColumn()
{
    m_view->resizeColumnToContents(PartitionListModel::KeyColumn);
    const int cap
        = std::max(m_view->fontMetrics().averageCharWidth() * 12, m_view->viewport()->width() * 2 / 3);
    if (m_view->columnWidth(PartitionListModel::KeyColumn) > cap)
        m_view->setColumnWidth(PartitionListModel::KeyColumn, cap);
}

} // namespace rowan
