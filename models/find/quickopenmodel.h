// Quick Open's lists: every table of the open stores and endpoints and the saved connections the Stores tree
// lists (QuickOpenModel), and the ones whose name holds the typed characters in order, best first
// (QuickOpenFilter). A match scores higher where its characters run together, start words (after a
// separator or at a capital) or start the name; equal scores keep the shorter name first. Filtering scores
// each name once per pattern, so it stays instant with tens of thousands of tables. GUI thread only.
#pragma once

#include <QAbstractListModel>
#include <QList>
#include <QSortFilterProxyModel>
#include <QString>

namespace rowan {

class StoreTreeModel;
class TableNameCache;

struct QuickOpenItem
{
    enum class Kind { Table, Connection };
    Kind kind = Kind::Table;
    // The table's name, or the connection's.
    QString name;
    QString account;
    QString connectionId;
    // A table's open place (StoreTreeModel::PlaceRole) and its name; -1 and empty for a connection. A table
    // of a saved connection that is not open (from TableNameCache) has place -1, its connectionId and the
    // connection's name.
    int place = -1;
    QString placeName;
};

// How well `pattern` matches `text` as a subsequence, ignoring case (higher is better); -1 when `text` does
// not hold every character of `pattern` in order. An empty pattern scores 0.
int fuzzyMatchScore(QStringView pattern, QStringView text);

class QuickOpenModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Roles { KindRole = Qt::UserRole + 1, NameRole, AccountRole, ConnectionIdRole, PlaceRole };

    explicit QuickOpenModel(QObject *parent = nullptr);

    void setItems(const QList<QuickOpenItem> &items);
    const QList<QuickOpenItem> &items() const { return m_items; }
    // The tables of every account of every store and connection open in the tree, the tables `cache` (may
    // be null) last listed for the saved connections not open, then the saved connection rows.
    static QList<QuickOpenItem> itemsOf(const StoreTreeModel &tree, const TableNameCache *cache = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    QList<QuickOpenItem> m_items;
};

class QuickOpenFilter : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit QuickOpenFilter(QObject *parent = nullptr);

    // Keeps the names that match `pattern`, best first; an empty pattern keeps every one in the source's
    // order.
    void setPattern(const QString &pattern);
    QString pattern() const { return m_pattern; }
    void setSourceModel(QAbstractItemModel *source) override;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    // The names (folded, with their word starts) when the source changes; the scores for each pattern.
    void reloadNames();
    void rescore();

    QString m_pattern;
    // Per source row: its score for m_pattern (-1: no match).
    QList<int> m_scores;
    QList<int> m_lengths;
    QStringList m_folded;
    QList<QByteArray> m_starts;
    QList<QMetaObject::Connection> m_sourceConnections;
};

} // namespace rowan
