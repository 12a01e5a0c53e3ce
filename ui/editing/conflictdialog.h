// Shown when a save fails because the entity changed after the editor loaded it (ETag mismatch, 412
// UpdateConditionNotSatisfied): the user's version and the stored one side by side, one property per row,
// differences highlighted, and the three ways on: take the stored version into the editor (Reload), write
// the user's version anyway (Overwrite, If-Match *), or go back to editing (Cancel).
#pragma once

#include <rowan/entity.h>

#include <QDialog>

class QTableWidget;

namespace rowan {

class ConflictDialog : public QDialog
{
    Q_OBJECT
public:
    enum Choice { Cancel, Reload, Overwrite };

    ConflictDialog(const Entity &yours, const Entity &stored, QWidget *parent = nullptr);
    Choice choice() const { return m_choice; }
    // Rows whose two sides differ (properties present on one side only included).
    int differenceCount() const { return m_differences; }
    QTableWidget *table() const { return m_table; }

private:
    void fill(const Entity &yours, const Entity &stored);
    void finish(Choice choice);

    QTableWidget *m_table;
    Choice m_choice = Cancel;
    int m_differences = 0;
};

} // namespace rowan
