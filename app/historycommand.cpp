// `rowan history`: the store's change journal, newest action first, with its size and limits; also sets
// the limits.
#include "clihelpers.h"
#include "connectioncli.h"
#include "subcommand.h"

#include <rowan/tableservice.h>

#include <QCommandLineParser>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>
#include <QTimeZone>

#include <limits>

namespace rowan {

namespace {

// "268435456", "256M", "256MiB", "1g": bytes; nullopt when it is no size or not positive.
std::optional<qint64> parseSize(const QString &text)
{
    static const QRegularExpression form(
        QStringLiteral("^\\s*(\\d+)\\s*([kmg]?)(i?b)?\\s*$"), QRegularExpression::CaseInsensitiveOption);
    const auto match = form.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    bool ok = false;
    qint64 value = match.captured(1).toLongLong(&ok);
    const QString unit = match.captured(2).toLower();
    const int shift = unit == u"k" ? 10 : unit == u"m" ? 20 : unit == u"g" ? 30 : 0;
    if (!ok || value <= 0 || value > (std::numeric_limits<qint64>::max() >> shift))
        return std::nullopt;
    return value << shift;
}

QString timeText(DateTime t)
{
    return QDateTime::fromMSecsSinceEpoch((t.ticks() - DateTime::UnixEpochTicks) / 10'000, QTimeZone::UTC)
        .toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
}

QString stateOf(const JournalAction &action)
{
    if (action.undoneBy != 0)
        return QStringLiteral("undone by %1").arg(action.undoneBy);
    if (action.interrupted)
        return QStringLiteral("interrupted");
    if (action.open)
        return QStringLiteral("running");
    return QStringLiteral("done");
}

QJsonObject toJson(const JournalAction &action)
{
    QJsonObject o {{QStringLiteral("id"), action.id}, {QStringLiteral("kind"), action.info.kind},
        {QStringLiteral("label"), action.info.label}, {QStringLiteral("account"), action.info.account},
        {QStringLiteral("table"), action.info.table}, {QStringLiteral("origin"), action.info.origin},
        {QStringLiteral("started"), action.startedAt.toIsoString()},
        {QStringLiteral("entities"), action.entityCount}, {QStringLiteral("bytes"), action.bytes},
        {QStringLiteral("state"), action.undoneBy != 0 ? QStringLiteral("undone") : stateOf(action)}};
    if (action.endedAt)
        o.insert(QStringLiteral("ended"), action.endedAt->toIsoString());
    if (action.info.undoes != 0)
        o.insert(QStringLiteral("undoes"), action.info.undoes);
    if (action.undoneBy != 0)
        o.insert(QStringLiteral("undoneBy"), action.undoneBy);
    return o;
}

} // namespace

int runHistoryCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Lists the change journal of a store or of a saved connection, newest action first: each action's id, start time (UTC), kind, "
        "table, entities written, state and label, then the journal's size and limits. The journal keeps "
        "whole actions until it is larger than --max-size or they are older than --max-age days; giving "
        "either sets that limit (kept in the store) and trims the journal at once. Undo an action with "
        "rowan undo."));
    const QCommandLineOption account(QStringLiteral("account"),
        QStringLiteral("Only the actions on this account's tables."), QStringLiteral("NAME"));
    const QCommandLineOption table(
        QStringLiteral("table"), QStringLiteral("Only the actions on this table."), QStringLiteral("T"));
    const QCommandLineOption limit(
        QStringLiteral("limit"), QStringLiteral("At most N actions (default: all)."), QStringLiteral("N"));
    const QCommandLineOption json(
        QStringLiteral("json"), QStringLiteral("Print one JSON object with the actions and the journal."));
    const QCommandLineOption maxSize(QStringLiteral("max-size"),
        QStringLiteral("Set the journal's size limit (bytes, or with K, M or G)."), QStringLiteral("SIZE"));
    const QCommandLineOption maxAge(QStringLiteral("max-age"),
        QStringLiteral("Set the age limit of the journal's actions, in days."), QStringLiteral("DAYS"));
    StoreCommandSpec spec;
    spec.name = QStringLiteral("history");
    spec.withTable = false;
    spec.options = {account, table, limit, json, maxSize, maxAge};
    spec.connections = true;
    const auto common = parseStoreCommandArgs(parser, spec, args, out, err);
    if (!common)
        return common.error();
    int count = -1;
    if (parser.isSet(limit)) {
        bool ok = false;
        count = parser.value(limit).toInt(&ok);
        if (!ok || count <= 0)
            return usageError(err, spec.name,
                QStringLiteral("--limit must be a positive number, not '%1'").arg(parser.value(limit)));
    }
    std::optional<qint64> newMaxBytes;
    std::optional<int> newMaxAge;
    if (parser.isSet(maxSize)) {
        newMaxBytes = parseSize(parser.value(maxSize));
        if (!newMaxBytes)
            return usageError(err, spec.name,
                QStringLiteral("--max-size must be a positive size such as 268435456, 512K or 256M, not '%1'")
                    .arg(parser.value(maxSize)));
    }
    if (parser.isSet(maxAge)) {
        bool ok = false;
        newMaxAge = parser.value(maxAge).toInt(&ok);
        if (!ok || *newMaxAge <= 0)
            return usageError(err, spec.name,
                QStringLiteral("--max-age must be a positive number of days, not '%1'")
                    .arg(parser.value(maxAge)));
    }

    // Listing only looks; setting the limits writes them (and trims).
    const auto opened = openServiceForCli(
        *common, newMaxBytes || newMaxAge ? StoreAccess::Write : StoreAccess::ReadOnly, err);
    if (!opened)
        return 1;
    TableService &service = *opened->service;
    const auto failed = [&](const Error &error) {
        err << QStringLiteral("rowan history: %1\n").arg(error.message);
        return 1;
    };
    if (!service.has(ServiceCapability::Journal)) {
        // A saved connection has one once something was written to it through Rowan.
        if (newMaxBytes || newMaxAge)
            return failed(Error {ErrorCode::InvalidInput,
                QStringLiteral("%1 has no change journal yet, so it has no limits to set").arg(opened->place)});
        if (parser.isSet(json))
            out << QJsonDocument(QJsonObject {{QStringLiteral("actions"), QJsonArray()},
                                     {QStringLiteral("bytes"), 0}})
                       .toJson(QJsonDocument::Compact)
                << '\n';
        else
            out << QStringLiteral("No change journal: nothing was written to %1 through Rowan yet.\n")
                       .arg(opened->place);
        return 0;
    }
    if (newMaxBytes || newMaxAge) {
        auto limits = service.journalLimits();
        if (!limits)
            return failed(limits.error());
        if (newMaxBytes)
            limits->maxBytes = *newMaxBytes;
        if (newMaxAge)
            limits->maxAgeDays = *newMaxAge;
        if (auto ok = service.setJournalLimits(*limits); !ok)
            return failed(ok.error());
    }
    auto actions = service.journalActions(JournalFilter {parser.value(account), parser.value(table), count});
    if (!actions)
        return failed(actions.error());
    auto size = service.journalSize();
    if (!size)
        return failed(size.error());
    auto limits = service.journalLimits();
    if (!limits)
        return failed(limits.error());

    if (parser.isSet(json)) {
        QJsonArray list;
        for (const JournalAction &action : std::as_const(*actions))
            list.append(toJson(action));
        const QJsonObject doc {{QStringLiteral("actions"), list}, {QStringLiteral("bytes"), *size},
            {QStringLiteral("maxBytes"), limits->maxBytes},
            {QStringLiteral("maxAgeDays"), limits->maxAgeDays}};
        out << QJsonDocument(doc).toJson(QJsonDocument::Compact) << '\n';
        return 0;
    }
    const QLocale numbers = QLocale::c();
    if (actions->isEmpty()) {
        out << QStringLiteral("No actions in the journal.\n");
    } else {
        out << QStringLiteral("%1  %2  %3  %4  %5  %6  %7\n")
                   .arg(QStringLiteral("ID"), 6)
                   .arg(QStringLiteral("STARTED (UTC)"), -19)
                   .arg(QStringLiteral("KIND"), -11)
                   .arg(QStringLiteral("TABLE"), -16)
                   .arg(QStringLiteral("ENTITIES"), 9)
                   .arg(QStringLiteral("STATE"), -12)
                   .arg(QStringLiteral("LABEL"));
        for (const JournalAction &a : std::as_const(*actions))
            out << QStringLiteral("%1  %2  %3  %4  %5  %6  %7\n")
                       .arg(a.id, 6)
                       .arg(timeText(a.startedAt), -19)
                       .arg(a.info.kind, -11)
                       .arg(a.info.table, -16)
                       .arg(a.entityCount, 9)
                       .arg(stateOf(a), -12)
                       .arg(a.info.label);
    }
    out << QStringLiteral("Journal: %1 of %2, actions kept up to %3 days\n")
               .arg(numbers.formattedDataSize(*size, 1, QLocale::DataSizeIecFormat),
                   numbers.formattedDataSize(limits->maxBytes, 1, QLocale::DataSizeIecFormat))
               .arg(limits->maxAgeDays);
    return 0;
}

} // namespace rowan
