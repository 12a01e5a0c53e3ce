#include "rowan/filter.h"

#include <QTest>
#include <QTimeZone>

using namespace rowan;
using namespace Qt::StringLiterals;

class TestFilterParser : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void canonical_data();
    void canonical();
    void literals_data();
    void literals();
    void errors_data();
    void errors();
    void emptyIsNoFilter_data();
    void emptyIsNoFilter();
    void comparisonLimit();
    void nestingLimit();
    void tree();
    void toErrorIsInvalidInput();
    void fromNode();
    void fromNodeRejects_data();
    void fromNodeRejects();
};

void TestFilterParser::canonical_data()
{
    QTest::addColumn<QString>("filter");
    QTest::addColumn<QString>("canonical");

    auto row = [](const char *name, const QString &filter, const QString &canonical) {
        QTest::newRow(name) << filter << canonical;
    };
    row("seed point", u"(PartitionKey eq 'Sales') and (RowKey eq '2')"_s,
        u"PartitionKey eq 'Sales' and RowKey eq '2'"_s);
    row("seed range", u"PartitionKey eq 'Sales' and RowKey ge 'S' and RowKey lt 'T'"_s,
        u"PartitionKey eq 'Sales' and RowKey ge 'S' and RowKey lt 'T'"_s);
    row("seed or", u"PartitionKey eq 'Sales' and (RowKey eq '121' or RowKey eq '322')"_s,
        u"PartitionKey eq 'Sales' and (RowKey eq '121' or RowKey eq '322')"_s);
    row("literal first lt", u"'a' lt RowKey"_s, u"RowKey gt 'a'"_s);
    row("literal first ge", u"42 ge Age"_s, u"Age le 42"_s);
    row("literal first eq", u"5 eq Age"_s, u"Age eq 5"_s);
    row("not binds tight", u"not Age eq 5"_s, u"not (Age eq 5)"_s);
    row("not not", u"not not Age eq 5"_s, u"not (not (Age eq 5))"_s);
    row("not without space", u"not(Age eq 1)"_s, u"not (Age eq 1)"_s);
    row("and over or", u"a eq 1 or b eq 2 and c eq 3"_s, u"a eq 1 or b eq 2 and c eq 3"_s);
    row("grouped or", u"(a eq 1 or b eq 2) and c eq 3"_s, u"(a eq 1 or b eq 2) and c eq 3"_s);
    row("double parens", u"((a eq 1))"_s, u"a eq 1"_s);
    row("and flattened", u"(a eq 1 and b eq 2) and c eq 3"_s, u"a eq 1 and b eq 2 and c eq 3"_s);
    row("or flattened", u"a eq 1 or (b eq 2 or c eq 3)"_s, u"a eq 1 or b eq 2 or c eq 3"_s);
    row("or flattened first", u"(a eq 1 or b eq 2) or c eq 3"_s, u"a eq 1 or b eq 2 or c eq 3"_s);
    row("not of or", u"not (a eq 1 or b eq 2)"_s, u"not (a eq 1 or b eq 2)"_s);
    row("spaces", u"  Age   eq \t 5  "_s, u"Age eq 5"_s);
    row("newlines", u"Age eq 5\nand\r\nName eq 'x'"_s, u"Age eq 5 and Name eq 'x'"_s);
    row("negative int", u"Age eq -5"_s, u"Age eq -5"_s);
    row("int64", u"Big eq 42L"_s, u"Big eq 42L"_s);
    row("double 2.0", u"D eq 2.0"_s, u"D eq 2.0"_s);
    row("double exp", u"D eq 1e10"_s, u"D eq 1e+10"_s);
    row("double pi", u"D eq 3.14"_s, u"D eq 3.14"_s);
    row("double negative", u"D eq -1.5"_s, u"D eq -1.5"_s);
    row("double trailing zero", u"D eq 2.50"_s, u"D eq 2.5"_s);
    row("datetime", u"T eq datetime'2008-07-10T00:00:00Z'"_s,
        u"T eq datetime'2008-07-10T00:00:00.0000000Z'"_s);
    row("guid upper", u"G eq guid'C9DA6455-213D-42C9-9A79-3E9149A57833'"_s,
        u"G eq guid'c9da6455-213d-42c9-9a79-3e9149a57833'"_s);
    row("binary word", u"B eq binary'0a1b'"_s, u"B eq X'0A1B'"_s);
    row("binary X", u"B eq X'0A1B'"_s, u"B eq X'0A1B'"_s);
    row("quote escape", u"Name eq 'it''s'"_s, u"Name eq 'it''s'"_s);
    row("boolean", u"Flag eq true"_s, u"Flag eq true"_s);
    row("and(", u"Name eq 'a' and(Age eq 1)"_s, u"Name eq 'a' and Age eq 1"_s);
    row("no space before literal", u"Name eq'a'"_s, u"Name eq 'a'"_s);
    row("no space after literal", u"Name eq 'a'or Name eq 'b'"_s, u"Name eq 'a' or Name eq 'b'"_s);
    row("unicode name", u"Имя eq 'Иван'"_s, u"Имя eq 'Иван'"_s);
    row("underscore name", u"_x1 eq 1"_s, u"_x1 eq 1"_s);
    row("property named datetime", u"datetime eq 1"_s, u"datetime eq 1"_s);
    // Boolean literals in any case, and as operands of and/or/not, folded away (a constant true is the
    // empty filter, a constant false a comparison nothing satisfies).
    row("boolean True", u"Flag eq True"_s, u"Flag eq true"_s);
    row("boolean FALSE left", u"FALSE ne Flag"_s, u"Flag ne false"_s);
    row("constants in and/or",
        u"(true and RowKey eq '1') and ((false or PartitionKey eq 'a') or PartitionKey eq 'b')"_s,
        u"RowKey eq '1' and (PartitionKey eq 'a' or PartitionKey eq 'b')"_s);
    row("true decides or", u"Name eq 'a' or True"_s, QString());
    row("true alone", u"true"_s, QString());
    row("false alone", u"(false)"_s, u"PartitionKey lt ''"_s);
    row("false decides and", u"Name eq 'a' and false and Age eq 1"_s, u"PartitionKey lt ''"_s);
    row("not true", u"not true or Age eq 1"_s, u"Age eq 1"_s);
    row("not false", u"not (false) and Age eq 1"_s, u"Age eq 1"_s);
    row("constant with boolean comparison", u"true and Flag eq false"_s, u"Flag eq false"_s);
    row("empty string", u"Name eq ''"_s, u"Name eq ''"_s);
    row("timestamp", u"Timestamp ge datetime'2021-02-05T17:15:16.7935715Z'"_s,
        u"Timestamp ge datetime'2021-02-05T17:15:16.7935715Z'"_s);
}

