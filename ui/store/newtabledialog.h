// Asks for a new table's name and checks it as the user types: the engine's naming rules (protocol §1) and
// a clash, ignoring case, with the account's existing tables. OK stays disabled until the name is valid.
#pragma once

#include <QDialog>
#include <QStringList>

class QLabel;
class QLineEdit;
class QPushButton;

namespace rowan {

class NewTableDialog : public QDialog
{
    Q_OBJECT
public:
    NewTableDialog(const QString &account, const QStringList &existingTables, QWidget *parent = nullptr);

    QString tableName() const;
    // Why `name` cannot be created next to `existingTables`; empty when it can.
    static QString problem(const QString &name, const QStringList &existingTables);

private:
    void validate();

    QStringList m_existing;
    QLineEdit *m_name = nullptr;
    QLabel *m_message = nullptr;
    QPushButton *m_ok = nullptr;
};

} // namespace rowan
