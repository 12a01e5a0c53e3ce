// TextMatcher: substrings, whole words, regular expressions, Unicode case folding, the display text of every
// EDM type, the properties a match names, the types a text rules out, and the index term.
#include <rowan/search.h>
#include <rowan/valuetext.h>

#include <QTest>
#include <QUuid>

using namespace rowan;
using namespace Qt::StringLiterals;

class TestTextMatcher : public QObject
{
    Q_OBJECT

private slots:
    void text_data();
    void text();
    void values_data();
    void values();
    void invalidRequests_data();
    void invalidRequests();
    void matchingProperties_data();
    void matchingProperties();
    void typesRuledOut_data();
    void typesRuledOut();
    void indexTerm_data();
    void indexTerm();
};

void TestTextMatcher::text_data()
{
    QTest::addColumn<QString>("find");
    QTest::addColumn<int>("mode");
    QTest::addColumn<bool>("caseSensitive");
    QTest::addColumn<QString>("value");
    QTest::addColumn<bool>("matches");

    const int contains = int(SearchMode::Contains);
    const int word = int(SearchMode::WholeWord);
    const int regex = int(SearchMode::Regex);
    QTest::newRow("substring") << u"ell"_s << contains << false << u"Hello"_s << true;
    QTest::newRow("absent") << u"xyz"_s << contains << false << u"Hello"_s << false;
    QTest::newRow("ASCII case") << u"HELLO"_s << contains << false << u"hello"_s << true;
    QTest::newRow("case sensitive refuses") << u"HELLO"_s << contains << true << u"hello"_s << false;
    QTest::newRow("case sensitive exact") << u"ell"_s << contains << true << u"Hello"_s << true;
    QTest::newRow("umlaut") << u"Ä"_s << contains << false << u"bär"_s << true;
    QTest::newRow("umlaut case sensitive") << u"Ä"_s << contains << true << u"bär"_s << false;
    QTest::newRow("Cyrillic") << u"ПРИВЕТ"_s << contains << false << u"привет мир"_s << true;
    QTest::newRow("Greek final sigma") << u"ΟΔΟΣ"_s << contains << false << u"οδος"_s << true;
    QTest::newRow("sharp s folds to itself") << u"STRASSE"_s << contains << false << u"straße"_s
                                             << (u"straße"_s.toCaseFolded().contains(u"strasse"_s));
    QTest::newRow("sharp s against itself") << u"STRAßE"_s << contains << false << u"Straße"_s << true;
    QTest::newRow("whole word") << u"cat"_s << word << false << u"the cat sat"_s << true;
    QTest::newRow("whole word inside a word") << u"cat"_s << word << false << u"concatenate"_s << false;
    QTest::newRow("whole word second occurrence") << u"cat"_s << word << false << u"cats and a cat"_s << true;
    QTest::newRow("whole word at ends") << u"Cat"_s << word << false << u"cat"_s << true;
    QTest::newRow("whole word underscore joins") << u"cat"_s << word << false << u"my_cat"_s << false;
    QTest::newRow("whole word digit joins") << u"cat"_s << word << false << u"cat9"_s << false;
    QTest::newRow("whole word punctuation parts") << u"cat"_s << word << false << u"(cat)"_s << true;
    QTest::newRow("whole word non-ASCII letter joins") << u"cat"_s << word << false << u"caté"_s << false;
    QTest::newRow("whole word of punctuation") << u"-"_s << word << false << u"a-b"_s << true;
    QTest::newRow("regex") << u"^H.l+o$"_s << regex << false << u"hello"_s << true;
    QTest::newRow("regex case sensitive") << u"^H.l+o$"_s << regex << true << u"hello"_s << false;
    QTest::newRow("regex anywhere") << u"\\d{3}"_s << regex << false << u"ab1234"_s << true;
    QTest::newRow("regex Unicode class") << u"^\\w+$"_s << regex << false << u"Größe"_s << true;
    QTest::newRow("regex no match") << u"^\\d+$"_s << regex << false << u"12a"_s << false;
}

void TestTextMatcher::text()
{
    QFETCH(QString, find);
    QFETCH(int, mode);
    QFETCH(bool, caseSensitive);
    QFETCH(QString, value);
    QFETCH(bool, matches);
    SearchRequest request;
    request.text = find;
    request.mode = SearchMode(mode);
    request.caseSensitive = caseSensitive;
    Result<TextMatcher> m = TextMatcher::create(request);
    QVERIFY2(m, m ? "" : qPrintable(m.error().toString()));
    QCOMPARE(m->matches(QStringView(value)), matches);
    QCOMPARE(m->matches(Value::string(value)), matches);
}

