// One diff of two tables (rowan/compare/diff.h) running on a worker thread of its own, with its
// differences handed to the GUI thread in batches, progress at most every ProgressIntervalMs, Cancel and the
// summary. The first `keep` differences are handed over, the rest only counted, so memory stays bounded
// whatever the tables hold.
//
// GUI thread only. start() again, or cancel(), stops the run before, whose differences and result then
// never arrive. Destroying the job cancels its run; the worker ends on its own (it holds the services).
#pragma once

#include <rowan/compare/diff.h>

#include <QFuture>
#include <QList>
#include <QObject>
#include <QTimer>

#include <memory>

namespace rowan {

// One table to compare, with the service that holds it kept alive for the run.
struct DiffJobSide
{
    std::shared_ptr<const TableService> service;
    QString account;
    QString table;
};

class DiffJob : public QObject
{
    Q_OBJECT
public:
    static constexpr int ProgressIntervalMs = 100;
    static constexpr qint64 DefaultKeep = 100'000;

    explicit DiffJob(QObject *parent = nullptr);
    ~DiffJob() override;

    // Starts comparing, cancelling the run before.
    void start(const DiffJobSide &left, const DiffJobSide &right, const compare::DiffOptions &options);
    // Stops the run; cancelled() follows at once.
    void cancel();
    bool isRunning() const { return m_running; }
    // How many differences are handed over (differencesArrived()); the rest are counted in hidden().
    void setKeep(qint64 keep) { m_keep = keep; }
    qint64 keep() const { return m_keep; }
    // Differences of the current or last run found beyond keep().
    qint64 hidden() const { return m_hidden; }

Q_SIGNALS:
    // The differences found since the last batch, in key order.
    void differencesArrived(const QList<rowan::compare::EntityDifference> &differences);
    void progress(const rowan::compare::DiffProgress &progress);
    // The run ended with these counts; every difference kept has arrived before.
    void finished(const rowan::compare::DiffSummary &summary);
    void failed(const QString &message);
    void cancelled();

private:
    struct Shared;
    void poll();

    std::shared_ptr<Shared> m_shared;
    QTimer m_poll;
    quint64 m_generation = 0;
    qint64 m_keep = DefaultKeep;
    qint64 m_hidden = 0;
    bool m_running = false;
};

// The account of `service` to compare or sync in, on a worker: `preferred` when the service has an
// account of that name, else its first account. InvalidInput when it has none; else accounts()' errors.
QFuture<Result<QString>> pickAccountAsync(std::shared_ptr<const TableService> service, const QString &preferred);

} // namespace rowan

Q_DECLARE_METATYPE(rowan::compare::DiffProgress)
Q_DECLARE_METATYPE(rowan::compare::DiffSummary)