void TestFilterParser::canonical()
{
    QFETCH(QString, filter);
    QFETCH(QString, canonical);
    const auto parsed = Filter::parse(filter);
    QVERIFY2(parsed.has_value(), qPrintable(parsed ? QString() : parsed.error().message));
    QCOMPARE(parsed->toString(), canonical);
    // The canonical text reads back to the same tree and prints the same again.
    const auto again = Filter::parse(canonical);
    QVERIFY(again.has_value());
    QVERIFY(*again == *parsed);
    QCOMPARE(again->toString(), canonical);
}

void TestFilterParser::literals_data()
{
    QTest::addColumn<QString>("literal");
    QTest::addColumn<int>("type");
    QTest::addColumn<QString>("display"); // Value::toDisplayString() of the expected value

    auto row = [](const QString &literal, EdmType type, const QString &display) {
        QTest::newRow(qPrintable(literal)) << literal << int(type) << display;
    };
    row(u"'text'"_s, EdmType::String, u"text"_s);
    row(u"'it''s'"_s, EdmType::String, u"it's"_s);
    row(u"''''"_s, EdmType::String, u"'"_s);
    row(u"''"_s, EdmType::String, QString());
    row(u"'a b  c'"_s, EdmType::String, u"a b  c"_s);
    row(u"42"_s, EdmType::Int32, u"42"_s);
    row(u"-42"_s, EdmType::Int32, u"-42"_s);
    row(u"007"_s, EdmType::Int32, u"7"_s);
    row(u"2147483647"_s, EdmType::Int32, u"2147483647"_s);
    row(u"-2147483648"_s, EdmType::Int32, u"-2147483648"_s);
    row(u"2147483648L"_s, EdmType::Int64, u"2147483648"_s);
    row(u"42L"_s, EdmType::Int64, u"42"_s);
    row(u"-9223372036854775808L"_s, EdmType::Int64, u"-9223372036854775808"_s);
    row(u"9223372036854775807L"_s, EdmType::Int64, u"9223372036854775807"_s);
    row(u"3.14"_s, EdmType::Double, u"3.14"_s);
    row(u"-1.5"_s, EdmType::Double, u"-1.5"_s);
    row(u"1.5E-3"_s, EdmType::Double, u"0.0015"_s);
    row(u"true"_s, EdmType::Boolean, u"true"_s);
    row(u"false"_s, EdmType::Boolean, u"false"_s);
    row(u"guid'c9da6455-213d-42c9-9a79-3e9149a57833'"_s, EdmType::Guid,
        u"c9da6455-213d-42c9-9a79-3e9149a57833"_s);
    row(u"X'0A1B'"_s, EdmType::Binary, u"Chs="_s);
    row(u"binary'0a1b'"_s, EdmType::Binary, u"Chs="_s);
    row(u"X''"_s, EdmType::Binary, QString());
}

