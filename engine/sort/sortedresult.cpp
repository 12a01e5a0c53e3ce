// SortedResultBuilder and SortedResult: an external merge sort whose runs and result live in a temporary
// SQLCipher database. SQLite's own sorter (ORDER BY, CREATE INDEX) was not used: with temporary storage in
// memory it holds everything in memory, and with temporary files it writes them unencrypted. Here each run
// is sorted in memory with compareSortValues() and appended in order (rowid order, so each insert touches
// the B-tree's last page only), and the merge appends again: every page SQLite writes is encrypted, and the
// reads are rowid ranges.
#include "rowan/sortedresult.h"

#include "core/keycodec.h"
#include "core/record.h"
#include "sort/sortorder.h"
#include "storage/sqlite.h"

#include <QDir>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtEndian>

#include <algorithm>
#include <mutex>
#include <vector>

namespace rowan {

// Named rather than anonymous: the builder's private members hold these types.
namespace sortrows {

// Rows written per transaction, and read per request from each run while merging.
constexpr int RowsPerCommit = 20'000;
constexpr int MergeBatch = 128;
// The temporary database's page cache: SQLite's default would grow to 2 MiB per connection anyway; a few
// MiB make appends and rowid reads cheap without counting against the run memory.
constexpr const char *TempPragmas = "PRAGMA cache_size = -4096; PRAGMA journal_mode = OFF; "
                                    "PRAGMA synchronous = OFF; PRAGMA temp_store = MEMORY;";

constexpr quint8 HasEtag = 0x1;

// A row in the temporary database: flags, Timestamp ticks, both keys (UTF-16BE, length-prefixed), the ETag
// when it is not the one the Timestamp gives, then the engine's property record.
void appendU32(QByteArray &out, quint32 v)
{
    const quint32 le = qToLittleEndian(v);
    out.append(reinterpret_cast<const char *>(&le), 4);
}

QByteArray encodeRow(const Entity &entity)
{
    const QString etag = entity.etag();
    const bool ownEtag = !etag.isEmpty() && etag != etagForTimestamp(entity.timestamp());
    const QByteArray etagUtf8 = ownEtag ? etag.toUtf8() : QByteArray();
    const QByteArray properties = record::encode(entity);
    // Exactly the row's size: a run holds many of them, and appending piece by piece would leave up to
    // half of each allocation unused.
    QByteArray out;
    out.reserve(1 + 8 + 4 + 2 * entity.partitionKey().size() + 4 + 2 * entity.rowKey().size()
        + (ownEtag ? 4 + etagUtf8.size() : 0) + properties.size());
    out.append(char(ownEtag ? HasEtag : 0));
    const qint64 ticks = qToLittleEndian(entity.timestamp().ticks());
    out.append(reinterpret_cast<const char *>(&ticks), 8);
    appendU32(out, quint32(entity.partitionKey().size() * 2));
    keycodec::appendEncoded(out, entity.partitionKey());
    appendU32(out, quint32(entity.rowKey().size() * 2));
    keycodec::appendEncoded(out, entity.rowKey());
    if (ownEtag) {
        appendU32(out, quint32(etagUtf8.size()));
        out.append(etagUtf8);
    }
    out.append(properties);
    return out;
}

struct RowParts
{
    quint8 flags = 0;
    DateTime timestamp;
    QByteArrayView partitionKey;
    QByteArrayView rowKey;
    QByteArrayView etag;
    QByteArrayView record;
};

std::optional<RowParts> splitRow(QByteArrayView row)
{
    RowParts parts;
    qsizetype at = 0;
    const auto take = [&](qsizetype n) -> std::optional<QByteArrayView> {
        if (n < 0 || row.size() - at < n)
            return std::nullopt;
        const QByteArrayView v = row.sliced(at, n);
        at += n;
        return v;
    };
    const auto takeSized = [&]() -> std::optional<QByteArrayView> {
        const auto size = take(4);
        if (!size)
            return std::nullopt;
        return take(qsizetype(qFromLittleEndian<quint32>(size->data())));
    };
    const auto flags = take(1);
    const auto ticks = take(8);
    if (!flags || !ticks)
        return std::nullopt;
    parts.flags = quint8(flags->front());
    parts.timestamp = DateTime(qFromLittleEndian<qint64>(ticks->data()));
    const auto pk = takeSized();
    const auto rk = pk ? takeSized() : std::nullopt;
    if (!rk)
        return std::nullopt;
    parts.partitionKey = *pk;
    parts.rowKey = *rk;
    if (parts.flags & HasEtag) {
        const auto etag = takeSized();
        if (!etag)
            return std::nullopt;
        parts.etag = *etag;
    }
    parts.record = row.sliced(at);
    return parts;
}

Error corruptRow()
{
    return Error {ErrorCode::StoreCorrupt, QStringLiteral("A row of the temporary sort database is damaged")};
}

Result<Entity> decodeRow(QByteArrayView row, record::Decoder &decoder)
{
    const auto parts = splitRow(row);
    if (!parts)
        return std::unexpected(corruptRow());
    const auto pk = keycodec::decode(parts->partitionKey);
    const auto rk = keycodec::decode(parts->rowKey);
    if (!pk || !rk)
        return std::unexpected(corruptRow());
    Entity entity(*pk, *rk);
    entity.setTimestamp(parts->timestamp);
    if (parts->flags & HasEtag)
        entity.setEtag(QString::fromUtf8(parts->etag));
    else
        entity.setEtagFromTimestamp();
    if (auto ok = decoder.decode(parts->record, entity); !ok)
        return std::unexpected(ok.error());
    return entity;
}

// The sort value of a stored row, reading only that property of its record.
Result<std::optional<Value>> rowSortValue(
    QByteArrayView row, const SortSpec &spec, const record::Selection &selection)
{
    const auto parts = splitRow(row);
    if (!parts)
        return std::unexpected(corruptRow());
    if (spec.property == u"PartitionKey" || spec.property == u"RowKey") {
        const auto key
            = keycodec::decode(spec.property == u"PartitionKey" ? parts->partitionKey : parts->rowKey);
        if (!key)
            return std::unexpected(corruptRow());
        return std::optional<Value>(Value::string(*key));
    }
    if (spec.property == u"Timestamp")
        return std::optional<Value>(Value::dateTime(parts->timestamp));
    QList<std::optional<Value>> values;
    if (auto ok = record::extract(parts->record, selection, values); !ok)
        return std::unexpected(ok.error());
    return values.value(0);
}

struct Item
{
    std::optional<Value> value;
    qint64 seq = 0;
    QByteArray row;
};

qint64 valueBytes(const std::optional<Value> &value)
{
    if (!value)
        return 0;
    if (value->type() == EdmType::String)
        return value->toString().size() * 2;
    if (value->type() == EdmType::Binary)
        return value->toBinary().size();
    return 0;
}

std::string runTable(int run)
{
    return "run" + std::to_string(run);
}

} // namespace sortrows

using namespace sortrows;

// --- SortedResult
// -------------------------------------------------------------------------------------------

struct SortedResult::Private
{
    // Destroyed after the connection (members go in reverse order).
    std::unique_ptr<QTemporaryDir> dir;
    std::unique_ptr<sql::Connection> connection;
    SortSpec spec;
    qint64 size = 0;
    QString path;
    mutable std::mutex mutex;
    mutable record::Decoder decoder;
};

SortedResult::SortedResult()
    : d(std::make_unique<Private>())
{ }

SortedResult::~SortedResult() = default;

qint64 SortedResult::size() const
{
    return d->size;
}

const SortSpec &SortedResult::spec() const
{
    return d->spec;
}

QString SortedResult::databasePath() const
{
    return d->path;
}

Result<QList<Entity>> SortedResult::page(qint64 first, int count) const
{
    if (first < 0 || count < 0)
        return fail(ErrorCode::InvalidInput,
            QStringLiteral("A page of a sorted result needs a first row and a count of 0 or more"));
    QList<Entity> entities;
    if (count == 0 || first >= d->size)
        return entities;
    entities.reserve(std::min<qint64>(count, d->size - first));
    std::lock_guard lock(d->mutex);
    auto stmt = d->connection->statement("SELECT entity FROM sorted WHERE pos >= ? ORDER BY pos LIMIT ?");
    if (!stmt)
        return std::unexpected(stmt.error());
    stmt->bind(1, first);
    stmt->bind(2, count);
    while (true) {
        auto row = stmt->step();
        if (!row)
            return std::unexpected(row.error());
        if (!*row)
            break;
        auto entity = decodeRow(stmt->columnBlob(0), d->decoder);
        if (!entity)
            return std::unexpected(entity.error());
        entities.append(std::move(*entity));
    }
    return entities;
}

// --- SortedResultBuilder
// ------------------------------------------------------------------------------------

struct SortedResultBuilder::Private
{
    SortSpec spec;
    SortOptions options;
    record::Selection selection;
    std::unique_ptr<QTemporaryDir> dir;
    std::unique_ptr<sql::Connection> connection;
    QString path;
    std::vector<Item> run;
    qint64 runBytes = 0;
    qint64 count = 0;
    int runs = 0;
    bool exceeded = false;
    bool spent = false;

