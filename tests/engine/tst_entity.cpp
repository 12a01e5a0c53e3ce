#include "rowan/entity.h"

#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(rowan::Value)
Q_DECLARE_METATYPE(rowan::Entity)

namespace {
// Sentinel for "no error expected" in the tables.
constexpr int Ok = -1;

QString units(std::initializer_list<char16_t> list)
{
    return QString(reinterpret_cast<const QChar *>(list.begin()), qsizetype(list.size()));
}

int codeOf(const Status &status)
{
    return status ? Ok : int(status.error().code);
}

QString nameOf(int code)
{
    return code == Ok ? u"ok"_s : errorCodeName(ErrorCode(code));
}

#define COMPARE_CODE(status, expected)                                                                       \
    do {                                                                                                     \
        const Status s_ = (status);                                                                          \
        QCOMPARE(nameOf(codeOf(s_)), nameOf(expected));                                                      \
    } while (false)

// An entity of `count` Int32 properties named p0, p1, ...
Entity withProperties(int count)
{
    Entity e(u"pk"_s, u"rk"_s);
    for (int i = 0; i < count; ++i)
        e.setProperty(u"p"_s + QString::number(i), Value::int32(i));
    return e;
}

// 16 binary properties "b00".."b15": 15 of 65536 bytes and one of `lastBytes`, keys "p" and "r".
Entity bigEntity(int lastBytes)
{
    Entity e(u"p"_s, u"r"_s);
    for (int i = 0; i < 16; ++i) {
        const qsizetype bytes = i < 15 ? 65536 : lastBytes;
        e.setProperty(u"b%1"_s.arg(i, 2, 10, QLatin1Char('0')), Value::binary(QByteArray(bytes, 'x')));
    }
    return e;
}
} // namespace

class TestEntity : public QObject
{
    Q_OBJECT

private slots:
    void tableName_data();
    void tableName();
    void key_data();
    void key();
    void propertyName_data();
    void propertyName();
    void value_data();
    void value();
    void entity_data();
    void entity();
    void storageSize_data();
    void storageSize();
    void duplicates();
    void messagesNameTheCulprit();
    void properties();
    void sameContent();
    void etag_data();
    void etag();
};

void TestEntity::tableName_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("code");
    const int badName = int(ErrorCode::InvalidResourceName);
    const int badLength = int(ErrorCode::OutOfRangeInput);
    QTest::newRow("3 chars") << u"abc"_s << Ok;
    QTest::newRow("mixed case and digits") << u"MyTable01"_s << Ok;
    QTest::newRow("63 chars") << (u"T"_s + QString(62, u'9')) << Ok;
    QTest::newRow("64 chars") << (u"T"_s + QString(63, u'9')) << badLength;
    QTest::newRow("2 chars") << u"ab"_s << badLength;
    QTest::newRow("1 char") << u"a"_s << badLength;
    QTest::newRow("empty") << QString() << badLength;
    QTest::newRow("digit first") << u"1abc"_s << badName;
    QTest::newRow("dash") << u"ab-c"_s << badName;
    QTest::newRow("underscore") << u"ab_c"_s << badName;
    QTest::newRow("space") << u"ab c"_s << badName;
    QTest::newRow("non-ascii letter") << u"äbc"_s << badName;
    QTest::newRow("full-width letter") << u"ａbc"_s << badName;
    QTest::newRow("bad char in short name") << u"a-"_s << badName;
    QTest::newRow("reserved") << u"tables"_s << int(ErrorCode::InvalidInput);
    QTest::newRow("reserved, other case") << u"TaBlEs"_s << int(ErrorCode::InvalidInput);
    QTest::newRow("reserved as prefix only") << u"tables1"_s << Ok;
    QTest::newRow("reserved as suffix only") << u"mytables"_s << Ok;
}

void TestEntity::tableName()
{
    QFETCH(QString, name);
    QFETCH(int, code);
    COMPARE_CODE(validateTableName(name), code);
}

