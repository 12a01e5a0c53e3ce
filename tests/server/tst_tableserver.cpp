// The REST endpoint driven over real sockets: tables, every entity operation's status and error codes,
// queries with paging, and $batch.
#include "serverfixture.h"

#include <rowan/protocol/batch.h>
#include <rowan/protocol/errorbody.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace rowan;
using namespace rowan::protocol;

class TestTableServer : public QObject, protected ServerFixture
{
    Q_OBJECT

private slots:
    void init() { startServer(); }
    void cleanup() { stopServer(); }

    void connectionString()
    {
        const QString text = m_server->connectionString(AccountName).value();
        QVERIFY(text.contains(QStringLiteral("AccountKey=") + Key));
        QVERIFY(text.contains(
            QStringLiteral("TableEndpoint=http://127.0.0.1:%1/devstoreaccount1;").arg(m_server->port())));
    }

    void tables()
    {
        TestResponse r
            = call("POST", path(QStringLiteral("Tables")), encodeCreateTable(QStringLiteral("Orders")));
        QCOMPARE(r.status, 201);
        QVERIFY(r.header("Location").endsWith("Tables('Orders')"));
        QVERIFY(!r.header("x-ms-request-id").isEmpty());
        QVERIFY(!r.header("Date").isEmpty());
        r = call("POST", path(QStringLiteral("Tables")), encodeCreateTable(QStringLiteral("orders")));
        QCOMPARE(r.status, 409);
        QCOMPARE(errorCode(r), "TableAlreadyExists");
        QCOMPARE(parseErrorBody(r.body).value().code, ErrorCode::TableAlreadyExists);
        QHttpHeaders prefer;
        prefer.append("Prefer", "return-no-content");
        r = call("POST", path(QStringLiteral("Tables")), encodeCreateTable(QStringLiteral("Quiet")), prefer);
        QCOMPARE(r.status, 204);
        QCOMPARE(r.header("Preference-Applied"), "return-no-content");
        r = call("POST", path(QStringLiteral("Tables")), encodeCreateTable(QStringLiteral("bad-name")));
        QCOMPARE(r.status, 400);
        QCOMPARE(errorCode(r), "InvalidResourceName");
        r = call("POST", path(QStringLiteral("Tables")), "{not json");
        QCOMPARE(r.status, 400);

        r = call("GET", path(QStringLiteral("Tables")));
        QCOMPARE(r.status, 200);
        QCOMPARE(decodeTableList(r.body).value(),
            (QStringList {QStringLiteral("Orders"), QStringLiteral("Quiet")}));
        r = call("GET", path(QStringLiteral("Tables?$top=1")));
        QCOMPARE(decodeTableList(r.body).value(), QStringList {QStringLiteral("Orders")});
        QCOMPARE(r.header("x-ms-continuation-NextTableName"), "Quiet");
        r = call("GET", path(QStringLiteral("Tables?$top=1&NextTableName=Quiet")));
        QCOMPARE(decodeTableList(r.body).value(), QStringList {QStringLiteral("Quiet")});
        QVERIFY(r.header("x-ms-continuation-NextTableName").isEmpty());
        r = call("GET", path(QStringLiteral("Tables?$filter=TableName%20eq%20'Quiet'")));
        QCOMPARE(decodeTableList(r.body).value(), QStringList {QStringLiteral("Quiet")});
        r = call("GET", path(QStringLiteral("Tables('Orders')")));
        QCOMPARE(r.status, 200);
        r = call("GET", path(QStringLiteral("Tables('Nope')")));
        QCOMPARE(r.status, 404);

        r = call("DELETE", path(QStringLiteral("Tables('Orders')")));
        QCOMPARE(r.status, 204);
        r = call("DELETE", path(QStringLiteral("Tables('Orders')")));
        QCOMPARE(r.status, 404);
        QCOMPARE(errorCode(r), "ResourceNotFound");
    }

