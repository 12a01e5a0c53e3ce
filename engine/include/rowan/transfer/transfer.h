// Moving entities in and out of files: Azure Storage Explorer's typed CSV, JSON Lines and a JSON array, both
// in the Table service's minimal-metadata form (docs/protocol.md §1). Readers and writers stream: memory
// stays constant whatever the file size (one row, one output buffer, at most one entity group transaction
// per partition being filled).
//
// Typed CSV (RFC 4180: fields with `"`, `,`, CR or LF are quoted, `"` doubled; UTF-8, an optional BOM):
//   PartitionKey,RowKey,Timestamp,Name,Name@type,Age,Age@type
//   p1,r1,2021-02-05T17:15:16.7935715Z,"Smith, Ann",Edm.String,42,Edm.Int32
// Every `X@type` column holds the EDM type name of column X for that row (Edm.String, Edm.Int32, Edm.Int64,
// Edm.Double, Edm.Boolean, Edm.DateTime, Edm.Guid, Edm.Binary; the bare names are accepted too). A row whose
// type cell is empty lacks the property when its value cell is empty too (an empty value with a type is an
// empty String). A column without a type column is untyped: its type comes from ReaderOptions::columnTypes,
// else it is a String; an empty untyped cell means "no property". Timestamp (and Timestamp@type) are read
// but ignored: the store stamps every write. Cells are typed value text (rowan/valuetext.h): written by
// formatValueText() (Int64 exact, Binary base64, DateTime with 7 fractional digits, a whole Double as "2.0")
// and read by parseValueText().
//
// JSON Lines: one entity object per line, as the Table service answers a query (`odata.etag`, `Timestamp`,
// `Name@odata.type` annotations, Int64 as an exact decimal string). A JSON array holds the same objects. Both
// are decoded with rowan/protocol/jsonentity.h, so anything the REST endpoint accepts imports.
//
// In every format only the file's first three bytes can be a byte-order mark (skipped when read, never
// written); anywhere else U+FEFF is data: a value or key starting with it keeps it, and before a JSON
// element it makes that row bad.
//
// Thread-safety: readers and writers are single-threaded objects that may be created and used on any one
// thread (e.g. a GUI's worker); the free functions are thread-safe. Cancellation is an atomic flag another
// thread may set; progress callbacks run on the thread doing the work.
#pragma once

#include "rowan/entity.h"
#include "rowan/status.h"

#include <QFile>
#include <QHash>
#include <QIODevice>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace rowan {
class Store;
class TableService;
} // namespace rowan

namespace rowan::transfer {

enum class Format { Csv, JsonLines, JsonArray };

// "csv", "jsonl", "json".
QString formatName(Format format);
// Accepts the names above (and "ndjson"); nullopt otherwise.
std::optional<Format> formatFromName(QStringView name);
// From a file name's suffix (.csv, .jsonl/.ndjson, .json); nullopt when it has none of them.
std::optional<Format> formatFromFileName(QStringView fileName);

// Where a row came from: its first physical line (1-based; a quoted field may span lines) and, when the
// problem is in one field, that field's 1-based column number and header name (0 and empty otherwise).
struct RowLocation
{
    qint64 line = 0;
    int column = 0;
    QString columnName;
};

// One rejected row: where it is, and why (the Azure error code and a message naming the problem).
struct RowError
{
    RowLocation where;
    Error error;
    // The row's keys when they could be read, else empty.
    QString partitionKey;
    QString rowKey;

    // "line 12, column 4 (Age): InvalidValueType: 'abc' is not an Edm.Int32"
    QString toString() const;
};

// The error report of an import or a copy: a CSV file (RFC 4180, UTF-8, CRLF) with the header
// `line,column,column_name,PartitionKey,RowKey,error,message` and one record per rejected row, created at the
// first one, so a run without rejected rows leaves no file. A copy names its first column `source_entity`:
// its rows are numbered by their place in the source query. Not thread-safe: add() from one thread at a
// time (the importer calls ImportOptions::rowError from one thread).
class ErrorReport
{
public:
    explicit ErrorReport(const QString &path, const QByteArray &firstColumn = QByteArrayLiteral("line"));

    // Appends `error`; after a failure to create or write the file, does nothing more (see problem()).
    void add(const RowError &error);
    void close();

