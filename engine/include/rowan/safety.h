// How careful Rowan is with one store or connection: writes as usual, asks before each one, or refuses them
// all; and an environment label ("PROD" in red) shown wherever the store or connection is named, so the
// same table names in test and production are not mistaken for each other. A store keeps its profile inside
// the file (Store::safetyProfile()), so the explorer, every `rowan` command and `rowan serve` honour it; a
// saved connection keeps it with the connection. Plain value types.
#pragma once

#include "rowan/status.h"

#include <QString>

#include <optional>

namespace rowan {

enum class SafetyLevel {
    // Writes go through as usual.
    Off,
    // The explorer asks before every write, and a bulk action has the table's name typed.
    ConfirmWrites,
    // Every write is refused with StoreReadOnly, in the explorer, in `rowan` commands and in `rowan serve`.
    ReadOnly,
};

struct SafetyProfile
{
    SafetyLevel level = SafetyLevel::Off;
    // The environment, for people: "PROD", "test". Empty: none shown.
    QString label;
    // The label's colour as "#rrggbb"; empty: the palette's highlight.
    QString colour;

    bool operator==(const SafetyProfile &) const = default;
    bool isPlain() const { return *this == SafetyProfile {}; }
};

// Longest environment label, in characters: it must fit a badge in the window title and the status bar.
inline constexpr int MaxSafetyLabelLength = 24;

// "off", "confirm", "read-only": the names the command line and stored profiles use.
QString safetyLevelName(SafetyLevel level);
// The level a name (or "confirm-writes", "readonly", case-insensitive) stands for; nullopt for none.
std::optional<SafetyLevel> safetyLevelFromName(QStringView name);
// For people: "Off", "Confirm writes", "Read-only".
QString safetyLevelTitle(SafetyLevel level);

// The colour names the command line accepts ("red", "orange", "yellow", "green", "blue", "purple", "grey")
// and "#rgb"/"#rrggbb": "#rrggbb" lower case, or nullopt.
std::optional<QString> safetyColourFromText(QStringView text);

// InvalidInput naming the fault: a label that is too long or holds control characters, a colour that is not
// "#rrggbb".
Status checkSafetyProfile(const SafetyProfile &profile);

// The error a refused write gets: StoreReadOnly, naming what refused it ("the store orders.rowan", "the
// connection Orders (prod)") and its label.
Error readOnlyRefusal(const SafetyProfile &profile, const QString &what);

} // namespace rowan
