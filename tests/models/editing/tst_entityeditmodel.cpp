#include "models/editing/entityeditmodel.h"
#include "models/editing/valuetext.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <functional>
#include <limits>

using namespace rowan;
using namespace Qt::StringLiterals;

using ModelAction = std::function<void(EntityEditModel &)>;
Q_DECLARE_METATYPE(rowan::Value)
Q_DECLARE_METATYPE(rowan::EdmType)
Q_DECLARE_METATYPE(rowan::ErrorCode)
Q_DECLARE_METATYPE(ModelAction)

namespace {

// 2021-02-05T17:15:16.7935715Z in ticks, derived from Qt's own calendar arithmetic.
qint64 sampleTicks()
{
    const QDateTime whole(QDate(2021, 2, 5), QTime(17, 15, 16), QTimeZone::UTC);
    return DateTime::UnixEpochTicks + whole.toMSecsSinceEpoch() * 10'000 + 7'935'715;
}

const QUuid sampleGuid(0x3f2504e0, 0x4f89, 0x11d3, 0x9a, 0x0c, 0x03, 0x05, 0xe8, 0x2c, 0x33, 0x01);

Entity sampleEntity()
{
    Entity e(u"p"_s, u"r1"_s);
    e.setProperty(u"abc"_s, Value::string(u"hello"_s));
    e.setProperty(u"Count"_s, Value::int32(7));
    e.setEtag(u"W/\"datetime'2021-02-05T17%3A15%3A16.7935715Z'\""_s);
    return e;
}

} // namespace

class TestEntityEditModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parse_data();
    void parse();
    void format_data();
    void format();
    void convert_data();
    void convert();
    void limits_data();
    void limits();
    void sizeFormula();
    void producesEntity();
    void refusedTypeChangeKeepsRow();
    void keysEditableOnlyWhenAsked();
    void modelTester();
};

