// Snapshots from the explorer (rowan/compare/sync.h): take() copies a table from anywhere into a new
// table of an embedded store with a record of where and when it came from; readRecord() reads that record
// back, for Compare with Now. Each runs on a worker thread of its own; the result comes back on the GUI
// thread. When the store is the one the session shows, the new table is noted with the session, so the
// Stores tree shows it.
//
// GUI thread only. One run at a time: another cancels the one before, whose result then never arrives.
#pragma once

#include "models/compare/diffjob.h"

#include <rowan/compare/sync.h>

#include <QObject>
#include <QPointer>

#include <memory>

namespace rowan {

class ServiceSession;
class Store;

class SnapshotJob : public QObject
{
    Q_OBJECT
public:
    explicit SnapshotJob(ServiceSession *session, QObject *parent = nullptr);
    ~SnapshotJob() override;

    // Copies `source` (the entities matching `filter`, $filter text; empty: all) into the new table
    // account/table of `store`.
    void take(const DiffJobSide &source, const QString &filter, std::shared_ptr<Store> store,
        const QString &account, const QString &table);
    // Reads the snapshot record of account/table of `store` (ResourceNotFound: the table is no snapshot).
    void readRecord(std::shared_ptr<Store> store, const QString &account, const QString &table);
    void cancel();
    bool isRunning() const { return m_running; }

Q_SIGNALS:
    void taken(const rowan::compare::SnapshotRecord &record);
    void recordRead(const rowan::compare::SnapshotRecord &record);
    void failed(const QString &message);
    void cancelled();

private:
    quint64 begin();

    QPointer<ServiceSession> m_session;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    quint64 m_generation = 0;
    bool m_running = false;
};

} // namespace rowan

Q_DECLARE_METATYPE(rowan::compare::SnapshotRecord)