void TestFilterParser::literals()
{
    QFETCH(QString, literal);
    QFETCH(int, type);
    QFETCH(QString, display);
    const auto parsed = Filter::parse(u"P eq "_s + literal);
    QVERIFY2(parsed.has_value(), qPrintable(parsed ? QString() : parsed.error().message));
    const FilterNode *root = parsed->root();
    QVERIFY(root);
    QCOMPARE(root->kind, FilterNode::Kind::Comparison);
    QCOMPARE(int(root->comparison.literal.type()), type);
    QCOMPARE(root->comparison.literal.toDisplayString(), display);
}

void TestFilterParser::errors_data()
{
    QTest::addColumn<QString>("filter");
    QTest::addColumn<int>("position");
    QTest::addColumn<int>("length");
    QTest::addColumn<QString>("messageContains");

    auto row = [](const char *name, const QString &filter, int position, int length, const QString &message) {
        QTest::newRow(name) << filter << position << length << message;
    };
    row("unclosed text", u"PartitionKey eq 'Sales"_s, 16, 6, u"closing quote"_s);
    row("int32 overflow", u"Age eq 2147483648"_s, 7, 10, u"out of range for an Int32"_s);
    row("int32 underflow", u"Age eq -2147483649"_s, 7, 11, u"2147483649L"_s);
    row("int64 overflow", u"Age eq 9223372036854775808L"_s, 7, 20, u"out of range for an Int64"_s);
    row("beyond int64 without L", u"Age eq 99999999999999999999"_s, 7, 20, u"Double"_s);
    row("lower-case l", u"Age eq 42l"_s, 7, 3, u"capital L"_s);
    row("function", u"startswith(Name, 'a')"_s, 0, 10, u"Functions"_s);
    row("function later", u"Name eq 'a' and startswith(Name,'a') eq true"_s, 16, 10, u"startswith()"_s);
    row("function on right", u"'a' eq tolower(Name)"_s, 7, 7, u"Functions"_s);
    row("arithmetic as operator", u"Age add 1 eq 5"_s, 4, 3, u"Arithmetic (add)"_s);
    row("arithmetic after", u"Age eq 1 add 2"_s, 9, 3, u"Arithmetic (add)"_s);
    row("arithmetic sub", u"Age sub 1 eq 5"_s, 4, 3, u"Arithmetic (sub)"_s);
    row("property to property", u"FirstName eq LastName"_s, 13, 8, u"two properties"_s);
    row("null right", u"Name eq null"_s, 8, 4, u"null is not supported"_s);
    row("null left", u"null eq Name"_s, 0, 4, u"null is not supported"_s);
    row("two literals", u"'a' eq 'b'"_s, 0, 3, u"property name"_s);
    row("upper-case operator", u"Name EQ 'a'"_s, 5, 2, u"lower case: write eq"_s);
    row("upper-case and", u"Name eq 'a' AND Age eq 1"_s, 12, 3, u"lower case: write and"_s);
    row("True is a literal, not a property", u"True eq 1"_s, 0, 4, u"property name"_s);
    row("constant then garbage", u"true Name"_s, 5, 4, u"comparison operator"_s);
    row("error after a constant", u"true and Name eq"_s, 16, 0, u"Expected a value"_s);
    row("dangling and", u"Name eq 'a' and"_s, 15, 0, u"ends"_s);
    row("unclosed paren", u"(Name eq 'a'"_s, 0, 1, u"never closed"_s);
    row("extra close paren", u"Name eq 'a')"_s, 11, 1, u"no matching ("_s);
    row("empty parens", u"()"_s, 1, 1, u"Empty parentheses"_s);
    row("equals sign", u"Name = 'a'"_s, 5, 1, u"eq"_s);
    row("double equals", u"Name == 'a'"_s, 5, 2, u"eq"_s);
    row("double quotes", u"Name eq \"a\""_s, 8, 1, u"single quotes"_s);
    row("ampersands", u"Name eq 'a' && Age eq 1"_s, 12, 2, u"and"_s);
    row("bad datetime", u"T eq datetime'2008-13-45'"_s, 14, 10, u"date and time"_s);
    row("unclosed datetime", u"T eq datetime'2008"_s, 5, 13, u"closing quote"_s);
    row("bad guid", u"Id eq guid'123'"_s, 11, 3, u"GUID"_s);
    row("odd binary", u"B eq X'0A1'"_s, 7, 3, u"even number"_s);
    row("bad hex", u"B eq X'0G'"_s, 8, 1, u"hex digit"_s);
    row("lower x", u"B eq x'0A'"_s, 5, 1, u"X'…'"_s);
    row("DateTime case", u"T eq DateTime'2008-07-10T00:00:00Z'"_s, 5, 8, u"case-sensitive"_s);
    row("datetimeoffset", u"T eq datetimeoffset'2008-07-10T00:00:00Z'"_s, 5, 14, u"not supported"_s);
    row("unknown prefix", u"T eq foo'x'"_s, 5, 3, u"Unknown literal type"_s);
    row("bare decimal point", u"D eq 1."_s, 5, 2, u"decimal point"_s);
    row("double with L", u"D eq 1.5L"_s, 5, 4, u"Double"_s);
    row("empty exponent", u"D eq 1e"_s, 5, 2, u"exponent"_s);
    row("double overflow", u"D eq 1e999"_s, 5, 5, u"out of range for a Double"_s);
    row("double suffix", u"D eq 2.5d"_s, 8, 1, u"suffixes"_s);
    row("missing connective", u"Name eq 'a' Age eq 1"_s, 12, 3, u"Expected and, or or the end"_s);
    row("missing connective in parens", u"(Name eq 'a' Age eq 1)"_s, 13, 3, u"still open"_s);
    row("operator first", u"eq 5"_s, 0, 2, u"property name before eq"_s);
    row("missing value", u"Name eq"_s, 7, 0, u"Expected a value after eq"_s);
    row("missing operator", u"Name 'a'"_s, 5, 3, u"comparison operator"_s);
    row("lone not", u"not"_s, 3, 0, u"ends"_s);
    row("letters after number", u"Age eq 12abc"_s, 9, 1, u"right after the number"_s);
    row("date without datetime", u"T eq 2008-07-10"_s, 5, 5, u"datetime'"_s);
    row("filter prefix", u"$filter=Name eq 'a'"_s, 0, 8, u"without $filter="_s);
    row("spaced minus", u"Age eq - 5"_s, 7, 1, u"minus"_s);
    row("in operator", u"Name in ('a','b')"_s, 5, 2, u"in operator"_s);
    row("keyword as value", u"Name eq and"_s, 8, 3, u"Expected a value"_s);
    row("control character", u"Name eq 'a' \u0001"_s, 12, 1, u"U+0001"_s);
    row("bare word", u"Sales"_s, 5, 0, u"comparison operator"_s);
}

