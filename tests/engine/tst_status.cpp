#include "rowan/status.h"

#include <QSet>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

class TestStatus : public QObject
{
    Q_OBJECT

private slots:
    void tableFollowsEnumOrder();
    void codes_data();
    void codes();
    void toString_data();
    void toString();
    void failHelper();
};

void TestStatus::tableFollowsEnumOrder()
{
    // Every code has its own name (the table is indexed by enum order, so a missing row shifts all names
    // after it and shows up here as a fallback or a repeated name).
    QSet<QString> names;
    for (int i = 0; i <= int(ErrorCode::Cancelled); ++i) {
        const QString name = errorCodeName(ErrorCode(i));
        QVERIFY2(!names.contains(name), qPrintable(name));
        names.insert(name);
    }
    QCOMPARE(errorCodeName(ErrorCode::Cancelled), u"Cancelled"_s);
    QCOMPARE(errorCodeName(ErrorCode(int(ErrorCode::Cancelled) + 1)), u"InternalError"_s);
    QCOMPARE(httpStatus(ErrorCode(int(ErrorCode::Cancelled) + 1)), 500);
}

void TestStatus::codes_data()
{
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("status");
    QTest::newRow("first") << int(ErrorCode::InvalidResourceName) << u"InvalidResourceName"_s << 400;
    QTest::newRow("OutOfRangeInput") << int(ErrorCode::OutOfRangeInput) << u"OutOfRangeInput"_s << 400;
    QTest::newRow("MissingRequiredHeader")
        << int(ErrorCode::MissingRequiredHeader) << u"MissingRequiredHeader"_s << 400;
    QTest::newRow("TableAlreadyExists")
        << int(ErrorCode::TableAlreadyExists) << u"TableAlreadyExists"_s << 409;
    QTest::newRow("TableNotFound") << int(ErrorCode::TableNotFound) << u"TableNotFound"_s << 404;
    QTest::newRow("ResourceNotFound") << int(ErrorCode::ResourceNotFound) << u"ResourceNotFound"_s << 404;
    QTest::newRow("EntityAlreadyExists")
        << int(ErrorCode::EntityAlreadyExists) << u"EntityAlreadyExists"_s << 409;
    QTest::newRow("UpdateConditionNotSatisfied")
        << int(ErrorCode::UpdateConditionNotSatisfied) << u"UpdateConditionNotSatisfied"_s << 412;
    QTest::newRow("EntityTooLarge") << int(ErrorCode::EntityTooLarge) << u"EntityTooLarge"_s << 400;
    QTest::newRow("RequestBodyTooLarge")
        << int(ErrorCode::RequestBodyTooLarge) << u"RequestBodyTooLarge"_s << 413;
    QTest::newRow("AuthenticationFailed")
        << int(ErrorCode::AuthenticationFailed) << u"AuthenticationFailed"_s << 403;
    QTest::newRow("InvalidAuthenticationInfo")
        << int(ErrorCode::InvalidAuthenticationInfo) << u"InvalidAuthenticationInfo"_s << 400;
    QTest::newRow("JsonFormatNotSupported")
        << int(ErrorCode::JsonFormatNotSupported) << u"JsonFormatNotSupported"_s << 415;
    QTest::newRow("MethodNotAllowed") << int(ErrorCode::MethodNotAllowed) << u"MethodNotAllowed"_s << 405;
    QTest::newRow("NotImplemented") << int(ErrorCode::NotImplemented) << u"NotImplemented"_s << 501;
    QTest::newRow("ServerBusy") << int(ErrorCode::ServerBusy) << u"ServerBusy"_s << 503;
    QTest::newRow("StoreCorrupt") << int(ErrorCode::StoreCorrupt) << u"StoreCorrupt"_s << 500;
    QTest::newRow("last") << int(ErrorCode::Cancelled) << u"Cancelled"_s << 500;
}

void TestStatus::codes()
{
    QFETCH(int, code);
    QFETCH(QString, name);
    QFETCH(int, status);
    QCOMPARE(errorCodeName(ErrorCode(code)), name);
    QCOMPARE(httpStatus(ErrorCode(code)), status);
    const Error error {ErrorCode(code), u"m"_s};
    QCOMPARE(error.codeName(), name);
    QCOMPARE(error.httpStatus(), status);
}

void TestStatus::toString_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("text");
    QTest::newRow("plain") << -1 << u"TableNotFound: The table specified does not exist."_s;
    QTest::newRow("batch operation 0") << 0 << u"0:TableNotFound: The table specified does not exist."_s;
    QTest::newRow("batch operation 3") << 3 << u"3:TableNotFound: The table specified does not exist."_s;
}

void TestStatus::toString()
{
    QFETCH(int, index);
    QFETCH(QString, text);
    const Error error {ErrorCode::TableNotFound, u"The table specified does not exist."_s, index};
    QCOMPARE(error.toString(), text);
}

void TestStatus::failHelper()
{
    const Status s = fail(ErrorCode::InvalidInput, u"bad"_s, 2);
    QVERIFY(!s);
    QCOMPARE(s.error().code, ErrorCode::InvalidInput);
    QCOMPARE(s.error().message, u"bad"_s);
    QCOMPARE(s.error().operationIndex, 2);
    const Result<int> r = fail(ErrorCode::ServerBusy, u"later"_s);
    QVERIFY(!r);
    QCOMPARE(r.error().operationIndex, -1);
}

QTEST_GUILESS_MAIN(TestStatus)
#include "tst_status.moc"