    void sortRun()
    {
        const SortDirection direction = spec.direction;
        std::sort(run.begin(), run.end(), [direction](const Item &a, const Item &b) {
            return goesBefore(a.value, a.seq, b.value, b.seq, direction);
        });
    }

    // Writes the sorted run as table `run<n>`.
    Status spill()
    {
        sortRun();
        const std::string table = runTable(runs);
        const std::string create = "CREATE TABLE " + table
            + " (pos INTEGER PRIMARY KEY, seq INTEGER NOT NULL, entity BLOB NOT NULL)";
        if (auto ok = connection->exec(create.c_str()); !ok)
            return ok;
        const std::string insert = "INSERT INTO " + table + " (pos, seq, entity) VALUES (?, ?, ?)";
        qint64 pos = 0;
        for (std::size_t from = 0; from < run.size(); from += RowsPerCommit) {
            sql::Transaction transaction(connection.get());
            if (auto ok = transaction.begin(); !ok)
                return ok;
            auto stmt = connection->statement(insert);
            if (!stmt)
                return std::unexpected(stmt.error());
            const std::size_t to = std::min(run.size(), from + RowsPerCommit);
            for (std::size_t i = from; i < to; ++i) {
                stmt->bind(1, pos++);
                stmt->bind(2, run[i].seq);
                stmt->bindBlob(3, run[i].row);
                if (auto ok = stmt->run(); !ok)
                    return ok;
                stmt->reset();
            }
            if (auto ok = transaction.commit(); !ok)
                return ok;
        }
        ++runs;
        run.clear();
        run.shrink_to_fit();
        runBytes = 0;
        return {};
    }

