#include "rowan/keysampler.h"

#include "insight/keydescent.h"
#include "insight/keyreader.h"
#include "rowan/store.h"
#include "rowan/tableservice.h"

#include <QLocale>

#include <algorithm>

namespace rowan {

namespace {
Status cancelled()
{
    return fail(ErrorCode::Cancelled, QStringLiteral("The key analysis was cancelled."));
}

bool isCancelled(const std::atomic_bool *cancel)
{
    return cancel && cancel->load(std::memory_order_relaxed);
}

// Where the next run of a partition's sample starts after `rowKey`: past every key sharing its head (the
// text through the first separator within 25 code units, or else its first code unit). Empty when there
// is no such bound.
QString skipBound(const QString &rowKey)
{
    qsizetype head = 1;
    for (qsizetype i = 0; i < rowKey.size() && i < 25; ++i) {
        if (!rowKey.at(i).isLetterOrNumber()) {
            head = i + 1;
            break;
        }
    }
    QString bound = rowKey.left(head);
    while (!bound.isEmpty() && bound.back().unicode() == 0xFFFF)
        bound.chop(1);
    if (bound.isEmpty())
        return {};
    bound.back() = QChar(char16_t(bound.back().unicode() + 1));
    return bound;
}

// Reads up to `quota` keys of one partition in runs (see sampleKeys()).
Status samplePartition(const insight::KeyReader &reader, const PartitionStats &p, qint64 quota,
    QList<SampledKey> &out, const std::atomic_bool *cancel)
{
    constexpr int MaxJumps = 16;
    const qint64 chunk = p.entityCount <= quota ? quota : std::max<qint64>(16, quota / 8);
    KeyBound lower = KeyBound::partition(p.partitionKey);
    const KeyBound upper = KeyBound::partition(p.partitionKey);
    qint64 remaining = quota;
    int jumps = 0;
    int heads = 0;
    QString last;
    bool jumping = true;
    while (remaining > 0) {
        if (isCancelled(cancel))
            return cancelled();
        const qint64 want = jumping ? std::min(chunk, remaining) : remaining;
        qint64 taken = 0;
        auto scanned = reader.scanKeys(KeyRange {lower, upper}, [&](SampledKey &&key) {
            last = key.rowKey;
            out.append(std::move(key));
            return ++taken >= want ? ScanControl::Stop : ScanControl::Continue;
        });
        if (!scanned)
            return std::unexpected(scanned.error());
        remaining -= taken;
        heads += taken > 0;
        if (taken == 0 && jumping && !last.isEmpty()) {
            // The jump went past the partition's end. With several heads seen, each has had an equal run
            // (so their counts compare); with one, read on after the last key instead.
            if (heads >= 2)
                return {};
            jumping = false;
            lower = KeyBound::at(p.partitionKey, last, false);
            continue;
        }
        if (taken < want)
            return {};
        const QString bound = skipBound(last);
        if (!jumping || ++jumps > MaxJumps || bound.isEmpty()) {
            jumping = false;
            lower = KeyBound::at(p.partitionKey, last, false);
        } else {
            lower = KeyBound::at(p.partitionKey, bound);
        }
    }
    return {};
}

Result<KeySample> sampleWith(const insight::KeyReader &reader, const QList<PartitionStats> &partitions,
    const KeySampleOptions &options, const std::atomic_bool *cancel)
{
    KeySample sample;
    qint64 total = 0;
    for (const PartitionStats &p : partitions)
        total += p.entityCount;
    const qint64 maxKeys = std::max<qint64>(1, options.maxKeys);
    if (total <= maxKeys) {
        bool stopped = false;
        auto scanned = reader.scanKeys(KeyRange::all(), [&](SampledKey &&key) {
            if ((sample.keys.size() & 4095) == 0 && isCancelled(cancel)) {
                stopped = true;
                return ScanControl::Stop;
            }
            if (sample.keys.isEmpty() || key.partitionKey != sample.keys.last().partitionKey)
                ++sample.partitionsRead;
            sample.keys.append(std::move(key));
            // The table may have grown since its statistics were read: stay within the bound.
            return qint64(sample.keys.size()) >= maxKeys ? ScanControl::Stop : ScanControl::Continue;
        });
        if (!scanned)
            return std::unexpected(scanned.error());
        if (stopped)
            return std::unexpected(cancelled().error());
        sample.wholeTable = !scanned->stopped;
        return sample;
    }

    // Partitions spread evenly over the key range, plus the largest ones, the first and the last.
    const qsizetype count = partitions.size();
    const qsizetype spread = std::min<qsizetype>(count, std::max(1, options.maxPartitions));
    QList<qsizetype> chosen;
    chosen.reserve(spread + 10);
    for (qsizetype i = 0; i < spread; ++i)
        chosen.append(spread == 1 ? 0 : i * (count - 1) / (spread - 1));
    QList<qsizetype> bySize(count);
    for (qsizetype i = 0; i < count; ++i)
        bySize[i] = i;
    const qsizetype largest = std::min<qsizetype>(count, 8);
    std::partial_sort(bySize.begin(), bySize.begin() + largest, bySize.end(), [&](qsizetype a, qsizetype b) {
        return partitions.at(a).entityCount > partitions.at(b).entityCount;
    });
    chosen.append(bySize.mid(0, largest));
    std::sort(chosen.begin(), chosen.end());
    chosen.erase(std::unique(chosen.begin(), chosen.end()), chosen.end());

    const qint64 quota = std::max<qint64>(32, maxKeys / chosen.size());
    sample.keys.reserve(std::min<qint64>(maxKeys, quota * chosen.size()));
    for (qsizetype i : chosen) {
        const qint64 left = maxKeys - sample.keys.size();
        if (left <= 0)
            break;
        const qsizetype before = sample.keys.size();
        if (auto s = samplePartition(reader, partitions.at(i), std::min(quota, left), sample.keys, cancel);
            !s)
            return std::unexpected(s.error());
        sample.partitionsRead += sample.keys.size() > before;
    }
    return sample;
}

// Without statistics: the first keys in key order, as many as the sample allows. Partition rules are left
// out unless the whole table was read, since the partitions of a prefix say nothing about the rest.
Result<KeyInsight> inspectWithoutStatistics(
    const insight::KeyReader &reader, const KeySampleOptions &options, const std::atomic_bool *cancel)
{
    KeyInsightInput input;
    auto sample = sampleWith(reader, {}, options, cancel);
    if (!sample)
        return std::unexpected(sample.error());
    input.sample = std::move(*sample);
    if (input.sample.wholeTable) {
        for (const SampledKey &k : std::as_const(input.sample.keys)) {
            if (input.partitions.isEmpty() || input.partitions.last().partitionKey != k.partitionKey)
                input.partitions.append(PartitionStats {k.partitionKey, 0, 0});
            ++input.partitions.last().entityCount;
        }
        input.table.entityCount = input.sample.keys.size();
        input.table.partitionCount = input.partitions.size();
    }
    auto insight = analyzeKeys(input, cancel);
    if (!insight)
        return insight;
    const QString n = QLocale::c().toString(input.sample.keys.size());
    insight->sampleDescription = input.sample.wholeTable
        ? QStringLiteral("all %1 keys, read by a scan (the endpoint gives no statistics, so sizes in bytes "
                         "are not judged)")
              .arg(n)
        : QStringLiteral("the first %1 keys in key order, read by a scan (the endpoint gives no statistics, "
                         "so partition sizes are not judged)")
              .arg(n);
    return insight;
}

Result<KeyInsight> inspectWith(
    const insight::KeyReader &reader, const KeySampleOptions &options, const std::atomic_bool *cancel)
{
    if (!reader.hasStatistics())
        return inspectWithoutStatistics(reader, options, cancel);
    KeyInsightInput input;
    auto stats = reader.tableStats();
    if (!stats)
        return std::unexpected(stats.error());
    input.table = *stats;
    input.partitions.reserve(stats->partitionCount);
    bool stopped = false;
    auto scanned = reader.scanPartitions({}, [&](const PartitionStats &p) {
        if ((input.partitions.size() & 4095) == 0 && isCancelled(cancel)) {
            stopped = true;
            return ScanControl::Stop;
        }
        input.partitions.append(p);
        return ScanControl::Continue;
    });
    if (!scanned)
        return std::unexpected(scanned.error());
    if (stopped)
        return std::unexpected(cancelled().error());
    auto sample = sampleWith(reader, input.partitions, options, cancel);
    if (!sample)
        return std::unexpected(sample.error());
    input.sample = std::move(*sample);
    return analyzeKeys(input, cancel);
}

Result<KeyPosition> locateWith(const insight::KeyReader &reader, const QString &partitionKey,
    const QString &rowKey, int neighbours, const std::atomic_bool *cancel)
{
    if (neighbours < 0 || neighbours > 100)
        return fail(
            ErrorCode::InvalidInput, QStringLiteral("Neighbours must be 0 to 100, not %1.").arg(neighbours));
    KeyPosition pos;
    pos.partitionKey = partitionKey;
    pos.rowKey = rowKey;
    // The first partition at or after `bound` (inclusive or not): from the statistics when there are
    // any, otherwise from the first key of a scan.
    const auto firstPartitionFrom
        = [&](const QString &bound, bool inclusive) -> Result<std::optional<PartitionStats>> {
        std::optional<PartitionStats> found;
        if (reader.hasStatistics()) {
            auto s = reader.scanPartitions(
                NameRange {NameBound {bound, inclusive}, std::nullopt}, [&](const PartitionStats &p) {
                    found = p;
                    return ScanControl::Stop;
                });
            if (!s)
                return std::unexpected(s.error());
            return found;
        }
        auto s = reader.scanKeys(
            KeyRange {KeyBound::partition(bound, inclusive), std::nullopt}, [&](SampledKey &&key) {
                found = PartitionStats {std::move(key.partitionKey), -1, -1};
                return ScanControl::Stop;
            });
        if (!s)
            return std::unexpected(s.error());
        return found;
    };
    auto own = firstPartitionFrom(partitionKey, true);
    if (!own)
        return std::unexpected(own.error());
    if (*own && (*own)->partitionKey == partitionKey) {
        pos.partitionExists = true;
        pos.partitionEntities = (*own)->entityCount;
    }

    // After: a forward scan from the key; it tells whether the key itself exists on the way.
    auto after
        = reader.scanKeys(KeyRange {KeyBound::at(partitionKey, rowKey), std::nullopt}, [&](SampledKey &&k) {
              if (k.partitionKey == partitionKey && k.rowKey == rowKey)
                  pos.keyExists = true;
              else
                  pos.after.append(std::move(k));
              return pos.after.size() >= neighbours ? ScanControl::Stop : ScanControl::Continue;
          });
    if (!after)
        return std::unexpected(after.error());

    // Before: the greatest key below the position, again and again, stepping back a partition when one
    // has nothing left below.
    QString pk = partitionKey;
    std::optional<QString> below = rowKey;
    const auto rowProbe = [&](const QString &bound) -> Result<std::optional<QString>> {
        if (isCancelled(cancel))
            return std::unexpected(cancelled().error());
        std::optional<QString> first;
        auto s = reader.scanKeys(
            KeyRange {KeyBound::at(pk, bound), KeyBound::partition(pk)}, [&](SampledKey &&k) {
                first = std::move(k.rowKey);
                return ScanControl::Stop;
            });
        if (!s)
            return std::unexpected(s.error());
        return first;
    };
    const auto partitionProbe = [&](const QString &bound) -> Result<std::optional<QString>> {
        if (isCancelled(cancel))
            return std::unexpected(cancelled().error());
        auto found = firstPartitionFrom(bound, true);
        if (!found)
            return std::unexpected(found.error());
        return *found ? std::optional<QString>((*found)->partitionKey) : std::optional<QString>();
    };
    while (pos.before.size() < neighbours) {
        auto prev = below ? insight::lastBefore(rowProbe, *below) : insight::lastKey(rowProbe);
        if (!prev)
            return std::unexpected(prev.error());
        if (*prev) {
            pos.before.prepend({pk, **prev});
            below = **prev;
            continue;
        }
        auto prevPartition = insight::lastBefore(partitionProbe, pk);
        if (!prevPartition)
            return std::unexpected(prevPartition.error());
        if (!*prevPartition)
            break;
        pk = **prevPartition;
        below.reset();
    }
    return pos;
}
} // namespace

Result<KeySample> sampleKeys(const Store &store, const QString &account, const QString &table,
    const QList<PartitionStats> &partitions, const KeySampleOptions &options, const std::atomic_bool *cancel)
{
    return sampleWith(insight::StoreKeyReader(store, account, table), partitions, options, cancel);
}

Result<KeyInsight> inspectTableKeys(const Store &store, const QString &account, const QString &table,
    const KeySampleOptions &options, const std::atomic_bool *cancel)
{
    return inspectWith(insight::StoreKeyReader(store, account, table), options, cancel);
}

Result<KeyInsight> inspectTableKeys(const TableService &service, const QString &account, const QString &table,
    const KeySampleOptions &options, const std::atomic_bool *cancel)
{
    return inspectWith(insight::ServiceKeyReader(service, account, table), options, cancel);
}

Result<KeyPosition> locateKey(const Store &store, const QString &account, const QString &table,
    const QString &partitionKey, const QString &rowKey, int neighbours, const std::atomic_bool *cancel)
{
    return locateWith(
        insight::StoreKeyReader(store, account, table), partitionKey, rowKey, neighbours, cancel);
}

Result<KeyPosition> locateKey(const TableService &service, const QString &account, const QString &table,
    const QString &partitionKey, const QString &rowKey, int neighbours, const std::atomic_bool *cancel)
{
    return locateWith(
        insight::ServiceKeyReader(service, account, table), partitionKey, rowKey, neighbours, cancel);
}

} // namespace rowan
