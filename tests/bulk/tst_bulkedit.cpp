// Bulk edit: the edit applied to one entity, the command line's forms, and runs over the embedded store and
// `rowan serve` as a remote endpoint (every kind, conflicts, cancel, undo through the journal).
#include "bulktestsupport.h"

#include <rowan/bulk/bulkedit.h>
#include <rowan/undo.h>

using namespace rowan;
using namespace rowan::bulk;
using namespace bulktest;

namespace {

BulkEdit editOf(const QString &kind)
{
    BulkEdit edit;
    if (kind == u"set")
        edit.sets = {{QStringLiteral("Status"), Value::string(QStringLiteral("shipped"))},
            {QStringLiteral("N"), Value::int64(-7)}};
    else if (kind == u"rename")
        edit.renames = {{QStringLiteral("Name"), QStringLiteral("Title")}};
    else if (kind == u"remove")
        edit.removes = {QStringLiteral("Name")};
    else if (kind == u"type")
        edit.typeChanges = {{QStringLiteral("N"), EdmType::Int64}};
    return edit;
}

// What editOf(kind) makes of make(pk, rk, n)'s properties.
QString expectedText(const QString &kind, qint32 n)
{
    const QString big = QStringLiteral("Big=Edm.Int64:%1;").arg(BigInt + n);
    const QString when
        = QStringLiteral("When=Edm.DateTime:%1;").arg(DateTime(Precise.ticks() + n).toIsoString());
    const QString blob = QStringLiteral("Blob=Edm.Binary:%1;").arg(QString::fromLatin1(Bytes.toBase64()));
    const QString name = QStringLiteral("Name=Edm.String:n%1;").arg(n);
    const QString num = QStringLiteral("N=Edm.Int32:%1;").arg(n);
    if (kind == u"set")
        return QStringLiteral("N=Edm.Int64:-7;") + big + when + blob + name
            + QStringLiteral("Status=Edm.String:shipped;");
    if (kind == u"rename")
        return num + big + when + blob + QStringLiteral("Title=Edm.String:n%1;").arg(n);
    if (kind == u"remove")
        return num + big + when + blob;
    return QStringLiteral("N=Edm.Int64:%1;").arg(n) + big + when + blob + name;
}

QList<Entity> twoPartitions(int perPartition)
{
    QList<Entity> entities;
    for (const QString &pk : {QStringLiteral("a"), QStringLiteral("b")})
        for (int i = 0; i < perPartition; ++i)
            entities.append(make(pk, QStringLiteral("%1").arg(i, 4, 10, QLatin1Char('0')), i));
    return entities;
}

Scope partitionScope(const QString &pk)
{
    return Scope {Dev, T, std::nullopt, *partitionsFilter({pk})};
}

} // namespace

class TestBulkEdit : public QObject
{
    Q_OBJECT

private slots:
    void applyEditKinds_data()
    {
        QTest::addColumn<QString>("kind");
        for (const char *kind : {"set", "rename", "remove", "type"})
            QTest::newRow(kind) << QString::fromLatin1(kind);
    }
    void applyEditKinds()
    {
        QFETCH(QString, kind);
        auto edited = applyEdit(make(QStringLiteral("p"), QStringLiteral("r"), 3), editOf(kind));
        QVERIFY2(edited, qPrintable(edited ? QString() : edited.error().toString()));
        QCOMPARE(propertiesText(*edited), expectedText(kind, 3));
        QCOMPARE(edited->partitionKey(), QStringLiteral("p"));
    }

