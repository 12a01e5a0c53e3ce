// The census of a table as a tree: one row per property (its share of the entities, its type or "n types",
// empty strings, entities without it, range, partitions, examples), and below a property stored with more
// than one type a row per type. The numbers that have entities behind them (a type's entities, its empty
// strings, the entities missing the property) give those entities' keys through keysAt(). GUI thread only.
#pragma once

#include <rowan/census.h>

#include <QAbstractItemModel>

namespace rowan {

class CensusModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { Property, Type, Entities, Share, Empty, Missing, Range, Partitions, Examples, ColumnCount };
    enum Role {
        // bool: the property is stored with more than one type.
        TypeConflictRole = Qt::UserRole + 1,
        // bool: keysAt() has entities for this cell.
        HasKeysRole,
    };

    explicit CensusModel(QObject *parent = nullptr);

    void setCensus(Census census);
    void clear();
    const Census &census() const { return m_census; }
    bool isEmpty() const { return m_census.table.isEmpty(); }

    // The entities behind the number in `index`, or null when it has none: a type's Entities, its Empty
    // strings, a property's Missing (a property row with one type stands for that type).
    const CensusKeys *keysAt(const QModelIndex &index) const;
    // What those entities are, for people: "Amount stored as Edm.String", "without Amount".
    QString keysDescription(const QModelIndex &index) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    const CensusProperty *propertyOf(const QModelIndex &index) const;
    // The type a row stands for: its own on a type row, the only one on a property row with one type.
    const CensusType *typeOf(const QModelIndex &index) const;

    Census m_census;
};

// A filter that finds the entities of `keys`, grouped by partition, with as many of them as one filter may
// compare (limits::MaxFilterComparisons); `shown` is set to how many it covers. Empty for no keys.
QString keysFilterText(const QList<CensusKey> &keys, qsizetype *shown = nullptr);

} // namespace rowan
