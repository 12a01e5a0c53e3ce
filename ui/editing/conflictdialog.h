// Two versions of an entity side by side, one property per row, differences highlighted, in one of two
// situations.
// A save that failed because the entity changed after the editor loaded it (ETag mismatch, 412
// UpdateConditionNotSatisfied): the user's version and the stored one, and the three ways on: take the
// stored version into the editor (Reload), write the user's version anyway (Overwrite, If-Match *), or go
// back to editing (Cancel).
// An undo that left entities alone because they changed since the action (rowan::UndoConflict): one
// entity at a time, the earlier version (what the undo would have written back; absent when the action
// created the entity) beside the current one, with "Keep current" or "Write back the earlier version", and
// "Apply to all remaining" to answer the rest the same way. Cancel keeps every entity not yet answered as
// it is.
#pragma once

#include <rowan/entity.h>
#include <rowan/journal.h>

#include <QDialog>
#include <QList>

class QCheckBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace rowan {

class ConflictDialog : public QDialog
{
    Q_OBJECT
public:
    enum Choice { Cancel, Reload, Overwrite };

    ConflictDialog(const Entity &yours, const Entity &stored, QWidget *parent = nullptr);
    // The conflicts of an undo, answered one at a time; `conflicts` must not be empty.
    explicit ConflictDialog(const QList<UndoConflict> &conflicts, QWidget *parent = nullptr);

    // The save conflict's answer.
    Choice choice() const { return m_choice; }
    // Rows of the entity shown whose two sides differ (properties present on one side only included).
    int differenceCount() const { return m_differences; }
    QTableWidget *table() const { return m_table; }

    // The undo's conflicts: the one shown (its index), and those answered "Write back the earlier version"
    // so far, in their order.
    qsizetype currentIndex() const { return m_index; }
    qsizetype conflictCount() const { return m_conflicts.size(); }
    QList<UndoConflict> writeBacks() const;

private:
    // What one side shows: the entity, or absent (with why, for the table).
    struct Side
    {
        const Entity *entity = nullptr;
        QString header;
        QString timestamp;
        QString absent;
    };
    void fill(const QString &partitionKey, const QString &rowKey, const Side &left, const Side &right);
    void finish(Choice choice);
    void showConflict(qsizetype index);
    // Answers the conflict shown (and, with "Apply to all remaining", every later one), then shows the next
    // or closes.
    void answer(bool writeBack);

    QTableWidget *m_table;
    Choice m_choice = Cancel;
    int m_differences = 0;

    QList<UndoConflict> m_conflicts;
    QList<bool> m_writeBack;
    qsizetype m_index = 0;
    QLabel *m_summary = nullptr;
    QCheckBox *m_applyToAll = nullptr;
    QPushButton *m_writeBackButton = nullptr;
};

} // namespace rowan
