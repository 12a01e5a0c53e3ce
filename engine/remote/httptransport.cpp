#include "httptransport.h"

#include <QHash>
#include <QHttp1Configuration>
#include <QIODevice>
#include <QNetworkAccessManager>
#include <QNetworkProxyFactory>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QPointer>
#include <QSslConfiguration>
#include <QSslError>
#include <QThread>
#include <QTimer>

#include <condition_variable>
#include <cstring>
#include <mutex>

namespace rowan::remote {

namespace {

// Qt's own reading of the environment depends on how it was built (libproxy or not, which variables,
// whether no_proxy entries match subdomains); environmentProxy() is the one documented rule.
class EnvironmentProxyFactory : public QNetworkProxyFactory
{
public:
    QList<QNetworkProxy> queryProxy(const QNetworkProxyQuery &query) override
    {
        return {environmentProxy(query.url())};
    }
};

QByteArray environment(const char *lower, const char *upper)
{
    QByteArray value = qgetenv(lower).trimmed();
    if (value.isEmpty() && upper)
        value = qgetenv(upper).trimmed();
    return value;
}

bool bypassesProxy(const QString &host, const QByteArray &noProxy)
{
    for (QByteArray entry : noProxy.split(',')) {
        entry = entry.trimmed();
        if (entry == "*")
            return true;
        if (entry.startsWith('['))
            entry = entry.mid(1, entry.indexOf(']') - 1); // [::1]:8080
        else if (entry.count(':') == 1)
            entry.truncate(entry.indexOf(':')); // host:port
        while (entry.startsWith('.'))
            entry.remove(0, 1);
        if (entry.isEmpty())
            continue;
        const QString name = QString::fromUtf8(entry);
        if (host.compare(name, Qt::CaseInsensitive) == 0
            || (host.size() > name.size() && host.endsWith(name, Qt::CaseInsensitive)
                && host.at(host.size() - name.size() - 1) == u'.'))
            return true;
    }
    return false;
}

// A request body Qt cannot rewind. QNetworkAccessManager silently sends a request again when its
// connection closes before the answer starts; for a write that may already have been applied that would
// apply it twice. With a body it cannot re-read, Qt reports ContentReSendError instead, and the client's
// own retry loop decides (after checking what the first try did).
class OneShotBody : public QIODevice
{
public:
    explicit OneShotBody(QByteArray data)
        : m_data(std::move(data))
    {
        open(QIODevice::ReadOnly);
    }
    bool isSequential() const override { return true; }
    bool reset() override { return false; } // the point of this class
    qint64 bytesAvailable() const override { return m_data.size() - m_read + QIODevice::bytesAvailable(); }

protected:
    qint64 readData(char *out, qint64 max) override
    {
        const qint64 n = std::min(max, qint64(m_data.size()) - m_read);
        std::memcpy(out, m_data.constData() + m_read, size_t(n));
        m_read += n;
        return n;
    }
    qint64 writeData(const char *, qint64) override { return -1; }

private:
    QByteArray m_data;
    qint64 m_read = 0;
};

// Errors below 200 and the protocol errors (301–399) are the transport's; the 2xx/4xx range of
// QNetworkReply::NetworkError only restates an HTTP status, which the answer carries itself.
bool isTransportError(QNetworkReply::NetworkError error)
{
    const int code = int(error);
    return (code > 0 && code < 200) || (code >= 300 && code < 400)
        || error == QNetworkReply::ContentReSendError;
}

// "The issuer certificate … could not be found; The certificate has expired" for people.
QString describeSslErrors(const QList<QSslError> &errors)
{
    QStringList texts;
    for (const QSslError &e : errors) {
        if (!texts.contains(e.errorString()))
            texts << e.errorString();
    }
    return texts.join(QStringLiteral("; "));
}

} // namespace

// One request in flight. Outside the anonymous namespace because HttpTransport::Private holds them.
struct HttpExchange
{
    std::mutex mutex;
    std::condition_variable finished;
    bool done = false;
    HttpResponse response;
    // Network thread only.
    QPointer<QNetworkReply> reply;
    bool timedOut = false;
    bool aborted = false;
    QString sslErrors; // why the server's certificate was refused
};

QNetworkProxy environmentProxy(const QUrl &url)
{
    const QString scheme = url.scheme().toLower();
    QByteArray value;
    if (scheme == u"https")
        value = environment("https_proxy", "HTTPS_PROXY");
    else if (scheme == u"http")
        value = environment("http_proxy", nullptr);
    if (value.isEmpty())
        value = environment("all_proxy", "ALL_PROXY");
    if (value.isEmpty() || bypassesProxy(url.host(), environment("no_proxy", "NO_PROXY")))
        return QNetworkProxy::NoProxy;
    QUrl proxyUrl = QUrl::fromUserInput(QString::fromUtf8(value));
    if (!value.contains("://"))
        proxyUrl.setScheme(QStringLiteral("http"));
    const QString proxyScheme = proxyUrl.scheme().toLower();
    const bool socks = proxyScheme.startsWith(u"socks");
    if (!proxyUrl.isValid() || proxyUrl.host().isEmpty() || !(socks || proxyScheme.startsWith(u"http")))
        return QNetworkProxy::NoProxy;
    QNetworkProxy proxy(socks ? QNetworkProxy::Socks5Proxy : QNetworkProxy::HttpProxy, proxyUrl.host(),
        quint16(proxyUrl.port(socks ? 1080 : 80)), proxyUrl.userName(QUrl::FullyDecoded),
        proxyUrl.password(QUrl::FullyDecoded));
    return proxy;
}

TlsTrust tlsTrustFromEnvironment()
{
    TlsTrust trust;
    const QString file = QString::fromLocal8Bit(qgetenv("SSL_CERT_FILE"));
    const QString dir = QString::fromLocal8Bit(qgetenv("SSL_CERT_DIR"));
    if (!file.isEmpty()) {
        const QList<QSslCertificate> found = QSslCertificate::fromPath(file, QSsl::Pem);
        if (found.isEmpty())
            trust.problem = QStringLiteral("SSL_CERT_FILE=%1 holds no readable PEM certificate").arg(file);
        trust.authorities += found;
    }
    if (!dir.isEmpty()) {
        QList<QSslCertificate> found;
        for (const QString &folder : dir.split(u':', Qt::SkipEmptyParts))
            found += QSslCertificate::fromPath(
                folder + QStringLiteral("/*"), QSsl::Pem, QSslCertificate::PatternSyntax::Wildcard);
        if (found.isEmpty() && trust.problem.isEmpty())
            trust.problem = QStringLiteral("SSL_CERT_DIR=%1 holds no readable PEM certificate").arg(dir);
        trust.authorities += found;
    }
    if (!trust.authorities.isEmpty())
        trust.problem.clear(); // one of the two is enough
    return trust;
}

class HttpTransport::Private
{
public:
    QThread thread;
    QObject *context = nullptr; // lives on `thread`
    QNetworkAccessManager *manager = nullptr;
    QHash<QNetworkReply *, std::shared_ptr<HttpExchange>> active; // network thread only
    QHttp1Configuration http1;
    QSslConfiguration tls;
    QString tlsProblem;

