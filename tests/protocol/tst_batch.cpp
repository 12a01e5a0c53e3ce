#include "rowan/entity.h"
#include "rowan/protocol/batch.h"

#include <QRandomGenerator>
#include <QTest>

using namespace rowan;
using namespace rowan::protocol;

namespace {

const QByteArray ContentType = "multipart/mixed; boundary=batch_a1e9d677-b28b-435e-a89e-87e6a768a431";

// A two-operation batch as the Azure SDKs send it (CRLF).
const QByteArray TwoOperations
    = "--batch_a1e9d677-b28b-435e-a89e-87e6a768a431\r\n"
      "Content-Type: multipart/mixed; boundary=changeset_8a28b620-b4bb-458c-a177-0959fb14c977\r\n"
      "\r\n"
      "--changeset_8a28b620-b4bb-458c-a177-0959fb14c977\r\n"
      "Content-Type: application/http\r\n"
      "Content-Transfer-Encoding: binary\r\n"
      "\r\n"
      "POST http://127.0.0.1:10002/devstoreaccount1/mytable HTTP/1.1\r\n"
      "Content-Type: application/json\r\n"
      "Accept: application/json;odata=minimalmetadata\r\n"
      "Prefer: return-no-content\r\n"
      "DataServiceVersion: 3.0;\r\n"
      "\r\n"
      "{\"PartitionKey\":\"p\",\"RowKey\":\"1\",\"Value\":1}\r\n"
      "--changeset_8a28b620-b4bb-458c-a177-0959fb14c977\r\n"
      "Content-Type: application/http\r\n"
      "Content-Transfer-Encoding: binary\r\n"
      "\r\n"
      "DELETE http://127.0.0.1:10002/devstoreaccount1/mytable(PartitionKey='p',RowKey='2')?timeout=5 "
      "HTTP/1.1\r\n"
      "If-Match: *\r\n"
      "\r\n"
      "\r\n"
      "--changeset_8a28b620-b4bb-458c-a177-0959fb14c977--\r\n"
      "--batch_a1e9d677-b28b-435e-a89e-87e6a768a431--\r\n";

const QByteArray LoneQuery = "--batch_q\r\n"
                             "Content-Type: application/http\r\n"
                             "Content-Transfer-Encoding: binary\r\n"
                             "\r\n"
                             "GET /devstoreaccount1/mytable(PartitionKey='p',RowKey='1') HTTP/1.1\r\n"
                             "Accept: application/json;odata=nometadata\r\n"
                             "\r\n"
                             "--batch_q--\r\n";

QByteArray withBareLf(QByteArray text)
{
    return text.replace("\r\n", "\n");
}

QByteArray changesetOf(int operations)
{
    QByteArray body = "--b\r\nContent-Type: multipart/mixed; boundary=c\r\n\r\n";
    for (int i = 0; i < operations; ++i)
        body += "--c\r\nContent-Type: application/http\r\n\r\nDELETE /a/t(PartitionKey='p',RowKey='"
            + QByteArray::number(i) + "') HTTP/1.1\r\nIf-Match: *\r\n\r\n\r\n";
    return body + "--c--\r\n--b--\r\n";
}

} // namespace

class TestBatch : public QObject
{
    Q_OBJECT

private slots:
    void parseTwoOperations_data();
    void parseTwoOperations();
    void parseLoneQuery();
    void boundaryForms();
    void malformed_data();
    void malformed();
    void innerContentLength();
    void limits();
    void requestRoundTrip();
    void serializeResponse();
    void responseRoundTrip();
    void queryResponse();
    void failedChangeset();
    void reasonPhrases();
    void hostileInput();
};

void TestBatch::parseTwoOperations_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::newRow("crlf") << TwoOperations;
    QTest::newRow("bare lf") << withBareLf(TwoOperations);
    QTest::newRow("preamble and epilogue")
        << "This is a multi-part message.\r\n" + TwoOperations + "trailing epilogue\r\n";
}