void TestFilterParser::errors()
{
    QFETCH(QString, filter);
    QFETCH(int, position);
    QFETCH(int, length);
    QFETCH(QString, messageContains);
    const auto parsed = Filter::parse(filter);
    QVERIFY2(!parsed.has_value(), qPrintable(parsed ? parsed->toString() : QString()));
    const ParseError &e = parsed.error();
    QVERIFY2(e.message.contains(messageContains), qPrintable(e.message));
    QCOMPARE(e.position, position);
    QCOMPARE(e.length, length);
    QVERIFY(e.position + e.length <= filter.size());
}

void TestFilterParser::emptyIsNoFilter_data()
{
    QTest::addColumn<QString>("filter");
    QTest::newRow("empty") << QString();
    QTest::newRow("spaces") << u"   "_s;
    QTest::newRow("tabs and newlines") << u"\t\n \r\n"_s;
}

void TestFilterParser::emptyIsNoFilter()
{
    QFETCH(QString, filter);
    const auto parsed = Filter::parse(filter);
    QVERIFY(parsed.has_value());
    QVERIFY(parsed->isEmpty());
    QCOMPARE(parsed->root(), nullptr);
    QCOMPARE(parsed->comparisonCount(), 0);
    QCOMPARE(parsed->toString(), QString());
    QVERIFY(parsed->matches(Entity(u"p"_s, u"r"_s)));
}