    void start(
        const HttpRequest &request, std::chrono::milliseconds timeout, std::shared_ptr<HttpExchange> ex);
    static void finish(QNetworkReply *reply, HttpExchange &ex, std::chrono::milliseconds timeout);
};

void HttpTransport::Private::start(
    const HttpRequest &request, std::chrono::milliseconds timeout, std::shared_ptr<HttpExchange> ex)
{
    if (ex->aborted) { // cancelled before it was even started
        std::lock_guard lock(ex->mutex);
        ex->response.failure = HttpResponse::Failure::Cancelled;
        ex->response.mayHaveArrived = false;
        ex->done = true;
        ex->finished.notify_all();
        return;
    }
    const bool https = request.url.scheme().compare(u"https", Qt::CaseInsensitive) == 0;
    if (https && !tlsProblem.isEmpty()) {
        std::lock_guard lock(ex->mutex);
        ex->response.failure = HttpResponse::Failure::Tls;
        ex->response.mayHaveArrived = false;
        ex->response.failureText = QStringLiteral("no certificate authority to trust: %1").arg(tlsProblem);
        ex->done = true;
        ex->finished.notify_all();
        return;
    }
    QNetworkRequest req(request.url);
    req.setAttribute(QNetworkRequest::Http2AllowedAttribute, false);
    if (https)
        req.setSslConfiguration(tls);
    req.setHttp1Configuration(http1);
    req.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    for (const auto &[name, value] : request.headers)
        req.setRawHeader(name, value);
    QNetworkReply *reply = nullptr;
    if (request.method == "GET" || request.method == "HEAD") {
        reply = manager->sendCustomRequest(req, request.method, request.body);
    } else {
        req.setAttribute(QNetworkRequest::DoNotBufferUploadDataAttribute, true);
        req.setHeader(QNetworkRequest::ContentLengthHeader, request.body.size());
        auto *body = new OneShotBody(request.body);
        reply = manager->sendCustomRequest(req, request.method, body);
        body->setParent(reply);
    }
    ex->reply = reply;
    active.insert(reply, ex);
    // Not ignored, so the handshake fails; kept to say why.
    QObject::connect(reply, &QNetworkReply::sslErrors, context,
        [ex](const QList<QSslError> &errors) { ex->sslErrors = describeSslErrors(errors); });
    auto *timer = new QTimer(reply);
    timer->setSingleShot(true);
    QObject::connect(timer, &QTimer::timeout, reply, [reply, ex] {
        ex->timedOut = true;
        reply->abort();
    });
    timer->start(timeout);
    QObject::connect(reply, &QNetworkReply::finished, context, [this, reply, ex, timeout] {
        active.remove(reply);
        finish(reply, *ex, timeout);
        reply->deleteLater();
    });
}

void HttpTransport::Private::finish(QNetworkReply *reply, HttpExchange &ex, std::chrono::milliseconds timeout)
{
    HttpResponse r;
    const QNetworkReply::NetworkError error = reply->error();
    if (ex.timedOut) {
        r.failure = HttpResponse::Failure::Timeout;
        r.failureText = QStringLiteral("no complete answer within %1 ms").arg(timeout.count());
    } else if (ex.aborted || error == QNetworkReply::OperationCanceledError) {
        r.failure = HttpResponse::Failure::Cancelled;
        r.failureText = QStringLiteral("cancelled");
    } else if (error == QNetworkReply::SslHandshakeFailedError) {
        // A refused certificate stays refused; a handshake cut short may be a passing network fault.
        r.failure = ex.sslErrors.isEmpty() ? HttpResponse::Failure::Network : HttpResponse::Failure::Tls;
        r.mayHaveArrived = false; // nothing is sent before the handshake is complete
        const QUrl url = reply->url();
        const QString where = QStringLiteral("%1:%2").arg(url.host()).arg(url.port(443));
        r.failureText = ex.sslErrors.isEmpty()
            ? QStringLiteral("the TLS handshake with %1 failed: %2").arg(where, reply->errorString())
            : QStringLiteral("the certificate of %1 is refused: %2 (trust its certificate authority in the "
                             "system store, or name a PEM bundle in SSL_CERT_FILE)")
                  .arg(where, ex.sslErrors);
    } else if (isTransportError(error)) {
        r.failure = HttpResponse::Failure::Network;
        r.mayHaveArrived
            = error != QNetworkReply::ConnectionRefusedError && error != QNetworkReply::HostNotFoundError;
        r.failureText = reply->errorString();
    } else {
        r.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        const auto pairs = reply->rawHeaderPairs();
        r.headers.reserve(pairs.size(), 512);
        for (const auto &[name, value] : pairs)
            r.headers.append(name, value);
        r.body = reply->readAll();
        if (r.status == 0) {
            r.failure = HttpResponse::Failure::Network;
            r.failureText = reply->errorString();
        }
    }
    std::lock_guard lock(ex.mutex);
    ex.response = std::move(r);
    ex.done = true;
    ex.finished.notify_all();
}

HttpTransport::HttpTransport(bool useSystemProxy)
    : d(std::make_unique<Private>())
{
    d->thread.setObjectName(QStringLiteral("rowan-remote-network"));
    // Parallel calls (a copy's batches across partitions) each get a connection of their own rather than
    // queueing behind Qt's default of six per host.
    d->http1.setNumberOfConnectionsPerHost(16);
    d->tls = QSslConfiguration::defaultConfiguration();
    const TlsTrust trust = tlsTrustFromEnvironment();
    d->tlsProblem = trust.problem;
    if (!trust.authorities.isEmpty())
        d->tls.setCaCertificates(trust.authorities);
    d->context = new QObject;
    d->context->moveToThread(&d->thread);
    d->thread.start();
    QMetaObject::invokeMethod(
        d->context,
        [this, useSystemProxy] {
            d->manager = new QNetworkAccessManager(d->context);
            if (useSystemProxy)
                d->manager->setProxyFactory(new EnvironmentProxyFactory);
            else
                d->manager->setProxy(QNetworkProxy::NoProxy);
        },
        Qt::BlockingQueuedConnection);
}

HttpTransport::~HttpTransport()
{
    QMetaObject::invokeMethod(
        d->context,
        [this] {
            const auto exchanges = d->active; // abort() finishes replies at once, which edits `active`
            for (auto it = exchanges.cbegin(); it != exchanges.cend(); ++it) {
                it.value()->aborted = true;
                it.key()->abort();
            }
            delete d->context; // the manager and its replies with it
            d->context = nullptr;
        },
        Qt::BlockingQueuedConnection);
    d->thread.quit();
    d->thread.wait();
}

HttpResponse HttpTransport::send(
    const HttpRequest &request, std::chrono::milliseconds timeout, const std::atomic<bool> *cancel)
{
    auto ex = std::make_shared<HttpExchange>();
    const quint64 epochAtStart = m_epoch.load();
    QMetaObject::invokeMethod(d->context, [this, request, timeout, ex] { d->start(request, timeout, ex); });
    bool abortSent = false;
    std::unique_lock lock(ex->mutex);
    while (!ex->finished.wait_for(lock, std::chrono::milliseconds(10), [&] { return ex->done; })) {
        const bool stop
            = (cancel && cancel->load(std::memory_order_relaxed)) || m_epoch.load() != epochAtStart;
        if (stop && !abortSent) {
            abortSent = true;
            QMetaObject::invokeMethod(d->context, [ex] {
                ex->aborted = true;
                if (ex->reply)
                    ex->reply->abort();
            });
        }
    }
    return std::move(ex->response);
}

void HttpTransport::abortAll()
{
    ++m_epoch;
    QMetaObject::invokeMethod(d->context, [this] {
        const auto exchanges = d->active; // abort() finishes replies at once, which edits `active`
        for (auto it = exchanges.cbegin(); it != exchanges.cend(); ++it) {
            it.value()->aborted = true;
            it.key()->abort();
        }
    });
}

} // namespace rowan::remote
