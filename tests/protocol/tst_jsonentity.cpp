#include "jsontestdata.h"

#include <QTest>
#include <QUuid>

#include <cmath>
#include <limits>

using namespace rowan;
using namespace rowan::protocol;
using namespace jsontest;

Q_DECLARE_METATYPE(rowan::Value)
Q_DECLARE_METATYPE(rowan::ErrorCode)

namespace {

// The fixed parts of a single-entity response for ("p", "r") in table "mytable", written out by hand.
const QByteArray MinimalHead
    = R"({"odata.metadata":"http://127.0.0.1:10002/devstoreaccount1/$metadata#mytable/@Element",)"
      R"("odata.etag":"W/\"datetime'2021-02-05T17%3A15%3A16.7935715Z'\"",)"
      R"("PartitionKey":"p","RowKey":"r","Timestamp":"2021-02-05T17:15:16.7935715Z")";
const QByteArray FullHead
    = R"({"odata.metadata":"http://127.0.0.1:10002/devstoreaccount1/$metadata#mytable/@Element",)"
      R"("odata.type":"devstoreaccount1.mytable",)"
      "\"odata.id\":\"http://127.0.0.1:10002/devstoreaccount1/mytable(PartitionKey='p',RowKey='r')\","
      R"("odata.etag":"W/\"datetime'2021-02-05T17%3A15%3A16.7935715Z'\"",)"
      "\"odata.editLink\":\"mytable(PartitionKey='p',RowKey='r')\","
      R"("PartitionKey":"p","RowKey":"r","Timestamp@odata.type":"Edm.DateTime","Timestamp":"2021-02-05T17:15:16.7935715Z")";
const QByteArray NoneHead = R"({"PartitionKey":"p","RowKey":"r","Timestamp":"2021-02-05T17:15:16.7935715Z")";

QByteArray headFor(MetadataLevel level)
{
    switch (level) {
    case MetadataLevel::NoMetadata:
        return NoneHead;
    case MetadataLevel::FullMetadata:
        return FullHead;
    case MetadataLevel::MinimalMetadata:
        break;
    }
    return MinimalHead;
}

double nan()
{
    return std::numeric_limits<double>::quiet_NaN();
}
double inf()
{
    return std::numeric_limits<double>::infinity();
}

// The failure text of a Result, evaluated only when there is one (QVERIFY2 always evaluates its message).
template<typename T>
const char *why(const Result<T> &result)
{
    static QByteArray text;
    text = result ? QByteArray() : result.error().toString().toUtf8();
    return text.constData();
}

bool sameBits(double a, double b)
{
    return std::memcmp(&a, &b, sizeof a) == 0 || (std::isnan(a) && std::isnan(b));
}

} // namespace

class TestJsonEntity : public QObject
{
    Q_OBJECT

private slots:
    void encodeProperty_data();
    void encodeProperty();
    void decodeValue_data();
    void decodeValue();
    void decodeErrors_data();
    void decodeErrors();
    void requestBodyRoundTrip_data();
    void requestBodyRoundTrip();
    void urlKeys();
    void ignoredMembers();
    void strings_data();
    void strings();
    void deepNesting();
};

