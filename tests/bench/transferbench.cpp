// rowan-transferbench: `rowan import`'s and `rowan export`'s engine path at scale. Writes a typed CSV of N
// rows (benchdata.h's entities, 1000 per partition), imports it into a fresh encrypted store, inserts the
// same rows with raw SQLCipher in transactions of 100 (the storage benchmark's baseline: a bare WITHOUT
// ROWID table with the store's cipher settings, pre-encoded keys and record) for the ratio, then exports the
// table to typed CSV and to JSON Lines. Prints one JSON object per figure, with the process's peak RSS after
// each phase (the raw baseline runs last, after the store is closed, so its cache does not count earlier).
//
//   rowan-transferbench [--rows 1000000] [--dir DIR]
#include "benchreport.h"
#include "core/keycodec.h"
#include "core/record.h"
#include "rowan/store.h"
#include "rowan/transfer/transfer.h"
#include "storage/storetesting.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include "benchdata.h"


#include <cstdio>

using namespace rowan;
using namespace rowan::bench;

namespace {

void report(const char *name, qint64 rows, const Stopwatch &watch, QJsonObject extra = {})
{
    extra[QStringLiteral("figure")] = QString::fromLatin1(name);
    extra[QStringLiteral("rows")] = double(rows);
    extra[QStringLiteral("seconds")] = watch.wallNs() / 1e9;
    extra[QStringLiteral("per_s")] = qRound64(rows / (watch.wallNs() / 1e9));
    extra[QStringLiteral("cpu_per_s")] = qRound64(rows / (watch.cpuNs() / 1e9));
    extra[QStringLiteral("peak_rss_mib")] = peakRssMiB(0);
    std::printf("%s\n", QJsonDocument(extra).toJson(QJsonDocument::Compact).constData());
    std::fflush(stdout);
}

template<typename T>
T check(std::expected<T, Error> r)
{
    if (!r)
        die(r.error().toString());
    return std::move(*r);
}

void check(const Status &s)
{
    if (!s)
        die(s.error().toString());
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption rowsOption(QStringLiteral("rows"), QStringLiteral("Rows (default 1000000)."),
        QStringLiteral("N"), QStringLiteral("1000000"));
    const QCommandLineOption dirOption(QStringLiteral("dir"),
        QStringLiteral("Work directory (default: a temporary one)."), QStringLiteral("DIR"));
    parser.addOptions({rowsOption, dirOption});
    parser.process(app);
    const qint64 rows = parser.value(rowsOption).toLongLong();
    QTemporaryDir temp;
    const QString dir = parser.isSet(dirOption) ? parser.value(dirOption) : temp.path();

    // 1. The typed CSV, written by the CSV writer (as `rowan export` would).
    const QString csvPath = dir + QStringLiteral("/bench.csv");
    {
        QFile file(csvPath);
        if (!file.open(QIODevice::WriteOnly))
            die(file.errorString());
        Stopwatch watch;
        watch.start();
        check(writeEntitiesCsv(&file, rows));
        watch.stop();
        report("generate_csv", rows, watch, {{QStringLiteral("bytes"), double(file.size())}});
    }

    // The reader alone (parsing and typing, no store): the part of the import that overlaps with writing.
    {
        QFile file(csvPath);
        if (!file.open(QIODevice::ReadOnly))
            die(file.errorString());
        auto reader = transfer::makeReader(transfer::Format::Csv, &file);
        Entity entity;
        transfer::RowError error;
        qint64 read = 0;
        Stopwatch watch;
        watch.start();
        while (reader->next(entity, error) == transfer::EntityReader::Step::Entity)
            ++read;
        watch.stop();
        if (read != rows)
            die(QStringLiteral("read %1 of %2 rows: %3").arg(read).arg(rows).arg(error.toString()));
        report("read_csv_only", rows, watch);
    }

    // 2. Import into an encrypted store.
    const QString storePath = dir + QStringLiteral("/bench.rowan");
    StoreOptions storeOptions;
    storeOptions.passphrase = Passphrase;
    storeOptions.createIfMissing = true;
    auto store = check(Store::open(storePath, storeOptions));
    {
        QFile file(csvPath);
        if (!file.open(QIODevice::ReadOnly))
            die(file.errorString());
        auto reader = transfer::makeReader(transfer::Format::Csv, &file);
        transfer::ImportOptions options;
        options.createTable = true;
        Stopwatch watch;
        watch.start();
        auto summary = check(transfer::importEntities(*store, AccountName, Table, *reader, options));
        watch.stop();
        if (summary.totals.written != rows)
            die(QStringLiteral("imported %1 of %2 rows").arg(summary.totals.written).arg(rows));
        report("import_csv", rows, watch);
    }

    // The export runs on a store opened afresh, as `rowan export` would (the import's writer cache gone).
    store.reset();
    storeOptions.createIfMissing = false;
    store = check(Store::open(storePath, storeOptions));

    // 3. Export to typed CSV (with the pass that collects the columns) and to JSON Lines.
    for (const auto format : {transfer::Format::Csv, transfer::Format::JsonLines}) {
        QFile file(dir + QStringLiteral("/export.") + transfer::formatName(format));
        if (!file.open(QIODevice::WriteOnly))
            die(file.errorString());
        Stopwatch watch;
        watch.start();
        transfer::WriterOptions options;
        if (format == transfer::Format::Csv)
            options.columns = check(transfer::collectPropertyNames(*store, AccountName, Table));
        auto writer = transfer::makeWriter(format, &file, options);
        auto summary = check(transfer::exportEntities(*store, AccountName, Table, *writer));
        watch.stop();
        if (summary.totals.written != rows)
            die(QStringLiteral("exported %1 of %2 rows").arg(summary.totals.written).arg(rows));
        report(format == transfer::Format::Csv ? "export_csv" : "export_jsonl", rows, watch,
            {{QStringLiteral("bytes"), double(file.size())}});
        file.remove();
    }
    // 4. Raw SQLCipher: the same rows, encoded outside the clock, in transactions of 100.
    {
        const QString rawPath = dir + QStringLiteral("/raw.db");
        store.reset(); // its page cache would count against the baseline
        auto raw = check(testing::RawTable::create(rawPath, Passphrase, storeOptions.cacheSizeKiB));
        Stopwatch watch;
        const qint64 ts = DateTime::now().ticks();
        QList<testing::RawRow> batch;
        for (qint64 first = 0; first < rows; first += BatchSize) {
            batch.clear();
            for (qint64 i = first; i < std::min(rows, first + BatchSize); ++i) {
                const Entity e = makeEntity(i);
                batch.append(testing::RawRow {keycodec::encode(e.partitionKey()),
                    keycodec::encode(e.rowKey()), ts, e.storageSize(), record::encode(e)});
            }
            watch.start();
            check(raw->insert(batch));
            watch.stop();
        }
        report("raw_sqlcipher_insert", rows, watch);
        raw.reset();
        for (const char *suffix : {"", "-wal", "-shm"})
            QFile::remove(rawPath + QLatin1String(suffix));
    }

    return 0;
}
