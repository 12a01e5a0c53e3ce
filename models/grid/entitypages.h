// The worker side of EntityTableModel: reading one page of a table's rows from a known position, and the
// partition anchors (each partition's first row) from the statistics. Runs on the session's workers over
// the table service;
// plain functions over value types.
#pragma once

#include <rowan/entity.h>
#include <rowan/scan.h>
#include <rowan/status.h>

#include <QList>
#include <QString>
#include <QStringList>

#include <atomic>
#include <optional>
#include <utility>

namespace rowan {

class TableService;

namespace entitypages {

// A position in the row order of a list of key ranges: before the first entity of ranges[rangeIndex] at or
// after `lower` (the range's own lower bound when unset).
struct Cursor
{
    int rangeIndex = 0;
    std::optional<KeyBound> lower;
};

// The position of a row whose number is known.
struct Anchor
{
    qint64 row = 0;
    Cursor cursor;
};

struct PageResult
{
    int page = 0;
    QList<Entity> entities;
    // Page starts passed on the way (page number, position), including the next page's.
    QList<std::pair<int, Cursor>> starts;
    // The ranges ended inside this page: it holds the last entity.
    bool atEnd = false;
    // With atEnd: the number of rows in the ranges.
    qint64 endRow = -1;
    bool cancelled = false;
    QString error;
};

// Reads page `page` (rows page × pageSize onwards) of `ranges`, starting at `cursor`, which is row
// `startRow`: the rows up to the page are skipped reading keys only. Stops early, with `cancelled`, once
// `cancel` is set.
PageResult readPage(const TableService &service, const QString &account, const QString &table,
    const QList<KeyRange> &ranges, int page, int pageSize, Cursor cursor, qint64 startRow,
    const std::atomic<bool> &cancel);

struct Anchors
{
    QList<Anchor> anchors;
    qint64 total = 0;
};

// Each partition's first row in `ranges` (a whole table, or whole partitions in order: what
// EntityTableModel shows), from the partition statistics, thinned to the last partition starting within
// each page so there is at most one per page. Also the total row count.
Result<Anchors> partitionAnchors(const TableService &service, const QString &account, const QString &table,
    const QStringList &partitions, int pageSize);

} // namespace entitypages
} // namespace rowan
