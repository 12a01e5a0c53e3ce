// Stored access policies of one table: the list (at most five) with Add, Apply (to the selected policy) and
// Delete, an editor for id, start, expiry and permissions checked as you type, and Save, which writes the
// whole list in the background through the table service.
#pragma once

#include <QDialog>

class QCheckBox;
class QDateTimeEdit;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace rowan {

class PolicyListModel;
class ServiceSession;
struct SignedIdentifier;

class PolicyDialog : public QDialog
{
    Q_OBJECT
public:
    PolicyDialog(
        ServiceSession *session, const QString &account, const QString &table, QWidget *parent = nullptr);

    PolicyListModel *model() const { return m_model; }
    QString problemText() const;
    // The policy the editor describes now.
    SignedIdentifier editedPolicy() const;

public Q_SLOTS:
    void addPolicy();
    void applyToSelected();
    void deleteSelected();
    void save();

private:
    void showSelected();
    void validateEditor();
    void updateButtons();
    int selectedRow() const;

    PolicyListModel *m_model;
    // Where the policies are saved, for the question a store that confirms writes asks first.
    ServiceSession *m_session;
    QString m_account;
    QString m_table;
    QTableView *m_view;
    QLineEdit *m_id;
    QCheckBox *m_hasStart;
    QDateTimeEdit *m_start;
    QCheckBox *m_hasExpiry;
    QDateTimeEdit *m_expiry;
    QCheckBox *m_hasPermissions;
    QList<QCheckBox *> m_letters;
    QLabel *m_problem;
    QLabel *m_status;
    QPushButton *m_add;
    QPushButton *m_apply;
    QPushButton *m_delete;
    QPushButton *m_save;
};

} // namespace rowan
