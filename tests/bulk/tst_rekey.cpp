// Re-key: key templates, collisions in the plan, moves within and across partitions over the embedded store
// and `rowan serve` as a remote endpoint, a run interrupted after copying then run again, and undo.
#include "bulktestsupport.h"

#include <rowan/bulk/rekey.h>
#include <rowan/keys/keybuilder.h>
#include <rowan/undo.h>

using namespace rowan;
using namespace rowan::bulk;
using namespace bulktest;

namespace {

Entity order(const QString &pk, const QString &rk, const QString &region, qint64 orderId)
{
    Entity e = make(pk, rk, qint32(orderId));
    e.setProperty(QStringLiteral("Region"), Value::string(region));
    e.setProperty(QStringLiteral("OrderId"), Value::int64(orderId));
    return e;
}

RekeyRule rule(const QString &partitionKey, const QString &rowKey)
{
    auto parsed = parseRekeyRule(partitionKey, rowKey);
    if (!parsed)
        qWarning("rule refused: %s", qPrintable(parsed.error().toString()));
    return parsed.value_or(RekeyRule {});
}

// Every key of the table with its properties' text, the keys dropped: "pk|rk" -> text.
QStringList keysOf(const State &state)
{
    return state.keys();
}

} // namespace

class TestRekey : public QObject
{
    Q_OBJECT

private slots:
    void evaluateTemplate_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected"); // the key, or "error: …"
        QTest::newRow("property and padding") << "{Region}_{OrderId:D8}"
                                              << "EU_00000042";
        QTest::newRow("prefix of the old key") << "X-{PartitionKey}"
                                               << "X-p";
        QTest::newRow("inverted ticks")
            << "{invticks(When)}" << *keys::invertedTicks(DateTime(Precise.ticks() + 42));
        QTest::newRow("reversed date") << "{revdate(When)}" << *keys::reversedDate(Precise);
        QTest::newRow("braces") << "{{{Region}}}"
                                << "{EU}";
        QTest::newRow("Int64 beyond 2^53") << "{Big}" << QString::number(BigInt + 42);
        QTest::newRow("string of digits padded") << "{Digits:D5}"
                                                 << "00123";
        QTest::newRow("numbers in text padded") << "{Code:N4}"
                                                << "item0012-x0003";
        QTest::newRow("whole number padded as text") << "{OrderId:n6}"
                                                     << "000042";
        QTest::newRow("text without numbers") << "{Region:N4}"
                                              << "EU";
        QTest::newRow("missing property") << "{Nope}"
                                          << "error: The entity has no property 'Nope'.";
        QTest::newRow("pad a string") << "{Region:D4}"
                                      << "error: Region: 'EU' is not a number of decimal digits.";
        QTest::newRow("invticks of a number") << "{invticks(OrderId)}"
                                              << "error: 'OrderId' is an Edm.Int64, not an Edm.DateTime.";
        QTest::newRow("too narrow") << "{OrderId:D1}"
                                    << "error: OrderId:";
        QTest::newRow("bad key character") << "a/{Region}"
                                           << "error: ";
    }
    void evaluateTemplate()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        auto parsed = KeyTemplate::parse(text);
        QVERIFY2(parsed, qPrintable(parsed ? QString() : parsed.error().toString()));
        Entity e = order(QStringLiteral("p"), QStringLiteral("r"), QStringLiteral("EU"), 42);
        e.setProperty(QStringLiteral("Digits"), Value::string(QStringLiteral("123")));
        e.setProperty(QStringLiteral("Code"), Value::string(QStringLiteral("item12-x3")));
        auto key = parsed->evaluate(e);
        const QString got = key ? *key : QStringLiteral("error: ") + key.error().message;
        QVERIFY2(got.startsWith(expected), qPrintable(got));
    }

    void parseRefusals_data()
    {
        QTest::addColumn<QString>("partitionKey");
        QTest::addColumn<QString>("rowKey");
        QTest::addColumn<QString>("message");
        QTest::newRow("nothing") << ""
                                 << ""
                                 << "needs a template";
        QTest::newRow("unclosed")
            << "{Region"
            << ""
            << "PartitionKey: The key template '{Region' has a '{' without its '}' (at position 0).";
        QTest::newRow("stray close") << ""
                                     << "a}"
                                     << "RowKey: The key template 'a}' has a '}' that closes nothing";
        QTest::newRow("empty") << "{ }"
                               << ""
                               << "empty placeholder";
        QTest::newRow("function") << "{ticks(When)}"
                                  << ""
                                  << "names the function 'ticks'";
        QTest::newRow("format") << "{N:X4}"
                                << ""
                                << "has the format 'X4'";
        QTest::newRow("width") << "{N:D300}"
                               << ""
                               << "has the format 'D300'";
        QTest::newRow("numbers width") << "{N:N0}"
                                       << ""
                                       << "has the format 'N0'";
        QTest::newRow("name") << "{1abc}"
                              << ""
                              << "names no property";
    }
    void parseRefusals()
    {
        QFETCH(QString, partitionKey);
        QFETCH(QString, rowKey);
        QFETCH(QString, message);
        auto parsed = parseRekeyRule(partitionKey, rowKey);
        QVERIFY(!parsed);
        QVERIFY2(parsed.error().message.contains(message), qPrintable(parsed.error().message));
    }

    void planFindsCollisions_data()
    {
        QTest::addColumn<QString>("backend");
        QTest::newRow("embedded") << "embedded";
        QTest::newRow("remote") << "remote";
    }
    void planFindsCollisions()
    {
        QFETCH(QString, backend);
        Backend b;
        QVERIFY(b.open(backend));
        QCOMPARE(fill(*b.service(),
                     {order(QStringLiteral("old"), QStringLiteral("1"), QStringLiteral("EU"), 1),
                         order(QStringLiteral("old"), QStringLiteral("2"), QStringLiteral("EU"), 2),
                         order(QStringLiteral("old"), QStringLiteral("3"), QStringLiteral("US"), 2),
                         order(QStringLiteral("old"), QStringLiteral("4"), QStringLiteral("US"), 4),
                         order(QStringLiteral("old"), QStringLiteral("5"), QStringLiteral("US"), 5)}),
            QString());
        // An entity already under the key the fourth would get.
        QCOMPARE(fill(*b.service(),
                     {order(QStringLiteral("new"), QStringLiteral("00000004"), QStringLiteral("US"), 40)}),
            QString());
        const State before = stateOf(*b.service());
        const Scope scope {Dev, T, std::nullopt, *partitionsFilter({QStringLiteral("old")})};
        auto plan
            = planRekey(*b.service(), scope, rule(QStringLiteral("new"), QStringLiteral("{OrderId:D8}")));
        QVERIFY2(plan, qPrintable(plan ? QString() : plan.error().toString()));
        QCOMPARE(plan->count, 5);
        QCOMPARE(plan->moves.size(), 2);
        QCOMPARE(plan->moves[0].newRowKey, QStringLiteral("00000001"));
        QCOMPARE(plan->moves[1].source.rowKey(), QStringLiteral("5"));
        QCOMPARE(plan->collisions.size(), 3);
        QStringList seen;
        for (const KeyCollision &c : plan->collisions)
            seen << c.rowKey + u'→' + c.newRowKey + u' ' + c.kind;
        QCOMPARE(seen,
            (QStringList {QStringLiteral("2→00000002 shared"), QStringLiteral("3→00000002 shared"),
                QStringLiteral("4→00000004 exists")}));
        QCOMPARE(stateOf(*b.service()), before);

        // The run moves only what the plan allows.
        auto report
            = runRekey(b.service(), scope, rule(QStringLiteral("new"), QStringLiteral("{OrderId:D8}")));
        QVERIFY(report);
        QCOMPARE(report->moved, 2);
        QCOMPARE(keysOf(stateOf(*b.service())),
            (QStringList {QStringLiteral("new|00000001"), QStringLiteral("new|00000004"),
                QStringLiteral("new|00000005"), QStringLiteral("old|2"), QStringLiteral("old|3"),
                QStringLiteral("old|4")}));
    }

    void runMoves_data()
    {
        QTest::addColumn<QString>("backend");
        QTest::addColumn<QString>("partitionKey");
        QTest::addColumn<QString>("rowKey");
        for (const char *backend : {"embedded", "remote"}) {
            QTest::addRow("%s within partitions", backend) << QString::fromLatin1(backend) << ""
                                                           << "{OrderId:D8}";
            QTest::addRow("%s across partitions", backend) << QString::fromLatin1(backend) << "{Region}"
                                                           << "{invticks(When)}";
        }
    }
    void runMoves()
    {
        QFETCH(QString, backend);
        QFETCH(QString, partitionKey);
        QFETCH(QString, rowKey);
        Backend b;
        QVERIFY(b.open(backend));
        QList<Entity> entities;
        for (int i = 0; i < 260; ++i)
            entities.append(order(QStringLiteral("p%1").arg(i / 130),
                QStringLiteral("r%1").arg(i, 3, 10, QLatin1Char('0')),
                i % 3 ? QStringLiteral("EU") : QStringLiteral("US"), i));
        QCOMPARE(fill(*b.service(), entities), QString());
        const RekeyRule r = rule(partitionKey, rowKey);
        State expected;
        for (const Entity &e : std::as_const(entities)) {
            const QString pk
                = r.partitionKey ? *r.partitionKey->evaluate(e, "PartitionKey") : e.partitionKey();
            expected.insert(pk + u'|' + *r.rowKey->evaluate(e), propertiesText(e));
        }
        auto report = runRekey(b.service(), Scope {Dev, T, std::nullopt, {}}, r);
        QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
        QCOMPARE(report->moved, 260);
        QCOMPARE(report->copiedOnly, 0);
        QVERIFY(report->failed.isEmpty() && report->changed.isEmpty() && report->plan.collisions.isEmpty());
        QCOMPARE(stateOf(*b.service()), expected);
    }

    void interruptedAfterCopyThenRerun_data() { planFindsCollisions_data(); }
    void interruptedAfterCopyThenRerun()
    {
        QFETCH(QString, backend);
        Backend b;
        QVERIFY(b.open(backend));
        QList<Entity> entities;
        for (int i = 0; i < 150; ++i)
            entities.append(
                order(QStringLiteral("old"), QStringLiteral("%1").arg(i), QStringLiteral("EU"), i));
        QCOMPARE(fill(*b.service(), entities), QString());
        const RekeyRule r = rule(QStringLiteral("{Region}"), QStringLiteral("{OrderId:D8}"));
        State expected;
        for (const Entity &e : std::as_const(entities))
            expected.insert(
                QStringLiteral("EU|%1").arg(e.property(u"OrderId")->toInt64(), 8, 10, QLatin1Char('0')),
                propertiesText(e));

        // Cancelled once the first copies are written and verified: both copies of each, none lost.
        const CancelFlag cancel = makeCancelFlag();
        RekeyOptions options;
        options.progress = [&](qint64, qint64, bool copied) {
            if (copied)
                cancel->store(true);
        };
        auto first = runRekey(b.service(), Scope {Dev, T, std::nullopt, {}}, r, options, cancel);
        QVERIFY(first);
        QVERIFY(first->cancelled);
        QCOMPARE(first->moved, 0);
        QCOMPARE(first->copiedOnly, 150);
        QCOMPARE(stateOf(*b.service()).size(), 300);

        // The same re-key again, over the whole table (the copies match too): it only deletes the old ones.
        auto plan = planRekey(*b.service(), Scope {Dev, T, std::nullopt, {}}, r);
        QVERIFY(plan);
        QCOMPARE(plan->moves.size(), 150);
        QVERIFY(plan->moves.first().alreadyCopied);
        QVERIFY(plan->collisions.isEmpty());
        auto second = runRekey(b.service(), Scope {Dev, T, std::nullopt, {}}, r);
        QVERIFY(second);
        QCOMPARE(second->moved, 150);
        QCOMPARE(stateOf(*b.service()), expected);

        // And once more: everything is where the rule puts it.
        auto third = runRekey(b.service(), Scope {Dev, T, std::nullopt, {}}, r);
        QVERIFY(third);
        QCOMPARE(third->moved, 0);
        QCOMPARE(third->plan.unchanged, 150);
        QCOMPARE(stateOf(*b.service()), expected);
    }

    void undoPutsKeysBack()
    {
        Backend b;
        QVERIFY(b.open(QStringLiteral("embedded")));
        QList<Entity> entities;
        for (int i = 0; i < 120; ++i)
            entities.append(order(
                QStringLiteral("p%1").arg(i % 2), QStringLiteral("%1").arg(i), QStringLiteral("EU"), i));
        QCOMPARE(fill(*b.service(), entities), QString());
        const State before = stateOf(*b.service());
        auto report = runRekey(b.service(), Scope {Dev, T, std::nullopt, {}},
            rule(QStringLiteral("{Region}"), QStringLiteral("{PartitionKey}-{RowKey}")));
        QVERIFY(report);
        QCOMPARE(report->moved, 120);
        auto action = b.service()->journalAction(report->action);
        QVERIFY(action);
        QCOMPARE(action->info.kind, QStringLiteral("rekey"));
        QCOMPARE(action->entityCount, 240);
        auto undone = undoAction(*b.service(), report->action);
        QVERIFY(undone);
        QVERIFY(undone->conflicts.isEmpty());
        QCOMPARE(stateOf(*b.service()), before);
    }
};

QTEST_GUILESS_MAIN(TestRekey)
#include "tst_rekey.moc"
