#include "models/compare/snapshotjob.h"

#include "models/session/guicontinuation.h"
#include "models/session/servicesession.h"

#include <rowan/store.h>

#include <QtConcurrent/QtConcurrentRun>

namespace rowan {

SnapshotJob::SnapshotJob(ServiceSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
    qRegisterMetaType<compare::SnapshotRecord>();
}

SnapshotJob::~SnapshotJob()
{
    if (m_cancel)
        *m_cancel = true;
}

quint64 SnapshotJob::begin()
{
    if (m_cancel)
        *m_cancel = true;
    m_cancel = makeCancelFlag();
    m_running = true;
    return ++m_generation;
}

void SnapshotJob::take(const DiffJobSide &source, const QString &filter, std::shared_ptr<Store> store,
    const QString &account, const QString &table)
{
    const quint64 generation = begin();
    auto future = QtConcurrent::run([source, filter, store, account, table, cancel = m_cancel] {
        return compare::takeSnapshot(compare::TableSide {source.service.get(), source.account, source.table},
            filter, *store, account, table, cancel);
    });
    continueOnGui(this, future,
        [this, generation, store, account, table](const Result<compare::SnapshotRecord> &record) {
            // The table exists from the first copied entity on, whatever became of the rest.
            if (m_session && m_session->localStore() == store)
                m_session->noteWrite(account, table, m_session->service());
            if (generation != m_generation || !m_running)
                return;
            m_running = false;
            if (!record)
                Q_EMIT failed(record.error().toString());
            else
                Q_EMIT taken(*record);
        });
}

void SnapshotJob::readRecord(std::shared_ptr<Store> store, const QString &account, const QString &table)
{
    const quint64 generation = begin();
    auto future = QtConcurrent::run(
        [store, account, table] { return compare::snapshotRecord(*store, account, table); });
    continueOnGui(this, future, [this, generation](const Result<compare::SnapshotRecord> &record) {
        if (generation != m_generation || !m_running)
            return;
        m_running = false;
        if (!record)
            Q_EMIT failed(record.error().message);
        else
            Q_EMIT recordRead(*record);
    });
}

void SnapshotJob::cancel()
{
    if (!m_running)
        return;
    *m_cancel = true;
    m_running = false;
    ++m_generation;
    Q_EMIT cancelled();
}

} // namespace rowan
