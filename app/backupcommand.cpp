// `rowan backup`: a consistent copy of a store, taken while it may be in use by this process, encrypted like
// the store, and proven to open before it takes its name.
#include "clihelpers.h"
#include "subcommand.h"

#include <rowan/store.h>

#include <QCommandLineParser>
#include <QFileInfo>

namespace rowan {

int runBackupCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Copies the store to FILE with SQLite's online backup API: one consistent snapshot, encrypted with "
        "the store's passphrase (an unencrypted store gives an unencrypted copy). The copy is written under "
        "a "
        "temporary name and renamed to FILE only after it has been reopened and verified; an existing FILE "
        "is never overwritten. Open the copy like any store to restore it.\n"
        "The store is read, never written: its files stay as they were.\n"
        "Exit status: 0 success, 1 the store cannot be opened or the copy cannot be written, or the copy "
        "lacks committed transactions of a damaged log (a warning says which), 2 usage error."));
    const QCommandLineOption to(
        QStringLiteral("to"), QStringLiteral("The copy to create (must not exist)."), QStringLiteral("FILE"));
    StoreCommandSpec spec;
    spec.name = QStringLiteral("backup");
    spec.withTable = false;
    spec.options = {to};
    spec.required = {QStringLiteral("to")};
    const auto common = parseStoreCommandArgs(parser, spec, args, out, err);
    if (!common)
        return common.error();
    const QString target = parser.value(to);
    if (QFileInfo::exists(target)) {
        err << QStringLiteral("rowan backup: %1 exists; a backup never overwrites a file\n").arg(target);
        return 1;
    }

    auto opened = openStoreForCli(*common, StoreAccess::ReadOnly, err);
    if (!opened)
        return 1;
    qint64 pages = 0;
    if (auto ok
        = opened->backupTo(target, [&pages](const QString &, qint64, qint64 total) { pages = total; });
        !ok) {
        err << QStringLiteral("rowan backup: cannot back up %1 to %2: %3\n")
                   .arg(common->store, target, ok.error().message);
        return 1;
    }
    out << QStringLiteral("Backed up %1 to %2 (%3 pages, %4)\n")
               .arg(common->store, target)
               .arg(pages)
               .arg(opened->isEncrypted() ? QStringLiteral("encrypted with the store's passphrase")
                                          : QStringLiteral("not encrypted, like the store"));
    return exitStatusAfterReading(*opened, 0, spec.name, err);
}

} // namespace rowan