void TestFilterParser::comparisonLimit()
{
    QStringList parts;
    for (int i = 0; i < limits::MaxFilterComparisons; ++i)
        parts << u"P%1 eq %1"_s.arg(i);
    const QString fifteen = parts.join(u" and "_s);
    const auto ok = Filter::parse(fifteen);
    QVERIFY(ok.has_value());
    QCOMPARE(ok->comparisonCount(), 15);

    const QString sixteen = fifteen + u" or Extra eq 'x'"_s;
    const auto tooMany = Filter::parse(sixteen);
    QVERIFY(!tooMany.has_value());
    QCOMPARE(tooMany.error().position, int(fifteen.size()) + 4);
    QCOMPARE(tooMany.error().length, 12);
    QVERIFY(tooMany.error().message.contains(u"at most 15"_s));
    const auto asError = Filter::fromText(sixteen);
    QVERIFY(!asError.has_value());
    QCOMPARE(asError.error().code, ErrorCode::InvalidInput);
}

void TestFilterParser::nestingLimit()
{
    const QString deep = QString(100, u'(') + u"a eq 1"_s + QString(100, u')');
    QVERIFY(Filter::parse(deep).has_value());
    const QString tooDeep = QString(5000, u'(') + u"a eq 1"_s + QString(5000, u')');
    const auto parsed = Filter::parse(tooDeep);
    QVERIFY(!parsed.has_value());
    QVERIFY(parsed.error().message.contains(u"levels deep"_s));
    QString nots;
    for (int i = 0; i < 5000; ++i)
        nots += u"not "_s;
    QVERIFY(!Filter::parse(nots + u"a eq 1"_s).has_value());
}

void TestFilterParser::tree()
{
    const QString text = u"PartitionKey eq 'Sales' and ('x' lt RowKey or not (Age ge 30))"_s;
    const auto parsed = Filter::parse(text);
    QVERIFY(parsed.has_value());
    const FilterNode *root = parsed->root();
    QCOMPARE(root->kind, FilterNode::Kind::And);
    QCOMPARE(root->children.size(), 2);
    const FilterNode &pk = root->children[0];
    QCOMPARE(pk.kind, FilterNode::Kind::Comparison);
    QCOMPARE(pk.comparison.property, u"PartitionKey"_s);
    QCOMPARE(pk.comparison.target(), FilterTarget::PartitionKey);
    QCOMPARE(pk.comparison.op, CompareOp::Eq);
    QCOMPARE(pk.position, 0);
    QCOMPARE(pk.length, 23);
    const FilterNode &group = root->children[1];
    QCOMPARE(group.kind, FilterNode::Kind::Or);
    QCOMPARE(text.mid(group.position, group.length), u"('x' lt RowKey or not (Age ge 30))"_s);
    const FilterNode &rk = group.children[0];
    QCOMPARE(rk.comparison.property, u"RowKey"_s);
    QCOMPARE(rk.comparison.op, CompareOp::Gt); // mirrored
    QCOMPARE(text.mid(rk.position, rk.length), u"'x' lt RowKey"_s);
    const FilterNode &negation = group.children[1];
    QCOMPARE(negation.kind, FilterNode::Kind::Not);
    QCOMPARE(text.mid(negation.position, negation.length), u"not (Age ge 30)"_s);
    QCOMPARE(negation.children[0].comparison.target(), FilterTarget::Property);
    QCOMPARE(parsed->comparisonCount(), 3);
}

