// The network side of the remote client: one thread with an event loop owning one QNetworkAccessManager
// (so connections are pooled and kept alive across calls), and a blocking send() that any worker thread
// may call. The caller waits on its own condition variable, never in an event loop.
#pragma once

#include "rowan/protocol/requestheaders.h"

#include <QByteArray>
#include <QList>
#include <QNetworkProxy>
#include <QSslCertificate>
#include <QString>
#include <QUrl>

#include <atomic>
#include <chrono>
#include <memory>
#include <utility>

namespace rowan::remote {

struct HttpRequest
{
    QByteArray method;
    QUrl url;
    QList<std::pair<QByteArray, QByteArray>> headers;
    QByteArray body;
};

struct HttpResponse
{
    enum class Failure {
        None, // an HTTP answer: status, headers, body
        Network, // connection refused or reset, body cut short, DNS, a proxy that failed …
        Tls, // the server's certificate was refused, or no authority could be trusted: repeating cannot help
        Timeout, // no complete answer within the time limit
        Cancelled, // aborted by the caller or cancelAll()
    };
    Failure failure = Failure::None;
    // False only when the request surely never reached a server (refused, host not found): repeating it
    // cannot apply anything twice.
    bool mayHaveArrived = true;
    QString failureText;
    int status = 0;
    protocol::RequestHeaders headers;
    QByteArray body;
};

// The proxy the environment names for `url`, as curl and most Unix tools read it: https_proxy (or
// HTTPS_PROXY) for https, http_proxy for http (lower case only: HTTP_PROXY can be set by a CGI request),
// all_proxy (ALL_PROXY) otherwise; a value without a scheme is an HTTP proxy, socks5:// and socks5h:// a
// SOCKS 5 one. no_proxy (NO_PROXY) lists hosts reached directly, comma-separated: an entry matches the host
// itself and its subdomains ("example.com" and ".example.com" both match a.example.com), "*" matches every
// host; an entry's ":port" is ignored and address ranges (CIDR) are not supported. NoProxy when none
// applies. Thread-safe.
QNetworkProxy environmentProxy(const QUrl &url);

// The certificate authorities HTTPS trusts: the system's (Qt reads /etc/ssl/certs), unless SSL_CERT_FILE
// names a PEM bundle or SSL_CERT_DIR a folder of PEM files, as for OpenSSL's own tools; then those.
struct TlsTrust
{
    QList<QSslCertificate> authorities; // empty: the system's
    QString problem; // SSL_CERT_FILE or SSL_CERT_DIR is set but holds no readable certificate
};
TlsTrust tlsTrustFromEnvironment();

class HttpTransport
{
public:
    // useSystemProxy: proxies from the environment, environmentProxy() (off for loopback endpoints).
    // HTTPS trusts tlsTrustFromEnvironment(), read once here.
    explicit HttpTransport(bool useSystemProxy);
    ~HttpTransport();

    // Sends `request` and blocks until the answer, `timeout`, `cancel` being set or abortAll(). Any thread
    // but the network thread. Thread-safe.
    HttpResponse send(
        const HttpRequest &request, std::chrono::milliseconds timeout, const std::atomic<bool> *cancel);
    // Aborts every request in flight (they answer Cancelled) and bumps epoch().
    void abortAll();
    // Changes with every abortAll(): a call that saw it change was cancelled.
    quint64 epoch() const { return m_epoch.load(); }

private:
    class Private;
    std::unique_ptr<Private> d;
    std::atomic<quint64> m_epoch {0};
};

} // namespace rowan::remote
