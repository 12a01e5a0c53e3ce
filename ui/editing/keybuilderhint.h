// The padding warning of the entity editor: while a new entity's keys are typed, finds the keys around
// them in the table (locateKey() on a worker, a short pause after the last change) and says when the new
// RowKey breaks the padding of its partition's RowKeys, or a new PartitionKey that of the partitions
// around it (keys::checkSiblingPadding()). It also keeps those neighbours for KeyBuilderDialog. Only the
// latest keys' answer is used. GUI thread only.
#pragma once

#include <QObject>
#include <QStringList>
#include <QTimer>

namespace rowan {

class ServiceSession;

class KeyPaddingHint : public QObject
{
    Q_OBJECT
public:
    KeyPaddingHint(
        ServiceSession *session, const QString &account, const QString &table, QObject *parent = nullptr);

    // Looks at these keys after a short pause (typing restarts it).
    void check(const QString &partitionKey, const QString &rowKey);
    QString warning() const { return m_warning; }
    QStringList rowKeySiblings() const { return m_rowSiblings; }
    QStringList partitionKeySiblings() const { return m_partitionSiblings; }

Q_SIGNALS:
    void warningChanged(const QString &warning);
    // An answer for the latest keys arrived (with or without a warning).
    void checked();

private:
    void run();

    ServiceSession *m_session;
    QString m_account;
    QString m_table;
    QString m_pk;
    QString m_rk;
    QString m_warning;
    QStringList m_rowSiblings;
    QStringList m_partitionSiblings;
    QTimer m_pause;
    quint64 m_generation = 0;
};

} // namespace rowan
