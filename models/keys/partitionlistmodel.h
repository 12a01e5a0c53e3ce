// The Partitions dock's model: the selected table's partitions in key order with their exact entity counts
// and sizes (the store's statistics, never an entity scan), loaded page by page on the session's workers
// with keyset paging. The table's totals and its largest partitions (by entities and by size) come from one
// more pass over the statistics, so the marks are right for the whole table even while only a few pages
// are loaded. Rows only ever grow at the end, in key order: sorting is left to a QSortFilterProxyModel over
// SortRole, which keeps later pages in place.
//
// A backend without statistics (a remote endpoint) lists nothing by itself: needsScan() says so, and
// scanPartitions() counts the partitions' entities with one keys-only scan of the table on a worker, with
// progress (scanProgress()) and cancelScan(). Sizes in bytes stay unknown (-1) then. GUI thread only.
#pragma once

#include <rowan/stats.h>
#include <rowan/tableservice.h>

#include <QAbstractTableModel>
#include <QList>
#include <QString>
#include <QTimer>

namespace rowan {

class ServiceSession;

class PartitionListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { KeyColumn, EntitiesColumn, SizeColumn, ShareColumn, ColumnCount };
    enum Roles {
        // The raw value to sort by: the key (QString); the entity count for Entities and Share, the bytes
        // for Size (qint64).
        SortRole = Qt::UserRole + 1,
        PartitionKeyRole,
        // Largest flags (int).
        LargestRole,
    };
    enum Largest { NotLargest = 0, LargestByEntities = 1, LargestBySize = 2 };

    explicit PartitionListModel(ServiceSession *session, QObject *parent = nullptr);

    // Shows the partitions of `table`; loads the totals and the first page.
    void setTable(const QString &account, const QString &table);
    void clear();
    // Reloads the current table (after writes), as many partitions as were loaded before.
    void refresh();
    QString account() const { return m_account; }
    QString table() const { return m_table; }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

    const PartitionStats &partitionAt(int row) const { return m_partitions.at(row); }
    // The row of a loaded partition, or -1.
    int rowOf(const QString &partitionKey) const;

    // The table's totals; valid once hasTotals() (after totalsLoaded()).
    bool hasTotals() const { return m_hasTotals; }
    const TableStats &totals() const { return m_totals; }
    // The largest partitions of the whole table: the first in key order, how many share its size, and that
    // size. Partitions at the maximum are marked (LargestRole), unless every partition is (then none stands
    // out and these are empty, as they are until the totals are known).
    struct Maximum
    {
        QString firstKey;
        qint64 count = 0;
        qint64 value = -1;
        void take(const QString &key, qint64 value);
    };
    const Maximum &largestByEntities() const { return m_byEntities; }
    const Maximum &largestBySize() const { return m_bySize; }

    bool isLoading() const { return m_loading; }
    // The backend keeps no partition statistics: the list fills only by scanPartitions().
    bool needsScan() const { return m_needsScan; }
    // Counts the table's partitions by reading every key (on a worker); scanFinished() follows.
    void scanPartitions();
    void cancelScan();
    bool isScanning() const { return m_scanCancel != nullptr; }
    bool isExhausted() const { return m_exhausted; }
    // The last load's error, or empty.
    QString errorString() const { return m_error; }

    int pageSize() const { return m_pageSize; }
    void setPageSize(int size) { m_pageSize = qMax(1, size); }

Q_SIGNALS:
    void pageLoaded(int rows);
    void totalsLoaded();
    void loadFailed(const QString &message);
    // While scanPartitions() runs: the entities read so far (about five times a second).
    void scanProgress(qint64 entitiesRead);
    // After scanPartitions(): ok, or cancelled / failed with the message.
    void scanFinished(bool ok, const QString &message);

private:
    struct Page
    {
        QList<PartitionStats> partitions;
        bool exhausted = false;
        QString error;
    };
    struct Totals
    {
        TableStats stats;
        Maximum byEntities;
        Maximum bySize;
        QString error;
    };
    void reset(const QString &account, const QString &table);
    void start(int firstPage);
    void load(int count);
    void appendPage(const Page &page);
    void applyTotals(const Totals &totals);
    void fail(const QString &message);
    int largestFlags(const PartitionStats &p) const;

    ServiceSession *m_session;
    QString m_account;
    QString m_table;
    QList<PartitionStats> m_partitions;
    TableStats m_totals;
    bool m_hasTotals = false;
    Maximum m_byEntities;
    Maximum m_bySize;
    QString m_error;
    quint64 m_generation = 0;
    bool m_loading = false;
    bool m_exhausted = true;
    int m_pageSize = 500;
    bool m_needsScan = false;
    CancelFlag m_scanCancel;
    quint64 m_scanGeneration = 0;
    std::shared_ptr<std::atomic<qint64>> m_scanRead;
    QTimer m_scanTimer;
};

} // namespace rowan
