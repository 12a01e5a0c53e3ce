#include "models/query/querycodegen.h"

#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

class TestQueryCodegen : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void snippets_data();
    void snippets();
    void refusesBadInput();
};

void TestQueryCodegen::snippets_data()
{
    QTest::addColumn<int>("language");
    QTest::addColumn<QString>("filter");
    QTest::addColumn<QStringList>("select");
    QTest::addColumn<int>("top"); // 0: none
    QTest::addColumn<QStringList>("contains");

    const auto js = int(CodeLanguage::JavaScript);
    QTest::newRow("js strings are odata parameters")
        << js << u"PartitionKey eq 'Sales' and Name eq 'it''s'"_s << QStringList() << 0
        << QStringList {u"import { TableClient, odata } from \"@azure/data-tables\";"_s,
               u"filter: odata`PartitionKey eq ${\"Sales\"} and Name eq ${\"it's\"}`,"_s,
               u"for await (const entity of entities)"_s};
    QTest::newRow("js typed literals stay text")
        << js
        << u"Big gt 9007199254740993L and Id eq guid'C9DA6455-213D-42C9-9A79-3E9149A57833' and B eq X'0a'"_s
        << QStringList() << 0
        << QStringList {
               u"odata`Big gt 9007199254740993L and Id eq guid'c9da6455-213d-42c9-9a79-3e9149a57833' and B eq X'0A'`"_s};
    QTest::newRow("js escapes template text")
        << js << u"Name eq 'a`b${c}\\d'"_s << QStringList() << 0 << QStringList {u"${\"a`b${c}\\\\d\"}"_s};
    QTest::newRow("js select and top")
        << js << QString() << QStringList {u"Name"_s, u"Age"_s} << 5
        << QStringList {u"select: [\"Name\", \"Age\"],"_s, u"byPage({ maxPageSize: 5 })"_s};
    QTest::newRow("js whole table") << js << QString() << QStringList() << 0
                                    << QStringList {u"client.listEntities();"_s};

    const auto py = int(CodeLanguage::Python);
    QTest::newRow("python parameters")
        << py << u"PartitionKey eq 'Sales' and Age gt 30 and Active eq true and Big lt 5L"_s << QStringList()
        << 10
        << QStringList {
               u"query_filter=\"PartitionKey eq @partitionkey and Age gt @age and Active eq @active and Big lt 5L\","_s,
               u"parameters={\"partitionkey\": \"Sales\", \"age\": 30, \"active\": True},"_s,
               u"islice(entities, 10)"_s};
    QTest::newRow("python same property twice")
        << py << u"RowKey ge 'a' and RowKey lt 'b'"_s << QStringList() << 0
        << QStringList {u"RowKey ge @rowkey and RowKey lt @rowkey2"_s, u"\"rowkey2\": \"b\""_s};

    QTest::newRow("python whole table")
        << py << QString() << QStringList {u"A"_s} << 0
        << QStringList {u"entities = client.list_entities(\n    select=[\"A\"],\n)"_s};
    QTest::newRow("python whole table, nothing else")
        << py << QString() << QStringList() << 0 << QStringList {u"entities = client.list_entities()\n"_s};

    const auto cs = int(CodeLanguage::DotNet);
    QTest::newRow(".net whole table") << cs << QString() << QStringList() << 4
                                      << QStringList {u"client.Query<TableEntity>(maxPerPage: 4);"_s};
    QTest::newRow(".net interpolation")
        << cs
        << u"PartitionKey eq 'Sa\"les' and Big eq 7L and Price eq 2.0 and When lt datetime'2026-11-24T00:00:00Z'"_s
        << QStringList {u"Name"_s} << 3
        << QStringList {
               u"TableClient.CreateQueryFilter($\"PartitionKey eq {\"Sa\\\"les\"} and Big eq {7L} and Price eq 2.0 and When lt datetime'2026-11-24T00:00:00.0000000Z'\")"_s,
               u"maxPerPage: 3"_s, u"select: new[] { \"Name\" }"_s, u".Take(3)"_s};

    const auto java = int(CodeLanguage::Java);
    QTest::newRow("java") << java << u"PartitionKey eq 'Sales'"_s << QStringList {u"A"_s} << 2
                          << QStringList {u".setFilter(\"PartitionKey eq 'Sales'\")"_s,
                                 u".setSelect(List.of(\"A\"))"_s, u".setTop(2)"_s, u".limit(2)"_s};

    const auto rest = int(CodeLanguage::RestUrl);
    QTest::newRow("rest")
        << rest << u"PartitionKey eq 'a b'"_s << QStringList {u"A"_s, u"B"_s} << 7
        << QStringList {
               u"http://127.0.0.1:10002/devstoreaccount1/People()?$filter=PartitionKey%20eq%20%27a%20b%27&$select=A,B&$top=7"_s};
}

void TestQueryCodegen::snippets()
{
    QFETCH(int, language);
    QFETCH(QString, filter);
    QFETCH(QStringList, select);
    QFETCH(int, top);
    QFETCH(QStringList, contains);
    QuerySpec spec;
    spec.table = u"People"_s;
    spec.filter = filter;
    spec.select = select;
    if (top > 0)
        spec.top = top;
    spec.endpoint = u"http://127.0.0.1:10002/devstoreaccount1/"_s;
    const auto code = queryCode(CodeLanguage(language), spec);
    QVERIFY2(code.has_value(), qPrintable(code ? QString() : code.error().message));
    for (const QString &part : contains)
        QVERIFY2(code->contains(part), qPrintable(u"missing: "_s + part + u"\nin:\n"_s + *code));
}

void TestQueryCodegen::refusesBadInput()
{
    QuerySpec spec;
    spec.table = u"People"_s;
    spec.filter = u"Age eq"_s;
    const auto bad = queryCode(CodeLanguage::JavaScript, spec);
    QVERIFY(!bad.has_value());
    QVERIFY(bad.error().message.contains(u"position 6"_s));
    spec.filter.clear();
    spec.table.clear();
    QVERIFY(!queryCode(CodeLanguage::Python, spec).has_value());
}

QTEST_GUILESS_MAIN(TestQueryCodegen)
#include "tst_querycodegen.moc"
