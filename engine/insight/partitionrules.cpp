// Rules over the partitions' statistics: size and share, keys that only grow, kinds of partitions.
#include "insight/keyshape.h"
#include "insight/rules.h"
#include "rowan/pluralcount.h"

#include <QCoreApplication>

#include <QMap>
#include <QSet>

#include <algorithm>

namespace rowan::insight {

namespace {
const QString PartitioningPattern = QStringLiteral("Scalable partitioning strategy");
const QString AppendPattern = QStringLiteral("Prepend/append anti-pattern");

QString entitiesText(qint64 n)
{
    return n == 1
        ? QCoreApplication::translate("KeyInsight", "1 entity")
        : QCoreApplication::translate("KeyInsight", "%1 entities", nullptr, pluralCount(n)).arg(countText(n));
}

QString bytesText(qint64 n)
{
    if (n < 1024)
        return QStringLiteral("%1 B").arg(n);
    if (n < 1024 * 1024)
        return QStringLiteral("%1 KiB").arg(double(n) / 1024.0, 0, 'f', 1);
    if (n < 1024LL * 1024 * 1024)
        return QStringLiteral("%1 MiB").arg(double(n) / 1048576.0, 0, 'f', 1);
    return QStringLiteral("%1 GiB").arg(double(n) / 1073741824.0, 0, 'f', 2);
}

// The partitions holding at least a quarter of the table and three times their fair share by `measure`
// (with two or three partitions, where three fair shares are the whole table: four fifths of it).
QList<qsizetype> dominating(const QList<PartitionStats> &partitions, qint64 PartitionStats::*measure)
{
    qint64 total = 0;
    for (const PartitionStats &p : partitions)
        total += p.*measure;
    QList<qsizetype> result;
    if (total <= 0 || partitions.size() < 2)
        return result;
    const double bar = partitions.size() < 4 ? 0.8 : std::max(0.25, 3.0 / double(partitions.size()));
    for (qsizetype i = 0; i < partitions.size(); ++i) {
        const double share = double(partitions.at(i).*measure) / double(total);
        if (share >= bar)
            result.append(i);
    }
    std::sort(result.begin(), result.end(),
        [&](qsizetype a, qsizetype b) { return partitions.at(a).*measure > partitions.at(b).*measure; });
    return result;
}
// The trace an append pattern leaves: each sampled partition's latest write (Timestamp) later than the
// previous partition's, the latest of all in the last partitions.
struct WriteTrend
{
    bool growing = false;
    double share = 0;
    QString newestPartition;
    DateTime newest;
};

WriteTrend writeTrend(const RuleContext &ctx)
{
    WriteTrend trend;
    const QList<SampledKey> &keys = ctx.input.sample.keys;
    QList<DateTime> latest;
    latest.reserve(ctx.sampledPartitions.size());
    qsizetype newestIndex = -1;
    for (const RuleContext::Run &run : ctx.sampledPartitions) {
        DateTime t;
        for (qsizetype i = run.begin; i < run.end; ++i)
            t = std::max(t, keys.at(i).timestamp);
        if (t.ticks() == 0)
            return trend; // Timestamps unknown: no trace to read.
        if (newestIndex < 0 || t > trend.newest) {
            newestIndex = latest.size();
            trend.newest = t;
            trend.newestPartition = keys.at(run.begin).partitionKey;
        }
        latest.append(t);
    }
    const qsizetype n = latest.size();
    if (n < 3)
        return trend;
    qsizetype rising = 0;
    for (qsizetype i = 1; i < n; ++i)
        rising += latest.at(i) > latest.at(i - 1);
    trend.share = double(rising) / double(n - 1);
    trend.growing = trend.share >= 0.9 && newestIndex >= n - std::max<qsizetype>(1, n / 20);
    return trend;
}
} // namespace

void partitionSizeRules(RuleContext &ctx)
{
    const QList<PartitionStats> &partitions = ctx.input.partitions;
    if (partitions.size() == 1 && partitions.first().entityCount >= 2) {
        const PartitionStats &only = partitions.first();
        KeyFinding f;
        f.ruleId = QStringLiteral("single-partition");
        f.severity = FindingSeverity::Advice;
        f.title = QCoreApplication::translate("KeyInsight", "All %1 of the table are in one partition")
                      .arg(entitiesText(only.entityCount));
        f.evidence
            = {QCoreApplication::translate("KeyInsight", "PartitionKey %1: %2, %3")
                    .arg(quoteKey(only.partitionKey), entitiesText(only.entityCount), bytesText(only.bytes))};
        f.consequence = QCoreApplication::translate("KeyInsight",
            "A partition is served by one partition server, whose target is about 2,000 entities per second: "
            "the "
            "whole table shares that limit and cannot be spread over servers. Only entity group transactions "
            "gain, since they need one partition.");
        f.pattern = PartitioningPattern;
        f.fix = QCoreApplication::translate("KeyInsight",
            "Unless the table stays small or needs transactions across all its entities, "
            "choose a PartitionKey "
            "with many values: a natural grouping (customer, department, device) or a "
            "hash bucket of the RowKey.");
        ctx.findings.append(f);
        return;
    }

    qint64 totalEntities = 0, totalBytes = 0;
    for (const PartitionStats &p : partitions) {
        totalEntities += p.entityCount;
        totalBytes += p.bytes;
    }
    const QList<qsizetype> byEntities = dominating(partitions, &PartitionStats::entityCount);
    const QList<qsizetype> byBytes = dominating(partitions, &PartitionStats::bytes);
    if (byEntities.isEmpty() && byBytes.isEmpty())
        return;
    double top = 0;
    KeyFinding f;
    f.ruleId = QStringLiteral("dominant-partition");
    QStringList names;
    for (qsizetype i : byEntities.mid(0, 3)) {
        const PartitionStats &p = partitions.at(i);
        const double share = double(p.entityCount) / double(totalEntities);
        top = std::max(top, share);
        f.evidence.append(QCoreApplication::translate("KeyInsight", "%1 holds %2, %3 of the table's entities")
                              .arg(quoteKey(p.partitionKey), entitiesText(p.entityCount), shareText(share)));
        names.append(quoteKey(p.partitionKey));
    }
    for (qsizetype i : byBytes.mid(0, 3)) {
        const PartitionStats &p = partitions.at(i);
        const double share = double(p.bytes) / double(totalBytes);
        top = std::max(top, share);
        f.evidence.append(QCoreApplication::translate("KeyInsight", "%1 holds %2, %3 of the table's bytes")
                              .arg(quoteKey(p.partitionKey), bytesText(p.bytes), shareText(share)));
        if (!names.contains(quoteKey(p.partitionKey)))
            names.append(quoteKey(p.partitionKey));
    }
    f.severity = top >= 0.5 ? FindingSeverity::Warning : FindingSeverity::Advice;
    f.title = names.size() == 1
        ? QCoreApplication::translate("KeyInsight", "Partition %1 dominates the table (one of %2 partitions)")
              .arg(names.first(), countText(partitions.size()))
        : QCoreApplication::translate("KeyInsight", "%1 of %2 partitions dominate the table: %3")
              .arg(names.size())
              .arg(countText(partitions.size()), names.join(QStringLiteral(", ")));
    f.consequence = QCoreApplication::translate("KeyInsight",
        "Requests for those entities all go to one partition server (target about 2,000 entities per "
        "second), "
        "so it becomes hot while the other partitions idle; queries over it are long scans.");
    f.pattern = PartitioningPattern;
    f.fix = QCoreApplication::translate("KeyInsight",
        "Split the large partition: add a finer part to its PartitionKey (a sub-group, a "
        "date bucket, or a hash "
        "of the RowKey modulo N) so its entities spread over several partitions.");
    ctx.findings.append(f);
}

void partitionKeyGrowthRule(RuleContext &ctx)
{
    const QList<PartitionStats> &partitions = ctx.input.partitions;
    const qsizetype n = partitions.size();
    if (n < 3)
        return;
    qsizetype dates = 0, hourly = 0, inverted = 0, ticks = 0;
    for (const PartitionStats &p : partitions) {
        if (const auto d = leadingDate(p.partitionKey)) {
            ++dates;
            hourly += d->withHour;
            continue;
        }
        const QStringView lead = leadingNumberSegment(p.partitionKey);
        if (invertedTicksTime(lead))
            ++inverted;
        else if (ticksTime(lead) || unixTime(lead))
            ++ticks;
    }
    const auto most = [n](qsizetype count) { return count * 10 >= n * 8; };
    const PartitionStats &first = partitions.first();
    const PartitionStats &last = partitions.last();
    KeyFinding f;
    f.ruleId = QStringLiteral("growing-partition-key");
    f.pattern = AppendPattern;
    if (most(dates) || most(ticks) || most(inverted)) {
        const bool prepend = most(inverted);
        const PartitionStats &newest = prepend ? first : last;
        f.severity = FindingSeverity::Warning;
        f.title = prepend ? QCoreApplication::translate("KeyInsight",
                      "PartitionKeys are inverted ticks: every new entity lands in the first "
                      "partition")
                          : QCoreApplication::translate("KeyInsight",
                              "PartitionKeys start with %1: every new entity lands in the last "
                              "partition")
                                .arg(most(dates) ? QCoreApplication::translate("KeyInsight", "a date")
                                                 : QCoreApplication::translate("KeyInsight", "a timestamp"));
        f.evidence = {QCoreApplication::translate("KeyInsight", "first partition %1 (%2)")
                          .arg(quoteKey(first.partitionKey), entitiesText(first.entityCount)),
            QCoreApplication::translate("KeyInsight", "last partition %1 (%2)")
                .arg(quoteKey(last.partitionKey), entitiesText(last.entityCount)),
            QCoreApplication::translate("KeyInsight", "newest partition %1 receives the writes")
                .arg(quoteKey(newest.partitionKey))};
        if (most(dates) && hourly * 2 >= dates) {
            f.pattern = QStringLiteral("Log data anti-pattern");
            f.consequence = QCoreApplication::translate("KeyInsight",
                "All writes of an hour go to that hour's partition, one partition "
                "server at a time: the table's "
                "write rate is one partition's (about 2,000 entities per second), "
                "however many partitions exist.");
        } else {
            f.consequence = QCoreApplication::translate("KeyInsight",
                "Writes always go to the %1 partition, served by one partition server (about 2,000 entities "
                "per "
                "second), while the others only serve reads: the service cannot spread the inserts.")
                                .arg(prepend ? QCoreApplication::translate("KeyInsight", "first")
                                             : QCoreApplication::translate("KeyInsight", "last"));
        }
        f.fix = QCoreApplication::translate("KeyInsight",
            "Lead the PartitionKey with something that spreads writes (a hash bucket, a device or customer "
            "id, e.g. '<bucket>_<date>') and keep the time in the RowKey (inverted ticks for newest first). "
            "If old periods are deleted in bulk, the High volume delete pattern keeps each period in a table "
            "of its own, deleted at once.");
        ctx.findings.append(f);
        return;
    }

    // Counters: one shape "<text><number><text>" for (nearly) every PartitionKey, with dense numbers. Fewer
    // than a hundred are more likely fixed buckets written evenly.
    if (n < 100)
        return;
    QHash<QString, qsizetype> templates;
    for (const PartitionStats &p : partitions) {
        const NumberRuns runs = numberRuns(p.partitionKey);
        if (runs.runs.size() == 1)
            ++templates[runs.keyTemplate];
    }
    QString shape;
    qsizetype shaped = 0;
    for (auto it = templates.cbegin(); it != templates.cend(); ++it) {
        if (it.value() > shaped) {
            shaped = it.value();
            shape = it.key();
        }
    }
    if (shaped * 10 < n * 9)
        return;
    qint64 lo = std::numeric_limits<qint64>::max(), hi = std::numeric_limits<qint64>::min();
    for (const PartitionStats &p : partitions) {
        const NumberRuns runs = numberRuns(p.partitionKey);
        if (runs.runs.size() != 1 || runs.keyTemplate != shape)
            continue;
        bool ok = false;
        const qint64 v = runs.runs.first().toLongLong(&ok);
        if (!ok || runs.runs.first().size() > 15)
            return;
        lo = std::min(lo, v);
        hi = std::max(hi, v);
    }
    if (hi - lo + 1 > 2 * shaped)
        return;
    // Numbered partitions (tenants, stores, devices) are common and harmless; only when the writes follow
    // the numbers do they append.
    const WriteTrend trend = writeTrend(ctx);
    if (!trend.growing)
        return;
    f.severity = FindingSeverity::Advice;
    f.title = QCoreApplication::translate(
        "KeyInsight", "PartitionKeys are consecutive numbers (%1 partitions numbered %2 to %3)")
                  .arg(countText(shaped))
                  .arg(lo)
                  .arg(hi);
    f.evidence = {QCoreApplication::translate("KeyInsight", "first partition %1 (%2)")
                      .arg(quoteKey(first.partitionKey), entitiesText(first.entityCount)),
        QCoreApplication::translate("KeyInsight", "last partition %1 (%2)")
            .arg(quoteKey(last.partitionKey), entitiesText(last.entityCount)),
        QCoreApplication::translate("KeyInsight",
            "the latest write in the sample (%1) is in partition %2; each sampled partition's latest "
            "write is later than the previous partition's in %3 of them")
            .arg(trend.newest.toIsoString(), quoteKey(trend.newestPartition), shareText(trend.share))};
    f.consequence = QCoreApplication::translate("KeyInsight",
        "New entities take the next number, so every write lands in the newest partition, served by one "
        "partition server at a time (about 2,000 entities per second).");
    f.fix = QCoreApplication::translate("KeyInsight",
        "Spread the writes: lead the PartitionKey with a hash bucket or another attribute and "
        "keep the sequence in the RowKey.");
    ctx.findings.append(f);
}

void partitionKeyKindRule(RuleContext &ctx)
{
    const QList<PartitionStats> &partitions = ctx.input.partitions;
    if (partitions.size() < 2)
        return;
    struct Kind
    {
        qsizetype partitions = 0;
        qint64 entities = 0;
        QString example;
        QSet<QString> suffixes;
    };
    QMap<QString, Kind> kinds;
    qsizetype kinded = 0;
    for (const PartitionStats &p : partitions) {
        bool literal = false;
        const QString kind = keyKind(p.partitionKey, &literal);
        if (kind.isEmpty() || literal)
            continue;
        Kind &k = kinds[kind];
        if (k.example.isEmpty())
            k.example = p.partitionKey;
        ++k.partitions;
        k.entities += p.entityCount;
        k.suffixes.insert(p.partitionKey.mid(kind.size()));
        ++kinded;
    }
    if (kinds.size() < 2 || kinds.size() > 8 || kinded * 10 < partitions.size() * 9)
        return;
    // Index entities: the kinds hold the same entities under different keys, so their totals match and
    // their partitions share the part after the prefix (empid_Sales, email_Sales).
    qint64 minEntities = std::numeric_limits<qint64>::max(), maxEntities = 0;
    for (const Kind &k : kinds) {
        minEntities = std::min(minEntities, k.entities);
        maxEntities = std::max(maxEntities, k.entities);
    }
    if (minEntities * 10 < maxEntities * 9)
        return;
    KeyFinding f;
    f.ruleId = QStringLiteral("partition-index-entities");
    f.severity = FindingSeverity::Info;
    f.title = QCoreApplication::translate(
        "KeyInsight", "Index entities across partitions: PartitionKeys %1 hold the same %2 entities each")
                  .arg(QStringList(kinds.keys()).join(QStringLiteral(", ")), countText(maxEntities));
    for (auto it = kinds.cbegin(); it != kinds.cend(); ++it) {
        f.evidence.append(QCoreApplication::translate("KeyInsight", "%1: %2 partitions such as %3, %4")
                              .arg(it.key())
                              .arg(it->partitions)
                              .arg(quoteKey(it->example))
                              .arg(entitiesText(it->entities)));
    }
    f.consequence = QCoreApplication::translate("KeyInsight",
        "Each entity is stored once per kind, so a lookup by any of those values is a point or partition "
        "query; "
        "the copies live in different partitions, so one transaction cannot update them together.");
    f.pattern = QStringLiteral("Inter-partition secondary index pattern");
    f.fix = QCoreApplication::translate("KeyInsight",
        "Nothing, if the copies are kept consistent: write them with the Eventually consistent transactions "
        "pattern (a queue or retry) and tolerate a short window where they differ.");
    ctx.findings.append(f);
}

} // namespace rowan::insight
