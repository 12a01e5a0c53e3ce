#include "models/query/queryhistorymodel.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

class TestQueryHistoryModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void recentPerTable();
    void keepsFifty();
    void persistsAcrossRestarts();
    void savedQueries();
    void exportImport();
    void importRefuses_data();
    void importRefuses();
    void damagedFileLosesNothingElse();
};

namespace {

SavedQuery query(const QString &filter, std::optional<int> top = std::nullopt)
{
    SavedQuery q;
    q.filter = filter;
    q.top = top;
    return q;
}

} // namespace

void TestQueryHistoryModel::recentPerTable()
{
    QTemporaryDir dir;
    QueryHistoryModel model(dir.filePath(u"h.json"_s));
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setTable(u"/s/a.rowan"_s, u"acct"_s, u"People"_s);
    model.addRecent(query(u"A eq 1"_s));
    model.addRecent(query(u"A eq 2"_s, 10));
    model.addRecent(query(u"A eq 1"_s)); // moves to the top, no duplicate
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.index(0).data(QueryHistoryModel::FilterRole).toString(), u"A eq 1"_s);
    QCOMPARE(model.index(1).data(QueryHistoryModel::TopRole).toInt(), 10);
    QCOMPARE(model.kindAt(0), QueryHistoryModel::Kind::Recent);
    model.setTable(u"/s/a.rowan"_s, u"acct"_s, u"Orders"_s);
    QCOMPARE(model.rowCount(), 0);
    model.addRecent(query(QString()));
    QCOMPARE(model.index(0).data().toString(), u"(all entities)"_s);
    model.setTable(u"/s/a.rowan"_s, u"acct"_s, u"People"_s);
    QCOMPARE(model.rowCount(), 2);
}

void TestQueryHistoryModel::keepsFifty()
{
    QTemporaryDir dir;
    QueryHistoryModel model(dir.filePath(u"h.json"_s));
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setTable(u"/s"_s, u"a"_s, u"T"_s);
    for (int i = 0; i < QueryHistoryModel::MaxRecent + 7; ++i)
        model.addRecent(query(QStringLiteral("N eq %1").arg(i)));
    QCOMPARE(model.rowCount(), QueryHistoryModel::MaxRecent);
    QCOMPARE(model.queryAt(0).filter, QStringLiteral("N eq %1").arg(QueryHistoryModel::MaxRecent + 6));
    QCOMPARE(model.queryAt(QueryHistoryModel::MaxRecent - 1).filter, u"N eq 7"_s);
}

void TestQueryHistoryModel::persistsAcrossRestarts()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(u"sub/h.json"_s);
    SavedQuery withPreset = query(u"Timestamp ge datetime'2026-11-24T00:00:00.0000000Z'"_s);
    withPreset.select = {u"Name"_s, u"Age"_s};
    withPreset.builder = QJsonObject {{u"group"_s, u"and"_s},
        {u"children"_s,
            QJsonArray {QJsonObject {{u"property"_s, u"Timestamp"_s}, {u"type"_s, u"Edm.DateTime"_s},
                {u"op"_s, u"ge"_s}, {u"value"_s, QString()}, {u"preset"_s, u"last24Hours"_s}}}}};
    {
        QueryHistoryModel model(file);
        model.setTable(u"/s/a.rowan"_s, u"acct"_s, u"People"_s);
        model.addRecent(query(u"A eq 1"_s, 5));
        model.addRecent(withPreset);
        QVERIFY(model.save(u"Mine"_s, withPreset).has_value());
    }
    QVERIFY(QFile::exists(file));
    QueryHistoryModel again(file);
    QAbstractItemModelTester tester(&again, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(again.loadError().isEmpty());
    again.setTable(u"/s/a.rowan"_s, u"acct"_s, u"People"_s);
    QCOMPARE(again.rowCount(), 3);
    QCOMPARE(again.kindAt(0), QueryHistoryModel::Kind::Saved);
    QCOMPARE(again.nameAt(0), u"Mine"_s);
    QCOMPARE(again.queryAt(0), withPreset);
    QVERIFY(again.index(0).data(QueryHistoryModel::HasPresetsRole).toBool());
    QCOMPARE(again.queryAt(1), withPreset);
    QCOMPARE(again.queryAt(2), query(u"A eq 1"_s, 5));
}