    void applyEditRefusals_data()
    {
        QTest::addColumn<QString>("property");
        QTest::addColumn<Value>("value");
        QTest::addColumn<BulkEdit>("edit");
        QTest::addColumn<QString>("message");
        QTest::newRow("text to Int32") << "V" << Value::string(QStringLiteral("x"))
                                       << BulkEdit {{}, {}, {}, {{QStringLiteral("V"), EdmType::Int32}}}
                                       << "V: Cannot convert the Edm.String x to Edm.Int32";
        QTest::newRow("big Int64 to Double")
            << "V" << Value::int64(BigInt) << BulkEdit {{}, {}, {}, {{QStringLiteral("V"), EdmType::Double}}}
            << "2^53";
        QTest::newRow("Int64 to Int32 out of range")
            << "V" << Value::int64(qint64(1) << 40)
            << BulkEdit {{}, {}, {}, {{QStringLiteral("V"), EdmType::Int32}}}
            << "outside the range of an Int32";
        QTest::newRow("rename onto existing")
            << "Name" << Value::string(QStringLiteral("x"))
            << BulkEdit {{}, {}, {{QStringLiteral("V"), QStringLiteral("Name")}}, {}}
            << "has a property 'Name' already";
    }
    void applyEditRefusals()
    {
        QFETCH(QString, property);
        QFETCH(Value, value);
        QFETCH(BulkEdit, edit);
        QFETCH(QString, message);
        Entity e(QStringLiteral("p"), QStringLiteral("r"));
        e.setProperty(QStringLiteral("V"), Value::int32(1));
        e.setProperty(property, value);
        auto edited = applyEdit(e, edit);
        QVERIFY(!edited);
        QVERIFY2(edited.error().message.contains(message), qPrintable(edited.error().message));
    }

    void parseArguments_data()
    {
        QTest::addColumn<QString>("form");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected"); // "Name Type value", "Old New", or "error: …"
        QTest::newRow("Int64 beyond 2^53") << "set"
                                           << "Big=Edm.Int64:9007199254740993"
                                           << "Big Edm.Int64 9007199254740993";
        QTest::newRow("DateTime to 100 ns") << "set"
                                            << "At=Edm.DateTime:2026-01-02T03:04:05.1234567Z"
                                            << "At Edm.DateTime 2026-01-02T03:04:05.1234567Z";
        QTest::newRow("Binary") << "set"
                                << "B=Edm.Binary:AP8Q"
                                << "B Edm.Binary AP8Q";
        QTest::newRow("plain string") << "set"
                                      << "S=a=b"
                                      << "S Edm.String a=b";
        QTest::newRow("bad value") << "set"
                                   << "N=Edm.Int32:x"
                                   << "error: 'x' is not an Edm.Int32";
        QTest::newRow("bad type") << "set"
                                  << "N=Edm.Integer:1"
                                  << "error: 'Edm.Integer' is not a type";
        QTest::newRow("no equals") << "set"
                                   << "N"
                                   << "error: 'N' is not Name=Edm.Type:value";
        QTest::newRow("system name") << "set"
                                     << "RowKey=x"
                                     << "error: The property name 'RowKey' is reserved";
        QTest::newRow("rename") << "rename"
                                << "Old=New"
                                << "Old New";
        QTest::newRow("rename without =") << "rename"
                                          << "Old"
                                          << "error: 'Old' is not Old=New";
        QTest::newRow("type") << "type"
                              << "N=Edm.Double"
                              << "N Edm.Double";
        QTest::newRow("type unknown") << "type"
                                      << "N=Number"
                                      << "error: 'Number' is not a type";
    }
    void parseArguments()
    {
        QFETCH(QString, form);
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QString got;
        if (form == u"set") {
            auto set = parseSetArgument(text);
            got = set ? set->name + u' ' + edmTypeName(set->value.type()) + u' ' + formatValueText(set->value)
                      : QStringLiteral("error: ") + set.error().message;
        } else if (form == u"rename") {
            auto rename = parseRenameArgument(text);
            got = rename ? rename->from + u' ' + rename->to
                         : QStringLiteral("error: ") + rename.error().message;
        } else {
            auto change = parseTypeChangeArgument(text);
            got = change ? change->name + u' ' + edmTypeName(change->type)
                         : QStringLiteral("error: ") + change.error().message;
        }
        QVERIFY2(got.startsWith(expected), qPrintable(got));
    }

    void validateEditRefusals_data()
    {
        QTest::addColumn<BulkEdit>("edit");
        QTest::addColumn<QString>("message");
        QTest::newRow("empty") << BulkEdit {} << "changes nothing";
        QTest::newRow("set and remove")
            << BulkEdit {{{QStringLiteral("A"), Value::int32(1)}}, {QStringLiteral("A")}, {}, {}}
            << "named twice";
        QTest::newRow("rename to itself")
            << BulkEdit {{}, {}, {{QStringLiteral("A"), QStringLiteral("A")}}, {}} << "to itself";
        QTest::newRow("remove and retype")
            << BulkEdit {{}, {QStringLiteral("A")}, {}, {{QStringLiteral("A"), EdmType::Int64}}}
            << "both removed";
    }
    void validateEditRefusals()
    {
        QFETCH(BulkEdit, edit);
        QFETCH(QString, message);
        auto ok = validateEdit(edit);
        QVERIFY(!ok);
        QVERIFY2(ok.error().message.contains(message), qPrintable(ok.error().message));
    }