void TestBatch::parseTwoOperations()
{
    QFETCH(QByteArray, body);
    Result<BatchRequest> batch = parseBatchRequest(ContentType, body);
    QVERIFY2(batch.has_value(), batch ? "" : qPrintable(batch.error().toString()));
    QCOMPARE(batch->batchBoundary, QByteArray("batch_a1e9d677-b28b-435e-a89e-87e6a768a431"));
    QCOMPARE(batch->changesetBoundary, QByteArray("changeset_8a28b620-b4bb-458c-a177-0959fb14c977"));
    QVERIFY(!batch->isQuery());
    QCOMPARE(batch->operations.size(), 2);

    const BatchOperation &insert = batch->operations[0];
    QCOMPARE(insert.method, QByteArray("POST"));
    QCOMPARE(insert.url, QByteArray("http://127.0.0.1:10002/devstoreaccount1/mytable"));
    QCOMPARE(insert.path, QByteArray("/devstoreaccount1/mytable"));
    QCOMPARE(insert.query, QByteArray());
    QCOMPARE(insert.headers.value("Prefer"), QByteArrayView("return-no-content"));
    QCOMPARE(insert.headers.value("content-type"), QByteArrayView("application/json"));
    QCOMPARE(insert.body, QByteArray("{\"PartitionKey\":\"p\",\"RowKey\":\"1\",\"Value\":1}"));

    const BatchOperation &remove = batch->operations[1];
    QCOMPARE(remove.method, QByteArray("DELETE"));
    QCOMPARE(remove.path, QByteArray("/devstoreaccount1/mytable(PartitionKey='p',RowKey='2')"));
    QCOMPARE(remove.query, QByteArray("timeout=5"));
    QCOMPARE(remove.headers.value(QHttpHeaders::WellKnownHeader::IfMatch), QByteArrayView("*"));
    QVERIFY(remove.body.trimmed().isEmpty());
}

void TestBatch::parseLoneQuery()
{
    for (const QByteArray &body : {LoneQuery, withBareLf(LoneQuery)}) {
        Result<BatchRequest> batch = parseBatchRequest("multipart/mixed; boundary=batch_q", body);
        QVERIFY(batch.has_value());
        QVERIFY(batch->isQuery());
        QVERIFY(batch->changesetBoundary.isEmpty());
        QCOMPARE(batch->operations.first().path,
            QByteArray("/devstoreaccount1/mytable(PartitionKey='p',RowKey='1')"));
        QCOMPARE(batch->operations.first().headers.value("accept"),
            QByteArrayView("application/json;odata=nometadata"));
    }
}

void TestBatch::boundaryForms()
{
    QByteArray body = LoneQuery;
    QVERIFY(parseBatchRequest("multipart/mixed; boundary=\"batch_q\"", body).has_value());
    QVERIFY(parseBatchRequest("Multipart/Mixed;Boundary=batch_q;charset=utf-8", body).has_value());
    // A delimiter followed by transport padding is still a delimiter.
    QVERIFY(
        parseBatchRequest("multipart/mixed; boundary=batch_q", body.replace("--batch_q--", "--batch_q-- \t"))
            .has_value());
}

