#include "ui/editing/keybuilderhint.h"

#include "models/keys/keyplacement.h"
#include "models/session/guicontinuation.h"
#include "models/session/servicesession.h"

#include <rowan/keys/keybuilder.h>
#include <rowan/keysampler.h>

namespace rowan {

KeyPaddingHint::KeyPaddingHint(
    ServiceSession *session, const QString &account, const QString &table, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_account(account)
    , m_table(table)
{
    m_pause.setSingleShot(true);
    m_pause.setInterval(250);
    connect(&m_pause, &QTimer::timeout, this, &KeyPaddingHint::run);
}

void KeyPaddingHint::check(const QString &partitionKey, const QString &rowKey)
{
    if (partitionKey == m_pk && rowKey == m_rk && !m_pause.isActive())
        return;
    m_pk = partitionKey;
    m_rk = rowKey;
    ++m_generation;
    m_pause.start();
}

void KeyPaddingHint::run()
{
    if (!m_session->isOpen() || m_table.isEmpty())
        return;
    const quint64 generation = ++m_generation;
    continueOnGui(this, placeKey(m_session, m_account, m_table, m_pk, m_rk, 5),
        [this, generation](const Result<KeyPosition> &pos) {
            if (generation != m_generation)
                return;
            m_rowSiblings.clear();
            m_partitionSiblings.clear();
            QStringList warnings;
            if (pos) {
                for (const QList<SampledKey> *side : {&pos->before, &pos->after}) {
                    for (const SampledKey &k : *side) {
                        if (k.partitionKey == m_pk)
                            m_rowSiblings.append(k.rowKey);
                        else if (!m_partitionSiblings.contains(k.partitionKey))
                            m_partitionSiblings.append(k.partitionKey);
                    }
                }
                const keys::PaddingCheck row = keys::checkSiblingPadding(m_rk, m_rowSiblings);
                if (!m_rk.isEmpty() && row.breaksPadding)
                    warnings.append(tr("RowKey: %1").arg(row.message));
                const keys::PaddingCheck part = keys::checkSiblingPadding(m_pk, m_partitionSiblings);
                if (!m_pk.isEmpty() && !pos->partitionExists && part.breaksPadding)
                    warnings.append(tr("PartitionKey: %1").arg(part.message));
            }
            // A failed look-up (a bad key, a network error) leaves the editor's own validation to speak.
            const QString warning = warnings.join(u'\n');
            if (warning != m_warning) {
                m_warning = warning;
                Q_EMIT warningChanged(warning);
            }
            Q_EMIT checked();
        });
}

} // namespace rowan