    void runEachKind_data()
    {
        QTest::addColumn<QString>("backend");
        QTest::addColumn<QString>("kind");
        for (const char *backend : {"embedded", "remote"})
            for (const char *kind : {"set", "rename", "remove", "type"})
                QTest::addRow("%s %s", backend, kind)
                    << QString::fromLatin1(backend) << QString::fromLatin1(kind);
    }
    void runEachKind()
    {
        QFETCH(QString, backend);
        QFETCH(QString, kind);
        Backend b;
        QVERIFY(b.open(backend));
        QCOMPARE(fill(*b.service(), twoPartitions(150)), QString());
        const State before = stateOf(*b.service());

        auto preview = previewBulkEdit(*b.service(), partitionScope(QStringLiteral("a")), editOf(kind), 3);
        QVERIFY2(preview, qPrintable(preview ? QString() : preview.error().toString()));
        QCOMPARE(preview->count.count, 150);
        QCOMPARE(preview->count.fromStatistics, backend == u"embedded");
        QCOMPARE(preview->sample.size(), 3);
        QCOMPARE(preview->sample[1].before.rowKey(), QStringLiteral("0001"));
        QVERIFY(preview->sample[1].after);
        QCOMPARE(propertiesText(*preview->sample[1].after), expectedText(kind, 1));
        QCOMPARE(stateOf(*b.service()), before); // the preview writes nothing

        qint64 lastDone = 0;
        EditOptions options;
        options.expectedTotal = preview->count.count;
        options.progress = [&](qint64 done, qint64) { lastDone = done; };
        auto report = runBulkEdit(b.service(), partitionScope(QStringLiteral("a")), editOf(kind), options);
        QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
        QCOMPARE(report->written, 150);
        QCOMPARE(report->read, 150);
        QCOMPARE(lastDone, 150);
        QVERIFY(report->changed.isEmpty() && report->failed.isEmpty() && report->unconvertible.isEmpty());
        const State after = stateOf(*b.service());
        for (auto it = after.begin(); it != after.end(); ++it) {
            const qint32 n = it.key().section(u'|', 1).toInt();
            QCOMPARE(it.value(), it.key().startsWith(u'a') ? expectedText(kind, n) : before.value(it.key()));
        }
    }

    void unconvertibleAreListed_data()
    {
        QTest::addColumn<QString>("backend");
        QTest::newRow("embedded") << "embedded";
        QTest::newRow("remote") << "remote";
    }
    void unconvertibleAreListed()
    {
        QFETCH(QString, backend);
        Backend b;
        QVERIFY(b.open(backend));
        QList<Entity> entities = twoPartitions(10);
        entities[3].setProperty(QStringLiteral("Big"), Value::int64(3)); // converts to a Double exactly
        QCOMPARE(fill(*b.service(), entities), QString());
        const State before = stateOf(*b.service());
        const BulkEdit toDouble {{}, {}, {}, {{QStringLiteral("Big"), EdmType::Double}}};
        auto report = runBulkEdit(b.service(), partitionScope(QStringLiteral("a")), toDouble);
        QVERIFY(report);
        QCOMPARE(report->written, 1);
        QCOMPARE(report->unconvertible.size(), 9);
        QCOMPARE(report->unconvertible.first().rowKey, QStringLiteral("0000"));
        QVERIFY(report->unconvertible.first().reason.contains(QStringLiteral("2^53")));
        State after = stateOf(*b.service());
        QCOMPARE(
            after.take(QStringLiteral("a|0003")).section(u';', 1, 1), QStringLiteral("Big=Edm.Double:3.0"));
        State expected = before;
        expected.remove(QStringLiteral("a|0003"));
        QCOMPARE(after, expected);
    }