void TestBatch::malformed_data()
{
    QTest::addColumn<QByteArray>("contentType");
    QTest::addColumn<QByteArray>("body");

    QByteArray noClose = TwoOperations;
    noClose.chop(QByteArray("--batch_a1e9d677-b28b-435e-a89e-87e6a768a431--\r\n").size());
    QByteArray noChangesetClose = TwoOperations;
    noChangesetClose.replace("--changeset_8a28b620-b4bb-458c-a177-0959fb14c977--\r\n", "");
    QByteArray badRequestLine = TwoOperations;
    badRequestLine.replace("DELETE http", "DELETEhttp");
    QByteArray noVersion = TwoOperations;
    noVersion.replace("RowKey='2')?timeout=5 HTTP/1.1", "RowKey='2')?timeout=5");
    QByteArray badHeader = TwoOperations;
    badHeader.replace("If-Match: *", "If-Match *");
    QByteArray foldedHeader = TwoOperations;
    foldedHeader.replace("If-Match: *\r\n", "If-Match: *\r\n  continued\r\n");
    QByteArray unrooted = TwoOperations;
    unrooted.replace("DELETE http://127.0.0.1:10002/devstoreaccount1/", "DELETE ");
    QByteArray noPath = TwoOperations;
    noPath.replace("http://127.0.0.1:10002/devstoreaccount1/mytable HTTP", "http://127.0.0.1:10002 HTTP");
    QByteArray otherPartType = TwoOperations;
    otherPartType.replace("Content-Type: application/http\r\nContent-Transfer-Encoding: binary\r\n\r\nDELETE",
        "Content-Type: text/plain\r\n\r\nDELETE");

    QTest::newRow("not multipart") << QByteArray("application/json") << TwoOperations;
    QTest::newRow("no boundary") << QByteArray("multipart/mixed") << TwoOperations;
    QTest::newRow("empty boundary") << QByteArray("multipart/mixed; boundary=") << TwoOperations;
    QTest::newRow("boundary over 70") << "multipart/mixed; boundary=" + QByteArray(71, 'b') << TwoOperations;
    QTest::newRow("other boundary") << QByteArray("multipart/mixed; boundary=batch_zzz") << TwoOperations;
    QTest::newRow("empty body") << ContentType << QByteArray();
    QTest::newRow("missing close") << ContentType << noClose;
    QTest::newRow("missing changeset close") << ContentType << noChangesetClose;
    QTest::newRow("bad request line") << ContentType << badRequestLine;
    QTest::newRow("no http version") << ContentType << noVersion;
    QTest::newRow("header without colon") << ContentType << badHeader;
    QTest::newRow("folded header") << ContentType << foldedHeader;
    QTest::newRow("unrooted url") << ContentType << unrooted;
    QTest::newRow("url without path") << ContentType << noPath;
    QTest::newRow("part of another type") << ContentType << otherPartType;
    QTest::newRow("batch part without type") << QByteArray("multipart/mixed; boundary=b")
                                             << QByteArray("--b\r\n\r\nGET /a/t HTTP/1.1\r\n\r\n--b--\r\n");
    QTest::newRow("no operations") << QByteArray("multipart/mixed; boundary=b") << QByteArray("--b--\r\n");
    QTest::newRow("empty changeset")
        << QByteArray("multipart/mixed; boundary=b")
        << QByteArray("--b\r\nContent-Type: multipart/mixed; boundary=c\r\n\r\n--c--\r\n--b--\r\n");
    QTest::newRow("two changesets")
        << QByteArray("multipart/mixed; boundary=b")
        << QByteArray("--b\r\nContent-Type: multipart/mixed; boundary=c\r\n\r\n--c\r\nContent-Type: "
                      "application/http\r\n"
                      "\r\nDELETE /a/t(PartitionKey='p',RowKey='1') HTTP/1.1\r\n\r\n\r\n--c--\r\n"
                      "--b\r\nContent-Type: multipart/mixed; boundary=d\r\n\r\n--d\r\nContent-Type: "
                      "application/http\r\n"
                      "\r\nDELETE /a/t(PartitionKey='p',RowKey='2') HTTP/1.1\r\n\r\n\r\n--d--\r\n--b--\r\n");
    QTest::newRow("nested changeset")
        << QByteArray("multipart/mixed; boundary=b")
        << QByteArray(
               "--b\r\nContent-Type: multipart/mixed; boundary=c\r\n\r\n--c\r\n"
               "Content-Type: multipart/mixed; boundary=d\r\n\r\n--d\r\nContent-Type: "
               "application/http\r\n\r\n"
               "DELETE /a/t(PartitionKey='p',RowKey='2') HTTP/1.1\r\n\r\n\r\n--d--\r\n--c--\r\n--b--\r\n");
    QTest::newRow("query with a write")
        << QByteArray("multipart/mixed; boundary=b")
        << QByteArray("--b\r\nContent-Type: multipart/mixed; boundary=c\r\n\r\n"
                      "--c\r\nContent-Type: application/http\r\n\r\nGET /a/t() HTTP/1.1\r\n\r\n\r\n"
                      "--c\r\nContent-Type: application/http\r\n\r\nDELETE /a/t(PartitionKey='p',RowKey='2') "
                      "HTTP/1.1\r\n\r\n\r\n--c--\r\n--b--\r\n");
    QTest::newRow("write outside a changeset")
        << QByteArray("multipart/mixed; boundary=b")
        << QByteArray("--b\r\nContent-Type: application/http\r\n\r\nDELETE /a/t(PartitionKey='p',RowKey='2') "
                      "HTTP/1.1\r\n\r\n--b--\r\n");
    QTest::newRow("two lone queries")
        << QByteArray("multipart/mixed; boundary=b")
        << QByteArray("--b\r\nContent-Type: application/http\r\n\r\nGET /a/t() HTTP/1.1\r\n\r\n"
                      "--b\r\nContent-Type: application/http\r\n\r\nGET /a/t() HTTP/1.1\r\n\r\n--b--\r\n");
    QTest::newRow("101 operations") << QByteArray("multipart/mixed; boundary=b") << changesetOf(101);
    // The body of the first operation is 43 bytes.
    for (const QByteArray &length : {QByteArray("44"), QByteArray("42"), QByteArray("0"), QByteArray("4x")}) {
        QByteArray wrongLength = TwoOperations;
        wrongLength.replace(
            "DataServiceVersion: 3.0;\r\n", "DataServiceVersion: 3.0;\r\nContent-Length: " + length + "\r\n");
        QTest::newRow(("inner Content-Length " + length).constData()) << ContentType << wrongLength;
    }
}