void TestEntity::key_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("code");
    const int forbidden = int(ErrorCode::OutOfRangeInput);
    QTest::newRow("empty") << QString() << Ok;
    QTest::newRow("ordinary") << u"Sales 2021-02"_s << Ok;
    QTest::newRow("512 units") << QString(512, u'k') << Ok;
    QTest::newRow("513 units") << QString(513, u'k') << int(ErrorCode::PropertyValueTooLarge);
    QTest::newRow("256 pairs = 512 units") << QString(256, u'k').replace(u"k"_s, u"😀"_s) << Ok;
    QTest::newRow("511 + pair = 513 units")
        << (QString(511, u'k') + u"😀"_s) << int(ErrorCode::PropertyValueTooLarge);
    QTest::newRow("slash") << u"a/b"_s << forbidden;
    QTest::newRow("backslash") << u"a\\b"_s << forbidden;
    QTest::newRow("hash") << u"#"_s << forbidden;
    QTest::newRow("question mark") << u"what?"_s << forbidden;
    QTest::newRow("U+0000") << units({u'a', 0x0000}) << forbidden;
    QTest::newRow("U+0009 tab") << u"a\tb"_s << forbidden;
    QTest::newRow("U+001F") << units({0x001F}) << forbidden;
    QTest::newRow("U+0020 space") << u" "_s << Ok;
    QTest::newRow("U+007E tilde") << u"~"_s << Ok;
    QTest::newRow("U+007F") << units({0x007F}) << forbidden;
    QTest::newRow("U+0080") << units({0x0080}) << forbidden;
    QTest::newRow("U+009F") << units({0x009F}) << forbidden;
    QTest::newRow("U+00A0") << units({0x00A0}) << Ok;
    QTest::newRow("quote and percent") << u"it's 100%"_s << Ok;
    QTest::newRow("surrogate pair") << u"😀"_s << Ok;
}

void TestEntity::key()
{
    QFETCH(QString, key);
    QFETCH(int, code);
    COMPARE_CODE(validateKey(key, "PartitionKey"), code);
    COMPARE_CODE(Entity(key, u"r"_s).validate(), code);
    COMPARE_CODE(Entity(u"p"_s, key).validate(), code);
    if (code != Ok) {
        QVERIFY(Entity(key, u"r"_s).validate().error().message.contains(u"PartitionKey"));
        QVERIFY(Entity(u"p"_s, key).validate().error().message.contains(u"RowKey"));
    }
}

void TestEntity::propertyName_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("code");
    const int invalid = int(ErrorCode::PropertyNameInvalid);
    QTest::newRow("single letter") << u"a"_s << Ok;
    QTest::newRow("underscore") << u"_"_s << Ok;
    QTest::newRow("underscore digit") << u"_1"_s << Ok;
    QTest::newRow("letters digits") << u"Name1"_s << Ok;
    QTest::newRow("accented") << u"Ünïcödé"_s << Ok;
    QTest::newRow("CJK") << u"名前"_s << Ok;
    QTest::newRow("Cyrillic") << u"Имя"_s << Ok;
    QTest::newRow("supplementary letter") << u"𝒜bc"_s << Ok;
    QTest::newRow("combining mark after letter") << u"e\u0301"_s << Ok;
    QTest::newRow("Arabic-Indic digit after letter") << u"x\u0661"_s << Ok;
    QTest::newRow("case differs from reserved") << u"partitionKey"_s << Ok;
    QTest::newRow("reserved prefix") << u"RowKey2"_s << Ok;
    QTest::newRow("255 chars") << QString(255, u'n') << Ok;
    QTest::newRow("256 chars") << QString(256, u'n') << int(ErrorCode::PropertyNameTooLong);
    QTest::newRow("empty") << QString() << invalid;
    QTest::newRow("digit first") << u"1a"_s << invalid;
    QTest::newRow("dash") << u"a-b"_s << invalid;
    QTest::newRow("space") << u"a b"_s << invalid;
    QTest::newRow("dot (odata.etag)") << u"odata.etag"_s << invalid;
    QTest::newRow("at sign") << u"a@odata.type"_s << invalid;
    QTest::newRow("dollar") << u"$a"_s << invalid;
    QTest::newRow("combining mark first") << u"\u0301e"_s << invalid;
    QTest::newRow("emoji") << u"a😀"_s << invalid;
    QTest::newRow("lone surrogate") << units({u'a', 0xD800}) << invalid;
    QTest::newRow("PartitionKey") << u"PartitionKey"_s << invalid;
    QTest::newRow("RowKey") << u"RowKey"_s << invalid;
    QTest::newRow("Timestamp") << u"Timestamp"_s << invalid;
}