    void entityOperations_data()
    {
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<QString>("rowKey");
        QTest::addColumn<QByteArray>("ifMatch"); // "stale" → an old ETag, "current" → the stored one
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("code");
        QTest::newRow("replace current")
            << QByteArray("PUT") << "r1" << QByteArray("current") << 204 << QByteArray();
        QTest::newRow("replace stale") << QByteArray("PUT") << "r1" << QByteArray("stale") << 412
                                       << QByteArray("UpdateConditionNotSatisfied");
        QTest::newRow("replace missing")
            << QByteArray("PUT") << "zz" << QByteArray("*") << 404 << QByteArray("ResourceNotFound");
        QTest::newRow("upsert missing") << QByteArray("PUT") << "zz" << QByteArray() << 204 << QByteArray();
        QTest::newRow("merge star") << QByteArray("MERGE") << "r1" << QByteArray("*") << 204 << QByteArray();
        QTest::newRow("patch stale") << QByteArray("PATCH") << "r1" << QByteArray("stale") << 412
                                     << QByteArray("UpdateConditionNotSatisfied");
        QTest::newRow("merge-upsert missing")
            << QByteArray("MERGE") << "zz" << QByteArray() << 204 << QByteArray();
        QTest::newRow("merge missing")
            << QByteArray("MERGE") << "zz" << QByteArray("*") << 404 << QByteArray("ResourceNotFound");
        QTest::newRow("delete star") << QByteArray("DELETE") << "r1" << QByteArray("*") << 204
                                     << QByteArray();
        QTest::newRow("delete stale") << QByteArray("DELETE") << "r1" << QByteArray("stale") << 412
                                      << QByteArray("UpdateConditionNotSatisfied");
        QTest::newRow("delete missing")
            << QByteArray("DELETE") << "zz" << QByteArray("*") << 404 << QByteArray("ResourceNotFound");
        // A weak ETag is compared only with an entity that exists.
        QTest::newRow("merge weak on a missing entity")
            << QByteArray("PATCH") << "zz" << QByteArray("W/\"x\"") << 404 << QByteArray("ResourceNotFound");
    }
    void entityOperations()
    {
        QFETCH(QByteArray, method);
        QFETCH(QString, rowKey);
        QFETCH(QByteArray, ifMatch);
        QFETCH(int, status);
        QFETCH(QByteArray, code);
        createTable(QStringLiteral("People"));
        TestResponse r
            = call("POST", path(QStringLiteral("People")), body(QStringLiteral("p"), QStringLiteral("r1")));
        QCOMPARE(r.status, 201);
        const QByteArray first = r.header("ETag");
        QVERIFY(first.startsWith("W/\"datetime'"));
        r = call("PUT", entityPath(QStringLiteral("People"), QStringLiteral("p"), QStringLiteral("r1")),
            body(QStringLiteral("p"), QStringLiteral("r1"), 2));
        QCOMPARE(r.status, 204);
        const QByteArray current = r.header("ETag");
        QVERIFY(current != first);

        QHttpHeaders headers;
        if (ifMatch == "stale")
            headers.append(QHttpHeaders::WellKnownHeader::IfMatch, first);
        else if (ifMatch == "current")
            headers.append(QHttpHeaders::WellKnownHeader::IfMatch, current);
        else if (!ifMatch.isEmpty())
            headers.append(QHttpHeaders::WellKnownHeader::IfMatch, ifMatch);
        const QByteArray payload = method == "DELETE" ? QByteArray() : body(QStringLiteral("p"), rowKey, 7);
        r = call(method, entityPath(QStringLiteral("People"), QStringLiteral("p"), rowKey), payload, headers);
        QCOMPARE(r.status, status);
        if (!code.isEmpty())
            QCOMPARE(errorCode(r), code);
        if (status == 204 && method != "DELETE") {
            QVERIFY(!r.header("ETag").isEmpty());
            r = call("GET", entityPath(QStringLiteral("People"), QStringLiteral("p"), rowKey));
            QCOMPARE(r.status, 200);
            QCOMPARE(r.header("ETag"), decodeResponseEntity(r.body).value().etag().toUtf8());
            QCOMPARE(decodeResponseEntity(r.body).value().property(u"Value")->toInt32(), 7);
        }
        if (status == 204 && method == "DELETE") {
            r = call("GET", entityPath(QStringLiteral("People"), QStringLiteral("p"), rowKey));
            QCOMPARE(r.status, 404);
        }
    }