    void changedSincePreviewIsSkipped_data() { unconvertibleAreListed_data(); }
    void changedSincePreviewIsSkipped()
    {
        QFETCH(QString, backend);
        Backend b;
        QVERIFY(b.open(backend));
        QCOMPARE(fill(*b.service(), twoPartitions(5)), QString());
        // The keys and ETags a view showed.
        QList<Entity> seen;
        QVERIFY(b.service()->scan(Dev, T, KeyRange::partition(QStringLiteral("a")), [&](Entity &e) {
            seen.append(e);
            return ScanControl::Continue;
        }));
        Entity other = make(QStringLiteral("a"), QStringLiteral("0002"), 99);
        QVERIFY(b.service()->write(Dev, T, {OperationType::Update, other, {}}));
        QVERIFY(b.service()->write(
            Dev, T, {OperationType::Delete, Entity(QStringLiteral("a"), QStringLiteral("0004")), {}}));

        const BulkEdit edit = editOf(QStringLiteral("set"));
        auto report = runBulkEdit(b.service(), Scope {Dev, T, seen, {}}, edit);
        QVERIFY(report);
        QCOMPARE(report->written, 3);
        QCOMPARE(report->changed.size(), 2);
        QCOMPARE(report->changed[0].rowKey, QStringLiteral("0002"));
        QCOMPARE(report->changed[0].reason, QStringLiteral("changed since it was seen"));
        QCOMPARE(report->changed[1].reason, QStringLiteral("deleted since it was seen"));
        const State after = stateOf(*b.service());
        QCOMPARE(after.value(QStringLiteral("a|0002")), propertiesText(other));
        QCOMPARE(after.value(QStringLiteral("a|0001")), expectedText(QStringLiteral("set"), 1));
    }

    void cancelStopsBetweenTransactions()
    {
        Backend b;
        QVERIFY(b.open(QStringLiteral("embedded")));
        QList<Entity> entities;
        for (int i = 0; i < 12000; ++i)
            entities.append(make(QStringLiteral("p%1").arg(i / 1000),
                QStringLiteral("%1").arg(i, 6, 10, QLatin1Char('0')), i));
        QCOMPARE(fill(*b.service(), entities), QString());
        const CancelFlag cancel = makeCancelFlag();
        EditOptions options;
        // Cancelled at the second report: the first group is written by then, the second may be in flight.
        int reports = 0;
        options.progress = [&](qint64, qint64) {
            if (++reports == 2)
                cancel->store(true);
        };
        auto report = runBulkEdit(
            b.service(), Scope {Dev, T, std::nullopt, {}}, editOf(QStringLiteral("remove")), options, cancel);
        QVERIFY(report);
        QVERIFY(report->cancelled);
        QVERIFY(report->written > 0);
        QVERIFY(report->written < 12000);
        qint64 edited = 0;
        for (const QString &text : stateOf(*b.service()))
            edited += text.contains(QStringLiteral("Name=")) ? 0 : 1;
        QCOMPARE(edited, report->written);
    }

    void undoRestoresBeforeImages()
    {
        Backend b;
        QVERIFY(b.open(QStringLiteral("embedded")));
        QCOMPARE(fill(*b.service(), twoPartitions(120)), QString());
        const State before = stateOf(*b.service());
        BulkEdit edit = editOf(QStringLiteral("set"));
        edit.renames = {{QStringLiteral("Name"), QStringLiteral("Title")}};
        EditOptions options;
        options.origin = QStringLiteral("test");
        auto report = runBulkEdit(b.service(), Scope {Dev, T, std::nullopt, {}}, edit, options);
        QVERIFY(report);
        QCOMPARE(report->written, 240);
        QVERIFY(report->action != 0);
        auto action = b.service()->journalAction(report->action);
        QVERIFY(action);
        QCOMPARE(action->info.kind, QStringLiteral("bulk-edit"));
        QCOMPARE(action->entityCount, 240);
        QVERIFY(action->endedAt.has_value());
        QVERIFY(stateOf(*b.service()) != before);
        auto undone = undoAction(*b.service(), report->action);
        QVERIFY(undone);
        QCOMPARE(undone->restored, 240);
        QCOMPARE(stateOf(*b.service()), before);
    }
};

QTEST_GUILESS_MAIN(TestBulkEdit)
#include "tst_bulkedit.moc"
