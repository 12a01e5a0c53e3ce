#include "rowan/protocol/errorbody.h"

#include <QTest>

using namespace rowan;
using namespace rowan::protocol;

namespace {

const DateTime When = *DateTime::fromIsoString(u"2021-02-05T17:15:16.7935715Z");
const QString RequestId = QStringLiteral("5c3a1f42-7002-0046-0c6f-fb8a2f000000");

} // namespace

class TestErrorBody : public QObject
{
    Q_OBJECT

private slots:
    void json_data();
    void json();
    void xml();
    void parseBack_data();
    void parseBack();
    void parseInvalid();
};

void TestErrorBody::json_data()
{
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");
    QTest::addColumn<int>("index");
    QTest::addColumn<QByteArray>("expected");

    QTest::newRow("table not found")
        << int(ErrorCode::TableNotFound) << QStringLiteral("The table specified does not exist.") << -1
        << QByteArray(
               R"({"odata.error":{"code":"TableNotFound","message":{"lang":"en-US","value":)"
               R"("The table specified does not exist.\nRequestId:5c3a1f42-7002-0046-0c6f-fb8a2f000000\n)"
               R"(Time:2021-02-05T17:15:16.7935715Z"}}})");
    QTest::newRow("batch operation")
        << int(ErrorCode::CommandsInBatchActOnDifferentPartitions)
        << QStringLiteral("All commands in a batch must operate on same entity group.") << 1
        << QByteArray(
               R"({"odata.error":{"code":"CommandsInBatchActOnDifferentPartitions","message":{"lang":"en-US",)"
               R"("value":"1:All commands in a batch must operate on same entity group.\nRequestId:)"
               R"(5c3a1f42-7002-0046-0c6f-fb8a2f000000\nTime:2021-02-05T17:15:16.7935715Z"}}})");
    QTest::newRow("quotes escaped")
        << int(ErrorCode::InvalidInput) << QStringLiteral("Bad \"value\"") << -1
        << QByteArray(R"({"odata.error":{"code":"InvalidInput","message":{"lang":"en-US","value":)"
                      R"("Bad \"value\"\nRequestId:5c3a1f42-7002-0046-0c6f-fb8a2f000000\n)"
                      R"(Time:2021-02-05T17:15:16.7935715Z"}}})");
}

void TestErrorBody::json()
{
    QFETCH(int, code);
    QFETCH(QString, message);
    QFETCH(int, index);
    QFETCH(QByteArray, expected);
    const Error error {ErrorCode(code), message, index};
    QCOMPARE(errorBodyJson(error, RequestId, When), expected);
}

void TestErrorBody::xml()
{
    const Error error {
        ErrorCode::InvalidXmlDocument, QStringLiteral("XML specified is not valid <here> & there."), -1};
    QCOMPARE(errorBodyXml(error, RequestId, When),
        QByteArray("<?xml version=\"1.0\" encoding=\"utf-8\"?><Error><Code>InvalidXmlDocument</Code>"
                   "<Message>XML specified is not valid &lt;here&gt; &amp; there.\n"
                   "RequestId:5c3a1f42-7002-0046-0c6f-fb8a2f000000\nTime:2021-02-05T17:15:16.7935715Z"
                   "</Message></Error>"));
}

void TestErrorBody::parseBack_data()
{
    QTest::addColumn<bool>("asXml");
    QTest::addColumn<int>("index");
    QTest::newRow("json") << false << -1;
    QTest::newRow("json with index") << false << 42;
    QTest::newRow("xml") << true << -1;
}

void TestErrorBody::parseBack()
{
    QFETCH(bool, asXml);
    QFETCH(int, index);
    const Error error {
        ErrorCode::EntityAlreadyExists, QStringLiteral("The specified entity already exists."), index};
    const QByteArray body
        = asXml ? errorBodyXml(error, RequestId, When) : errorBodyJson(error, RequestId, When);
    Result<Error> back = parseErrorBody(body);
    QVERIFY(back.has_value());
    QCOMPARE(back->code, error.code);
    QCOMPARE(back->message, error.message);
    QCOMPARE(back->operationIndex, index);
}

void TestErrorBody::parseInvalid()
{
    QCOMPARE(parseErrorBody("").error().code, ErrorCode::InvalidInput);
    QCOMPARE(parseErrorBody("{\"value\":[]}").error().code, ErrorCode::InvalidInput);
    QCOMPARE(parseErrorBody("<Other/>").error().code, ErrorCode::InvalidInput);
    Result<Error> unknown
        = parseErrorBody(R"({"odata.error":{"code":"SomethingNew","message":{"value":"x"}}})");
    QVERIFY(unknown.has_value());
    QCOMPARE(unknown->code, ErrorCode::InternalError);
    QVERIFY(unknown->message.contains(QLatin1String("SomethingNew")));
}

QTEST_GUILESS_MAIN(TestErrorBody)
#include "tst_errorbody.moc"