void TestTextMatcher::values_data()
{
    QTest::addColumn<QString>("find");
    QTest::addColumn<Value>("value");
    QTest::addColumn<bool>("matches");

    const QUuid guid(u"6f9619ff-8b86-d011-b42d-00c04fc964ff"_s);
    const DateTime when = *DateTime::fromIsoString(u"2024-03-15T10:20:30Z");
    QTest::newRow("Int64 digits") << u"4567"_s << Value::int64(1234567890123LL) << true;
    QTest::newRow("Int64 sign") << u"-12"_s << Value::int64(-1234LL) << true;
    QTest::newRow("Int64 other digits") << u"999"_s << Value::int64(1234567890123LL) << false;
    QTest::newRow("Int32") << u"42"_s << Value::int32(1425) << true;
    QTest::newRow("Guid canonical lower case") << u"B42D-00C0"_s << Value::guid(guid) << true;
    QTest::newRow("Guid without dashes is not its text") << u"b42d00c0"_s << Value::guid(guid) << false;
    QTest::newRow("DateTime ISO") << u"2024-03-15T10:20"_s << Value::dateTime(when) << true;
    QTest::newRow("DateTime fraction") << u"30.0000000z"_s << Value::dateTime(when) << true;
    QTest::newRow("DateTime other day") << u"2024-03-16"_s << Value::dateTime(when) << false;
    QTest::newRow("Double") << u"2.5"_s << Value::float64(12.5) << true;
    QTest::newRow("Double whole") << u"3.0"_s << Value::float64(3) << true;
    QTest::newRow("Double NaN") << u"nan"_s << Value::float64(std::numeric_limits<double>::quiet_NaN())
                                << true;
    QTest::newRow("Boolean") << u"TRU"_s << Value::boolean(true) << true;
    QTest::newRow("Boolean false") << u"true"_s << Value::boolean(false) << false;
    QTest::newRow("Binary base64") << u"aGVsbG8"_s << Value::binary("hello") << true;
    QTest::newRow("Binary is not its bytes") << u"hello"_s << Value::binary("hello") << false;
    QTest::newRow("empty String") << u"a"_s << Value::string(QString()) << false;
}

void TestTextMatcher::values()
{
    QFETCH(QString, find);
    QFETCH(Value, value);
    QFETCH(bool, matches);
    Result<TextMatcher> m = TextMatcher::create(SearchRequest {find, SearchMode::Contains, false, {}, {}, 0});
    QVERIFY(m);
    QCOMPARE(m->matches(value), matches);
    // The display text is formatValueText()'s: the same answer from the text itself.
    if (value.type() != EdmType::String)
        QCOMPARE(m->matches(QStringView(formatValueText(value))), matches);
}

void TestTextMatcher::invalidRequests_data()
{
    QTest::addColumn<QString>("find");
    QTest::addColumn<int>("mode");
    QTest::addColumn<QString>("message");

    QTest::newRow("empty") << QString() << int(SearchMode::Contains) << u"empty"_s;
    QTest::newRow("empty regex") << QString() << int(SearchMode::Regex) << u"empty"_s;
    QTest::newRow("unbalanced regex") << u"(ab"_s << int(SearchMode::Regex) << u"'(ab' is not valid"_s;
    QTest::newRow("bad class") << u"[z-a]"_s << int(SearchMode::Regex) << u"is not valid"_s;
}

void TestTextMatcher::invalidRequests()
{
    QFETCH(QString, find);
    QFETCH(int, mode);
    QFETCH(QString, message);
    Result<TextMatcher> m = TextMatcher::create(SearchRequest {find, SearchMode(mode), false, {}, {}, 0});
    QVERIFY(!m);
    QCOMPARE(m.error().code, ErrorCode::InvalidInput);
    QVERIFY2(m.error().message.contains(message), qPrintable(m.error().message));
}

