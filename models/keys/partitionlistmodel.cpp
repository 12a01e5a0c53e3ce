#include "models/keys/partitionlistmodel.h"

#include "models/session/guicontinuation.h"
#include "models/session/servicesession.h"
#include "models/store/storetreemodel.h"

#include <QColor>
#include <QFont>
#include <QLocale>

#include <algorithm>
#include <optional>

namespace rowan {

PartitionListModel::PartitionListModel(ServiceSession *session, QObject *parent)
    : QAbstractTableModel(parent)
    , m_session(session)
{
    connect(m_session, &ServiceSession::serviceChanged, this, &PartitionListModel::clear);
    m_scanTimer.setInterval(200);
    connect(&m_scanTimer, &QTimer::timeout, this, [this] {
        if (m_scanRead)
            Q_EMIT scanProgress(m_scanRead->load());
    });
}

void PartitionListModel::clear()
{
    reset(QString(), QString());
}

void PartitionListModel::reset(const QString &account, const QString &table)
{
    ++m_generation; // results of earlier loads are dropped when they arrive
    cancelScan();
    beginResetModel();
    m_needsScan = false;
    m_account = account;
    m_table = table;
    m_partitions.clear();
    m_totals = {};
    m_hasTotals = false;
    m_byEntities = {};
    m_bySize = {};
    m_error.clear();
    m_loading = false;
    // Until start() begins loading: views ask for more while the reset goes through.
    m_exhausted = true;
    endResetModel();
}

void PartitionListModel::setTable(const QString &account, const QString &table)
{
    reset(account, table);
    start(m_pageSize);
}

void PartitionListModel::refresh()
{
    const int loaded = int(m_partitions.size());
    const QString account = m_account;
    const QString table = m_table;
    reset(account, table);
    // As many partitions as were shown before, so a refresh does not lose the user's place.
    start(qMax(m_pageSize, loaded));
}

void PartitionListModel::start(int firstPage)
{
    if (m_table.isEmpty() || !m_session->isOpen())
        return;
    if (!m_session->has(ServiceCapability::PartitionList)) {
        m_needsScan = true;
        return;
    }
    m_exhausted = false;

    // One pass over the statistics (one snapshot): the totals agree with the rows, so shares add up.
    const quint64 generation = m_generation;
    continueOnGui(this, m_session->run([account = m_account, table = m_table](TableService &service) {
        Totals totals;
        auto scanned = service.scanPartitions(account, table, NameRange {}, [&](const PartitionStats &p) {
            ++totals.stats.partitionCount;
            totals.stats.entityCount += p.entityCount;
            totals.stats.bytes += p.bytes;
            totals.byEntities.take(p.partitionKey, p.entityCount);
            totals.bySize.take(p.partitionKey, p.bytes);
            return ScanControl::Continue;
        });
        if (!scanned)
            totals.error = scanned.error().message;
        return totals;
    }),
        [this, generation](const Totals &totals) {
            if (generation == m_generation)
                applyTotals(totals);
        });
    load(firstPage);
}

void PartitionListModel::scanPartitions()
{
    if (m_table.isEmpty() || !m_session->isOpen() || isScanning())
        return;
    struct Outcome
    {
        QList<PartitionStats> partitions;
        Error error;
        bool ok = true;
    };
    const quint64 generation = m_generation;
    const quint64 scanGeneration = ++m_scanGeneration;
    m_scanCancel = makeCancelFlag();
    m_scanRead = std::make_shared<std::atomic<qint64>>(0);
    m_scanTimer.start();
    continueOnGui(this,
        m_session->run([account = m_account, table = m_table, cancel = m_scanCancel, read = m_scanRead](
                           TableService &service) {
            Outcome outcome;
            ScanOptions keysOnly;
            keysOnly.projection = QStringList();
            auto scanned = service.scan(
                account, table, KeyRange::all(),
                [&](Entity &entity) {
                    if (outcome.partitions.isEmpty()
                        || outcome.partitions.constLast().partitionKey != entity.partitionKey())
                        outcome.partitions.append(PartitionStats {entity.partitionKey(), 0, -1});
                    ++outcome.partitions.last().entityCount;
                    read->fetch_add(1, std::memory_order_relaxed);
                    return ScanControl::Continue;
                },
                keysOnly, cancel);
            if (!scanned) {
                outcome.ok = false;
                outcome.error = scanned.error();
            }
            return outcome;
        }),
        [this, generation, scanGeneration](const Outcome &outcome) {
            // A scan cancelled from here, or of a table no longer shown, reports nothing.
            if (generation != m_generation || scanGeneration != m_scanGeneration)
                return;
            m_scanTimer.stop();
            m_scanCancel.reset();
            m_scanRead.reset();
            if (!outcome.ok) {
                Q_EMIT scanFinished(false,
                    outcome.error.code == ErrorCode::Cancelled
                        ? tr("The scan was cancelled.")
                        : tr("The scan failed: %1").arg(outcome.error.message));
                return;
            }
            Totals totals;
            for (const PartitionStats &p : outcome.partitions) {
                ++totals.stats.partitionCount;
                totals.stats.entityCount += p.entityCount;
                totals.byEntities.take(p.partitionKey, p.entityCount);
            }
            totals.stats.bytes = -1;
            m_needsScan = false;
            appendPage(Page {outcome.partitions, true, {}});
            applyTotals(totals);
            Q_EMIT scanFinished(true,
                tr("%1 entities in %2 partitions, counted by reading every key.")
                    .arg(QLocale().toString(totals.stats.entityCount),
                        QLocale().toString(totals.stats.partitionCount)));
        });
}

void PartitionListModel::cancelScan()
{
    ++m_scanGeneration;
    if (m_scanCancel)
        m_scanCancel->store(true);
    m_scanCancel.reset();
    m_scanRead.reset();
    m_scanTimer.stop();
}

int PartitionListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_partitions.size());
}

int PartitionListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

bool PartitionListModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && !m_loading && !m_exhausted && m_session->isOpen();
}

void PartitionListModel::fetchMore(const QModelIndex &parent)
{
    if (canFetchMore(parent))
        load(m_pageSize);
}

void PartitionListModel::load(int count)
{
    m_loading = true;
    const quint64 generation = m_generation;
    NameRange range;
    // Keyset paging: strictly after the last partition shown.
    if (!m_partitions.isEmpty())
        range.lower = NameBound {m_partitions.constLast().partitionKey, false};
    continueOnGui(this,
        m_session->run([account = m_account, table = m_table, range, count](TableService &service) {
            Page page;
            auto scanned = service.scanPartitions(account, table, range, [&](const PartitionStats &p) {
                // Declining one more partition than the page holds tells whether any are left.
                if (page.partitions.size() >= count)
                    return ScanControl::Stop;
                page.partitions.append(p);
                return ScanControl::Continue;
            });
            if (!scanned)
                page.error = scanned.error().message;
            else
                page.exhausted = !scanned->stopped;
            return page;
        }),
        [this, generation](const Page &page) {
            if (generation == m_generation)
                appendPage(page);
        });
}

void PartitionListModel::appendPage(const Page &page)
{
    if (!page.error.isEmpty()) {
        fail(page.error);
        return;
    }
    if (!page.partitions.isEmpty()) {
        const int first = int(m_partitions.size());
        beginInsertRows(QModelIndex(), first, first + int(page.partitions.size()) - 1);
        m_partitions.append(page.partitions);
        endInsertRows();
    }
    m_exhausted = page.exhausted;
    // Only now: views ask for more while the rows go in, and the next page must start after them.
    m_loading = false;
    Q_EMIT pageLoaded(int(page.partitions.size()));
}

void PartitionListModel::applyTotals(const Totals &totals)
{
    if (!totals.error.isEmpty()) {
        fail(totals.error);
        return;
    }
    m_totals = totals.stats;
    m_hasTotals = true;
    // When every partition is as large as the largest, none stands out: nothing is marked.
    const auto stands
        = [&](const Maximum &m) { return m.count < totals.stats.partitionCount ? m : Maximum {}; };
    m_byEntities = stands(totals.byEntities);
    m_bySize = stands(totals.bySize);
    if (!m_partitions.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_partitions.size()) - 1, ColumnCount - 1));
    Q_EMIT totalsLoaded();
}

void PartitionListModel::fail(const QString &message)
{
    m_loading = false;
    m_exhausted = true;
    // Both loads of a missing table fail alike: say it once.
    if (!m_error.isEmpty())
        return;
    m_error = message;
    Q_EMIT loadFailed(message);
}

int PartitionListModel::rowOf(const QString &partitionKey) const
{
    // Rows are in the store's order (UTF-16 code units), which is QString's operator<.
    const auto it = std::lower_bound(m_partitions.cbegin(), m_partitions.cend(), partitionKey,
        [](const PartitionStats &p, const QString &key) { return p.partitionKey < key; });
    if (it == m_partitions.cend() || it->partitionKey != partitionKey)
        return -1;
    return int(it - m_partitions.cbegin());
}

void PartitionListModel::Maximum::take(const QString &key, qint64 value)
{
    if (value > this->value) {
        this->value = value;
        firstKey = key;
        count = 1;
    } else if (value == this->value) {
        ++count;
    }
}