void TestEntity::propertyName()
{
    QFETCH(QString, name);
    QFETCH(int, code);
    COMPARE_CODE(validatePropertyName(name), code);
    Entity e(u"p"_s, u"r"_s);
    e.setProperty(name, Value::int32(1));
    COMPARE_CODE(e.validate(), code);
}

void TestEntity::value_data()
{
    QTest::addColumn<Value>("value");
    QTest::addColumn<int>("code");
    const int tooLarge = int(ErrorCode::PropertyValueTooLarge);
    const int range = int(ErrorCode::OutOfRangeInput);
    QTest::newRow("string 32768") << Value::string(QString(32768, u's')) << Ok;
    QTest::newRow("string 32769") << Value::string(QString(32769, u's')) << tooLarge;
    QTest::newRow("empty string") << Value::string(QString()) << Ok;
    QTest::newRow("binary 65536") << Value::binary(QByteArray(65536, 'b')) << Ok;
    QTest::newRow("binary 65537") << Value::binary(QByteArray(65537, 'b')) << tooLarge;
    QTest::newRow("datetime min") << Value::dateTime(DateTime(DateTime::MinTicks)) << Ok;
    QTest::newRow("datetime min - 1") << Value::dateTime(DateTime(DateTime::MinTicks - 1)) << range;
    QTest::newRow("datetime max") << Value::dateTime(DateTime(DateTime::MaxTicks)) << Ok;
    QTest::newRow("datetime max + 1") << Value::dateTime(DateTime(DateTime::MaxTicks + 1)) << range;
    QTest::newRow("datetime 0") << Value::dateTime(DateTime()) << range;
    QTest::newRow("NaN is fine") << Value::float64(std::numeric_limits<double>::quiet_NaN()) << Ok;
    QTest::newRow("int64 max") << Value::int64(std::numeric_limits<qint64>::max()) << Ok;
}

void TestEntity::value()
{
    QFETCH(Value, value);
    QFETCH(int, code);
    COMPARE_CODE(validateValue(u"Prop"_s, value), code);
    Entity e(u"p"_s, u"r"_s);
    e.setProperty(u"Prop"_s, value);
    COMPARE_CODE(e.validate(), code);
}

void TestEntity::entity_data()
{
    QTest::addColumn<Entity>("entity");
    QTest::addColumn<qint64>("size");
    QTest::addColumn<int>("code");
    // withProperties(n): 4 + 2·(2+2) = 12, plus per property 8 + 2·len(name) + 4.
    // Names p0..p9 have 2 chars (16 bytes each), p10..p99 3 chars (18), p100.. 4 chars (20).
    // 252 properties: 12 + 10·16 + 90·18 + 152·20 = 12 + 160 + 1620 + 3040 = 4832.
    QTest::newRow("252 properties") << withProperties(252) << 4832LL << Ok;
    QTest::newRow("253 properties") << withProperties(253) << 4852LL << int(ErrorCode::TooManyProperties);
    QTest::newRow("no properties") << withProperties(0) << 12LL << Ok;
    // bigEntity(n): 4 + 2·(1+1) = 8, plus per property 8 + 2·3 + (bytes + 4) = 18 + bytes:
    // 8 + 16·18 + 15·65536 + n = 296 + 983040 + n; n = 65240 gives exactly 1 MiB = 1048576.
    QTest::newRow("exactly 1 MiB") << bigEntity(65240) << 1048576LL << Ok;
    QTest::newRow("1 MiB + 1") << bigEntity(65241) << 1048577LL << int(ErrorCode::EntityTooLarge);
    Entity badFirst = withProperties(3);
    badFirst.setPartitionKey(u"a/b"_s);
    QTest::newRow("key checked before properties")
        << badFirst << 4 + 2 * (3LL + 2) + 3 * 16 << int(ErrorCode::OutOfRangeInput);
}