    // Every form of If-Match on Replace, Merge and Delete of an existing entity. Any weak ETag (W/ or w/ and
    // a quoted opaque tag) is well formed: the service compares the tag, so one it never handed out is
    // merely stale (412) and one whose tag equals the entity's matches. A strong or malformed ETag is 400
    // InvalidInput. A refused write leaves the entity as it was.
    void ifMatchForms_data()
    {
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<QByteArray>("ifMatch"); // TAG → the current ETag's opaque tag; empty → no header
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("code");
        enum Outcome { Done, Stale, Malformed, Absent };
        const std::pair<const char *, std::pair<QByteArray, Outcome>> forms[] = {
            {"W/ current", {"W/\"TAG\"", Done}},
            {"w/ current", {"w/\"TAG\"", Done}},
            {"W/ wrong", {"W/\"wrong\"", Stale}},
            {"w/ wrong", {"w/\"wrong\"", Stale}},
            {"w/ other time", {"w/\"datetime'2015-01-01T23%3A14%3A33.4980000Z'\"", Stale}},
            {"W/ other time", {"W/\"datetime'2015-01-01T23%3A14%3A33.4980000Z'\"", Stale}},
            {"W/ not a time", {"W/\"datetime'2024-13-01T00%3A00%3A00Z'\"", Stale}},
            {"W/ empty tag", {"W/\"\"", Stale}},
            // The tag is opaque: the same time written differently is another tag.
            {"W/ current unencoded", {"W/\"RAWTAG\"", Stale}},
            {"strong wrong", {"\"wrong\"", Malformed}},
            {"strong current", {"\"TAG\"", Malformed}},
            {"unquoted", {"wrong", Malformed}},
            {"lone quote", {"\"", Malformed}},
            {"W/ unquoted", {"W/wrong", Malformed}},
            {"W/ lone quote", {"W/\"", Malformed}},
            {"W/ quote inside", {"W/\"a\"b\"", Malformed}},
            {"absent", {QByteArray(), Absent}},
        };
        for (const char *method : {"PUT", "MERGE", "PATCH", "DELETE"}) {
            const bool remove = qstrcmp(method, "DELETE") == 0;
            for (const auto &[name, form] : forms) {
                const auto &[ifMatch, outcome] = form;
                auto row = [&](int status, const char *code) {
                    QTest::addRow("%s %s", method, name)
                        << QByteArray(method) << ifMatch << status << QByteArray(code);
                };
                switch (outcome) {
                case Done:
                    row(204, "");
                    break;
                case Stale:
                    row(412, "UpdateConditionNotSatisfied");
                    break;
                case Malformed:
                    row(400, "InvalidInput");
                    break;
                case Absent: // Replace and Merge without If-Match are upserts; Delete requires it.
                    remove ? row(400, "MissingRequiredHeader") : row(204, "");
                    break;
                }
            }
        }
    }
    void ifMatchForms()
    {
        QFETCH(QByteArray, method);
        QFETCH(QByteArray, ifMatch);
        QFETCH(int, status);
        QFETCH(QByteArray, code);
        createTable(QStringLiteral("Tagged"));
        const QByteArray target
            = entityPath(QStringLiteral("Tagged"), QStringLiteral("p"), QStringLiteral("r"));
        TestResponse r
            = call("POST", path(QStringLiteral("Tagged")), body(QStringLiteral("p"), QStringLiteral("r"), 2));
        QCOMPARE(r.status, 201);
        const QByteArray current = r.header("ETag");
        QVERIFY(current.startsWith("W/\"datetime'") && current.endsWith("'\""));
        const QByteArray tag = current.sliced(3, current.size() - 4);

        QHttpHeaders headers;
        if (!ifMatch.isEmpty())
            headers.append(QHttpHeaders::WellKnownHeader::IfMatch,
                ifMatch.replace("RAWTAG", QByteArray(tag).replace("%3A", ":")).replace("TAG", tag));
        const QByteArray payload
            = method == "DELETE" ? QByteArray() : body(QStringLiteral("p"), QStringLiteral("r"), 7);
        r = call(method, target, payload, headers);
        QCOMPARE(r.status, status);
        QCOMPARE(errorCode(r), code);

        r = call("GET", target);
        if (status == 204 && method == "DELETE") {
            QCOMPARE(r.status, 404);
            return;
        }
        QCOMPARE(r.status, 200);
        const Entity stored = decodeResponseEntity(r.body).value();
        QCOMPARE(stored.property(u"Value")->toInt32(), status == 204 ? 7 : 2);
        QCOMPARE(r.header("ETag") == current, status != 204);
    }

