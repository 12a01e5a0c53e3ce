#include "models/find/quickopenmodel.h"
#include "models/find/tablenamecache.h"

#include "models/store/storetreemodel.h"

namespace rowan {

namespace {

// Bonuses of a matched character (the base is 1).
constexpr int RunBonus = 5; // right after the previous matched character
constexpr int WordBonus = 8; // starts a word
constexpr int StartBonus = 12; // the name's first character
// The whole pattern as one run at the start of the name, or anywhere in it.
constexpr int PrefixBonus = 30;
constexpr int SubstringBonus = 15;

bool startsWord(QStringView text, qsizetype i)
{
    if (i == 0)
        return true;
    const QChar before = text.at(i - 1);
    const QChar here = text.at(i);
    if (!before.isLetterOrNumber())
        return true;
    return before.isLower() && here.isUpper(); // camelCase
}

QString folded(QStringView text)
{
    // QChar by QChar, so that positions in the folded text are positions in the text.
    QString out(text.size(), Qt::Uninitialized);
    for (qsizetype i = 0; i < text.size(); ++i)
        out[i] = text.at(i).toCaseFolded();
    return out;
}

QByteArray wordStarts(QStringView text)
{
    QByteArray starts(text.size(), '\0');
    for (qsizetype i = 0; i < text.size(); ++i)
        starts[i] = startsWord(text, i) ? 1 : 0;
    return starts;
}

// fuzzyMatchScore() over a name folded and its word starts made once: typing scores every name per key.
int scoreFolded(QStringView pattern, QStringView name, const QByteArray &starts)
{
    if (pattern.isEmpty())
        return 0;
    if (pattern.size() > name.size())
        return -1;
    int score = 0;
    qsizetype at = 0;
    qsizetype previous = -2;
    for (const QChar wanted : pattern) {
        // Prefer the next occurrence that starts a word, unless one right after the previous match continues
        // a run: "ord" ranks "CustomerOrders" by its word, not by the o of "Customer".
        qsizetype found = -1;
        for (qsizetype i = at; i < name.size(); ++i) {
            if (name.at(i) != wanted)
                continue;
            if (found < 0)
                found = i;
            if (i == previous + 1 || starts.at(i)) {
                found = i;
                break;
            }
        }
        if (found < 0)
            return -1;
        score += 1;
        if (found == previous + 1)
            score += RunBonus;
        else if (starts.at(found))
            score += WordBonus;
        if (found == 0)
            score += StartBonus;
        previous = found;
        at = found + 1;
    }
    if (name.startsWith(pattern))
        score += PrefixBonus;
    else if (name.contains(pattern))
        score += SubstringBonus;
    return score;
}

} // namespace

int fuzzyMatchScore(QStringView pattern, QStringView text)
{
    return scoreFolded(folded(pattern), folded(text), wordStarts(text));
}

QuickOpenModel::QuickOpenModel(QObject *parent)
    : QAbstractListModel(parent)
{ }

void QuickOpenModel::setItems(const QList<QuickOpenItem> &items)
{
    beginResetModel();
    m_items = items;
    endResetModel();
}

QList<QuickOpenItem> QuickOpenModel::itemsOf(const StoreTreeModel &tree, const TableNameCache *cache)
{
    QList<QuickOpenItem> tables;
    QList<QuickOpenItem> connections;
    for (int row = 0; row < tree.rowCount(); ++row) {
        const QModelIndex top = tree.index(row, 0);
        const auto kind = StoreTreeModel::NodeKind(top.data(StoreTreeModel::NodeKindRole).toInt());
        if (kind == StoreTreeModel::NodeKind::Connection) {
            const QString name = top.data(Qt::DisplayRole).toString();
            const QString id = top.data(StoreTreeModel::ConnectionIdRole).toString();
            connections.append({QuickOpenItem::Kind::Connection, name, QString(), id, -1, QString()});
            if (const auto listing = cache ? cache->listing(id) : std::nullopt) {
                for (const auto &[account, table] : listing->tables)
                    tables.append({QuickOpenItem::Kind::Table, table, account, id, -1, name});
            }
            continue;
        }
        const QString placeName = top.data(Qt::DisplayRole).toString();
        for (int a = 0; a < tree.rowCount(top); ++a) {
            const QModelIndex account = tree.index(a, 0, top);
            for (int t = 0; t < tree.rowCount(account); ++t) {
                const QModelIndex table = tree.index(t, 0, account);
                tables.append({QuickOpenItem::Kind::Table, table.data(StoreTreeModel::TableRole).toString(),
                    table.data(StoreTreeModel::AccountRole).toString(), QString(), row, placeName});
            }
        }
    }
    return tables + connections;
}

int QuickOpenModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_items.size());
}