// Every EDM type at every metadata level: hand-written text, then decoded back.
void TestJsonEntity::encodeProperty_data()
{
    QTest::addColumn<Value>("value");
    QTest::addColumn<MetadataLevel>("level");
    QTest::addColumn<QByteArray>("member"); // the property's members as they must appear
    QTest::addColumn<bool>("keepsType"); // decoding the text gives the same type back

    struct Row
    {
        const char *name;
        Value value;
        QByteArray annotated; // minimal and full
        QByteArray bare; // nometadata
        bool typedWithoutMetadata;
    };
    const Row rows[] = {
        {"string", Value::string(QStringLiteral("Mountain View")), R"("P":"Mountain View")",
            R"("P":"Mountain View")", true},
        {"boolean", Value::boolean(true), R"("P":true)", R"("P":true)", true},
        {"int32", Value::int32(-23), R"("P":-23)", R"("P":-23)", true},
        {"int32 max", Value::int32(2147483647), R"("P":2147483647)", R"("P":2147483647)", true},
        {"int64", Value::int64(255), R"("P@odata.type":"Edm.Int64","P":"255")", R"("P":"255")", false},
        {"int64 2^53+1", Value::int64(9007199254740993LL),
            R"("P@odata.type":"Edm.Int64","P":"9007199254740993")", R"("P":"9007199254740993")", false},
        {"int64 min", Value::int64(std::numeric_limits<qint64>::min()),
            R"("P@odata.type":"Edm.Int64","P":"-9223372036854775808")", R"("P":"-9223372036854775808")",
            false},
        {"double fraction", Value::float64(200.23), R"("P":200.23)", R"("P":200.23)", true},
        {"double shortest", Value::float64(0.1 + 0.2), R"("P":0.30000000000000004)",
            R"("P":0.30000000000000004)", true},
        {"double whole", Value::float64(2.0), R"("P@odata.type":"Edm.Double","P":2.0)", R"("P":2.0)", true},
        {"double negative zero", Value::float64(-0.0), R"("P@odata.type":"Edm.Double","P":-0.0)",
            R"("P":-0.0)", true},
        {"double huge whole", Value::float64(1e300), R"("P@odata.type":"Edm.Double","P":1e+300)",
            R"("P":1e+300)", true},
        {"double denormal", Value::float64(5e-324), R"("P":5e-324)", R"("P":5e-324)", true},
        {"double NaN", Value::float64(nan()), R"("P@odata.type":"Edm.Double","P":"NaN")", R"("P":"NaN")",
            false},
        {"double Infinity", Value::float64(inf()), R"("P@odata.type":"Edm.Double","P":"Infinity")",
            R"("P":"Infinity")", false},
        {"double -Infinity", Value::float64(-inf()), R"("P@odata.type":"Edm.Double","P":"-Infinity")",
            R"("P":"-Infinity")", false},
        {"datetime", Value::dateTime(*DateTime::fromIsoString(u"2008-07-10T00:00:00Z")),
            R"("P@odata.type":"Edm.DateTime","P":"2008-07-10T00:00:00.0000000Z")",
            R"("P":"2008-07-10T00:00:00.0000000Z")", false},
        {"guid", Value::guid(QUuid::fromString(u"c9da6455-213d-42c9-9a79-3e9149a57833")),
            R"("P@odata.type":"Edm.Guid","P":"c9da6455-213d-42c9-9a79-3e9149a57833")",
            R"("P":"c9da6455-213d-42c9-9a79-3e9149a57833")", false},
        {"binary", Value::binary(QByteArray("\x01\x02\x03\xff", 4)),
            R"("P@odata.type":"Edm.Binary","P":"AQID/w==")", R"("P":"AQID/w==")", false},
    };
    for (const Row &row : rows) {
        QTest::addRow("%s nometadata", row.name)
            << row.value << MetadataLevel::NoMetadata << row.bare << row.typedWithoutMetadata;
        QTest::addRow("%s minimalmetadata", row.name)
            << row.value << MetadataLevel::MinimalMetadata << row.annotated << true;
        QTest::addRow("%s fullmetadata", row.name)
            << row.value << MetadataLevel::FullMetadata << row.annotated << true;
    }
}

void TestJsonEntity::encodeProperty()
{
    QFETCH(Value, value);
    QFETCH(MetadataLevel, level);
    QFETCH(QByteArray, member);
    QFETCH(bool, keepsType);

    Entity entity = storedEntity();
    entity.setProperty(QStringLiteral("P"), value);
    const QByteArray json = encodeEntity(entity, options(level));
    QCOMPARE(json, headFor(level) + ',' + member + '}');

    Result<Entity> back = decodeResponseEntity(json);
    QVERIFY2(back.has_value(), why(back));
    QCOMPARE(back->partitionKey(), QStringLiteral("p"));
    QCOMPARE(back->timestamp(), entity.timestamp());
    QCOMPARE(back->etag(), level == MetadataLevel::NoMetadata ? QString() : Etag);
    const Value *decoded = back->property(u"P");
    QVERIFY(decoded);
    if (keepsType) {
        QCOMPARE(decoded->type(), value.type());
        QVERIFY(*decoded == value);
        if (value.type() == EdmType::Double)
            QVERIFY(sameBits(decoded->toDouble(), value.toDouble()));
    } else {
        // Without metadata the client gets the wire text and must know the type itself.
        QCOMPARE(decoded->type(), EdmType::String);
        QCOMPARE(decoded->toString(), value.toDisplayString());
    }
}

