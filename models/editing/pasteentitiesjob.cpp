#include "models/editing/pasteentitiesjob.h"

#include "models/editing/stagededits.h"
#include "models/history/recording.h"
#include "models/session/guicontinuation.h"
#include "models/session/servicesession.h"

#include <rowan/tableservice.h>
#include <rowan/transfer/transfer.h>

namespace rowan {

namespace {
// The pasted entities as the import's rows: the import is the one path that writes a list of entities in
// transactions and reports each refused one.
class PastedRows final : public transfer::EntityReader
{
public:
    explicit PastedRows(const QList<Entity> &entities)
        : m_entities(entities)
    { }
    Step next(Entity &entity, transfer::RowError &) override
    {
        if (m_next >= m_entities.size())
            return Step::End;
        entity = m_entities.at(m_next++);
        return Step::Entity;
    }
    qint64 line() const override { return m_next; }
    qint64 bytesRead() const override { return 0; }

private:
    QList<Entity> m_entities;
    qsizetype m_next = 0;
};

struct PasteOutcome
{
    PasteReport report;
    std::optional<Error> error;
};
} // namespace

PasteEntitiesJob::PasteEntitiesJob(ServiceSession *session, const QString &account, const QString &table,
    const QList<Entity> &entities, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_account(account)
    , m_table(table)
    , m_entities(entities)
{
    qRegisterMetaType<PasteReport>();
}

QString PasteEntitiesJob::keyText(const Entity &entity)
{
    return entity.partitionKey() + QStringLiteral(" / ") + entity.rowKey();
}

void PasteEntitiesJob::check()
{
    if (m_checked || m_started)
        return;
    m_checked = true;
    m_running = true;
    continueOnGui(this,
        m_session->run([account = m_account, table = m_table, entities = m_entities](
                           TableService &service) -> Result<QStringList> {
            QStringList existing;
            ScanOptions keysOnly;
            keysOnly.projection = QStringList {};
            for (const Entity &entity : entities) {
                auto found
                    = service.getEntity(account, table, entity.partitionKey(), entity.rowKey(), keysOnly);
                if (found) {
                    existing.append(keyText(entity));
                    continue;
                }
                if (found.error().code != ErrorCode::ResourceNotFound)
                    return std::unexpected(found.error());
            }
            return existing;
        }),
        [this](const Result<QStringList> &existing) {
            m_running = false;
            if (!existing) {
                Q_EMIT failed(existing.error().toString());
                return;
            }
            Q_EMIT checked(*existing);
        });
}

void PasteEntitiesJob::start(bool replaceExisting)
{
    if (m_started)
        return;
    m_started = true;
    m_running = true;
    m_service = m_session->service();
    ActionInfo info;
    info.kind = QStringLiteral("paste");
    info.account = m_account;
    info.table = m_table;
    info.label = tr("Paste %n entities into %1", nullptr, int(m_entities.size())).arg(m_table);
    continueOnGui(this,
        m_session->run([account = m_account, table = m_table, entities = m_entities, info, replaceExisting](
                           TableService &service) {
            PasteOutcome outcome;
            auto action = beginRecording(service, info);
            if (!action) {
                outcome.error = action.error();
                return outcome;
            }
            std::shared_ptr<TableService> view;
            TableService &writer = recordingWriter(service, *action, view);
            transfer::ImportOptions options;
            options.mode
                = replaceExisting ? transfer::ImportMode::Replace : transfer::ImportMode::SkipExisting;
            options.rowError = [&outcome, &entities](const transfer::RowError &error) {
                // The row's keys when the import could read them, else the pasted entity's by its place.
                QString key = error.partitionKey.isEmpty() && error.rowKey.isEmpty() && error.where.line > 0
                        && error.where.line <= entities.size()
                    ? keyText(entities.at(error.where.line - 1))
                    : error.partitionKey + QStringLiteral(" / ") + error.rowKey;
                outcome.report.failures.append(key + QStringLiteral(": ") + error.error.toString());
            };
            PastedRows rows(entities);
            auto summary = transfer::importEntities(writer, account, table, rows, options);
            (void)endRecording(service, *action);
            if (!summary) {
                outcome.error = summary.error();
                return outcome;
            }
            outcome.report.written = summary->totals.written;
            outcome.report.skipped = summary->totals.skipped;
            return outcome;
        }),
        [this](const PasteOutcome &outcome) {
            m_running = false;
            m_session->noteWrite(m_account, m_table, m_service);
            if (outcome.error) {
                Q_EMIT failed(outcome.error->toString());
                return;
            }
            Q_EMIT finished(outcome.report);
        });
}

Status PasteEntitiesJob::stage(
    StagedEdits &staged, const QString &account, const QString &table, const QList<Entity> &entities)
{
    for (const Entity &entity : entities) {
        Entity added = entity;
        added.setEtag({});
        if (auto ok
            = staged.stage(account, table, EntityOperation {OperationType::Insert, added, {}}, std::nullopt);
            !ok)
            return ok;
    }
    return {};
}

} // namespace rowan
