// The partition chart's model: every partition of a table ranked by entities or by bytes, from the
// statistics (TableService::scanPartitions(), never an entity scan), with each one's share and whether it
// is hot. Loaded and ranked on the session's workers, so 100,000 partitions cost the GUI thread one model
// reset. Hot means what the key analysis calls dominant: at least a quarter of the table and three times a
// fair share (four fifths of the table when there are two or three partitions).
//
// A backend without ServiceCapability::PartitionList has no sizes to chart: state() is NoStatistics and
// the model stays empty rather than guess from a sample. GUI thread only.
#pragma once

#include <rowan/stats.h>

#include <QAbstractTableModel>
#include <QList>

namespace rowan {

class ServiceSession;

class PartitionChartModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { RankColumn, KeyColumn, EntitiesColumn, BytesColumn, ShareColumn, ColumnCount };
    enum Roles {
        // The measured value of the row (qint64): entities or bytes, as measure() says.
        ValueRole = Qt::UserRole + 1,
        HotRole,
        PartitionKeyRole,
    };
    enum class Measure { Entities, Bytes };
    enum class State { Empty, Loading, Ready, NoStatistics, Failed };

    explicit PartitionChartModel(ServiceSession *session, QObject *parent = nullptr);

    void setTable(const QString &account, const QString &table);
    void refresh();
    void clear();
    QString account() const { return m_account; }
    QString table() const { return m_table; }
    State state() const { return m_state; }
    QString errorText() const { return m_error; }

    Measure measure() const { return m_measure; }
    // Ranks the rows again by the other measure (the largest first).
    void setMeasure(Measure measure);

    // Shows these partitions as if loaded (for tests and previews); ranks them on the calling thread.
    void setPartitions(const QString &account, const QString &table, const QList<PartitionStats> &partitions);

    // By rank (0 = the largest by measure()).
    const PartitionStats &partitionAt(int rank) const { return m_partitions.at(m_order.at(rank)); }
    qint64 valueAt(int rank) const;
    bool isHot(int rank) const;
    double shareAt(int rank) const;
    qint64 total() const { return m_measure == Measure::Entities ? m_totalEntities : m_totalBytes; }
    int hotCount() const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    struct Ranked
    {
        QList<PartitionStats> partitions;
        QList<int> byEntities;
        QList<int> byBytes;
        qint64 totalEntities = 0;
        qint64 totalBytes = 0;
    };
    static Ranked rank(QList<PartitionStats> partitions);

Q_SIGNALS:
    void stateChanged();

private:
    void apply(Ranked ranked);
    void setState(State state, const QString &error = {});
    double hotBar() const;

    ServiceSession *m_session;
    QString m_account;
    QString m_table;
    State m_state = State::Empty;
    QString m_error;
    Measure m_measure = Measure::Entities;
    QList<PartitionStats> m_partitions;
    QList<int> m_byEntities;
    QList<int> m_byBytes;
    QList<int> m_order;
    qint64 m_totalEntities = 0;
    qint64 m_totalBytes = 0;
    quint64 m_generation = 0;
};

} // namespace rowan
