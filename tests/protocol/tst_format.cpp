#include "rowan/protocol/format.h"

#include <QTest>

using namespace rowan;
using namespace rowan::protocol;

class TestFormat : public QObject
{
    Q_OBJECT

private slots:
    void negotiate_data();
    void negotiate();
    void contentType();
};

void TestFormat::negotiate_data()
{
    QTest::addColumn<QByteArray>("accept");
    QTest::addColumn<QByteArray>("format");
    QTest::addColumn<int>("expected"); // a MetadataLevel, or -1 Atom refused, -2 JSON variant refused

    const int none = int(MetadataLevel::NoMetadata);
    const int minimal = int(MetadataLevel::MinimalMetadata);
    const int full = int(MetadataLevel::FullMetadata);
    QTest::newRow("no accept") << QByteArray() << QByteArray() << minimal;
    QTest::newRow("plain json") << QByteArray("application/json") << QByteArray() << minimal;
    QTest::newRow("nometadata") << QByteArray("application/json;odata=nometadata") << QByteArray() << none;
    QTest::newRow("fullmetadata spaced")
        << QByteArray("application/json; odata=fullmetadata; charset=utf-8") << QByteArray() << full;
    QTest::newRow("case-insensitive")
        << QByteArray("Application/JSON;OData=NoMetadata") << QByteArray() << none;
    QTest::newRow("wildcard") << QByteArray("*/*") << QByteArray() << minimal;
    QTest::newRow("list, first json wins")
        << QByteArray("application/atom+xml, application/json;odata=fullmetadata") << QByteArray() << full;
    QTest::newRow("$format overrides") << QByteArray("application/json;odata=nometadata")
                                       << QByteArray("application/json;odata=fullmetadata") << full;
    QTest::newRow("$format json") << QByteArray("application/atom+xml") << QByteArray("json") << minimal;
    QTest::newRow("atom") << QByteArray("application/atom+xml") << QByteArray() << -1;
    QTest::newRow("$format atom") << QByteArray() << QByteArray("atom") << -1;
    QTest::newRow("text") << QByteArray("text/plain") << QByteArray() << -2;
    QTest::newRow("unknown odata") << QByteArray("application/json;odata=verbose") << QByteArray() << -2;
}

void TestFormat::negotiate()
{
    QFETCH(QByteArray, accept);
    QFETCH(QByteArray, format);
    QFETCH(int, expected);
    Result<MetadataLevel> level = negotiateMetadataLevel(accept, format);
    if (expected >= 0) {
        QVERIFY(level.has_value());
        QCOMPARE(int(*level), expected);
    } else {
        QVERIFY(!level.has_value());
        QCOMPARE(level.error().code,
            expected == -1 ? ErrorCode::AtomFormatNotSupported : ErrorCode::JsonFormatNotSupported);
    }
}

void TestFormat::contentType()
{
    QCOMPARE(jsonContentType(MetadataLevel::MinimalMetadata),
        QByteArray("application/json;odata=minimalmetadata;streaming=true;charset=utf-8"));
    QCOMPARE(jsonContentType(MetadataLevel::NoMetadata),
        QByteArray("application/json;odata=nometadata;streaming=true;charset=utf-8"));
    QCOMPARE(metadataLevelName(MetadataLevel::FullMetadata), QByteArray("fullmetadata"));
}

QTEST_GUILESS_MAIN(TestFormat)
#include "tst_format.moc"