void TestEntity::entity()
{
    QFETCH(Entity, entity);
    QFETCH(qint64, size);
    QFETCH(int, code);
    QCOMPARE(entity.storageSize(), size);
    COMPARE_CODE(entity.validate(), code);
}

void TestEntity::storageSize_data()
{
    QTest::addColumn<Entity>("entity");
    QTest::addColumn<qint64>("size");
    Entity keysOnly(u"pk"_s, u"row"_s);
    QTest::newRow("keys only: 4 + 2*(2+3)") << keysOnly << 14LL;
    QTest::newRow("empty keys") << Entity() << 4LL;
    Entity all(u"p"_s, u"r"_s); // 8
    all.setProperty(u"S"_s, Value::string(u"abc"_s)); // 8 + 2 + 10 = 20
    all.setProperty(u"Bin"_s, Value::binary("12345")); // 8 + 6 + 9 = 23
    all.setProperty(u"B"_s, Value::boolean(true)); // 8 + 2 + 1 = 11
    all.setProperty(u"D"_s, Value::dateTime(DateTime(DateTime::MinTicks))); // 8 + 2 + 8 = 18
    all.setProperty(u"F"_s, Value::float64(1.0)); // 18
    all.setProperty(u"G"_s, Value::guid(QUuid::createUuid())); // 8 + 2 + 16 = 26
    all.setProperty(u"I"_s, Value::int32(1)); // 8 + 2 + 4 = 14
    all.setProperty(u"L"_s, Value::int64(1)); // 18
    QTest::newRow("all eight types") << all << 8LL + 20 + 23 + 11 + 18 + 18 + 26 + 14 + 18;
    Entity unicode(u"😀"_s, QString()); // 4 + 2*2 = 8
    unicode.setProperty(u"名"_s, Value::string(u"😀😀"_s)); // 8 + 2 + (8 + 4) = 22
    QTest::newRow("sizes count UTF-16 units") << unicode << 30LL;
}

void TestEntity::storageSize()
{
    QFETCH(Entity, entity);
    QFETCH(qint64, size);
    QCOMPARE(entity.storageSize(), size);
}

void TestEntity::duplicates()
{
    QList<Property> list {{u"a"_s, Value::int32(1)}, {u"b"_s, Value::int32(2)}};
    COMPARE_CODE(validateProperties(list), Ok);
    list.append({u"A"_s, Value::int32(3)}); // names are case-sensitive
    COMPARE_CODE(validateProperties(list), Ok);
    list.append({u"a"_s, Value::string(u"x"_s)});
    COMPARE_CODE(validateProperties(list), int(ErrorCode::DuplicatePropertiesSpecified));
    QVERIFY(validateProperties(list).error().message.contains(u"'a'"));

    QList<Property> many;
    for (int i = 0; i < 253; ++i)
        many.append({u"p"_s + QString::number(i), Value::boolean(true)});
    COMPARE_CODE(validateProperties(many), int(ErrorCode::TooManyProperties));
    many.removeLast();
    COMPARE_CODE(validateProperties(many), Ok);
    many.last().name = u"p0"_s;
    COMPARE_CODE(validateProperties(many), int(ErrorCode::DuplicatePropertiesSpecified));
}