    Status writeSorted(
        const std::function<Result<bool>(QByteArray &row)> &next, const std::atomic<bool> *cancel)
    {
        if (auto ok = connection->exec("CREATE TABLE sorted (pos INTEGER PRIMARY KEY, entity BLOB NOT NULL)");
            !ok)
            return ok;
        qint64 pos = 0;
        QByteArray row;
        bool more = true;
        while (more) {
            if (cancel && cancel->load())
                return fail(ErrorCode::Cancelled, QStringLiteral("The sort was cancelled"));
            sql::Transaction transaction(connection.get());
            if (auto ok = transaction.begin(); !ok)
                return ok;
            auto stmt = connection->statement("INSERT INTO sorted (pos, entity) VALUES (?, ?)");
            if (!stmt)
                return std::unexpected(stmt.error());
            for (int i = 0; i < RowsPerCommit; ++i) {
                auto got = next(row);
                if (!got)
                    return std::unexpected(got.error());
                if (!*got) {
                    more = false;
                    break;
                }
                stmt->bind(1, pos++);
                stmt->bindBlob(2, row);
                if (auto ok = stmt->run(); !ok)
                    return ok;
                stmt->reset();
            }
            if (auto ok = transaction.commit(); !ok)
                return ok;
        }
        return {};
    }

