// `rowan query` (entities, continuations, $top, $select, --explain, errors), driven through
// builtinSubcommands() with in-memory streams. Expected values come from the store itself (read back with
// Store::getEntity/scan), never from earlier runs.
#include "subcommandrunner.h"

#include <rowan/filter.h>
#include <rowan/store.h>

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace rowan;

namespace {

const QString DemoAccount = QStringLiteral("devstoreaccount1");

// The member names of one flat JSON object in the order they are written (QJsonObject sorts them).
QStringList memberOrder(const QString &line)
{
    QStringList names;
    int depth = 0;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (c == u'{' || c == u'[') {
            ++depth;
        } else if (c == u'}' || c == u']') {
            --depth;
        } else if (c == u'"') {
            QString text;
            for (++i; i < line.size() && line.at(i) != u'"'; ++i) {
                if (line.at(i) == u'\\')
                    ++i;
                text += line.at(i);
            }
            qsizetype next = i + 1;
            while (next < line.size() && line.at(next).isSpace())
                ++next;
            if (depth == 1 && next < line.size() && line.at(next) == u':')
                names.append(text);
        }
    }
    return names;
}

bool isWholeDouble(const Value &v)
{
    return v.type() == EdmType::Double && std::isfinite(v.toDouble())
        && std::trunc(v.toDouble()) == v.toDouble();
}

// The annotation docs/protocol.md §1 requires at minimal metadata.
QString expectedAnnotation(const Value &v)
{
    switch (v.type()) {
    case EdmType::Int64:
        return QStringLiteral("Edm.Int64");
    case EdmType::Binary:
        return QStringLiteral("Edm.Binary");
    case EdmType::Guid:
        return QStringLiteral("Edm.Guid");
    case EdmType::DateTime:
        return QStringLiteral("Edm.DateTime");
    case EdmType::Double:
        return isWholeDouble(v) ? QStringLiteral("Edm.Double") : QString();
    default:
        return {};
    }
}

} // namespace

class TestQueryCommand : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void queryPrintsEntitiesExactly_data();
    void queryPrintsEntitiesExactly();
    void queryFollowsContinuations_data();
    void queryFollowsContinuations();
    void queryTop_data();
    void queryTop();
    void querySelect_data();
    void querySelect();
    void explainKind_data();
    void explainKind();
    void queryErrors_data();
    void queryErrors();

private:
    QString path(const QString &name) const { return m_dir.filePath(name); }
    QStringList substitute(QStringList args) const;
    std::unique_ptr<Store> openDemo() const;
    // Every entity of the table in key order (store order), optionally only a predicate's.
    QList<Entity> entities(const QString &table, const std::function<bool(const Entity &)> &keep = {}) const;

    QTemporaryDir m_dir;
    QString m_store; // the plain demo store every query test reads
};

void TestQueryCommand::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_store = path(QStringLiteral("demo.rowan"));
    const RunResult created = runSubcommand(QStringLiteral("demo"), {m_store});
    QCOMPARE(created.exitCode, 0);
    QFile pass(path(QStringLiteral("pass.txt")));
    QVERIFY(pass.open(QIODevice::WriteOnly));
    pass.write("correct horse\n");
    pass.close();
    QFile wrong(path(QStringLiteral("wrong.txt")));
    QVERIFY(wrong.open(QIODevice::WriteOnly));
    wrong.write("battery staple\n");
    wrong.close();
    const RunResult encrypted = runSubcommand(QStringLiteral("demo"),
        {path(QStringLiteral("secret.rowan")), QStringLiteral("--passphrase-file"),
            path(QStringLiteral("pass.txt"))});
    QCOMPARE(encrypted.exitCode, 0);
}

// @DIR is the temporary directory, @STORE the plain demo store, @SECRET the encrypted one.
QStringList TestQueryCommand::substitute(QStringList args) const
{
    for (QString &a : args) {
        a.replace(QStringLiteral("@STORE"), m_store);
        a.replace(QStringLiteral("@SECRET"), path(QStringLiteral("secret.rowan")));
        a.replace(QStringLiteral("@DIR"), m_dir.path());
    }
    return args;
}

std::unique_ptr<Store> TestQueryCommand::openDemo() const
{
    auto store = Store::open(m_store);
    if (!store) {
        qWarning("%s", qPrintable(store.error().toString()));
        return nullptr;
    }
    return std::move(*store);
}

