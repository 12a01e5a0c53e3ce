#include "core/keycodec.h"

#include <QTest>

#include <algorithm>
#include <cstring>
#include <random>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {
// SQLite's BLOB comparison: memcmp over the common length, then the shorter one first.
int blobCompare(const QByteArray &a, const QByteArray &b)
{
    const int c = std::memcmp(a.constData(), b.constData(), std::size_t(std::min(a.size(), b.size())));
    if (c != 0)
        return c < 0 ? -1 : 1;
    return a.size() == b.size() ? 0 : (a.size() < b.size() ? -1 : 1);
}

// Lone surrogates cannot be written as literals.
QString units(std::initializer_list<char16_t> list)
{
    return QString(reinterpret_cast<const QChar *>(list.begin()), qsizetype(list.size()));
}

int sign(int v)
{
    return v < 0 ? -1 : (v > 0 ? 1 : 0);
}
} // namespace

class TestKeyCodec : public QObject
{
    Q_OBJECT

private slots:
    void bytes();
    void order_data();
    void order();
    void randomOrder();
    void roundTrip_data();
    void roundTrip();
    void decodeOddLength();
    void prefixRange_data();
    void prefixRange();
    void noUpperBound_data();
    void noUpperBound();
    void compositeOrder_data();
    void compositeOrder();
    void compositeRoundTrip();
    void compositeMalformed_data();
    void compositeMalformed();
    void repeatedKeys_data();
    void repeatedKeys();
};

void TestKeyCodec::bytes()
{
    QCOMPARE(keycodec::encode(u"Ab"), QByteArray("\x00\x41\x00\x62", 4));
    QCOMPARE(keycodec::encode(u"\u0201"), QByteArray("\x02\x01", 2));
    QCOMPARE(keycodec::encode(u"😀"), QByteArray("\xD8\x3D\xDE\x00", 4));
    QCOMPARE(keycodec::encode(QStringView()), QByteArray());
    QByteArray buffer("x");
    keycodec::appendEncoded(buffer, u"a");
    QCOMPARE(buffer, QByteArray("x\x00\x61", 3));
}

void TestKeyCodec::order_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<int>("expected");
    QTest::newRow("upper before lower") << u"B"_s << u"a"_s << -1;
    QTest::newRow("equal") << u"abc"_s << u"abc"_s << 0;
    QTest::newRow("empty first") << QString() << u"a"_s << -1;
    QTest::newRow("empty equal") << QString() << QString() << 0;
    QTest::newRow("prefix first") << u"a"_s << u"aa"_s << -1;
    QTest::newRow("numbers lexical") << u"111"_s << u"2"_s << -1;
    QTest::newRow("padded") << u"002"_s << u"111"_s << -1;
    QTest::newRow("latin-1 after ascii") << u"\u00e9"_s << u"z"_s << 1;
    // Little-endian bytes would get these two wrong: 0x0100 > 0x00FF although its low byte is smaller.
    QTest::newRow("high byte decides") << u"\u0100"_s << u"\u00ff"_s << 1;
    QTest::newRow("byte swap trap") << u"\u0201"_s << u"\u0102"_s << 1;
    // Code-unit order, not code-point order: a surrogate pair (0xD83D...) sorts before U+FFFF.
    QTest::newRow("surrogate pair before U+FFFF") << u"😀"_s << u"\uffff"_s << -1;
    QTest::newRow("surrogate pair after U+D7FF") << u"😀"_s << u"\ud7ff"_s << 1;
    QTest::newRow("surrogate pair before U+E000") << u"😀"_s << u"\ue000"_s << -1;
    QTest::newRow("lone high surrogate before pair") << units({0xD83D}) << u"😀"_s << -1;
    QTest::newRow("longer after control-free prefix") << u"ab"_s << u"ab\u0020"_s << -1;
    QTest::newRow("U+0000 after prefix") << u"a"_s << QString(u"a\0"_s) << -1;
    QTest::newRow("tilde vs DEL") << u"~"_s << u"\u007f"_s << -1;
}

void TestKeyCodec::order()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(int, expected);
    QCOMPARE(sign(a.compare(b, Qt::CaseSensitive)), expected);
    QCOMPARE(blobCompare(keycodec::encode(a), keycodec::encode(b)), expected);
    QCOMPARE(blobCompare(keycodec::encode(b), keycodec::encode(a)), -expected);
}