    void insertAndGet()
    {
        createTable(QStringLiteral("Things"));
        Entity e(QStringLiteral("a'b"), QStringLiteral("x y/"));
        e.setProperty(QStringLiteral("Big"), Value::int64(9007199254740993LL));
        e.setProperty(QStringLiteral("Ratio"), Value::float64(2.0));
        e.setProperty(QStringLiteral("Name"), Value::string(QStringLiteral("ü")));
        TestResponse r = call("POST", path(QStringLiteral("Things")), encodeEntityBody(e));
        QCOMPARE(r.status, 400); // '/' is forbidden in keys
        QCOMPARE(errorCode(r), "OutOfRangeInput");
        e.setRowKey(QStringLiteral("x y"));
        r = call("POST", path(QStringLiteral("Things")), encodeEntityBody(e));
        QCOMPARE(r.status, 201);
        QVERIFY(
            r.header("Location").endsWith(entityResource(u"Things", e.partitionKey(), e.rowKey()).toUtf8()));
        QCOMPARE(r.header("DataServiceId"), r.header("Location"));
        r = call("POST", path(QStringLiteral("Things")), encodeEntityBody(e));
        QCOMPARE(r.status, 409);
        QCOMPARE(errorCode(r), "EntityAlreadyExists");
        r = call("GET", entityPath(QStringLiteral("Things"), e.partitionKey(), e.rowKey()));
        QCOMPARE(r.status, 200);
        const Entity back = decodeResponseEntity(r.body).value();
        QCOMPARE(back.property(u"Big")->type(), EdmType::Int64);
        QCOMPARE(back.property(u"Big")->toInt64(), 9007199254740993LL);
        QCOMPARE(back.property(u"Ratio")->type(), EdmType::Double);
        QCOMPARE(back.property(u"Name")->toString(), QStringLiteral("ü"));
        r = call("GET", entityPath(QStringLiteral("Things"), QStringLiteral("no"), QStringLiteral("pe")));
        QCOMPARE(r.status, 404);
        QCOMPARE(errorCode(r), "ResourceNotFound");
        r = call("GET", entityPath(QStringLiteral("Missing"), QStringLiteral("a"), QStringLiteral("b")));
        QCOMPARE(r.status, 404);
        QCOMPARE(errorCode(r), "TableNotFound");
        QHttpHeaders noMeta;
        noMeta.append(QHttpHeaders::WellKnownHeader::Accept, "application/json;odata=nometadata");
        r = call("GET", entityPath(QStringLiteral("Things"), e.partitionKey(), e.rowKey()), {}, noMeta);
        QVERIFY(!r.body.contains("odata."));
        QHttpHeaders atom;
        atom.append(QHttpHeaders::WellKnownHeader::Accept, "application/atom+xml");
        r = call("GET", entityPath(QStringLiteral("Things"), e.partitionKey(), e.rowKey()), {}, atom);
        QCOMPARE(r.status, 415);
    }

    void queryAndPaging()
    {
        createTable(QStringLiteral("Log"));
        for (int p = 0; p < 3; ++p) {
            for (int i = 0; i < 5; ++i) {
                const TestResponse r = call("POST", path(QStringLiteral("Log")),
                    body(QStringLiteral("p%1").arg(p), QStringLiteral("r%1").arg(i), i));
                QCOMPARE(r.status, 201);
            }
        }
        QCOMPARE(queryKeys(path(QStringLiteral("Log()"))).size(), 15);
        QCOMPARE(
            queryKeys(path(QStringLiteral("Log()?$filter=PartitionKey%20eq%20'p1'%20and%20Value%20ge%203"))),
            (QStringList {QStringLiteral("p1/r3"), QStringLiteral("p1/r4")}));
        QByteArray npk, nrk;
        QStringList all;
        QByteArray target = path(QStringLiteral("Log()?$top=4"));
        for (int pages = 0; pages < 10; ++pages) {
            all += queryKeys(target, &npk, &nrk);
            if (npk.isEmpty())
                break;
            target = path(QStringLiteral("Log()?$top=4&NextPartitionKey=%1&NextRowKey=%2")
                              .arg(QString::fromLatin1(npk), QString::fromLatin1(nrk)));
        }
        QCOMPARE(all.size(), 15);
        QCOMPARE(all.first(), QStringLiteral("p0/r0"));
        QCOMPARE(all.last(), QStringLiteral("p2/r4"));
        QCOMPARE(QSet<QString>(all.begin(), all.end()).size(), 15);

        TestResponse r = call("GET", path(QStringLiteral("Log()?$select=Value&$top=1")));
        QCOMPARE(r.status, 200);
        const QJsonObject first
            = QJsonDocument::fromJson(r.body).object().value(u"value").toArray().first().toObject();
        QVERIFY(first.contains(u"Value"));
        QVERIFY(!first.contains(u"PartitionKey"));
        r = call("GET", path(QStringLiteral("Log()?$top=1001")));
        QCOMPARE(r.status, 400);
        r = call("GET", path(QStringLiteral("Log()?$filter=Value%20eq")));
        QCOMPARE(r.status, 400);
        QCOMPARE(errorCode(r), "InvalidInput");
        r = call("GET", path(QStringLiteral("Log()?NextPartitionKey=garbage")));
        QCOMPARE(r.status, 400);
        r = call("GET", path(QStringLiteral("Nope()")));
        QCOMPARE(r.status, 404);
        QCOMPARE(errorCode(r), "TableNotFound");
    }

