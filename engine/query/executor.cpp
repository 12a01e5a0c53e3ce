// One page of a query. The plan's ranges are scanned in key order from the resume position; every
// candidate is tested against the whole filter. A page ends when:
// - it is full and the next matching entity has been seen: the continuation starts at that entity, so a
//   query whose last page is exactly full ends without an empty extra page;
// - the time budget runs out: the continuation starts just after the last entity read (or at the range
//   not yet begun), so even an empty page makes progress;
// - the ranges are exhausted: no continuation.
// Resuming seeks the clustered index to the continuation's position, so a deep page costs what the first
// one costs, and entities inserted or deleted meanwhile cannot shift what was already returned.
#include "rowan/query.h"

#include "core/keycodec.h"
#include "core/record.h"
#include "keycut.h"
#include "rowan/store.h"

#include <QDeadlineTimer>
#include <QSet>

#include <algorithm>

namespace rowan {

using query::CutRange;
using query::KeyCut;

namespace {

Status checkSelectName(const QString &name)
{
    if (isSystemPropertyName(name))
        return {};
    if (auto s = validatePropertyName(name); !s)
        return fail(ErrorCode::InvalidInput, QStringLiteral("$select: %1").arg(s.error().message));
    return {};
}

KeyCut cutOf(const QueryContinuation &c)
{
    switch (c.mode()) {
    case QueryContinuation::Mode::BeforeRow:
        return KeyCut::before(c.partitionKey(), c.rowKey());
    case QueryContinuation::Mode::AfterRow:
        return KeyCut::after(c.partitionKey(), c.rowKey());
    case QueryContinuation::Mode::PartitionStart:
        return KeyCut::partitionStart(c.partitionKey());
    case QueryContinuation::Mode::PartitionEnd:
        return KeyCut::partitionEnd(c.partitionKey());
    case QueryContinuation::Mode::None:
    case QueryContinuation::Mode::Raw: // refused by executeQuery()
        break;
    }
    return KeyCut::tableStart();
}

QueryContinuation continuationAt(const KeyCut &cut)
{
    using Mode = QueryContinuation::Mode;
    if (cut.pkEdge < 0) // the table's start: the empty PartitionKey sorts first
        return QueryContinuation(Mode::PartitionStart, QString(), QString());
    if (cut.rkEdge != 0)
        return QueryContinuation(
            cut.rkEdge < 0 ? Mode::PartitionStart : Mode::PartitionEnd, cut.pk, QString());
    return QueryContinuation(cut.side < 0 ? Mode::BeforeRow : Mode::AfterRow, cut.pk, cut.rk);
}

// The property names a filter compares, and whether it compares a key.
void collectFilterNames(const FilterNode &node, QSet<QString> &names, bool &usesKeys)
{
    if (node.kind == FilterNode::Kind::Comparison) {
        const FilterTarget target = node.comparison.target();
        if (target == FilterTarget::Property)
            names.insert(node.comparison.property);
        else if (target != FilterTarget::Timestamp)
            usesKeys = true;
        return;
    }
    for (const FilterNode &child : node.children)
        collectFilterNames(child, names, usesKeys);
}

QString keyOf(QByteArrayView stored)
{
    return keycodec::decode(stored).value_or(QString()); // the scan checked the length
}

// The residual filter's view of stored entities: Timestamp, the keys when it compares them, and the
// properties it names (the rest of the record is skipped). Reused from one entity to the next.
class Candidate
{
public:
    explicit Candidate(const Filter &filter)
    {
        QSet<QString> names;
        if (filter.root())
            collectFilterNames(*filter.root(), names, m_usesKeys);
        m_names = record::Selection(QStringList(names.begin(), names.end()));
    }
    bool needsRecord() const { return !m_names.isEmpty(); }