QList<Entity> TestQueryCommand::entities(
    const QString &table, const std::function<bool(const Entity &)> &keep) const
{
    QList<Entity> found;
    auto store = openDemo();
    if (!store)
        return found;
    const auto scanned = store->scan(DemoAccount, table, KeyRange::all(), [&](Entity &e) {
        if (!keep || keep(e))
            found.append(e);
        return ScanControl::Continue;
    });
    if (!scanned)
        qWarning("%s", qPrintable(scanned.error().toString()));
    return found;
}

void TestQueryCommand::queryPrintsEntitiesExactly_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("filter");
    QTest::addColumn<int>("minimumLines");

    // Int64 beyond 2^53, whole-number Double, Boolean, DateTime, Int32, strings.
    QTest::newRow("employee by id") << "Employees"
                                    << "PartitionKey eq 'Sales' and RowKey eq 'empid_000104'" << 1;
    QTest::newRow("employee rows") << "Employees"
                                   << "PartitionKey eq 'Sales' and RowKey lt 'empid_000200'" << 10;
    // Guid, Binary (on some), whole-number Double amounts.
    QTest::newRow("expenses") << "EmployeeExpense"
                              << "Amount ge 100.0 and Amount lt 130.0" << 10;
    QTest::newRow("marathon") << "Marathon"
                              << "PartitionKey eq 'Krakow2026' and Age gt 60" << 10;
}

void TestQueryCommand::queryPrintsEntitiesExactly()
{
    QFETCH(QString, table);
    QFETCH(QString, filter);
    QFETCH(int, minimumLines);

    const RunResult r = runSubcommand(QStringLiteral("query"),
        {QStringLiteral("--store"), m_store, QStringLiteral("--table"), table, QStringLiteral("--filter"),
            filter});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    const QStringList output = lines(r.out);
    QVERIFY2(output.size() >= minimumLines, qPrintable(r.out));

    auto store = openDemo();
    QVERIFY(store);
    std::pair<QString, QString> previous;
    for (const QString &line : output) {
        const QJsonObject o = parseLine(line);
        QVERIFY2(!o.isEmpty(), qPrintable(line));
        const QString pk = o.value(QLatin1String("PartitionKey")).toString();
        const QString rk = o.value(QLatin1String("RowKey")).toString();
        // Lines in key order.
        QVERIFY2(std::pair(pk, rk) > previous, qPrintable(line));
        previous = {pk, rk};
        const auto stored = store->getEntity(DemoAccount, table, pk, rk);
        QVERIFY2(stored.has_value(), qPrintable(line));

        // Members: etag, keys, Timestamp, then the properties in stored order, each annotation just before
        // its value.
        QStringList expectedOrder = {"odata.etag", "PartitionKey", "RowKey", "Timestamp"};
        for (const Property &p : stored->properties()) {
            if (!expectedAnnotation(p.value).isEmpty())
                expectedOrder.append(p.name + QLatin1String("@odata.type"));
            expectedOrder.append(p.name);
        }
        QCOMPARE(memberOrder(line), expectedOrder);
        QCOMPARE(o.value(QLatin1String("odata.etag")).toString(), stored->etag());
        QCOMPARE(o.value(QLatin1String("Timestamp")).toString(), stored->timestamp().toIsoString());

        for (const Property &p : stored->properties()) {
            const QJsonValue v = o.value(p.name);
            const QString annotation = expectedAnnotation(p.value);
            if (!annotation.isEmpty())
                QCOMPARE(o.value(p.name + QLatin1String("@odata.type")).toString(), annotation);
            switch (p.value.type()) {
            case EdmType::String:
                QCOMPARE(v.toString(), p.value.toString());
                break;
            case EdmType::Int32:
                QVERIFY(v.isDouble());
                QCOMPARE(v.toInteger(), qint64(p.value.toInt32()));
                break;
            case EdmType::Int64:
                // A decimal string, exact beyond 2^53.
                QCOMPARE(v.toString(), QString::number(p.value.toInt64()));
                break;
            case EdmType::Double: {
                QVERIFY(v.isDouble());
                QCOMPARE(v.toDouble(), p.value.toDouble());
                if (isWholeDouble(p.value)) {
                    const QRegularExpression written(
                        QStringLiteral("\"%1\":(-?[0-9]+)\\.0[,}]").arg(QRegularExpression::escape(p.name)));
                    const auto m = written.match(line);
                    QVERIFY2(m.hasMatch(), qPrintable(line));
                    QCOMPARE(m.captured(1).toDouble(), p.value.toDouble());
                }
                break;
            }
            case EdmType::Boolean:
                QVERIFY(v.isBool());
                QCOMPARE(v.toBool(), p.value.toBool());
                break;
            case EdmType::DateTime:
                QCOMPARE(v.toString(), p.value.toDateTime().toIsoString());
                break;
            case EdmType::Guid:
                QCOMPARE(QUuid::fromString(v.toString()), p.value.toGuid());
                break;
            case EdmType::Binary:
                QCOMPARE(QByteArray::fromBase64(v.toString().toLatin1()), p.value.toBinary());
                break;
            }
        }
    }
}

