// Typed value text (rowan/valuetext.h): the shared table (support/valuetexttable.h) through the engine's
// parser, import's valueFromText() and the JSON wire's annotated strings; format → parse round trips; the
// messages.
#include "support/valuetexttable.h"

#include <rowan/protocol/jsonentity.h>
#include <rowan/transfer/transfer.h>
#include <rowan/valuetext.h>

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;
using valuetexttable::Rows;

namespace {

// Import's reading: a CSV cell's text as a column's type.
Result<Value> valueFromText(EdmType type, const QString &text)
{
    return transfer::valueFromText(text, type);
}

// The text as the JSON wire carries it: the value of an annotated property.
Result<Value> decodeAsJson(EdmType type, const QString &text)
{
    const QJsonObject entity {{u"PartitionKey"_s, u"p"_s}, {u"RowKey"_s, u"r"_s},
        {u"A@odata.type"_s, edmTypeName(type)}, {u"A"_s, text}};
    const Result<Entity> decoded
        = protocol::decodeEntity(QJsonDocument(entity).toJson(QJsonDocument::Compact));
    if (!decoded)
        return std::unexpected(decoded.error());
    const Value *value = decoded->property(u"A");
    if (!value)
        return fail(ErrorCode::InternalError, u"the property is missing"_s);
    return *value;
}

} // namespace

class TestValueText : public QObject
{
    Q_OBJECT

private slots:
    void engine_data() { valuetexttable::addRows(); }
    void engine() { valuetexttable::expectCase(&parseValueText); }

    void transfer_data() { valuetexttable::addRows(); }
    void transfer() { valuetexttable::expectCase(&valueFromText); }

    void json_data() { valuetexttable::addRows(); }
    void json() { valuetexttable::expectCase(&decodeAsJson); }

    // What formatValueText() writes reads back to the same value, by every path; import writes it.
    void roundTrip_data() { valuetexttable::addRows(Rows::Accepted); }
    void roundTrip()
    {
        valuetexttable::expectRoundTrip(&formatValueText, &parseValueText);
        valuetexttable::expectRoundTrip(&formatValueText, &valueFromText);
        valuetexttable::expectRoundTrip(&formatValueText, &decodeAsJson);
        const Value &value = *valuetexttable::currentCase().value;
        QCOMPARE(transfer::valueToText(value), formatValueText(value));
    }

    // A refusal quotes the text and names the type; explained, it says what was expected.
    void refusals_data() { valuetexttable::addRows(Rows::Refused); }
    void refusals()
    {
        const auto &c = valuetexttable::currentCase();
        const Result<Value> refused = parseValueText(c.type, c.text);
        QVERIFY(!refused);
        QVERIFY2(
            refused.error().message.startsWith(u'\'' + c.text.left(57)), qPrintable(refused.error().message));
        QVERIFY2(refused.error().message.contains(edmTypeName(c.type)), qPrintable(refused.error().message));
        const Error explained = explainValueTextError(refused.error(), c.type);
        QCOMPARE(explained.code, refused.error().code);
        if (c.error == ErrorCode::InvalidValueType)
            QCOMPARE(
                explained.message, refused.error().message + u": expected "_s + valueTextForm(c.type) + u'.');
        else
            QCOMPARE(explained.message, refused.error().message);
    }

    void format_data()
    {
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("text");
        m_values = {Value::float64(2.0), Value::float64(-0.0), Value::float64(0.1), Value::float64(1e21),
            Value::float64(std::numeric_limits<double>::quiet_NaN()),
            Value::float64(-std::numeric_limits<double>::infinity()), Value::int64(-9007199254740993LL),
            Value::dateTime(DateTime(DateTime::MinTicks)),
            Value::guid(QUuid(u"{3F2504E0-4F89-11D3-9A0C-0305E82C3301}"_s)),
            Value::binary(QByteArray("\xde\xad\xbe\xef", 4)), Value::boolean(false)};
        const QStringList texts {u"2.0"_s, u"-0.0"_s, u"0.1"_s, u"1e+21"_s, u"NaN"_s, u"-Infinity"_s,
            u"-9007199254740993"_s, u"1601-01-01T00:00:00.0000000Z"_s,
            u"3f2504e0-4f89-11d3-9a0c-0305e82c3301"_s, u"3q2+7w=="_s, u"false"_s};
        for (int i = 0; i < texts.size(); ++i)
            QTest::newRow(qPrintable(texts[i])) << i << texts[i];
    }
    void format()
    {
        QFETCH(int, index);
        QFETCH(QString, text);
        QCOMPARE(formatValueText(m_values.at(index)), text);
    }

    void longTextIsCut()
    {
        const QString text(100, u'x');
        const Result<Value> refused = parseValueText(EdmType::Int32, text);
        QVERIFY(!refused);
        QCOMPARE(refused.error().message, u"'"_s + QString(57, u'x') + u"...' is not an Edm.Int32"_s);
    }

private:
    QList<Value> m_values;
};

QTEST_GUILESS_MAIN(TestValueText)
#include "tst_valuetext.moc"
