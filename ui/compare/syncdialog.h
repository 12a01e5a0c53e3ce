// Sync…: which way to make two compared tables alike (the left's entities into the right, or the other
// way), whether changed entities are merged or replaced, and whether entities only the target has are
// deleted. What the sync would write is counted (a preview, nothing written) whenever a choice changes,
// and Sync is enabled only once the count for the current choices is in and has something to write.
// Entities only the source has are always inserted.
#pragma once

#include "models/compare/syncjob.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QRadioButton;

namespace rowan {

class SyncDialog : public QDialog
{
    Q_OBJECT
public:
    // `leftName`, `rightName`: the sides for people ("Orders in demo.rowan"); `diff`: how they were compared.
    SyncDialog(const SyncSides &sides, const QString &leftName, const QString &rightName,
        const compare::DiffOptions &diff, QWidget *parent = nullptr);

    bool leftToRight() const;
    void setLeftToRight(bool leftToRight);
    void setReplace(bool replace);
    void setDeleteExtra(bool deleteExtra);
    compare::SyncOptions options() const;
    // The last preview's plan, when it is for the current choices.
    std::optional<compare::SyncPlan> plan() const { return m_plan; }
    SyncJob *previewJob() const { return m_preview; }
    // For people: "Orders in demo.rowan" of the side the sync writes.
    QString targetName() const;

private:
    void preview();
    void showPlan(const compare::SyncPlan &plan);

    SyncSides m_sides;
    QString m_leftName;
    QString m_rightName;
    compare::DiffOptions m_diff;
    SyncJob *m_preview;
    QRadioButton *m_leftToRight = nullptr;
    QRadioButton *m_rightToLeft = nullptr;
    QComboBox *m_update = nullptr;
    QCheckBox *m_deleteExtra = nullptr;
    QLabel *m_counts = nullptr;
    QPushButton *m_ok = nullptr;
    std::optional<compare::SyncPlan> m_plan;
};

} // namespace rowan