    void batch()
    {
        createTable(QStringLiteral("Batched"));
        auto run = [&](const QList<std::pair<QByteArray, Entity>> &ops) {
            BatchRequest request;
            for (const auto &[method, e] : ops) {
                BatchOperation op;
                op.method = method;
                const QByteArray target = method == "POST"
                    ? path(QStringLiteral("Batched"))
                    : entityPath(QStringLiteral("Batched"), e.partitionKey(), e.rowKey());
                op.url = "http://127.0.0.1" + target;
                op.path = target;
                op.headers.append(QHttpHeaders::WellKnownHeader::ContentType, "application/json");
                if (method == "DELETE")
                    op.headers.append(QHttpHeaders::WellKnownHeader::IfMatch, "*");
                else
                    op.body = encodeEntityBody(e);
                request.operations << op;
            }
            const QByteArray payload = serializeBatchRequest(request);
            QHttpHeaders h;
            h.append(QHttpHeaders::WellKnownHeader::ContentType, batchContentType(request.batchBoundary));
            const TestResponse r = call("POST", path(QStringLiteral("$batch")), payload, h);
            return r;
        };
        const Entity a(QStringLiteral("p"), QStringLiteral("a")), b(QStringLiteral("p"), QStringLiteral("b"));
        TestResponse r = run({{"POST", a}, {"PUT", b}});
        QCOMPARE(r.status, 202);
        BatchResponse parsed = parseBatchResponse(r.header("Content-Type"), r.body).value();
        QCOMPARE(parsed.parts.size(), 2);
        QCOMPARE(parsed.parts[0].status, 201);
        QCOMPARE(parsed.parts[1].status, 204);
        QCOMPARE(queryKeys(path(QStringLiteral("Batched()"))).size(), 2);

        const Entity c(QStringLiteral("p"), QStringLiteral("c")),
            other(QStringLiteral("q"), QStringLiteral("x"));
        r = run({{"POST", c}, {"POST", other}});
        QCOMPARE(r.status, 202);
        parsed = parseBatchResponse(r.header("Content-Type"), r.body).value();
        QCOMPARE(parsed.parts.size(), 1);
        QCOMPARE(parsed.parts[0].status, 400);
        Error e = parseErrorBody(parsed.parts[0].body).value();
        QCOMPARE(e.code, ErrorCode::CommandsInBatchActOnDifferentPartitions);
        QCOMPARE(e.operationIndex, 1);
        r = run({{"POST", c}, {"POST", a}});
        parsed = parseBatchResponse(r.header("Content-Type"), r.body).value();
        e = parseErrorBody(parsed.parts[0].body).value();
        QCOMPARE(e.code, ErrorCode::EntityAlreadyExists);
        QCOMPARE(e.operationIndex, 1);
        QCOMPARE(queryKeys(path(QStringLiteral("Batched()"))).size(), 2); // all or nothing
        r = run({{"DELETE", a}, {"DELETE", b}});
        parsed = parseBatchResponse(r.header("Content-Type"), r.body).value();
        QCOMPARE(parsed.parts.size(), 2);
        QCOMPARE(queryKeys(path(QStringLiteral("Batched()"))).size(), 0);
        QHttpHeaders h;
        h.append(QHttpHeaders::WellKnownHeader::ContentType, "multipart/mixed; boundary=batch_x");
        r = call("POST", path(QStringLiteral("$batch")), "garbage", h);
        QCOMPARE(r.status, 400);
    }
};

QTEST_GUILESS_MAIN(TestTableServer)
#include "tst_tableserver.moc"
