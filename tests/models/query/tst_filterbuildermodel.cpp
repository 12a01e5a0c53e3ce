#include "models/query/filterbuildermodel.h"

#include <QAbstractItemModelTester>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;

using namespace rowan;

class TestFilterBuilderModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void roundTrip_data();
    void roundTrip();
    void refusesWhatItCannotShow_data();
    void refusesWhatItCannotShow();
    void editsProduceText();
    void invalidValuesNameTheRow_data();
    void invalidValuesNameTheRow();
    void presetsResolveWhenAsked();
    void narrowKeepsRows_data();
    void narrowKeepsRows();
    void jsonKeepsPresets();
    void removeRows();
    void mutatedTextNeverBreaks();
};

void TestFilterBuilderModel::roundTrip_data()
{
    QTest::addColumn<QString>("text");
    // The filters of the table design guide (its Dutch translation writes `en` for `and`; the service reads
    // only `and`).
    QTest::newRow("guide: point") << u"(PartitionKey eq 'Sales') and (RowKey eq '2')"_s;
    QTest::newRow("guide: partition scan") << u"PartitionKey eq 'Sales' and LastName eq 'Smith'"_s;
    QTest::newRow("guide: table scan") << u"LastName eq 'Jones'"_s;
    QTest::newRow("guide: or of row keys")
        << u"PartitionKey eq 'Sales' and (RowKey eq '121' or RowKey eq '322')"_s;
    QTest::newRow("guide: prefix range") << u"PartitionKey eq 'Sales' and RowKey ge 'S' and RowKey lt 'T'"_s;
    QTest::newRow("guide: email range")
        << u"(PartitionKey eq 'email_Sales') and (RowKey ge 'a') and (RowKey lt 'b')"_s;
    QTest::newRow("guide: empid range")
        << u"(PartitionKey eq 'empid_Sales') and (RowKey ge '000100') and (RowKey le '000199')"_s;
    QTest::newRow("guide: mixed keys")
        << u"(PartitionKey eq 'Sales') and (RowKey ge 'empid_000123') and (RowKey lt '000123_2012')"_s;
    QTest::newRow("guide: partition") << u"PartitionKey eq 'Sales'"_s;
    // Every operator.
    for (const char *op : {"eq", "ne", "gt", "ge", "lt", "le"})
        QTest::newRow(op) << QStringLiteral("Age %1 30").arg(QLatin1String(op));
    // Every type and literal spelling.
    QTest::newRow("string escape") << u"Name eq 'it''s'"_s;
    QTest::newRow("empty string") << u"Name eq ''"_s;
    QTest::newRow("unicode") << u"Город eq 'Москва' and Miasto eq 'Łódź'"_s;
    QTest::newRow("int32 negative") << u"Delta lt -2147483648"_s;
    QTest::newRow("int64 exact") << u"Big eq 9007199254740993L"_s;
    QTest::newRow("int64 min") << u"Big ge -9223372036854775808L"_s;
    QTest::newRow("double") << u"Price gt 1.5"_s;
    QTest::newRow("double whole") << u"Price eq 2.0"_s;
    QTest::newRow("double exponent") << u"Price lt 1e300"_s;
    QTest::newRow("double precise") << u"Price eq 0.1000000000000000055511151231257827"_s;
    QTest::newRow("bool") << u"Active eq true and Deleted ne false"_s;
    QTest::newRow("datetime") << u"Timestamp ge datetime'2026-11-24T00:00:00Z'"_s;
    QTest::newRow("datetime fraction") << u"When lt datetime'2021-02-05T17:15:16.7935715Z'"_s;
    QTest::newRow("datetime offset") << u"When lt datetime'2021-02-05T17:15:16+02:00'"_s;
    QTest::newRow("guid") << u"Id eq guid'C9DA6455-213D-42C9-9A79-3E9149A57833'"_s;
    QTest::newRow("binary X") << u"Blob eq X'0a1B'"_s;
    QTest::newRow("binary word") << u"Blob ne binary'00FF'"_s;
    QTest::newRow("binary empty") << u"Blob eq X''"_s;
    QTest::newRow("mirrored") << u"'a' lt RowKey and 5L ge Big"_s;
    // Structure: not, nesting, precedence.
    QTest::newRow("not comparison") << u"not (Age eq 30)"_s;
    QTest::newRow("not group") << u"not (Age eq 30 or Age eq 40)"_s;
    QTest::newRow("not not") << u"not not (Age eq 30)"_s;
    QTest::newRow("not not group") << u"not (not (A eq 1 and B eq 2))"_s;
    QTest::newRow("precedence") << u"A eq 1 or B eq 2 and C eq 3"_s;
    QTest::newRow("nested") << u"(A eq 1 or (B eq 2 and not (C eq 3 or D eq 4))) and E eq 5"_s;
    QTest::newRow("flattened") << u"((A eq 1 and B eq 2) and C eq 3)"_s;
    // The deepest nesting 15 comparisons allow: 14 groups of alternating and/or.
    QString deep = u"Z eq 0 or Z eq 1"_s;
    for (int i = 2; i < 15; ++i)
        deep = QStringLiteral("Z eq %1 %2 (%3)").arg(i).arg(i % 2 ? u"or"_s : u"and"_s, deep);
    QTest::newRow("deepest") << deep;
    QTest::newRow("empty") << QString();
    QTest::newRow("whitespace") << u"   "_s;
}

