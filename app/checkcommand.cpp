// `rowan check`: reads a whole store for damage (SQLCipher's page authentication, SQLite's integrity check,
// Rowan's invariants) and says what it found, with an exit status scripts can act on.
#include "clihelpers.h"
#include "subcommand.h"

#include <rowan/store.h>

#include <QCommandLineParser>

namespace rowan {

namespace {
constexpr int ExitSound = 0;
constexpr int ExitCannotCheck = 1;
constexpr int ExitUsage = 2;
constexpr int ExitDamaged = 3;
static_assert(ExitUsage == 2, "parseStoreCommandArgs() returns 2 for a usage error");
} // namespace

int runCheckCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Reads the whole store and reports damage: every page's authentication code (SQLCipher's "
        "cipher_integrity_check, for an encrypted store), SQLite's integrity_check, and Rowan's own "
        "invariants (each table's and partition's statistics equal the entities they count; every key and "
        "record decodes). A store served by another process (rowan serve) is locked: stop it first, or check "
        "a "
        "copy made with rowan backup.\n"
        "Exit status: 0 the store is sound, 1 the check could not run (wrong passphrase, not a store, I/O "
        "error), 2 usage error, 3 damage found (each problem is printed)."));
    StoreCommandSpec spec;
    spec.name = QStringLiteral("check");
    spec.withTable = false;
    const auto common = parseStoreCommandArgs(parser, spec, args, out, err);
    if (!common)
        return common.error();

    const QString &path = common->store;
    StoreOptions options;
    options.maxIdleReaders = 1;
    options.readOnly = true;
    auto opened = openStoreReporting(path, common->passphraseFile, options, spec.name, err);
    if (!opened) {
        if (opened.error().code != ErrorCode::StoreCorrupt)
            return ExitCannotCheck;
        out << QStringLiteral("%1: damaged (it cannot be opened)\n").arg(path);
        return ExitDamaged;
    }
    auto report = (*opened)->check();
    if (!report) {
        err << QStringLiteral("rowan check: the check stopped: %1\n").arg(report.error().message);
        return ExitCannotCheck;
    }
    const QString counts = QStringLiteral("%1 pages authenticated, %2 tables, %3 entities decoded")
                               .arg(report->pagesAuthenticated)
                               .arg(report->tablesChecked)
                               .arg(report->entitiesDecoded);
    if (report->isSound() && (*opened)->openWarnings().isEmpty()) {
        out << QStringLiteral("%1: sound (%2)\n").arg(path, counts);
        return ExitSound;
    }
    for (const QString &problem : std::as_const(report->problems))
        out << problem << '\n';
    out << QStringLiteral("%1: damaged: %2 problems (%3)%4\n")
               .arg(path)
               .arg(report->problems.size() + (*opened)->openWarnings().size())
               .arg(counts,
                   report->isSound() ? QStringLiteral("; the store's log was damaged, see the warning above")
                                     : QString());
    return ExitDamaged;
}

} // namespace rowan
