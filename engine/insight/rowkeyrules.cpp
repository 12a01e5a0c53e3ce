// Rules over the sampled RowKeys: times in keys (log tail, ascending ticks, data series) and the kinds of
// entity a partition holds (index entities, heterogeneous entities, compound keys).
#include "insight/keyshape.h"
#include "insight/rules.h"

#include <QCoreApplication>

#include <QMap>
#include <QSet>

#include <algorithm>

namespace rowan::insight {

namespace {
QString timeText(DateTime t)
{
    return t.toIsoString();
}
} // namespace

void rowKeyTimeRules(RuleContext &ctx)
{
    const QList<SampledKey> &sample = ctx.input.sample.keys;
    if (sample.size() < 2)
        return;
    // Judged partition by partition: a partition counts when most of its keys have the shape, so a table
    // mixing designs shows each one.
    enum Shape { Inverted, Ascending, Dated, ShapeCount };
    qsizetype keysOf[ShapeCount] = {}, partitionsOf[ShapeCount] = {};
    QList<qsizetype> datedRuns;
    qsizetype newest = -1, oldest = -1;
    DateTime newestTime, oldestTime;
    for (qsizetype r = 0; r < ctx.sampledPartitions.size(); ++r) {
        if (ctx.cancelled())
            return;
        const RuleContext::Run &run = ctx.sampledPartitions.at(r);
        qsizetype counts[ShapeCount] = {};
        qsizetype runNewest = -1, runOldest = -1;
        DateTime runNewestTime, runOldestTime;
        for (qsizetype i = run.begin; i < run.end; ++i) {
            const QString &rk = sample.at(i).rowKey;
            const QStringView tail = trailingNumberSegment(rk);
            if (const auto t = invertedTicksTime(tail)) {
                ++counts[Inverted];
                if (runNewest < 0 || *t > runNewestTime) {
                    runNewest = i;
                    runNewestTime = *t;
                }
                if (runOldest < 0 || *t < runOldestTime) {
                    runOldest = i;
                    runOldestTime = *t;
                }
            } else if (ticksTime(tail) || unixTime(tail)) {
                ++counts[Ascending];
            } else if (const auto d = leadingDate(rk); d && d->length == rk.size()) {
                ++counts[Dated];
            }
        }
        const qsizetype size = run.end - run.begin;
        for (int k = 0; k < ShapeCount; ++k) {
            if (counts[k] * 2 < size)
                continue;
            ++partitionsOf[k];
            keysOf[k] += counts[k];
            if (k == Dated)
                datedRuns.append(r);
            if (k == Inverted) {
                if (newest < 0 || runNewestTime > newestTime) {
                    newest = runNewest;
                    newestTime = runNewestTime;
                }
                if (oldest < 0 || runOldestTime < oldestTime) {
                    oldest = runOldest;
                    oldestTime = runOldestTime;
                }
            }
        }
    }
    const qsizetype inverted = keysOf[Inverted], ascending = keysOf[Ascending], dated = keysOf[Dated];
    const qsizetype partitions = ctx.sampledPartitions.size();
    const auto where = [&](Shape k) {
        return QCoreApplication::translate("KeyInsight", "%1 keys in %2 of %3 partitions")
            .arg(countText(keysOf[k]), countText(partitionsOf[k]), countText(partitions));
    };
    const QString note = ctx.sampleNote();
    if (inverted >= 2) {
        KeyFinding f;
        f.ruleId = QStringLiteral("log-tail");
        f.severity = FindingSeverity::Info;
        f.title = QCoreApplication::translate("KeyInsight", "RowKeys are inverted ticks: newest first (%1%2)")
                      .arg(where(Inverted), note);
        f.evidence = {QCoreApplication::translate("KeyInsight", "%1 = %2 (newest)")
                          .arg(quoteKeys(sample.at(newest).partitionKey, sample.at(newest).rowKey),
                              timeText(newestTime)),
            QCoreApplication::translate("KeyInsight", "%1 = %2 (oldest)")
                .arg(quoteKeys(sample.at(oldest).partitionKey, sample.at(oldest).rowKey),
                    timeText(oldestTime))};
        f.consequence = QCoreApplication::translate("KeyInsight",
            "Each key is DateTime.MaxValue.Ticks minus the time, so a partition "
            "lists its latest entities first "
            "and $top=10 returns the ten most recent in one request.");
        f.pattern = QStringLiteral("Log tail pattern");
        f.fix = QCoreApplication::translate("KeyInsight",
            "Nothing: the pattern is used as intended. Keep the 19-digit zero padding, and "
            "add a suffix (e.g. an id) if two entities can share a tick.");
        ctx.findings.append(f);
    }
    if (ascending >= 2) {
        KeyFinding f;
        f.ruleId = QStringLiteral("ascending-time-rowkey");
        f.severity = FindingSeverity::Advice;
        f.title = QCoreApplication::translate(
            "KeyInsight", "RowKeys are timestamps in ascending order: oldest first (%1%2)")
                      .arg(where(Ascending), note);
        for (qsizetype i = 0; i < sample.size() && f.evidence.size() < 2; ++i) {
            const QStringView tail = trailingNumberSegment(sample.at(i).rowKey);
            const auto t = ticksTime(tail) ? ticksTime(tail) : unixTime(tail);
            if (t)
                f.evidence.append(QStringLiteral("%1 = %2").arg(
                    quoteKeys(sample.at(i).partitionKey, sample.at(i).rowKey), timeText(*t)));
        }
        f.consequence = QCoreApplication::translate("KeyInsight",
            "The service has no 'last n': reading the most recent entities means "
            "scanning the whole partition.");
        f.pattern = QStringLiteral("Log tail pattern");
        f.fix = QCoreApplication::translate("KeyInsight",
            "If the newest entities are read most, key them by inverted ticks: "
            "DateTime.MaxValue.Ticks − ticks "
            "as 19 digits (the key builder makes them), so $top=n returns the latest n.");
        ctx.findings.append(f);
    }
    if (dated >= 2) {
        KeyFinding f;
        f.ruleId = QStringLiteral("data-series");
        f.severity = FindingSeverity::Info;
        f.title = QCoreApplication::translate(
            "KeyInsight", "RowKeys are dates: one entity per period in each partition (%1%2)")
                      .arg(where(Dated), note);
        for (qsizetype r : datedRuns.mid(0, 3)) {
            const RuleContext::Run &run = ctx.sampledPartitions.at(r);
            f.evidence.append(
                QCoreApplication::translate("KeyInsight", "partition %1: %2 RowKeys from %3 to %4")
                    .arg(quoteKey(sample.at(run.begin).partitionKey, 40))
                    .arg(countText(run.end - run.begin))
                    .arg(quoteKey(sample.at(run.begin).rowKey), quoteKey(sample.at(run.end - 1).rowKey)));
        }
        f.consequence = QCoreApplication::translate("KeyInsight",
            "A series is one partition read in date order: a range on RowKey "
            "returns a period in one request, "
            "and each period's values sit together in one entity.");
        f.pattern = QStringLiteral("Data series pattern");
        f.fix = QCoreApplication::translate("KeyInsight",
            "Nothing if each entity holds a whole period's values (e.g. 24 hourly properties per day). If "
            "the "
            "series is read whole, fewer, wider entities (a week per entity) save requests.");
        ctx.findings.append(f);
    }
}

void rowKeyKindRules(RuleContext &ctx)
{
    const QList<SampledKey> &sample = ctx.input.sample.keys;
    if (sample.size() < 3)
        return;
    // Kinds per partition. A partition whose keys fall into more than 16 "kinds" holds free text (names,
    // addresses, random strings), not kinds: it is left out, so noise elsewhere does not hide the kinds of
    // the partitions that have them.
    constexpr qsizetype MaxKindsPerPartition = 16;
    struct PartitionKinds
    {
        qsizetype run = 0;
        QMap<QString, qsizetype> counts;
    };
    QList<PartitionKinds> perPartition;
    QHash<QString, qsizetype> partitionsWith;
    QSet<QString> literals;
    QHash<QString, QString> examples;
    for (qsizetype r = 0; r < ctx.sampledPartitions.size(); ++r) {
        if (ctx.cancelled())
            return;
        const RuleContext::Run &run = ctx.sampledPartitions.at(r);
        PartitionKinds pk;
        pk.run = r;
        bool noisy = false;
        for (qsizetype i = run.begin; i < run.end && !noisy; ++i) {
            bool literal = false;
            const QString kind = keyKind(sample.at(i).rowKey, &literal);
            if (kind.isEmpty())
                continue;
            if (literal)
                literals.insert(kind);
            if (pk.counts[kind]++ == 0 && !examples.contains(kind))
                examples.insert(kind, quoteKeys(sample.at(i).partitionKey, sample.at(i).rowKey));
            noisy = pk.counts.size() > MaxKindsPerPartition;
        }
        if (noisy || pk.counts.size() < 2)
            continue;
        for (auto it = pk.counts.cbegin(); it != pk.counts.cend(); ++it)
            ++partitionsWith[it.key()];
        perPartition.append(pk);
    }
    // In each partition, the kinds worth naming: repeated there, or (whole-word keys such as "department")
    // found in several partitions. They must cover most of the partition's keys.
    QHash<QString, qsizetype> totals;
    QList<PartitionKinds> qualified;
    for (PartitionKinds &p : perPartition) {
        const RuleContext::Run &run = ctx.sampledPartitions.at(p.run);
        qsizetype covered = 0;
        for (auto it = p.counts.begin(); it != p.counts.end();) {
            const bool keep
                = literals.contains(it.key()) ? partitionsWith.value(it.key()) >= 2 : it.value() >= 2;
            if (!keep) {
                it = p.counts.erase(it);
                continue;
            }
            covered += it.value();
            ++it;
        }
        if (p.counts.size() < 2 || p.counts.size() > 12 || covered * 10 < (run.end - run.begin) * 8)
            continue;
        for (auto it = p.counts.cbegin(); it != p.counts.cend(); ++it)
            totals[it.key()] += it.value();
        qualified.append(p);
    }
    if (qualified.isEmpty())
        return;
    QStringList kinds = totals.keys();
    std::sort(kinds.begin(), kinds.end(), [&](const QString &a, const QString &b) {
        return totals.value(a) != totals.value(b) ? totals.value(a) > totals.value(b) : a < b;
    });

    // Partitions holding two kinds or more, and whether their counts match (index entities: one entity
    // under several keys) or not (heterogeneous entities).
    // A partition read only in part was read in equal runs per prefix: there, equal counts say nothing
    // about the kinds' sizes (unequal ones still do: a kind ran out before its run ended).
    QHash<QString, qint64> exactCounts;
    if (!ctx.input.sample.wholeTable) {
        for (const PartitionStats &p : ctx.input.partitions)
            exactCounts.insert(p.partitionKey, p.entityCount);
    }
    qsizetype mixed = 0, balanced = 0, undetermined = 0;
    QStringList evidence;
    for (const PartitionKinds &p : qualified) {
        qsizetype present = 0, lo = std::numeric_limits<qsizetype>::max(), hi = 0;
        bool anyLiteral = false;
        QStringList parts;
        for (auto it = p.counts.cbegin(); it != p.counts.cend(); ++it) {
            ++present;
            lo = std::min(lo, it.value());
            hi = std::max(hi, it.value());
            anyLiteral = anyLiteral || literals.contains(it.key());
            parts.append(QStringLiteral("%1 ×%2").arg(it.key(), countText(it.value())));
        }
        if (present < 2)
            continue;
        const RuleContext::Run &read = ctx.sampledPartitions.at(p.run);
        const bool complete = ctx.input.sample.wholeTable
            || exactCounts.value(sample.at(read.begin).partitionKey, -1) == read.end - read.begin;
        const bool even = !anyLiteral && lo * 10 >= hi * 9;
        if (even && !complete) {
            ++undetermined;
        } else {
            ++mixed;
            balanced += even;
        }
        if (evidence.size() < 3) {
            const RuleContext::Run &run = ctx.sampledPartitions.at(p.run);
            evidence.append(
                QCoreApplication::translate("KeyInsight", "partition %1: %2")
                    .arg(quoteKey(sample.at(run.begin).partitionKey, 40), parts.join(QStringLiteral(", "))));
        }
    }
    if (mixed == 0 && undetermined == 0)
        return;
    if (mixed == 0) {
        // Only equal runs seen: index entities is the likelier reading, but say what the sample cannot tell.
        mixed = balanced = undetermined;
        evidence.append(QCoreApplication::translate("KeyInsight",
            "these partitions are larger than their share of the sample, which read "
            "an equal run of each prefix: the counts do not compare the kinds' sizes"));
    }
    if (qualified.size() < ctx.sampledPartitions.size())
        evidence.append(QCoreApplication::translate("KeyInsight", "%1 of %2 partitions%3 hold these kinds")
                            .arg(countText(qualified.size()), countText(ctx.sampledPartitions.size()),
                                ctx.input.sample.wholeTable
                                    ? QString()
                                    : QCoreApplication::translate("KeyInsight", " in the sample")));
    QStringList kindList;
    for (const QString &k : kinds)
        kindList.append(QStringLiteral("%1 (%2)").arg(k, countText(totals.value(k))));
    for (const QString &k : kinds.mid(0, 4))
        evidence.append(QStringLiteral("%1 e.g. %2").arg(k, examples.value(k)));
    const QString note = ctx.sampleNote();
    KeyFinding f;
    f.severity = FindingSeverity::Info;
    f.evidence = evidence;
    if (balanced * 10 >= mixed * 8) {
        f.ruleId = QStringLiteral("rowkey-index-entities");
        f.title = QCoreApplication::translate(
            "KeyInsight", "Index entities in each partition: RowKey prefixes %1%2")
                      .arg(kindList.join(QStringLiteral(", ")), note);
        f.consequence = QCoreApplication::translate("KeyInsight",
            "Each entity is stored once per prefix in its own partition, so it can be found by each of those "
            "values with a point query or a RowKey range, and read in each order; the copies cost storage "
            "and "
            "every change must write them all.");
        f.pattern = QStringLiteral("Intra-partition secondary index pattern");
        f.fix = QCoreApplication::translate("KeyInsight",
            "Nothing, if every write updates all copies in one entity group transaction (they share the "
            "partition, so it can). Query one kind with a prefix range: RowKey ge '%1' and RowKey lt '%2'.")
                    .arg(kinds.first(), kinds.first().chopped(1) + QChar(kinds.first().back().unicode() + 1));
    } else {
        f.ruleId = QStringLiteral("rowkey-entity-kinds");
        f.title = QCoreApplication::translate(
            "KeyInsight", "Several entity kinds share partitions, told apart by RowKey: %1%2")
                      .arg(kindList.join(QStringLiteral(", ")), note);
        f.consequence = QCoreApplication::translate("KeyInsight",
            "Different kinds of entity live in one partition, so one entity group "
            "transaction can change them "
            "together and one partition query returns them all; code reading the "
            "table must tell the kinds apart.");
        f.pattern = QStringLiteral("Heterogeneous entity types");
        f.fix = QCoreApplication::translate("KeyInsight",
            "Nothing, if each entity also carries an EntityType property and queries select a kind by RowKey "
            "range (ge '%1', lt the next prefix) rather than by filtering every entity.")
                    .arg(kinds.first());
    }
    ctx.findings.append(f);

    // Compound keys: a kind whose keys split into three or more parts at its separator.
    for (const QString &kind : kinds) {
        if (literals.contains(kind))
            continue;
        const QChar sep = kind.back();
        qsizetype total = 0, compound = 0;
        QString example;
        QStringList shape;
        for (qsizetype i = 0; i < sample.size(); ++i) {
            const QString &rk = sample.at(i).rowKey;
            if (!rk.startsWith(kind))
                continue;
            ++total;
            const QList<QStringView> parts = QStringView(rk).split(sep);
            if (parts.size() >= 3
                && std::none_of(parts.begin(), parts.end(), [](QStringView p) { return p.isEmpty(); })) {
                ++compound;
                if (example.isEmpty()) {
                    example = quoteKeys(sample.at(i).partitionKey, rk);
                    shape.append(parts.first().toString());
                    for (qsizetype k = 1; k < parts.size(); ++k) {
                        const QStringView part = parts.at(k);
                        const bool digits = std::all_of(part.begin(), part.end(), isDigit);
                        shape.append(digits
                                ? QCoreApplication::translate("KeyInsight", "<%1 digits>").arg(part.size())
                                : QCoreApplication::translate("KeyInsight", "<text>"));
                    }
                }
            }
        }
        if (total < 2 || compound * 10 < total * 9)
            continue;
        KeyFinding c;
        c.ruleId = QStringLiteral("compound-keys");
        c.severity = FindingSeverity::Info;
        c.title = QCoreApplication::translate("KeyInsight", "Compound RowKeys: %1 keys are %2%3")
                      .arg(kind, shape.join(sep), note);
        c.evidence = {example,
            QCoreApplication::translate("KeyInsight", "%1 of %2 %3 keys have %4 parts or more")
                .arg(countText(compound), countText(total), kind)
                .arg(3)};
        c.consequence = QCoreApplication::translate("KeyInsight",
            "The leading parts order the entities, so a RowKey range on a prefix (e.g. "
            "everything under %1 with "
            "one value of the second part) is an index range within the partition.")
                            .arg(kind);
        c.pattern = QStringLiteral("Compound key pattern");
        c.fix = QCoreApplication::translate(
            "KeyInsight", "Nothing, if each numeric part keeps a fixed width, so the parts sort as numbers.");
        ctx.findings.append(c);
    }
}

} // namespace rowan::insight
