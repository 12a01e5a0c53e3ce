// Storage accounts held in a store: a name and two 256-bit keys for Shared Key / SAS signing.
#pragma once

#include "rowan/status.h"
#include "rowan/value.h"

#include <QString>

namespace rowan {

struct Account
{
    QString name;
    // Base64 of 32 bytes each, from a cryptographic random source.
    QString key1;
    QString key2;
    DateTime created;

    bool isValid() const { return !name.isEmpty(); }
};

// Every new store contains this account, for development only: its key is public (it is the key of the
// Azure Storage emulator and of Azurite), so anyone can sign requests for it. Regenerate its keys or delete
// it before exposing a store to anyone else.
inline constexpr char DevelopmentAccountName[] = "devstoreaccount1";
inline constexpr char DevelopmentAccountKey[]
    = "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==";

// Account names follow Azure's: 3 to 24 characters, lower-case letters and digits. Returns
// OutOfRangeInput for a bad length and InvalidResourceName for a bad character.
Status validateAccountName(const QString &name);

} // namespace rowan
