// Planning a re-key (every new key and every collision, nothing written) and running it so that no moment
// leaves an entity under neither key.
#include "rowan/bulk/rekey.h"

#include "bulkio.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace rowan::bulk {

namespace {

// Moves handled per round: copies written and verified, then their old entities deleted.
constexpr qsizetype MovesPerRound = 2000;

QString joinKey(const QString &partitionKey, const QString &rowKey)
{
    // U+0000 is not allowed in keys, so it separates them unambiguously.
    return partitionKey + QChar(u'\0') + rowKey;
}

KeyProblem moveProblem(const Entity &entity, QString reason)
{
    return KeyProblem {entity.partitionKey(), entity.rowKey(), std::move(reason)};
}

Entity movedCopy(const KeyMove &move)
{
    Entity copy = move.source;
    copy.setPartitionKey(move.newPartitionKey);
    copy.setRowKey(move.newRowKey);
    return copy;
}

} // namespace

Result<RekeyPlan> planRekey(
    const TableService &service, const Scope &scope, const RekeyRule &rule, const CancelFlag &cancel)
{
    RekeyPlan plan;
    QList<Entity> sources;
    auto read = readScope(
        service, scope, cancel,
        [&](QList<Entity> &chunk) {
            sources.append(std::move(chunk));
            return true;
        },
        [&](KeyProblem changed) {
            ++plan.count;
            plan.failed.append(std::move(changed));
        });
    if (!read)
        return std::unexpected(read.error());
    plan.count += sources.size();

    QHash<QString, qsizetype> sourceAt;
    sourceAt.reserve(sources.size());
    for (qsizetype i = 0; i < sources.size(); ++i)
        sourceAt.insert(joinKey(sources[i].partitionKey(), sources[i].rowKey()), i);

    QList<KeyMove> candidates;
    for (const Entity &source : std::as_const(sources)) {
        KeyMove move {source, source.partitionKey(), source.rowKey(), false};
        if (rule.partitionKey) {
            auto key = rule.partitionKey->evaluate(source, "PartitionKey");
            if (!key) {
                plan.failed.append(moveProblem(source, key.error().message));
                continue;
            }
            move.newPartitionKey = std::move(*key);
        }
        if (rule.rowKey) {
            auto key = rule.rowKey->evaluate(source, "RowKey");
            if (!key) {
                plan.failed.append(moveProblem(source, key.error().message));
                continue;
            }
            move.newRowKey = std::move(*key);
        }
        if (move.newPartitionKey == source.partitionKey() && move.newRowKey == source.rowKey())
            ++plan.unchanged;
        else
            candidates.append(std::move(move));
    }

    // A source whose key another source moves to, holding that source's very properties, is the copy an
    // interrupted run left: that move only deletes its old entity, and the copy does not move again.
    QSet<qsizetype> copies;
    for (KeyMove &move : candidates) {
        const auto at = sourceAt.constFind(joinKey(move.newPartitionKey, move.newRowKey));
        if (at != sourceAt.constEnd() && sameProperties(sources[*at], move.source)) {
            move.alreadyCopied = true;
            copies.insert(*at);
        }
    }
    QList<KeyMove> moves;
    QHash<QString, int> targets;
    for (KeyMove &move : candidates) {
        if (copies.contains(sourceAt.value(joinKey(move.source.partitionKey(), move.source.rowKey())))) {
            ++plan.unchanged;
            continue;
        }
        ++targets[joinKey(move.newPartitionKey, move.newRowKey)];
        moves.append(std::move(move));
    }

    const auto collide = [&](const KeyMove &move, const char *kind) {
        plan.collisions.append(KeyCollision {move.source.partitionKey(), move.source.rowKey(),
            move.newPartitionKey, move.newRowKey, QString::fromLatin1(kind)});
    };
    for (KeyMove &move : moves) {
        if (isCancelled(cancel))
            return fail(ErrorCode::Cancelled, QStringLiteral("Cancelled."));
        const QString target = joinKey(move.newPartitionKey, move.newRowKey);
        if (targets.value(target) > 1) {
            collide(move, "shared");
            continue;
        }
        if (move.alreadyCopied) {
            plan.moves.append(std::move(move));
            continue;
        }
        if (sourceAt.contains(target)) {
            collide(move, "moving");
            continue;
        }
        auto existing = service.getEntity(scope.account, scope.table, move.newPartitionKey, move.newRowKey);
        if (existing) {
            if (!sameProperties(*existing, move.source)) {
                collide(move, "exists");
                continue;
            }
            move.alreadyCopied = true;
        } else if (existing.error().code != ErrorCode::ResourceNotFound) {
            return std::unexpected(existing.error());
        }
        plan.moves.append(std::move(move));
    }
    return plan;
}

