// The accounts of the open service with their keys: Name, Created, and a note for the public development
// account. Keys are data (Key1Role, Key2Role), never display text: a view shows them only when asked.
// Adding, removing and regenerating run on the session's workers (ServiceCapability::ManageAccounts); a
// remote endpoint lists its one account, with keys only under ServiceCapability::AccountKeys.
// GUI thread only.
#pragma once

#include <rowan/account.h>

#include <QAbstractTableModel>
#include <QUrl>

namespace rowan {

class ServiceSession;

class AccountListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, CreatedColumn, NoteColumn, ColumnCount };
    enum Roles { NameRole = Qt::UserRole + 1, Key1Role, Key2Role, DevelopmentRole };

    explicit AccountListModel(ServiceSession *session, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Reads the accounts; loaded() or failed() follow.
    void load();
    void setAccounts(const QList<Account> &accounts);
    const QList<Account> &accounts() const { return m_accounts; }
    // The account named `name`, or an invalid one.
    Account account(const QString &name) const;
    int rowOf(const QString &name) const;

    // Creates an account with two generated keys; accountCreated() or failed().
    void createAccount(const QString &name);
    void deleteAccount(const QString &name);
    // keyNumber 1 or 2; keyRegenerated() or failed().
    void regenerateKey(const QString &name, int keyNumber);

    // The development account with its public key (tokens signed with it protect nothing).
    static bool isDevelopment(const Account &account);
    // "DefaultEndpointsProtocol=http;AccountName=…;AccountKey=…;TableEndpoint=<endpoint>/<name>;"
    static QString sharedKeyConnectionString(const Account &account, int keyNumber, const QUrl &endpoint);

Q_SIGNALS:
    void loaded();
    void accountCreated(const rowan::Account &account);
    void accountDeleted(const QString &name);
    void keyRegenerated(const rowan::Account &account, int keyNumber);
    void failed(const QString &message);

private:
    void replace(const Account &account);

    ServiceSession *m_session;
    QList<Account> m_accounts;
};

} // namespace rowan