void TestKeyCodec::randomOrder()
{
    // Strings over an alphabet that exercises both bytes of a unit and the surrogate ranges.
    const char16_t alphabet[]
        = {u'A', u'a', u'0', 0x00FF, 0x0100, 0x0201, 0x0102, 0xD83D, 0xDE00, 0xFFFF, 0xE000};
    std::mt19937 rng(7);
    std::uniform_int_distribution<int> pick(0, int(std::size(alphabet)) - 1);
    std::uniform_int_distribution<int> length(0, 5);
    QList<QString> keys;
    for (int i = 0; i < 2000; ++i) {
        QString s;
        for (int n = length(rng); n > 0; --n)
            s.append(QChar(alphabet[pick(rng)]));
        keys.append(s);
    }
    QList<QString> byString = keys;
    std::sort(byString.begin(), byString.end());
    QList<QByteArray> encoded;
    for (const QString &k : std::as_const(keys))
        encoded.append(keycodec::encode(k));
    std::sort(encoded.begin(), encoded.end(),
        [](const QByteArray &x, const QByteArray &y) { return blobCompare(x, y) < 0; });
    QCOMPARE(encoded.size(), byString.size());
    for (qsizetype i = 0; i < encoded.size(); ++i)
        QCOMPARE(*keycodec::decode(encoded[i]), byString[i]);
}

void TestKeyCodec::roundTrip_data()
{
    QTest::addColumn<QString>("key");
    QTest::newRow("empty") << QString();
    QTest::newRow("ascii") << u"partition-01"_s;
    QTest::newRow("unicode") << u"ключ 鍵 😀"_s;
    QTest::newRow("lone surrogates") << units({0xD800, u'x', 0xDFFF});
    QTest::newRow("nul") << QString(u"a\0b"_s);
    QTest::newRow("long") << QString(512, u'\uffff');
}

void TestKeyCodec::roundTrip()
{
    QFETCH(QString, key);
    const QByteArray bytes = keycodec::encode(key);
    QCOMPARE(bytes.size(), 2 * key.size());
    const auto back = keycodec::decode(bytes);
    QVERIFY(back.has_value());
    QCOMPARE(*back, key);
}

void TestKeyCodec::decodeOddLength()
{
    QCOMPARE(keycodec::decode(QByteArray("\x00", 1)), std::nullopt);
    QCOMPARE(keycodec::decode(QByteArray("\x00\x41\x00", 3)), std::nullopt);
    QCOMPARE(keycodec::decode(QByteArray()), std::optional(QString()));
}

void TestKeyCodec::prefixRange_data()
{
    QTest::addColumn<QString>("prefix");
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("inRange");
    QTest::newRow("exact prefix") << u"ab"_s << u"ab"_s << true;
    QTest::newRow("extension") << u"ab"_s << u"abzzz"_s << true;
    QTest::newRow("extension with U+FFFF") << u"ab"_s << u"ab\uffff\uffff"_s << true;
    QTest::newRow("next sibling") << u"ab"_s << u"ac"_s << false;
    QTest::newRow("shorter") << u"ab"_s << u"a"_s << false;
    QTest::newRow("before") << u"ab"_s << u"aa\uffff"_s << false;
    QTest::newRow("upper case is before") << u"ab"_s << u"AB"_s << false;
    QTest::newRow("trailing U+FFFF prefix") << u"a\uffff"_s << u"a\uffff\uffff"_s << true;
    QTest::newRow("trailing U+FFFF prefix, next") << u"a\uffff"_s << u"b"_s << false;
    QTest::newRow("trailing U+00FF") << u"a\u00ff"_s << u"a\u00ff\uffff"_s << true;
    QTest::newRow("trailing U+00FF, next unit") << u"a\u00ff"_s << u"a\u0100"_s << false;
    QTest::newRow("surrogate prefix") << units({0xD83D}) << u"😀"_s << true;
}

void TestKeyCodec::prefixRange()
{
    QFETCH(QString, prefix);
    QFETCH(QString, key);
    QFETCH(bool, inRange);
    QCOMPARE(key.startsWith(prefix), inRange); // the table itself is consistent
    const QByteArray lower = keycodec::encode(prefix);
    const auto upper = keycodec::prefixUpperBound(lower);
    QVERIFY(upper.has_value());
    const QByteArray k = keycodec::encode(key);
    QCOMPARE(blobCompare(k, lower) >= 0 && blobCompare(k, *upper) < 0, inRange);
}

void TestKeyCodec::noUpperBound_data()
{
    QTest::addColumn<QString>("prefix");
    QTest::newRow("empty") << QString();
    QTest::newRow("U+FFFF") << u"\uffff"_s;
    QTest::newRow("U+FFFF x2") << u"\uffff\uffff"_s;
}

