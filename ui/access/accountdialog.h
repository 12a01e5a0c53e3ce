// Accounts and keys: the service's accounts (the development account marked as public), and for the chosen
// one both keys hidden until shown, Copy buttons, Regenerate key 1 or 2 after a warning, and its Shared Key
// connection string. Adding (keys generated) and removing (after confirmation) need
// ServiceCapability::ManageAccounts; keys need AccountKeys. Work runs in the background.
#pragma once

#include <QDialog>

class QLabel;
class QPushButton;
class QTableView;

namespace rowan {

class AccessCopyField;
class AccountListModel;
class ServiceSession;

class AccountDialog : public QDialog
{
    Q_OBJECT
public:
    AccountDialog(ServiceSession *session, const QString &account, QWidget *parent = nullptr);

    AccountListModel *model() const { return m_model; }
    QString currentAccount() const;
    void selectAccount(const QString &name);
    AccessCopyField *keyField(int keyNumber) const { return keyNumber == 2 ? m_key2 : m_key1; }
    AccessCopyField *connectionStringField() const { return m_connection; }
    QString statusText() const;

public Q_SLOTS:
    void addAccount();
    void removeAccount();
    // Asks first: every token and connection string using the key stops working.
    void regenerateKey(int keyNumber);

Q_SIGNALS:
    // An account was added or removed (the Stores tree shows accounts).
    void accountsChanged();

private:
    // At Confirm writes the question a store or connection asks first (the dialog's own question was asked).
    bool confirmAccountWrite(const QString &title, const QString &question, const QString &account);
    void showCurrent();

    ServiceSession *m_session;
    AccountListModel *m_model;
    QString m_wanted;
    QTableView *m_view;
    QLabel *m_title;
    QLabel *m_note;
    AccessCopyField *m_key1;
    AccessCopyField *m_key2;
    AccessCopyField *m_connection;
    QPushButton *m_regenerate1;
    QPushButton *m_regenerate2;
    QPushButton *m_add;
    QPushButton *m_remove;
    QLabel *m_status;
};

} // namespace rowan