void TestJsonEntity::decodeValue_data()
{
    QTest::addColumn<QByteArray>("members");
    QTest::addColumn<Value>("expected");

    QTest::newRow("int32") << QByteArray(R"("A":42)") << Value::int32(42);
    QTest::newRow("int32 min") << QByteArray(R"("A":-2147483648)") << Value::int32(-2147483648);
    QTest::newRow("beyond int32 is double")
        << QByteArray(R"("A":2147483648)") << Value::float64(2147483648.0);
    QTest::newRow("fraction is double") << QByteArray(R"("A":1.5)") << Value::float64(1.5);
    QTest::newRow("exponent is double") << QByteArray(R"("A":1e2)") << Value::float64(100.0);
    QTest::newRow("whole with point is double") << QByteArray(R"("A":2.0)") << Value::float64(2.0);
    QTest::newRow("string") << QByteArray(R"("A":"x")") << Value::string(QStringLiteral("x"));
    QTest::newRow("unannotated NaN stays a string")
        << QByteArray(R"("A":"NaN")") << Value::string(QStringLiteral("NaN"));
    QTest::newRow("boolean") << QByteArray(R"("A":false)") << Value::boolean(false);
    QTest::newRow("int64 exact beyond 2^53")
        << QByteArray(R"("A@odata.type":"Edm.Int64","A":"9007199254740993")")
        << Value::int64(9007199254740993LL);
    QTest::newRow("int64 max") << QByteArray(R"("A@odata.type":"Edm.Int64","A":"9223372036854775807")")
                               << Value::int64(std::numeric_limits<qint64>::max());
    QTest::newRow("annotation after value")
        << QByteArray(R"("A":"-5","A@odata.type":"Edm.Int64")") << Value::int64(-5);
    QTest::newRow("int64 as number") << QByteArray(R"("A@odata.type":"Edm.Int64","A":12)")
                                     << Value::int64(12);
    QTest::newRow("bare type name") << QByteArray(R"("A@odata.type":"Int64","A":"7")") << Value::int64(7);
    QTest::newRow("annotated whole double")
        << QByteArray(R"("A@odata.type":"Edm.Double","A":2)") << Value::float64(2.0);
    QTest::newRow("annotated double string")
        << QByteArray(R"("A@odata.type":"Edm.Double","A":"2.5")") << Value::float64(2.5);
    QTest::newRow("NaN") << QByteArray(R"("A@odata.type":"Edm.Double","A":"NaN")") << Value::float64(nan());
    QTest::newRow("-Infinity") << QByteArray(R"("A@odata.type":"Edm.Double","A":"-Infinity")")
                               << Value::float64(-inf());
    QTest::newRow("int32 annotated") << QByteArray(R"("A@odata.type":"Edm.Int32","A":7)") << Value::int32(7);
    QTest::newRow("string annotated")
        << QByteArray(R"("A@odata.type":"Edm.String","A":"7")") << Value::string(QStringLiteral("7"));
    QTest::newRow("boolean annotated")
        << QByteArray(R"("A@odata.type":"Edm.Boolean","A":true)") << Value::boolean(true);
    // The JavaScript SDK sends these as strings when it writes back an entity read without type conversion.
    QTest::newRow("boolean as string")
        << QByteArray(R"("A@odata.type":"Edm.Boolean","A":"true")") << Value::boolean(true);
    QTest::newRow("boolean as string, false first")
        << QByteArray(R"("A":"false","A@odata.type":"Edm.Boolean")") << Value::boolean(false);
    QTest::newRow("boolean as string, capitalised")
        << QByteArray(R"("A@odata.type":"Edm.Boolean","A":"True")") << Value::boolean(true);
    QTest::newRow("int32 as string") << QByteArray(R"("A@odata.type":"Edm.Int32","A":"5")")
                                     << Value::int32(5);
    QTest::newRow("int32 as negative string")
        << QByteArray(R"("A@odata.type":"Edm.Int32","A":"-2147483648")") << Value::int32(-2147483647 - 1);
    QTest::newRow("guid") << QByteArray(
        R"("A@odata.type":"Edm.Guid","A":"C9DA6455-213D-42C9-9A79-3E9149A57833")")
                          << Value::guid(QUuid::fromString(u"c9da6455-213d-42c9-9a79-3e9149a57833"));
    QTest::newRow("guid with braces")
        << QByteArray(R"("A@odata.type":"Edm.Guid","A":"{c9da6455-213d-42c9-9a79-3e9149a57833}")")
        << Value::guid(QUuid::fromString(u"c9da6455-213d-42c9-9a79-3e9149a57833"));
    QTest::newRow("binary") << QByteArray(R"("A@odata.type":"Edm.Binary","A":"AQID")")
                            << Value::binary(QByteArray("\x01\x02\x03"));
    QTest::newRow("empty binary") << QByteArray(R"("A@odata.type":"Edm.Binary","A":"")") << Value::binary({});
    QTest::newRow("datetime no fraction")
        << QByteArray(R"("A@odata.type":"Edm.DateTime","A":"2008-07-10T00:00:00Z")")
        << Value::dateTime(DateTime(633512448000000000LL));
    QTest::newRow("datetime lowest") << QByteArray(
        R"("A@odata.type":"Edm.DateTime","A":"1601-01-01T00:00:00Z")")
                                     << Value::dateTime(DateTime(DateTime::MinTicks));
}