void TestEntityEditModel::parse_data()
{
    QTest::addColumn<EdmType>("type");
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<Value>("expected");
    const auto good = [](const char *name, EdmType t, const QString &text, const Value &v) {
        QTest::newRow(name) << t << text << true << v;
    };
    const auto bad = [](const char *name, EdmType t, const QString &text) {
        QTest::newRow(name) << t << text << false << Value();
    };
    good("int64 max", EdmType::Int64, u"9223372036854775807"_s,
        Value::int64(std::numeric_limits<qint64>::max()));
    good("int64 min", EdmType::Int64, u"-9223372036854775808"_s,
        Value::int64(std::numeric_limits<qint64>::min()));
    good("int64 2^53+1 exact", EdmType::Int64, u"9007199254740993"_s, Value::int64(9007199254740993LL));
    good("int64 spaces", EdmType::Int64, u" 42 "_s, Value::int64(42));
    bad("int64 overflow", EdmType::Int64, u"9223372036854775808"_s);
    bad("int64 underflow", EdmType::Int64, u"-9223372036854775809"_s);
    bad("int64 fraction", EdmType::Int64, u"1.0"_s);
    bad("int64 empty", EdmType::Int64, QString());
    good("int32 max", EdmType::Int32, u"2147483647"_s, Value::int32(2147483647));
    good("int32 min", EdmType::Int32, u"-2147483648"_s, Value::int32(-2147483647 - 1));
    bad("int32 overflow", EdmType::Int32, u"2147483648"_s);
    bad("int32 exponent", EdmType::Int32, u"1e3"_s);
    good("double 1.0 stays double", EdmType::Double, u"1.0"_s, Value::float64(1.0));
    good("double whole text", EdmType::Double, u"1"_s, Value::float64(1.0));
    good("double 0.1", EdmType::Double, u"0.1"_s, Value::float64(0.1));
    good("double exponent", EdmType::Double, u"-6.02e23"_s, Value::float64(-6.02e23));
    good("double max", EdmType::Double, u"1.7976931348623157e308"_s,
        Value::float64(std::numeric_limits<double>::max()));
    good("double NaN", EdmType::Double, u"NaN"_s, Value::float64(std::numeric_limits<double>::quiet_NaN()));
    good("double Infinity", EdmType::Double, u"Infinity"_s,
        Value::float64(std::numeric_limits<double>::infinity()));
    good("double -Infinity", EdmType::Double, u"-Infinity"_s,
        Value::float64(-std::numeric_limits<double>::infinity()));
    bad("double inf spelling", EdmType::Double, u"inf"_s);
    bad("double out of range", EdmType::Double, u"1e400"_s);
    bad("double comma", EdmType::Double, u"1,5"_s);
    bad("double text", EdmType::Double, u"abc"_s);
    good("datetime 7 digits", EdmType::DateTime, u"2021-02-05T17:15:16.7935715Z"_s,
        Value::dateTime(DateTime(sampleTicks())));
    good("datetime offset to utc", EdmType::DateTime, u"2021-02-05T18:15:16.7935715+01:00"_s,
        Value::dateTime(DateTime(sampleTicks())));
    good("datetime no zone is utc", EdmType::DateTime, u"2021-02-05T17:15:16"_s,
        Value::dateTime(DateTime(sampleTicks() - 7'935'715)));
    good("datetime max", EdmType::DateTime, u"9999-12-31T23:59:59.9999999Z"_s,
        Value::dateTime(DateTime(DateTime::MaxTicks)));
    bad("datetime 8 digits", EdmType::DateTime, u"2021-02-05T17:15:16.79357151Z"_s);
    bad("datetime date only", EdmType::DateTime, u"2021-02-30T00:00:00Z"_s);
    good("guid canonical", EdmType::Guid, u"3f2504e0-4f89-11d3-9a0c-0305e82c3301"_s, Value::guid(sampleGuid));
    good("guid braces upper", EdmType::Guid, u"{3F2504E0-4F89-11D3-9A0C-0305E82C3301}"_s,
        Value::guid(sampleGuid));
    good("guid compact", EdmType::Guid, u"3f2504e04f8911d39a0c0305e82c3301"_s, Value::guid(sampleGuid));
    good("guid nil", EdmType::Guid, u"00000000-0000-0000-0000-000000000000"_s, Value::guid(QUuid()));
    bad("guid short", EdmType::Guid, u"3f2504e0-4f89"_s);
    bad("guid not hex", EdmType::Guid, u"3g2504e0-4f89-11d3-9a0c-0305e82c3301"_s);
    good("bool true", EdmType::Boolean, u"true"_s, Value::boolean(true));
    good("bool FALSE", EdmType::Boolean, u"FALSE"_s, Value::boolean(false));
    bad("bool 1", EdmType::Boolean, u"1"_s);
    bad("bool yes", EdmType::Boolean, u"yes"_s);
    const QByteArray deadbeef("\xde\xad\xbe\xef", 4);
    good("binary base64", EdmType::Binary, u"3q2+7w=="_s, Value::binary(deadbeef));
    bad("binary hex", EdmType::Binary, u"0xdeadbeef"_s);
    bad("binary hex spaced upper", EdmType::Binary, u"0X DE AD BE EF"_s);
    good("binary empty", EdmType::Binary, QString(), Value::binary(QByteArray()));
    bad("binary odd hex", EdmType::Binary, u"0xabc"_s);
    bad("binary bad base64", EdmType::Binary, u"3q2*7w=="_s);
    good("string verbatim", EdmType::String, u"  1.0 "_s, Value::string(u"  1.0 "_s));
}

void TestEntityEditModel::parse()
{
    QFETCH(EdmType, type);
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(Value, expected);
    const Result<Value> parsed = valuetext::parse(type, text);
    QCOMPARE(parsed.has_value(), ok);
    if (ok) {
        QCOMPARE(parsed->type(), type);
        QVERIFY2(*parsed == expected, qPrintable(parsed->toDisplayString()));
    } else {
        QCOMPARE(parsed.error().code, ErrorCode::InvalidValueType);
        QVERIFY2(parsed.error().message.contains(edmTypeName(type)), qPrintable(parsed.error().message));
    }
}