void TestEntity::messagesNameTheCulprit()
{
    const auto nameError = validatePropertyName(u"my-prop"_s);
    QVERIFY(!nameError);
    QVERIFY(nameError.error().message.contains(u"'my-prop'"));
    QVERIFY(nameError.error().message.contains(u"'-'"));

    const auto valueError = validateValue(u"Blob"_s, Value::binary(QByteArray(65537, 'x')));
    QVERIFY(!valueError);
    QVERIFY(valueError.error().message.contains(u"'Blob'"));
    QVERIFY(valueError.error().message.contains(u"65536"));

    const auto keyError = validateKey(units({u'a', 0x0001}), "RowKey");
    QVERIFY(!keyError);
    QVERIFY(keyError.error().message.contains(u"RowKey"));
    QVERIFY(keyError.error().message.contains(u"U+0001"));

    const auto tableError = validateTableName(u"ab"_s);
    QVERIFY(!tableError);
    QVERIFY(tableError.error().message.contains(u"'ab'"));

    const auto sizeError = bigEntity(65241).validate();
    QVERIFY(!sizeError);
    QVERIFY(sizeError.error().message.contains(u"1048577"));
}

void TestEntity::properties()
{
    Entity e(u"p"_s, u"r"_s);
    QVERIFY(e.property(u"a") == nullptr);
    e.setProperty(u"a"_s, Value::int32(1));
    e.setProperty(u"b"_s, Value::string(u"x"_s));
    e.setProperty(u"c"_s, Value::boolean(true));
    e.setProperty(u"a"_s, Value::float64(2.0)); // overwrite keeps position and takes the new type
    QCOMPARE(e.properties().size(), 3);
    QCOMPARE(e.properties().at(0).name, u"a"_s);
    QCOMPARE(e.properties().at(0).value.type(), EdmType::Double);
    QVERIFY(e.property(u"A") == nullptr);
    QVERIFY(e.property(u"b") != nullptr);
    QCOMPARE(e.property(u"b")->toString(), u"x"_s);
    QVERIFY(e.removeProperty(u"b"));
    QVERIFY(!e.removeProperty(u"b"));
    QCOMPARE(e.properties().size(), 2);
    QCOMPARE(e.properties().at(1).name, u"c"_s);
    e.clearProperties();
    QVERIFY(e.properties().isEmpty());
}

void TestEntity::sameContent()
{
    Entity a(u"p"_s, u"r"_s);
    a.setProperty(u"x"_s, Value::int32(1));
    a.setProperty(u"y"_s, Value::string(u"s"_s));
    Entity b(u"p"_s, u"r"_s);
    b.setProperty(u"y"_s, Value::string(u"s"_s));
    b.setProperty(u"x"_s, Value::int32(1));
    b.setTimestamp(DateTime::now());
    b.setEtag(etagForTimestamp(b.timestamp()));
    QVERIFY(a.sameContent(b));
    QVERIFY(b.sameContent(a));

    Entity c = b;
    c.setProperty(u"x"_s, Value::int64(1));
    QVERIFY(!a.sameContent(c));
    Entity d = b;
    d.setProperty(u"z"_s, Value::boolean(false));
    QVERIFY(!a.sameContent(d));
    QVERIFY(!d.sameContent(a));
    Entity e = b;
    e.setRowKey(u"R"_s);
    QVERIFY(!a.sameContent(e));
}

void TestEntity::etag_data()
{
    QTest::addColumn<QString>("iso");
    QTest::addColumn<QString>("etag");
    QTest::newRow("sample") << u"2021-02-05T17:15:16.7935715Z"_s
                            << u"W/\"datetime'2021-02-05T17%3A15%3A16.7935715Z'\""_s;
    QTest::newRow("whole second") << u"1999-12-31T23:59:59Z"_s
                                  << u"W/\"datetime'1999-12-31T23%3A59%3A59.0000000Z'\""_s;
}

void TestEntity::etag()
{
    QFETCH(QString, iso);
    QFETCH(QString, etag);
    const auto t = DateTime::fromIsoString(iso);
    QVERIFY(t.has_value());
    QCOMPARE(etagForTimestamp(*t), etag);
    QVERIFY(etagForTimestamp(*t) != etagForTimestamp(DateTime(t->ticks() + 1)));
}

QTEST_GUILESS_MAIN(TestEntity)
#include "tst_entity.moc"