void TestJsonEntity::decodeValue()
{
    QFETCH(QByteArray, members);
    QFETCH(Value, expected);
    const QByteArray body = R"({"PartitionKey":"p","RowKey":"r",)" + members + '}';
    Result<Entity> entity = decodeEntity(body);
    QVERIFY2(entity.has_value(), why(entity));
    QCOMPARE(entity->properties().size(), 1);
    const Value *value = entity->property(u"A");
    QVERIFY(value);
    QCOMPARE(value->type(), expected.type());
    QVERIFY2(*value == expected, qPrintable(value->toDisplayString()));
}

void TestJsonEntity::decodeErrors_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<ErrorCode>("code");

    const QByteArray keys = R"({"PartitionKey":"p","RowKey":"r",)";
    QTest::newRow("not json") << QByteArray("{") << ErrorCode::InvalidInput;
    QTest::newRow("empty") << QByteArray("") << ErrorCode::InvalidInput;
    QTest::newRow("array") << QByteArray("[]") << ErrorCode::InvalidInput;
    QTest::newRow("trailing garbage")
        << QByteArray(R"({"PartitionKey":"p","RowKey":"r"}x)") << ErrorCode::InvalidInput;
    QTest::newRow("single quotes") << QByteArray("{'PartitionKey':'p'}") << ErrorCode::InvalidInput;
    QTest::newRow("control char") << QByteArray("{\"PartitionKey\":\"a\tb\",\"RowKey\":\"r\"}")
                                  << ErrorCode::InvalidInput;
    QTest::newRow("invalid utf8") << QByteArray("{\"PartitionKey\":\"\xc3\x28\",\"RowKey\":\"r\"}")
                                  << ErrorCode::InvalidInput;
    QTest::newRow("bad escape") << QByteArray(R"({"PartitionKey":"\q","RowKey":"r"})")
                                << ErrorCode::InvalidInput;
    QTest::newRow("leading zero") << QByteArray(keys + R"("A":01})") << ErrorCode::InvalidInput;
    QTest::newRow("missing PartitionKey")
        << QByteArray(R"({"RowKey":"r"})") << ErrorCode::PropertiesNeedValue;
    QTest::newRow("missing RowKey") << QByteArray(R"({"PartitionKey":"p"})")
                                    << ErrorCode::PropertiesNeedValue;
    QTest::newRow("null PartitionKey")
        << QByteArray(R"({"PartitionKey":null,"RowKey":"r"})") << ErrorCode::PropertiesNeedValue;
    QTest::newRow("numeric PartitionKey")
        << QByteArray(R"({"PartitionKey":5,"RowKey":"r"})") << ErrorCode::InvalidValueType;
    QTest::newRow("RowKey annotated Int64")
        << QByteArray(R"({"PartitionKey":"p","RowKey":"1","RowKey@odata.type":"Edm.Int64"})")
        << ErrorCode::InvalidValueType;
    QTest::newRow("int64 not a number")
        << QByteArray(keys + R"("A@odata.type":"Edm.Int64","A":"12x"})") << ErrorCode::InvalidValueType;
    QTest::newRow("int64 overflow") << QByteArray(
        keys + R"("A@odata.type":"Edm.Int64","A":"9223372036854775808"})")
                                    << ErrorCode::InvalidValueType;
    QTest::newRow("int64 fraction") << QByteArray(keys + R"("A@odata.type":"Edm.Int64","A":"1.5"})")
                                    << ErrorCode::InvalidValueType;
    QTest::newRow("int32 overflow") << QByteArray(keys + R"("A@odata.type":"Edm.Int32","A":2147483648})")
                                    << ErrorCode::InvalidValueType;
    QTest::newRow("int32 string overflow")
        << QByteArray(keys + R"("A@odata.type":"Edm.Int32","A":"2147483648"})")
        << ErrorCode::InvalidValueType;
    QTest::newRow("int32 string fraction")
        << QByteArray(keys + R"("A@odata.type":"Edm.Int32","A":"1.5"})") << ErrorCode::InvalidValueType;
    QTest::newRow("int32 string word")
        << QByteArray(keys + R"("A@odata.type":"Edm.Int32","A":"five"})") << ErrorCode::InvalidValueType;
    QTest::newRow("int32 string empty")
        << QByteArray(keys + R"("A@odata.type":"Edm.Int32","A":""})") << ErrorCode::InvalidValueType;
    QTest::newRow("unknown type") << QByteArray(keys + R"("A@odata.type":"Edm.Decimal","A":"5"})")
                                  << ErrorCode::InvalidValueType;
    QTest::newRow("annotation not a string")
        << QByteArray(keys + R"("A@odata.type":5,"A":"5"})") << ErrorCode::InvalidValueType;
    QTest::newRow("guid malformed") << QByteArray(keys + R"("A@odata.type":"Edm.Guid","A":"nope"})")
                                    << ErrorCode::InvalidValueType;
    QTest::newRow("binary not base64")
        << QByteArray(keys + R"("A@odata.type":"Edm.Binary","A":"!!!!"})") << ErrorCode::InvalidValueType;
    QTest::newRow("binary unpadded") << QByteArray(keys + R"("A@odata.type":"Edm.Binary","A":"AQI"})")
                                     << ErrorCode::InvalidValueType;
    QTest::newRow("datetime text") << QByteArray(keys + R"("A@odata.type":"Edm.DateTime","A":"yesterday"})")
                                   << ErrorCode::InvalidValueType;
    QTest::newRow("datetime before 1601")
        << QByteArray(keys + R"("A@odata.type":"Edm.DateTime","A":"1600-12-31T23:59:59Z"})")
        << ErrorCode::OutOfRangeInput;
    QTest::newRow("boolean string word")
        << QByteArray(keys + R"("A@odata.type":"Edm.Boolean","A":"yes"})") << ErrorCode::InvalidValueType;
    QTest::newRow("boolean string digit")
        << QByteArray(keys + R"("A@odata.type":"Edm.Boolean","A":"1"})") << ErrorCode::InvalidValueType;
    QTest::newRow("boolean number") << QByteArray(keys + R"("A@odata.type":"Edm.Boolean","A":1})")
                                    << ErrorCode::InvalidValueType;
    QTest::newRow("double lowercase inf")
        << QByteArray(keys + R"("A@odata.type":"Edm.Double","A":"inf"})") << ErrorCode::InvalidValueType;
    QTest::newRow("double out of range") << QByteArray(keys + R"("A":1e400})") << ErrorCode::InvalidValueType;
    QTest::newRow("string annotated number")
        << QByteArray(keys + R"("A@odata.type":"Edm.String","A":5})") << ErrorCode::InvalidValueType;
    QTest::newRow("array value") << QByteArray(keys + R"("A":[1]})") << ErrorCode::InvalidValueType;
    QTest::newRow("object value") << QByteArray(keys + R"("A":{}})") << ErrorCode::InvalidValueType;
    QTest::newRow("duplicate property")
        << QByteArray(keys + R"("A":1,"A":2})") << ErrorCode::DuplicatePropertiesSpecified;
    QTest::newRow("duplicate key") << QByteArray(R"({"PartitionKey":"p","PartitionKey":"q","RowKey":"r"})")
                                   << ErrorCode::DuplicatePropertiesSpecified;
    QTest::newRow("duplicate annotation")
        << QByteArray(keys + R"("A@odata.type":"Edm.Int64","A@odata.type":"Edm.Int64","A":"1"})")
        << ErrorCode::DuplicatePropertiesSpecified;
}

