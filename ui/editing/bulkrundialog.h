// What Bulk Edit and Re-key share: a scope, a preview in the background, a run that asks as the connection's
// safety level says and shows progress with Cancel, and a report at the end. The states are the same for
// both: editing (Preview, Run once previewed), previewing (a new preview or a change cancels it), running
// (Cancel stops the job after the batch in flight; what was written stays) and finished (only Close).
#pragma once

#include "ui/editing/bulkscope.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTreeWidget;
class QVBoxLayout;

namespace rowan {

class BulkEditJob;
class ServiceSession;
struct WriteIntent;

class BulkRunDialog : public QDialog
{
    Q_OBJECT
public:
    BulkScopeChooser *scopeChooser() const { return m_scope; }
    BulkEditJob *job() const { return m_job; }
    QTreeWidget *problemList() const { return m_problems; }
    QString statusText() const;
    // Stage Edits is on for the service shown: a line above the status says the run is not staged (its
    // preview is its review) and how it is taken back.
    void setStagingNote(bool stagedEditsOn);
    bool hasStagingNote() const;
    bool isRunning() const { return m_running; }
    bool isFinished() const { return m_finished; }

public Q_SLOTS:
    // Reads the scope on a worker and shows what a run would do; nothing is written.
    virtual void preview() = 0;
    virtual void run() = 0;
    // While running: stops the job (the dialog stays to show what was done). Otherwise closes.
    void reject() override;

Q_SIGNALS:
    void previewShown();
    void runEnded();

protected:
    BulkRunDialog(ServiceSession *session, const BulkSources &sources, QWidget *parent);

    // The status line, `results` (the preview's list), the progress bar and the problem list, then Preview,
    // Run and Cancel, at the end of `layout`. The widgets are named `objectPrefix` + Status, Progress and
    // Problems. The job's progress is worded by `ofTotal` ("Edited %1 of %2 entities…") and, while the total
    // is unknown, by `done` ("Edited %1 entities…"; empty for none).
    void addRunArea(QVBoxLayout *layout, QWidget *results, const QString &objectPrefix, const QString &ofTotal,
        const QString &done);
    // A preview ends (shown or failed) or a change makes it stale.
    void startPreview(const QString &status);
    void endPreview() { m_previewing = false; }
    // Asks as the safety level says; false when the user declined. The intent's account and table are the
    // dialog's.
    bool confirmRun(WriteIntent intent);
    // The dialog's fields are disabled while running; `fields` are the subclass's.
    void startRun(const QList<QWidget *> &fields, const QString &status);
    // The job reported: the buttons become Close.
    void finishRun();
    // The job failed: while running, the run ends with `runFailed` (a "%1" for the message); otherwise the
    // preview failed.
    void showFailure(const QString &message, const QString &runFailed);
    void setStatus(const QString &text);

    bool isPreviewing() const { return m_previewing; }
    bool isIdle() const { return !m_running && !m_finished; }

    ServiceSession *m_session;
    BulkSources m_sources;
    BulkEditJob *m_job;
    BulkScopeChooser *m_scope;
    QLabel *m_stagingNote = nullptr;
    QLabel *m_status = nullptr;
    QProgressBar *m_progress = nullptr;
    QTreeWidget *m_problems = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QPushButton *m_previewButton = nullptr;
    QPushButton *m_runButton = nullptr;

private:
    bool m_previewing = false;
    bool m_running = false;
    bool m_stopping = false;
    bool m_finished = false;
};

} // namespace rowan
