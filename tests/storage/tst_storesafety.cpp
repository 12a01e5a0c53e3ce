// The store's safety profile: kept in the file across reopen, checked when set, and a read-only level
// refusing every kind of write with an error that names the store and its label, leaving the data as it was.
#include "storetestutil.h"

#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace rowan;
using namespace rowan::test;

namespace {

const QString T = QStringLiteral("Orders");

using StoreWrite = std::function<Status(Store &)>;

template<typename T>
Status statusOf(const std::expected<T, Error> &r)
{
    if (r)
        return {};
    return std::unexpected(r.error());
}

SafetyProfile prod(SafetyLevel level = SafetyLevel::ReadOnly)
{
    return SafetyProfile {level, QStringLiteral("PROD"), QStringLiteral("#c62828")};
}

} // namespace

Q_DECLARE_METATYPE(StoreWrite)
Q_DECLARE_METATYPE(rowan::SafetyProfile)

class TestStoreSafety : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_path = m_dir.filePath(QStringLiteral("s%1.rowan").arg(++m_n));
        m_store = openStore(m_path);
        QVERIFY(m_store);
        ROWAN_VERIFY_OK(m_store->createTable(Dev, T));
        ROWAN_VERIFY_OK(m_store->insertEntity(Dev, T, entity("p", "1", {{"n", Value::int32(1)}})));
    }
    void cleanup() { m_store.reset(); }

    void newStoreIsPlain() { QVERIFY(m_store->safetyProfile().isPlain()); }

    void keptAcrossReopen_data()
    {
        QTest::addColumn<SafetyProfile>("profile");
        QTest::newRow("confirm, labelled") << prod(SafetyLevel::ConfirmWrites);
        QTest::newRow("read-only, labelled") << prod(SafetyLevel::ReadOnly);
        QTest::newRow("label only") << SafetyProfile {SafetyLevel::Off, QStringLiteral("test"), {}};
        QTest::newRow("plain again") << SafetyProfile {};
    }
    void keptAcrossReopen()
    {
        QFETCH(SafetyProfile, profile);
        ROWAN_VERIFY_OK(m_store->setSafetyProfile(prod(SafetyLevel::ConfirmWrites)));
        ROWAN_VERIFY_OK(m_store->setSafetyProfile(profile));
        QCOMPARE(m_store->safetyProfile(), profile);
        m_store.reset();
        m_store = openStore(m_path);
        QVERIFY(m_store);
        QCOMPARE(m_store->safetyProfile(), profile);
        // A read-only open reads it too (rowan check, query, export see the label).
        StoreOptions options;

        options.readOnly = true;
        m_store.reset();
        auto inspected = Store::open(m_path, options);
        QVERIFY(inspected);
        QCOMPARE((*inspected)->safetyProfile(), profile);
    }

    void invalidProfileChangesNothing()
    {
        ROWAN_VERIFY_OK(m_store->setSafetyProfile(prod(SafetyLevel::ConfirmWrites)));
        const SafetyProfile bad {SafetyLevel::ReadOnly, QString(MaxSafetyLabelLength + 1, u'x'), {}};
        ROWAN_COMPARE_ERROR(m_store->setSafetyProfile(bad), ErrorCode::InvalidInput);
        QCOMPARE(m_store->safetyProfile(), prod(SafetyLevel::ConfirmWrites));
        ROWAN_VERIFY_OK(m_store->insertEntity(Dev, T, entity("p", "2")));
    }

    void storeOpenedReadOnlyCannotBeMarked()
    {
        m_store.reset();
        StoreOptions options;

        options.readOnly = true;
        auto inspected = Store::open(m_path, options);
        QVERIFY(inspected);
        ROWAN_COMPARE_ERROR((*inspected)->setSafetyProfile(prod()), ErrorCode::StoreReadOnly);
    }

    void readOnlyRefusesEveryWrite_data()
    {
        QTest::addColumn<StoreWrite>("write");
        const auto row = [](const char *name, StoreWrite write) { QTest::newRow(name) << write; };
        row("insert", [](Store &s) { return statusOf(s.insertEntity(Dev, T, entity("p", "2"))); });
        row("update", [](Store &s) { return statusOf(s.updateEntity(Dev, T, entity("p", "1"))); });
        row("merge", [](Store &s) { return statusOf(s.mergeEntity(Dev, T, entity("p", "1"))); });
        row("upsert", [](Store &s) { return statusOf(s.insertOrReplaceEntity(Dev, T, entity("p", "1"))); });
        row("delete",
            [](Store &s) { return s.deleteEntity(Dev, T, QStringLiteral("p"), QStringLiteral("1")); });
        row("batch", [](Store &s) {
            return statusOf(
                s.executeBatch(Dev, T, {EntityOperation {OperationType::Insert, entity("p", "3"), {}}}));
        });
        row("batches", [](Store &s) {
            Error failure;
            auto done = s.executeBatches(
                Dev, T, {{EntityOperation {OperationType::Insert, entity("p", "4"), {}}}}, &failure);
            if (!done)
                return statusOf(done);
            return *done == 1 ? Status() : Status(std::unexpected(failure));
        });
        row("create table", [](Store &s) { return statusOf(s.createTable(Dev, QStringLiteral("Other"))); });
        row("delete table", [](Store &s) { return s.deleteTable(Dev, T); });
        row("create account", [](Store &s) { return statusOf(s.createAccount(QStringLiteral("other"))); });
        row("regenerate key", [](Store &s) { return statusOf(s.regenerateKey(Dev, 1)); });
        row("access policies", [](Store &s) { return s.setTableAccessPolicies(Dev, T, QByteArray("[]")); });
        row("service properties",
            [](Store &s) { return s.setServiceProperties(Dev, QByteArray("<StorageServiceProperties/>")); });
        row("begin action", [](Store &s) {
            return statusOf(s.beginAction(ActionInfo {
                QStringLiteral("edit"), QStringLiteral("Edit"), Dev, T, QStringLiteral("test"), 0}));
        });
        row("journal limits", [](Store &s) { return s.setJournalLimits(JournalLimits {1024 * 1024, 3}); });
        row("passphrase", [](Store &s) { return s.rekey(QStringLiteral("other")); });
    }
    void readOnlyRefusesEveryWrite()
    {
        QFETCH(StoreWrite, write);
        ROWAN_VERIFY_OK(m_store->setSafetyProfile(prod()));
        const quint64 sequence = m_store->changeSequence();
        const Status refused = write(*m_store);
        QVERIFY(!refused);
        QCOMPARE(refused.error().code, ErrorCode::StoreReadOnly);
        const QString message = refused.error().message;
        QVERIFY2(message.contains(u"[PROD]") && message.contains(QFileInfo(m_path).fileName()),
            qPrintable(message));
        QCOMPARE(m_store->changeSequence(), sequence);
        // Nothing changed, and the same write goes through once the level is lowered, also after a reopen.
        auto one = m_store->getEntity(Dev, T, QStringLiteral("p"), QStringLiteral("1"));
        QVERIFY(one);
        QVERIFY(one->property(u"n"));
        QCOMPARE(*one->property(u"n"), Value::int32(1));
        m_store.reset();
        m_store = openStore(m_path);
        QVERIFY(m_store);
        QVERIFY(!write(*m_store));
        ROWAN_VERIFY_OK(m_store->setSafetyProfile(prod(SafetyLevel::ConfirmWrites)));
        ROWAN_VERIFY_OK(write(*m_store));
    }

    void readsStillWork()
    {
        ROWAN_VERIFY_OK(m_store->setSafetyProfile(prod()));
        ROWAN_VERIFY_OK(m_store->getEntity(Dev, T, QStringLiteral("p"), QStringLiteral("1")));
        ROWAN_VERIFY_OK(m_store->listTables(Dev));
        ROWAN_VERIFY_OK(m_store->journalActions());
        QString target = m_dir.filePath(QStringLiteral("copy%1.rowan").arg(m_n));
        ROWAN_VERIFY_OK(m_store->backupTo(target));
    }

private:
    QTemporaryDir m_dir;
    QString m_path;
    int m_n = 0;
    std::unique_ptr<Store> m_store;
};

QTEST_GUILESS_MAIN(TestStoreSafety)
#include "tst_storesafety.moc"