void TestBatch::innerContentLength()
{
    // A Content-Length that matches the body is taken; the line end before the delimiter is padding.
    QByteArray body = TwoOperations;
    body.replace("DataServiceVersion: 3.0;\r\n", "DataServiceVersion: 3.0;\r\nContent-Length: 43\r\n");
    Result<BatchRequest> batch = parseBatchRequest(ContentType, body);
    QVERIFY2(batch.has_value(), batch ? "" : qPrintable(batch.error().message));
    QCOMPARE(
        batch->operations.first().body, QByteArray("{\"PartitionKey\":\"p\",\"RowKey\":\"1\",\"Value\":1}"));
}

void TestBatch::malformed()
{
    QFETCH(QByteArray, contentType);
    QFETCH(QByteArray, body);
    Result<BatchRequest> batch = parseBatchRequest(contentType, body);
    QVERIFY(!batch.has_value());
    QCOMPARE(batch.error().code, ErrorCode::InvalidInput);
    QVERIFY(!batch.error().message.isEmpty());
}

void TestBatch::limits()
{
    Result<BatchRequest> hundred = parseBatchRequest("multipart/mixed; boundary=b", changesetOf(100));
    QVERIFY(hundred.has_value());
    QCOMPARE(hundred->operations.size(), 100);
    QCOMPARE(hundred->operations.last().path, QByteArray("/a/t(PartitionKey='p',RowKey='99')"));

    const QByteArray huge = changesetOf(1) + QByteArray(limits::MaxBatchBytes, ' ');
    Result<BatchRequest> tooLarge = parseBatchRequest("multipart/mixed; boundary=b", huge);
    QVERIFY(!tooLarge.has_value());
    QCOMPARE(tooLarge.error().code, ErrorCode::RequestBodyTooLarge);
}

void TestBatch::requestRoundTrip()
{
    BatchRequest request;
    for (int i = 0; i < 3; ++i) {
        BatchOperation op;
        op.method = i == 2 ? "MERGE" : "POST";
        op.url = i == 2 ? "http://127.0.0.1:10002/devstoreaccount1/t(PartitionKey='p',RowKey='x%20y')?a=b"
                        : "http://127.0.0.1:10002/devstoreaccount1/t";
        op.headers.append(QHttpHeaders::WellKnownHeader::ContentType, "application/json");
        if (i == 2)
            op.headers.append(
                QHttpHeaders::WellKnownHeader::IfMatch, "W/\"datetime'2021-02-05T17%3A15%3A16Z'\"");
        op.body = "{\"PartitionKey\":\"p\",\"RowKey\":\"" + QByteArray::number(i) + "\"}";
        request.operations.append(op);
    }
    const QByteArray body = serializeBatchRequest(request);
    QVERIFY(request.batchBoundary.startsWith("batch_"));
    QVERIFY(request.changesetBoundary.startsWith("changeset_"));
    QVERIFY(!body.contains("\n\n")); // CRLF everywhere

    for (const QByteArray &text : {body, withBareLf(body)}) {
        Result<BatchRequest> back = parseBatchRequest(batchContentType(request.batchBoundary), text);
        QVERIFY2(back.has_value(), back ? "" : qPrintable(back.error().toString()));
        QCOMPARE(back->changesetBoundary, request.changesetBoundary);
        QCOMPARE(back->operations.size(), 3);
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(back->operations[i].method, request.operations[i].method);
            QCOMPARE(back->operations[i].url, request.operations[i].url);
            QCOMPARE(back->operations[i].body, request.operations[i].body);
            QCOMPARE(back->operations[i].headers.toHttpHeaders().toListOfPairs(),
                request.operations[i].headers.toHttpHeaders().toListOfPairs());
        }
        QCOMPARE(
            back->operations[2].path, QByteArray("/devstoreaccount1/t(PartitionKey='p',RowKey='x%20y')"));
        QCOMPARE(back->operations[2].query, QByteArray("a=b"));
    }

    BatchRequest query;
    BatchOperation get;
    get.method = "GET";
    get.url = "http://127.0.0.1:10002/devstoreaccount1/t(PartitionKey='p',RowKey='r')";
    query.operations.append(get);
    const QByteArray queryBody = serializeBatchRequest(query);
    QVERIFY(query.changesetBoundary.isEmpty());
    Result<BatchRequest> queryBack = parseBatchRequest(batchContentType(query.batchBoundary), queryBody);
    QVERIFY(queryBack.has_value());
    QVERIFY(queryBack->isQuery());
}