void TestTextMatcher::matchingProperties_data()
{
    QTest::addColumn<QString>("find");
    QTest::addColumn<QStringList>("properties");
    QTest::addColumn<QStringList>("matched");

    QTest::newRow("keys and values") << u"ab"_s << QStringList()
                                     << QStringList {u"PartitionKey"_s, u"Name"_s};
    QTest::newRow("row key") << u"row-7"_s << QStringList() << QStringList {u"RowKey"_s};
    QTest::newRow("number") << u"77"_s << QStringList() << QStringList {u"RowKey"_s, u"Count"_s};
    QTest::newRow("chosen property") << u"ab"_s << QStringList {u"Name"_s} << QStringList {u"Name"_s};
    QTest::newRow("chosen key") << u"ab"_s << QStringList {u"PartitionKey"_s}
                                << QStringList {u"PartitionKey"_s};
    QTest::newRow("chosen elsewhere") << u"ab"_s << QStringList {u"Count"_s} << QStringList();
    QTest::newRow("none") << u"zzz"_s << QStringList() << QStringList();
}

void TestTextMatcher::matchingProperties()
{
    QFETCH(QString, find);
    QFETCH(QStringList, properties);
    QFETCH(QStringList, matched);
    Entity e(u"AB-1"_s, u"row-77"_s);
    e.appendProperty(u"Name"_s, Value::string(u"Abba"_s));
    e.appendProperty(u"Count"_s, Value::int64(1770));
    e.appendProperty(u"Flag"_s, Value::boolean(true));
    Result<TextMatcher> m
        = TextMatcher::create(SearchRequest {find, SearchMode::Contains, false, properties, {}, 0});
    QVERIFY(m);
    QCOMPARE(m->matchingProperties(e), matched);
}

void TestTextMatcher::typesRuledOut_data()
{
    QTest::addColumn<QString>("find");
    QTest::addColumn<int>("mode");
    QTest::addColumn<QList<int>>("possible");

    const auto all = QList<int> {0, 1, 2, 3, 4, 5, 6, 7};
    QTest::newRow("digits") << u"12"_s << int(SearchMode::Contains)
                            << QList<int> {0, 1, 3, 4, 5, 6, 7}; // all but Boolean
    QTest::newRow("word") << u"hello"_s << int(SearchMode::Contains)
                          << QList<int> {int(EdmType::String), int(EdmType::Binary)};
    QTest::newRow("hex") << u"ab-"_s << int(SearchMode::Contains)
                         << QList<int> {int(EdmType::String), int(EdmType::Guid)}; // no '-' in base64
    QTest::newRow("true") << u"TRUE"_s << int(SearchMode::Contains)
                          << QList<int> {int(EdmType::String), int(EdmType::Binary), int(EdmType::Boolean)};
    QTest::newRow("regex rules out nothing") << u"hello"_s << int(SearchMode::Regex) << all;
}

void TestTextMatcher::typesRuledOut()
{
    QFETCH(QString, find);
    QFETCH(int, mode);
    QFETCH(QList<int>, possible);
    Result<TextMatcher> m = TextMatcher::create(SearchRequest {find, SearchMode(mode), false, {}, {}, 0});
    QVERIFY(m);
    QList<int> found;
    for (int t = 0; t <= int(EdmType::Int64); ++t) {
        if (m->mayMatch(EdmType(t)))
            found.append(t);
    }
    QCOMPARE(found, possible);
}

void TestTextMatcher::indexTerm_data()
{
    QTest::addColumn<QString>("find");
    QTest::addColumn<int>("mode");
    QTest::addColumn<QString>("term");

    QTest::newRow("folded") << u"HeLLo"_s << int(SearchMode::Contains) << u"hello"_s;
    QTest::newRow("word") << u"Cat"_s << int(SearchMode::WholeWord) << u"cat"_s;
    QTest::newRow("too short") << u"ab"_s << int(SearchMode::Contains) << QString();
    QTest::newRow("regex") << u"abc"_s << int(SearchMode::Regex) << QString();
    QTest::newRow("non-ASCII") << u"ÄÖÜ"_s << int(SearchMode::Contains) << u"äöü"_s;
    QTest::newRow("two code points in three units") << u"a😀"_s << int(SearchMode::Contains) << QString();
}

void TestTextMatcher::indexTerm()
{
    QFETCH(QString, find);
    QFETCH(int, mode);
    QFETCH(QString, term);
    Result<TextMatcher> m = TextMatcher::create(SearchRequest {find, SearchMode(mode), false, {}, {}, 0});
    QVERIFY(m);
    QCOMPARE(m->indexTerm(), term);
}

QTEST_GUILESS_MAIN(TestTextMatcher)
#include "tst_textmatcher.moc"
