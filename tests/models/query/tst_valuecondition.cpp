#include "models/query/valuecondition.h"

#include <QTest>

#include <limits>

using namespace rowan;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(rowan::Value)

class TestValueCondition : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void condition_data();
    void condition();
    void narrow_data();
    void narrow();
    void tooManyComparisons();
};

void TestValueCondition::condition_data()
{
    QTest::addColumn<QString>("property");
    QTest::addColumn<Value>("value");
    QTest::addColumn<QString>("keep");
    QTest::addColumn<QString>("exclude");

    // The value keeps its own type: an Int64 is not compared as an Int32, a Guid not as a String.
    QTest::newRow("string") << u"Status"_s << Value::string(u"it's"_s) << u"Status eq 'it''s'"_s
                            << u"not (Status eq 'it''s')"_s;
    QTest::newRow("int32") << u"Count"_s << Value::int32(-7) << u"Count eq -7"_s << u"not (Count eq -7)"_s;
    QTest::newRow("int64") << u"Big"_s << Value::int64(5) << u"Big eq 5L"_s << u"not (Big eq 5L)"_s;
    QTest::newRow("double") << u"Price"_s << Value::float64(2) << u"Price eq 2.0"_s
                            << u"not (Price eq 2.0)"_s;
    QTest::newRow("boolean") << u"Active"_s << Value::boolean(false) << u"Active eq false"_s
                             << u"not (Active eq false)"_s;
    QTest::newRow("guid") << u"Id"_s << Value::guid(QUuid(u"{6f9619ff-8b86-d011-b42d-00cf4fc964ff}"_s))
                          << u"Id eq guid'6f9619ff-8b86-d011-b42d-00cf4fc964ff'"_s
                          << u"not (Id eq guid'6f9619ff-8b86-d011-b42d-00cf4fc964ff')"_s;
    QTest::newRow("binary") << u"Blob"_s << Value::binary(QByteArray("\x0a\x1b", 2)) << u"Blob eq X'0A1B'"_s
                            << u"not (Blob eq X'0A1B')"_s;
    // The system properties are never missing: a plain `ne` excludes the value.
    QTest::newRow("partition key") << u"PartitionKey"_s << Value::string(u"p1"_s) << u"PartitionKey eq 'p1'"_s
                                   << u"PartitionKey ne 'p1'"_s;
    QTest::newRow("row key") << u"RowKey"_s << Value::string(QString()) << u"RowKey eq ''"_s
                             << u"RowKey ne ''"_s;
    const DateTime t = *DateTime::fromIsoString(u"2026-11-26T14:02:00.1234567Z"_s);
    QTest::newRow("timestamp") << u"Timestamp"_s << Value::dateTime(t)
                               << u"Timestamp eq datetime'2026-11-26T14:02:00.1234567Z'"_s
                               << u"Timestamp ne datetime'2026-11-26T14:02:00.1234567Z'"_s;
    // What no filter can say is refused, with the filter's own reason.
    QTest::newRow("NaN") << u"Ratio"_s << Value::float64(std::numeric_limits<double>::quiet_NaN())
                         << u"!NaN or infinity"_s << u"!NaN or infinity"_s;
    QTest::newRow("infinity") << u"Ratio"_s << Value::float64(std::numeric_limits<double>::infinity())
                              << u"!NaN or infinity"_s << u"!NaN or infinity"_s;
    QTest::newRow("no property") << QString() << Value::int32(1) << u"!property name"_s
                                 << u"!property name"_s;
}

void TestValueCondition::condition()
{
    QFETCH(QString, property);
    QFETCH(Value, value);
    QFETCH(QString, keep);
    QFETCH(QString, exclude);
    const auto check = [&](ValueConditionKind kind, const QString &expected) {
        auto filter = valueCondition(property, value, kind);
        if (expected.startsWith(u'!')) {
            QVERIFY(!filter);
            QCOMPARE(filter.error().code, ErrorCode::InvalidInput);
            QVERIFY2(filter.error().message.contains(expected.mid(1)), qPrintable(filter.error().message));
            return;
        }
        QVERIFY2(filter, qPrintable(filter ? QString() : filter.error().message));
        QCOMPARE(filter->toString(), expected);
        // What the menu shows reads back as the same filter.
        QCOMPARE(*Filter::parse(filter->toString()), *filter);
    };
    check(ValueConditionKind::Keep, keep);
    check(ValueConditionKind::Exclude, exclude);
}

void TestValueCondition::narrow_data()
{
    QTest::addColumn<QString>("base");
    QTest::addColumn<QString>("expected");

    QTest::newRow("empty") << QString() << u"Status eq 'new'"_s;
    QTest::newRow("one comparison") << u"Index gt 3"_s << u"Index gt 3 and Status eq 'new'"_s;
    // An And gains one more operand instead of nesting.
    QTest::newRow("and") << u"PartitionKey eq 'p1' and Index gt 3"_s
                         << u"PartitionKey eq 'p1' and Index gt 3 and Status eq 'new'"_s;
    // Anything else stays whole.
    QTest::newRow("or") << u"Index lt 3 or Index gt 9"_s
                        << u"(Index lt 3 or Index gt 9) and Status eq 'new'"_s;
    QTest::newRow("not") << u"not (Index eq 3)"_s << u"not (Index eq 3) and Status eq 'new'"_s;
}

void TestValueCondition::narrow()
{
    QFETCH(QString, base);
    QFETCH(QString, expected);
    auto parsed = Filter::parse(base);
    QVERIFY(parsed);
    auto condition = valueCondition(u"Status"_s, Value::string(u"new"_s), ValueConditionKind::Keep);
    QVERIFY(condition);
    auto narrowed = narrowFilter(*parsed, *condition);
    QVERIFY2(narrowed, qPrintable(narrowed ? QString() : narrowed.error().message));
    QCOMPARE(narrowed->text, expected);
    QVERIFY(narrowed->isValid());
    // The text and the tree agree: reading the text back gives the same filter.
    QCOMPARE(*Filter::parse(narrowed->text), *narrowed->filter);
}

void TestValueCondition::tooManyComparisons()
{
    QStringList terms;
    for (int i = 0; i < limits::MaxFilterComparisons; ++i)
        terms.append(u"Index ne %1"_s.arg(i));
    auto full = Filter::parse(terms.join(u" and "_s));
    QVERIFY(full);
    auto condition = valueCondition(u"Status"_s, Value::string(u"new"_s), ValueConditionKind::Keep);
    QVERIFY(condition);
    auto narrowed = narrowFilter(*full, *condition);
    QVERIFY(!narrowed);
    QVERIFY2(
        narrowed.error().message.contains(u"at most 15 comparisons"_s), qPrintable(narrowed.error().message));
}

QTEST_APPLESS_MAIN(TestValueCondition)
#include "tst_valuecondition.moc"
