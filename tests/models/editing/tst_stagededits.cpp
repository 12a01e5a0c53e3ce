// Staged edits: how a second change of an entity folds into the first, the operation each change is sent
// as, the choice per store, and a commit against a store: guarded by the loaded ETags, one journaled
// action per table, an entity changed meanwhile kept pending with its reason.
#include "models/editing/stagededits.h"
#include "models/session/servicesession.h"
#include "support/modeltestsupport.h"

#include <rowan/store.h>

#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;

namespace {
const QString Dev = QString::fromLatin1(DevelopmentAccountName);
const QString Items = QStringLiteral("Items");

Entity withIndex(const QString &pk, const QString &rk, int index)
{
    Entity e(pk, rk);
    e.setProperty(QStringLiteral("Index"), Value::int64(index));
    return e;
}
} // namespace

class TestStagedEdits : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
    std::unique_ptr<ServiceSession> m_session;

    Entity stored(const QString &pk, const QString &rk) { return *m_store->getEntity(Dev, Items, pk, rk); }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RowanTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_stagededits"));
        QSettings().clear();
    }
    void init()
    {
        m_store = makeTestStore(m_dir, 20, 2);
        QVERIFY(m_store);
        m_session = std::make_unique<ServiceSession>();
        m_session->setStore(m_store);
    }
    void cleanup()
    {
        m_session.reset();
        m_store.reset();
        QFile::remove(m_dir.filePath(QStringLiteral("models.rowan")));
    }

    void folds_data()
    {
        // Each letter a change of p0/r000000 (which exists) or of p0/new (which does not): a add, u update,
        // d delete. The expected kind left pending, or "none".
        QTest::addColumn<QString>("steps");
        QTest::addColumn<QString>("left");
        QTest::newRow("update") << "u"
                                << "update";
        QTest::newRow("update twice") << "uu"
                                      << "update";
        QTest::newRow("update then delete") << "ud"
                                            << "delete";
        QTest::newRow("delete then add again") << "da"
                                               << "update";
        QTest::newRow("add") << "A"
                             << "add";
        QTest::newRow("add then update") << "AU"
                                         << "add";
        QTest::newRow("add then delete") << "AD"
                                         << "none";
    }
    void folds()
    {
        QFETCH(QString, steps);
        QFETCH(QString, left);
        StagedEdits staged(m_session.get());
        const Entity existing = stored(QStringLiteral("p0"), QStringLiteral("r000000"));
        int n = 100;
        for (QChar step : steps) {
            const bool isNew = step.isUpper();
            const QString rk = isNew ? QStringLiteral("new") : QStringLiteral("r000000");
            const Entity after = withIndex(QStringLiteral("p0"), rk, ++n);
            const QChar kind = step.toLower();
            const OperationType type = kind == u'a' ? OperationType::Insert
                : kind == u'd'                      ? OperationType::Delete
                                                    : OperationType::Update;
            const std::optional<Entity> before = isNew ? std::nullopt : std::optional<Entity>(existing);
            QVERIFY(staged.stage(Dev, Items, EntityOperation {type, after, {}}, before).has_value());
        }
        if (left == u"none") {
            QCOMPARE(staged.count(), 0);
            return;
        }
        QCOMPARE(staged.count(), 1);
        const StagedChange change = staged.changes().first();
        const QString kind = change.kind == StagedChange::Kind::Add ? QStringLiteral("add")
            : change.kind == StagedChange::Kind::Delete             ? QStringLiteral("delete")
                                                                    : QStringLiteral("update");
        QCOMPARE(kind, left);
        // The first before (and its ETag) is kept: it is what the commit guards with.
        if (change.before)
            QCOMPARE(change.before->etag(), existing.etag());
        if (change.after)
            QCOMPARE(change.after->property(u"Index")->toInt64(), qint64(n));
        QVERIFY(staged.find(
            Dev, QStringLiteral("items"), change.partitionKey, change.rowKey)); // table names ignore case
    }

    void needsTheLoadedEntity()
    {
        StagedEdits staged(m_session.get());
        const Status refused = staged.stage(Dev, Items,
            EntityOperation {OperationType::Update, withIndex("p0", "r000000", 1), {}}, std::nullopt);
        QVERIFY(!refused);
        QCOMPARE(refused.error().code, ErrorCode::InvalidInput);
        QCOMPARE(staged.count(), 0);
    }

    void choicePerStore_data()
    {
        QTest::addColumn<int>("level");
        QTest::addColumn<QString>("label");
        QTest::addColumn<bool>("byDefault");
        QTest::newRow("plain") << int(SafetyLevel::Off) << "" << false;
        QTest::newRow("PROD label") << int(SafetyLevel::Off) << "PROD" << true;
        QTest::newRow("production label") << int(SafetyLevel::Off) << "Production EU" << true;
        QTest::newRow("test label") << int(SafetyLevel::Off) << "test" << false;
        QTest::newRow("product is not prod") << int(SafetyLevel::Off) << "products" << false;
        QTest::newRow("confirm writes") << int(SafetyLevel::ConfirmWrites) << "" << true;
    }
    void choicePerStore()
    {
        QFETCH(int, level);
        QFETCH(QString, label);
        QFETCH(bool, byDefault);
        QSettings().clear();
        const SafetyProfile profile {SafetyLevel(level), label, {}};
        QCOMPARE(StagedEdits::enabledByDefault(profile), byDefault);
        QFuture<Status> set = m_session->changeSafety(profile);
        QTRY_VERIFY(set.isFinished());
        StagedEdits staged(m_session.get());
        QCOMPARE(staged.isEnabled(), byDefault);
        QSignalSpy toggled(&staged, &StagedEdits::enabledChanged);
        staged.setEnabled(!byDefault);
        QCOMPARE(toggled.count(), 1);
        // Kept for this store: a new instance (a restart) reads the choice back.
        StagedEdits again(m_session.get());
        QCOMPARE(again.isEnabled(), !byDefault);
    }

    void commitWritesAndKeepsConflicts()
    {
        StagedEdits staged(m_session.get());
        const Entity a = stored("p0", "r000000");
        const Entity b = stored("p0", "r000002");
        const Entity c = stored("p1", "r000001");
        QVERIFY(staged.stage(Dev, Items, {OperationType::Update, withIndex("p0", "r000000", 1000), {}}, a));
        QVERIFY(staged.stage(Dev, Items, {OperationType::Delete, Entity("p0", "r000002"), {}}, b));
        QVERIFY(staged.stage(Dev, Items, {OperationType::Merge, withIndex("p1", "r000001", 1001), {}}, c));
        QVERIFY(staged.stage(
            Dev, Items, {OperationType::Insert, withIndex("p1", "added", 1002), {}}, std::nullopt));
        // Someone else changes c after it was loaded: its change must not overwrite theirs.
        QVERIFY(m_store->mergeEntity(Dev, Items, withIndex("p1", "r000001", -1)));
        const qsizetype actionsBefore = m_store->journalActions()->size();

        QSignalSpy finished(&staged, &StagedEdits::finished);
        staged.commit();
        QVERIFY(staged.isCommitting());
        QVERIFY(!staged.stage(Dev, Items, {OperationType::Update, withIndex("p0", "r000004", 1), {}}, a));
        QTRY_COMPARE(finished.count(), 1);
        QCOMPARE(finished.first().at(0).toInt(), 3);
        QCOMPARE(finished.first().at(1).toInt(), 1);
        QCOMPARE(stored("p0", "r000000").property(u"Index")->toInt64(), 1000);
        QVERIFY(!m_store->getEntity(Dev, Items, "p0", "r000002"));
        QCOMPARE(stored("p1", "added").property(u"Index")->toInt64(), 1002);
        QCOMPARE(stored("p1", "r000001").property(u"Index")->toInt64(), -1);
        QCOMPARE(staged.count(), 1);
        QCOMPARE(staged.changes().first().rowKey, QStringLiteral("r000001"));
        QCOMPARE(staged.changes().first().failure, QStringLiteral("changed since it was loaded"));
        // One journaled action for the table, holding the three writes.
        const auto actions = m_store->journalActions();
        QCOMPARE(actions->size(), actionsBefore + 1);
        QCOMPARE(actions->first().info.kind, QStringLiteral("commit"));
        QCOMPARE(actions->first().entityCount, 3);
    }

    void anotherServiceDropsThePending()
    {
        StagedEdits staged(m_session.get());
        QVERIFY(staged.stage(
            Dev, Items, {OperationType::Update, withIndex("p0", "r000000", 5), {}}, stored("p0", "r000000")));
        QSignalSpy changed(&staged, &StagedEdits::changed);
        m_session->setStore(nullptr);
        QCOMPARE(staged.count(), 0);
        QCOMPARE(changed.count(), 1);
    }
};

QTEST_GUILESS_MAIN(TestStagedEdits)
#include "tst_stagededits.moc"
