// Edit ▸ Undo and Redo over the change journal of the store or connection shown (Ctrl+Z, Ctrl+Shift+Z),
// named after what they take back ("Undo Delete 12,345 entities of Orders"), and Revert for any action of
// the History dock. An undo runs in the background; one that takes long shows its progress with Cancel, and
// the entities it did not write back because they changed since are listed when it ends. GUI thread only.
#pragma once

#include <rowan/journal.h>

#include <QObject>
#include <QPointer>

class QAction;
class QProgressDialog;
class QWidget;

namespace rowan {

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

private:
    void updateActions();
    void finished(const UndoReport &report, const JournalAction &action);

    ServiceSession *m_session;
    QWidget *m_dialogParent;
    JournalModel *m_model;
    QAction *m_undo;
    QAction *m_redo;
    QPointer<UndoJob> m_job;
    QPointer<QProgressDialog> m_progress;
};

} // namespace rowan
