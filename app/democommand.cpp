// `rowan demo PATH`: a new store holding the table design guide's examples.
#include "clihelpers.h"
#include "rowan/demo.h"
#include "subcommand.h"

#include <rowan/store.h>

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFileInfo>

namespace rowan {

int runDemoCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Creates a store at PATH with one table per design pattern of the Azure table design guide: "
        "Employees, EmployeeIndex, Organization, EmployeeExpense, Marathon and MessageStats."));
    parser.addPositionalArgument(QStringLiteral("PATH"), QStringLiteral("The store file to create."));
    const QCommandLineOption passphraseFile(QStringLiteral("passphrase-file"),
        QStringLiteral("Encrypt the store with the passphrase in FILE."), QStringLiteral("FILE"));
    parser.addOption(passphraseFile);
    if (const int rc = parseSubcommandArgs(parser, QStringLiteral("demo"), args, out, err); rc >= 0)
        return rc;
    if (parser.positionalArguments().size() != 1) {
        err << QStringLiteral("rowan demo: expected one PATH\nTry 'rowan demo --help'.\n");
        return 2;
    }
    const QString path = parser.positionalArguments().first();
    if (QFileInfo::exists(path)) {
        err << QStringLiteral("rowan demo: %1 already exists; choose a new path\n").arg(path);
        return 1;
    }
    QElapsedTimer timer;
    timer.start();
    auto store = openStoreForCli(
        path, parser.value(passphraseFile), StoreAccess::Create, QStringLiteral("demo"), err);
    if (!store)
        return 1;
    const auto summary = populateDemoStore(*store);
    if (!summary) {
        err << QStringLiteral("rowan demo: %1\n").arg(summary.error().toString());
        return 1;
    }
    out << QStringLiteral("Created %1 (%2) with %3 entities in %4 tables (%5) in %6 ms.\n")
               .arg(
                   path, store->isEncrypted() ? QStringLiteral("encrypted") : QStringLiteral("not encrypted"))
               .arg(summary->entities)
               .arg(summary->tables.size())
               .arg(summary->tables.join(QStringLiteral(", ")))
               .arg(timer.elapsed());
    return 0;
}

} // namespace rowan
