#include "models/connections/savedconnections.h"
#include "models/connections/secretstore.h"

#include <QAbstractItemModelTester>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace rowan;

class TestSavedConnections : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init() { QSettings().clear(); }
    void saveAndReplace_data();
    void saveAndReplace();
    void persistsWithoutSecrets();
    void damagedSettingsLoadEmpty();
    void keepsTheSafetyProfile_data();
    void keepsTheSafetyProfile();
    void remove();
    void secretStores_data();
    void secretStores();
};

void TestSavedConnections::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("RowanTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_savedconnections"));
}

void TestSavedConnections::saveAndReplace_data()
{
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<bool>("sameId");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("two new") << QStringList {"prod", "dev"} << false << QStringList {"prod", "dev"};
    QTest::newRow("renamed in place")
        << QStringList {"prod", "production"} << true << QStringList {"production"};
    QTest::newRow("empty name takes the location")
        << QStringList {"  "} << false << QStringList {"acct on example.net"};
}

void TestSavedConnections::saveAndReplace()
{
    QFETCH(QStringList, names);
    QFETCH(bool, sameId);
    QFETCH(QStringList, expected);
    SavedConnections model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QString id;
    for (const QString &name : std::as_const(names)) {
        SavedConnection connection;
        connection.id = sameId ? id : QString();
        connection.name = name;
        connection.location = QStringLiteral("acct on example.net");
        id = model.save(connection);
        QVERIFY(!id.isEmpty());
    }
    QStringList shown;
    for (int row = 0; row < model.rowCount(); ++row)
        shown.append(model.index(row).data().toString());
    QCOMPARE(shown, expected);
    QCOMPARE(model.connection(id).location, QStringLiteral("acct on example.net"));
}

void TestSavedConnections::persistsWithoutSecrets()
{
    QString id;
    {
        SavedConnections model(QStringLiteral("connections"));
        SavedConnection connection;
        connection.name = QStringLiteral("Azurite");
        connection.kind = SavedConnection::Kind::SasUrl;
        connection.location = QStringLiteral("devstoreaccount1 on 127.0.0.1:10002");
        id = model.save(connection);
    }
    SavedConnections again(QStringLiteral("connections"));
    QCOMPARE(again.rowCount(), 1);
    const SavedConnection loaded = again.connection(id);
    QCOMPARE(loaded.name, QStringLiteral("Azurite"));
    QCOMPARE(loaded.kind, SavedConnection::Kind::SasUrl);
    QCOMPARE(loaded.location, QStringLiteral("devstoreaccount1 on 127.0.0.1:10002"));
    // Only these fields reach the settings: no key, token or connection string.
    const QByteArray stored = QSettings().value(QStringLiteral("connections")).toByteArray();
    QVERIFY(!stored.contains("AccountKey"));
    QVERIFY(!stored.contains("sig="));
}

void TestSavedConnections::keepsTheSafetyProfile_data()
{
    QTest::addColumn<QByteArray>("stored"); // the connection's "safety" object as settings hold it
    QTest::addColumn<int>("level");
    QTest::addColumn<QString>("label");
    QTest::addColumn<QString>("colour");
    QTest::newRow("read-only PROD") << QByteArray(
        R"({"level":"read-only","label":"PROD","colour":"#c62828"})")
                                    << int(SafetyLevel::ReadOnly) << "PROD"
                                    << "#c62828";
    QTest::newRow("confirm") << QByteArray(R"({"level":"confirm","label":"test","colour":""})")
                             << int(SafetyLevel::ConfirmWrites) << "test"
                             << "";
    // A level from a newer version is not dropped to Off: the strictest stands in.
    QTest::newRow("unknown level") << QByteArray(R"({"level":"audit","label":"PROD","colour":""})")
                                   << int(SafetyLevel::ReadOnly) << "PROD"
                                   << "";
    QTest::newRow("bad colour keeps the level")
        << QByteArray(R"({"level":"confirm","label":"PROD","colour":"crimson"})")
        << int(SafetyLevel::ConfirmWrites) << ""
        << "";
}

void TestSavedConnections::keepsTheSafetyProfile()
{
    QFETCH(QByteArray, stored);
    QFETCH(int, level);
    QFETCH(QString, label);
    QFETCH(QString, colour);
    QSettings().setValue(QStringLiteral("connections"),
        QByteArray(
            R"([{"id":"c1","name":"Orders","location":"acct on example.net","kind":"connection-string",)")
            + "\"safety\":" + stored + "}]");
    const SafetyProfile expected {SafetyLevel(level), label, colour};
    {
        SavedConnections model(QStringLiteral("connections"));
        QCOMPARE(model.connection(QStringLiteral("c1")).safety, expected);
        // Saved again (a rename) and read back: the profile goes with the connection.
        SavedConnection renamed = model.connection(QStringLiteral("c1"));
        renamed.name = QStringLiteral("Orders (prod)");
        model.save(renamed);
    }
    SavedConnections again(QStringLiteral("connections"));
    QCOMPARE(again.connection(QStringLiteral("c1")).name, QStringLiteral("Orders (prod)"));
    QCOMPARE(again.connection(QStringLiteral("c1")).safety, expected);
}

void TestSavedConnections::damagedSettingsLoadEmpty()
{
    QSettings().setValue(QStringLiteral("connections"), QByteArray("{not json"));
    SavedConnections model(QStringLiteral("connections"));
    QCOMPARE(model.rowCount(), 0);
}

void TestSavedConnections::remove()
{
    SavedConnections model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QString a = model.save(SavedConnection {{}, QStringLiteral("a"), {}, QStringLiteral("x"), {}});
    const QString b = model.save(SavedConnection {{}, QStringLiteral("b"), {}, QStringLiteral("y"), {}});
    model.remove(a);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.index(0).data(SavedConnections::IdRole).toString(), b);
    model.remove(QStringLiteral("missing"));
    QCOMPARE(model.rowCount(), 1);
}

void TestSavedConnections::secretStores_data()
{
    QTest::addColumn<bool>("available");
    QTest::addColumn<int>("readAfterWrite");
    QTest::newRow("keychain") << true << int(-1);
    QTest::newRow("no keychain") << false << int(ErrorCode::NotImplemented);
}

void TestSavedConnections::secretStores()
{
    QFETCH(bool, available);
    QFETCH(int, readAfterWrite);
    MemorySecretStore secrets(available);
    QCOMPARE(secrets.read(QStringLiteral("id")).result().error().code,
        available ? ErrorCode::ResourceNotFound : ErrorCode::NotImplemented);
    const Status written = secrets.write(QStringLiteral("id"), QStringLiteral("AccountKey=abc")).result();
    QCOMPARE(bool(written), available);
    const Result<QString> read = secrets.read(QStringLiteral("id")).result();
    if (readAfterWrite < 0) {
        QCOMPARE(read.value(), QStringLiteral("AccountKey=abc"));
        QVERIFY(secrets.remove(QStringLiteral("id")).result());
        QCOMPARE(secrets.read(QStringLiteral("id")).result().error().code, ErrorCode::ResourceNotFound);
    } else {
        QCOMPARE(int(read.error().code), readAfterWrite);
    }
}

QTEST_GUILESS_MAIN(TestSavedConnections)
#include "tst_savedconnections.moc"
