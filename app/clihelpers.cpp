#include "clihelpers.h"

#include <rowan/safety.h>
#include <rowan/store.h>

#include <QFile>
#include <QFileInfo>

#include <unistd.h>

namespace rowan {

Result<QString> readPassphraseFile(const QString &path)
{
    if (path.isEmpty())
        return QString();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(ErrorCode::InvalidInput,
            QStringLiteral("cannot read the passphrase file %1: %2").arg(path, file.errorString()));
    QByteArray line = file.readLine(64 * 1024);
    while (line.endsWith('\n') || line.endsWith('\r'))
        line.chop(1);
    return QString::fromUtf8(line);
}

int parseSubcommandArgs(QCommandLineParser &parser, const QString &name, const QStringList &args,
    QTextStream &out, QTextStream &err)
{
    const QCommandLineOption help(
        {QStringLiteral("h"), QStringLiteral("help")}, QStringLiteral("Show this help."));
    parser.addOption(help);
    QStringList argv = args;
    argv.prepend(QStringLiteral("rowan ") + name);
    if (!parser.parse(argv))
        return usageError(err, name, parser.errorText());
    if (parser.isSet(help)) {
        // QCommandLineParser names the binary's path; say what the user types instead.
        QString text = parser.helpText();
        const qsizetype options = text.indexOf(QLatin1String(" [options]"));
        if (text.startsWith(QLatin1String("Usage: ")) && options > 0)
            text.replace(7, options - 7, QStringLiteral("rowan ") + name);
        out << text;
        return 0;
    }
    return -1;
}

int usageError(QTextStream &err, const QString &command, const QString &message)
{
    err << QStringLiteral("rowan %1: %2\nTry 'rowan %1 --help'.\n").arg(command, message);
    return 2;
}

std::expected<StoreCommandArgs, int> parseStoreCommandArgs(QCommandLineParser &parser,
    const StoreCommandSpec &spec, const QStringList &args, QTextStream &out, QTextStream &err)
{
    const QCommandLineOption store(
        QStringLiteral("store"), QStringLiteral("The store file."), QStringLiteral("PATH"));
    const QCommandLineOption table(
        QStringLiteral("table"), QStringLiteral("The table."), QStringLiteral("T"));
    const QCommandLineOption account(QStringLiteral("account"),
        QStringLiteral("The account (default devstoreaccount1)."), QStringLiteral("NAME"),
        QStringLiteral("devstoreaccount1"));
    const QCommandLineOption passphraseFile(QStringLiteral("passphrase-file"),
        QStringLiteral("Read the store's passphrase from FILE."), QStringLiteral("FILE"));
    const QCommandLineOption connection(QStringLiteral("connection"),
        QStringLiteral("Instead of --store: the explorer's saved connection of this name."),
        QStringLiteral("NAME"));
    const QCommandLineOption journalPassphraseFile(QStringLiteral("journal-passphrase-file"),
        QStringLiteral("With --connection where no keychain keeps the key of its change journal: read the "
                       "journal's passphrase from FILE."),
        QStringLiteral("FILE"));
    const QCommandLineOption connectionString(QStringLiteral("connection-string"),
        QStringLiteral("Instead of --store: an Azure Storage connection string or a SAS URL (also read from "
                       "ROWAN_CONNECTION_STRING when neither --store nor --connection is given)."),
        QStringLiteral("TEXT"));
    parser.addOption(store);
    if (spec.connections)
        parser.addOptions({connection, connectionString});
    if (spec.withTable)
        parser.addOptions({table, account});
    parser.addOptions(spec.options);
    parser.addOption(passphraseFile);
    if (spec.connections)
        parser.addOption(journalPassphraseFile);
    parser.addOptions(spec.laterOptions);
    if (const int rc = parseSubcommandArgs(parser, spec.name, args, out, err); rc >= 0)
        return std::unexpected(rc);

    const int places = int(parser.isSet(store)) + (spec.connections ? int(parser.isSet(connection)) + int(parser.isSet(connectionString)) : 0);
    if (places > 1)
        return std::unexpected(usageError(err, spec.name,
            QStringLiteral("give one of --store, --connection and --connection-string")));
    const QString fromEnvironment = spec.connections && places == 0
        ? qEnvironmentVariable("ROWAN_CONNECTION_STRING")
        : QString();
    const bool viaConnection = spec.connections
        && (parser.isSet(connection) || parser.isSet(connectionString) || !fromEnvironment.isEmpty());
    QStringList required;
    if (!viaConnection)
        required.append(spec.connections ? QStringLiteral("store (or --connection)") : QStringLiteral("store"));
    if (spec.withTable)
        required.append(QStringLiteral("table"));
    required += spec.required;
    bool missing = false;
    QStringList names;
    for (const QString &name : std::as_const(required)) {
        missing = missing || !parser.isSet(name.section(QLatin1Char(' '), 0, 0));
        names.append(QStringLiteral("--") + name);
    }
    if (missing) {
        const QString message = names.size() == 1
            ? QStringLiteral("%1 is required").arg(names.first())
            : QStringLiteral("%1 and %2 are required")
                  .arg(names.first(names.size() - 1).join(QStringLiteral(", ")), names.last());
        return std::unexpected(usageError(err, spec.name, message));
    }
    if (!spec.takesArguments && !parser.positionalArguments().isEmpty())
        return std::unexpected(usageError(err, spec.name,
            QStringLiteral("unexpected argument '%1'").arg(parser.positionalArguments().first())));

    StoreCommandArgs parsed;
    parsed.command = spec.name;
    parsed.store = parser.value(store);
    if (spec.withTable) {
        parsed.table = parser.value(table);
        // A connection serves its own account unless one is named.
        parsed.account = viaConnection && !parser.isSet(account) ? QString() : parser.value(account);
    }
    parsed.passphraseFile = parser.value(passphraseFile);
    if (spec.connections) {
        parsed.connection = parser.value(connection);
        parsed.connectionString = parser.isSet(connectionString) ? parser.value(connectionString) : fromEnvironment;
        parsed.journalPassphraseFile = parser.value(journalPassphraseFile);
    }
    return parsed;
}

Result<std::unique_ptr<Store>> openStoreReporting(const QString &path, const QString &passphraseFile,
    StoreOptions options, const QString &command, QTextStream &err)
{
    const auto passphrase = readPassphraseFile(passphraseFile);
    if (!passphrase) {
        err << QStringLiteral("rowan %1: %2\n").arg(command, passphrase.error().message);
        return std::unexpected(passphrase.error());
    }
    options.passphrase = *passphrase;
    auto store = Store::open(path, options);
    if (!store) {
        err << QStringLiteral("rowan %1: cannot open %2: %3\n").arg(command, path, store.error().message);
        return store;
    }
    for (const QString &warning : (*store)->openWarnings())
        err << QStringLiteral("rowan %1: warning: %2\n").arg(command, warning);
    return store;
}

std::unique_ptr<Store> openStoreForCli(const QString &path, const QString &passphraseFile, StoreAccess access,
    const QString &command, QTextStream &err)
{
    StoreOptions options;
    options.createIfMissing = access == StoreAccess::Create;
    options.readOnly = access == StoreAccess::ReadOnly;
    auto store = openStoreReporting(path, passphraseFile, options, command, err);
    return store ? std::move(*store) : nullptr;
}

std::unique_ptr<Store> openStoreForCli(const StoreCommandArgs &args, StoreAccess access, QTextStream &err)
{
    return openStoreForCli(args.store, args.passphraseFile, access, args.command, err);
}

int exitStatusAfterReading(const Store &store, int status, const QString &command, QTextStream &err)
{
    if (status != 0 || store.droppedCommits() == 0)
        return status;
    err << QStringLiteral("rowan %1: the output lacks %2 committed transactions of the damaged log (see the "
                          "warning above)\n")
               .arg(command)
               .arg(store.droppedCommits());
    return 1;
}

bool confirmWrite(const SafetyProfile &safety, const QString &place, const QString &command,
    const QString &account, const QString &table, const QString &what, bool yes, QTextStream &err)
{
    if (safety.level != SafetyLevel::ConfirmWrites || yes)
        return true;
    const QString label = safety.label.isEmpty() ? QString() : QStringLiteral("[%1] ").arg(safety.label);
    const QString subject = QStringLiteral("%1%2 (account %3, table %4)").arg(label, place, account, table);
    if (!isatty(STDIN_FILENO)) {
        err << QStringLiteral("rowan %1: %2 asks before every write; give --yes to %3 without being asked\n")
                   .arg(command, subject, what);
        return false;
    }
    err << QStringLiteral("rowan %1: %2 asks before every write.\nType the table's name (%3) to %4: ")
               .arg(command, subject, table, what);
    err.flush();
    QTextStream in(stdin);
    const QString answer = in.readLine().trimmed();
    if (answer == table)
        return true;
    err << QStringLiteral("rowan %1: not confirmed; nothing was written\n").arg(command);
    return false;
}

bool confirmStoreWrite(const Store &store, const QString &command, const QString &account,
    const QString &table, const QString &what, bool yes, QTextStream &err)
{
    return confirmWrite(store.safetyProfile(),
        QStringLiteral("the store %1").arg(QFileInfo(store.path()).fileName()), command, account, table, what,
        yes, err);
}

std::optional<transfer::Format> transferFormat(const QString &given, bool isGiven, const QString &path)
{
    if (isGiven)
        return transfer::formatFromName(given);
    if (path != u"-")
        if (const auto f = transfer::formatFromFileName(path))
            return f;
    return transfer::Format::Csv;
}

} // namespace rowan
