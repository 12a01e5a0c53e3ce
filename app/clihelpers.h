// Small pieces the headless subcommands share.
#pragma once

#include <rowan/safety.h>
#include <rowan/status.h>
#include <rowan/storeoptions.h>
#include <rowan/transfer/transfer.h>

#include <QCommandLineParser>
#include <QList>
#include <QString>
#include <QTextStream>

#include <expected>
#include <memory>
#include <optional>

namespace rowan {

class Store;

// The exit code of a command that Ctrl+C stopped part-way: 128 + SIGINT, as shells report it.
inline constexpr int InterruptedExitCode = 130;

// The passphrase in `path`: the file's first line, without its line ending. An empty path gives an empty
// passphrase (an unencrypted store). InvalidInput naming the file when it cannot be read.
Result<QString> readPassphraseFile(const QString &path);

// Parses `args` for subcommand `name`; on --help prints the help to `out` and returns 0, on an error prints
// it to `err` and returns 2; returns -1 when the caller should go on.
int parseSubcommandArgs(QCommandLineParser &parser, const QString &name, const QStringList &args,
    QTextStream &out, QTextStream &err);

// Prints "rowan NAME: message" and the pointer to --help on `err`; returns 2, the usage error's exit code.
int usageError(QTextStream &err, const QString &command, const QString &message);

// Whether a command may write to `table` (of `account`) in what `safety` guards (`place`: "the store
// orders.rowan", "the connection Staging"): always below SafetyLevel::ConfirmWrites (a read-only store or
// connection refuses the write itself); at that level with `yes`, or once the user types the table's name
// on an interactive terminal. Prints the question and, when it may not, why, on `err`.
bool confirmWrite(const SafetyProfile &safety, const QString &place, const QString &command,
    const QString &account, const QString &table, const QString &what, bool yes, QTextStream &err);
// confirmWrite() for a store file.
bool confirmStoreWrite(const Store &store, const QString &command, const QString &account,
    const QString &table, const QString &what, bool yes, QTextStream &err);

// The file format of `rowan import`/`export`: the --format value when given (nullopt when it names no
// format), else the one the file's suffix names, else CSV (also for "-", standard input or output).
std::optional<transfer::Format> transferFormat(const QString &given, bool isGiven, const QString &path);

// What a subcommand over one store takes besides the options they all share: --store PATH, and with
// `withTable` --table T and --account NAME (default devstoreaccount1), and --passphrase-file FILE.
struct StoreCommandSpec
{
    QString name; // the subcommand, e.g. "query"
    bool withTable = true; // --table (then required) and --account
    // The subcommand's own options: `options` listed after --store, --table and --account, `laterOptions`
    // after --passphrase-file, so that --help reads in the order the subcommand means.
    QList<QCommandLineOption> options;
    QList<QCommandLineOption> laterOptions;
    // Further options it cannot run without; the usage error names them after --store (and --table).
    QStringList required;
    // Positional arguments are the subcommand's to check; otherwise any is a usage error.
    bool takesArguments = false;
    // --connection NAME (an explorer's saved connection, openServiceForCli()) or --connection-string TEXT
    // (or ROWAN_CONNECTION_STRING) in place of --store, and --journal-passphrase-file for a saved
    // connection's change journal where no keychain answers. A connection's account is its own unless
    // --account names one (StoreCommandArgs::account is then empty).
    bool connections = false;
};

// The shared options' values, as given.
struct StoreCommandArgs
{
    QString command; // the subcommand's name, for messages
    QString store;
    QString table; // empty without StoreCommandSpec::withTable
    QString account; // empty without StoreCommandSpec::withTable, or for a connection's own account
    QString passphraseFile; // empty: no passphrase (an unencrypted store)
    QString connection; // with StoreCommandSpec::connections: the saved connection given instead of a store
    QString connectionString; // or a connection string or SAS URL (--connection-string, ROWAN_CONNECTION_STRING)
    QString journalPassphraseFile; // its journal's passphrase, where no keychain keeps the journal's key
};

// Adds the shared options and `spec`'s to `parser` and parses `args` (parseSubcommandArgs()), then checks
// that the required options are set and, unless the subcommand takes them, that there are no positional
// arguments. Returns the shared options' values, or the exit code the subcommand returns at once: 0 after
// printing the help on `out`, 2 after printing a usage error on `err`.
std::expected<StoreCommandArgs, int> parseStoreCommandArgs(QCommandLineParser &parser,
    const StoreCommandSpec &spec, const QStringList &args, QTextStream &out, QTextStream &err);

// Opens the store with the passphrase from `passphraseFile` and `options`. On failure prints a clear error
// on `err` ("rowan COMMAND: cannot open PATH: …") and returns the error (InvalidInput when the passphrase
// file cannot be read, else Store::open()'s); on success prints the store's open warnings
// (Store::openWarnings(), e.g. a damaged log kept aside) on `err`.
Result<std::unique_ptr<Store>> openStoreReporting(const QString &path, const QString &passphraseFile,
    StoreOptions options, const QString &command, QTextStream &err);

// How a command uses its store: a command that only looks opens it read-only (StoreOptions::readOnly), so
// the store, its -wal and its -shm stay byte for byte as they were, even after a crash left a log to
// recover; a command that writes opens it for writing, or creates it when missing.
enum class StoreAccess { ReadOnly, Write, Create };

// openStoreReporting() with the default options for `access`; nullptr on failure.
std::unique_ptr<Store> openStoreForCli(const QString &path, const QString &passphraseFile, StoreAccess access,
    const QString &command, QTextStream &err);

// openStoreForCli() for the store and passphrase file a store subcommand was given.
std::unique_ptr<Store> openStoreForCli(const StoreCommandArgs &args, StoreAccess access, QTextStream &err);

// For a command whose output is the store's data (query, export, backup): when the store's log was damaged,
// the data lacks committed transactions, so the command ends with this failing exit status (1) after its
// output and the open warning, and a script notices; otherwise `status`.
int exitStatusAfterReading(const Store &store, int status, const QString &command, QTextStream &err);

} // namespace rowan
