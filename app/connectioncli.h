// What a command reaches: a store file (--store) or one of the explorer's saved connections (--connection
// NAME), each with its change journal, so `rowan history` and `rowan undo` work on both alike.
#pragma once

#include "clihelpers.h"

#include <rowan/status.h>

#include <QString>
#include <QTextStream>

#include <memory>

namespace rowan {

class SecretStore;
class Store;
class TableService;

struct CommandService
{
    std::shared_ptr<TableService> service;
    // The store file behind it with --store; null for a connection.
    std::shared_ptr<Store> store;
    // For messages: "the store orders.rowan" or "the connection Staging".
    QString place;
    // The account the command works in: --account, else a connection's own.
    QString account;
};

// Opens what `args` name: a store, a connection string or SAS URL (no journal: nothing saved it), or a
// saved connection. A saved connection is found by its name (case-insensitive; two of one name are
// refused, naming their locations) or id in the explorer's settings; its secret (the connection string or
// SAS URL) and its journal's key come from the keychain, the journal's passphrase from
// args.journalPassphraseFile where no keychain answers. Its journal, when it has one, is opened with it;
// without one (nothing was ever written through Rowan) the service has no Journal capability. Prints a
// clear error on `err` ("rowan COMMAND: …") and returns nothing on failure.
std::optional<CommandService> openServiceForCli(
    const StoreCommandArgs &args, StoreAccess access, QTextStream &err);

// Where saved connections' secrets are read from: the platform keychain unless replaced (for tests).
// Not owned; nullptr restores the keychain.
void setCommandSecretStore(SecretStore *secrets);

} // namespace rowan
