#include "rowan/keysampler.h"

#include "core/keycodec.h"
#include "insight/keydescent.h"
#include "rowan/store.h"

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

Error corrupt()
{
    return Error {ErrorCode::StoreCorrupt, QStringLiteral("A stored key is malformed."), -1};
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
Status samplePartition(const Store &store, const QString &account, const QString &table,
    const PartitionStats &p, qint64 quota, QList<SampledKey> &out, const std::atomic_bool *cancel)
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
        bool bad = false;
        auto scanned = store.scanStored(
            account, table, KeyRange {lower, upper},
            [&](const StoredEntity &e) {
                auto rk = keycodec::decode(e.rowKey);
                if (!rk) {
                    bad = true;
                    return ScanControl::Stop;
                }
                last = *rk;
                out.append({p.partitionKey, std::move(*rk), e.timestamp});
                return ++taken >= want ? ScanControl::Stop : ScanControl::Continue;
            },
            false);
        if (!scanned)
            return std::unexpected(scanned.error());
        if (bad)
            return std::unexpected(corrupt());
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
} // namespace

Result<KeySample> sampleKeys(const Store &store, const QString &account, const QString &table,
    const QList<PartitionStats> &partitions, const KeySampleOptions &options, const std::atomic_bool *cancel)
{
    KeySample sample;
    qint64 total = 0;
    for (const PartitionStats &p : partitions)
        total += p.entityCount;
    const qint64 maxKeys = std::max<qint64>(1, options.maxKeys);
    if (total <= maxKeys) {
        keycodec::RepeatedKeyDecoder pks;
        bool bad = false, stopped = false;
        QString lastPk;
        auto scanned = store.scanStored(
            account, table, KeyRange::all(),
            [&](const StoredEntity &e) {
                if ((sample.keys.size() & 4095) == 0 && isCancelled(cancel)) {
                    stopped = true;
                    return ScanControl::Stop;
                }
                auto pk = pks.decode(e.partitionKey);
                auto rk = keycodec::decode(e.rowKey);
                if (!pk || !rk) {
                    bad = true;
                    return ScanControl::Stop;
                }
                if (*pk != lastPk || sample.keys.isEmpty()) {
                    ++sample.partitionsRead;
                    lastPk = *pk;
                }
                sample.keys.append({std::move(*pk), std::move(*rk), e.timestamp});
                // The table may have grown since its statistics were read: stay within the bound.
                return qint64(sample.keys.size()) >= maxKeys ? ScanControl::Stop : ScanControl::Continue;
            },
            false);
        if (!scanned)
            return std::unexpected(scanned.error());
        if (stopped)
            return std::unexpected(cancelled().error());
        if (bad)
            return std::unexpected(corrupt());
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
        if (auto s = samplePartition(
                store, account, table, partitions.at(i), std::min(quota, left), sample.keys, cancel);
            !s)
            return std::unexpected(s.error());
        sample.partitionsRead += sample.keys.size() > before;
    }
    return sample;
}

Result<KeyInsight> inspectTableKeys(const Store &store, const QString &account, const QString &table,
    const KeySampleOptions &options, const std::atomic_bool *cancel)
{
    KeyInsightInput input;
    auto stats = store.tableStats(account, table);
    if (!stats)
        return std::unexpected(stats.error());
    input.table = *stats;
    input.partitions.reserve(stats->partitionCount);
    bool stopped = false;
    auto scanned = store.scanPartitions(account, table, {}, [&](const PartitionStats &p) {
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
    auto sample = sampleKeys(store, account, table, input.partitions, options, cancel);
    if (!sample)
        return std::unexpected(sample.error());
    input.sample = std::move(*sample);
    return analyzeKeys(input, cancel);
}

Result<KeyPosition> locateKey(const Store &store, const QString &account, const QString &table,
    const QString &partitionKey, const QString &rowKey, int neighbours, const std::atomic_bool *cancel)
{
    if (neighbours < 0 || neighbours > 100)
        return fail(
            ErrorCode::InvalidInput, QStringLiteral("Neighbours must be 0 to 100, not %1.").arg(neighbours));
    KeyPosition pos;
    pos.partitionKey = partitionKey;
    pos.rowKey = rowKey;
    auto stats = store.partitionStats(
        account, table, NameRange {NameBound {partitionKey}, NameBound {partitionKey}}, 1);
    if (!stats)
        return std::unexpected(stats.error());
    if (!stats->isEmpty()) {
        pos.partitionExists = true;
        pos.partitionEntities = stats->first().entityCount;
    }

    // After: a forward scan from just past the key; it tells whether the key itself exists on the way.
    bool bad = false;
    auto after = store.scanStored(
        account, table, KeyRange {KeyBound::at(partitionKey, rowKey), std::nullopt},
        [&](const StoredEntity &e) {
            auto pk = keycodec::decode(e.partitionKey);
            auto rk = keycodec::decode(e.rowKey);
            if (!pk || !rk) {
                bad = true;
                return ScanControl::Stop;
            }
            if (*pk == partitionKey && *rk == rowKey)
                pos.keyExists = true;
            else
                pos.after.append({std::move(*pk), std::move(*rk), e.timestamp});
            return pos.after.size() >= neighbours ? ScanControl::Stop : ScanControl::Continue;
        },
        false);
    if (!after)
        return std::unexpected(after.error());
    if (bad)
        return std::unexpected(corrupt());

    // Before: the greatest key below the position, again and again, stepping back a partition when one
    // has nothing left below.
    QString pk = partitionKey;
    std::optional<QString> below = rowKey;
    const auto rowProbe = [&](const QString &bound) -> Result<std::optional<QString>> {
        if (isCancelled(cancel))
            return std::unexpected(cancelled().error());
        std::optional<QString> first;
        bool malformed = false;
        auto s = store.scanStored(
            account, table, KeyRange {KeyBound::at(pk, bound), KeyBound::partition(pk)},
            [&](const StoredEntity &e) {
                first = keycodec::decode(e.rowKey);
                malformed = !first;
                return ScanControl::Stop;
            },
            false);
        if (!s)
            return std::unexpected(s.error());
        if (malformed)
            return std::unexpected(corrupt());
        return first;
    };
    const auto partitionProbe = [&](const QString &bound) -> Result<std::optional<QString>> {
        if (isCancelled(cancel))
            return std::unexpected(cancelled().error());
        auto found = store.partitionStats(account, table, NameRange {NameBound {bound}, std::nullopt}, 1);
        if (!found)
            return std::unexpected(found.error());
        return found->isEmpty() ? std::optional<QString>()
                                : std::optional<QString>(found->first().partitionKey);
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

} // namespace rowan