void TestFilterBuilderModel::roundTrip()
{
    QFETCH(QString, text);
    FilterBuilderModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const auto original = Filter::parse(text);
    QVERIFY(original.has_value());
    const auto shown = model.setFilterText(text);
    QVERIFY2(shown.has_value(), qPrintable(shown ? QString() : shown.error().message));
    const auto back = model.filterText(DateTime::now());
    QVERIFY2(back.has_value(), qPrintable(back ? QString() : back.error().message));
    const auto reparsed = Filter::parse(*back);
    QVERIFY2(reparsed.has_value(), qPrintable(*back));
    QCOMPARE(reparsed->toString(), original->toString());
    QVERIFY(*reparsed == *original);
    // Through JSON too: what history and saved queries keep.
    FilterBuilderModel copy;
    QVERIFY(copy.fromJson(model.toJson()).has_value());
    QCOMPARE(copy.filterText(DateTime::now()).value(), *back);
}

void TestFilterBuilderModel::refusesWhatItCannotShow_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("messagePart");
    QTest::newRow("syntax") << u"Age eq"_s << u"at position 6"_s;
    QTest::newRow("function") << u"startswith(Name, 'a')"_s << u"startswith()"_s;
    QTest::newRow("too many comparisons")
        << u"A eq 1 or A eq 2 or A eq 3 or A eq 4 or A eq 5 or A eq 6 or A eq 7 or A eq 8 or A eq 9 or A eq "
           u"10 or "
           "A eq 11 or A eq 12 or A eq 13 or A eq 14 or A eq 15 or A eq 16"_s
        << u"at most 15 comparisons"_s;
    QTest::newRow("null") << u"A eq null"_s << u"null is not supported"_s;
}

void TestFilterBuilderModel::refusesWhatItCannotShow()
{
    QFETCH(QString, text);
    QFETCH(QString, messagePart);
    FilterBuilderModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(model.setFilterText(u"Keep eq 1"_s).has_value());
    QSignalSpy edited(&model, &FilterBuilderModel::edited);
    const auto result = model.setFilterText(text);
    QVERIFY(!result.has_value());
    QVERIFY2(result.error().message.contains(messagePart), qPrintable(result.error().message));
    QCOMPARE(edited.count(), 0);
    QCOMPARE(model.filterText(DateTime::now()).value(), u"Keep eq 1"_s);
}