int PartitionListModel::largestFlags(const PartitionStats &p) const
{
    int flags = NotLargest;
    if (m_byEntities.count > 0 && p.entityCount == m_byEntities.value)
        flags |= LargestByEntities;
    if (m_bySize.count > 0 && p.bytes == m_bySize.value)
        flags |= LargestBySize;
    return flags;
}

namespace {
QString percent(double share)
{
    if (share > 0 && share < 0.1)
        return QStringLiteral("<0.1 %");
    return QLocale().toString(share, 'f', 1) + QStringLiteral(" %");
}
} // namespace

QVariant PartitionListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const PartitionStats &p = m_partitions.at(index.row());
    const int column = index.column();
    // First and cheap: a proxy asks for this on every comparison while sorting.
    if (role == SortRole) {
        switch (column) {
        case KeyColumn:
            return p.partitionKey;
        case EntitiesColumn:
        case ShareColumn:
            return p.entityCount;
        case SizeColumn:
            return p.bytes;
        }
        return {};
    }
    const QLocale locale = QLocale();
    const bool haveShare = m_hasTotals && m_totals.entityCount > 0;
    const double entityShare = haveShare ? 100.0 * double(p.entityCount) / double(m_totals.entityCount) : 0;
    const double byteShare
        = m_hasTotals && m_totals.bytes > 0 ? 100.0 * double(p.bytes) / double(m_totals.bytes) : 0;
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case KeyColumn:
            return p.partitionKey.isEmpty() ? tr("(empty key)") : p.partitionKey;
        case EntitiesColumn:
            return locale.toString(p.entityCount);
        case SizeColumn:
            return p.bytes < 0 ? QStringLiteral("—") : formatBytes(p.bytes);
        case ShareColumn:
            return haveShare ? QVariant(percent(entityShare)) : QVariant();
        }
        return {};
    case Qt::ToolTipRole: {
        QStringList lines;
        switch (column) {
        case KeyColumn:
            lines << (p.partitionKey.isEmpty() ? tr("The empty PartitionKey") : p.partitionKey);
            break;
        case EntitiesColumn:
            lines << tr("%1 entities").arg(locale.toString(p.entityCount));
            break;
        case SizeColumn:
            lines << (p.bytes < 0 ? tr("The endpoint keeps no sizes.")
                                  : tr("%1 bytes").arg(locale.toString(p.bytes)));
            break;
        case ShareColumn:
            if (m_hasTotals && m_totals.bytes < 0)
                lines << tr("%1 of the table's entities").arg(percent(entityShare));
            else if (m_hasTotals)
                lines << tr("%1 of the table's entities, %2 of its bytes")
                             .arg(percent(entityShare), percent(byteShare));
            break;
        }
        const int flags = largestFlags(p);
        if (flags & LargestByEntities)
            lines << (m_byEntities.count == 1 ? tr("The table's largest partition by entities")
                                              : tr("One of the table's largest partitions by entities"));
        if (flags & LargestBySize)
            lines << (m_bySize.count == 1 ? tr("The table's largest partition by size")
                                          : tr("One of the table's largest partitions by size"));
        return lines.isEmpty() ? QVariant() : QVariant(lines.join(QLatin1Char('\n')));
    }
    case Qt::TextAlignmentRole:
        return column == KeyColumn ? QVariant() : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole: {
        // The key and the figure that makes the partition the largest.
        const int flags = largestFlags(p);
        const bool bold = (column == KeyColumn && flags != NotLargest)
            || ((column == EntitiesColumn || column == ShareColumn) && (flags & LargestByEntities))
            || (column == SizeColumn && (flags & LargestBySize));
        const bool italic = column == KeyColumn && p.partitionKey.isEmpty();
        if (!bold && !italic)
            return {};
        QFont font;
        font.setBold(bold);
        font.setItalic(italic);
        return font;
    }
    case Qt::BackgroundRole:
        // A translucent amber reads on light and dark palettes alike.
        return largestFlags(p) != NotLargest ? QVariant(QColor(255, 170, 0, 70)) : QVariant();
    case PartitionKeyRole:
        return p.partitionKey;
    case LargestRole:
        return largestFlags(p);
    default:
        return {};
    }
}

QVariant PartitionListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical)
        return role == Qt::DisplayRole ? QVariant(section + 1) : QVariant();
    if (role == Qt::DisplayRole) {
        switch (section) {
        case KeyColumn:
            return QStringLiteral("PartitionKey");
        case EntitiesColumn:
            return tr("Entities");
        case SizeColumn:
            return tr("Size");
        case ShareColumn:
            return tr("Share");
        }
    }
    if (role == Qt::ToolTipRole && section == ShareColumn)
        return tr("Share of the table's entities");
    if (role == Qt::TextAlignmentRole && section != KeyColumn)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

} // namespace rowan
