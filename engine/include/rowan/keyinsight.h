// Key insight: what a table's keys say about its design, in the words of the Azure table design guide
// (its chapters "Table design patterns", "Design a scalable partitioning strategy", …). The analysis
// is a pure function of the table's statistics, its partitions' statistics and a sample of its keys; it
// reads no store (rowan/keysampler.h gathers the input from a Store or a TableService). Plain value types.
//
// Thread-safety: analyzeKeys() touches only its arguments; call it from any thread, several at once.
#pragma once

#include "rowan/stats.h"
#include "rowan/status.h"
#include "rowan/value.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <atomic>

namespace rowan {

enum class FindingSeverity {
    // A pattern of the guide recognised: nothing to change.
    Info,
    // A design that works but costs something the guide shows how to avoid.
    Advice,
    // Keys the service rejects, or a design that concentrates the load.
    Warning,
};
// "info", "advice", "warning".
QString findingSeverityName(FindingSeverity severity);

struct KeyFinding
{
    // A stable identifier of the rule ("numeric-padding", "log-tail", …).
    QString ruleId;
    FindingSeverity severity = FindingSeverity::Info;
    // One line naming what was seen.
    QString title;
    // Real keys from the table, with what they show ("'10' sorts before '9'"), a handful at most.
    QStringList evidence;
    // What the design leads to.
    QString consequence;
    // The pattern's name in the design guide ("Log tail pattern").
    QString pattern;
    // What to change, or "nothing" when the pattern is used as intended.
    QString fix;
};

struct SampledKey
{
    QString partitionKey;
    QString rowKey;
    // The entity's Timestamp (its last write); tick 0 when unknown.
    DateTime timestamp {};
};

// Keys of one table in key order (PartitionKey, then RowKey), either all of them or a sample.
struct KeySample
{
    QList<SampledKey> keys;
    // True when keys holds every entity of the table.
    bool wholeTable = false;
    // Partitions the keys come from.
    qint64 partitionsRead = 0;
};

struct KeyInsightInput
{
    TableStats table;
    // Every partition of the table in key order (Store::scanPartitions), with exact counts.
    QList<PartitionStats> partitions;
    KeySample sample;
};

struct KeyInsight
{
    // Warnings first, then advice, then recognised patterns; within a severity in rule order.
    QList<KeyFinding> findings;
    qint64 sampledKeys = 0;
    bool wholeTable = false;
    // "all 8,400 keys" or "a sample of 200,000 of 10,000,000 keys from 400 of 10,000 partitions".
    QString sampleDescription;
};

// Runs every rule over the input. Rules about PartitionKeys and partition sizes use the exact statistics;
// rules about RowKeys use the sample (their evidence says "in the sample" when it is not the whole table).
// `cancel`, when given, is polled between rules and every few thousand keys: once it reads true the call
// returns Cancelled. Never fails otherwise; an empty table gives no findings.
Result<KeyInsight> analyzeKeys(const KeyInsightInput &input, const std::atomic_bool *cancel = nullptr);

} // namespace rowan