void TestFilterBuilderModel::editsProduceText()
{
    FilterBuilderModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy edited(&model, &FilterBuilderModel::edited);
    const QModelIndex top = model.topGroup();
    QCOMPARE(model.filterText(DateTime::now()).value(), QString());
    const QModelIndex pk
        = model.addCondition(top, u"PartitionKey"_s, EdmType::String, CompareOp::Eq, u"Sales"_s);
    QVERIFY(pk.isValid());
    QCOMPARE(model.filterText(DateTime::now()).value(), u"PartitionKey eq 'Sales'"_s);
    const QModelIndex group = model.addGroup(top, true);
    model.addCondition(group, u"Age"_s, EdmType::Int64, CompareOp::Gt, u"9007199254740993"_s);
    const QModelIndex flag = model.addCondition(group, u"Flag"_s, EdmType::Boolean, CompareOp::Eq, u"true"_s);
    QCOMPARE(model.filterText(DateTime::now()).value(),
        u"PartitionKey eq 'Sales' and (Age gt 9007199254740993L or Flag eq true)"_s);
    QVERIFY(
        model.setData(flag.siblingAtColumn(FilterBuilderModel::NotColumn), Qt::Checked, Qt::CheckStateRole));
    QVERIFY(model.setData(group.siblingAtColumn(FilterBuilderModel::LogicColumn), u"and"_s));
    QVERIFY(model.setData(pk.siblingAtColumn(FilterBuilderModel::OperatorColumn), u"ge"_s));
    QCOMPARE(model.filterText(DateTime::now()).value(),
        u"PartitionKey ge 'Sales' and Age gt 9007199254740993L and not (Flag eq true)"_s);
    QVERIFY(model.setData(pk.siblingAtColumn(FilterBuilderModel::TypeColumn), u"Edm.Guid"_s));
    QVERIFY(!model.filterText(DateTime::now()).has_value());
    QVERIFY(!model.setData(pk.siblingAtColumn(FilterBuilderModel::OperatorColumn), u"like"_s));
    QVERIFY(!model.setData(top.siblingAtColumn(FilterBuilderModel::PropertyColumn), u"x"_s));
    QVERIFY(edited.count() >= 6);
}

void TestFilterBuilderModel::invalidValuesNameTheRow_data()
{
    QTest::addColumn<int>("type");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("messagePart");
    QTest::newRow("int64 overflow") << int(EdmType::Int64) << u"9223372036854775808"_s << u"Edm.Int64"_s;
    QTest::newRow("int32 overflow") << int(EdmType::Int32) << u"2147483648"_s << u"Edm.Int32"_s;
    QTest::newRow("int64 decimal") << int(EdmType::Int64) << u"1.5"_s << u"whole number"_s;
    QTest::newRow("guid") << int(EdmType::Guid) << u"not-a-guid"_s << u"Guid such as"_s;
    QTest::newRow("binary odd") << int(EdmType::Binary) << u"ABC"_s << u"base64"_s;
    QTest::newRow("binary letters") << int(EdmType::Binary) << u"ZZ"_s << u"base64"_s;
    QTest::newRow("bool") << int(EdmType::Boolean) << u"yes"_s << u"true or false"_s;
    QTest::newRow("double inf") << int(EdmType::Double) << u"inf"_s << u"finite"_s;
    QTest::newRow("datetime") << int(EdmType::DateTime) << u"yesterday"_s << u"2026-11-24"_s;
    QTest::newRow("datetime range") << int(EdmType::DateTime) << u"1500-01-01T00:00:00Z"_s << u"outside"_s;
}

void TestFilterBuilderModel::invalidValuesNameTheRow()
{
    QFETCH(int, type);
    QFETCH(QString, value);
    QFETCH(QString, messagePart);
    FilterBuilderModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.addCondition(model.topGroup(), u"A"_s, EdmType::Int32, CompareOp::Eq, u"1"_s);
    const QModelIndex row
        = model.addCondition(model.topGroup(), u"Bad"_s, EdmType(type), CompareOp::Eq, value);
    const auto text = model.filterText(DateTime::now());
    QVERIFY(!text.has_value());
    QVERIFY2(text.error().message.contains(u"Condition 2 (Bad)"_s), qPrintable(text.error().message));
    QVERIFY2(text.error().message.contains(messagePart), qPrintable(text.error().message));
    QVERIFY(!row.data(FilterBuilderModel::ValueErrorRole).toString().isEmpty());
}