void TestJsonEntity::decodeErrors()
{
    QFETCH(QByteArray, body);
    QFETCH(ErrorCode, code);
    Result<Entity> entity = decodeEntity(body);
    QVERIFY(!entity.has_value());
    QCOMPARE(entity.error().codeName(), errorCodeName(code));
    QVERIFY(!entity.error().message.isEmpty());
}

void TestJsonEntity::requestBodyRoundTrip_data()
{
    QTest::addColumn<Value>("value");
    QTest::newRow("string") << Value::string(QStringLiteral("héllo \"q\" \\ \n"));
    QTest::newRow("int64 max") << Value::int64(std::numeric_limits<qint64>::max());
    QTest::newRow("int64 -2^53-1") << Value::int64(-9007199254740993LL);
    QTest::newRow("double whole") << Value::float64(-3.0);
    QTest::newRow("double max") << Value::float64(std::numeric_limits<double>::max());
    QTest::newRow("double min positive") << Value::float64(std::numeric_limits<double>::min());
    QTest::newRow("double pi") << Value::float64(3.141592653589793);
    QTest::newRow("double NaN") << Value::float64(nan());
    QTest::newRow("datetime max") << Value::dateTime(DateTime(DateTime::MaxTicks));
    QTest::newRow("guid nil") << Value::guid(QUuid());
    QTest::newRow("binary") << Value::binary(QByteArray(300, '\xfe'));
    QTest::newRow("boolean") << Value::boolean(false);
    QTest::newRow("int32 min") << Value::int32(std::numeric_limits<qint32>::min());
}

