#include "models/editing/stagededits.h"

#include "models/history/recording.h"
#include "models/session/guicontinuation.h"
#include "models/session/servicesession.h"

#include <rowan/tableservice.h>

#include <QHash>
#include <QRegularExpression>
#include <QSettings>

namespace rowan {

namespace {

QString failureText(const Error &error)
{
    switch (error.code) {
    case ErrorCode::UpdateConditionNotSatisfied:
        return QObject::tr("changed since it was loaded");
    case ErrorCode::ResourceNotFound:
        return QObject::tr("deleted since it was loaded");
    case ErrorCode::EntityAlreadyExists:
        return QObject::tr("an entity with these keys exists already");
    default:
        return error.message;
    }
}

// Sends the changes of one table: entity group transactions per partition, each all or none; a batch that
// fails for one operation is sent again change by change, so only the entities at fault stay pending.
void commitTable(TableService &service, const QList<StagedChange> &changes, const QList<int> &indices,
    QStringList &failures)
{
    const StagedChange &first = changes.at(indices.first());
    ActionInfo info {QStringLiteral("commit"),
        (indices.size() == 1
                ? QObject::tr("Commit 1 staged change to %1").arg(first.table)
                : QObject::tr("Commit %1 staged changes to %2").arg(indices.size()).arg(first.table)),
        first.account, first.table, QStringLiteral("explorer"), 0};
    auto action = beginRecording(service, info);
    if (!action) {
        for (int i : indices)
            failures[i] = action.error().message;
        return;
    }
    std::shared_ptr<TableService> keep;
    TableService &writer = recordingWriter(service, *action, keep);
    QHash<QString, QList<int>> byPartition;
    QStringList order;
    for (int i : indices) {
        const QString &pk = changes.at(i).partitionKey;
        if (!byPartition.contains(pk))
            order.append(pk);
        byPartition[pk].append(i);
    }
    bool stopped = false;
    for (const QString &pk : std::as_const(order)) {
        const QList<int> &all = byPartition.value(pk);
        for (qsizetype from = 0; from < all.size(); from += limits::MaxBatchOperations) {
            const QList<int> batch = all.mid(from, limits::MaxBatchOperations);
            if (stopped) {
                for (int i : batch)
                    failures[i] = QObject::tr("not sent: an earlier transaction failed");
                continue;
            }
            QList<EntityOperation> ops;
            for (int i : batch)
                ops.append(StagedEdits::operationFor(changes.at(i)));
            auto done = writer.executeBatch(first.account, first.table, ops);
            if (done)
                continue;
            if (TableService::stopsBatches(done.error())) {
                for (int i : batch)
                    failures[i] = done.error().message;
                stopped = true;
                continue;
            }
            for (int i : batch) {
                if (auto one
                    = writer.write(first.account, first.table, StagedEdits::operationFor(changes.at(i)));
                    !one)
                    failures[i] = failureText(one.error());
            }
        }
    }
    (void)endRecording(service, *action);
}

} // namespace

StagedEdits::StagedEdits(ServiceSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
    // Pending changes belong to the service they were made on: the window asks before another one is shown.
    connect(m_session, &ServiceSession::serviceChanged, this, [this] {
        if (!m_changes.isEmpty()) {
            m_changes.clear();
            changesChanged();
        }
        Q_EMIT enabledChanged(isEnabled());
    });
}

QString StagedEdits::settingsKey() const
{
    const QString location = m_session->description().location;
    return QStringLiteral("stagedEdits/%1")
        .arg(QString::fromLatin1(location.toUtf8().toBase64(QByteArray::Base64UrlEncoding)));
}

bool StagedEdits::enabledByDefault(const SafetyProfile &profile)
{
    static const QRegularExpression production(
        QStringLiteral("^(prod|production|live|prd)\\b"), QRegularExpression::CaseInsensitiveOption);
    return profile.level == SafetyLevel::ConfirmWrites || production.match(profile.label).hasMatch();
}

bool StagedEdits::isEnabled() const
{
    if (!m_session->isOpen())
        return false;
    const QVariant chosen = QSettings().value(settingsKey());
    return chosen.isValid() ? chosen.toBool() : enabledByDefault(m_session->safety());
}

void StagedEdits::setEnabled(bool enabled)
{
    if (!m_session->isOpen())
        return;
    QSettings().setValue(settingsKey(), enabled);
    Q_EMIT enabledChanged(enabled);
}

QString StagedEdits::keyOf(
    const QString &account, const QString &table, const QString &partitionKey, const QString &rowKey)
{
    // U+0000 is allowed in none of these names, so it separates them unambiguously.
    const QChar nul(u'\0');
    return account + nul + table.toLower() + nul + partitionKey + nul + rowKey;
}

void StagedEdits::changesChanged()
{
    m_index.clear();
    for (qsizetype i = 0; i < m_changes.size(); ++i) {
        const StagedChange &c = m_changes.at(i);
        m_index.insert(keyOf(c.account, c.table, c.partitionKey, c.rowKey), i);
    }
    Q_EMIT changed();
}

const StagedChange *StagedEdits::find(
    const QString &account, const QString &table, const QString &partitionKey, const QString &rowKey) const
{
    const auto it = m_index.constFind(keyOf(account, table, partitionKey, rowKey));
    return it == m_index.constEnd() ? nullptr : &m_changes.at(it.value());
}

Status StagedEdits::stage(const QString &account, const QString &table, const EntityOperation &op,
    const std::optional<Entity> &before)
{
    if (m_committing)
        return fail(
            ErrorCode::InvalidInput, tr("The pending changes are being committed; wait for the commit."));
    const bool adds = op.type == OperationType::Insert;
    const bool deletes = op.type == OperationType::Delete;
    StagedChange change;
    change.account = account;
    change.table = table;
    change.partitionKey = op.entity.partitionKey();
    change.rowKey = op.entity.rowKey();
    change.before = adds ? std::nullopt : before;
    change.after = deletes ? std::nullopt : std::optional<Entity>(op.entity);
    change.kind = adds ? StagedChange::Kind::Add
        : deletes      ? StagedChange::Kind::Delete
                       : StagedChange::Kind::Update;
    change.operation = op.type == OperationType::Merge || op.type == OperationType::InsertOrMerge
        ? OperationType::Merge
        : OperationType::Update;

    const auto found = m_index.constFind(keyOf(account, table, change.partitionKey, change.rowKey));
    if (found != m_index.constEnd()) {
        StagedChange &pending = m_changes[found.value()];
        // Folded into the change already pending: what the commit must do is go from the first `before`
        // (or none) to the last `after` (or none).
        change.before = pending.before;
        if (!change.before && !change.after) {
            m_changes.removeAt(found.value()); // added and deleted again: nothing to send
        } else {
            change.kind = !change.before ? StagedChange::Kind::Add
                : !change.after          ? StagedChange::Kind::Delete
                                         : StagedChange::Kind::Update;
            if (pending.kind == StagedChange::Kind::Delete && change.kind == StagedChange::Kind::Update)
                change.operation = OperationType::Update; // deleted and added again: the whole new entity
            pending = change;
        }
        changesChanged();
        return {};
    }
    if (!adds && !before)
        return fail(
            ErrorCode::InvalidInput, tr("A change of an existing entity needs the entity as it was loaded."));
    m_changes.append(change);
    changesChanged();
    return {};
}

EntityOperation StagedEdits::operationFor(const StagedChange &change)
{
    switch (change.kind) {
    case StagedChange::Kind::Add:
        return EntityOperation {OperationType::Insert, *change.after, {}};
    case StagedChange::Kind::Delete:
        return EntityOperation {
            OperationType::Delete, Entity(change.partitionKey, change.rowKey), change.before->etag()};
    case StagedChange::Kind::Update:
        break;
    }
    return EntityOperation {change.operation, *change.after, change.before->etag()};
}

void StagedEdits::discard()
{
    if (m_committing || m_changes.isEmpty())
        return;
    m_changes.clear();
    changesChanged();
}

void StagedEdits::discardAt(int index)
{
    if (m_committing || index < 0 || index >= m_changes.size())
        return;
    m_changes.removeAt(index);
    changesChanged();
}

void StagedEdits::commit()
{
    if (m_committing || m_changes.isEmpty() || !m_session->isOpen())
        return;
    m_committing = true;
    const QList<StagedChange> sending = m_changes;
    const std::weak_ptr<TableService> target = m_session->service();
    auto work = m_session->run([sending](TableService &service) {
        // Per change sent, the reason it was not written (empty: written).
        QStringList failures(sending.size(), QString());
        QHash<QString, QList<int>> byTable;
        QStringList order;
        for (int i = 0; i < sending.size(); ++i) {
            const QString key = sending.at(i).account + u'/' + sending.at(i).table.toLower();
            if (!byTable.contains(key))
                order.append(key);
            byTable[key].append(i);
        }
        for (const QString &key : std::as_const(order))
            commitTable(service, sending, byTable.value(key), failures);
        return failures;
    });
    continueOnGui(this, work, [this, sending, target](const QStringList &failures) {
        m_committing = false;
        QList<StagedChange> kept;
        int written = 0;
        QSet<QString> tables;
        for (int i = 0; i < sending.size(); ++i) {
            tables.insert(sending.at(i).account + u'\n' + sending.at(i).table);
            if (failures.value(i).isEmpty()) {
                ++written;
                continue;
            }
            StagedChange change = sending.at(i);
            change.failure = failures.at(i);
            kept.append(change);
        }
        // The same service still shown: what failed stays pending to be looked at again.
        if (target.lock() == m_session->service())
            m_changes = kept;
        for (const QString &t : std::as_const(tables))
            m_session->noteWrite(t.section(u'\n', 0, 0), t.section(u'\n', 1), target);
        changesChanged();
        Q_EMIT finished(written, int(kept.size()));
    });
}

} // namespace rowan