void TestQueryCommand::queryFollowsContinuations_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("filter");

    QTest::newRow("whole table") << "Employees" << QString();
    QTest::newRow("table scan") << "Employees"
                                << "Age ge 30";
    QTest::newRow("no match") << "Employees"
                              << "Age gt 1000";
    QTest::newRow("other table") << "Marathon" << QString();
}

void TestQueryCommand::queryFollowsContinuations()
{
    QFETCH(QString, table);
    QFETCH(QString, filter);

    // The reference: a scan of the store with the same condition written in C++.
    const QList<Entity> expected = entities(table, [&](const Entity &e) {
        if (filter == QLatin1String("Age ge 30"))
            return e.property(u"Age") && e.property(u"Age")->toInt32() >= 30;
        if (filter == QLatin1String("Age gt 1000"))
            return false;
        return true;
    });
    if (filter.isEmpty())
        QVERIFY(expected.size() > 1000); // more than one page

    QStringList args = {QStringLiteral("--store"), m_store, QStringLiteral("--table"), table};
    if (!filter.isEmpty())
        args << QStringLiteral("--filter") << filter;
    const RunResult r = runSubcommand(QStringLiteral("query"), args);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    const QStringList output = lines(r.out);
    QCOMPARE(output.size(), expected.size());
    for (qsizetype i = 0; i < output.size(); ++i) {
        const QJsonObject o = parseLine(output[i]);
        QCOMPARE(o.value(QLatin1String("PartitionKey")).toString(), expected[i].partitionKey());
        QCOMPARE(o.value(QLatin1String("RowKey")).toString(), expected[i].rowKey());
    }
}

void TestQueryCommand::queryTop_data()
{
    QTest::addColumn<int>("top");
    QTest::newRow("1") << 1;
    QTest::newRow("7") << 7;
    QTest::newRow("1000") << 1000;
}

void TestQueryCommand::queryTop()
{
    QFETCH(int, top);
    const QList<Entity> all = entities(QStringLiteral("Employees"));
    QVERIFY(all.size() > 1000);
    const RunResult r = runSubcommand(QStringLiteral("query"),
        {QStringLiteral("--store"), m_store, QStringLiteral("--table"), QStringLiteral("Employees"),
            QStringLiteral("--top"), QString::number(top)});
    QCOMPARE(r.exitCode, 0);
    const QStringList output = lines(r.out);
    QCOMPARE(output.size(), top);
    for (int i = 0; i < top; ++i) {
        const QJsonObject o = parseLine(output[i]);
        QCOMPARE(o.value(QLatin1String("PartitionKey")).toString(), all[i].partitionKey());
        QCOMPARE(o.value(QLatin1String("RowKey")).toString(), all[i].rowKey());
    }
}

void TestQueryCommand::querySelect_data()
{
    QTest::addColumn<QString>("select");
    QTest::addColumn<QStringList>("members");

    QTest::newRow("properties") << "FirstName,Age" << QStringList {"odata.etag", "FirstName", "Age"};
    QTest::newRow("keys and a property") << "RowKey, PartitionKey ,LastName"
                                         << QStringList {"odata.etag", "PartitionKey", "RowKey", "LastName"};
    QTest::newRow("missing property") << "Nickname,Age" << QStringList {"odata.etag", "Nickname", "Age"};
    QTest::newRow("annotated") << "BadgeSerial,Salary"
                               << QStringList {"odata.etag", "BadgeSerial@odata.type", "BadgeSerial",
                                      "Salary@odata.type", "Salary"};
}

