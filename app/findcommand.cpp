// `rowan find`: the entities of a table holding a text (or a regular expression) in any property, or in
// chosen ones, printed as `rowan query` prints entities; the table's text index answers when it can.
#include "clihelpers.h"
#include "subcommand.h"
#include "transferprogress.h"

#include <rowan/protocol/jsonentity.h>
#include <rowan/search.h>
#include <rowan/store.h>

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace rowan {

int runFindCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Prints the entities of a table that hold TEXT in a property (PartitionKey and RowKey included) as "
        "JSON lines in key order, as `rowan query` prints them; with --json, each line is an object with the "
        "entity and the properties that matched. A value is compared by the text the explorer shows for it "
        "(an Int64 as digits, a Guid dashed, a DateTime as ISO 8601 in UTC, a Binary as base64), ignoring "
        "case unless --case-sensitive. The table's text index (`rowan index`) answers texts of three "
        "characters or more; otherwise every entity is read. How many entities were read and matched is "
        "printed on standard error. The store is read, never written.\n"
        "Exit status: 0 done (with or without matches), 1 failed, 2 usage error, 130 interrupted."));
    parser.addPositionalArgument(QStringLiteral("TEXT"), QStringLiteral("The text (or expression) to find."));
    const QCommandLineOption regex(QStringLiteral("regex"),
        QStringLiteral("TEXT is a regular expression (Perl syntax, as QRegularExpression reads it)."));
    const QCommandLineOption wholeWord(QStringLiteral("whole-word"),
        QStringLiteral("Match TEXT only where no letter, digit or underscore touches it."));
    const QCommandLineOption caseSensitive(
        QStringLiteral("case-sensitive"), QStringLiteral("Match case exactly (the default ignores it)."));
    const QCommandLineOption ignoreCase(QStringLiteral("ignore-case"),
        QStringLiteral("Ignore case, with Unicode case folding (the default)."));
    const QCommandLineOption property(QStringLiteral("property"),
        QStringLiteral("Look only in this property (repeat for more)."), QStringLiteral("NAME"));
    const QCommandLineOption filter(QStringLiteral("filter"),
        QStringLiteral("Search only the entities this OData $filter selects."), QStringLiteral("F"));
    const QCommandLineOption limit(
        QStringLiteral("limit"), QStringLiteral("Stop after N matches."), QStringLiteral("N"));
    const QCommandLineOption json(
        QStringLiteral("json"), QStringLiteral("Print {\"entity\": …, \"matched\": [names]} per match."));
    StoreCommandSpec spec;
    spec.name = QStringLiteral("find");
    spec.options = {regex, wholeWord, ignoreCase, caseSensitive, property, filter, limit, json};
    spec.takesArguments = true;
    const auto common = parseStoreCommandArgs(parser, spec, args, out, err);
    if (!common)
        return common.error();
    const auto usage = [&](const QString &message) { return usageError(err, spec.name, message); };
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1)
        return usage(positional.isEmpty()
                ? QStringLiteral("give the text to find")
                : QStringLiteral("give one text to find (quote it when it has spaces)"));
    if (parser.isSet(regex) && parser.isSet(wholeWord))
        return usage(QStringLiteral("--regex and --whole-word cannot be combined"));
    if (parser.isSet(ignoreCase) && parser.isSet(caseSensitive))
        return usage(QStringLiteral("--ignore-case and --case-sensitive cannot be combined"));

    SearchRequest request;
    request.text = positional.first();
    request.mode = parser.isSet(regex) ? SearchMode::Regex
        : parser.isSet(wholeWord)      ? SearchMode::WholeWord
                                       : SearchMode::Contains;
    request.caseSensitive = parser.isSet(caseSensitive);
    request.properties = parser.values(property);
    if (parser.isSet(limit)) {
        bool ok = false;
        request.limit = parser.value(limit).toLongLong(&ok);
        if (!ok || request.limit < 1)
            return usage(QStringLiteral("--limit must be a whole number of at least 1, not '%1'")
                             .arg(parser.value(limit)));
    }
    const auto parsed = Filter::parse(parser.value(filter));
    if (!parsed) {
        const ParseError &e = parsed.error();
        err << QStringLiteral("rowan find: invalid filter at position %1: %2\n  %3\n  %4^\n")
                   .arg(e.position)
                   .arg(e.message, parser.value(filter), QString(e.position, QLatin1Char(' ')));
        return 1;
    }
    request.filter = *parsed;
    if (auto matcher = TextMatcher::create(request); !matcher) {
        err << QStringLiteral("rowan find: %1\n").arg(matcher.error().message);
        return 1;
    }

    auto opened = openStoreForCli(*common, StoreAccess::ReadOnly, err);
    if (!opened)
        return 1;
    protocol::JsonOptions options;
    options.table = common->table;
    const bool asJson = parser.isSet(json);
    InterruptGuard interrupt;
    auto searched = searchStore(
        *opened, common->account, common->table, request,
        [&](SearchMatch &match) {
            const QByteArray item = protocol::encodePageItem(match.entity, options);
            if (asJson) {
                QJsonObject line;
                line[QStringLiteral("entity")] = QJsonDocument::fromJson(item).object();
                line[QStringLiteral("matched")] = QJsonArray::fromStringList(match.properties);
                out << QString::fromUtf8(QJsonDocument(line).toJson(QJsonDocument::Compact)) << '\n';
            } else {
                out << QString::fromUtf8(item) << '\n';
            }
            return ScanControl::Continue;
        },
        {}, interrupt.flag());
    out.flush();
    if (!searched) {
        if (searched.error().code == ErrorCode::Cancelled) {
            err << QStringLiteral("rowan find: interrupted\n");
            return InterruptedExitCode;
        }
        err << QStringLiteral("rowan find: %1\n").arg(searched.error().toString());
        return 1;
    }
    err << QStringLiteral("rowan find: %1 matching, %2 read%3\n")
               .arg(searched->matches)
               .arg(searched->read)
               .arg(searched->usedIndex ? QStringLiteral(" (text index)") : QString());
    return exitStatusAfterReading(*opened, 0, spec.name, err);
}

} // namespace rowan
