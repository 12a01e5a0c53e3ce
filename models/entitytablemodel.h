// The entity grid's model: a table's entities in key order, loaded page by page on the session's workers
// with keyset paging (resume after the last key, never OFFSET). Columns are PartitionKey, RowKey, Timestamp,
// then the union of property names in the order pages reveal them. GUI thread only.
#pragma once

#include <rowan/entity.h>
#include <rowan/scan.h>

#include <QAbstractTableModel>
#include <QHash>
#include <QList>
#include <QStringList>

namespace rowan {

class StoreSession;

class EntityTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    static constexpr int FixedColumns = 3; // PartitionKey, RowKey, Timestamp
    enum Roles { TypeRole = Qt::UserRole + 1, FullValueRole };

    explicit EntityTableModel(StoreSession *session, QObject *parent = nullptr);

    // Shows `table` of `account`, narrowed to `partitions` when not empty; loads the first page.
    void setTable(const QString &account, const QString &table, const QStringList &partitions = {});
    void clear();
    QString account() const { return m_account; }
    StoreSession *session() const { return m_session; }
    QString table() const { return m_table; }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

    const Entity &entityAt(int row) const { return m_entities.at(row); }
    QStringList propertyColumns() const { return m_columns; }
    // Entities in the table (or the chosen partitions), from the statistics; -1 until known.
    qint64 totalCount() const { return m_total; }
    bool isLoading() const { return m_loading; }
    bool isExhausted() const { return m_exhausted; }

    // DateTime cells in local time instead of UTC.
    void setLocalTime(bool local);
    bool localTime() const { return m_localTime; }

    int pageSize() const { return m_pageSize; }
    void setPageSize(int size) { m_pageSize = size; }

Q_SIGNALS:
    void pageLoaded(int rows);
    void totalCountChanged(qint64 total);
    void loadFailed(const QString &message);

private:
    struct Page
    {
        QList<Entity> entities;
        int rangeIndex = 0;
        bool exhausted = false;
        QString error;
    };
    void reset(const QString &account, const QString &table, const QList<KeyRange> &ranges);
    void storeChanged();
    void appendPage(const Page &page);
    QString displayText(const Value &value) const;

    StoreSession *m_session;
    QString m_account;
    QString m_table;
    quint64 m_storeGeneration = 0; // the session's store generation m_table belongs to
    QList<KeyRange> m_ranges;
    int m_rangeIndex = 0;
    QList<Entity> m_entities;
    QStringList m_columns;
    QHash<QString, int> m_columnOf;
    qint64 m_total = -1;
    quint64 m_generation = 0;
    bool m_loading = false;
    bool m_exhausted = true;
    bool m_localTime = false;
    int m_pageSize = 500;
};

} // namespace rowan
