// The network side of the remote client: one thread with an event loop owning one QNetworkAccessManager
// (so connections are pooled and kept alive across calls), and a blocking send() that any worker thread
// may call. The caller waits on its own condition variable, never in an event loop.
#pragma once

#include "rowan/protocol/requestheaders.h"

#include <QByteArray>
#include <QList>
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
        Network, // connection refused or reset, body cut short, TLS, DNS …
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

class HttpTransport
{
public:
    // useSystemProxy: proxies from the environment (off for loopback endpoints).
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
