// Edit ▸ Undo and Redo over the change journal of the store or connection shown (Ctrl+Z, Ctrl+Shift+Z),
// named after what they take back ("Undo Delete 12,345 entities of Orders"), and Revert for any action of
// the History dock. An undo runs in the background; one that takes long shows its progress with Cancel. The
// entities it did not write back because they changed since are shown when it ends, one at a time, in
// ConflictDialog: the user keeps the current version or has the earlier one written back, which runs in the
// background too, as a journaled action of its own (so Undo takes it back as well). GUI thread only.
#pragma once

#include <rowan/journal.h>

#include <QObject>
#include <QPointer>

class QAction;
class QProgressDialog;
class QWidget;

namespace rowan {

class ConflictDialog;
class JournalModel;
class ServiceSession;
class UndoJob;

class HistoryActions : public QObject
{
    Q_OBJECT
public:
    // Dialogs are parented to `dialogParent`.
    HistoryActions(ServiceSession *session, QWidget *dialogParent);

    QAction *undoAction() const { return m_undo; }
    QAction *redoAction() const { return m_redo; }
    JournalModel *model() const { return m_model; }
    ServiceSession *session() const { return m_session; }
    bool isRunning() const;

public Q_SLOTS:
    // Takes `action` back (Undo of the newest one, Redo of an undo, or Revert of any action listed).
    void revert(const rowan::JournalAction &action);

Q_SIGNALS:
    // For the status bar (QStatusBar::showMessage()).
    void statusMessage(const QString &message, int timeoutMs);
    // The conflicts of an undo (or of a write-back, for entities changed again) are shown in `dialog`,
    // which closes itself once answered.
    void conflictsShown(rowan::ConflictDialog *dialog);

private:
    void updateActions();
    // A job with its progress dialog (`what`, shown when it takes long) and its failure reported (after
    // `failure`); nullptr while another job runs.
    UndoJob *newJob(const QString &what, const QString &failure);
    void finished(const UndoReport &report, const JournalAction &action);
    void showConflicts(const QList<UndoConflict> &conflicts, const JournalAction &undone);
    void wroteBack(const UndoReport &report, const JournalAction &undone);
    void jobEnded();

    ServiceSession *m_session;
    QWidget *m_dialogParent;
    JournalModel *m_model;
    QAction *m_undo;
    QAction *m_redo;
    QPointer<UndoJob> m_job;
    QPointer<QProgressDialog> m_progress;
};

} // namespace rowan
