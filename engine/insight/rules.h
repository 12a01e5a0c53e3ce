// The key-insight rules (internal). Each appends its findings to the context's list; none fails. A rule
// polls ctx.cancelled() in its loops and returns early once it is set (the caller then reports Cancelled).
#pragma once

#include "rowan/keyinsight.h"

#include <QHash>

namespace rowan::insight {

struct RuleContext
{
    const KeyInsightInput &input;
    const std::atomic_bool *cancel = nullptr;
    // The sample's keys grouped by partition: [begin, end) indexes into input.sample.keys, in key order.
    struct Run
    {
        qsizetype begin = 0;
        qsizetype end = 0;
    };
    QList<Run> sampledPartitions;
    QList<KeyFinding> findings;

    bool cancelled() const { return cancel && cancel->load(std::memory_order_relaxed); }
    // "" for the whole table, " (in the sample)" otherwise, for sentences about RowKeys.
    QString sampleNote() const;
};

// PartitionKeys and partition sizes, from the statistics.
void partitionSizeRules(RuleContext &ctx);
void partitionKeyGrowthRule(RuleContext &ctx);
void partitionKeyKindRule(RuleContext &ctx);

// Both keys.
void numericPaddingRule(RuleContext &ctx);
void keyCharacterRule(RuleContext &ctx);

// RowKeys, from the sample.
void rowKeyTimeRules(RuleContext &ctx);
void rowKeyKindRules(RuleContext &ctx);

} // namespace rowan::insight
