// The write path shared by single writes and entity group transactions: one transaction on the writer
// connection, one Timestamp, statistics deltas collected per partition and applied before commit.
#pragma once

#include "storage/storeprivate.h"

#include <QHash>

#include <string_view>

namespace rowan {

class EntityWriter
{
public:
    // `c` is the writer connection, inside a transaction the caller owns.
    EntityWriter(sql::Connection *c, qint64 tableId, DateTime timestamp)
        : m_c(c)
        , m_tableId(tableId)
        , m_timestamp(timestamp)
        , m_etag(etagForTimestamp(timestamp))
    { }

    // Records every write from now on into journal action `actionId`, in the caller's transaction (one
    // chunk per flushStats()).
    void journalTo(qint64 actionId) { m_actionId = actionId; }

    // Checks what can be checked without the store (keys, names, sizes). Errors per Entity::validate().
    static Status validate(const EntityOperation &op);
    // Applies one validated operation. Errors per OperationType.
    Result<EntityVersion> apply(const EntityOperation &op);
    // Writes the accumulated statistics. Call once, before commit.
    Status flushStats();

private:
    struct Existing
    {
        bool found = false;
        qint64 ticks = 0;
        qint64 size = 0;
        QByteArray record; // only when asked for
    };
    struct Delta
    {
        qint64 count = 0;
        qint64 bytes = 0;
    };

    Result<Existing> load(QByteArrayView pk, QByteArrayView rk, bool withRecord);
    Status checkIfMatch(const Existing &existing, const QString &ifMatch) const;
    Status insertRow(QByteArrayView pk, QByteArrayView rk, const Entity &entity, bool *inserted);
    Status updateRow(QByteArrayView pk, QByteArrayView rk, const Entity &entity);
    Status deleteRow(QByteArrayView pk, QByteArrayView rk);
    // Runs an INSERT or UPDATE of one row whose parameters are ?1 table, ?2 pk, ?3 rk, ?4 timestamp,
    // ?5 size and ?6 record.
    Status writeRow(std::string_view sql, QByteArrayView pk, QByteArrayView rk, const Entity &entity);
    void account(const QByteArray &pk, qint64 count, qint64 bytes);
    // Adds the journal record of one write to the chunk: `before` the entity's stored row with its record
    // (not found: it did not exist), `afterTicks` the Timestamp written (0: deleted).
    Status journal(QByteArrayView pk, QByteArrayView rk, const Existing &before, qint64 afterTicks);
    bool journaling() const { return m_actionId > 0; }

    sql::Connection *m_c;
    qint64 m_tableId;
    DateTime m_timestamp;
    QString m_etag;
    QHash<QByteArray, Delta> m_deltas;
    qint64 m_actionId = 0;
    QByteArray m_chunk; // the records since the last flush
    Delta m_journaled; // how many, and their bytes
};

} // namespace rowan
