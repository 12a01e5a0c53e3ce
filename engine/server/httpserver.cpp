#include "httpserver.h"

#include "httpworker.h"

#include <rowan/protocol/batch.h>

#include <QHash>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>

#include <QTimer>

#include <sys/resource.h>
#ifdef Q_OS_LINUX
#include <unistd.h>
#endif

#include <cerrno>
#include <charconv>

namespace rowan::server {

namespace {
void appendNumber(QByteArray &out, qint64 n)
{
    char digits[24];
    const auto end = std::to_chars(digits, digits + sizeof digits, n).ptr;
    out.append(digits, end - digits);
}
} // namespace

QByteArray serializeResponse(const HttpResponse &response, bool close)
{
    qsizetype size = 64 + response.body.size();
    for (qsizetype i = 0; i < response.headers.size(); ++i)
        size += response.headers.nameAt(i).size() + response.headers.valueAt(i).size() + 4;
    QByteArray out;
    out.reserve(size);
    out += "HTTP/1.1 ";
    appendNumber(out, response.status);
    out += ' ';
    out += protocol::httpReasonPhrase(response.status);
    out += "\r\n";
    for (qsizetype i = 0; i < response.headers.size(); ++i) {
        out += response.headers.nameAt(i);
        out += ": ";
        out += response.headers.valueAt(i);
        out += "\r\n";
    }
    out += "Content-Length: ";
    appendNumber(out, response.body.size());
    out += close ? "\r\nConnection: close\r\n\r\n" : "\r\n\r\n";
    out += response.body;
    return out;
}

class HttpServer::Listener : public QTcpServer
{
public:
    explicit Listener(HttpServer *owner)
        : QTcpServer(owner)
        , m_owner(owner)
    { }

protected:
    void incomingConnection(qintptr descriptor) override
    {
        HttpWorker *worker = m_owner->m_workers[m_owner->m_next++ % m_owner->m_workers.size()];
        HttpServer::Counters &counters = *m_owner->m_counters;
        // The slot is taken here and given back by the worker when the connection is gone.
        const int open = counters.connections.fetch_add(1, std::memory_order_relaxed);
        bool refuse = false;
        bool beyondLimit = false;
        if (open >= m_owner->m_maxConnections) {
            // A few newcomers at a time wait beyond the limit while the workers close the longest-idle
            // connections, so that clients that never speak (or keep idle connections) cannot lock others
            // out; more than that are refused at once, so a flood cannot use up the descriptors.
            if (open < m_owner->m_maxConnections + BeyondLimit) {
                beyondLimit = true;
                counters.evictionsWanted.fetch_add(1, std::memory_order_relaxed);
                for (HttpWorker *w : m_owner->m_workers)
                    QMetaObject::invokeMethod(
                        w, [w] { w->evictIdle(); }, Qt::QueuedConnection);
            } else {
                refuse = true;
                counters.connections.fetch_sub(1, std::memory_order_relaxed);
                counters.refused.fetch_add(1, std::memory_order_relaxed);
            }
        }
        QMetaObject::invokeMethod(
            worker,
            [worker, descriptor, refuse, beyondLimit] { worker->adopt(descriptor, refuse, beyondLimit); },
            Qt::QueuedConnection);
    }

private:
    HttpServer *m_owner;
};

HttpServer::HttpServer(Handler handler, ErrorHandler errorHandler, HttpServerOptions options, QObject *parent)
    : QObject(parent)
    , m_options(std::move(options))
    , m_counters(std::make_shared<Counters>())
{
    int workerThreads = m_options.workerThreads;
    if (workerThreads <= 0)
        workerThreads = qMax(2, QThread::idealThreadCount());
    for (int i = 0; i < workerThreads; ++i) {
        auto *thread = new QThread;
        thread->setObjectName(QStringLiteral("rowan-http-%1").arg(i));
        auto *worker = new HttpWorker(handler, errorHandler, m_options, m_counters);
        worker->moveToThread(thread);
        QObject::connect(thread, &QThread::finished, worker, &QObject::deleteLater);
        thread->start();
#ifdef Q_OS_LINUX
        if (m_options.workerNice > 0) {
            // Linux keeps a nice value per thread: setpriority() on the thread's id changes that thread
            // alone. Raising it needs no privilege; a failure leaves the worker as it was.
            QMetaObject::invokeMethod(
                worker,
                [nice = m_options.workerNice] {
                    const pid_t tid = ::gettid();
                    errno = 0;
                    const int current = ::getpriority(PRIO_PROCESS, id_t(tid));
                    if (errno == 0)
                        ::setpriority(PRIO_PROCESS, id_t(tid), qMin(19, current + nice));
                },
                Qt::QueuedConnection);
        }
#endif
        m_threads.push_back(thread);
        m_workers.push_back(worker);
    }
    m_listener = new Listener(this);
    // The kernel queues connections the event loop has not accepted yet; a burst of clients beyond the
    // default 50 would otherwise see their handshakes dropped and retried seconds later.
    m_listener->setListenBacklogSize(1024);
    // QTcpServer stops accepting for good after an error such as running out of descriptors; the limit
    // below should prevent that, and if it happens anyway accepting resumes once connections have closed.
    connect(m_listener, &QTcpServer::acceptError, this, [this] {
        QTimer::singleShot(100, this, [this] {
            if (!m_stopped)
                m_listener->resumeAccepting();
        });
    });
}

HttpServer::~HttpServer()
{
    shutdown();
}

bool HttpServer::listen(const QHostAddress &address, quint16 port)
{
    // Every connection holds a descriptor. Raise the process's soft limit towards what maxConnections
    // needs (the hard limit allows it on most systems), and keep the connection limit below what is
    // available, so that a crowd of clients is refused with 503 rather than leaving the listener unable
    // to accept.
    // The store's files, the threads' wake-up descriptors, newcomers waiting beyond the limit, a refusal or
    // two.
    constexpr rlim_t Reserve = 256;
    static_assert(BeyondLimit < Reserve / 2);
    m_maxConnections = m_options.maxConnections;
    rlimit files {};
    if (::getrlimit(RLIMIT_NOFILE, &files) == 0) {
        const rlim_t wanted = rlim_t(m_options.maxConnections) + Reserve;
        if (files.rlim_cur != RLIM_INFINITY && files.rlim_cur < wanted) {
            rlimit raised = files;
            raised.rlim_cur = files.rlim_max == RLIM_INFINITY ? wanted : qMin(wanted, files.rlim_max);
            if (::setrlimit(RLIMIT_NOFILE, &raised) == 0)
                files = raised;
        }
        if (files.rlim_cur != RLIM_INFINITY)
            m_maxConnections = int(qMin<rlim_t>(rlim_t(m_options.maxConnections),
                files.rlim_cur > 2 * Reserve ? files.rlim_cur - Reserve : files.rlim_cur / 2));
    }
    m_counters->maxConnections.store(m_maxConnections);
    return m_listener->listen(address, port);
}

int HttpServer::maxConnections() const
{
    return m_maxConnections;
}

quint16 HttpServer::serverPort() const
{
    return m_listener->serverPort();
}

QString HttpServer::errorString() const
{
    return m_listener->errorString();
}

qint64 HttpServer::requestCount() const
{
    return m_counters->requests.load();
}

int HttpServer::connectionCount() const
{
    return m_counters->connections.load();
}

qint64 HttpServer::refusedCount() const
{
    return m_counters->refused.load();
}

qint64 HttpServer::evictedCount() const
{
    return m_counters->evicted.load();
}

void HttpServer::shutdown()
{
    if (m_stopped)
        return;
    m_stopped = true;
    // A client may have connected and sent its requests before the stop without the event loop having
    // accepted it yet: take those connections too, so their requests are answered rather than reset.
    if (m_listener->isListening()) {
        for (int i = 0; i < 100000 && m_listener->waitForNewConnection(0); ++i) { }
    }
    m_listener->close();
    // Queued after every adopt() already posted; each worker finishes the request it is running first.
    for (HttpWorker *worker : m_workers)
        QMetaObject::invokeMethod(
            worker, [worker] { worker->closeAll(); }, Qt::BlockingQueuedConnection);
    for (QThread *thread : m_threads) {
        thread->quit();
        thread->wait();
        delete thread;
    }
    m_threads.clear();
    m_workers.clear();
}

} // namespace rowan::server
