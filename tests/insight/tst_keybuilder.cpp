// The key builder and the two orders (rowan/keys/keybuilder.h): padding, inverted ticks ↔ time at 100 ns (the
// design guide's log tail example), reversed dates, GUIDs, compound keys, natural vs service order and the
// sibling-padding warning.
#include <rowan/keys/keybuilder.h>

#include <QRandomGenerator>
#include <QTest>

using namespace rowan;

class TestKeyBuilder : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void zeroPad_data();
    void zeroPad();
    void padNumbers_data();
    void padNumbers();
    void invertedTicksRoundTrip_data();
    void invertedTicksRoundTrip();
    void invertedTicksRandomRoundTrip();
    void invertedTicksSortNewestFirst();
    void invertedTicksErrors_data();
    void invertedTicksErrors();
    void reversedDate_data();
    void reversedDate();
    void guidKey();
    void compoundKey_data();
    void compoundKey();
    void orders_data();
    void orders();
    void siblingPadding_data();
    void siblingPadding();
};

void TestKeyBuilder::zeroPad_data()
{
    QTest::addColumn<QString>("number");
    QTest::addColumn<int>("width");
    QTest::addColumn<QString>("expected"); // empty: an error
    QTest::addColumn<int>("error");
    QTest::newRow("guide's employee id") << QStringLiteral("223") << 6 << QStringLiteral("000223") << 0;
    QTest::newRow("already wide") << QStringLiteral("123456") << 6 << QStringLiteral("123456") << 0;
    QTest::newRow("zero") << QStringLiteral("0") << 3 << QStringLiteral("000") << 0;
    QTest::newRow("beyond 64 bits") << QStringLiteral("123456789012345678901234") << 30
                                    << QStringLiteral("000000123456789012345678901234") << 0;
    QTest::newRow("too wide") << QStringLiteral("1234") << 3 << QString() << int(ErrorCode::OutOfRangeInput);
    QTest::newRow("not digits") << QStringLiteral("12a") << 5 << QString() << int(ErrorCode::InvalidInput);
    QTest::newRow("negative") << QStringLiteral("-1") << 5 << QString() << int(ErrorCode::InvalidInput);
    QTest::newRow("empty") << QString() << 5 << QString() << int(ErrorCode::InvalidInput);
    QTest::newRow("width 0") << QStringLiteral("1") << 0 << QString() << int(ErrorCode::OutOfRangeInput);
}

void TestKeyBuilder::zeroPad()
{
    QFETCH(QString, number);
    QFETCH(int, width);
    QFETCH(QString, expected);
    QFETCH(int, error);
    const auto padded = keys::zeroPad(number, width);
    if (expected.isEmpty()) {
        QVERIFY(!padded);
        QCOMPARE(int(padded.error().code), error);
        QVERIFY(!padded.error().message.isEmpty());
        return;
    }
    QVERIFY(padded);
    QCOMPARE(*padded, expected);
    bool ok = false;
    const qint64 n = number.toLongLong(&ok);
    if (ok)
        QCOMPARE(*keys::zeroPad(n, width), expected);
}

void TestKeyBuilder::padNumbers_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("width");
    QTest::addColumn<QString>("expected"); // empty: an error
    QTest::newRow("number after text") << QStringLiteral("item12") << 8 << QStringLiteral("item00000012");
    QTest::newRow("two numbers") << QStringLiteral("a1-b22") << 3 << QStringLiteral("a001-b022");
    QTest::newRow("number first") << QStringLiteral("9x") << 2 << QStringLiteral("09x");
    QTest::newRow("wider run kept") << QStringLiteral("v12345") << 3 << QStringLiteral("v12345");
    QTest::newRow("no digits") << QStringLiteral("plain") << 4 << QStringLiteral("plain");
    QTest::newRow("whole number") << QStringLiteral("7") << 3 << QStringLiteral("007");
    QTest::newRow("non-ASCII digits are text") << QStringLiteral("x\u0663") << 3 << QStringLiteral("x\u0663");
    QTest::newRow("width 0") << QStringLiteral("item1") << 0 << QString();
    QTest::newRow("width 256") << QStringLiteral("item1") << 256 << QString();
}

