// Small pieces the headless subcommands share.
#pragma once

#include <rowan/status.h>

#include <QCommandLineParser>
#include <QString>
#include <QTextStream>

#include <memory>

namespace rowan {

class Store;

// The passphrase in `path`: the file's first line, without its line ending. An empty path gives an empty
// passphrase (an unencrypted store). InvalidInput naming the file when it cannot be read.
Result<QString> readPassphraseFile(const QString &path);

// Parses `args` for subcommand `name`; on --help prints the help to `out` and returns 0, on an error prints
// it to `err` and returns 2; returns -1 when the caller should go on.
int parseSubcommandArgs(QCommandLineParser &parser, const QString &name, const QStringList &args,
    QTextStream &out, QTextStream &err);

// Opens the store with the passphrase from `passphraseFile`, printing a clear error on failure and the
// store's open warnings (Store::openWarnings(), e.g. a damaged log kept aside) on `err`.
std::unique_ptr<Store> openStoreForCli(const QString &path, const QString &passphraseFile, bool create,
    const QString &command, QTextStream &err);

} // namespace rowan