void TestJsonEntity::requestBodyRoundTrip()
{
    QFETCH(Value, value);
    Entity entity(QStringLiteral("p'k"), QString());
    entity.setProperty(QStringLiteral("V"), value);
    const QByteArray body = encodeEntityBody(entity);
    QVERIFY(!body.contains("odata.metadata"));
    QVERIFY(!body.contains("Timestamp"));
    Result<Entity> back = decodeEntity(body);
    QVERIFY2(back.has_value(), why(back));
    QVERIFY(back->sameContent(entity));
    if (value.type() == EdmType::Double)
        QVERIFY(sameBits(back->property(u"V")->toDouble(), value.toDouble()));
}

void TestJsonEntity::urlKeys()
{
    const QString pk = QStringLiteral("p");
    const QString rk = QStringLiteral("r");
    Result<Entity> noKeys = decodeEntity(R"({"A":1})", pk, rk);
    QVERIFY(noKeys.has_value());
    QCOMPARE(noKeys->partitionKey(), pk);
    QCOMPARE(noKeys->rowKey(), rk);

    Result<Entity> sameKeys = decodeEntity(R"({"PartitionKey":"p","RowKey":"r","A":1})", pk, rk);
    QVERIFY(sameKeys.has_value());

    Result<Entity> otherKey = decodeEntity(R"({"PartitionKey":"x","A":1})", pk, rk);
    QVERIFY(!otherKey.has_value());
    QCOMPARE(otherKey.error().code, ErrorCode::InvalidInput);
}

