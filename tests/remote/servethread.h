// `rowan serve` in-process for the remote client's tests: a fresh store with a TableServer on its own thread
// (with its event loop), so the test thread may block in the client's calls.
#pragma once

#include <rowan/localtableservice.h>
#include <rowan/remotetableservice.h>
#include <rowan/store.h>
#include <rowan/tableserver.h>

#include <QSemaphore>
#include <QThread>

#include <memory>

class ServeThread : public QThread
{
public:
    // Any free loopback port, four workers.
    static rowan::ServerOptions testOptions()
    {
        rowan::ServerOptions options;
        options.port = 0;
        options.workerThreads = 4;
        return options;
    }

    // Opens (creates) the store at `path` and serves it with `serverOptions`; port() is 0 on failure.
    explicit ServeThread(const QString &path, rowan::ServerOptions serverOptions = testOptions())
        : m_options(std::move(serverOptions))
    {
        rowan::StoreOptions options;
        options.createIfMissing = true;
        if (auto opened = rowan::Store::open(path, options))
            m_store = std::shared_ptr<rowan::Store>(std::move(*opened));
        if (!m_store)
            return;
        start();
        m_ready.acquire();
    }
    ~ServeThread() override
    {
        quit();
        wait();
    }

    quint16 port() const { return m_port; }
    const std::shared_ptr<rowan::Store> &store() const { return m_store; }
    QUrl tableEndpoint() const
    {
        return QUrl(QStringLiteral("http://127.0.0.1:%1/%2")
                        .arg(m_port)
                        .arg(QLatin1StringView(rowan::DevelopmentAccountName)));
    }
    // The development account with its key, as `rowan serve` offers it.
    rowan::RemoteEndpoint endpoint() const
    {
        rowan::RemoteEndpoint e;
        e.tableEndpoint = tableEndpoint();
        e.account = QString::fromLatin1(rowan::DevelopmentAccountName);
        e.accountKey = QString::fromLatin1(rowan::DevelopmentAccountKey);
        return e;
    }

protected:
    void run() override
    {
        {
            rowan::TableServer server(*m_store, m_options);
            if (server.listen())
                m_port = server.port();
            m_ready.release();
            if (m_port)
                exec();
            server.shutdown();
        }
    }

private:
    rowan::ServerOptions m_options;
    std::shared_ptr<rowan::Store> m_store;
    QSemaphore m_ready;
    quint16 m_port = 0;
};