void TestQueryCommand::querySelect()
{
    QFETCH(QString, select);
    QFETCH(QStringList, members);

    const QString filter
        = QStringLiteral("PartitionKey eq 'Sales' and RowKey ge 'empid_' and RowKey lt 'empid_000200'");
    const QList<Entity> expected = entities(QStringLiteral("Employees"), [](const Entity &e) {
        return e.partitionKey() == QLatin1String("Sales") && e.rowKey() >= QLatin1String("empid_")
            && e.rowKey() < QLatin1String("empid_000200");
    });
    QVERIFY(!expected.isEmpty());
    const RunResult r = runSubcommand(QStringLiteral("query"),
        {QStringLiteral("--store"), m_store, QStringLiteral("--table"), QStringLiteral("Employees"),
            QStringLiteral("--filter"), filter, QStringLiteral("--select"), select});
    QCOMPARE(r.exitCode, 0);
    const QStringList output = lines(r.out);
    QCOMPARE(output.size(), expected.size());
    for (qsizetype i = 0; i < output.size(); ++i) {
        QCOMPARE(memberOrder(output[i]), members);
        const QJsonObject o = parseLine(output[i]);
        const Entity &e = expected[i];
        for (const QString &name : members) {
            if (name.startsWith(QLatin1String("odata")) || name.endsWith(QLatin1String("@odata.type")))
                continue;
            const QJsonValue v = o.value(name);
            if (name == QLatin1String("PartitionKey"))
                QCOMPARE(v.toString(), e.partitionKey());
            else if (name == QLatin1String("RowKey"))
                QCOMPARE(v.toString(), e.rowKey());
            else if (const Value *stored = e.property(name); !stored)
                QVERIFY2(v.isNull(), qPrintable(output[i])); // listed but absent: null
            else if (stored->type() == EdmType::String)
                QCOMPARE(v.toString(), stored->toString());
            else if (stored->type() == EdmType::Int32)
                QCOMPARE(v.toInteger(), qint64(stored->toInt32()));
            else if (stored->type() == EdmType::Int64)
                QCOMPARE(v.toString(), QString::number(stored->toInt64()));
            else if (stored->type() == EdmType::Double)
                QCOMPARE(v.toDouble(), stored->toDouble());
            else
                QFAIL(qPrintable(QStringLiteral("unexpected type of ") + name));
        }
    }
}

void TestQueryCommand::explainKind_data()
{
    QTest::addColumn<QString>("filter");
    QTest::addColumn<QString>("kind");

    QTest::newRow("point") << "PartitionKey eq 'Sales' and RowKey eq 'empid_000223'"
                           << "point";
    QTest::newRow("row range")
        << "PartitionKey eq 'Sales' and RowKey ge 'empid_000100' and RowKey le 'empid_000199'"
        << "row-range";
    QTest::newRow("partition scan") << "PartitionKey eq 'Sales'"
                                    << "partition-scan";
    QTest::newRow("or over row keys") << "PartitionKey eq 'Sales' and (RowKey eq 'a' or RowKey eq 'b')"
                                      << "partition-scan";
    QTest::newRow("table scan") << "LastName eq 'Jones'"
                                << "table-scan";
    QTest::newRow("partition range") << "PartitionKey ge 'A' and PartitionKey lt 'M'"
                                     << "partition-range";
    QTest::newRow("prefix") << "PartitionKey eq 'Sales' and RowKey ge 'empid_0001' and RowKey lt 'empid_0002'"
                            << "row-range";
    QTest::newRow("contradiction") << "PartitionKey eq 'Sales' and PartitionKey eq 'HR'"
                                   << "nothing";
}