    struct RunCursor
    {
        int run = 0;
        qint64 nextPos = 0;
        struct Row
        {
            qint64 seq;
            QByteArray entity;
            std::optional<Value> value;
        };
        std::vector<Row> rows;
        std::size_t at = 0;
    };

    // Reads the cursor's next batch; false when its run is done.
    Result<bool> refill(RunCursor &cursor)
    {
        cursor.rows.clear();
        cursor.at = 0;
        const std::string select
            = "SELECT pos, seq, entity FROM " + runTable(cursor.run) + " WHERE pos >= ? ORDER BY pos LIMIT ?";
        auto stmt = connection->statement(select);
        if (!stmt)
            return std::unexpected(stmt.error());
        stmt->bind(1, cursor.nextPos);
        stmt->bind(2, MergeBatch);
        while (true) {
            auto row = stmt->step();
            if (!row)
                return std::unexpected(row.error());
            if (!*row)
                break;
            cursor.nextPos = stmt->columnInt64(0) + 1;
            QByteArray entity = stmt->columnBlob(2).toByteArray();
            auto value = rowSortValue(entity, spec, selection);
            if (!value)
                return std::unexpected(value.error());
            cursor.rows.push_back({stmt->columnInt64(1), std::move(entity), std::move(*value)});
        }
        return !cursor.rows.empty();
    }