void TestKeyCodec::noUpperBound()
{
    QFETCH(QString, prefix);
    QCOMPARE(keycodec::prefixUpperBound(keycodec::encode(prefix)), std::nullopt);
}

void TestKeyCodec::compositeOrder_data()
{
    QTest::addColumn<QString>("pk1");
    QTest::addColumn<QString>("rk1");
    QTest::addColumn<QString>("pk2");
    QTest::addColumn<QString>("rk2");
    QTest::addColumn<int>("expected");
    QTest::newRow("pk prefix wins over rk") << u"a"_s << u"zzz"_s << u"ab"_s << QString() << -1;
    QTest::newRow("same pk, rk order") << u"a"_s << QString() << u"a"_s << u"a"_s << -1;
    QTest::newRow("empty pk first") << QString() << u"\uffff"_s << u"a"_s << QString() << -1;
    QTest::newRow("rk case") << u"p"_s << u"B"_s << u"p"_s << u"a"_s << -1;
    QTest::newRow("equal") << u"p"_s << u"r"_s << u"p"_s << u"r"_s << 0;
    QTest::newRow("pk decides") << u"b"_s << QString() << u"a"_s << u"\uffff"_s << 1;
    QTest::newRow("pk with control-free min unit") << u"a"_s << u"b"_s << u"a\u0020"_s << QString() << -1;
}

void TestKeyCodec::compositeOrder()
{
    QFETCH(QString, pk1);
    QFETCH(QString, rk1);
    QFETCH(QString, pk2);
    QFETCH(QString, rk2);
    QFETCH(int, expected);
    const int byPair = sign(pk1 != pk2 ? pk1.compare(pk2) : rk1.compare(rk2));
    QCOMPARE(byPair, expected);
    QCOMPARE(blobCompare(keycodec::encodeComposite(pk1, rk1), keycodec::encodeComposite(pk2, rk2)), expected);
}

void TestKeyCodec::compositeRoundTrip()
{
    const auto back = keycodec::decodeComposite(keycodec::encodeComposite(u"part 1", u"row\0x"_s));
    QVERIFY(back.has_value());
    QCOMPARE(back->first, u"part 1"_s);
    QCOMPARE(back->second, QString(u"row\0x"_s));
    const auto empty = keycodec::decodeComposite(keycodec::encodeComposite(QStringView(), QStringView()));
    QVERIFY(empty.has_value());
    QVERIFY(empty->first.isEmpty() && empty->second.isEmpty());
}

void TestKeyCodec::compositeMalformed_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("no terminator") << QByteArray("\x00\x41", 2);
    QTest::newRow("odd") << QByteArray("\x00\x41\x00\x00\x00", 5);
    QTest::newRow("odd, no terminator") << QByteArray("\x00", 1);
}

void TestKeyCodec::compositeMalformed()
{
    QFETCH(QByteArray, bytes);
    QCOMPARE(keycodec::decodeComposite(bytes), std::nullopt);
}

void TestKeyCodec::repeatedKeys_data()
{
    QTest::addColumn<QList<QByteArray>>("rows"); // encoded keys, in the order a scan meets them
    const QByteArray a = keycodec::encode(u"a");
    const QByteArray b = keycodec::encode(u"b\u00e9");
    const QByteArray empty = keycodec::encode(u"");
    QTest::newRow("one run") << QList<QByteArray> {a, a, a};
    QTest::newRow("runs") << QList<QByteArray> {a, a, b, b, a};
    QTest::newRow("empty key first") << QList<QByteArray> {empty, empty, a, empty};
    QTest::newRow("odd length in between") << QList<QByteArray> {a, QByteArray("\x00", 1), a, b};
}

// The decoder answers what decode() answers, and the rows of one run share one string.
void TestKeyCodec::repeatedKeys()
{
    QFETCH(QList<QByteArray>, rows);
    keycodec::RepeatedKeyDecoder decoder;
    std::optional<QString> previous;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const auto got = decoder.decode(rows[i]);
        const auto expected = keycodec::decode(rows[i]);
        QCOMPARE(got.has_value(), expected.has_value());
        if (!got)
            continue;
        QCOMPARE(*got, *expected);
        if (i > 0 && rows[i] == rows[i - 1] && previous)
            QCOMPARE(got->constData(), previous->constData());
        previous = got;
    }
}

QTEST_GUILESS_MAIN(TestKeyCodec)
#include "tst_keycodec.moc"