void TestQueryHistoryModel::savedQueries()
{
    QTemporaryDir dir;
    QueryHistoryModel model(dir.filePath(u"h.json"_s));
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setTable(u"/s"_s, u"a"_s, u"T"_s);
    QVERIFY(model.save(u"b"_s, query(u"B eq 1"_s)).has_value());
    QVERIFY(model.save(u"a"_s, query(u"A eq 1"_s)).has_value());
    QVERIFY(!model.save(u"  "_s, query(u"C eq 1"_s)).has_value());
    QCOMPARE(model.nameAt(0), u"a"_s);
    QVERIFY(model.save(u"a"_s, query(u"A eq 2"_s)).has_value()); // replaces
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.queryAt(0).filter, u"A eq 2"_s);
    QVERIFY(!model.rename(u"a"_s, u"b"_s).has_value()); // taken
    QVERIFY(!model.rename(u"zz"_s, u"c"_s).has_value()); // missing
    QVERIFY(model.rename(u"a"_s, u"c"_s).has_value());
    QCOMPARE(model.nameAt(0), u"b"_s);
    QCOMPARE(model.nameAt(1), u"c"_s);
    QVERIFY(model.removeSaved(u"b"_s));
    QVERIFY(!model.removeSaved(u"b"_s));
    QCOMPARE(model.rowCount(), 1);
}

void TestQueryHistoryModel::exportImport()
{
    QTemporaryDir dir;
    QueryHistoryModel model(dir.filePath(u"h.json"_s));
    model.setTable(u"/s"_s, u"a"_s, u"T"_s);
    model.save(u"one"_s, query(u"A eq 'it''s'"_s, 3));
    model.save(u"two"_s, query(u"B eq 2L"_s));
    const QString exported = dir.filePath(u"export.json"_s);
    QVERIFY(model.exportSaved(exported).has_value());

    QueryHistoryModel other(dir.filePath(u"other.json"_s));
    QAbstractItemModelTester tester(&other, QAbstractItemModelTester::FailureReportingMode::QtTest);
    other.setTable(u"/t"_s, u"b"_s, u"U"_s);
    other.save(u"two"_s, query(u"Old eq 1"_s));
    const auto count = other.importSaved(exported);
    QCOMPARE(count.value(), 2);
    QCOMPARE(other.rowCount(), 2);
    QCOMPARE(other.queryAt(0), query(u"A eq 'it''s'"_s, 3));
    QCOMPARE(other.queryAt(1), query(u"B eq 2L"_s));
    QVERIFY(!model.exportSaved(dir.filePath(u"missing/dir/x.json"_s)).has_value());
}

void TestQueryHistoryModel::importRefuses_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("messagePart");
    QTest::newRow("not json") << QByteArray("{nope") << u"is not JSON"_s;
    QTest::newRow("other json") << QByteArray("{\"a\":1}") << u"not a file of saved queries"_s;
    QTest::newRow("bad entry") << QByteArray(
        "{\"rowanSavedQueries\":1,\"queries\":[{\"name\":\"x\",\"filter\":\"A eq 1\"},"
        "{\"filter\":\"B eq 1\"}]}")
                               << u"entry 2"_s;
    QTest::newRow("bad top") << QByteArray(
        "{\"rowanSavedQueries\":1,\"queries\":[{\"name\":\"x\",\"filter\":\"\",\"top\":0}]}")
                             << u"entry 1"_s;
}

void TestQueryHistoryModel::importRefuses()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, messagePart);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"in.json"_s);
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(content);
    f.close();
    QueryHistoryModel model(dir.filePath(u"h.json"_s));
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setTable(u"/s"_s, u"a"_s, u"T"_s);
    const auto result = model.importSaved(path);
    QVERIFY(!result.has_value());
    QVERIFY2(result.error().message.contains(messagePart), qPrintable(result.error().message));
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(!model.importSaved(dir.filePath(u"absent.json"_s)).has_value());
}

void TestQueryHistoryModel::damagedFileLosesNothingElse()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"h.json"_s);
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("not json at all");
    f.close();
    QueryHistoryModel model(path);
    QVERIFY(!model.loadError().isEmpty());
    model.setTable(u"/s"_s, u"a"_s, u"T"_s);
    QCOMPARE(model.rowCount(), 0);
}

QTEST_GUILESS_MAIN(TestQueryHistoryModel)
#include "tst_queryhistorymodel.moc"