void TestFilterBuilderModel::presetsResolveWhenAsked()
{
    FilterBuilderModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QModelIndex row
        = model.addCondition(model.topGroup(), u"Timestamp"_s, EdmType::DateTime, CompareOp::Ge);
    QVERIFY(model.setData(row, int(TimePreset::Last24Hours), FilterBuilderModel::PresetRole));
    QVERIFY(model.hasPresets());
    QCOMPARE(row.siblingAtColumn(FilterBuilderModel::ValueColumn).data().toString(), u"Last 24 hours"_s);
    const DateTime now = DateTime::fromIsoString(u"2026-11-25T10:00:00Z").value();
    QCOMPARE(model.filterText(now).value(), u"Timestamp ge datetime'2026-11-24T10:00:00.0000000Z'"_s);
    const DateTime later = DateTime::fromIsoString(u"2026-12-01T00:30:00Z").value();
    QCOMPARE(model.filterText(later).value(), u"Timestamp ge datetime'2026-11-30T00:30:00.0000000Z'"_s);
    QVERIFY(model.setData(row, int(TimePreset::LastHour), FilterBuilderModel::PresetRole));
    QCOMPARE(model.filterText(now).value(), u"Timestamp ge datetime'2026-11-25T09:00:00.0000000Z'"_s);
    // Typing a value replaces the preset.
    QVERIFY(model.setData(row.siblingAtColumn(FilterBuilderModel::ValueColumn), u"2026-01-01T00:00:00Z"_s));
    QVERIFY(!model.hasPresets());
}

// A condition joins the rows with `and` and every row stays as it was, a time preset included.
void TestFilterBuilderModel::narrowKeepsRows_data()
{
    QTest::addColumn<QString>("rows");
    QTest::addColumn<QString>("condition");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<int>("topRows");
    QTest::newRow("empty") << QString() << u"Index eq 5"_s << u"Index eq 5"_s << 1;
    QTest::newRow("and gains a row") << u"Index gt 3 and Rare eq 2.0"_s << u"not (Index eq 5)"_s
                                     << u"Index gt 3 and Rare eq 2.0 and not (Index eq 5)"_s << 3;
    // Any other top group is kept whole beside the condition.
    QTest::newRow("or kept whole") << u"Index lt 3 or Index gt 9"_s << u"PartitionKey ne 'p1'"_s
                                   << u"(Index lt 3 or Index gt 9) and PartitionKey ne 'p1'"_s << 2;
    QTest::newRow("negated kept whole") << u"not (Index lt 3 and Index gt 1)"_s << u"Index eq 5"_s
                                        << u"not (Index lt 3 and Index gt 1) and Index eq 5"_s << 2;
}

void TestFilterBuilderModel::narrowKeepsRows()
{
    QFETCH(QString, rows);
    QFETCH(QString, condition);
    QFETCH(QString, expected);
    QFETCH(int, topRows);
    FilterBuilderModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(model.setFilterText(rows));
    QSignalSpy edited(&model, &FilterBuilderModel::edited);
    model.narrow(*Filter::parse(condition)->root());
    QCOMPARE(edited.count(), 1);
    const DateTime now = DateTime::fromIsoString(u"2026-11-25T10:00:00Z").value();
    QCOMPARE(model.filterText(now).value(), expected);
    QCOMPARE(model.rowCount(model.topGroup()), topRows);

    // With a preset row the preset survives: it is still resolved when the filter is taken.
    const QModelIndex when
        = model.addCondition(model.topGroup(), u"Timestamp"_s, EdmType::DateTime, CompareOp::Ge);
    QVERIFY(model.setData(when, int(TimePreset::LastHour), FilterBuilderModel::PresetRole));
    model.narrow(*Filter::parse(u"Index ne 7"_s)->root());
    QVERIFY(model.hasPresets());
    QVERIFY(model.filterText(now).value().contains(u"Timestamp ge datetime'2026-11-25T09:00:00.0000000Z'"_s));
    QVERIFY(model.filterText(now).value().endsWith(u" and Index ne 7"_s));
}

