// The re-key rule that fixes a finding of the key analysis (rowan/keyinsight.h), for the Keys view's Fix…:
// numbers that are not padded get a zero-pad rule as wide as the widest number among the keys, a partition
// that dominates the table gets a rule that prefixes its PartitionKey with a date bucket (so its entities
// spread over a partition per day). The width and the hot partition come from a keys-only scan of the table
// on the session's workers (TableJob: one run at a time). GUI thread only; suggestKeyFix() on any thread.
#pragma once

#include "models/session/tablejob.h"

#include <rowan/keyinsight.h>
#include <rowan/status.h>

#include <QString>
#include <QStringList>

namespace rowan {

struct KeyFixSuggestion
{
    QString account;
    QString table;
    // Key templates (rowan/bulk/rekey.h); an empty one keeps that key.
    QString partitionKeyTemplate;
    QString rowKeyTemplate;
    // The partitions the rule is for; empty: the whole table.
    QStringList partitions;
    // The finding's one line, for the dialog.
    QString finding;
};

enum class KeyFixKind { None, PadPartitionKeys, PadRowKeys, SplitPartition };

// What kind of fix `finding` has: its rule, and for unpadded numbers which key (the title names it).
KeyFixKind keyFixKind(const KeyFinding &finding);

// Reads the table's keys (keys only) and makes the rule: {RowKey:D<width>} for keys that are whole numbers,
// {RowKey:N<width>} when some hold text around their numbers ("item12"), the widest number's width.
// InvalidInput when the finding has no fix or no key holds a number; the service's errors; Cancelled.
Result<KeyFixSuggestion> suggestKeyFix(const TableService &service, const QString &account,
    const QString &table, const KeyFinding &finding, const CancelFlag &cancel = {});

class KeyFixJob : public TableJob
{
    Q_OBJECT
public:
    explicit KeyFixJob(ServiceSession *session, QObject *parent = nullptr);

    // Makes the rule for `finding` of `table`: suggested() or failed().
    void start(const QString &account, const QString &table, const KeyFinding &finding);

Q_SIGNALS:
    void suggested(const rowan::KeyFixSuggestion &suggestion);
};

} // namespace rowan
