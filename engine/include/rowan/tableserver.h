// `rowan serve`: the Azure Table service REST API (docs/protocol.md §4–§8) over an embedded Store, path style
// (`http://host:port/{account}/…`). Any Azure Tables SDK can use it with a connection string.
//
// Thread-safety: create, listen and shut down on one thread with a running event loop; requests are
// served on worker threads. The store must outlive the server.
#pragma once

#include "rowan/status.h"

#include <QHostAddress>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>

namespace rowan {

class Store;

// One request as served, for a request log.
struct ServedRequest
{
    qint64 receivedMsecsSinceEpoch = 0;
    QHostAddress client;
    QByteArray method;
    QByteArray path; // without the query (which may hold a signature)
    int status = 0;
    qint64 latencyMicroseconds = 0;
    // "Shared Key", "Shared Key Lite", "Service SAS", "Account SAS" or "Anonymous": what the request carried.
    QString authorization;
};

struct ServerOptions
{
    QHostAddress host = QHostAddress::LocalHost;
    quint16 port = 10002; // 0: any free port
    int workerThreads = 0; // 0: max(2, cores)
    // A request head must be complete this long after its first byte (408 and close otherwise), and a body
    // must not stall for idleTimeoutMs.
    int headerTimeoutMs = 30'000;
    // An open keep-alive connection with no request in progress is closed after this long.
    int idleTimeoutMs = 120'000;
    // A new connection must have sent its first request's head this long after it was accepted, or it is
    // closed: connections that never speak cannot hold the connection slots for long.
    int firstRequestTimeoutMs = 10'000;
    // At this many open connections a new client first takes the slot of the longest-idle connection (a
    // keep-alive one between requests, or one that has not spoken yet), which is closed; only when none is
    // idle is it answered 503 ServerBusy and closed. listen() raises the process's soft limit of open files
    // towards what this needs, and lowers the limit to fit it.
    int maxConnections = 4096;
    // Acknowledge a partly received request at once instead of after the kernel's delayed-ACK timer: a
    // client that writes a body in pieces with Nagle's algorithm on waits for that acknowledgement before
    // each next piece (see HttpServerOptions). Off only to measure the difference.
    bool acknowledgeAtOnce = true;
    // Lowers the worker threads' scheduling priority by this much (added to their nice value, at most 19;
    // Linux only, ignored elsewhere), so the threads of an application serving from its own process (a
    // GUI's event loop) keep the CPU under a load that saturates the cores. 0 leaves them as they are.
    int workerNice = 0;
    // Called on the worker thread after each request's response is built; must be thread-safe and quick
    // (a request log batches records and hands them to its own thread).
    std::function<void(const ServedRequest &)> requestObserver;
    // Record each write request (an entity write or a batch) as one action of the store's change journal
    // (origin "serve"), so it can be undone. Off: other clients' writes are not journaled.
    bool journal = false;
};

class TableServer : public QObject
{
    Q_OBJECT
public:
    explicit TableServer(Store &store, ServerOptions options = {}, QObject *parent = nullptr);
    ~TableServer() override;

    // Binds and starts serving. InvalidInput with the socket error when the address cannot be bound.
    Status listen();
    quint16 port() const;
    // "http://127.0.0.1:10002/<account>".
    QString tableEndpoint(const QString &account) const;
    // "DefaultEndpointsProtocol=http;AccountName=…;AccountKey=<key1>;TableEndpoint=…;", or the error of
    // Store::account().
    Result<QString> connectionString(const QString &account) const;

    // Stops accepting, finishes the requests already received (their responses are written), closes the
    // connections. Every write acknowledged to a client was committed before its response. Idempotent.
    void shutdown();

    qint64 requestCount() const;
    // Connections open now (counted against maxConnections), and idle ones closed so far to make room for
    // newcomers.
    int connectionCount() const;
    qint64 evictedCount() const;

private:
    class Private;
    std::unique_ptr<Private> d;
};

} // namespace rowan
