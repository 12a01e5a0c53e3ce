#include "rowan/safety.h"

#include <QRegularExpression>

#include <array>

namespace rowan {

namespace {

struct NamedColour
{
    const char *name;
    const char *hex;
};

// Shades that stay readable as a badge with white text on light and dark palettes.
constexpr std::array<NamedColour, 7> SafetyColours {{
    {"red", "#c62828"},
    {"orange", "#e65100"},
    {"yellow", "#f9a825"},
    {"green", "#2e7d32"},
    {"blue", "#1565c0"},
    {"purple", "#6a1b9a"},
    {"grey", "#546e7a"},
}};

} // namespace

QString safetyLevelName(SafetyLevel level)
{
    switch (level) {
    case SafetyLevel::Off:
        return QStringLiteral("off");
    case SafetyLevel::ConfirmWrites:
        return QStringLiteral("confirm");
    case SafetyLevel::ReadOnly:
        return QStringLiteral("read-only");
    }
    return {};
}

std::optional<SafetyLevel> safetyLevelFromName(QStringView name)
{
    const QString n = name.trimmed().toString().toLower();
    if (n == u"off" || n == u"none")
        return SafetyLevel::Off;
    if (n == u"confirm" || n == u"confirm-writes")
        return SafetyLevel::ConfirmWrites;
    if (n == u"read-only" || n == u"readonly")
        return SafetyLevel::ReadOnly;
    return std::nullopt;
}

QString safetyLevelTitle(SafetyLevel level)
{
    switch (level) {
    case SafetyLevel::Off:
        return QStringLiteral("Off");
    case SafetyLevel::ConfirmWrites:
        return QStringLiteral("Confirm writes");
    case SafetyLevel::ReadOnly:
        return QStringLiteral("Read-only");
    }
    return {};
}

std::optional<QString> safetyColourFromText(QStringView text)
{
    const QString t = text.trimmed().toString().toLower();
    for (const NamedColour &c : SafetyColours) {
        if (t == QLatin1String(c.name))
            return QString::fromLatin1(c.hex);
    }
    static const QRegularExpression hex(QStringLiteral("^#([0-9a-f]{3}|[0-9a-f]{6})$"));
    if (!hex.match(t).hasMatch())
        return std::nullopt;
    if (t.size() == 4) // #rgb: each digit doubled
        return QStringLiteral("#%1%1%2%2%3%3").arg(t[1]).arg(t[2]).arg(t[3]);
    return t;
}

Status checkSafetyProfile(const SafetyProfile &profile)
{
    if (profile.label.size() > MaxSafetyLabelLength)
        return fail(ErrorCode::InvalidInput,
            QStringLiteral("The environment label \"%1\" is %2 characters long; at most %3 fit.")
                .arg(profile.label)
                .arg(profile.label.size())
                .arg(MaxSafetyLabelLength));
    for (QChar c : profile.label) {
        if (c.category() == QChar::Other_Control || c.category() == QChar::Other_Format
            || c == QChar::LineSeparator || c == QChar::ParagraphSeparator)
            return fail(ErrorCode::InvalidInput,
                QStringLiteral("The environment label may not hold control characters (U+%1).")
                    .arg(c.unicode(), 4, 16, QChar(u'0')));
    }
    if (!profile.colour.isEmpty() && safetyColourFromText(profile.colour) != profile.colour)
        return fail(ErrorCode::InvalidInput,
            QStringLiteral("The label colour \"%1\" is not a colour in the form #rrggbb.")
                .arg(profile.colour));
    return {};
}

Error readOnlyRefusal(const SafetyProfile &profile, const QString &what)
{
    const QString label = profile.label.trimmed();
    return Error {ErrorCode::StoreReadOnly,
        QStringLiteral(
            "%1%2 is marked read-only; nothing was written. Change its safety level to write to it.")
            .arg(label.isEmpty() ? QString() : QStringLiteral("[%1] ").arg(label), what)};
}

} // namespace rowan
