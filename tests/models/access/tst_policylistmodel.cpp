#include "models/access/policylistmodel.h"
#include "models/session/servicesession.h"
#include "support/modeltestsupport.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;

Q_DECLARE_METATYPE(rowan::SignedIdentifier)

namespace {
const QString AccountName = QStringLiteral("devstoreaccount1");
const DateTime T0 = *DateTime::fromIsoString(QStringLiteral("2026-01-01T00:00:00Z"));
const DateTime T1 = *DateTime::fromIsoString(QStringLiteral("2026-02-01T00:00:00Z"));

SignedIdentifier policy(const QString &id, std::optional<DateTime> start = T0,
    std::optional<DateTime> expiry = T1, std::optional<QString> permission = QStringLiteral("r"))
{
    return {id, start, expiry, permission};
}
} // namespace

class TestPolicyListModel : public QObject
{
    Q_OBJECT
private slots:
    void validate_data();
    void validate();
    void editAndSave();
    void failsOnMissingTable();
};

void TestPolicyListModel::validate_data()
{
    QTest::addColumn<SignedIdentifier>("candidate");
    QTest::addColumn<int>("replacing");
    QTest::addColumn<QString>("error"); // part of it; empty: accepted

    QTest::newRow("fine") << policy(QStringLiteral("new")) << -1 << "";
    QTest::newRow("only permissions")
        << policy(QStringLiteral("new"), std::nullopt, std::nullopt) << -1 << "";
    QTest::newRow("empty id") << policy(QString()) << -1 << "empty";
    QTest::newRow("64 characters") << policy(QString(64, u'x')) << -1 << "";
    QTest::newRow("65 characters") << policy(QString(65, u'x')) << -1 << "at most 64";
    QTest::newRow("repeated id") << policy(QStringLiteral("p1")) << -1 << "already has";
    QTest::newRow("same id, same row") << policy(QStringLiteral("p1")) << 0 << "";
    QTest::newRow("expiry before start") << policy(QStringLiteral("new"), T1, T0) << -1 << "after the start";
    QTest::newRow("equal times") << policy(QStringLiteral("new"), T0, T0) << -1 << "after the start";
    QTest::newRow("bad letters") << policy(QStringLiteral("new"), T0, T1, QStringLiteral("rw")) << -1
                                 << "raud";
    QTest::newRow("letter twice") << policy(QStringLiteral("new"), T0, T1, QStringLiteral("rr")) << -1
                                  << "raud";
}

void TestPolicyListModel::validate()
{
    QFETCH(SignedIdentifier, candidate);
    QFETCH(int, replacing);
    QFETCH(QString, error);
    ServiceSession session;
    PolicyListModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setPolicies(AccountName, QStringLiteral("Items"), {policy(QStringLiteral("p1"))});
    const QString why = model.validate(candidate, replacing);
    if (error.isEmpty())
        QVERIFY2(why.isEmpty(), qPrintable(why));
    else
        QVERIFY2(why.contains(error), qPrintable(why));
    const Status added
        = replacing < 0 ? model.addPolicy(candidate) : model.replacePolicy(replacing, candidate);
    QCOMPARE(added.has_value(), error.isEmpty());
    QCOMPARE(model.isModified(), error.isEmpty());
}

void TestPolicyListModel::editAndSave()
{
    QTemporaryDir dir;
    auto store = makeTestStore(dir, 3, 1);
    QVERIFY(store);
    ServiceSession session;
    session.setStore(store);
    PolicyListModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy loaded(&model, &PolicyListModel::loaded);
    model.load(AccountName, QStringLiteral("Items"));
    QTRY_COMPARE(loaded.size(), 1);
    QCOMPARE(model.rowCount(), 0);

    for (int i = 0; i < MaxSignedIdentifiers; ++i)
        QVERIFY(model.addPolicy(policy(QStringLiteral("p%1").arg(i))));
    const auto sixth = model.addPolicy(policy(QStringLiteral("p9")));
    QVERIFY(!sixth);
    QVERIFY(sixth.error().message.contains(QLatin1String("at most 5")));
    QVERIFY(
        model.replacePolicy(2, policy(QStringLiteral("writers"), std::nullopt, T1, QStringLiteral("dura"))));
    QCOMPARE(model.policyAt(2).permission, std::optional(QStringLiteral("raud")));
    model.removePolicy(0);
    QCOMPARE(model.rowCount(), 4);
    QCOMPARE(model.index(1, PolicyListModel::IdColumn).data().toString(), QStringLiteral("writers"));

    QSignalSpy saved(&model, &PolicyListModel::saved);
    model.save();
    QVERIFY(model.isBusy());
    QTRY_COMPARE(saved.size(), 1);
    QVERIFY(!model.isModified());

    // Read back through the engine: what was saved is what the table holds.
    PolicyListModel again(&session);
    QSignalSpy loadedAgain(&again, &PolicyListModel::loaded);
    again.load(AccountName, QStringLiteral("Items"));
    QTRY_COMPARE(loadedAgain.size(), 1);
    QCOMPARE(again.policies(), model.policies());
}

void TestPolicyListModel::failsOnMissingTable()
{
    QTemporaryDir dir;
    auto store = makeTestStore(dir, 1, 1);
    ServiceSession session;
    session.setStore(store);
    PolicyListModel model(&session);
    QSignalSpy failed(&model, &PolicyListModel::failed);
    model.load(AccountName, QStringLiteral("Missing"));
    QTRY_COMPARE(failed.size(), 1);
    QVERIFY(!failed.first().first().toString().isEmpty());
    QVERIFY(!model.isBusy());
}

QTEST_GUILESS_MAIN(TestPolicyListModel)
#include "tst_policylistmodel.moc"
