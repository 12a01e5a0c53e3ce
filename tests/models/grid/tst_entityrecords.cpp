#include "models/grid/entityrecords.h"

#include <rowan/protocol/jsonentity.h>

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {
Entity sample()
{
    Entity e(u"p1"_s, u"r1"_s);
    e.setTimestamp(DateTime(638000000000000000LL));
    e.setProperty(u"Name"_s, Value::string(u"Ann, \"the\" {first}"_s));
    e.setProperty(u"Big"_s, Value::int64(9007199254740993LL));
    e.setProperty(u"Ratio"_s, Value::float64(2.0));
    e.setProperty(u"Ok"_s, Value::boolean(true));
    return e;
}
} // namespace

class TestEntityRecords : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void listsOnlyTheEntitysOwnProperties()
    {
        const Entity e = sample();
        const auto text = [](const Value &value) { return value.toDisplayString(); };
        const QList<RecordLine> lines = EntityRecords::lines(e, text);
        QCOMPARE(lines.size(), 3 + 4);
        QCOMPARE(lines.at(0), (RecordLine {u"PartitionKey"_s, u"Edm.String"_s, u"p1"_s}));
        QCOMPARE(lines.at(1), (RecordLine {u"RowKey"_s, u"Edm.String"_s, u"r1"_s}));
        QCOMPARE(lines.at(2).name, u"Timestamp"_s);
        QCOMPARE(lines.at(2).type, u"Edm.DateTime"_s);
        QCOMPARE(lines.at(2).value, e.timestamp().toIsoString());
        QStringList names;
        QStringList types;
        for (const RecordLine &line : lines.mid(3)) {
            names.append(line.name);
            types.append(line.type);
        }
        QCOMPARE(names, QStringList({u"Name"_s, u"Big"_s, u"Ratio"_s, u"Ok"_s}));
        QCOMPARE(types, QStringList({u"Edm.String"_s, u"Edm.Int64"_s, u"Edm.Double"_s, u"Edm.Boolean"_s}));
        QCOMPARE(lines.at(4).value, u"9007199254740993"_s);
        // An entity without properties: the keys and Timestamp only.
        QCOMPARE(EntityRecords::lines(Entity(u"a"_s, u"b"_s), text).size(), 3);
    }

    void jsonIsTheServicesOneMemberPerLine()
    {
        const Entity e = sample();
        const QString json = EntityRecords::json(e);
        // The protocol's encoder wrote it: the same members, reindented only.
        protocol::JsonOptions options;
        const QByteArray compact = protocol::encodePageItem(e, options);
        QCOMPARE(QJsonDocument::fromJson(json.toUtf8()).object(), QJsonDocument::fromJson(compact).object());
        const QJsonObject object = QJsonDocument::fromJson(json.toUtf8()).object();
        QCOMPARE(object.value(u"Big@odata.type"_s).toString(), u"Edm.Int64"_s);
        QCOMPARE(object.value(u"Big"_s).toString(), u"9007199254740993"_s);
        QCOMPARE(object.value(u"Ratio@odata.type"_s).toString(), u"Edm.Double"_s);
        QVERIFY(!object.contains(u"Name@odata.type"_s));
        const QStringList lines = json.split(u'\n');
        QCOMPARE(lines.first(), u"{"_s);
        QCOMPARE(lines.last(), u"}"_s);
        QCOMPARE(lines.size(), object.size() + 2);
        QVERIFY(lines.contains(u"  \"Name\": \"Ann, \\\"the\\\" {first}\","_s));
    }

    void indents_data()
    {
        QTest::addColumn<QByteArray>("compact");
        QTest::addColumn<QString>("expected");
        QTest::newRow("empty") << QByteArray("{}") << u"{}"_s;
        QTest::newRow("one") << QByteArray(R"({"a":1})") << u"{\n  \"a\": 1\n}"_s;
        QTest::newRow("separators in strings stay")
            << QByteArray(R"({"a":"x,y:\"}","b":[1,2]})") << u"{\n  \"a\": \"x,y:\\\"}\",\n  \"b\": [1,2]\n}"_s;
        QTest::newRow("not an object") << QByteArray("[1,2]") << u"[1,2]"_s;
    }

    void indents()
    {
        QFETCH(QByteArray, compact);
        QFETCH(QString, expected);
        QCOMPARE(EntityRecords::indentObject(compact), expected);
    }
};

QTEST_GUILESS_MAIN(TestEntityRecords)
#include "tst_entityrecords.moc"