void TestJsonEntity::ignoredMembers()
{
    const QByteArray body
        = R"({"odata.metadata":"x","odata.etag":"W/\"e\"","odata.type":"a.b","@odata.type":"a.b",)"
          R"("PartitionKey":"p","RowKey":"r","Timestamp":"2020-01-01T00:00:00Z",)"
          R"("Timestamp@odata.type":"Edm.DateTime","Gone":null,"Gone2@odata.type":"Edm.Int64",)"
          R"("Gone2":null,"Kept":1})";
    Result<Entity> entity = decodeEntity(body);
    QVERIFY2(entity.has_value(), why(entity));
    QCOMPARE(entity->properties().size(), 1);
    QCOMPARE(entity->properties().first().name, QStringLiteral("Kept"));
    QCOMPARE(entity->timestamp(), DateTime()); // ignored on input
    QVERIFY(entity->etag().isEmpty());

    // A client reading a response keeps them.
    Result<Entity> response = decodeResponseEntity(body);
    QVERIFY(response.has_value());
    QCOMPARE(response->timestamp(), *DateTime::fromIsoString(u"2020-01-01T00:00:00Z"));
    QCOMPARE(response->etag(), QStringLiteral("W/\"e\""));
}

void TestJsonEntity::strings_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QByteArray>("json"); // how the encoder writes it

    QTest::newRow("plain") << QStringLiteral("abc") << QByteArray(R"("abc")");
    QTest::newRow("escapes") << QStringLiteral("a\"b\\c\n\r\t\b\f") << QByteArray(R"("a\"b\\c\n\r\t\b\f")");
    QTest::newRow("control") << QString(QChar(0x01)) << QByteArray(R"("\u0001")");
    QTest::newRow("slash kept") << QStringLiteral("a/b") << QByteArray(R"("a/b")");
    QTest::newRow("two-byte utf8") << QString::fromUtf8("é") << QByteArray("\"\xc3\xa9\"");
    QTest::newRow("three-byte utf8") << QString::fromUtf8("€") << QByteArray("\"\xe2\x82\xac\"");
    QTest::newRow("surrogate pair") << QString::fromUtf8("😀") << QByteArray("\"\xf0\x9f\x98\x80\"");
    QTest::newRow("lone high surrogate") << QString(QChar(0xD800)) << QByteArray(R"("\ud800")");
    QTest::newRow("lone low surrogate then text")
        << QString(QChar(0xDC00)) + QLatin1Char('x') << QByteArray(R"("\udc00x")");
    QTest::newRow("BOM character kept") << QString(QChar(0xFEFF)) << QByteArray("\"\xef\xbb\xbf\"");
}

void TestJsonEntity::strings()
{
    QFETCH(QString, text);
    QFETCH(QByteArray, json);
    Entity entity(QStringLiteral("p"), QStringLiteral("r"));
    entity.setProperty(QStringLiteral("S"), Value::string(text));
    const QByteArray body = encodeEntityBody(entity);
    QCOMPARE(body, R"({"PartitionKey":"p","RowKey":"r","S":)" + json + '}');
    Result<Entity> back = decodeEntity(body);
    QVERIFY(back.has_value());
    QCOMPARE(back->property(u"S")->toString(), text);
}

void TestJsonEntity::deepNesting()
{
    // Hostile input must fail cleanly, not exhaust the stack.
    const QByteArray deep = R"({"PartitionKey":"p","RowKey":"r","A":)" + QByteArray(100000, '[') + '}';
    Result<Entity> entity = decodeEntity(deep);
    QVERIFY(!entity.has_value());
    QCOMPARE(entity.error().code, ErrorCode::InvalidInput);
    const QByteArray objects = QByteArray(50000, '{');
    QCOMPARE(decodeEntityPage(objects).error().code, ErrorCode::InvalidInput);
}

QTEST_GUILESS_MAIN(TestJsonEntity)
#include "tst_jsonentity.moc"
