// Store::check() and Store::backupTo(): reading a whole store for damage, and copying it while in use.
#include "core/keycodec.h"
#include "core/record.h"
#include "storage/storeprivate.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRandomGenerator>

namespace rowan {

namespace {

// Runs `sql` on `c` and calls `onRow(statement)` for every row it returns. An error preparing it is returned
// as it is; an error stepping it gets "`sql`: " in front of its message when `nameStepErrors`, so a check
// stopped midway says which one met the damage.
template<typename OnRow>
Status forEachRow(sql::Connection *c, const char *sql, OnRow &&onRow, bool nameStepErrors = false)
{
    auto stmt = c->statement(sql);
    if (!stmt)
        return std::unexpected(stmt.error());
    for (;;) {
        auto row = stmt->step();
        if (!row) {
            Error e = row.error();
            if (nameStepErrors)
                e.message = QString::fromLatin1(sql) + QStringLiteral(": ") + e.message;
            return std::unexpected(e);
        }
        if (!*row)
            return {};
        onRow(*stmt);
    }
}

// Every row of a PRAGMA that answers "ok" when it finds nothing, other than "ok".
Result<QStringList> pragmaProblems(sql::Connection *c, const char *pragma, qint64 *rows = nullptr)
{
    QStringList problems;
    auto ok = forEachRow(
        c, pragma,
        [&](const sql::Statement &row) {
            if (rows)
                ++*rows;
            const QString line = row.columnText(0);
            if (line != QLatin1StringView("ok"))
                problems << line;
        },
        true);
    if (!ok)
        return std::unexpected(ok.error());
    return problems;
}

struct TableRow
{
    QString name; // "account/table"
    qint64 entityCount = 0;
    qint64 bytes = 0;
    qint64 partitionCount = 0;
};

struct Tally
{
    qint64 entityCount = 0;
    qint64 bytes = 0;
};

QString describeKey(const QByteArray &encoded)
{
    auto key = keycodec::decode(encoded);
    return key ? QLatin1Char('\'') + *key + QLatin1Char('\'') : QStringLiteral("(undecodable key)");
}

// Rowan's invariants, on one snapshot of `c`: the statistics of every table and partition equal the
// entities they count, and every stored entity decodes to the size stored with it.
Status checkInvariants(sql::Connection *c, CheckReport &report, const StoreProgress &progress)
{
    sql::Transaction snapshot(c, sql::Transaction::Kind::Read);
    if (auto ok = snapshot.begin(); !ok)
        return ok;

    QHash<qint64, TableRow> tables;
    qint64 totalEntities = 0;
    auto read = forEachRow(c,
        "SELECT t.table_id, a.name, t.name, t.entity_count, t.bytes, t.partition_count "
        "FROM tables t LEFT JOIN accounts a ON a.account_id = t.account_id",
        [&](const sql::Statement &row) {
            TableRow t {row.columnText(1) + QLatin1Char('/') + row.columnText(2), row.columnInt64(3),
                row.columnInt64(4), row.columnInt64(5)};
            totalEntities += t.entityCount;
            tables.insert(row.columnInt64(0), t);
        });
    if (!read)
        return read;
    report.tablesChecked = tables.size();

    // Partition statistics as stored, removed as the entities are counted; what is left counts nothing.
    QHash<QPair<qint64, QByteArray>, Tally> partitions;
    read = forEachRow(
        c, "SELECT table_id, pk, entity_count, bytes FROM partitions", [&](const sql::Statement &row) {
            partitions.insert({row.columnInt64(0), row.columnBlob(1).toByteArray()},
                {row.columnInt64(2), row.columnInt64(3)});
        });
    if (!read)
        return read;

    QHash<qint64, Tally> tableTallies;
    QHash<qint64, qint64> tablePartitions;
    qint64 currentTable = -1;
    QByteArray currentPk;
    Tally current;
    const auto closePartition = [&] {
        if (currentTable < 0)
            return;
        const Tally stored = partitions.take({currentTable, currentPk});
        if (stored.entityCount != current.entityCount || stored.bytes != current.bytes)
            report.problems << QStringLiteral(
                "Rowan: partition %1 of table %2 holds %3 entities of %4 bytes; "
                "its statistics say %5 entities of %6 bytes.")
                                   .arg(describeKey(currentPk), tables.value(currentTable).name)
                                   .arg(current.entityCount)
                                   .arg(current.bytes)
                                   .arg(stored.entityCount)
                                   .arg(stored.bytes);
        Tally &t = tableTallies[currentTable];
        t.entityCount += current.entityCount;
        t.bytes += current.bytes;
        ++tablePartitions[currentTable];
    };

    qint64 seen = 0;
    read = forEachRow(c, "SELECT table_id, pk, rk, size, record FROM entities ORDER BY table_id, pk, rk",
        [&](const sql::Statement &row) {
            const qint64 tableId = row.columnInt64(0);
            const QByteArrayView pk = row.columnBlob(1);
            if (tableId != currentTable || pk != currentPk) {
                closePartition();
                currentTable = tableId;
                currentPk = pk.toByteArray();
                current = {};
                if (!tables.contains(tableId))
                    report.problems << QStringLiteral(
                        "Rowan: entities belong to table id %1, which does not exist.")
                                           .arg(tableId);
            }
            const qint64 size = row.columnInt64(3);
            ++current.entityCount;
            current.bytes += size;
            auto partitionKey = keycodec::decode(pk);
            auto rowKey = keycodec::decode(row.columnBlob(2));
            if (!partitionKey || !rowKey) {
                report.problems << QStringLiteral(
                    "Rowan: an entity of table %1 has a key that does not decode.")
                                       .arg(tables.value(tableId).name);
            } else {
                Entity entity(*partitionKey, *rowKey);
                if (auto ok = c->decoder.decode(row.columnBlob(4), entity); !ok)
                    report.problems << QStringLiteral(
                        "Rowan: the record of entity (%1, %2) in table %3 does not "
                        "decode: %4")
                                           .arg(*partitionKey, *rowKey, tables.value(tableId).name,
                                               ok.error().message);
                else if (entity.storageSize() != size)
                    report.problems << QStringLiteral(
                        "Rowan: entity (%1, %2) in table %3 is %4 bytes; %5 are stored "
                        "with it.")
                                           .arg(*partitionKey, *rowKey, tables.value(tableId).name)
                                           .arg(entity.storageSize())
                                           .arg(size);
                else
                    ++report.entitiesDecoded;
            }
            if (++seen % 1000 == 0 && progress)
                progress(QStringLiteral("entities"), seen, totalEntities);
        });
    if (!read)
        return read;
    closePartition();
    if (progress)
        progress(QStringLiteral("entities"), seen, totalEntities);

    for (auto it = partitions.cbegin(); it != partitions.cend(); ++it) {
        if (it.value().entityCount != 0 || it.value().bytes != 0)
            report.problems << QStringLiteral("Rowan: partition %1 of table %2 has statistics (%3 entities) "
                                              "but no entities.")
                                   .arg(describeKey(it.key().second), tables.value(it.key().first).name)
                                   .arg(it.value().entityCount);
    }
    for (auto it = tables.cbegin(); it != tables.cend(); ++it) {
        const Tally counted = tableTallies.value(it.key());
        const qint64 partitionCount = tablePartitions.value(it.key());
        if (counted.entityCount != it->entityCount || counted.bytes != it->bytes
            || partitionCount != it->partitionCount)
            report.problems << QStringLiteral(
                "Rowan: table %1 holds %2 entities of %3 bytes in %4 partitions; "
                "its statistics say %5 entities of %6 bytes in %7 partitions.")
                                   .arg(it->name)
                                   .arg(counted.entityCount)
                                   .arg(counted.bytes)
                                   .arg(partitionCount)
                                   .arg(it->entityCount)
                                   .arg(it->bytes)
                                   .arg(it->partitionCount);
    }
    return {};
}

} // namespace

Result<CheckReport> Store::check(const StoreProgress &progress) const
{
    auto c = d->reader();
    if (!c)
        return std::unexpected(c.error());
    CheckReport report;
    // A failure that names damage is a finding, and so is any SQLite error once damage was found (SQLite's
    // integrity_check stops with a plain error on a page SQLCipher refused to decrypt); anything else (I/O,
    // busy) stops the check.
    const auto record = [&report](const Status &status) -> Status {
        if (status)
            return status;
        const ErrorCode code = status.error().code;
        if (code == ErrorCode::StoreCorrupt
            || (code == ErrorCode::InternalError && !report.problems.isEmpty())) {
            report.problems << QStringLiteral("Stopped by the damage: ") + status.error().message;
            return {};
        }
        return status;
    };
    if (d->encrypted) {
        if (progress)
            progress(QStringLiteral("pages"), 0, 0);
        auto pages = c->get()->queryInt64("PRAGMA page_count");
        auto problems = pragmaProblems(c->get(), "PRAGMA cipher_integrity_check");
        if (!problems) {
            if (auto ok = record(std::unexpected(problems.error())); !ok)
                return std::unexpected(ok.error());
        } else {
            for (const QString &line : std::as_const(*problems))
                report.problems << QStringLiteral("SQLCipher: ") + line;
            report.pagesAuthenticated = pages ? *pages - problems->size() : 0;
        }
    }
    if (progress)
        progress(QStringLiteral("integrity"), 0, 0);
    auto integrity = pragmaProblems(c->get(), "PRAGMA integrity_check");
    if (!integrity) {
        if (auto ok = record(std::unexpected(integrity.error())); !ok)
            return std::unexpected(ok.error());
    } else {
        for (const QString &line : std::as_const(*integrity))
            report.problems << QStringLiteral("SQLite: ") + line;
    }
    // Pages that fail their authentication or SQLite's structure checks are damage as surely as an error
    // met by a read: writes stop from here on, as they would after such a read.
    if (!report.problems.isEmpty())
        d->damaged.store(true, std::memory_order_relaxed);
    if (auto ok = record(checkInvariants(c->get(), report, progress)); !ok)
        return std::unexpected(ok.error());
    return report;
}

Status Store::backupTo(const QString &target, const StoreProgress &progress) const
{
    const QFileInfo info(target);
    if (info.exists())
        return fail(ErrorCode::InvalidInput,
            QStringLiteral("%1 exists; a backup never overwrites a file.").arg(target));
    const QString path = info.absoluteFilePath();
    const QString temp
        = path + QStringLiteral(".backup-") + QString::number(QRandomGenerator::system()->generate64(), 36);
    const auto removeTemp = [&temp] {
        for (const char *suffix : {"", "-wal", "-shm", "-journal"})
            QFile::remove(temp + QLatin1StringView(suffix));
    };
    Status result;
    {
        auto c = d->reader();
        if (!c)
            return std::unexpected(c.error());
        result = c->get()->backupTo(
            temp, d->options.passphrase, d->layout, [&progress](qint64 done, qint64 total) {
                if (progress)
                    progress(QStringLiteral("pages"), done, total);
            });
    }
    if (result) {
        // Prove the copy opens as a store before it takes the real name.
        StoreOptions options;
        options.passphrase = d->options.passphrase;
        options.maxIdleReaders = 1;
        auto copy = Store::open(temp, options);
        if (!copy)
            result = std::unexpected(copy.error());
    }
    if (result && QFileInfo::exists(path))
        result = fail(
            ErrorCode::InvalidInput, QStringLiteral("%1 appeared meanwhile; it was left alone.").arg(target));
    if (result && !QFile::rename(temp, path))
        result = fail(
            ErrorCode::StoreIoError, QStringLiteral("Cannot move the backup into place as %1.").arg(target));
    removeTemp();
    return result;
}

} // namespace rowan