void TestEntityEditModel::format_data()
{
    QTest::addColumn<Value>("value");
    QTest::addColumn<QString>("text");
    QTest::newRow("double whole") << Value::float64(1.0) << u"1.0"_s;
    QTest::newRow("double negative whole") << Value::float64(-42.0) << u"-42.0"_s;
    QTest::newRow("double fraction") << Value::float64(0.1) << u"0.1"_s;
    QTest::newRow("double large") << Value::float64(1e21) << u"1e+21"_s;
    QTest::newRow("double NaN") << Value::float64(std::numeric_limits<double>::quiet_NaN()) << u"NaN"_s;
    QTest::newRow("int64 min") << Value::int64(std::numeric_limits<qint64>::min())
                               << u"-9223372036854775808"_s;
    QTest::newRow("int64 max") << Value::int64(std::numeric_limits<qint64>::max())
                               << u"9223372036854775807"_s;
    QTest::newRow("datetime 7 digits")
        << Value::dateTime(DateTime(sampleTicks())) << u"2021-02-05T17:15:16.7935715Z"_s;
    QTest::newRow("datetime whole second")
        << Value::dateTime(DateTime(sampleTicks() - 7'935'715)) << u"2021-02-05T17:15:16.0000000Z"_s;
    QTest::newRow("guid lowercase") << Value::guid(sampleGuid) << u"3f2504e0-4f89-11d3-9a0c-0305e82c3301"_s;
    QTest::newRow("binary base64") << Value::binary(QByteArray("\xde\xad\xbe\xef", 4)) << u"3q2+7w=="_s;
    QTest::newRow("bool") << Value::boolean(true) << u"true"_s;
}

void TestEntityEditModel::format()
{
    QFETCH(Value, value);
    QFETCH(QString, text);
    QCOMPARE(valuetext::format(value), text);
    // What the editor shows reads back to the same value and type.
    const Result<Value> back = valuetext::parse(value.type(), text);
    QVERIFY(back);
    QVERIFY(*back == value);
}

void TestEntityEditModel::convert_data()
{
    QTest::addColumn<Value>("from");
    QTest::addColumn<EdmType>("to");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<Value>("expected");
    const qint64 twoTo53 = qint64(1) << 53;
    QTest::newRow("int64 2^53 to double")
        << Value::int64(twoTo53) << EdmType::Double << true << Value::float64(9007199254740992.0);
    QTest::newRow("int64 2^53+1 to double")
        << Value::int64(twoTo53 + 1) << EdmType::Double << false << Value();
    QTest::newRow("int32 to int64") << Value::int32(-5) << EdmType::Int64 << true << Value::int64(-5);
    QTest::newRow("int64 to int32 fits")
        << Value::int64(2147483647) << EdmType::Int32 << true << Value::int32(2147483647);
    QTest::newRow("int64 to int32 overflow")
        << Value::int64(2147483648LL) << EdmType::Int32 << false << Value();
    QTest::newRow("double whole to int32")
        << Value::float64(3.0) << EdmType::Int32 << true << Value::int32(3);
    QTest::newRow("double fraction to int32") << Value::float64(3.5) << EdmType::Int32 << false << Value();
    QTest::newRow("double big to int32") << Value::float64(1e10) << EdmType::Int32 << false << Value();
    QTest::newRow("double NaN to int64")
        << Value::float64(std::numeric_limits<double>::quiet_NaN()) << EdmType::Int64 << false << Value();
    QTest::newRow("int32 to double") << Value::int32(7) << EdmType::Double << true << Value::float64(7.0);
    QTest::newRow("string to int32") << Value::string(u"12"_s) << EdmType::Int32 << true << Value::int32(12);
    QTest::newRow("string to int32 fails")
        << Value::string(u"twelve"_s) << EdmType::Int32 << false << Value();
    QTest::newRow("string to guid") << Value::string(u"{3F2504E0-4F89-11D3-9A0C-0305E82C3301}"_s)
                                    << EdmType::Guid << true << Value::guid(sampleGuid);
    QTest::newRow("datetime to string") << Value::dateTime(DateTime(sampleTicks())) << EdmType::String << true
                                        << Value::string(u"2021-02-05T17:15:16.7935715Z"_s);
    QTest::newRow("double to string keeps .0")
        << Value::float64(2.0) << EdmType::String << true << Value::string(u"2.0"_s);
    QTest::newRow("bool to int32") << Value::boolean(true) << EdmType::Int32 << true << Value::int32(1);
}

