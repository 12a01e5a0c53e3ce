#include "models/keys/keyfixjob.h"

#include "models/session/guicontinuation.h"
#include "models/session/servicesession.h"

#include <rowan/scan.h>
#include <rowan/stats.h>
#include <rowan/tableservice.h>

namespace rowan {

namespace {

bool allDigits(QStringView key)
{
    if (key.isEmpty())
        return false;
    for (QChar c : key) {
        if (c < u'0' || c > u'9')
            return false;
    }
    return true;
}

// The longest run of ASCII digits in `key` (0 when it holds none).
int widestDigitRun(QStringView key)
{
    int widest = 0;
    int run = 0;
    for (QChar c : key) {
        run = c >= u'0' && c <= u'9' ? run + 1 : 0;
        widest = std::max(widest, run);
    }
    return widest;
}

// What one keys-only pass over the table finds.
struct KeyShapes
{
    // The longest number in any PartitionKey or RowKey, and whether some key holds more than a number.
    int widestPartitionNumber = 0;
    int widestRowNumber = 0;
    bool partitionKeysHoldText = false;
    bool rowKeysHoldText = false;
    QString largestPartition;
    qint64 largestCount = 0;
};

Result<KeyShapes> readKeyShapes(
    const TableService &service, const QString &account, const QString &table, const CancelFlag &cancel)
{
    KeyShapes shapes;
    QString partition;
    qint64 inPartition = 0;
    bool first = true;
    const auto closePartition = [&] {
        if (inPartition > shapes.largestCount) {
            shapes.largestCount = inPartition;
            shapes.largestPartition = partition;
        }
    };
    ScanOptions keysOnly;
    keysOnly.projection = QStringList();
    auto scanned = service.scan(
        account, table, KeyRange::all(),
        [&](Entity &entity) {
            if (first || entity.partitionKey() != partition) {
                if (!first)
                    closePartition();
                first = false;
                partition = entity.partitionKey();
                inPartition = 0;
                shapes.widestPartitionNumber = std::max(shapes.widestPartitionNumber, widestDigitRun(partition));
                shapes.partitionKeysHoldText = shapes.partitionKeysHoldText || !allDigits(partition);
            }
            ++inPartition;
            shapes.widestRowNumber = std::max(shapes.widestRowNumber, widestDigitRun(entity.rowKey()));
            shapes.rowKeysHoldText = shapes.rowKeysHoldText || !allDigits(entity.rowKey());
            return ScanControl::Continue;
        },
        keysOnly, cancel);
    if (!scanned)
        return std::unexpected(scanned.error());
    if (!first)
        closePartition();
    return shapes;
}

} // namespace

KeyFixKind keyFixKind(const KeyFinding &finding)
{
    if (finding.ruleId == u"dominant-partition" || finding.ruleId == u"single-partition")
        return KeyFixKind::SplitPartition;
    if (finding.ruleId != u"numeric-padding")
        return KeyFixKind::None;
    // The title names the key as the analysis spells it, in every language ("Numbers in RowKeys …"); the
    // keys it quotes come after that name.
    const qsizetype partitionAt = finding.title.indexOf(u"PartitionKey");
    const qsizetype rowAt = finding.title.indexOf(u"RowKey");
    if (partitionAt < 0 && rowAt < 0)
        return KeyFixKind::None;
    if (rowAt < 0 || (partitionAt >= 0 && partitionAt < rowAt))
        return KeyFixKind::PadPartitionKeys;
    return KeyFixKind::PadRowKeys;
}

Result<KeyFixSuggestion> suggestKeyFix(const TableService &service, const QString &account,
    const QString &table, const KeyFinding &finding, const CancelFlag &cancel)
{
    const KeyFixKind kind = keyFixKind(finding);
    if (kind == KeyFixKind::None)
        return fail(ErrorCode::InvalidInput,
            QStringLiteral("The finding '%1' has no re-key rule that fixes it.").arg(finding.title));
    auto shapes = readKeyShapes(service, account, table, cancel);
    if (!shapes)
        return std::unexpected(shapes.error());
    KeyFixSuggestion suggestion;
    suggestion.account = account;
    suggestion.table = table;
    suggestion.finding = finding.title;
    switch (kind) {
    case KeyFixKind::PadPartitionKeys:
    case KeyFixKind::PadRowKeys: {
        const bool partitionKeys = kind == KeyFixKind::PadPartitionKeys;
        const int width = partitionKeys ? shapes->widestPartitionNumber : shapes->widestRowNumber;
        const QString which = partitionKeys ? QStringLiteral("PartitionKey") : QStringLiteral("RowKey");
        if (width == 0)
            return fail(ErrorCode::InvalidInput,
                QStringLiteral("No %1 of %2 holds a number to pad any more.").arg(which, table));
        // D pads whole numbers and refuses anything else; N pads every number inside text ("item12").
        const bool holdText = partitionKeys ? shapes->partitionKeysHoldText : shapes->rowKeysHoldText;
        const QString rule = QStringLiteral("{%1:%2%3}").arg(which, holdText ? u"N" : u"D").arg(width);
        (partitionKeys ? suggestion.partitionKeyTemplate : suggestion.rowKeyTemplate) = rule;
        break;
    }
    case KeyFixKind::SplitPartition:
        if (shapes->largestCount == 0)
            return fail(
                ErrorCode::InvalidInput, QStringLiteral("The table %1 holds no entities.").arg(table));
        // A day of the entity's last write before its PartitionKey: the partition spreads over one
        // partition per day, newest first. The dialog says to choose a property that spreads it better.
        suggestion.partitionKeyTemplate = QStringLiteral("{revdate(Timestamp)}_{PartitionKey}");
        suggestion.partitions = {shapes->largestPartition};
        break;
    case KeyFixKind::None:
        break;
    }
    return suggestion;
}

KeyFixJob::KeyFixJob(ServiceSession *session, QObject *parent)
    : TableJob(session, parent)
{ }

void KeyFixJob::start(const QString &account, const QString &table, const KeyFinding &finding)
{
    const quint64 generation = begin(account, table);
    if (generation == 0)
        return;
    continueOnGui(this,
        session()->run([account, table, finding, cancel = cancelFlag()](TableService &service) {
            return suggestKeyFix(service, account, table, finding, cancel);
        }),
        [this, generation](const Result<KeyFixSuggestion> &result) {
            if (!end(generation))
                return;
            if (result)
                Q_EMIT suggested(*result);
            else
                Q_EMIT failed(result.error().message);
        });
}

} // namespace rowan