QVariant QuickOpenModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const QuickOpenItem &item = m_items.at(index.row());
    const bool table = item.kind == QuickOpenItem::Kind::Table;
    switch (role) {
    case Qt::DisplayRole:
        if (!table)
            return tr("%1 — saved connection").arg(item.name);
        return item.placeName.isEmpty() ? tr("%1 — %2").arg(item.name, item.account)
                                        : tr("%1 — %2 in %3").arg(item.name, item.account, item.placeName);
    case Qt::ToolTipRole:
        if (table && item.place < 0 && !item.connectionId.isEmpty())
            return tr("Table %1 of account %2, as %3 listed it last: opening it connects to %3")
                .arg(item.name, item.account, item.placeName);
        return table ? tr("Table %1 of account %2").arg(item.name, item.account)
                     : tr("Connect to %1").arg(item.name);
    case PlaceRole:
        return item.place;
    case KindRole:
        return int(item.kind);
    case NameRole:
        return item.name;
    case AccountRole:
        return item.account;
    case ConnectionIdRole:
        return item.connectionId;
    default:
        return {};
    }
}

QuickOpenFilter::QuickOpenFilter(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    sort(0);
}

void QuickOpenFilter::setSourceModel(QAbstractItemModel *source)
{
    for (const QMetaObject::Connection &connection : std::as_const(m_sourceConnections))
        disconnect(connection);
    m_sourceConnections.clear();
    QSortFilterProxyModel::setSourceModel(source);
    // After the proxy's own handlers: the new rows are scored and the filter applied again.
    if (source) {
        m_sourceConnections.append(
            connect(source, &QAbstractItemModel::modelReset, this, &QuickOpenFilter::reloadNames));
        m_sourceConnections.append(
            connect(source, &QAbstractItemModel::rowsInserted, this, &QuickOpenFilter::reloadNames));
        m_sourceConnections.append(
            connect(source, &QAbstractItemModel::rowsRemoved, this, &QuickOpenFilter::reloadNames));
    }
    reloadNames();
}

void QuickOpenFilter::setPattern(const QString &pattern)
{
    m_pattern = pattern;
    rescore();
}

void QuickOpenFilter::reloadNames()
{
    m_folded.clear();
    m_starts.clear();
    m_lengths.clear();
    if (const QAbstractItemModel *source = sourceModel()) {
        const int rows = source->rowCount();
        m_folded.reserve(rows);
        m_starts.reserve(rows);
        m_lengths.reserve(rows);
        for (int row = 0; row < rows; ++row) {
            const QString name = source->index(row, 0).data(QuickOpenModel::NameRole).toString();
            m_folded.append(folded(name));
            m_starts.append(wordStarts(name));
            m_lengths.append(int(name.size()));
        }
    }
    rescore();
}

void QuickOpenFilter::rescore()
{
    const QString pattern = folded(m_pattern);
    m_scores.resize(m_folded.size());
    for (qsizetype row = 0; row < m_folded.size(); ++row)
        m_scores[row] = scoreFolded(pattern, m_folded.at(row), m_starts.at(row));
    invalidate();
}

bool QuickOpenFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    return !sourceParent.isValid() && sourceRow < m_scores.size() && m_scores.at(sourceRow) >= 0;
}

bool QuickOpenFilter::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const int l = left.row() < m_scores.size() ? m_scores.at(left.row()) : -1;
    const int r = right.row() < m_scores.size() ? m_scores.at(right.row()) : -1;
    if (l != r)
        return l > r;
    if (!m_pattern.isEmpty() && left.row() < m_lengths.size() && right.row() < m_lengths.size()
        && m_lengths.at(left.row()) != m_lengths.at(right.row()))
        return m_lengths.at(left.row()) < m_lengths.at(right.row());
    return left.row() < right.row();
}

} // namespace rowan