void TestQueryCommand::explainKind()
{
    QFETCH(QString, filter);
    QFETCH(QString, kind);

    const RunResult r = runSubcommand(QStringLiteral("query"),
        {QStringLiteral("--store"), m_store, QStringLiteral("--table"), QStringLiteral("Employees"),
            QStringLiteral("--filter"), filter, QStringLiteral("--explain")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    const QStringList output = lines(r.out);
    QCOMPARE(output.size(), 1); // the plan only: no entities
    const QJsonObject o = parseLine(output.first());
    for (const char *member : {"kind", "partitions", "estimatedScanned", "estimatedReturned", "advice"})
        QVERIFY2(o.contains(QLatin1String(member)), member);
    QCOMPARE(o.value(QLatin1String("kind")).toString(), kind);

    // The estimates against the store's actual content.
    const QList<Entity> all = entities(QStringLiteral("Employees"));
    QSet<QString> partitions;
    qint64 sales = 0;
    qint64 aToM = 0;
    QSet<QString> aToMPartitions;
    for (const Entity &e : all) {
        partitions.insert(e.partitionKey());
        if (e.partitionKey() == QLatin1String("Sales"))
            ++sales;
        if (e.partitionKey() >= QLatin1String("A") && e.partitionKey() < QLatin1String("M")) {
            ++aToM;
            aToMPartitions.insert(e.partitionKey());
        }
    }
    const qint64 scanned = o.value(QLatin1String("estimatedScanned")).toInteger();
    const qint64 returned = o.value(QLatin1String("estimatedReturned")).toInteger();
    const qint64 touched = o.value(QLatin1String("partitions")).toInteger();
    const QString advice = o.value(QLatin1String("advice")).toString();
    QVERIFY(returned <= scanned || kind == QLatin1String("point"));
    if (kind == QLatin1String("nothing")) {
        QCOMPARE(touched, 0);
        QCOMPARE(scanned, 0);
        QCOMPARE(returned, 0);
        QVERIFY(advice.contains(QLatin1String("matches nothing")));
    } else if (kind == QLatin1String("point")) {
        QVERIFY(scanned <= 1);
        QVERIFY(returned <= 1);
        QVERIFY(advice.isEmpty());
    } else if (kind == QLatin1String("row-range")) {
        QCOMPARE(touched, 1);
        QVERIFY(scanned <= sales);
        QVERIFY(advice.isEmpty());
    } else if (kind == QLatin1String("partition-scan")) {
        QCOMPARE(touched, 1);
        QVERIFY(scanned <= sales);
        if (!filter.contains(QLatin1String("RowKey")))
            QCOMPARE(scanned, sales); // the whole partition
        QVERIFY(!advice.isEmpty());
    } else if (kind == QLatin1String("partition-range")) {
        QCOMPARE(touched, qint64(aToMPartitions.size()));
        QCOMPARE(scanned, aToM);
        QCOMPARE(returned, aToM); // key conditions only: exact
    } else if (kind == QLatin1String("table-scan")) {
        QCOMPARE(touched, qint64(partitions.size()));
        QCOMPARE(scanned, qint64(all.size()));
        QVERIFY(!advice.isEmpty());
    }
}

void TestQueryCommand::queryErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("errorContains");

    const QStringList employees = {"--store", "@STORE", "--table", "Employees"};
    QTest::newRow("bad filter") << (employees + QStringList {"--filter", "Age gt 30 and"}) << 1 << "@POS";
    QTest::newRow("bad literal") << (employees + QStringList {"--filter", "Age gt 'x"}) << 1 << "@POS";
    QTest::newRow("missing table") << QStringList {"--store", "@STORE", "--table", "Nope"} << 1
                                   << "TableNotFound";
    QTest::newRow("missing table explain")
        << QStringList {"--store", "@STORE", "--table", "Nope", "--explain"} << 1 << "TableNotFound";
    QTest::newRow("wrong passphrase")
        << QStringList {"--store", "@SECRET", "--table", "Employees", "--passphrase-file", "@DIR/wrong.txt"}
        << 1 << "passphrase is wrong";
    QTest::newRow("no passphrase") << QStringList {"--store", "@SECRET", "--table", "Employees"} << 1
                                   << "a passphrase is needed";
    QTest::newRow("missing store") << QStringList {"--store", "@DIR/none.rowan", "--table", "Employees"} << 1
                                   << "cannot open";
    QTest::newRow("no table option") << QStringList {"--store", "@STORE"} << 2 << "--table are required";
    QTest::newRow("top 0") << (employees + QStringList {"--top", "0"}) << 2 << "--top";
    QTest::newRow("top 1001") << (employees + QStringList {"--top", "1001"}) << 2 << "--top";
    QTest::newRow("top not a number") << (employees + QStringList {"--top", "ten"}) << 2 << "--top";
    QTest::newRow("bad select") << (employees + QStringList {"--select", "a,,b"}) << 2 << "empty item";
    QTest::newRow("stray argument") << (employees + QStringList {"extra"}) << 2
                                    << "unexpected argument 'extra'";
}

void TestQueryCommand::queryErrors()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, errorContains);

    if (errorContains == QLatin1String("@POS")) {
        // The position the filter parser reports, as the CLI must name it.
        const auto parsed = Filter::parse(args.at(args.indexOf(QStringLiteral("--filter")) + 1));
        QVERIFY(!parsed.has_value());
        errorContains = QStringLiteral("position %1").arg(parsed.error().position);
    }
    const RunResult r = runSubcommand(QStringLiteral("query"), substitute(args));
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.err.contains(errorContains), qPrintable(r.err));
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
}

QTEST_GUILESS_MAIN(TestQueryCommand)
#include "tst_querycommand.moc"
