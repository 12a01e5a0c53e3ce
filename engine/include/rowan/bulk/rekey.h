// Re-keying entities: new PartitionKeys and/or RowKeys from a rule over each entity's properties, for a
// selection or a query's matches (rowan/bulk/bulkedit.h's Scope).
//
// A rule is a key template: text with placeholders in braces, each replaced by a value of the entity
// (docs and `rowan rekey --help` show the same list):
//   {Name}            the property's value text (formatValueText(): an Int64 as decimal, a DateTime as ISO…);
//                     {PartitionKey} and {RowKey} are the entity's current keys
//   {Name:D8}         a whole number (Int32, Int64, or a String of digits) zero-padded to 8 digits
//                     (keys::zeroPad())
//   {Name:N8}         the value's text with every number in it zero-padded to 8 digits: "item12" becomes
//                     "item00000012" (keys::padNumbers())
//   {invticks(Name)}  a DateTime as inverted ticks, newest first (keys::invertedTicks())
//   {revdate(Name)}   a DateTime as a reversed date (keys::reversedDate())
//   {{ and }}         a literal brace
// so `EU_{PartitionKey}` prefixes the key and `{Region}_{OrderId:D8}` composes one.
//
// Moving an entity keeps its properties. Within a partition the move is one entity group transaction
// (insert the new key, delete the old, guarded by its ETag). Across partitions the new entity is written
// first, read back and compared, and only then is the old one deleted (guarded by its ETag): a crash or a
// cancel at any moment leaves both copies, never neither. Running the same re-key again completes such a
// move: a new key that already holds an entity with exactly the old one's properties counts as copied, and
// only the old one is deleted (and that copy, matching the scope too, is not moved again). With
// ServiceCapability::Journal the whole run is one journal action of kind "rekey".
//
// Thread-safety: the functions are reentrant; planRekey() and runRekey() block (call them on a worker).
#pragma once

#include "rowan/bulk/bulkedit.h"

#include <QList>
#include <QString>

#include <memory>
#include <optional>

namespace rowan::bulk {

// A parsed key template.
class KeyTemplate
{
public:
    // InvalidInput naming the position for an unclosed or empty placeholder, an unknown function, a width
    // outside 1…255, a stray `}`, or a property name validatePropertyName() refuses.
    static Result<KeyTemplate> parse(QStringView text);

    // The key for `entity`. Per entity: InvalidInput when it lacks a property the template names, or a value
    // does not fit its placeholder (a negative or non-integer number to pad, a non-DateTime to invticks);
    // OutOfRangeInput from the key builders; validateKey()'s for the key made.
    Result<QString> evaluate(const Entity &entity, const char *which = "RowKey") const;

    QString text() const { return m_text; }

    struct Part
    {
        enum class Kind : quint8 { Text, Value, Padded, PaddedNumbers, InvertedTicks, ReversedDate };
        Kind kind = Kind::Text;
        // Text, or the property name.
        QString text;
        int width = 0;
    };

private:
    QString m_text;
    QList<Part> m_parts;
};

// New PartitionKey and/or RowKey; an unset one stays as it is.
struct RekeyRule
{
    std::optional<KeyTemplate> partitionKey;
    std::optional<KeyTemplate> rowKey;
};

// Both templates; an empty text leaves that key as it is. InvalidInput when both are empty, or
// KeyTemplate::parse()'s naming "PartitionKey" or "RowKey".
Result<RekeyRule> parseRekeyRule(QStringView partitionKeyTemplate, QStringView rowKeyTemplate);

struct KeyMove
{
    // The entity as read (keys, ETag, properties).
    Entity source;
    QString newPartitionKey;
    QString newRowKey;
    // The new key already holds a copy with exactly these properties (an earlier run stopped after
    // copying): only the old entity is deleted.
    bool alreadyCopied = false;
};

struct KeyCollision
{
    QString partitionKey;
    QString rowKey;
    QString newPartitionKey;
    QString newRowKey;
    // "exists": the new key holds another entity; "shared": another entity of the scope gets the same new
    // key (every one of them is listed); "moving": the new key is an entity of the scope still to move.
    QString kind;
};

struct RekeyPlan
{
    // Entities in the scope.
    qint64 count = 0;
    // Moves to make, in the source's key order.
    QList<KeyMove> moves;
    // The rule gives the same keys back: nothing to do.
    qint64 unchanged = 0;
    // Not moved: their new key collides. Nothing is written for them.
    QList<KeyCollision> collisions;
    // Not moved: the rule cannot make a key for them (a missing property, a value that does not fit).
    QList<KeyProblem> failed;
};

// Reads the scope, makes every new key and finds every collision, writing nothing: the preview, and the
// first step of runRekey(). Errors: the service's, Cancelled.
Result<RekeyPlan> planRekey(
    const TableService &service, const Scope &scope, const RekeyRule &rule, const CancelFlag &cancel = {});

struct RekeyReport
{
    ActionId action = 0;
    RekeyPlan plan;
    // Entities now under their new key with the old one deleted.
    qint64 moved = 0;
    // New copies written whose old entity is still there (a cancel between copying and deleting, or an old
    // entity changed meanwhile): the next run deletes the old ones that are unchanged.
    qint64 copiedOnly = 0;
    // The old entity changed or vanished since it was read: its move stopped (a copy may exist).
    QList<KeyProblem> changed;
    // Other refusals: a new key taken meanwhile, a copy that did not read back equal.
    QList<KeyProblem> failed;
    bool cancelled = false;
};

struct RekeyOptions
{
    QString origin = QStringLiteral("explorer");
    // Called with the moves done of the plan's moves; `copied` is true right after a group of new copies
    // across partitions was written and verified, before their old entities are deleted.
    std::function<void(qint64 done, qint64 total, bool copied)> progress;
};

// Plans and runs the re-key. Errors: planRekey()'s, and those of the table or service, which end the run.
Result<RekeyReport> runRekey(const std::shared_ptr<TableService> &service, const Scope &scope,
    const RekeyRule &rule, const RekeyOptions &options = {}, const CancelFlag &cancel = {});

} // namespace rowan::bulk
