// Confirms deleting a table, stating how many entities go with it (from the statistics). A table holding
// entities, or whose count is unknown (-1: an endpoint without statistics), must have its name typed before
// Delete is enabled.
#pragma once

#include <QDialog>

class QLineEdit;
class QPushButton;

namespace rowan {

class DeleteTableDialog : public QDialog
{
    Q_OBJECT
public:
    DeleteTableDialog(
        const QString &account, const QString &table, qint64 entityCount, QWidget *parent = nullptr);

    // Whether the user must type the table name to confirm.
    bool needsTypedName() const { return m_typed != nullptr; }

private:
    QString m_table;
    QLineEdit *m_typed = nullptr;
    QPushButton *m_delete = nullptr;
};

} // namespace rowan
