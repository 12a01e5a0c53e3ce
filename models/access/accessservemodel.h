// Serving the open store from the explorer's own process: the Azure Tables REST endpoint (TableServer,
// rowan/tableserver.h) on the embedded store the session shows, and its live request log (Time,
// Client, Method, Resource, Status, Latency, Authorization) with counters. Records arrive from the server's
// worker threads into a buffer that a GUI-thread timer drains every DrainIntervalMs, so a flood of requests
// costs the GUI one batch per tick (at most MaxRowsPerTick of it kept; the log holds the last MaxRows).
// Writes served reach the views through the store's own change notification (ServiceSession::changed()),
// not through this log. Only an embedded store can be served (session->localStore()). GUI
// thread only.
#pragma once

#include <rowan/status.h>
#include <rowan/tableserver.h>

#include <QAbstractTableModel>
#include <QTimer>

#include <memory>

namespace rowan {

class ServiceSession;
class Store;

class AccessServeModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        TimeColumn,
        ClientColumn,
        MethodColumn,
        ResourceColumn,
        StatusColumn,
        LatencyColumn,
        AuthorizationColumn,
        ColumnCount
    };
    static constexpr int MaxRows = 2000;
    static constexpr int DrainIntervalMs = 200;
    // Records a tick adds at most (the newest); more would only scroll past unread and cost the GUI time.
    static constexpr int MaxRowsPerTick = 250;
    // How much nicer than the GUI thread the server's workers run. 0: the same priority, because running
    // them at +10 did not shorten the event loop's longest stall when measured (docs/benchmarks.md,
    // "Serving from the explorer"); setWorkerNice() and rowan-servebench --nice measure it again.
    static constexpr int DefaultWorkerNice = 0;

    explicit AccessServeModel(ServiceSession *session, QObject *parent = nullptr);
    ~AccessServeModel() override;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    bool canServe() const;
    // Takes effect at the next start(); 0 runs the workers at the GUI's priority.
    void setWorkerNice(int nice) { m_workerNice = nice; }
    int workerNice() const { return m_workerNice; }
    // Starts serving the session's embedded store on host:port; port 10002 falls back to a free port when
    // taken. InvalidInput when nothing can be bound, NotImplemented for a remote service.
    Status start(const QHostAddress &host = QHostAddress::LocalHost, quint16 port = 10002);
    // Stops accepting and finishes the requests already received. Also when the session shows another
    // service.
    void stop();
    bool isServing() const { return m_server != nullptr; }
    quint16 port() const;
    // The Shared Key connection string of `account` on this endpoint (its key 1), or the error.
    Result<QString> connectionString(const QString &account) const;

    qint64 requestCount() const { return m_total; }
    qint64 failedCount() const { return m_failed; }
    qint64 sasCount() const { return m_sas; }
    // Requests served but not kept in the log because a tick brought more than MaxRowsPerTick.
    qint64 droppedCount() const { return m_dropped; }
    // Takes what the workers recorded now (the timer does this by itself).
    void drain();

Q_SIGNALS:
    void servingChanged(bool serving);
    void countersChanged();

private:
    struct Pending;
    ServiceSession *m_session;
    std::shared_ptr<Store> m_store;
    std::unique_ptr<TableServer> m_server;
    std::shared_ptr<Pending> m_pending;
    QList<ServedRequest> m_rows;
    QTimer m_timer;
    qint64 m_total = 0;
    qint64 m_failed = 0;
    qint64 m_sas = 0;
    qint64 m_dropped = 0;
    int m_workerNice = DefaultWorkerNice;
};

} // namespace rowan
