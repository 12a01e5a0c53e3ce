#include "models/grid/entitypages.h"

#include <rowan/tableservice.h>

#include <functional>

namespace rowan::entitypages {

namespace {

// Visits the entities from `cursor` on, in order across the ranges, moving the cursor past each one (the
// visitor sees it still before the entity). Returns whether the ranges ran out.
Result<bool> walk(const TableService &service, const QString &account, const QString &table,
    const QList<KeyRange> &ranges, Cursor &cursor, const ScanOptions &options,
    const std::function<ScanControl(Entity &)> &visit)
{
    for (; cursor.rangeIndex < ranges.size(); ++cursor.rangeIndex, cursor.lower.reset()) {
        KeyRange range = ranges.at(cursor.rangeIndex);
        if (cursor.lower)
            range.lower = cursor.lower;
        auto result = service.scan(
            account, table, range,
            [&](Entity &entity) {
                KeyBound after = KeyBound::at(entity.partitionKey(), entity.rowKey(), false);
                const ScanControl control = visit(entity);
                cursor.lower = std::move(after);
                return control;
            },
            options);
        if (!result)
            return std::unexpected(result.error());
        if (result->stopped)
            return false;
    }
    return true;
}

} // namespace

PageResult readPage(const TableService &service, const QString &account, const QString &table,
    const QList<KeyRange> &ranges, int page, int pageSize, Cursor cursor, qint64 startRow,
    const std::atomic<bool> &cancel)
{
    PageResult result;
    result.page = page;
    const qint64 first = qint64(page) * pageSize;
    if (startRow < first) {
        // Keys only up to the page, noting the page boundaries passed for later jumps.
        qint64 row = startRow;
        ScanOptions keysOnly;
        keysOnly.projection = QStringList();
        auto skipped = walk(service, account, table, ranges, cursor, keysOnly, [&](Entity &) {
            if (row > startRow && row % pageSize == 0)
                result.starts.append({int(row / pageSize), cursor});
            ++row;
            if (cancel.load(std::memory_order_relaxed)) {
                result.cancelled = true;
                return ScanControl::Stop;
            }
            return row == first ? ScanControl::Stop : ScanControl::Continue;
        });
        if (!skipped) {
            result.error = skipped.error().message;
            return result;
        }
        if (result.cancelled)
            return result;
        if (*skipped) { // fewer rows than the statistics said
            result.atEnd = true;
            result.endRow = row;
            return result;
        }
        result.starts.append({page, cursor});
    }
    result.entities.reserve(pageSize);
    auto read = walk(service, account, table, ranges, cursor, {}, [&](Entity &entity) {
        result.entities.append(std::move(entity));
        if (cancel.load(std::memory_order_relaxed)) {
            result.cancelled = true;
            return ScanControl::Stop;
        }
        return result.entities.size() >= pageSize ? ScanControl::Stop : ScanControl::Continue;
    });
    if (!read) {
        result.error = read.error().message;
        return result;
    }
    result.atEnd = *read;
    if (result.atEnd)
        result.endRow = first + result.entities.size();
    if (!result.cancelled)
        result.starts.append({page + 1, cursor});
    return result;
}

Result<Anchors> partitionAnchors(const TableService &service, const QString &account, const QString &table,
    const QStringList &partitions, int pageSize)
{
    Anchors result;
    auto add = [&](qint64 row, Cursor cursor) {
        if (!result.anchors.isEmpty() && result.anchors.constLast().row / pageSize == row / pageSize)
            result.anchors.last() = Anchor {row, std::move(cursor)};
        else
            result.anchors.append(Anchor {row, std::move(cursor)});
    };
    if (partitions.isEmpty()) {
        auto scanned = service.scanPartitions(account, table, NameRange {}, [&](const PartitionStats &p) {
            add(result.total, Cursor {0, KeyBound::partition(p.partitionKey)});
            result.total += p.entityCount;
            return ScanControl::Continue;
        });
        if (!scanned)
            return std::unexpected(scanned.error());
        return result;
    }
    // One range per partition, in the order given (EntityTableModel sorts them).
    for (int i = 0; i < partitions.size(); ++i) {
        const QString &pk = partitions.at(i);
        add(result.total, Cursor {i, std::nullopt});
        auto scanned = service.scanPartitions(account, table,
            NameRange {NameBound {pk, true}, NameBound {pk, true}}, [&](const PartitionStats &p) {
                result.total += p.entityCount;
                return ScanControl::Continue;
            });
        if (!scanned)
            return std::unexpected(scanned.error());
    }
    return result;
}

} // namespace rowan::entitypages