    QString path() const;
    bool written() const; // the file was created (a row was rejected)
    QString problem() const; // why the file could not be written, empty when it could

private:
    QFile m_file;
    QByteArray m_firstColumn;
    QString m_problem;
    bool m_written = false;
};

// --- Values as text ----------------------------------------------------------------------------------------

// A CSV cell's text and back, by the shared rules of rowan/valuetext.h: formatValueText() (a whole Double
// keeps its ".0", so it reads back as a Double even without a type column) and parseValueText() (its
// InvalidValueType and OutOfRangeInput errors quote the text and name the type).
QString valueToText(const Value &value);
Result<Value> valueFromText(QStringView text, EdmType type);

// Guesses the EDM type of untyped text columns from sample cells (e.g. the first rows of a file, for a
// preview): the narrowest of Boolean, Int32, Int64, Double, DateTime, Guid that every non-empty sample fits,
// else String. Binary is never guessed (base64 text is also valid text), nor a Guid without dashes.
class TypeDetector
{
public:
    void add(QStringView text);
    EdmType type() const;
    qint64 samples() const { return m_samples; }

private:
    qint64 m_samples = 0;
    // Bit i set while every sample so far fits candidate i.
    quint32 m_fits = ~0u;
};

// --- Reading -------------------------------------------------------------------------------------------

struct ReaderOptions
{
    // CSV: the types of untyped columns by header name (a column with an @type column ignores this).
    QHash<QString, EdmType> columnTypes;
    // A row (a CSV record or a JSON element) longer than this is rejected as a whole file error, so a
    // missing closing quote cannot make the reader hold the rest of the file in memory.
    qint64 maxRowBytes = 8 * 1024 * 1024;
    // The keys come from a column mapping (rowan/transfer/importmapping.h): a file without a PartitionKey or
    // RowKey column (CSV) or member (JSON) is read, and such an entity's missing key is empty.
    bool keysFromMapping = false;
};

class EntityReader
{
public:
    virtual ~EntityReader() = default;

