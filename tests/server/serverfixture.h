// The fixture of the REST endpoint tests: a fresh store with a TableServer on an ephemeral port and a client
// connected to it for every test function, and request helpers signed with the development account's key.
#pragma once

#include "support/teststore.h"
#include "testclient.h"

#include <rowan/protocol/jsonentity.h>
#include <rowan/protocol/resourcepath.h>
#include <rowan/store.h>
#include <rowan/tableserver.h>

#include <QTemporaryDir>
#include <QTest>

#include <memory>

inline const QString AccountName = QString::fromLatin1(rowan::DevelopmentAccountName);
inline const QString Key = QString::fromLatin1(rowan::DevelopmentAccountKey);

class ServerFixture
{
protected:
    // Call from the test's init(); a failed QVERIFY here fails the test function before it runs.
    void startServer(rowan::ServerOptions so = {})
    {
        QVERIFY(m_dir.isValid());
        m_store = TestStoreBuilder(
            m_dir.filePath(QStringLiteral("s%1.rowan").arg(QDateTime::currentMSecsSinceEpoch())))
                      .build();
        QVERIFY(m_store);
        so.port = 0;
        m_server = std::make_unique<rowan::TableServer>(*m_store, so);
        QVERIFY(m_server->listen());
        m_client = std::make_unique<TestClient>(m_server->port());
        QVERIFY(m_client->connect());
    }
    void stopServer()
    {
        m_client.reset();
        m_server.reset();
        m_store.reset();
    }

    QTemporaryDir m_dir;
    std::shared_ptr<rowan::Store> m_store;
    std::unique_ptr<rowan::TableServer> m_server;
    std::unique_ptr<TestClient> m_client;

    TestResponse call(const QByteArray &method, const QByteArray &target, const QByteArray &body = {},
        QHttpHeaders extra = {})
    {
        if (!body.isEmpty() && !extra.contains(QHttpHeaders::WellKnownHeader::ContentType))
            extra.append(QHttpHeaders::WellKnownHeader::ContentType, "application/json");
        return m_client->request(
            method, target, signedHeaders(method, target, AccountName, Key, extra), body);
    }
    static QByteArray errorCode(const TestResponse &r) { return r.header("x-ms-error-code"); }
    static QByteArray path(const QString &rest) { return "/" + AccountName.toUtf8() + "/" + rest.toUtf8(); }
    static QByteArray entityPath(const QString &table, const QString &pk, const QString &rk)
    {
        return path(rowan::protocol::entityResource(table, pk, rk));
    }
    static QByteArray body(const QString &pk, const QString &rk, int value = 1)
    {
        rowan::Entity e(pk, rk);
        e.setProperty(QStringLiteral("Value"), rowan::Value::int32(value));
        return rowan::protocol::encodeEntityBody(e);
    }
    void createTable(const QString &name)
    {
        const TestResponse r
            = call("POST", path(QStringLiteral("Tables")), rowan::protocol::encodeCreateTable(name));
        QCOMPARE(r.status, 201);
    }
    QStringList queryKeys(
        const QByteArray &target, QByteArray *nextPk = nullptr, QByteArray *nextRk = nullptr)
    {
        const TestResponse r = call("GET", target);
        if (r.status != 200)
            return {QStringLiteral("status %1 %2").arg(r.status).arg(QString::fromUtf8(errorCode(r)))};
        QStringList keys;
        for (const rowan::Entity &e : QList<rowan::Entity>(rowan::protocol::decodeEntityPage(r.body).value()))
            keys << e.partitionKey() + QLatin1Char('/') + e.rowKey();
        if (nextPk)
            *nextPk = r.header("x-ms-continuation-NextPartitionKey");
        if (nextRk)
            *nextRk = r.header("x-ms-continuation-NextRowKey");
        return keys;
    }
};
