#include "entitytablemodel.h"

#include "storesession.h"

#include <QLocale>

namespace rowan {

EntityTableModel::EntityTableModel(StoreSession *session, QObject *parent)
    : QAbstractTableModel(parent)
    , m_session(session)
{
    connect(m_session, &StoreSession::storeChanged, this, &EntityTableModel::storeChanged);
}

void EntityTableModel::storeChanged()
{
    // Another listener of the same signal may already have chosen a table of the new store: a continuation
    // whose future has finished runs at once, inside this emission (the store tree's load, then the
    // navigator's choice of the first table). Keep that table; drop only one of an older store.
    if (m_storeGeneration != m_session->storeGeneration())
        clear();
}

void EntityTableModel::clear()
{
    reset(QString(), QString(), {});
}

void EntityTableModel::reset(const QString &account, const QString &table, const QList<KeyRange> &ranges)
{
    ++m_generation; // results of earlier loads are dropped when they arrive
    beginResetModel();
    m_account = account;
    m_table = table;
    m_storeGeneration = m_session->storeGeneration();
    m_ranges = ranges;
    m_rangeIndex = 0;
    m_entities.clear();
    m_columns.clear();
    m_columnOf.clear();
    m_total = -1;
    m_loading = false;
    m_exhausted = table.isEmpty();
    endResetModel();
}

void EntityTableModel::setTable(const QString &account, const QString &table, const QStringList &partitions)
{
    QStringList sorted = partitions;
    std::sort(sorted.begin(), sorted.end());
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    QList<KeyRange> ranges;
    for (const QString &pk : std::as_const(sorted))
        ranges.append(KeyRange::partition(pk));
    if (ranges.isEmpty())
        ranges.append(KeyRange::all());
    reset(account, table, ranges);
    if (!m_session->isOpen())
        return;

    const quint64 generation = m_generation;
    m_session
        ->run([account, table, sorted](Store &store) -> qint64 {
            if (sorted.isEmpty()) {
                auto stats = store.tableStats(account, table);
                return stats ? stats->entityCount : -1;
            }
            qint64 total = 0;
            for (const QString &pk : sorted) {
                auto parts = store.partitionStats(
                    account, table, NameRange {NameBound {pk, true}, NameBound {pk, true}});
                if (!parts)
                    return -1;
                for (const PartitionStats &p : *parts)
                    total += p.entityCount;
            }
            return total;
        })
        .then(this, [this, generation](qint64 total) {
            if (generation != m_generation)
                return;
            m_total = total;
            Q_EMIT totalCountChanged(total);
        });
    fetchMore(QModelIndex());
}

int EntityTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entities.size());
}

int EntityTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || m_table.isEmpty() ? 0 : FixedColumns + int(m_columns.size());
}

bool EntityTableModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && !m_loading && !m_exhausted && m_session->isOpen();
}

void EntityTableModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent))
        return;
    m_loading = true;
    const quint64 generation = m_generation;
    QList<KeyRange> ranges = m_ranges;
    int rangeIndex = m_rangeIndex;
    // Resume strictly after the last entity shown, inside the current range.
    if (!m_entities.isEmpty()) {
        const Entity &last = m_entities.constLast();
        ranges[rangeIndex].lower = KeyBound::at(last.partitionKey(), last.rowKey(), false);
    }
    const int pageSize = m_pageSize;
    m_session
        ->run([account = m_account, table = m_table, ranges, rangeIndex, pageSize](Store &store) {
            Page page;
            page.rangeIndex = rangeIndex;
            for (; page.rangeIndex < ranges.size(); ++page.rangeIndex) {
                auto result = store.scan(account, table, ranges.at(page.rangeIndex), [&](Entity &entity) {
                    page.entities.append(std::move(entity));
                    return page.entities.size() >= pageSize ? ScanControl::Stop : ScanControl::Continue;
                });
                if (!result) {
                    page.error = result.error().message;
                    return page;
                }
                if (result->stopped)
                    return page;
            }
            page.exhausted = true;
            page.rangeIndex = int(ranges.size()) - 1;
            return page;
        })
        .then(this, [this, generation](const Page &page) {
            if (generation != m_generation)
                return; // the table changed while this page was loading
            appendPage(page);
        });
}

