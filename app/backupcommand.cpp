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
        "Exit status: 0 success, 1 the store cannot be opened or the copy cannot be written, 2 usage "
        "error."));
    const QCommandLineOption store(
        QStringLiteral("store"), QStringLiteral("The store file."), QStringLiteral("PATH"));
    const QCommandLineOption to(
        QStringLiteral("to"), QStringLiteral("The copy to create (must not exist)."), QStringLiteral("FILE"));
    const QCommandLineOption passphraseFile(QStringLiteral("passphrase-file"),
        QStringLiteral("Read the store's passphrase from FILE."), QStringLiteral("FILE"));
    parser.addOptions({store, to, passphraseFile});
    if (const int rc = parseSubcommandArgs(parser, QStringLiteral("backup"), args, out, err); rc >= 0)
        return rc;
    const auto usage = [&](const QString &message) {
        err << QStringLiteral("rowan backup: %1\nTry 'rowan backup --help'.\n").arg(message);
        return 2;
    };
    if (!parser.isSet(store) || !parser.isSet(to))
        return usage(QStringLiteral("--store and --to are required"));
    if (!parser.positionalArguments().isEmpty())
        return usage(QStringLiteral("unexpected argument '%1'").arg(parser.positionalArguments().first()));
    const QString target = parser.value(to);
    if (QFileInfo::exists(target)) {
        err << QStringLiteral("rowan backup: %1 exists; a backup never overwrites a file\n").arg(target);
        return 1;
    }

    auto opened = openStoreForCli(
        parser.value(store), parser.value(passphraseFile), false, QStringLiteral("backup"), err);
    if (!opened)
        return 1;
    qint64 pages = 0;
    if (auto ok
        = opened->backupTo(target, [&pages](const QString &, qint64, qint64 total) { pages = total; });
        !ok) {
        err << QStringLiteral("rowan backup: cannot back up %1 to %2: %3\n")
                   .arg(parser.value(store), target, ok.error().message);
        return 1;
    }
    out << QStringLiteral("Backed up %1 to %2 (%3 pages, %4)\n")
               .arg(parser.value(store), target)
               .arg(pages)
               .arg(opened->isEncrypted() ? QStringLiteral("encrypted with the store's passphrase")
                                          : QStringLiteral("not encrypted, like the store"));
    return 0;
}

} // namespace rowan
