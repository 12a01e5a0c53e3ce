#include "rowan/protocol/accesspolicy.h"

#include <QTest>

using namespace rowan;
using namespace rowan::protocol;

namespace {

DateTime at(const char *iso)
{
    return *DateTime::fromIsoString(QString::fromLatin1(iso));
}

QByteArray identifiersXml(int count)
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?><SignedIdentifiers>";
    for (int i = 0; i < count; ++i)
        xml += "<SignedIdentifier><Id>id" + QByteArray::number(i)
            + "</Id><AccessPolicy><Permission>r</Permission></AccessPolicy></SignedIdentifier>";
    return xml + "</SignedIdentifiers>";
}

} // namespace

class TestAccessPolicy : public QObject
{
    Q_OBJECT

private slots:
    void parseFull();
    void parseEmpty_data();
    void parseEmpty();
    void invalid_data();
    void invalid();
    void serialize();
    void roundTrip();
};

void TestAccessPolicy::parseFull()
{
    const QByteArray xml = R"(<?xml version="1.0" encoding="utf-8"?>
<SignedIdentifiers>
  <SignedIdentifier>
    <Id>MTIzNDU2Nzg5MDEyMzQ1Njc4OTAxMjM0NTY3ODkwMTI=</Id>
    <AccessPolicy>
      <Start>2009-09-28T08:49:37.0000000Z</Start>
      <Expiry>2009-09-29T08:49:37Z</Expiry>
      <Permission>dar</Permission>
    </AccessPolicy>
  </SignedIdentifier>
  <SignedIdentifier>
    <Id>second</Id>
    <AccessPolicy><Permission></Permission></AccessPolicy>
  </SignedIdentifier>
</SignedIdentifiers>)";
    Result<QList<SignedIdentifier>> parsed = parseSignedIdentifiers(xml);
    QVERIFY2(parsed.has_value(), parsed ? "" : qPrintable(parsed.error().toString()));
    QCOMPARE(parsed->size(), 2);
    const SignedIdentifier &first = parsed->at(0);
    QCOMPARE(first.id, QStringLiteral("MTIzNDU2Nzg5MDEyMzQ1Njc4OTAxMjM0NTY3ODkwMTI="));
    QCOMPARE(first.start, at("2009-09-28T08:49:37Z"));
    QCOMPARE(first.expiry, at("2009-09-29T08:49:37Z"));
    QCOMPARE(first.permission, QStringLiteral("rad")); // normalized to raud order
    const SignedIdentifier &second = parsed->at(1);
    QCOMPARE(second.id, QStringLiteral("second"));
    QVERIFY(!second.start && !second.expiry && !second.permission);
}

void TestAccessPolicy::parseEmpty_data()
{
    QTest::addColumn<QByteArray>("xml");
    QTest::newRow("no body") << QByteArray();
    QTest::newRow("whitespace") << QByteArray(" \r\n");
    QTest::newRow("empty element") << QByteArray("<SignedIdentifiers/>");
    QTest::newRow("empty with declaration")
        << QByteArray("<?xml version=\"1.0\" encoding=\"utf-8\"?><SignedIdentifiers></SignedIdentifiers>");
}

void TestAccessPolicy::parseEmpty()
{
    QFETCH(QByteArray, xml);
    Result<QList<SignedIdentifier>> parsed = parseSignedIdentifiers(xml);
    QVERIFY(parsed.has_value());
    QVERIFY(parsed->isEmpty());
}

void TestAccessPolicy::invalid_data()
{
    QTest::addColumn<QByteArray>("xml");
    QTest::newRow("not xml") << QByteArray("{\"a\":1}");
    QTest::newRow("truncated") << QByteArray("<SignedIdentifiers><SignedIdentifier>");
    QTest::newRow("wrong root") << QByteArray("<Identifiers/>");
    QTest::newRow("six identifiers") << identifiersXml(6);
    QTest::newRow("no id") << QByteArray(
        "<SignedIdentifiers><SignedIdentifier><AccessPolicy/></SignedIdentifier>"
        "</SignedIdentifiers>");
    QTest::newRow("empty id") << QByteArray(
        "<SignedIdentifiers><SignedIdentifier><Id> </Id></SignedIdentifier>"
        "</SignedIdentifiers>");
    QTest::newRow("id of 65") << "<SignedIdentifiers><SignedIdentifier><Id>" + QByteArray(65, 'x')
            + "</Id></SignedIdentifier></SignedIdentifiers>";
    QTest::newRow("duplicate id") << QByteArray(
        "<SignedIdentifiers><SignedIdentifier><Id>a</Id></SignedIdentifier>"
        "<SignedIdentifier><Id>a</Id></SignedIdentifier></SignedIdentifiers>");
    QTest::newRow("bad time") << QByteArray(
        "<SignedIdentifiers><SignedIdentifier><Id>a</Id><AccessPolicy>"
        "<Start>noon</Start></AccessPolicy></SignedIdentifier></SignedIdentifiers>");
    QTest::newRow("bad permission") << QByteArray(
        "<SignedIdentifiers><SignedIdentifier><Id>a</Id><AccessPolicy>"
        "<Permission>rwx</Permission></AccessPolicy></SignedIdentifier>"
        "</SignedIdentifiers>");
    QTest::newRow("unknown element") << QByteArray("<SignedIdentifiers><Other/></SignedIdentifiers>");
    QTest::newRow("nested in id") << QByteArray("<SignedIdentifiers><SignedIdentifier><Id><b>a</b></Id>"
                                                "</SignedIdentifier></SignedIdentifiers>");
    QTest::newRow("second root") << QByteArray("<SignedIdentifiers/><SignedIdentifiers/>");
}

void TestAccessPolicy::invalid()
{
    QFETCH(QByteArray, xml);
    Result<QList<SignedIdentifier>> parsed = parseSignedIdentifiers(xml);
    QVERIFY(!parsed.has_value());
    QCOMPARE(parsed.error().code, ErrorCode::InvalidXmlDocument);
}

void TestAccessPolicy::serialize()
{
    QCOMPARE(serializeSignedIdentifiers({}),
        QByteArray("<?xml version=\"1.0\" encoding=\"utf-8\"?><SignedIdentifiers></SignedIdentifiers>"));
    SignedIdentifier p;
    p.id = QStringLiteral("a<b");
    p.start = at("2009-09-28T08:49:37Z");
    p.permission = QStringLiteral("ru");
    QCOMPARE(serializeSignedIdentifiers({p}),
        QByteArray("<?xml version=\"1.0\" encoding=\"utf-8\"?><SignedIdentifiers><SignedIdentifier>"
                   "<Id>a&lt;b</Id><AccessPolicy><Start>2009-09-28T08:49:37.0000000Z</Start>"
                   "<Permission>ru</Permission></AccessPolicy></SignedIdentifier></SignedIdentifiers>"));
}

void TestAccessPolicy::roundTrip()
{
    QList<SignedIdentifier> list;
    for (int i = 0; i < MaxSignedIdentifiers; ++i) {
        SignedIdentifier p;
        p.id = QString(MaxSignedIdentifierLength, QLatin1Char('a' + i));
        if (i % 2 == 0)
            p.expiry = DateTime(DateTime::MinTicks + i);
        if (i % 3 == 0)
            p.permission = QStringLiteral("raud");
        list.append(p);
    }
    Result<QList<SignedIdentifier>> back = parseSignedIdentifiers(serializeSignedIdentifiers(list));
    QVERIFY(back.has_value());
    QCOMPARE(*back, list);
}

QTEST_GUILESS_MAIN(TestAccessPolicy)
#include "tst_accesspolicy.moc"