void EntityTableModel::appendPage(const Page &page)
{
    if (!page.error.isEmpty()) {
        m_loading = false;
        m_exhausted = true;
        Q_EMIT loadFailed(page.error);
        return;
    }
    m_rangeIndex = page.rangeIndex;

    QStringList newColumns;
    for (const Entity &entity : page.entities) {
        for (const Property &p : entity.properties()) {
            if (!m_columnOf.contains(p.name) && !newColumns.contains(p.name))
                newColumns.append(p.name);
        }
    }
    if (!newColumns.isEmpty()) {
        const int first = columnCount();
        beginInsertColumns(QModelIndex(), first, first + int(newColumns.size()) - 1);
        for (const QString &name : std::as_const(newColumns)) {
            m_columnOf.insert(name, int(m_columns.size()));
            m_columns.append(name);
        }
        endInsertColumns();
    }
    if (!page.entities.isEmpty()) {
        const int first = int(m_entities.size());
        beginInsertRows(QModelIndex(), first, first + int(page.entities.size()) - 1);
        m_entities.append(page.entities);
        endInsertRows();
    }
    m_exhausted = page.exhausted;
    // Only now: views ask for more while the rows go in, and the next page must start after them.
    m_loading = false;
    Q_EMIT pageLoaded(int(page.entities.size()));
}

QString EntityTableModel::displayText(const Value &value) const
{
    switch (value.type()) {
    case EdmType::DateTime: {
        const DateTime t = value.toDateTime();
        if (!m_localTime)
            return t.toIsoString();
        return QLocale::system().toString(
            t.toQDateTime().toLocalTime(), QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz"));
    }
    case EdmType::Double: {
        // A whole-number Double still reads as a Double.
        QString text = value.toDisplayString();
        if (!text.contains(QLatin1Char('.')) && !text.contains(QLatin1Char('e'))
            && !text.contains(QLatin1Char('N')) && !text.contains(QLatin1Char('I')))
            text += QStringLiteral(".0");
        return text;
    }
    case EdmType::Binary: {
        const QByteArray bytes = value.toBinary();
        const QString hex = QString::fromLatin1(bytes.left(16).toHex(' ').toUpper());
        const QString size = bytes.size() == 1 ? tr("1 byte") : tr("%1 bytes").arg(bytes.size());
        return QStringLiteral("%1%2 (%3)")
            .arg(hex, bytes.size() > 16 ? QStringLiteral(" …") : QString(), size);
    }
    case EdmType::Boolean:
        return value.toBool() ? tr("true") : tr("false");
    default:
        return value.toDisplayString();
    }
}

QVariant EntityTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Entity &entity = m_entities.at(index.row());
    const int column = index.column();
    Value value;
    if (column == 0)
        value = Value::string(entity.partitionKey());
    else if (column == 1)
        value = Value::string(entity.rowKey());
    else if (column == 2)
        value = Value::dateTime(entity.timestamp());
    else if (const Value *v = entity.property(m_columns.at(column - FixedColumns)))
        value = *v;
    else
        return {}; // this entity lacks the property: an empty cell

    switch (role) {
    case Qt::DisplayRole:
        return displayText(value);
    case Qt::CheckStateRole:
        if (value.type() == EdmType::Boolean)
            return value.toBool() ? Qt::Checked : Qt::Unchecked;
        return {};
    case Qt::ToolTipRole:
        return edmTypeName(value.type()) + QLatin1Char('\n') + value.toDisplayString();
    case TypeRole:
        return int(value.type());
    case FullValueRole:
        return value.toDisplayString();
    case Qt::TextAlignmentRole:
        switch (value.type()) {
        case EdmType::Int32:
        case EdmType::Int64:
        case EdmType::Double:
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        default:
            return {};
        }
    default:
        return {};
    }
}

QVariant EntityTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section + 1;
    static const QString fixed[FixedColumns]
        = {QStringLiteral("PartitionKey"), QStringLiteral("RowKey"), QStringLiteral("Timestamp")};
    if (section < FixedColumns)
        return fixed[section];
    return section - FixedColumns < m_columns.size() ? QVariant(m_columns.at(section - FixedColumns))
                                                     : QVariant();
}

void EntityTableModel::setLocalTime(bool local)
{
    if (m_localTime == local)
        return;
    m_localTime = local;
    if (!m_entities.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1), {Qt::DisplayRole});
}

} // namespace rowan