void TestFilterParser::toErrorIsInvalidInput()
{
    const auto parsed = Filter::fromText(u"Age eq"_s);
    QVERIFY(!parsed.has_value());
    QCOMPARE(parsed.error().code, ErrorCode::InvalidInput);
    QVERIFY(parsed.error().message.contains(u"(at position 6)"_s));
}

void TestFilterParser::fromNode()
{
    FilterNode inner
        = FilterNode::anyOf({FilterNode::compare(u"RowKey"_s, CompareOp::Eq, Value::string(u"1"_s)),
            FilterNode::compare(u"RowKey"_s, CompareOp::Eq, Value::string(u"2"_s))});
    FilterNode nested
        = FilterNode::allOf({FilterNode::compare(u"PartitionKey"_s, CompareOp::Eq, Value::string(u"p"_s)),
            FilterNode::allOf({FilterNode::compare(u"Age"_s, CompareOp::Gt, Value::int64(5)),
                FilterNode::negation(FilterNode::compare(u"When"_s, CompareOp::Lt,
                    Value::dateTime(DateTime::fromQDateTime(
                        QDateTime(QDate(2020, 1, 2), QTime(3, 4, 5), QTimeZone::UTC)))))}),
            inner});
    const auto filter = Filter::fromNode(nested);
    QVERIFY(filter.has_value());
    QCOMPARE(filter->root()->children.size(), 4); // the inner and is flattened
    const QString text = filter->toString();
    QCOMPARE(text,
        u"PartitionKey eq 'p' and Age gt 5L and not (When lt datetime'2020-01-02T03:04:05.0000000Z') and "
        "(RowKey eq '1' or RowKey eq '2')"_s);
    const auto reparsed = Filter::parse(text);
    QVERIFY(reparsed.has_value());
    QVERIFY(*reparsed == *filter);
}

void TestFilterParser::fromNodeRejects_data()
{
    QTest::addColumn<int>("which");
    QTest::newRow("and with one child") << 0;
    QTest::newRow("not with two children") << 1;
    QTest::newRow("name with space") << 2;
    QTest::newRow("keyword name") << 3;
    QTest::newRow("NaN literal") << 4;
    QTest::newRow("sixteen comparisons") << 5;
}

void TestFilterParser::fromNodeRejects()
{
    QFETCH(int, which);
    const FilterNode a = FilterNode::compare(u"A"_s, CompareOp::Eq, Value::int32(1));
    FilterNode node;
    switch (which) {
    case 0:
        node = FilterNode::allOf({a});
        break;
    case 1:
        node = FilterNode::negation(a);
        node.children.append(a);
        break;
    case 2:
        node = FilterNode::compare(u"Manager Rating"_s, CompareOp::Eq, Value::int32(1));
        break;
    case 3:
        node = FilterNode::compare(u"and"_s, CompareOp::Eq, Value::int32(1));
        break;
    case 4:
        node = FilterNode::compare(
            u"D"_s, CompareOp::Eq, Value::float64(std::numeric_limits<double>::quiet_NaN()));
        break;
    case 5: {
        QList<FilterNode> many;
        for (int i = 0; i < 16; ++i)
            many.append(a);
        node = FilterNode::anyOf(many);
        break;
    }
    }
    const auto filter = Filter::fromNode(node);
    QVERIFY(!filter.has_value());
    QCOMPARE(filter.error().code, ErrorCode::InvalidInput);
}

QTEST_GUILESS_MAIN(TestFilterParser)
#include "tst_filterparser.moc"