void TestEntityEditModel::convert()
{
    QFETCH(Value, from);
    QFETCH(EdmType, to);
    QFETCH(bool, ok);
    QFETCH(Value, expected);
    const Result<Value> converted = valuetext::convert(from, to);
    QCOMPARE(converted.has_value(), ok);
    if (ok) {
        QVERIFY2(*converted == expected, qPrintable(converted->toDisplayString()));
    } else {
        QVERIFY2(converted.error().message.startsWith(u"Cannot convert the "_s + edmTypeName(from.type())),
            qPrintable(converted.error().message));
        QVERIFY(converted.error().message.contains(edmTypeName(to)));
    }
}

void TestEntityEditModel::limits_data()
{
    QTest::addColumn<ModelAction>("action");
    QTest::addColumn<int>("row"); // the row whose message is checked; -1 for the entity message
    QTest::addColumn<QString>("message");
    QTest::addColumn<ErrorCode>("code");
    QTest::newRow("empty name") << ModelAction([](EntityEditModel &m) { m.renameProperty(2, QString()); })
                                << 2 << u"must not be empty"_s << ErrorCode::PropertyNameInvalid;
    QTest::newRow("name too long") << ModelAction([](EntityEditModel &m) {
        m.renameProperty(2, QString(256, u'a'));
    }) << 2 << u"is 256 characters long; at most 255"_s
                                   << ErrorCode::PropertyNameTooLong;
    QTest::newRow("reserved name") << ModelAction([](EntityEditModel &m) {
        m.renameProperty(3, u"Timestamp"_s);
    }) << 3 << u"reserved"_s << ErrorCode::PropertyNameInvalid;
    QTest::newRow("not an identifier")
        << ModelAction([](EntityEditModel &m) { m.renameProperty(2, u"my-prop"_s); }) << 2
        << u"not a valid identifier: '-' at position 3"_s << ErrorCode::PropertyNameInvalid;
    QTest::newRow("duplicate name") << ModelAction([](EntityEditModel &m) { m.renameProperty(3, u"abc"_s); })
                                    << 3 << u"more than once"_s << ErrorCode::DuplicatePropertiesSpecified;
    QTest::newRow("string too long") << ModelAction([](EntityEditModel &m) {
        m.setValueText(2, QString(32769, u'x'));
    }) << 2 << u"32769 characters long; at most 32768"_s
                                     << ErrorCode::PropertyValueTooLarge;
    QTest::newRow("binary too long") << ModelAction([](EntityEditModel &m) {
        m.setValue(2, Value::binary(QByteArray(65537, 'b')));
    }) << 2 << u"65537 bytes long; at most 65536"_s
                                     << ErrorCode::PropertyValueTooLarge;
    QTest::newRow("datetime before 1601") << ModelAction([](EntityEditModel &m) {
        m.setValue(2, Value::dateTime(DateTime(DateTime::MinTicks)));
        m.setValueText(2, u"1600-12-31T23:59:59Z"_s);
    }) << 2 << u"is outside the Edm.DateTime range 1601-01-01"_s
                                          << ErrorCode::OutOfRangeInput;
    QTest::newRow("bad value text") << ModelAction([](EntityEditModel &m) { m.setValueText(3, u"seven"_s); })
                                    << 3 << u"'seven' is not an Edm.Int32"_s << ErrorCode::InvalidValueType;
    QTest::newRow("key character") << ModelAction([](EntityEditModel &m) {
        m.setValueText(EntityEditModel::PartitionKeyRow, u"a/b"_s);
    }) << 0 << u"PartitionKey contains the character '/' at position 2"_s
                                   << ErrorCode::OutOfRangeInput;
    QTest::newRow("key too long") << ModelAction([](EntityEditModel &m) {
        m.setValueText(EntityEditModel::RowKeyRow, QString(513, u'k'));
    }) << 1 << u"RowKey is 513 characters long; at most 512"_s
                                  << ErrorCode::PropertyValueTooLarge;
    QTest::newRow("too many properties") << ModelAction([](EntityEditModel &m) {
        for (int i = 0; i < 251; ++i)
            m.addProperty(u"P%1"_s.arg(i), Value::boolean(true));
    }) << -1 << u"253 properties; at most 252"_s
                                         << ErrorCode::TooManyProperties;
    QTest::newRow("entity too large") << ModelAction([](EntityEditModel &m) {
        for (int i = 0; i < 16; ++i)
            m.addProperty(u"S%1"_s.arg(i), Value::string(QString(32768, u's')));
    }) << -1 << u"at most 1048576 bytes (1 MiB)"_s
                                      << ErrorCode::EntityTooLarge;
}