void TestKeyBuilder::padNumbers()
{
    QFETCH(QString, text);
    QFETCH(int, width);
    QFETCH(QString, expected);
    const auto padded = keys::padNumbers(text, width);
    if (expected.isEmpty()) {
        QVERIFY(!padded);
        QCOMPARE(padded.error().code, ErrorCode::OutOfRangeInput);
        return;
    }
    QVERIFY(padded);
    QCOMPARE(*padded, expected);
}

void TestKeyBuilder::invertedTicksRoundTrip_data()
{
    QTest::addColumn<QString>("time");
    QTest::addColumn<QString>("key");
    // DateTime.MaxValue.Ticks (3155378975999999999) − ticks, {0:D19}, as the guide's log tail example.
    QTest::newRow("2026-01-01") << QStringLiteral("2026-01-01T00:00:00.0000000Z")
                                << QStringLiteral("2516350751999999999");
    QTest::newRow("100 ns") << QStringLiteral("2021-02-05T17:15:16.7935715Z")
                            << QString::number(3'155'378'975'999'999'999LL - 637'481'421'167'935'715LL);
    QTest::newRow("DateTime.MaxValue")
        << QStringLiteral("9999-12-31T23:59:59.9999999Z") << QStringLiteral("0000000000000000000");
    QTest::newRow("year 1") << QStringLiteral("0001-01-01T00:00:00.0000000Z")
                            << QStringLiteral("3155378975999999999");
}

void TestKeyBuilder::invertedTicksRoundTrip()
{
    QFETCH(QString, time);
    QFETCH(QString, key);
    const auto t = DateTime::fromIsoString(time);
    QVERIFY(t);
    const auto built = keys::invertedTicks(*t);
    QVERIFY(built);
    QCOMPARE(*built, key);
    QCOMPARE(built->size(), 19);
    const auto back = keys::fromInvertedTicks(key);
    QVERIFY(back);
    QCOMPARE(back->ticks(), t->ticks());
    QCOMPARE(back->toIsoString(), time);
}

void TestKeyBuilder::invertedTicksRandomRoundTrip()
{
    QRandomGenerator rng(7);
    for (int i = 0; i < 10000; ++i) {
        const DateTime t(qint64(rng.bounded(quint64(DateTime::MaxTicks) + 1)));
        const auto key = keys::invertedTicks(t);
        QVERIFY(key);
        QCOMPARE(keys::fromInvertedTicks(*key)->ticks(), t.ticks());
    }
}

void TestKeyBuilder::invertedTicksSortNewestFirst()
{
    const DateTime t = *DateTime::fromIsoString(u"2026-11-25T09:00:00Z");
    const QString now = *keys::invertedTicks(t);
    const QString tickLater = *keys::invertedTicks(DateTime(t.ticks() + 1));
    QVERIFY(tickLater < now);
}

void TestKeyBuilder::invertedTicksErrors_data()
{
    QTest::addColumn<QString>("key");
    QTest::newRow("18 digits") << QStringLiteral("251635075199999999");
    QTest::newRow("letters") << QStringLiteral("25163507519999999x9");
    QTest::newRow("above MaxValue") << QStringLiteral("3155378976000000000");
    QTest::newRow("empty") << QString();
}

void TestKeyBuilder::invertedTicksErrors()
{
    QFETCH(QString, key);
    const auto t = keys::fromInvertedTicks(key);
    QVERIFY(!t);
    QCOMPARE(t.error().code, ErrorCode::InvalidInput);
    QVERIFY(!keys::invertedTicks(DateTime(-1)));
    QVERIFY(!keys::invertedTicks(DateTime(DateTime::MaxTicks + 1)));
}

void TestKeyBuilder::reversedDate_data()
{
    QTest::addColumn<QString>("day");
    QTest::addColumn<QString>("key");
    QTest::newRow("2026-11-25") << QStringLiteral("2026-11-25T00:00:00.0000000Z")
                                << QStringLiteral("79738874");
    QTest::newRow("1999-12-31") << QStringLiteral("1999-12-31T00:00:00.0000000Z")
                                << QStringLiteral("80008768");
}

void TestKeyBuilder::reversedDate()
{
    QFETCH(QString, day);
    QFETCH(QString, key);
    const DateTime t = *DateTime::fromIsoString(day);
    QCOMPARE(*keys::reversedDate(t), key);
    // Any time of the day gives the day's key; the key gives midnight.
    QCOMPARE(*keys::reversedDate(DateTime(t.ticks() + 23LL * 3600 * DateTime::TicksPerSecond)), key);
    QCOMPARE(keys::fromReversedDate(key)->toIsoString(), day);
    // Later days sort first.
    QVERIFY(*keys::reversedDate(DateTime(t.ticks() + 24LL * 3600 * DateTime::TicksPerSecond)) < key);
    QVERIFY(!keys::fromReversedDate(QStringLiteral("79739800"))); // 2026-01-99
    QVERIFY(!keys::fromReversedDate(QStringLiteral("7973987")));
}

void TestKeyBuilder::guidKey()
{
    const QString a = keys::guidKey();
    const QString b = keys::guidKey();
    QCOMPARE(a.size(), 36);
    QVERIFY(a != b);
    QCOMPARE(a, a.toLower());
    QVERIFY(!QUuid::fromString(a).isNull());
}

void TestKeyBuilder::compoundKey_data()
{
    QTest::addColumn<QStringList>("parts");
    QTest::addColumn<QString>("separator");
    QTest::addColumn<QString>("expected"); // empty: InvalidInput
    QTest::newRow("age and bib") << QStringList {QStringLiteral("AGE"), QStringLiteral("042"),
        QStringLiteral("00001")} << QStringLiteral(":")
                                 << QStringLiteral("AGE:042:00001");
    QTest::newRow("one part") << QStringList {QStringLiteral("x")} << QStringLiteral("_")
                              << QStringLiteral("x");
    QTest::newRow("part holds the separator")
        << QStringList {QStringLiteral("a_b"), QStringLiteral("c")} << QStringLiteral("_") << QString();
    QTest::newRow("no parts") << QStringList {} << QStringLiteral("_") << QString();
    QTest::newRow("no separator") << QStringList {QStringLiteral("a"), QStringLiteral("b")} << QString()
                                  << QString();
}

void TestKeyBuilder::compoundKey()
{
    QFETCH(QStringList, parts);
    QFETCH(QString, separator);
    QFETCH(QString, expected);
    const auto key = keys::compoundKey(parts, separator);
    if (expected.isEmpty()) {
        QVERIFY(!key);
        QCOMPARE(key.error().code, ErrorCode::InvalidInput);
        return;
    }
    QCOMPARE(*key, expected);
    QCOMPARE(key->split(separator), parts);
}

void TestKeyBuilder::orders_data()
{
    QTest::addColumn<QStringList>("keys");
    QTest::addColumn<QStringList>("service");
    QTest::addColumn<QStringList>("natural");
    QTest::newRow("numbers") << QStringList {QStringLiteral("9"), QStringLiteral("10"), QStringLiteral("1")}
                             << QStringList {QStringLiteral("1"), QStringLiteral("10"), QStringLiteral("9")}
                             << QStringList {QStringLiteral("1"), QStringLiteral("9"), QStringLiteral("10")};
    QTest::newRow("case")
        << QStringList {QStringLiteral("apple"), QStringLiteral("Zebra"), QStringLiteral("banana")}
        << QStringList {QStringLiteral("Zebra"), QStringLiteral("apple"), QStringLiteral("banana")}
        << QStringList {QStringLiteral("apple"), QStringLiteral("banana"), QStringLiteral("Zebra")};
    QTest::newRow("padded agree")
        << QStringList {QStringLiteral("010"), QStringLiteral("002"), QStringLiteral("100")}
        << QStringList {QStringLiteral("002"), QStringLiteral("010"), QStringLiteral("100")}
        << QStringList {QStringLiteral("002"), QStringLiteral("010"), QStringLiteral("100")};
    QTest::newRow("prefix and number")
        << QStringList {QStringLiteral("BIB:10"), QStringLiteral("BIB:9"), QStringLiteral("BIB:100")}
        << QStringList {QStringLiteral("BIB:10"), QStringLiteral("BIB:100"), QStringLiteral("BIB:9")}
        << QStringList {QStringLiteral("BIB:9"), QStringLiteral("BIB:10"), QStringLiteral("BIB:100")};
    // Code units: U+00E9 (é) sorts after every ASCII letter; a supplementary character's high surrogate
    // (U+D83D) sorts before U+FFFD.
    QTest::newRow("code units") << QStringList {QStringLiteral("\uFFFD"), QStringLiteral("é"),
        QStringLiteral("😀"), QStringLiteral("z")}
                                << QStringList {QStringLiteral("z"), QStringLiteral("é"), QStringLiteral("😀"),
                                       QStringLiteral("\uFFFD")}
                                << QStringList {QStringLiteral("z"), QStringLiteral("é"), QStringLiteral("😀"),
                                       QStringLiteral("\uFFFD")};
}

void TestKeyBuilder::orders()
{
    QFETCH(QStringList, keys);
    QFETCH(QStringList, service);
    QFETCH(QStringList, natural);
    const keys::OrderComparison c = keys::compareOrders(keys);
    QCOMPARE(c.serviceOrder, service);
    QCOMPARE(c.naturalOrder, natural);
    QCOMPARE(c.sameOrder(), service == natural);
    for (qsizetype i = 1; i < service.size(); ++i)
        QVERIFY(keys::compareServiceOrder(service.at(i - 1), service.at(i)) < 0);
}

void TestKeyBuilder::siblingPadding_data()
{
    QTest::addColumn<QString>("newKey");
    QTest::addColumn<QStringList>("siblings");
    QTest::addColumn<bool>("breaks");
    QTest::addColumn<int>("width");
    QTest::addColumn<QString>("suggestion");
    const QStringList bibs
        = {QStringLiteral("BIB:00001"), QStringLiteral("BIB:00002"), QStringLiteral("AGE:042:00001")};
    QTest::newRow("too short") << QStringLiteral("BIB:7") << bibs << true << 5 << QStringLiteral("BIB:00007");
    QTest::newRow("too long") << QStringLiteral("BIB:123456") << bibs << true << 5 << QString();
    QTest::newRow("fits") << QStringLiteral("BIB:00700") << bibs << false << 5 << QString();
    QTest::newRow("other shape") << QStringLiteral("RUN:7") << bibs << false << 0 << QString();
    QTest::newRow("siblings unpadded")
        << QStringLiteral("7") << QStringList {QStringLiteral("1"), QStringLiteral("10")} << false << 0
        << QString();
    QTest::newRow("text key") << QStringLiteral("department") << bibs << false << 0 << QString();
    QTest::newRow("ids") << QStringLiteral("223")
                         << QStringList {QStringLiteral("000100"), QStringLiteral("000101")} << true << 6
                         << QStringLiteral("000223");
    QTest::newRow("no siblings") << QStringLiteral("5") << QStringList {} << false << 0 << QString();
}

void TestKeyBuilder::siblingPadding()
{
    QFETCH(QString, newKey);
    QFETCH(QStringList, siblings);
    QFETCH(bool, breaks);
    QFETCH(int, width);
    QFETCH(QString, suggestion);
    const keys::PaddingCheck check = keys::checkSiblingPadding(newKey, siblings);
    QCOMPARE(check.breaksPadding, breaks);
    QCOMPARE(check.siblingWidth, width);
    QCOMPARE(check.suggestion, suggestion);
    QCOMPARE(check.message.isEmpty(), !breaks);
}

QTEST_GUILESS_MAIN(TestKeyBuilder)
#include "tst_keybuilder.moc"
