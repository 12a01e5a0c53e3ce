// The data both benchmark suites write: one table of small entities of five types, 1000 per partition.
#pragma once

#include "support/teststore.h"

#include <rowan/account.h>
#include <rowan/entity.h>
#include <rowan/store.h>
#include <rowan/transfer/transfer.h>

#include <QElapsedTimer>
#include <QFile>
#include <QString>

#include <cmath>
#include <cstdio>
#include <ctime>

#include <sys/resource.h>

namespace rowan::bench {

// CPU time of the whole process (all threads), in nanoseconds.
inline qint64 processCpuNs()
{
    timespec ts {};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return qint64(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

// The process's peak resident memory so far, in MiB rounded to `decimals` places.
inline double peakRssMiB(int decimals = 1)
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    const double scale = std::pow(10.0, decimals);
    return std::round(double(usage.ru_maxrss) / 1024.0 * scale) / scale;
}

// Wall-clock and process CPU time between start() and stop(), accumulated over every start/stop pair. The
// CPU figure stays meaningful on a machine busy with other work, where the wall-clock one does not.
class Stopwatch
{
public:
    void start()
    {
        m_wall.start();
        m_cpuStart = processCpuNs();
    }
    void stop()
    {
        m_wallNs += m_wall.nsecsElapsed();
        m_cpuNs += processCpuNs() - m_cpuStart;
    }
    qint64 wallNs() const { return m_wallNs; }
    qint64 cpuNs() const { return m_cpuNs; }

private:
    QElapsedTimer m_wall;
    qint64 m_cpuStart = 0;
    qint64 m_wallNs = 0;
    qint64 m_cpuNs = 0;
};

inline const QString AccountName = QString::fromLatin1(DevelopmentAccountName);
inline const QString Table = QStringLiteral("Bench");
inline const QString Passphrase = QStringLiteral("rowan-bench passphrase");
inline constexpr int PartitionSize = 1000;
inline constexpr int BatchSize = 100;

inline QString partitionKey(qint64 i)
{
    return QStringLiteral("p%1").arg(i / PartitionSize, 6, 10, QLatin1Char('0'));
}

inline QString rowKey(qint64 i)
{
    return QStringLiteral("r%1").arg(i, 9, 10, QLatin1Char('0'));
}

// A typical small entity: six properties of five types, about 150 bytes by the service's size formula.
// Age is i % 90, so `Age lt 9` matches exactly one in ten.
inline Entity makeEntity(qint64 i)
{
    Entity e(partitionKey(i), rowKey(i));
    e.setProperty(QStringLiteral("Name"), Value::string(QStringLiteral("customer-%1").arg(i)));
    e.setProperty(QStringLiteral("Age"), Value::int32(int(i % 90)));
    e.setProperty(QStringLiteral("Score"), Value::float64(double(i) * 0.5));
    e.setProperty(QStringLiteral("Total"), Value::int64(i * 1000003));
    e.setProperty(QStringLiteral("Active"), Value::boolean(i % 2 == 0));
    e.setProperty(
        QStringLiteral("Since"), Value::dateTime(DateTime(DateTime::UnixEpochTicks + i * 10'000'000)));
    return e;
}

// makeEntity()'s properties, in order: the columns of the typed CSV writeEntitiesCsv() writes.
inline const QStringList EntityColumns {QStringLiteral("Name"), QStringLiteral("Age"),
    QStringLiteral("Score"), QStringLiteral("Total"), QStringLiteral("Active"), QStringLiteral("Since")};

// Writes entities [0, n) of makeEntity() to `device` as typed CSV, as `rowan export` would. Errors: the
// writer's.
inline Status writeEntitiesCsv(QIODevice *device, qint64 n)
{
    transfer::WriterOptions options;
    options.columns = EntityColumns;
    options.csvTimestamp = false;
    auto writer = transfer::makeWriter(transfer::Format::Csv, device, options);
    for (qint64 i = 0; i < n; ++i) {
        if (auto ok = writer->write(makeEntity(i)); !ok)
            return ok;
    }
    return writer->finish();
}

// Fills the existing `table` of `store` with entities [0, n) of makeEntity(), as TestStoreBuilder writes
// them: one store commit per 10,000 entities instead of one per 100, which is what makes a 10 M store quick
// to build. Reports progress on stderr every million entities, prefixed with `tag`. Errors: the store's, or
// the first failing batch's.
inline Status fillTable(Store &store, const QString &table, qint64 n, const char *tag)
{
    return TestStoreBuilder::insert(store, table, n, makeEntity, [n, tag](qint64 written) {
        if (written % 1'000'000 == 0 && written < n)
            std::fprintf(stderr, "%s: %lld entities loaded\n", tag, static_cast<long long>(written));
    });
}

// The encrypted store at `path` (created when missing) with the benchmark table holding exactly `n`
// entities: a table of another size is made again and filled. `fillSeconds` (may be null) gets the time the
// filling took, or -1 when the table was there already.
inline Result<std::unique_ptr<Store>> openBenchStore(
    const QString &path, qint64 n, const char *tag, double *fillSeconds = nullptr)
{
    StoreOptions options;
    options.passphrase = Passphrase;
    options.createIfMissing = true;
    auto store = Store::open(path, options);
    if (!store)
        return std::unexpected(store.error());
    if (fillSeconds)
        *fillSeconds = -1;
    Result<TableInfo> info = (*store)->table(AccountName, Table);
    if (info && info->stats.entityCount == n)
        return store;
    if (info)
        (void)(*store)->deleteTable(AccountName, Table);
    if (auto created = (*store)->createTable(AccountName, Table); !created)
        return std::unexpected(created.error());
    QElapsedTimer clock;
    clock.start();
    if (auto filled = fillTable(**store, Table, n, tag); !filled)
        return std::unexpected(filled.error());
    if (fillSeconds)
        *fillSeconds = clock.nsecsElapsed() / 1e9;
    return store;
}

// A field of /proc/self/status in kB ("VmHWM:"), or -1.
inline qint64 procStatusKb(const char *field)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith(field))
            return line.mid(qstrlen(field)).trimmed().split(' ').first().toLongLong();
    }
    return -1;
}

// Makes VmHWM the current resident size, so that the next reading is the peak of what follows.
inline void resetPeakRss()
{
    QFile clear(QStringLiteral("/proc/self/clear_refs"));
    if (clear.open(QIODevice::WriteOnly))
        clear.write("5");
}

} // namespace rowan::bench
