#include "rowan/filter.h"

#include <QTest>
#include <QTimeZone>

#include <limits>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {

DateTime utc(int y, int mo, int d, int h = 0, int mi = 0, int s = 0)
{
    return DateTime::fromQDateTime(QDateTime(QDate(y, mo, d), QTime(h, mi, s), QTimeZone::UTC));
}

// The entities every row of the table refers to by name.
Entity fixture(const QString &name)
{
    if (name == u"emp") {
        Entity e(u"Sales"_s, u"2"_s);
        e.setTimestamp(utc(2021, 2, 5, 17, 15, 16));
        e.setProperty(u"FirstName"_s, Value::string(u"John"_s));
        e.setProperty(u"LastName"_s, Value::string(u"Jones"_s));
        e.setProperty(u"Age"_s, Value::int32(35));
        e.setProperty(u"Big"_s, Value::int64(255));
        e.setProperty(u"Score"_s, Value::float64(2.5));
        e.setProperty(u"Whole"_s, Value::float64(3.0));
        e.setProperty(u"Active"_s, Value::boolean(true));
        e.setProperty(u"Joined"_s, Value::dateTime(utc(2008, 7, 10)));
        e.setProperty(u"Id"_s, Value::guid(QUuid::fromString(u"c9da6455-213d-42c9-9a79-3e9149a57833"_s)));
        e.setProperty(u"Blob"_s, Value::binary(QByteArray::fromHex("0a1b")));
        return e;
    }
    if (name == u"bare")
        return Entity(u"Sales"_s, u"3"_s);
    if (name == u"nan") {
        Entity e(u"x"_s, u"y"_s);
        e.setProperty(u"Score"_s, Value::float64(std::numeric_limits<double>::quiet_NaN()));
        return e;
    }
    if (name == u"ffff") // RowKey U+FFFF, which sorts after a surrogate pair by UTF-16 code unit
        return Entity(u"x"_s, QString(QChar(0xFFFF)));
    if (name == u"big") {
        Entity e(u"x"_s, u"z"_s);
        e.setProperty(u"D"_s, Value::float64(9007199254740992.0)); // 2^53
        e.setProperty(u"L"_s, Value::int64(std::numeric_limits<qint64>::max()));
        return e;
    }
    qFatal("unknown fixture");
}

} // namespace

class TestFilterEvaluator : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void matches_data();
    void matches();
};

