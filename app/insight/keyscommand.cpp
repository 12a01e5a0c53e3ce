// `rowan keys`: what a table's keys say about its design (rowan/keyinsight.h), one finding per line or as
// JSON.
#include "clihelpers.h"
#include "connectioncli.h"
#include "subcommand.h"

#include <rowan/keysampler.h>
#include <rowan/store.h>
#include <rowan/tableservice.h>

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace rowan {

namespace {
QByteArray insightJson(const QString &table, const KeyInsight &insight)
{
    QJsonArray findings;
    for (const KeyFinding &f : insight.findings) {
        QJsonObject o;
        o[QStringLiteral("rule")] = f.ruleId;
        o[QStringLiteral("severity")] = findingSeverityName(f.severity);
        o[QStringLiteral("title")] = f.title;
        o[QStringLiteral("evidence")] = QJsonArray::fromStringList(f.evidence);
        o[QStringLiteral("consequence")] = f.consequence;
        o[QStringLiteral("pattern")] = f.pattern;
        o[QStringLiteral("fix")] = f.fix;
        findings.append(o);
    }
    QJsonObject sample;
    sample[QStringLiteral("keys")] = double(insight.sampledKeys);
    sample[QStringLiteral("wholeTable")] = insight.wholeTable;
    sample[QStringLiteral("description")] = insight.sampleDescription;
    QJsonObject o;
    o[QStringLiteral("table")] = table;
    o[QStringLiteral("sample")] = sample;
    o[QStringLiteral("findings")] = findings;
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QString findingLine(const KeyFinding &f)
{
    return QStringLiteral("%1 %2: %3. Evidence: %4. %5 Pattern: %6. Fix: %7")
        .arg(findingSeverityName(f.severity), f.ruleId, f.title, f.evidence.join(QStringLiteral("; ")),
            f.consequence, f.pattern, f.fix);
}
} // namespace

int runKeysCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Reads a table's partition statistics and a sample of its keys (the whole table when it is small) "
        "and "
        "prints what they show, in the table design guide's words: one finding per line (severity, rule, "
        "title, evidence, consequence, pattern, fix), or one JSON object with --json."));
    const QCommandLineOption sample(QStringLiteral("sample"),
        QStringLiteral("Read at most N keys (1-10000000, default 200000)."), QStringLiteral("N"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print one JSON object."));
    StoreCommandSpec spec;
    spec.name = QStringLiteral("keys");
    spec.options = {sample, json};
    spec.connections = true;
    const auto common = parseStoreCommandArgs(parser, spec, args, out, err);
    if (!common)
        return common.error();
    KeySampleOptions options;
    if (parser.isSet(sample)) {
        bool ok = false;
        const qint64 n = parser.value(sample).toLongLong(&ok);
        if (!ok || n < 1 || n > 10'000'000)
            return usageError(err, spec.name,
                QStringLiteral("--sample must be a whole number from 1 to 10000000, not '%1'")
                    .arg(parser.value(sample)));
        options.maxKeys = n;
    }

    const auto opened = openServiceForCli(*common, StoreAccess::ReadOnly, err);
    if (!opened)
        return 1;
    const QString &tableName = common->table;
    auto insight = opened->store ? inspectTableKeys(*opened->store, opened->account, tableName, options)
                                 : inspectTableKeys(*opened->service, opened->account, tableName, options);
    if (!insight) {
        err << QStringLiteral("rowan keys: %1\n").arg(insight.error().toString());
        return 1;
    }
    if (parser.isSet(json)) {
        out << QString::fromUtf8(insightJson(tableName, *insight)) << '\n';
        return 0;
    }
    const qsizetype n = insight->findings.size();
    out << QStringLiteral("%1: %2 %3 from %4\n")
               .arg(tableName)
               .arg(n)
               .arg(n == 1 ? QStringLiteral("finding") : QStringLiteral("findings"),
                   insight->sampleDescription);
    for (const KeyFinding &f : insight->findings)
        out << findingLine(f) << '\n';
    return 0;
}

} // namespace rowan