namespace {

class RekeyRun
{
public:
    RekeyRun(TableService &reader, TableService &writer, const Scope &scope, const RekeyOptions &options,
        const CancelFlag &cancel, RekeyReport &report)
        : m_reader(reader)
        , m_writer(writer)
        , m_scope(scope)
        , m_options(options)
        , m_cancel(cancel)
        , m_report(report)
    { }

    Status run()
    {
        const QList<KeyMove> &moves = m_report.plan.moves;
        for (qsizetype from = 0; from < moves.size(); from += MovesPerRound) {
            if (isCancelled(m_cancel)) {
                m_report.cancelled = true;
                return {};
            }
            if (auto ok = round(moves.mid(from, MovesPerRound)); !ok)
                return ok;
            if (m_report.cancelled)
                return {};
        }
        return {};
    }

private:
    void progress(bool copied)
    {
        if (m_options.progress)
            m_options.progress(m_done, m_report.plan.moves.size(), copied);
    }

    // Units within a partition move in one transaction each; the others are copied, verified, then deleted.
    Status round(const QList<KeyMove> &moves)
    {
        QList<WriteUnit> inPlace;
        QList<const KeyMove *> inPlaceMoves;
        QList<const KeyMove *> across;
        QList<const KeyMove *> toDelete;
        for (const KeyMove &move : moves) {
            if (move.alreadyCopied) {
                toDelete.append(&move);
            } else if (move.newPartitionKey == move.source.partitionKey()) {
                inPlace.append(WriteUnit {{EntityOperation {OperationType::Insert, movedCopy(move), {}},
                    EntityOperation {OperationType::Delete, move.source, move.source.etag()}}});
                inPlaceMoves.append(&move);
            } else {
                across.append(&move);
            }
        }
        if (auto ok = moveInPlace(inPlace, inPlaceMoves); !ok)
            return ok;
        if (auto ok = copyAcross(across, toDelete); !ok)
            return ok;
        progress(true);
        if (isCancelled(m_cancel)) {
            m_report.cancelled = true;
            return {};
        }
        return deleteOld(toDelete);
    }

    Status moveInPlace(const QList<WriteUnit> &units, const QList<const KeyMove *> &moves)
    {
        if (units.isEmpty())
            return {};
        auto outcomes = writeUnits(m_writer, m_scope.account, m_scope.table, units, m_cancel);
        if (!outcomes)
            return std::unexpected(outcomes.error());
        for (qsizetype i = 0; i < units.size(); ++i) {
            const std::optional<Error> &error = outcomes->at(i);
            const Entity &source = moves[i]->source;
            ++m_done;
            if (!error)
                ++m_report.moved;
            else if (error->code == ErrorCode::Cancelled)
                m_report.cancelled = true;
            else if (error->operationIndex == 1 && changedMeanwhile(*error))
                m_report.changed.append(
                    moveProblem(source, QStringLiteral("changed since it was read; not moved")));
            else
                m_report.failed.append(moveProblem(source, error->message));
        }
        return {};
    }

    // Writes the new copies in key order, reads each back, and queues the old entity of every copy that
    // reads back equal for deletion.
    Status copyAcross(QList<const KeyMove *> &across, QList<const KeyMove *> &toDelete)
    {
        if (across.isEmpty())
            return {};
        std::sort(across.begin(), across.end(), [](const KeyMove *a, const KeyMove *b) {
            return std::pair(a->newPartitionKey, a->newRowKey) < std::pair(b->newPartitionKey, b->newRowKey);
        });
        QList<WriteUnit> inserts;
        inserts.reserve(across.size());
        for (const KeyMove *move : std::as_const(across))
            inserts.append(WriteUnit {{EntityOperation {OperationType::Insert, movedCopy(*move), {}}}});
        auto outcomes = writeUnits(m_writer, m_scope.account, m_scope.table, inserts, m_cancel);
        if (!outcomes)
            return std::unexpected(outcomes.error());
        for (qsizetype i = 0; i < across.size(); ++i) {
            const KeyMove &move = *across[i];
            const std::optional<Error> &error = outcomes->at(i);
            if (error && error->code == ErrorCode::Cancelled) {
                m_report.cancelled = true;
                continue;
            }
            if (error && error->code != ErrorCode::EntityAlreadyExists) {
                ++m_done;
                m_report.failed.append(moveProblem(move.source, error->message));
                continue;
            }
            auto copy
                = m_reader.getEntity(m_scope.account, m_scope.table, move.newPartitionKey, move.newRowKey);
            if (!copy && copy.error().code != ErrorCode::ResourceNotFound)
                return std::unexpected(copy.error());
            if (!copy || !sameProperties(*copy, move.source)) {
                ++m_done;
                m_report.failed.append(moveProblem(move.source,
                    error ? QStringLiteral("the new key was taken meanwhile; not moved")
                          : QStringLiteral("the new copy did not read back equal; the old entity is kept")));
                continue;
            }
            ++m_report.copiedOnly;
            toDelete.append(&move);
        }
        return {};
    }