void TestFilterBuilderModel::jsonKeepsPresets()
{
    FilterBuilderModel model;
    const QModelIndex row = model.addCondition(model.topGroup(), u"When"_s, EdmType::DateTime, CompareOp::Lt);
    model.setData(row, int(TimePreset::Last7Days), FilterBuilderModel::PresetRole);
    const QJsonObject json = model.toJson();
    FilterBuilderModel copy;
    QAbstractItemModelTester tester(&copy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(copy.fromJson(json).has_value());
    QVERIFY(copy.hasPresets());
    const DateTime now = DateTime::fromIsoString(u"2026-11-25T00:00:00Z").value();
    QCOMPARE(copy.filterText(now).value(), u"When lt datetime'2026-11-18T00:00:00.0000000Z'"_s);
    // Malformed JSON is refused and changes nothing.
    QVERIFY(!copy.fromJson(QJsonObject {{u"group"_s, u"xor"_s}}).has_value());
    QVERIFY(!copy.fromJson(QJsonObject {{u"property"_s, u"A"_s}, {u"type"_s, u"Edm.Nothing"_s}}).has_value());
    QVERIFY(copy.hasPresets());
}

void TestFilterBuilderModel::removeRows()
{
    FilterBuilderModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(model.setFilterText(u"A eq 1 and (B eq 2 or C eq 3) and D eq 4"_s).has_value());
    const QModelIndex top = model.topGroup();
    QCOMPARE(model.rowCount(top), 3);
    QVERIFY(!model.removeRows(0, 1, QModelIndex())); // the top group stays
    QVERIFY(model.removeRows(0, 1, model.index(1, 0, top)));
    QCOMPARE(model.filterText(DateTime::now()).value(), u"A eq 1 and C eq 3 and D eq 4"_s);
    QVERIFY(model.removeRows(0, 3, top));
    QCOMPARE(model.filterText(DateTime::now()).value(), QString());
    QVERIFY(!model.removeRows(0, 1, top));
}

// Text typed or pasted is often broken: whatever it is, the builder either shows exactly the filter the text
// means or refuses it with a message, and never changes its rows on a refusal.
void TestFilterBuilderModel::mutatedTextNeverBreaks()
{
    const QStringList seeds {u"PartitionKey eq 'Sales' and (RowKey eq '121' or RowKey eq '322')"_s,
        u"not (Big gt 9007199254740993L) or When lt datetime'2026-11-24T00:00:00Z'"_s,
        u"Id eq guid'c9da6455-213d-42c9-9a79-3e9149a57833' and Blob ne X'0A1B' and P le -1.5e3"_s,
        u"Name eq 'it''s' and Active eq true"_s};
    const QString alphabet = u"()' aeqnotrldgX0123456789.-LZ:T"_s;
    QRandomGenerator rng(20261125); // fixed, so a failure can be replayed
    FilterBuilderModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    int shown = 0;
    int refused = 0;
    for (int round = 0; round < 3000; ++round) {
        QString text = seeds.at(rng.bounded(int(seeds.size())));
        for (int edits = 1 + rng.bounded(3); edits > 0; --edits) {
            const int at = rng.bounded(int(text.size()) + 1);
            if (rng.bounded(2) == 0 && at < text.size())
                text.remove(at, 1 + rng.bounded(3));
            else
                text.insert(at, alphabet.at(rng.bounded(int(alphabet.size()))));
        }
        const QString before = model.filterText(DateTime::now()).value_or(u"(invalid)"_s);
        const auto parsed = Filter::parse(text);
        const auto result = model.setFilterText(text);
        QCOMPARE(result.has_value(), parsed.has_value());
        if (!result) {
            ++refused;
            QVERIFY(!result.error().message.isEmpty());
            QCOMPARE(model.filterText(DateTime::now()).value_or(u"(invalid)"_s), before);
            continue;
        }
        ++shown;
        const auto back = model.filterText(DateTime::now());
        QVERIFY2(back.has_value(), qPrintable(text));
        const auto reparsed = Filter::parse(*back);
        QVERIFY2(reparsed.has_value() && *reparsed == *parsed, qPrintable(text + u" → "_s + *back));
    }
    // Both paths were exercised.
    QVERIFY(shown > 100);
    QVERIFY(refused > 100);
}

QTEST_GUILESS_MAIN(TestFilterBuilderModel)
#include "tst_filterbuildermodel.moc"
