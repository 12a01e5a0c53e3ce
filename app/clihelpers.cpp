#include "clihelpers.h"

#include <rowan/store.h>

#include <QFile>

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
    if (!parser.parse(argv)) {
        err << QStringLiteral("rowan %1: %2\nTry 'rowan %1 --help'.\n").arg(name, parser.errorText());
        return 2;
    }
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

std::unique_ptr<Store> openStoreForCli(
    const QString &path, const QString &passphraseFile, bool create, const QString &command, QTextStream &err)
{
    const auto passphrase = readPassphraseFile(passphraseFile);
    if (!passphrase) {
        err << QStringLiteral("rowan %1: %2\n").arg(command, passphrase.error().message);
        return nullptr;
    }
    StoreOptions options;
    options.passphrase = *passphrase;
    options.createIfMissing = create;
    auto store = Store::open(path, options);
    if (!store) {
        err << QStringLiteral("rowan %1: cannot open %2: %3\n").arg(command, path, store.error().message);
        return nullptr;
    }
    for (const QString &warning : (*store)->openWarnings())
        err << QStringLiteral("rowan %1: warning: %2\n").arg(command, warning);
    return std::move(*store);
}

} // namespace rowan
