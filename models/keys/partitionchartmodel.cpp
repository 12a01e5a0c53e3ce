#include "models/keys/partitionchartmodel.h"

#include "models/session/guicontinuation.h"
#include "models/session/servicesession.h"

#include <QLocale>

#include <algorithm>
#include <numeric>

namespace rowan {

PartitionChartModel::PartitionChartModel(ServiceSession *session, QObject *parent)
    : QAbstractTableModel(parent)
    , m_session(session)
{ }

PartitionChartModel::Ranked PartitionChartModel::rank(QList<PartitionStats> partitions)
{
    Ranked r;
    r.partitions = std::move(partitions);
    const int n = int(r.partitions.size());
    r.byEntities.resize(n);
    std::iota(r.byEntities.begin(), r.byEntities.end(), 0);
    r.byBytes = r.byEntities;
    // Ties keep key order, so the ranking is the same on every load.
    std::stable_sort(r.byEntities.begin(), r.byEntities.end(),
        [&](int a, int b) { return r.partitions.at(a).entityCount > r.partitions.at(b).entityCount; });
    std::stable_sort(r.byBytes.begin(), r.byBytes.end(),
        [&](int a, int b) { return r.partitions.at(a).bytes > r.partitions.at(b).bytes; });
    for (const PartitionStats &p : std::as_const(r.partitions)) {
        r.totalEntities += p.entityCount;
        r.totalBytes += std::max<qint64>(0, p.bytes);
    }
    return r;
}

void PartitionChartModel::setTable(const QString &account, const QString &table)
{
    m_account = account;
    m_table = table;
    refresh();
}

void PartitionChartModel::refresh()
{
    const quint64 generation = ++m_generation;
    if (m_table.isEmpty() || !m_session->isOpen()) {
        apply({});
        setState(State::Empty);
        return;
    }
    if (!m_session->has(ServiceCapability::PartitionList)) {
        apply({});
        setState(State::NoStatistics);
        return;
    }
    setState(State::Loading);
    continueOnGui(this,
        m_session->run([account = m_account, table = m_table](TableService &service) -> Result<Ranked> {
            QList<PartitionStats> partitions;
            auto scanned = service.scanPartitions(account, table, {}, [&](const PartitionStats &p) {
                partitions.append(p);
                return ScanControl::Continue;
            });
            if (!scanned)
                return std::unexpected(scanned.error());
            return rank(std::move(partitions));
        }),
        [this, generation](Result<Ranked> result) {
            if (generation != m_generation)
                return;
            if (!result) {
                apply({});
                setState(State::Failed, result.error().message);
                return;
            }
            apply(std::move(*result));
            setState(State::Ready);
        });
}

void PartitionChartModel::clear()
{
    m_account.clear();
    m_table.clear();
    ++m_generation;
    apply({});
    setState(State::Empty);
}

void PartitionChartModel::setPartitions(
    const QString &account, const QString &table, const QList<PartitionStats> &partitions)
{
    m_account = account;
    m_table = table;
    ++m_generation;
    apply(rank(partitions));
    setState(State::Ready);
}

void PartitionChartModel::apply(Ranked ranked)
{
    beginResetModel();
    m_partitions = std::move(ranked.partitions);
    m_byEntities = std::move(ranked.byEntities);
    m_byBytes = std::move(ranked.byBytes);
    m_totalEntities = ranked.totalEntities;
    m_totalBytes = ranked.totalBytes;
    m_order = m_measure == Measure::Entities ? m_byEntities : m_byBytes;
    endResetModel();
}

void PartitionChartModel::setState(State state, const QString &error)
{
    m_state = state;
    m_error = error;
    Q_EMIT stateChanged();
}

void PartitionChartModel::setMeasure(Measure measure)
{
    if (measure == m_measure)
        return;
    beginResetModel();
    m_measure = measure;
    m_order = m_measure == Measure::Entities ? m_byEntities : m_byBytes;
    endResetModel();
}

qint64 PartitionChartModel::valueAt(int rank) const
{
    const PartitionStats &p = partitionAt(rank);
    return m_measure == Measure::Entities ? p.entityCount : std::max<qint64>(0, p.bytes);
}

double PartitionChartModel::hotBar() const
{
    // The key analysis' bar for a dominant partition (engine/insight/partitionrules.cpp).
    const qsizetype n = m_partitions.size();
    return n < 4 ? 0.8 : std::max(0.25, 3.0 / double(n));
}

double PartitionChartModel::shareAt(int rank) const
{
    const qint64 all = total();
    return all > 0 ? double(valueAt(rank)) / double(all) : 0.0;
}

bool PartitionChartModel::isHot(int rank) const
{
    return m_partitions.size() > 1 && shareAt(rank) >= hotBar();
}

int PartitionChartModel::hotCount() const
{
    // Ranked: the hot ones come first.
    int hot = 0;
    while (hot < rowCount() && isHot(hot))
        ++hot;
    return hot;
}

int PartitionChartModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_order.size());
}

int PartitionChartModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PartitionChartModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int rank = index.row();
    const PartitionStats &p = partitionAt(rank);
    const QLocale locale;
    switch (role) {
    case Qt::DisplayRole:
        switch (Column(index.column())) {
        case RankColumn:
            return rank + 1;
        case KeyColumn:
            return p.partitionKey;
        case EntitiesColumn:
            return locale.toString(p.entityCount);
        case BytesColumn:
            return p.bytes < 0 ? tr("unknown") : locale.formattedDataSize(p.bytes);
        case ShareColumn:
            return locale.toString(100.0 * shareAt(rank), 'f', 1) + u'%';
        case ColumnCount:
            break;
        }
        return {};
    case Qt::TextAlignmentRole:
        return index.column() == KeyColumn ? QVariant() : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case ValueRole:
        return valueAt(rank);
    case HotRole:
        return isHot(rank);
    case PartitionKeyRole:
        return p.partitionKey;
    default:
        return {};
    }
}

QVariant PartitionChartModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case RankColumn:
        return tr("Rank");
    case KeyColumn:
        return tr("PartitionKey");
    case EntitiesColumn:
        return tr("Entities");
    case BytesColumn:
        return tr("Size");
    case ShareColumn:
        return m_measure == Measure::Entities ? tr("Share of entities") : tr("Share of bytes");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace rowan
