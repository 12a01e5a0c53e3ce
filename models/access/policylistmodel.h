// The stored access policies of one table (at most five): Id, Start, Expiry, Permissions. Edits are
// checked as the service checks them (ids of 1 to 64 characters, unique; expiry after start; letters of
// raud) and kept in the model until save() writes the whole list with
// TableService::setTableAccessPolicies on the session's workers. Without ServiceCapability::TableAcl
// load() and save() report NotImplemented. GUI thread only.
#pragma once

#include <rowan/protocol/accesspolicy.h>
#include <rowan/status.h>

#include <QAbstractTableModel>

namespace rowan {

class ServiceSession;

class PolicyListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { IdColumn, StartColumn, ExpiryColumn, PermissionsColumn, ColumnCount };

    explicit PolicyListModel(ServiceSession *session, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    QString account() const { return m_account; }
    QString table() const { return m_table; }
    // Reads the table's policies on a worker; loaded() or failed() follow.
    void load(const QString &account, const QString &table);
    // Shows `policies` without reading (and without marking them modified).
    void setPolicies(const QString &account, const QString &table, const QList<SignedIdentifier> &policies);
    const QList<SignedIdentifier> &policies() const { return m_policies; }
    const SignedIdentifier &policyAt(int row) const { return m_policies.at(row); }
    bool isModified() const { return m_modified; }
    bool isBusy() const { return m_busy; }

    // Why `policy` cannot take row `replacing` (-1: be added); empty when it can.
    QString validate(const SignedIdentifier &policy, int replacing = -1) const;
    // InvalidInput with validate()'s text on refusal.
    Status addPolicy(const SignedIdentifier &policy);
    Status replacePolicy(int row, const SignedIdentifier &policy);
    void removePolicy(int row);

    // Writes the list on a worker; saved() or failed() follow.
    void save();

Q_SIGNALS:
    void loaded();
    void saved();
    void failed(const QString &message);
    void busyChanged(bool busy);

private:
    void setBusy(bool busy);

    ServiceSession *m_session;
    QString m_account;
    QString m_table;
    QList<SignedIdentifier> m_policies;
    bool m_modified = false;
    bool m_busy = false;
    quint64 m_generation = 0;
};

} // namespace rowan
