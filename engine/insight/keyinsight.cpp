#include "rowan/keyinsight.h"

#include "insight/keyshape.h"
#include "insight/rules.h"

#include <QCoreApplication>

#include <algorithm>

namespace rowan {

QString findingSeverityName(FindingSeverity severity)
{
    switch (severity) {
    case FindingSeverity::Info:
        return QStringLiteral("info");
    case FindingSeverity::Advice:
        return QStringLiteral("advice");
    case FindingSeverity::Warning:
        return QStringLiteral("warning");
    }
    return QStringLiteral("info");
}

namespace insight {
QString RuleContext::sampleNote() const
{
    return input.sample.wholeTable ? QString()
                                   : QCoreApplication::translate("KeyInsight", " (in the sample)");
}
} // namespace insight

Result<KeyInsight> analyzeKeys(const KeyInsightInput &input, const std::atomic_bool *cancel)
{
    using namespace insight;
    RuleContext ctx {input, cancel, {}, {}};
    const QList<SampledKey> &keys = input.sample.keys;
    for (qsizetype i = 0; i < keys.size();) {
        qsizetype end = i + 1;
        while (end < keys.size() && keys.at(end).partitionKey == keys.at(i).partitionKey)
            ++end;
        ctx.sampledPartitions.append({i, end});
        i = end;
    }

    using Rule = void (*)(RuleContext &);
    const Rule rules[] = {keyCharacterRule, partitionSizeRules, partitionKeyGrowthRule, numericPaddingRule,
        partitionKeyKindRule, rowKeyKindRules, rowKeyTimeRules};
    for (Rule rule : rules) {
        if (ctx.cancelled())
            break;
        rule(ctx);
    }
    if (ctx.cancelled())
        return fail(ErrorCode::Cancelled,
            QCoreApplication::translate("KeyInsight", "The key analysis was cancelled."));

    KeyInsight result;
    result.findings = std::move(ctx.findings);
    std::stable_sort(result.findings.begin(), result.findings.end(),
        [](const KeyFinding &a, const KeyFinding &b) { return int(a.severity) > int(b.severity); });
    result.sampledKeys = keys.size();
    result.wholeTable = input.sample.wholeTable;
    const qint64 total = std::max<qint64>(input.table.entityCount, keys.size());
    const qint64 partitions = std::max<qint64>(input.table.partitionCount, input.partitions.size());
    if (result.wholeTable) {
        result.sampleDescription
            = QCoreApplication::translate("KeyInsight", "all %1 keys").arg(countText(total));
    } else {
        result.sampleDescription
            = QCoreApplication::translate("KeyInsight", "a sample of %1 of %2 keys from %3 of %4 partitions")
                  .arg(countText(keys.size()), countText(total), countText(input.sample.partitionsRead),
                      countText(partitions));
    }
    return result;
}

} // namespace rowan