    Status deleteOld(QList<const KeyMove *> &toDelete)
    {
        if (toDelete.isEmpty())
            return {};
        std::sort(toDelete.begin(), toDelete.end(), [](const KeyMove *a, const KeyMove *b) {
            return std::pair(a->source.partitionKey(), a->source.rowKey())
                < std::pair(b->source.partitionKey(), b->source.rowKey());
        });
        QList<WriteUnit> deletes;
        deletes.reserve(toDelete.size());
        for (const KeyMove *move : std::as_const(toDelete))
            deletes.append(WriteUnit {{EntityOperation {OperationType::Delete,
                Entity(move->source.partitionKey(), move->source.rowKey()), move->source.etag()}}});
        auto outcomes = writeUnits(m_writer, m_scope.account, m_scope.table, deletes, m_cancel);
        if (!outcomes)
            return std::unexpected(outcomes.error());
        for (qsizetype i = 0; i < toDelete.size(); ++i) {
            const KeyMove &move = *toDelete[i];
            const std::optional<Error> &error = outcomes->at(i);
            if (error && error->code == ErrorCode::Cancelled) {
                m_report.cancelled = true;
                continue;
            }
            ++m_done;
            if (!move.alreadyCopied)
                --m_report.copiedOnly;
            if (!error)
                ++m_report.moved;
            else if (changedMeanwhile(*error))
                m_report.changed.append(moveProblem(move.source,
                    QStringLiteral("changed or deleted since it was read; the new copy is kept beside it")));
            else
                m_report.failed.append(moveProblem(move.source, error->message));
        }
        progress(false);
        return {};
    }

    TableService &m_reader;
    TableService &m_writer;
    const Scope &m_scope;
    const RekeyOptions &m_options;
    CancelFlag m_cancel;
    RekeyReport &m_report;
    qint64 m_done = 0;
};

} // namespace

Result<RekeyReport> runRekey(const std::shared_ptr<TableService> &service, const Scope &scope,
    const RekeyRule &rule, const RekeyOptions &options, const CancelFlag &cancel)
{
    RekeyReport report;
    auto plan = planRekey(*service, scope, rule, cancel);
    if (!plan) {
        if (plan.error().code != ErrorCode::Cancelled)
            return std::unexpected(plan.error());
        report.cancelled = true;
        return report;
    }
    report.plan = std::move(*plan);
    if (report.plan.moves.isEmpty())
        return report;
    if (service->has(ServiceCapability::Journal)) {
        const QString label
            = QStringLiteral("Re-key: %1 entities of %2 (%3%4)")
                  .arg(report.plan.moves.size())
                  .arg(scope.table,
                      rule.partitionKey ? QStringLiteral("PartitionKey ") + rule.partitionKey->text()
                                        : QString(),
                      rule.rowKey ? QStringLiteral(" RowKey ") + rule.rowKey->text() : QString());
        auto action = service->beginAction(ActionInfo {
            QStringLiteral("rekey"), label.simplified(), scope.account, scope.table, options.origin, 0});
        if (!action)
            return std::unexpected(action.error());
        report.action = *action;
    }
    const std::shared_ptr<TableService> writer = journaled(service, report.action);
    Status status = RekeyRun(*service, *writer, scope, options, cancel, report).run();
    if (report.action != 0) {
        if (auto ended = service->endAction(report.action); !ended && status)
            status = ended;
    }
    if (!status)
        return std::unexpected(status.error());
    return report;
}

} // namespace rowan::bulk
