#include "models/access/sasmodel.h"
#include "models/access/tokentestmodel.h"
#include "models/session/servicesession.h"
#include "support/accesstestsupport.h"
#include "ui/access/tokentesterdialog.h"

#include <QTest>

using namespace rowan;

namespace {
const QString Dev = QStringLiteral("devstoreaccount1");
}

class TestTokenTesterDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void readsOnlyTheRange_data();
    void readsOnlyTheRange();
    void malformedNeverCrashes();

private:
    QString token(const QString &permissions, const protocol::KeyRange &range);
    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
    ServiceSession m_session;
};

void TestTokenTesterDialog::initTestCase()
{
    m_store = makeAccessStore(m_dir, 40, 4); // p0 … p3, ten entities each
    QVERIFY(m_store);
    m_session.setStore(m_store);
}

// A token as the Generate SAS dialog makes it.
QString TestTokenTesterDialog::token(const QString &permissions, const protocol::KeyRange &range)
{
    SasModel model(SasModel::Kind::Service);
    model.setAccount(*m_store->account(Dev));
    model.setTable(QStringLiteral("Items"));
    model.setPermissions(permissions);
    model.applyPreset(SasModel::Preset::OneHour, QDateTime::currentDateTimeUtc().addSecs(-5));
    model.setRange(range);
    const auto out = model.generate(QDateTime::currentDateTimeUtc());
    return out ? out->url : QString();
}

void TestTokenTesterDialog::readsOnlyTheRange_data()
{
    QTest::addColumn<QString>("permissions");
    QTest::addColumn<QString>("firstPk");
    QTest::addColumn<QString>("lastPk");
    QTest::addColumn<int>("readable");
    QTest::addColumn<QString>("insertVerdict"); // for an entity in p1

    QTest::newRow("p1 only, read") << "r"
                                   << "p1"
                                   << "p1" << 10 << "refused";
    QTest::newRow("p1 to p2, read and add") << "ra"
                                            << "p1"
                                            << "p2" << 20 << "allowed";
    QTest::newRow("whole table") << "r"
                                 << ""
                                 << "" << 40 << "refused";
    QTest::newRow("no read") << "a"
                             << "p1"
                             << "p1" << 0 << "allowed";
}

void TestTokenTesterDialog::readsOnlyTheRange()
{
    QFETCH(QString, permissions);
    QFETCH(QString, firstPk);
    QFETCH(QString, lastPk);
    QFETCH(int, readable);
    QFETCH(QString, insertVerdict);
    protocol::KeyRange range;
    if (!firstPk.isEmpty())
        range = {firstPk, std::nullopt, lastPk, std::nullopt};
    const QString url = token(permissions, range);
    QVERIFY(!url.isEmpty());

    TokenTesterDialog dialog(&m_session, Dev, QStringLiteral("Items"));
    dialog.show();
    QTRY_VERIFY(dialog.isReady());
    dialog.setInput(url);
    QCOMPARE(dialog.model()->signature(), TokenTestModel::Signature::Key1);
    QCOMPARE(dialog.summaryText().contains(QLatin1String("allows querying Items")), readable > 0);

    bool finished = false;
    connect(&dialog, &TokenTesterDialog::queryFinished, this, [&finished] { finished = true; });
    dialog.runQuery();
    QTRY_VERIFY(finished);
    const QStringList keys = dialog.readableEntities();
    QCOMPARE(keys.size(), readable);
    for (const QString &k : keys) {
        if (!firstPk.isEmpty())
            QVERIFY2(k >= firstPk && k.left(2) <= lastPk, qPrintable(k));
    }

    dialog.setEntity(QStringLiteral("p1"), QStringLiteral("r999"));
    const QStringList verdicts = dialog.verdictLines();
    QCOMPARE(verdicts.size(), 7);
    QVERIFY2(
        verdicts.at(1).startsWith(QStringLiteral("Insert: ") + insertVerdict), qPrintable(verdicts.at(1)));
    QVERIFY(verdicts.at(4).contains(QLatin1String("refused"))); // Delete: never granted here
    if (readable == 10) {
        dialog.setEntity(QStringLiteral("p3"), QStringLiteral("r003"));
        QVERIFY2(dialog.verdictLines().at(0).contains(QLatin1String("AuthorizationFailure")),
            qPrintable(dialog.verdictLines().at(0)));
        saveAccessScreenshots(&dialog, QStringLiteral("token-tester"));
    }
}

void TestTokenTesterDialog::malformedNeverCrashes()
{
    TokenTesterDialog dialog(&m_session, Dev, QStringLiteral("Items"));
    dialog.show();
    QTRY_VERIFY(dialog.isReady());
    QString good = token(QStringLiteral("r"), {});
    // Every prefix of a real token, and a few broken forms: explained, never a crash.
    for (int n = 0; n <= good.size(); n += 7) {
        dialog.setInput(good.left(n));
        QVERIFY(!dialog.summaryText().isEmpty());
    }
    dialog.setInput(
        QStringLiteral("sv=2019-02-02&tn=Items&sp=rq&st=yesterday&se=2030-01-01&sip=1.2.3&sig=%%"));
    QVERIFY(dialog.summaryText().contains(QLatin1String("percent-encoding")));
    dialog.setInput(
        QStringLiteral("sv=2019-02-02&tn=Items&sp=rq&st=yesterday&se=2030-01-01&sip=1.2.3&sig=AAAA"));
    QVERIFY(dialog.model()->hasProblems());
    saveAccessScreenshots(&dialog, QStringLiteral("token-tester-malformed"));
}

QTEST_MAIN(TestTokenTesterDialog)
#include "tst_tokentesterdialog.moc"