void TestEntityEditModel::limits()
{
    QFETCH(ModelAction, action);
    QFETCH(int, row);
    QFETCH(QString, message);
    QFETCH(ErrorCode, code);
    EntityEditModel model;
    model.setEntity(sampleEntity());
    QVERIFY(model.isValid());
    action(model);
    const QString shown = row < 0 ? model.entityError() : model.rowError(row);
    QVERIFY2(shown.contains(message), qPrintable(shown));
    if (row >= 0)
        QCOMPARE(model.data(model.index(row, 0), EntityEditModel::ErrorRole).toString(), shown);
    QVERIFY(!model.isValid());
    QCOMPARE(model.firstError(), shown);
    const Result<Entity> entity = model.entity();
    QVERIFY(!entity);
    QCOMPARE(entity.error().code, code);
}

void TestEntityEditModel::sizeFormula()
{
    EntityEditModel model;
    QSignalSpy changed(&model, &EntityEditModel::validationChanged);
    model.setEntity(sampleEntity());
    // 4 + 2·(1 + 2) + [8 + 2·3 + (2·5 + 4)] + [8 + 2·5 + 4]
    QCOMPARE(model.storageSize(), 4 + 6 + 28 + 22);
    QCOMPARE(model.sizeText(), u"60 B of 1 MiB"_s);
    changed.clear();
    model.setValueText(2, QString(1000, u'x'));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(model.storageSize(), 4 + 6 + (8 + 6 + 2004) + 22);
    QCOMPARE(model.sizeText(), u"2 KiB of 1 MiB"_s);
    QCOMPARE(model.storageSize(), model.entity()->storageSize());
    QCOMPARE(valuetext::formatSize(1024 * 1024), u"1 MiB"_s);
    QCOMPARE(valuetext::formatSize(1536), u"1.5 KiB"_s);
}

void TestEntityEditModel::producesEntity()
{
    EntityEditModel model;
    model.setEntity(sampleEntity());
    const int big = model.addProperty(u"Big"_s, Value::int64(0));
    model.setValueText(big, u"9007199254740993"_s);
    const int ratio = model.addProperty(u"Ratio"_s);
    QVERIFY(model.setPropertyType(ratio, EdmType::Double));
    model.setValueText(ratio, u"1"_s);
    const int removed = model.addProperty();
    QCOMPARE(model.name(removed), u"NewProperty"_s);
    QVERIFY(model.removeProperty(removed));
    QVERIFY(!model.removeProperty(EntityEditModel::RowKeyRow));
    const Result<Entity> e = model.entity();
    QVERIFY2(e, qPrintable(model.firstError()));
    QCOMPARE(e->partitionKey(), u"p"_s);
    QCOMPARE(e->rowKey(), u"r1"_s);
    QCOMPARE(e->etag(), sampleEntity().etag());
    QCOMPARE(e->properties().size(), 4);
    QVERIFY(*e->property(u"Big") == Value::int64(9007199254740993LL));
    QCOMPARE(e->property(u"Ratio")->type(), EdmType::Double);
    QCOMPARE(e->property(u"Ratio")->toDouble(), 1.0);
    QCOMPARE(model.valueText(ratio), u"1"_s); // the text stays as typed until reloaded
}