void TestFilterEvaluator::matches_data()
{
    QTest::addColumn<QString>("entity");
    QTest::addColumn<QString>("filter");
    QTest::addColumn<bool>("expected");

    auto row = [](const QString &entity, const QString &filter, bool expected) {
        QTest::newRow(qPrintable(entity + u": "_s + filter)) << entity << filter << expected;
    };
    const QString emp = u"emp"_s;
    // Keys are Strings, compared case-sensitively by code unit.
    row(emp, u"PartitionKey eq 'Sales'"_s, true);
    row(emp, u"PartitionKey eq 'sales'"_s, false);
    row(emp, u"PartitionKey ne 'sales'"_s, true);
    row(emp, u"RowKey gt '10'"_s, true); // '2' > '10': lexical
    row(emp, u"RowKey eq '2' and PartitionKey eq 'Sales'"_s, true);
    row(emp, u"'Sales' eq PartitionKey"_s, true);
    row(emp, u"'T' gt PartitionKey"_s, true);
    // Int32 with every operator.
    row(emp, u"Age eq 35"_s, true);
    row(emp, u"Age ne 35"_s, false);
    row(emp, u"Age gt 34"_s, true);
    row(emp, u"Age gt 35"_s, false);
    row(emp, u"Age ge 35"_s, true);
    row(emp, u"Age lt 35"_s, false);
    row(emp, u"Age lt 36"_s, true);
    row(emp, u"Age le 35"_s, true);
    row(emp, u"Age eq -35"_s, false);
    // Widening: Int32 literal → Int64/Double property; never the other way.
    row(emp, u"Age eq 35L"_s, false);
    row(emp, u"Age ne 35L"_s, false);
    row(emp, u"Age eq 35.0"_s, false);
    row(emp, u"Big eq 255"_s, true);
    row(emp, u"Big eq 255L"_s, true);
    row(emp, u"Big gt 254"_s, true);
    row(emp, u"Big lt 254"_s, false);
    row(emp, u"Big eq 255.0"_s, false);
    row(emp, u"Score eq 2.5"_s, true);
    row(emp, u"Score gt 2"_s, true);
    row(emp, u"Score lt 3L"_s, true);
    row(emp, u"Score eq 2"_s, false);
    row(emp, u"Whole eq 3"_s, true);
    row(emp, u"Whole eq 3L"_s, true);
    row(emp, u"Whole ge 3"_s, true);
    row(emp, u"Whole gt 3"_s, false);
    row(emp, u"Whole gt 2.999"_s, true);
    // Boolean: false < true.
    row(emp, u"Active eq true"_s, true);
    row(emp, u"Active ne false"_s, true);
    row(emp, u"Active gt false"_s, true);
    row(emp, u"Active lt true"_s, false);
    row(emp, u"Active eq 1"_s, false);
    row(emp, u"Active eq True"_s, true);
    row(emp, u"Active eq FALSE"_s, false);
    // Boolean constants as operands.
    row(emp, u"(true and RowKey eq '2') and ((false or PartitionKey eq 'a') or PartitionKey eq 'Sales')"_s,
        true);
    row(emp, u"(true and RowKey eq '1') and ((false or PartitionKey eq 'a') or PartitionKey eq 'Sales')"_s,
        false);
    row(emp, u"true"_s, true);
    row(emp, u"false"_s, false);
    row(emp, u"false or Age eq 35"_s, true);
    row(emp, u"Age eq 35 and false"_s, false);
    row(emp, u"not true or Age eq 35"_s, true);
    // DateTime by instant.
    row(emp, u"Joined eq datetime'2008-07-10T00:00:00Z'"_s, true);
    row(emp, u"Joined eq datetime'2008-07-10T02:00:00+02:00'"_s, true);
    row(emp, u"Joined lt datetime'2008-07-10T00:00:00.0000001Z'"_s, true);
    row(emp, u"Joined gt datetime'2008-07-09T23:59:59.9999999Z'"_s, true);
    row(emp, u"Joined eq '2008-07-10T00:00:00Z'"_s, false);
    // Guid: equal ignoring the literal's case; ordered by canonical string.
    row(emp, u"Id eq guid'c9da6455-213d-42c9-9a79-3e9149a57833'"_s, true);
    row(emp, u"Id eq guid'C9DA6455-213D-42C9-9A79-3E9149A57833'"_s, true);
    row(emp, u"Id ne guid'00000000-0000-0000-0000-000000000000'"_s, true);
    row(emp, u"Id gt guid'00000000-0000-0000-0000-000000000000'"_s, true);
    row(emp, u"Id lt guid'ffffffff-ffff-ffff-ffff-ffffffffffff'"_s, true);
    row(emp, u"Id lt guid'c9da6455-213d-42c9-9a79-3e9149a57834'"_s, true);
    row(emp, u"Id gt guid'c9da6454-ffff-ffff-ffff-ffffffffffff'"_s, true);
    row(emp, u"Id eq 'c9da6455-213d-42c9-9a79-3e9149a57833'"_s, false);
    // Binary bytewise, unsigned, a prefix first.
    row(emp, u"Blob eq X'0A1B'"_s, true);
    row(emp, u"Blob eq binary'0a1b'"_s, true);
    row(emp, u"Blob lt X'0A1C'"_s, true);
    row(emp, u"Blob gt X'0A'"_s, true);
    row(emp, u"Blob gt X'09FF'"_s, true);
    row(emp, u"Blob lt X'FF'"_s, true);
    row(emp, u"Blob gt X''"_s, true);
    // Strings: ordinal, upper case before lower case.
    row(emp, u"LastName eq 'Jones'"_s, true);
    row(emp, u"LastName gt 'Jo'"_s, true);
    row(emp, u"LastName lt 'jones'"_s, true);
    row(emp, u"LastName ge 'Jones '"_s, false);
    // Any other type mismatch matches nothing, ne included.
    row(emp, u"Age eq '35'"_s, false);
    row(emp, u"Age ne '35'"_s, false);
    row(emp, u"LastName ne 5"_s, false);
    row(emp, u"PartitionKey eq 5"_s, false);
    row(emp, u"PartitionKey ne 5"_s, false);
    row(emp, u"RowKey ne true"_s, false);
    // A missing property is false for every operator; `not` of that is true (Rowan's documented choice,
    // following the service: the comparison is false first, then negated).
    row(emp, u"Missing eq 1"_s, false);
    row(emp, u"Missing ne 1"_s, false);
    row(emp, u"Missing lt 1"_s, false);
    row(emp, u"Missing gt 1"_s, false);
    row(emp, u"not (Missing eq 1)"_s, true);
    row(emp, u"not (Missing ne 1)"_s, true);
    row(u"bare"_s, u"Age eq 35"_s, false);
    row(u"bare"_s, u"Age ne 35"_s, false);
    row(u"bare"_s, u"not (Age eq 35)"_s, true);
    row(u"bare"_s, u"PartitionKey eq 'Sales' and not (Age eq 35)"_s, true);
    row(u"bare"_s, u"Age eq 35 or RowKey eq '3'"_s, true);
    // Timestamp is a DateTime property.
    row(emp, u"Timestamp gt datetime'2021-01-01T00:00:00Z'"_s, true);
    row(emp, u"Timestamp lt datetime'2021-01-01T00:00:00Z'"_s, false);
    row(emp, u"Timestamp eq datetime'2021-02-05T17:15:16Z'"_s, true);
    row(emp, u"Timestamp eq '2021-02-05T17:15:16Z'"_s, false);
    // and / or / not.
    row(emp, u"Age eq 35 and LastName eq 'Smith'"_s, false);
    row(emp, u"Age eq 35 or LastName eq 'Smith'"_s, true);
    row(emp, u"not (Age eq 35 or LastName eq 'Smith')"_s, false);
    row(emp, u"not (Age eq 36) and not (LastName eq 'Smith')"_s, true);
    row(emp, u"Age eq 1 or Age eq 2 or Age eq 35"_s, true);
    row(emp, u"PartitionKey eq 'Sales' and (RowKey eq '121' or RowKey eq '322')"_s, false);
    row(emp, u"PartitionKey eq 'Sales' and (RowKey eq '121' or RowKey eq '2')"_s, true);
    row(emp, QString(), true);
    // NaN is unordered: only ne is true.
    row(u"nan"_s, u"Score eq 1.0"_s, false);
    row(u"nan"_s, u"Score ne 1.0"_s, true);
    row(u"nan"_s, u"Score lt 1.0"_s, false);
    row(u"nan"_s, u"Score gt 1.0"_s, false);
    row(u"nan"_s, u"Score ge 1"_s, false);
    // UTF-16 code unit order: U+FFFF sorts after U+10000 (a surrogate pair starting 0xD800).
    row(u"ffff"_s, u"RowKey gt '"_s + QString::fromUcs4(U"\U00010000", 1) + u"'"_s, true);
    // Int64 against Double compared exactly, without rounding 2^53 + 1 to 2^53.
    row(u"big"_s, u"D lt 9007199254740993L"_s, true);
    row(u"big"_s, u"D eq 9007199254740993L"_s, false);
    row(u"big"_s, u"D eq 9007199254740992L"_s, true);
    row(u"big"_s, u"L gt 9223372036854775806L"_s, true);
    row(u"big"_s, u"L eq 2147483647"_s, false);
}

void TestFilterEvaluator::matches()
{
    QFETCH(QString, entity);
    QFETCH(QString, filter);
    QFETCH(bool, expected);
    const auto parsed = Filter::parse(filter);
    QVERIFY2(parsed.has_value(), qPrintable(parsed ? QString() : parsed.error().message));
    QCOMPARE(parsed->matches(fixture(entity)), expected);
    // The canonical text means the same.
    const auto reparsed = Filter::parse(parsed->toString());
    QVERIFY(reparsed.has_value());
    QCOMPARE(reparsed->matches(fixture(entity)), expected);
}

QTEST_GUILESS_MAIN(TestFilterEvaluator)
#include "tst_filterevaluator.moc"
