// One table a command names on its command line, wherever it lives: in a store file
// (`path/to/store.rowan#Table`, `path/to/store.rowan#account/Table`; account devstoreaccount1 by default),
// behind a table endpoint, as a URL with a shared access signature (a table SAS URL
// `https://host/account/Table?sv=…&sig=…`, or an account SAS URL followed by `#Table`), or on one of the
// explorer's saved connections (`connection:NAME#Table`, `connection:NAME#account/Table`; the
// connection's own account by default), opened as `--connection NAME` opens it (connectioncli.h). Every command that
// takes tables as arguments reads them with parseTableSide(), so a new way of naming one goes here only.
#pragma once

#include "clihelpers.h"

#include <rowan/remotetableservice.h>
#include <rowan/status.h>
#include <rowan/tableservice.h>

#include <QString>
#include <QTextStream>

#include <memory>

namespace rowan {

class Store;

struct TableSideSpec
{
    enum class Kind { StoreFile, Endpoint, Connection };
    Kind kind = Kind::StoreFile;
    QString storePath; // StoreFile
    RemoteEndpoint endpoint; // Endpoint
    QString connection; // Connection: the saved connection's name (or id)
    QString account; // empty for a Connection's own account
    QString table;
    // For messages: the store's path or the endpoint's name and the table, never the signature.
    QString display;
};

// Reads one side. InvalidInput naming what is wrong: no `#Table`, an empty path, connection name, account
// or table, a URL without a signature or without a table.
Result<TableSideSpec> parseTableSide(const QString &text);

// A side opened for a command.
struct OpenedTableSide
{
    std::shared_ptr<TableService> service;
    std::shared_ptr<Store> store; // null for an endpoint
    QString account;
    QString table;
    QString display;
};

// Opens the side's store (as openStoreForCli() does for `access`, with the passphrase in `passphraseFile`
// and the small page cache of compare::SideCacheKiB), endpoint (whose safety is ReadOnly unless `access`
// writes) or saved connection (openServiceForCli(), with its change journal; `passphraseFile` is the
// journal's passphrase where no keychain keeps its key). When `other` is an opened side of the same store file, its store is shared rather than opened
// twice. On failure prints why on `err` (as openStoreForCli() does) and returns nullopt.
std::optional<OpenedTableSide> openTableSide(const TableSideSpec &spec, const QString &passphraseFile,
    StoreAccess access, const QString &command, QTextStream &err, const OpenedTableSide *other = nullptr);

} // namespace rowan
