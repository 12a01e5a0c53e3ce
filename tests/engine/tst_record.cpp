#include "core/record.h"

#include <QTest>

#include <bit>
#include <cmath>
#include <limits>
#include <memory>
#include <random>

using namespace rowan;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(rowan::Entity)

namespace {
QString units(std::initializer_list<char16_t> list)
{
    return QString(reinterpret_cast<const QChar *>(list.begin()), qsizetype(list.size()));
}

Entity single(const QString &name, Value value)
{
    Entity e(u"p"_s, u"r"_s);
    e.setProperty(name, std::move(value));
    return e;
}

// Value equality that also tells -0.0 from 0.0 (the record must keep the sign).
bool identical(const Value &a, const Value &b)
{
    if (a.type() == EdmType::Double && b.type() == EdmType::Double) {
        const double x = a.toDouble();
        const double y = b.toDouble();
        return (std::isnan(x) && std::isnan(y)) || std::bit_cast<quint64>(x) == std::bit_cast<quint64>(y);
    }
    return a == b;
}

bool sameProperties(const Entity &a, const Entity &b)
{
    if (a.properties().size() != b.properties().size())
        return false;
    for (qsizetype i = 0; i < a.properties().size(); ++i) {
        if (a.properties()[i].name != b.properties()[i].name
            || !identical(a.properties()[i].value, b.properties()[i].value))
            return false;
    }
    return true;
}

Entity everyType()
{
    Entity e(u"p"_s, u"r"_s);
    e.setProperty(u"Name"_s, Value::string(u"Zoë 😀"_s));
    e.setProperty(u"Blob"_s, Value::binary(QByteArray("\x00\xff\x10", 3)));
    e.setProperty(u"Flag"_s, Value::boolean(true));
    e.setProperty(u"When"_s, Value::dateTime(DateTime(DateTime::MaxTicks)));
    e.setProperty(u"Ratio"_s, Value::float64(-0.0));
    e.setProperty(u"Id"_s, Value::guid(QUuid(u"6f9619ff-8b86-d011-b42d-00c04fc964ff"_s)));
    e.setProperty(u"Age"_s, Value::int32(std::numeric_limits<qint32>::min()));
    e.setProperty(u"Big"_s, Value::int64(std::numeric_limits<qint64>::max()));
    e.setProperty(u"名前"_s, Value::string(units({0xD800, u'x'})));
    return e;
}

// The bytes in an allocation of exactly their size, so a sanitizer catches any read past the end.
struct Exact
{
    explicit Exact(QByteArrayView bytes)
        : data(new char[std::size_t(std::max<qsizetype>(bytes.size(), 1))])
        , size(bytes.size())
    {
        if (size > 0)
            std::memcpy(data.get(), bytes.data(), std::size_t(size));
    }
    QByteArrayView view() const { return QByteArrayView(data.get(), size); }
    std::unique_ptr<char[]> data;
    qsizetype size;
};

bool isCorrupt(const Status &s)
{
    return !s && s.error().code == ErrorCode::StoreCorrupt;
}
} // namespace

class TestRecord : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void knownBytes_data();
    void knownBytes();
    void asciiIsCompact();
    void everyTruncationIsCorrupt_data();
    void everyTruncationIsCorrupt();
    void malformed_data();
    void malformed();
    void mutationsNeverCrash();
    void decoderReuse();
    void decoderForgetsNamesSafely();
    void decoderCatchesDuplicatesOfCachedNames();
    void selectSubset_data();
    void selectSubset();
    void extractValues();
    void encodeReusesBuffer();
};