    Result<const Entity *> read(const StoredEntity &stored)
    {
        if (m_usesKeys) {
            m_entity.setPartitionKey(m_partitionKeys.decode(stored.partitionKey).value_or(QString()));
            m_entity.setRowKey(keyOf(stored.rowKey));
        }
        m_entity.setTimestamp(stored.timestamp);
        if (m_names.isEmpty() || stored.record.isNull()) {
            m_entity.clearProperties();
        } else if (auto ok = record::decodeSelected(stored.record, m_names, m_entity); !ok) {
            return std::unexpected(ok.error());
        }
        return &m_entity;
    }

private:
    record::Selection m_names;
    bool m_usesKeys = false;
    keycodec::RepeatedKeyDecoder m_partitionKeys;
    Entity m_entity;
};

// The budget is checked at the first entity of a page (a budget already spent still returns after one) and
// then every DeadlineStride entities: a clock read per entity is a measurable share of a cheap entity, and 16
// entities overrun the budget by microseconds.
constexpr qint64 DeadlineStride = 16;

bool deadlineDue(qint64 scanned)
{
    return scanned % DeadlineStride == 1;
}

} // namespace

Result<std::optional<QStringList>> parseSelect(QStringView text)
{
    const QStringView trimmed = text.trimmed();
    if (trimmed.isEmpty() || trimmed == u"*")
        return std::optional<QStringList>();
    QStringList names;
    for (const QStringView item : trimmed.split(u',')) {
        const QString name = item.trimmed().toString();
        if (name.isEmpty())
            return fail(ErrorCode::InvalidInput,
                QStringLiteral("$select has an empty item: list property names "
                               "separated by commas."));
        if (auto s = checkSelectName(name); !s)
            return std::unexpected(s.error());
        if (!names.contains(name))
            names.append(name);
    }
    return std::optional<QStringList>(std::move(names));
}

Status validateTop(int top)
{
    if (top < 1 || top > limits::MaxPageSize)
        return fail(ErrorCode::InvalidInput,
            QStringLiteral("$top must be between 1 and %1, not %2.").arg(limits::MaxPageSize).arg(top));
    return {};
}

Result<QueryPage> executeQuery(const Store &store, const QString &account, const QString &table,
    const QueryRequest &request, const QueryOptions &options)
{
    if (request.top) {
        if (auto s = validateTop(*request.top); !s)
            return std::unexpected(s.error());
    }
    if (request.continuation.isRaw())
        return fail(ErrorCode::InvalidInput,
            QStringLiteral(
                "The continuation token came from another endpoint and cannot resume this query."));
    if (request.select) {
        for (const QString &name : *request.select) {
            if (auto s = checkSelectName(name); !s)
                return std::unexpected(s.error());
        }
    }
    Candidate candidate(request.filter);
    const bool selectsProperties = !request.select
        || std::any_of(request.select->begin(), request.select->end(),
            [](const QString &name) { return !isSystemPropertyName(name); });
    // A table that does not exist must fail even when the plan reads nothing.
    if (auto info = store.table(account, table); !info)
        return std::unexpected(info.error());

    const int pageLimit = std::min(
        request.top.value_or(limits::MaxPageSize), std::clamp(options.pageSize, 1, limits::MaxPageSize));
    const QueryPlan plan = planQuery(request.filter);
    QueryPage page;
    page.kind = plan.kind;
    page.entities.setSelection(request.select);
    // One allocation for the page instead of growing it ten times while the scan runs.
    const qsizetype expected
        = plan.isPointSet() ? std::min<qsizetype>(plan.ranges.size(), pageLimit) : qsizetype(pageLimit);
    page.entities.reserve(expected);
    const QDeadlineTimer deadline(options.timeBudget);
    const KeyCut resume = request.continuation.isNull() ? KeyCut::tableStart() : cutOf(request.continuation);
    const CutRange limit = request.keyLimit ? CutRange::fromKeyRange(*request.keyLimit)
                                            : CutRange {KeyCut::tableStart(), KeyCut::tableEnd()};
    std::optional<Error> failure;

    for (const KeyRange &planned : plan.ranges) {
        CutRange range = CutRange::fromKeyRange(planned);
        range.from = std::max({range.from, resume, limit.from});
        range.to = std::min(range.to, limit.to);
        if (range.isEmpty())
            continue;
        // Every page reads at least one entity, so even a budget too small for anything makes progress.
        if (page.scanned > 0 && deadline.hasExpired()) {
            page.continuation = continuationAt(range.from);
            page.timedOut = true;
            return page;
        }
        std::optional<KeyCut> stopAt;
        const StoredEntityVisitor visitor = [&](const StoredEntity &stored) {
            ++page.scanned;
            // The ranges of a key-only filter hold exactly its matches (a continuation or key limit only
            // narrows them), so the residual test would only repeat the index's comparisons.
            bool match = plan.rangesExact;
            if (!match) {
                auto read = candidate.read(stored);
                if (!read) {
                    failure = read.error();
                    return ScanControl::Stop;
                }
                match = request.filter.matches(**read);
            }
            if (match) {
                if (page.entities.size() >= pageLimit) {
                    stopAt = KeyCut::before(keyOf(stored.partitionKey), keyOf(stored.rowKey));
                    return ScanControl::Stop;
                }
                StoredEntity kept = stored;
                if (!selectsProperties) // the record was read for the filter only
                    kept.record = QByteArrayView();
                if (auto ok = page.entities.append(kept); !ok) {
                    failure = ok.error();
                    return ScanControl::Stop;
                }
                if (deadlineDue(page.scanned) && deadline.hasExpired()) {
                    stopAt = KeyCut::after(keyOf(stored.partitionKey), keyOf(stored.rowKey));
                    page.timedOut = true;
                    return ScanControl::Stop;
                }
            } else if (deadlineDue(page.scanned) && deadline.hasExpired()) {
                stopAt = KeyCut::after(keyOf(stored.partitionKey), keyOf(stored.rowKey));
                page.timedOut = true;
                return ScanControl::Stop;
            }
            return ScanControl::Continue;
        };
        auto scanned = store.scanStored(
            account, table, range.toKeyRange(), visitor, selectsProperties || candidate.needsRecord());
        if (!scanned)
            return std::unexpected(scanned.error());
        if (failure)
            return std::unexpected(*failure);
        if (stopAt) {
            page.continuation = continuationAt(*stopAt);
            return page;
        }
    }
    return page;
}

} // namespace rowan
