// `rowan safety`: shows or sets a store's safety level and environment label, kept in the store file so
// every command, `rowan serve` and the explorer honour it.
#include "clihelpers.h"
#include "subcommand.h"

#include <rowan/safety.h>
#include <rowan/store.h>

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QJsonObject>

namespace rowan {

namespace {

QString describe(const SafetyProfile &profile)
{
    QString text = QStringLiteral("Safety level: %1\n").arg(safetyLevelTitle(profile.level));
    if (profile.label.isEmpty())
        text += QStringLiteral("Environment: none\n");
    else if (profile.colour.isEmpty())
        text += QStringLiteral("Environment: %1\n").arg(profile.label);
    else
        text += QStringLiteral("Environment: %1 (%2)\n").arg(profile.label, profile.colour);
    return text;
}

} // namespace

int runSafetyCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Shows the store's safety level and environment label, or sets them. At read-only every write to "
        "the store is refused, by rowan commands, by rowan serve and by the explorer; at confirm the "
        "explorer asks before every write and rowan import and rowan undo need --yes or the table's name "
        "typed; off writes as usual. The label (such as PROD) and its colour are shown wherever the store "
        "is named."));
    const QCommandLineOption level(QStringLiteral("level"),
        QStringLiteral("Set the level: off, confirm or read-only."), QStringLiteral("LEVEL"));
    const QCommandLineOption label(QStringLiteral("label"),
        QStringLiteral("Set the environment label (at most %1 characters; \"\" removes it).")
            .arg(MaxSafetyLabelLength),
        QStringLiteral("TEXT"));
    const QCommandLineOption colour(QStringLiteral("colour"),
        QStringLiteral("Set the label's colour: red, orange, yellow, green, blue, purple, grey or #rrggbb "
                       "(\"\" for the default)."),
        QStringLiteral("COLOUR"));
    const QCommandLineOption json(
        QStringLiteral("json"), QStringLiteral("Print the profile as one JSON object."));
    StoreCommandSpec spec;
    spec.name = QStringLiteral("safety");
    spec.withTable = false;
    spec.options = {level, label, colour, json};
    const auto common = parseStoreCommandArgs(parser, spec, args, out, err);
    if (!common)
        return common.error();

    std::optional<SafetyLevel> newLevel;
    if (parser.isSet(level)) {
        newLevel = safetyLevelFromName(parser.value(level));
        if (!newLevel)
            return usageError(err, spec.name,
                QStringLiteral("--level must be off, confirm or read-only, not '%1'")
                    .arg(parser.value(level)));
    }
    std::optional<QString> newColour;
    if (parser.isSet(colour)) {
        const QString given = parser.value(colour);
        newColour
            = given.trimmed().isEmpty() ? std::optional<QString>(QString()) : safetyColourFromText(given);
        if (!newColour)
            return usageError(err, spec.name,
                QStringLiteral("--colour must be a colour name (red, orange, yellow, green, blue, purple, "
                               "grey) or #rrggbb, not '%1'")
                    .arg(given));
    }
    const bool changes = newLevel || parser.isSet(label) || newColour;

    auto store = openStoreForCli(*common, changes ? StoreAccess::Write : StoreAccess::ReadOnly, err);
    if (!store)
        return 1;
    SafetyProfile profile = store->safetyProfile();
    if (changes) {
        if (newLevel)
            profile.level = *newLevel;
        if (parser.isSet(label))
            profile.label = parser.value(label).trimmed();
        if (newColour)
            profile.colour = *newColour;
        if (auto ok = store->setSafetyProfile(profile); !ok) {
            err << QStringLiteral("rowan safety: %1\n").arg(ok.error().message);
            return 1;
        }
        profile = store->safetyProfile();
    }
    if (parser.isSet(json)) {
        const QJsonObject o {{QStringLiteral("level"), safetyLevelName(profile.level)},
            {QStringLiteral("label"), profile.label}, {QStringLiteral("colour"), profile.colour}};
        out << QJsonDocument(o).toJson(QJsonDocument::Compact) << '\n';
        return 0;
    }
    out << describe(profile);
    return 0;
}

} // namespace rowan
