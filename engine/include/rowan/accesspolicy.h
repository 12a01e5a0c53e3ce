// A stored access policy of a table: what a service SAS that names it by its Id inherits (start, expiry,
// permissions). A plain value type; the protocol's XML form is rowan/protocol/accesspolicy.h.
#pragma once

#include "rowan/value.h"

#include <QString>

#include <optional>

namespace rowan {

inline constexpr int MaxSignedIdentifiers = 5;
inline constexpr int MaxSignedIdentifierLength = 64;

struct SignedIdentifier
{
    QString id; // 1 … 64 characters
    std::optional<DateTime> start; // absent: the token must give st (or none at all)
    std::optional<DateTime> expiry; // absent: the token must give se
    std::optional<QString> permission; // letters of "raud" in that order; absent: the token must give sp

    bool operator==(const SignedIdentifier &) const = default;
};

} // namespace rowan