    Status merge(const std::atomic<bool> *cancel)
    {
        std::vector<RunCursor> cursors(runs);
        std::vector<RunCursor *> heap;
        const SortDirection direction = spec.direction;
        // std::*_heap keep the greatest first: "after" puts the next row in front.
        const auto after = [direction](const RunCursor *a, const RunCursor *b) {
            const auto &x = a->rows[a->at];
            const auto &y = b->rows[b->at];
            return goesBefore(y.value, y.seq, x.value, x.seq, direction);
        };
        for (int i = 0; i < runs; ++i) {
            cursors[i].run = i;
            auto filled = refill(cursors[i]);
            if (!filled)
                return std::unexpected(filled.error());
            if (*filled)
                heap.push_back(&cursors[i]);
        }
        std::make_heap(heap.begin(), heap.end(), after);
        auto status = writeSorted(
            [&](QByteArray &row) -> Result<bool> {
                if (heap.empty())
                    return false;
                std::pop_heap(heap.begin(), heap.end(), after);
                RunCursor *cursor = heap.back();
                row = std::move(cursor->rows[cursor->at].entity);
                if (++cursor->at == cursor->rows.size()) {
                    auto filled = refill(*cursor);
                    if (!filled)
                        return std::unexpected(filled.error());
                    if (!*filled) {
                        heap.pop_back();
                        return true;
                    }
                }
                std::push_heap(heap.begin(), heap.end(), after);
                return true;
            },
            cancel);
        if (!status)
            return status;
        for (int i = 0; i < runs; ++i) {
            const std::string drop = "DROP TABLE " + runTable(i);
            if (auto ok = connection->exec(drop.c_str()); !ok)
                return ok;
        }
        return {};
    }
};

SortedResultBuilder::SortedResultBuilder()
    : d(std::make_unique<Private>())
{ }

SortedResultBuilder::~SortedResultBuilder() = default;

Result<std::unique_ptr<SortedResultBuilder>> SortedResultBuilder::create(
    const SortSpec &spec, const SortOptions &options)
{
    if (spec.property.isEmpty())
        return fail(ErrorCode::InvalidInput, QStringLiteral("Sorting needs a property to sort by"));
    if (options.maxEntities <= 0 || options.runBytes <= 0 || options.runEntities <= 0)
        return fail(
            ErrorCode::InvalidInput, QStringLiteral("The sort's bound and run sizes must be positive"));
    std::unique_ptr<SortedResultBuilder> builder(new SortedResultBuilder);
    Private &p = *builder->d;
    p.spec = spec;
    p.options = options;
    p.selection = record::Selection(QStringList {spec.property});
    const QString base = options.tempPath.isEmpty() ? QDir::tempPath() : options.tempPath;
    p.dir = std::make_unique<QTemporaryDir>(base + QStringLiteral("/rowan-sort-XXXXXX"));
    if (!p.dir->isValid())
        return fail(ErrorCode::StoreIoError,
            QStringLiteral("Cannot make a temporary folder for sorting in %1: %2")
                .arg(base, p.dir->errorString()));
    p.path = p.dir->filePath(QStringLiteral("sort.db"));
    // A raw 256-bit key (SQLCipher's x'…' form needs no key derivation), known to this process only.
    QByteArray key(32, Qt::Uninitialized);
    QRandomGenerator::system()->generate(
        reinterpret_cast<quint32 *>(key.data()), reinterpret_cast<quint32 *>(key.data() + key.size()));
    const QString passphrase = QStringLiteral("x'%1'").arg(QString::fromLatin1(key.toHex()));
    auto connection = sql::Connection::open(p.path, sql::Connection::Mode::ReadWriteCreate, passphrase);
    if (!connection)
        return std::unexpected(connection.error());
    p.connection = std::move(*connection);
    if (auto ok = p.connection->exec(TempPragmas); !ok)
        return std::unexpected(ok.error());
    return builder;
}

Status SortedResultBuilder::add(const Entity &entity)
{
    if (d->spent)
        return fail(ErrorCode::InvalidInput, QStringLiteral("The sort was already finished"));
    if (d->exceeded)
        return fail(ErrorCode::OutOfRangeInput,
            QStringLiteral("The result has more than %1 entities").arg(d->options.maxEntities));
    if (++d->count > d->options.maxEntities) {
        d->exceeded = true;
        d->run.clear();
        return fail(ErrorCode::OutOfRangeInput,
            QStringLiteral("The result has more than %1 entities").arg(d->options.maxEntities));
    }
    Item item {sortValue(entity, d->spec.property), d->count, encodeRow(entity)};
    // The allocations' own headers count too (about 32 bytes each for the row and a string value).
    d->runBytes += item.row.size() + qint64(sizeof(Item)) + valueBytes(item.value) + 64;
    d->run.push_back(std::move(item));
    if (d->runBytes >= d->options.runBytes || qint64(d->run.size()) >= d->options.runEntities)
        return d->spill();
    return {};
}

qint64 SortedResultBuilder::count() const
{
    return d->count;
}

bool SortedResultBuilder::exceeded() const
{
    return d->exceeded;
}

const SortSpec &SortedResultBuilder::spec() const
{
    return d->spec;
}

const SortOptions &SortedResultBuilder::options() const
{
    return d->options;
}

int SortedResultBuilder::spilledRuns() const
{
    return d->runs;
}

Result<std::shared_ptr<SortedResult>> SortedResultBuilder::finish(const std::atomic<bool> *cancel)
{
    if (d->spent)
        return fail(ErrorCode::InvalidInput, QStringLiteral("The sort was already finished"));
    d->spent = true;
    if (d->exceeded)
        return fail(ErrorCode::OutOfRangeInput,
            QStringLiteral("The result has more than %1 entities").arg(d->options.maxEntities));
    if (cancel && cancel->load())
        return fail(ErrorCode::Cancelled, QStringLiteral("The sort was cancelled"));
    Status status;
    if (d->runs == 0) {
        // Everything fit in memory: the one run is the result.
        d->sortRun();
        std::size_t next = 0;
        status = d->writeSorted(
            [&](QByteArray &row) -> Result<bool> {
                if (next == d->run.size())
                    return false;
                row = std::move(d->run[next++].row);
                return true;
            },
            cancel);
        d->run.clear();
    } else {
        if (!d->run.empty())
            status = d->spill();
        if (status)
            status = d->merge(cancel);
    }
    if (!status)
        return std::unexpected(status.error());
    std::shared_ptr<SortedResult> result(new SortedResult);
    result->d->spec = d->spec;
    result->d->size = d->count;
    result->d->path = d->path;
    result->d->dir = std::move(d->dir);
    result->d->connection = std::move(d->connection);
    return result;
}

} // namespace rowan