    enum class Step {
        Entity, // `entity` holds the next row
        BadRow, // the row could not be read; `error` says where and why; reading may continue
        End, // no more rows
        Failed, // the file cannot be read on (I/O error, damaged structure); `error` says why; stop
    };
    // Reads the next row. After End or Failed every call returns the same.
    virtual Step next(Entity &entity, RowError &error) = 0;
    // The line the last row returned started on.
    virtual qint64 line() const = 0;
    // Bytes consumed from the device so far (for progress against its size).
    virtual qint64 bytesRead() const = 0;
    // CSV: the header's column names (empty before the first next() and for JSON).
    virtual QStringList columns() const { return {}; }
};

// A reader for `format` over `device` (open for reading; not owned, must outlive the reader). Never null.
std::unique_ptr<EntityReader> makeReader(Format format, QIODevice *device, const ReaderOptions &options = {});

// --- Writing -------------------------------------------------------------------------------------------

class EntityWriter
{
public:
    virtual ~EntityWriter() = default;
    // Writes one entity (keys, Timestamp, properties). StoreIoError when the device fails.
    virtual Status write(const Entity &entity) = 0;
    // Ends the file (a JSON array's "]", buffered bytes). StoreIoError when the device fails.
    virtual Status finish() = 0;
};

struct WriterOptions
{
    // CSV: the user property columns, in order (PartitionKey, RowKey and Timestamp always come first; any
    // listed here are dropped). A property an entity has but the list lacks is not written; use
    // collectPropertyNames() for a table's full list.
    QStringList columns;
    // CSV: write Timestamp (Storage Explorer does); JSON always carries it with odata.etag.
    bool csvTimestamp = true;
};

// A writer for `format` onto `device` (open for writing; not owned). Never null. Output is buffered: call
// finish() before closing the device.
std::unique_ptr<EntityWriter> makeWriter(Format format, QIODevice *device, const WriterOptions &options = {});

// --- Import and export ---------------------------------------------------------------------------------

struct Progress
{
    qint64 rowsRead = 0; // rows taken from the file (good and bad)
    qint64 written = 0; // entities committed
    qint64 skipped = 0; // rows not written because the entity existed (skip-existing)
    qint64 failed = 0; // rows rejected (RowError)
    qint64 bytesDone = 0; // import: bytes of the file consumed
    qint64 bytesTotal = -1; // import: the file's size, -1 when unknown (a pipe)
    qint64 entitiesTotal = -1; // export: the table's entity count when known (an upper bound with a filter)
    qint64 elapsedMs = 0;
};
// Called with the running totals after every transaction or page, and once at the end. Runs on the working
// thread; keep it short (post to a GUI).
using ProgressCallback = std::function<void(const Progress &)>;

enum class ImportMode {
    Insert, // a key that exists is a failed row (EntityAlreadyExists)
    Replace, // insert or replace
    Merge, // insert or merge
    SkipExisting, // a key that exists is left as it is and counted as skipped
};
QString importModeName(ImportMode mode);
std::optional<ImportMode> importModeFromName(QStringView name);

struct ImportOptions
{
    ImportMode mode = ImportMode::Insert;
    bool createTable = false; // create the table when missing (else TableNotFound)
    bool stopOnError = false; // stop at the first rejected row (rows committed before it stay)
    ProgressCallback progress;
    // Each rejected row, as it happens (to write an error report); runs on the working thread.
    std::function<void(const RowError &)> rowError;
    // Set from any thread to stop after the transaction in flight.
    const std::atomic<bool> *cancel = nullptr;
    qint64 bytesTotal = -1; // the input's size for progress, when known
};

struct TransferSummary
{
    Progress totals;
    bool cancelled = false;
    bool stoppedOnError = false; // ImportOptions::stopOnError ended it
};

// Reads every row of `reader` and writes it to account/table in entity group transactions of at most 100
// operations (and 4 MiB) per partition, in file order within a partition, handed to the service several at a
// time (TableService::executeBatches: one store commit for many on an embedded store, partitions in parallel
// on a remote one), each still all-or-none. A batch refused because of one row (an
// existing key on Insert, a value over the limits, a key given twice in the file) is written again row by
// row, and the culprit reported, so no good row is lost. The reader is used on a thread the import starts
// (parsing overlaps with writing) and must not be touched until the call returns. Returns the totals, also
// when rows failed or the import was cancelled (everything committed before stays, whole). Errors (the import
// stopped): TableNotFound (without createTable), validateTableName()'s, the reader's Failed error
// (InvalidInput naming the line), the service's errors (StoreIoError, StoreBusy, AuthenticationFailed,
// ServerBusy…). Thread-safety: any thread; the service is used only through its thread-safe calls.
Result<TransferSummary> importEntities(TableService &service, const QString &account, const QString &table,
    EntityReader &reader, const ImportOptions &options = {});
// The same into an embedded store (through LocalTableService, so several batches share one store commit).
Result<TransferSummary> importEntities(Store &store, const QString &account, const QString &table,
    EntityReader &reader, const ImportOptions &options = {});

struct ExportOptions
{
    QString filter; // an OData $filter; empty: every entity
    std::optional<QStringList> select; // nullopt: every property
    ProgressCallback progress;
    const std::atomic<bool> *cancel = nullptr;
};

// The user property names of the entities `options` selects, in first-seen order (for CSV columns): the
// select list itself when given, else one pass over the table. Errors as exportEntities(); Cancelled.
Result<QStringList> collectPropertyNames(const TableService &service, const QString &account,
    const QString &table, const ExportOptions &options = {});
Result<QStringList> collectPropertyNames(
    const Store &store, const QString &account, const QString &table, const ExportOptions &options = {});

// Writes the entities matching the filter to `writer` in key order, page by page (rowan/query.h), and
// finishes the writer. Errors: InvalidInput (a filter or select that does not parse, with the position),
// TableNotFound, the store's errors, the writer's StoreIoError, Cancelled (the output is then incomplete).
// Progress::entitiesTotal comes from the service's statistics, -1 without them.
Result<TransferSummary> exportEntities(const TableService &service, const QString &account,
    const QString &table, EntityWriter &writer, const ExportOptions &options = {});
Result<TransferSummary> exportEntities(const Store &store, const QString &account, const QString &table,
    EntityWriter &writer, const ExportOptions &options = {});

// --- Copy ------------------------------------------------------------------------------------------------

struct CopyOptions
{
    // Which source entities ($filter, $select); its progress and cancel are not used (see `import`).
    QString filter;
    std::optional<QStringList> select;
    // How they are written: mode, createTable, stopOnError, progress, rowError, cancel. A RowError's line is
    // the entity's 1-based position in the source query's order.
    ImportOptions import;
};

// Copies the entities of sourceAccount/sourceTable matching the filter (in key order, page by page) into
// targetAccount/targetTable exactly as importEntities() writes a file's rows: the same batches, modes,
// row-by-row retry of a refused batch, progress and cancellation (every committed batch whole). Source and
// target may be the same service or different ones (embedded or remote). Progress::entitiesTotal is the
// source's count when it has statistics. Errors: importEntities()'s for the target; for the source,
// InvalidInput (a filter or select that does not parse), TableNotFound and the service's errors, reported
// as the copy's error (what was committed before stays). Thread-safety: any thread.
Result<TransferSummary> copyEntities(const TableService &source, const QString &sourceAccount,
    const QString &sourceTable, TableService &target, const QString &targetAccount,
    const QString &targetTable, const CopyOptions &options = {});

} // namespace rowan::transfer