void TestBatch::serializeResponse()
{
    BatchResponse response;
    response.batchBoundary = "batchresponse_B";
    response.changesetBoundary = "changesetresponse_C";
    response.parts.append(successPart(204, "W/\"datetime'2021-02-05T17%3A15%3A16.7935715Z'\"",
        "http://127.0.0.1:10002/devstoreaccount1/t(PartitionKey='p',RowKey='1')"));
    response.parts.append(successPart(201, "W/\"e2\"", "http://h/a/t(PartitionKey='p',RowKey='2')",
        "{\"PartitionKey\":\"p\",\"RowKey\":\"2\"}", MetadataLevel::NoMetadata));
    const QByteArray expected
        = "--batchresponse_B\r\n"
          "Content-Type: multipart/mixed; boundary=changesetresponse_C\r\n"
          "\r\n"
          "--changesetresponse_C\r\n"
          "Content-Type: application/http\r\n"
          "Content-Transfer-Encoding: binary\r\n"
          "\r\n"
          "HTTP/1.1 204 No Content\r\n"
          "X-Content-Type-Options: nosniff\r\n"
          "Cache-Control: no-cache\r\n"
          "DataServiceVersion: 1.0;\r\n"
          "Location: http://127.0.0.1:10002/devstoreaccount1/t(PartitionKey='p',RowKey='1')\r\n"
          "ETag: W/\"datetime'2021-02-05T17%3A15%3A16.7935715Z'\"\r\n"
          "\r\n"
          "\r\n"
          "--changesetresponse_C\r\n"
          "Content-Type: application/http\r\n"
          "Content-Transfer-Encoding: binary\r\n"
          "\r\n"
          "HTTP/1.1 201 Created\r\n"
          "X-Content-Type-Options: nosniff\r\n"
          "Cache-Control: no-cache\r\n"
          "DataServiceVersion: 3.0;\r\n"
          "Content-Type: application/json;odata=nometadata;streaming=true;charset=utf-8\r\n"
          "Preference-Applied: return-content\r\n"
          "Location: http://h/a/t(PartitionKey='p',RowKey='2')\r\n"
          "ETag: W/\"e2\"\r\n"
          "\r\n"
          "{\"PartitionKey\":\"p\",\"RowKey\":\"2\"}\r\n"
          "--changesetresponse_C--\r\n"
          "--batchresponse_B--\r\n";
    QCOMPARE(serializeBatchResponse(response), expected);
}

void TestBatch::responseRoundTrip()
{
    BatchResponse response = BatchResponse::create();
    QVERIFY(response.batchBoundary.startsWith("batchresponse_"));
    QVERIFY(response.changesetBoundary.startsWith("changesetresponse_"));
    response.parts.append(successPart(204, "W/\"a\"", "http://h/a/t(PartitionKey='p',RowKey='1')"));
    response.parts.append(successPart(201, "W/\"b\"", {}, "{\"x\":1}"));
    const QByteArray body = serializeBatchResponse(response);
    for (const QByteArray &text : {body, withBareLf(body)}) {
        Result<BatchResponse> back = parseBatchResponse(batchContentType(response.batchBoundary), text);
        QVERIFY2(back.has_value(), back ? "" : qPrintable(back.error().toString()));
        QCOMPARE(back->changesetBoundary, response.changesetBoundary);
        QCOMPARE(back->parts.size(), 2);
        QCOMPARE(back->parts[0].status, 204);
        QCOMPARE(
            back->parts[0].headers.value(QHttpHeaders::WellKnownHeader::ETag), QByteArrayView("W/\"a\""));
        QVERIFY(back->parts[0].body.isEmpty());
        QCOMPARE(back->parts[1].status, 201);
        QCOMPARE(back->parts[1].body, QByteArray("{\"x\":1}"));
    }
    QCOMPARE(parseBatchResponse("multipart/mixed; boundary=x",
                 "--x\r\nContent-Type: application/http\r\n\r\n"
                 "HTTP/1.1 abc\r\n\r\n--x--\r\n")
                 .error()
                 .code,
        ErrorCode::InvalidInput);
}