void TestRecord::roundTrip_data()
{
    QTest::addColumn<Entity>("entity");
    const double inf = std::numeric_limits<double>::infinity();
    QTest::newRow("no properties") << Entity(u"p"_s, u"r"_s);
    QTest::newRow("all eight types") << everyType();
    QTest::newRow("empty string") << single(u"s"_s, Value::string(QString()));
    QTest::newRow("string 32768") << single(u"s"_s, Value::string(QString(32768, u'\u20ac')));
    QTest::newRow("string lone low surrogate") << single(u"s"_s, Value::string(units({0xDC00})));
    QTest::newRow("string NUL") << single(u"s"_s, Value::string(u"a\0b"_s));
    QTest::newRow("string every BMP class")
        << single(u"s"_s, Value::string(u"a\u007f\u0080\u07ff\u0800\uffff"_s));
    QByteArray allBytes;
    for (int i = 0; i < 65536; ++i)
        allBytes.append(char(i % 256));
    QTest::newRow("binary 64 KiB") << single(u"b"_s, Value::binary(allBytes));
    QTest::newRow("binary empty") << single(u"b"_s, Value::binary(QByteArray()));
    QTest::newRow("false") << single(u"f"_s, Value::boolean(false));
    QTest::newRow("datetime min") << single(u"d"_s, Value::dateTime(DateTime(DateTime::MinTicks)));
    QTest::newRow("datetime 0") << single(u"d"_s, Value::dateTime(DateTime(0)));
    QTest::newRow("datetime negative") << single(u"d"_s, Value::dateTime(DateTime(-1)));
    QTest::newRow("double -0") << single(u"x"_s, Value::float64(-0.0));
    QTest::newRow("double NaN") << single(u"x"_s, Value::float64(std::numeric_limits<double>::quiet_NaN()));
    QTest::newRow("double inf") << single(u"x"_s, Value::float64(inf));
    QTest::newRow("double -inf") << single(u"x"_s, Value::float64(-inf));
    QTest::newRow("double denorm") << single(
        u"x"_s, Value::float64(std::numeric_limits<double>::denorm_min()));
    QTest::newRow("double whole") << single(u"x"_s, Value::float64(2.0));
    QTest::newRow("guid null") << single(u"g"_s, Value::guid(QUuid()));
    QTest::newRow("guid random") << single(u"g"_s, Value::guid(QUuid::createUuid()));
    QTest::newRow("int32 max") << single(u"i"_s, Value::int32(std::numeric_limits<qint32>::max()));
    QTest::newRow("int32 -1") << single(u"i"_s, Value::int32(-1));
    QTest::newRow("int32 0") << single(u"i"_s, Value::int32(0));
    QTest::newRow("int64 min") << single(u"l"_s, Value::int64(std::numeric_limits<qint64>::min()));
    QTest::newRow("int64 max") << single(u"l"_s, Value::int64(std::numeric_limits<qint64>::max()));
    QTest::newRow("int64 2^53+1") << single(u"l"_s, Value::int64((qint64(1) << 53) + 1));
    QTest::newRow("supplementary name") << single(u"𝒜bc"_s, Value::int32(1));
    QTest::newRow("255-char name") << single(QString(255, u'n'), Value::int32(1));
    Entity many(u"p"_s, u"r"_s);
    for (int i = 0; i < 252; ++i)
        many.setProperty(u"Prop"_s + QString::number(i), Value::int64(qint64(i) * 1'000'000'007));
    QTest::newRow("252 properties") << many;
}

void TestRecord::roundTrip()
{
    QFETCH(Entity, entity);
    const QByteArray bytes = record::encode(entity);
    Entity back(u"keep"_s, u"keys"_s);
    back.setProperty(u"stale"_s, Value::int32(9));
    const Exact exact(bytes);
    QVERIFY(record::decode(exact.view(), back));
    QVERIFY(sameProperties(back, entity));
    QCOMPARE(back.partitionKey(), u"keep"_s);
    QCOMPARE(back.rowKey(), u"keys"_s);
    // Sign of zero and NaN survive bit-for-bit where it matters.
    for (qsizetype i = 0; i < entity.properties().size(); ++i) {
        const Value &v = entity.properties()[i].value;
        if (v.type() == EdmType::Double && v.toDouble() == 0)
            QCOMPARE(std::signbit(back.properties()[i].value.toDouble()), std::signbit(v.toDouble()));
    }
}

void TestRecord::knownBytes_data()
{
    QTest::addColumn<Entity>("entity");
    QTest::addColumn<QByteArray>("hex");
    // version 01, count, then per property: type, name header (length << 1), name, value.
    QTest::newRow("empty") << Entity() << QByteArray("0100");
    QTest::newRow("Int32 42 (zigzag 84)") << single(u"a"_s, Value::int32(42)) << QByteArray("010106026154");
    QTest::newRow("Int32 min") << single(u"a"_s, Value::int32(std::numeric_limits<qint32>::min()))
                               << QByteArray("0101060261ffffffff0f");
    QTest::newRow("Int64 -1 (zigzag 1)") << single(u"b"_s, Value::int64(-1)) << QByteArray("010107026201");
    QTest::newRow("Boolean true") << single(u"t"_s, Value::boolean(true)) << QByteArray("010102027401");
    QTest::newRow("String é as UTF-8")
        << single(u"s"_s, Value::string(u"é"_s)) << QByteArray("010100027304c3a9");
    QTest::newRow("String lone surrogate as UTF-16LE")
        << single(u"s"_s, Value::string(units({0xD800}))) << QByteArray("01010002730500d8");
    QTest::newRow("String 😀 as 4-byte UTF-8")
        << single(u"s"_s, Value::string(u"😀"_s)) << QByteArray("010100027308f09f9880");
    QTest::newRow("Double 1.0") << single(u"x"_s, Value::float64(1.0))
                                << QByteArray("0101040278000000000000f03f");
    QTest::newRow("DateTime tick 1") << single(u"d"_s, Value::dateTime(DateTime(1)))
                                     << QByteArray("01010302640100000000000000");
    QTest::newRow("Guid") << single(u"g"_s, Value::guid(QUuid(u"00112233-4455-6677-8899-aabbccddeeff"_s)))
                          << QByteArray("0101050267"
                                        "00112233445566778899aabbccddeeff");
    QTest::newRow("Binary") << single(u"b"_s, Value::binary(QByteArray("\x01\x02")))
                            << QByteArray("0101010262020102");
}

void TestRecord::knownBytes()
{
    QFETCH(Entity, entity);
    QFETCH(QByteArray, hex);
    QCOMPARE(record::encode(entity).toHex(), hex);
    Entity back;
    QVERIFY(record::decode(QByteArray::fromHex(hex), back));
    QVERIFY(sameProperties(back, entity));
}

void TestRecord::asciiIsCompact()
{
    // 1 version + 1 count + 1 type + (1 + 4) name + (1 + 3) value.
    QCOMPARE(record::encode(single(u"Name"_s, Value::string(u"abc"_s))).size(), 12);
}

void TestRecord::everyTruncationIsCorrupt_data()
{
    QTest::addColumn<Entity>("entity");
    QTest::newRow("all eight types") << everyType();
    QTest::newRow("no properties") << Entity();
    QTest::newRow("large varints") << single(u"l"_s, Value::int64(std::numeric_limits<qint64>::min()));
}

void TestRecord::everyTruncationIsCorrupt()
{
    QFETCH(Entity, entity);
    const QByteArray bytes = record::encode(entity);
    const record::Selection selection(QStringList {u"Age"_s, u"名前"_s, u"l"_s});
    record::Decoder decoder;
    for (qsizetype n = 0; n < bytes.size(); ++n) {
        const Exact cut(QByteArrayView(bytes).first(n));
        Entity e;
        QVERIFY2(isCorrupt(record::decode(cut.view(), e)), qPrintable(u"prefix of %1 bytes"_s.arg(n)));
        QVERIFY(isCorrupt(decoder.decode(cut.view(), e)));
        QVERIFY(isCorrupt(record::decodeSelected(cut.view(), selection, e)));
        QList<std::optional<Value>> values;
        QVERIFY(isCorrupt(record::extract(cut.view(), selection, values)));
    }
    // One byte too many is as wrong as one too few.
    Entity e;
    QVERIFY(isCorrupt(record::decode(bytes + '\0', e)));
    QVERIFY(record::decode(bytes, e));
}

void TestRecord::malformed_data()
{
    QTest::addColumn<QByteArray>("hex");
    QTest::newRow("empty") << QByteArray("");
    QTest::newRow("version 0") << QByteArray("0000");
    QTest::newRow("version 2") << QByteArray("0200");
    QTest::newRow("count without properties") << QByteArray("0101");
    QTest::newRow("huge count") << QByteArray("01ffffffffffffffff7f");
    QTest::newRow("varint of 11 bytes") << QByteArray("01ffffffffffffffffffff01");
    QTest::newRow("varint past 64 bits") << QByteArray("01ffffffffffffffffff02");
    QTest::newRow("unknown type 8") << QByteArray("010108026101");
    QTest::newRow("unknown type 255") << QByteArray("0101ff026101");
    QTest::newRow("boolean 2") << QByteArray("010102026102");
    QTest::newRow("Int32 beyond range") << QByteArray("0101060261808080807f");
    QTest::newRow("name longer than record") << QByteArray("0101060a6101");
    QTest::newRow("huge name length") << QByteArray("010106ffffffffffffffff7f61");
    QTest::newRow("binary longer than record") << QByteArray("010101026105aabb");
    QTest::newRow("odd UTF-16 name") << QByteArray("01010007616101");
    QTest::newRow("odd UTF-16 string") << QByteArray("0101000261036100");
    QTest::newRow("overlong UTF-8 C0 80") << QByteArray("010100026104c080");
    QTest::newRow("overlong 3-byte") << QByteArray("010100026106e08080");
    QTest::newRow("UTF-8 surrogate ED A0 80") << QByteArray("010100026106eda080");
    QTest::newRow("UTF-8 past U+10FFFF") << QByteArray("010100026108f4908080");
    QTest::newRow("UTF-8 F5") << QByteArray("010100026102f5");
    QTest::newRow("lone continuation byte") << QByteArray("01010002610280");
    QTest::newRow("UTF-8 cut inside a sequence") << QByteArray("010100026102c3");
    QTest::newRow("bad UTF-8 in name") << QByteArray("01010602ff01");
    QTest::newRow("duplicate name") << QByteArray("010206026102"
                                                  "06026104");
    QTest::newRow("trailing byte") << QByteArray("01010602610200");
}

void TestRecord::malformed()
{
    QFETCH(QByteArray, hex);
    const Exact bytes(QByteArray::fromHex(hex));
    Entity e;
    const Status status = record::decode(bytes.view(), e);
    QVERIFY(!status);
    QCOMPARE(status.error().code, ErrorCode::StoreCorrupt);
    QVERIFY(!status.error().message.isEmpty());
    record::Decoder decoder;
    QVERIFY(isCorrupt(decoder.decode(bytes.view(), e)));
}

void TestRecord::mutationsNeverCrash()
{
    // Decoding arbitrary damage must end in success or StoreCorrupt, never a crash or an over-read (this
    // test earns its keep under ASan).
    const QByteArray valid = record::encode(everyType());
    const record::Selection selection(QStringList {u"Name"_s, u"Blob"_s, u"Big"_s});
    record::Decoder decoder;
    std::mt19937 rng(1234);
    int corrupt = 0;
    for (int round = 0; round < 5000; ++round) {
        QByteArray damaged = valid;
        const int flips = 1 + int(rng() % 4);
        for (int f = 0; f < flips; ++f)
            damaged[qsizetype(rng() % quint32(damaged.size()))] = char(rng());
        const Exact exact(damaged);
        Entity e;
        const Status a = record::decode(exact.view(), e);
        QVERIFY(a || a.error().code == ErrorCode::StoreCorrupt);
        corrupt += a ? 0 : 1;
        const Status b = decoder.decode(exact.view(), e);
        QCOMPARE(bool(b), bool(a));
        const Status c = record::decodeSelected(exact.view(), selection, e);
        QVERIFY(c || c.error().code == ErrorCode::StoreCorrupt);
    }
    QVERIFY(corrupt > 0);
}

void TestRecord::decoderReuse()
{
    // Same shapes, shifted shapes and new names through one Decoder give what a fresh decode gives.
    QList<Entity> entities;
    for (int i = 0; i < 50; ++i) {
        Entity e(u"p"_s, QString::number(i));
        if (i % 3 == 0)
            e.setProperty(u"Extra"_s, Value::boolean(i % 2));
        e.setProperty(u"Name"_s, Value::string(u"n"_s + QString::number(i)));
        e.setProperty(u"Age"_s, Value::int32(i));
        if (i % 7 == 0)
            e.setProperty(u"Only"_s + QString::number(i), Value::float64(i / 7.0));
        entities.append(e);
    }
    record::Decoder decoder;
    Entity reused;
    for (const Entity &e : std::as_const(entities)) {
        const QByteArray bytes = record::encode(e);
        QVERIFY(decoder.decode(bytes, reused));
        QVERIFY(sameProperties(reused, e));
    }
}

void TestRecord::decoderForgetsNamesSafely()
{
    // More distinct names than the Decoder remembers: it must start over without losing correctness.
    record::Decoder decoder;
    Entity reused;
    for (int round = 0; round < 24; ++round) {
        Entity e(u"p"_s, u"r"_s);
        for (int i = 0; i < 252; ++i)
            e.setProperty(u"R%1_%2"_s.arg(round).arg(i), Value::int32(round * 1000 + i));
        QVERIFY(decoder.decode(record::encode(e), reused));
        QVERIFY(sameProperties(reused, e));
    }
    // A duplicate is still caught right after the names were forgotten.
    QVERIFY(isCorrupt(decoder.decode(QByteArray::fromHex("010206026102"
                                                         "06026104"),
        reused)));
}

void TestRecord::decoderCatchesDuplicatesOfCachedNames()
{
    record::Decoder decoder;
    Entity e;
    QVERIFY(decoder.decode(QByteArray::fromHex("010206026102"
                                               "06026204"),
        e)); // a, b
    QCOMPARE(e.properties().size(), 2);
    // Same names by position, then a repeated one at a position that remembered "b".
    QVERIFY(isCorrupt(decoder.decode(QByteArray::fromHex("010306026102"
                                                         "06026204"
                                                         "06026206"),
        e)));
    QVERIFY(isCorrupt(decoder.decode(QByteArray::fromHex("010206026102"
                                                         "06026104"),
        e)));
    // And it keeps working afterwards.
    QVERIFY(decoder.decode(QByteArray::fromHex("010206026102"
                                               "06026204"),
        e));
    QCOMPARE(*e.property(u"b"), Value::int32(2));
}

void TestRecord::selectSubset_data()
{
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<QStringList>("expected"); // in record order
    QTest::newRow("two") << QStringList {u"Big"_s, u"Name"_s} << QStringList {u"Name"_s, u"Big"_s};
    QTest::newRow("with missing") << QStringList {u"Missing"_s, u"Flag"_s} << QStringList {u"Flag"_s};
    QTest::newRow("case-sensitive") << QStringList {u"name"_s, u"AGE"_s} << QStringList {};
    QTest::newRow("none") << QStringList {} << QStringList {};
    QTest::newRow("repeated") << QStringList {u"Id"_s, u"Id"_s} << QStringList {u"Id"_s};
    QTest::newRow("non-ASCII name") << QStringList {u"名前"_s} << QStringList {u"名前"_s};
    QTest::newRow("many (hashed)") << QStringList {u"a"_s, u"b"_s, u"c"_s, u"d"_s, u"e"_s, u"f"_s, u"Ratio"_s,
        u"Blob"_s, u"When"_s, u"Age"_s, u"g"_s}
                                   << QStringList {u"Blob"_s, u"When"_s, u"Ratio"_s, u"Age"_s};
}

void TestRecord::selectSubset()
{
    QFETCH(QStringList, names);
    QFETCH(QStringList, expected);
    const Entity full = everyType();
    const QByteArray bytes = record::encode(full);
    Entity e(u"p"_s, u"r"_s);
    e.setProperty(u"stale"_s, Value::int32(1));
    QVERIFY(record::decodeSelected(bytes, record::Selection(names), e));
    QCOMPARE(e.properties().size(), expected.size());
    for (qsizetype i = 0; i < expected.size(); ++i) {
        QCOMPARE(e.properties()[i].name, expected[i]);
        QVERIFY(identical(e.properties()[i].value, *full.property(expected[i])));
    }
}

void TestRecord::extractValues()
{
    const Entity full = everyType();
    const QByteArray bytes = record::encode(full);
    const record::Selection selection(QStringList {u"Age"_s, u"Nope"_s, u"Name"_s});
    QList<std::optional<Value>> values {Value::int32(5)};
    QVERIFY(record::extract(bytes, selection, values));
    QCOMPARE(values.size(), 3);
    QVERIFY(values[0].has_value());
    QCOMPARE(*values[0], *full.property(u"Age"));
    QVERIFY(!values[1].has_value());
    QCOMPARE(*values[2], Value::string(u"Zoë 😀"_s));

    // A damaged value outside the selection is skipped over, not decoded: invalid UTF-8 in "Name" goes
    // unnoticed by a selection of "Age", but the full decode reports it.
    const QByteArray damaged = QByteArray::fromHex("010200024e04c080"
                                                   "0604416702");
    QList<std::optional<Value>> ages;
    QVERIFY(record::extract(damaged, record::Selection(QStringList {u"Ag"_s}), ages));
    QCOMPARE(*ages[0], Value::int32(1));
    Entity e;
    QVERIFY(isCorrupt(record::decode(damaged, e)));
}

void TestRecord::encodeReusesBuffer()
{
    QByteArray buffer("leftover bytes");
    record::encode(single(u"a"_s, Value::int32(42)), buffer);
    QCOMPARE(buffer.toHex(), QByteArray("010106026154"));
}

QTEST_GUILESS_MAIN(TestRecord)
#include "tst_record.moc"
