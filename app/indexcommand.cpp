// `rowan index`: a table's text index (rowan/search.h), which `rowan find` and the explorer's Find use.
#include "clihelpers.h"
#include "subcommand.h"
#include "transferprogress.h"

#include <rowan/search.h>
#include <rowan/store.h>

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QJsonObject>

namespace rowan {

int runIndexCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Creates, removes or describes a table's text index: an index of every value's text that answers "
        "`rowan find` (and Find in the explorer) for texts of three characters or more without reading the "
        "table. Every write keeps it exact. --create builds it a few thousand entities per transaction; "
        "Ctrl+C stops the build, and --create again resumes it.\n"
        "Exit status: 0 done, 1 failed, 2 usage error, 130 interrupted."));
    const QCommandLineOption create(
        QStringLiteral("create"), QStringLiteral("Build the index (or resume it)."));
    const QCommandLineOption drop(QStringLiteral("drop"), QStringLiteral("Remove the index."));
    const QCommandLineOption status(QStringLiteral("status"),
        QStringLiteral("Print the index's state, entities and size as JSON (the default)."));
    const QCommandLineOption yes(QStringLiteral("yes"),
        QStringLiteral("Do not ask before changing a store whose safety profile asks to confirm writes."));
    StoreCommandSpec spec;
    spec.name = QStringLiteral("index");
    spec.options = {create, drop, status};
    spec.laterOptions = {yes};
    const auto common = parseStoreCommandArgs(parser, spec, args, out, err);
    if (!common)
        return common.error();
    if (int(parser.isSet(create)) + int(parser.isSet(drop)) + int(parser.isSet(status)) > 1)
        return usageError(err, spec.name, QStringLiteral("give one of --create, --drop and --status"));
    const bool writes = parser.isSet(create) || parser.isSet(drop);

    auto opened = openStoreForCli(*common, writes ? StoreAccess::Write : StoreAccess::ReadOnly, err);
    if (!opened)
        return 1;
    const auto failed = [&](const Error &error) {
        err << QStringLiteral("rowan index: %1\n").arg(error.toString());
        return 1;
    };
    if (writes
        && !confirmStoreWrite(*opened, spec.name, common->account, common->table,
            parser.isSet(create) ? QStringLiteral("build a text index of")
                                 : QStringLiteral("remove the text index of"),
            parser.isSet(yes), err))
        return 1;
    if (parser.isSet(create)) {
        InterruptGuard interrupt;
        auto built = opened->createTextIndex(common->account, common->table, {}, interrupt.flag());
        if (!built) {
            if (built.error().code == ErrorCode::Cancelled) {
                err << QStringLiteral("rowan index: interrupted; --create resumes the build\n");
                return InterruptedExitCode;
            }
            return failed(built.error());
        }
    } else if (parser.isSet(drop)) {
        if (auto dropped = opened->dropTextIndex(common->account, common->table); !dropped)
            return failed(dropped.error());
    }
    auto current = opened->textIndexStatus(common->account, common->table);
    if (!current)
        return failed(current.error());
    QJsonObject o;
    o[QStringLiteral("table")] = common->table;
    o[QStringLiteral("state")] = textIndexStateName(current->state);
    o[QStringLiteral("entities")] = double(current->entities);
    o[QStringLiteral("bytes")] = double(current->bytes);
    out << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)) << '\n';
    return 0;
}

} // namespace rowan