void TestEntityEditModel::refusedTypeChangeKeepsRow()
{
    EntityEditModel model;
    model.setEntity(sampleEntity());
    const int row = model.addProperty(u"Big"_s, Value::int64((qint64(1) << 53) + 1));
    QSignalSpy refused(&model, &EntityEditModel::editRefused);
    QVERIFY(!model.setData(model.index(row, EntityEditModel::TypeColumn), int(EdmType::Double)));
    QCOMPARE(refused.count(), 1);
    QVERIFY(refused.first().first().toString().contains(u"2^53"_s));
    QCOMPARE(model.lastError(), refused.first().first().toString());
    QCOMPARE(model.type(row), EdmType::Int64);
    QCOMPARE(model.valueText(row), u"9007199254740993"_s);
    // A possible conversion goes through, with the text reformatted for the new type.
    QVERIFY(model.setData(model.index(3, EntityEditModel::TypeColumn), u"Edm.Double"_s));
    QCOMPARE(model.valueText(3), u"7.0"_s);
    QCOMPARE(model.data(model.index(3, EntityEditModel::TypeColumn)).toString(), u"Edm.Double"_s);
    // An empty value takes the new type's starting value.
    model.setValueText(2, QString());
    QVERIFY(model.setPropertyType(2, EdmType::Int64));
    QCOMPARE(model.valueText(2), u"0"_s);
}

void TestEntityEditModel::keysEditableOnlyWhenAsked()
{
    EntityEditModel model;
    model.setEntity(sampleEntity());
    const QModelIndex pk = model.index(EntityEditModel::PartitionKeyRow, EntityEditModel::ValueColumn);
    QVERIFY(model.flags(pk) & Qt::ItemIsEditable);
    model.setKeysEditable(false);
    QVERIFY(!(model.flags(pk) & Qt::ItemIsEditable));
    QVERIFY(!model.setData(pk, u"other"_s));
    QCOMPARE(model.valueText(EntityEditModel::PartitionKeyRow), u"p"_s);
    QVERIFY(!(model.flags(model.index(0, EntityEditModel::NameColumn)) & Qt::ItemIsEditable));
    QVERIFY(!(model.flags(model.index(0, EntityEditModel::TypeColumn)) & Qt::ItemIsEditable));
    QVERIFY(model.flags(model.index(2, EntityEditModel::NameColumn)) & Qt::ItemIsEditable);
    QVERIFY(!model.setPropertyType(EntityEditModel::RowKeyRow, EdmType::Int32));
}

void TestEntityEditModel::modelTester()
{
    EntityEditModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setEntity(sampleEntity());
    const int row = model.addProperty();
    QVERIFY(model.setData(model.index(row, EntityEditModel::NameColumn), u"Flag"_s));
    QVERIFY(model.setData(model.index(row, EntityEditModel::TypeColumn), int(EdmType::Boolean)));
    QVERIFY(model.setData(model.index(row, EntityEditModel::ValueColumn), true));
    QCOMPARE(model.value(row).value(), Value::boolean(true));
    model.setValueText(row, u"maybe"_s);
    QVERIFY(!model.rowError(row).isEmpty());
    QVERIFY(model.removeProperty(2));
    model.setKeysEditable(false);
    model.setEntity(Entity(u"a"_s, u"b"_s));
    QCOMPARE(model.rowCount(), EntityEditModel::KeyRows);
}

QTEST_MAIN(TestEntityEditModel)
#include "tst_entityeditmodel.moc"
