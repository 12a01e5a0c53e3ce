#include "rowan/protocol/operation.h"

#include <QTest>

using namespace rowan;
using namespace rowan::protocol;

Q_DECLARE_METATYPE(rowan::protocol::TableOperation)

class TestOperation : public QObject
{
    Q_OBJECT

private slots:
    void classify_data();
    void classify();
    void refused_data();
    void refused();
};

void TestOperation::classify_data()
{
    using Op = TableOperation;
    QTest::addColumn<QByteArray>("method");
    QTest::addColumn<QByteArray>("path");
    QTest::addColumn<QByteArray>("query");
    QTest::addColumn<QByteArray>("header"); // "Name: value" or empty
    QTest::addColumn<Op>("expected");

    const QByteArray entity = "/a/t(PartitionKey='p',RowKey='r')";
    QTest::newRow("query tables") << QByteArray("GET") << QByteArray("/a/Tables") << QByteArray()
                                  << QByteArray() << Op::QueryTables;
    QTest::newRow("get table") << QByteArray("GET") << QByteArray("/a/Tables('t')") << QByteArray()
                               << QByteArray() << Op::QueryTables;
    QTest::newRow("create table") << QByteArray("POST") << QByteArray("/a/Tables") << QByteArray()
                                  << QByteArray() << Op::CreateTable;
    QTest::newRow("delete table") << QByteArray("DELETE") << QByteArray("/a/Tables('t')") << QByteArray()
                                  << QByteArray() << Op::DeleteTable;
    QTest::newRow("get acl") << QByteArray("GET") << QByteArray("/a/t") << QByteArray("comp=acl")
                             << QByteArray() << Op::GetTableAcl;
    QTest::newRow("set acl") << QByteArray("PUT") << QByteArray("/a/t") << QByteArray("comp=acl")
                             << QByteArray() << Op::SetTableAcl;
    QTest::newRow("query entities") << QByteArray("GET") << QByteArray("/a/t()") << QByteArray("$top=1")
                                    << QByteArray() << Op::QueryEntities;
    QTest::newRow("get entity") << QByteArray("GET") << entity << QByteArray() << QByteArray()
                                << Op::QueryEntities;
    QTest::newRow("insert") << QByteArray("POST") << QByteArray("/a/t") << QByteArray() << QByteArray()
                            << Op::InsertEntity;
    QTest::newRow("update") << QByteArray("PUT") << entity << QByteArray() << QByteArray("If-Match: *")
                            << Op::UpdateEntity;
    QTest::newRow("insert or replace")
        << QByteArray("PUT") << entity << QByteArray() << QByteArray() << Op::InsertOrReplaceEntity;
    QTest::newRow("merge") << QByteArray("MERGE") << entity << QByteArray() << QByteArray("If-Match: W/\"x\"")
                           << Op::MergeEntity;
    QTest::newRow("patch") << QByteArray("PATCH") << entity << QByteArray() << QByteArray("If-Match: *")
                           << Op::MergeEntity;
    QTest::newRow("insert or merge") << QByteArray("MERGE") << entity << QByteArray() << QByteArray()
                                     << Op::InsertOrMergeEntity;
    QTest::newRow("tunnelled merge") << QByteArray("POST") << entity << QByteArray()
                                     << QByteArray("X-HTTP-Method: MERGE") << Op::InsertOrMergeEntity;
    QTest::newRow("delete") << QByteArray("DELETE") << entity << QByteArray() << QByteArray("If-Match: *")
                            << Op::DeleteEntity;
}

void TestOperation::classify()
{
    QFETCH(QByteArray, method);
    QFETCH(QByteArray, path);
    QFETCH(QByteArray, query);
    QFETCH(QByteArray, header);
    QFETCH(TableOperation, expected);
    RequestHeaders headers;
    if (!header.isEmpty()) {
        const qsizetype colon = header.indexOf(':');
        QVERIFY(headers.append(header.left(colon), header.mid(colon + 2)));
    }
    Result<TableOperation> op = classifyOperation(
        method, parseResourcePath(path).value(), parseQueryString(query).value(), headers);
    QVERIFY(op.has_value());
    QCOMPARE(*op, expected);
}

void TestOperation::refused_data()
{
    QTest::addColumn<QByteArray>("method");
    QTest::addColumn<QByteArray>("path");
    QTest::addColumn<int>("code");
    QTest::newRow("put tables") << QByteArray("PUT") << QByteArray("/a/Tables")
                                << int(ErrorCode::MethodNotAllowed);
    QTest::newRow("post entity") << QByteArray("POST") << QByteArray("/a/t(PartitionKey='p',RowKey='r')")
                                 << int(ErrorCode::MethodNotAllowed);
    QTest::newRow("delete entity set")
        << QByteArray("DELETE") << QByteArray("/a/t") << int(ErrorCode::MethodNotAllowed);
    QTest::newRow("lower-case method")
        << QByteArray("get") << QByteArray("/a/t") << int(ErrorCode::MethodNotAllowed);
    QTest::newRow("batch path") << QByteArray("POST") << QByteArray("/a/$batch")
                                << int(ErrorCode::InvalidUri);
    QTest::newRow("service root") << QByteArray("GET") << QByteArray("/a") << int(ErrorCode::InvalidUri);
}

void TestOperation::refused()
{
    QFETCH(QByteArray, method);
    QFETCH(QByteArray, path);
    QFETCH(int, code);
    Result<TableOperation> op = classifyOperation(method, parseResourcePath(path).value(), {}, {});
    QVERIFY(!op.has_value());
    QCOMPARE(int(op.error().code), code);
}

QTEST_GUILESS_MAIN(TestOperation)
#include "tst_operation.moc"