void TestBatch::queryResponse()
{
    BatchResponse response = BatchResponse::create(true);
    QVERIFY(response.changesetBoundary.isEmpty());
    BatchResponsePart part;
    part.status = 200;
    part.headers.append(QHttpHeaders::WellKnownHeader::ContentType, "application/json");
    part.body = "{\"value\":[]}";
    response.parts.append(part);
    const QByteArray body = serializeBatchResponse(response);
    QVERIFY(body.startsWith("--" + response.batchBoundary + "\r\nContent-Type: application/http\r\n"));
    QVERIFY(body.contains("HTTP/1.1 200 OK\r\n"));
    Result<BatchResponse> back = parseBatchResponse(batchContentType(response.batchBoundary), body);
    QVERIFY(back.has_value());
    QCOMPARE(back->parts.size(), 1);
    QCOMPARE(back->parts[0].body, part.body);
}

void TestBatch::failedChangeset()
{
    const Error error {ErrorCode::InvalidDuplicateRow,
        QStringLiteral("The batch request contains multiple changes with same row key."), 1};
    const BatchResponsePart part
        = errorPart(error, u"req-1", *DateTime::fromIsoString(u"2021-02-05T17:15:16.7935715Z"));
    QCOMPARE(part.status, 400);
    QCOMPARE(part.headers.value("x-ms-error-code"), QByteArrayView("InvalidDuplicateRow"));
    QCOMPARE(part.body,
        QByteArray("{\"odata.error\":{\"code\":\"InvalidDuplicateRow\",\"message\":{\"lang\":\"en-US\","
                   "\"value\":\"1:The batch request contains multiple changes with same row key.\\n"
                   "RequestId:req-1\\nTime:2021-02-05T17:15:16.7935715Z\"}}}"));
    BatchResponse response;
    response.batchBoundary = "batchresponse_B";
    response.changesetBoundary = "changesetresponse_C";
    response.parts.append(part);
    const QByteArray body = serializeBatchResponse(response);
    QVERIFY(body.contains("HTTP/1.1 400 Bad Request\r\n"));
    QVERIFY(body.contains("x-ms-error-code: InvalidDuplicateRow\r\n"));
    QCOMPARE(body.count("HTTP/1.1"), 1);
}

void TestBatch::reasonPhrases()
{
    QCOMPARE(httpReasonPhrase(204), QByteArray("No Content"));
    QCOMPARE(httpReasonPhrase(412), QByteArray("Precondition Failed"));
    QCOMPARE(httpReasonPhrase(299), QByteArray("Unknown"));
}

void TestBatch::hostileInput()
{
    // Every truncation and a few thousand seeded byte mutations: the parser must answer, not crash
    // or read past the end (the ASan build checks the latter).
    for (qsizetype n = 0; n <= TwoOperations.size(); ++n) {
        Result<BatchRequest> batch = parseBatchRequest(ContentType, TwoOperations.left(n));
        if (!batch)
            QCOMPARE(batch.error().code, ErrorCode::InvalidInput);
    }
    QRandomGenerator random(20240607);
    const char alphabet[] = "-\r\n:; =\"'()/?&%HTTPbatch_changeset\x00\xff";
    for (int round = 0; round < 4000; ++round) {
        QByteArray body = TwoOperations;
        const int edits = 1 + random.bounded(8);
        for (int e = 0; e < edits; ++e) {
            const qsizetype at = random.bounded(int(body.size()));
            const char c = alphabet[random.bounded(int(sizeof alphabet - 1))];
            switch (random.bounded(3)) {
            case 0:
                body[at] = c;
                break;
            case 1:
                body.insert(at, c);
                break;
            default:
                body.remove(at, 1 + random.bounded(16));
                break;
            }
        }
        Result<BatchRequest> batch = parseBatchRequest(ContentType, body);
        if (!batch)
            QCOMPARE(batch.error().code, ErrorCode::InvalidInput);
        else
            QVERIFY(batch->operations.size() >= 1 && batch->operations.size() <= limits::MaxBatchOperations);
    }
}

QTEST_GUILESS_MAIN(TestBatch)
#include "tst_batch.moc"
