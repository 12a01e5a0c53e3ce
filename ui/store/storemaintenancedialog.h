// File ▸ Check Store and File ▸ Back Up…: runs Store::check() or Store::backupTo() on a worker with a
// progress bar and shows the outcome (the problems found, or where the copy went). Neither can be cancelled
// once started; the dialog closes when the work is done.
#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;
class QProgressBar;

namespace rowan {

class ServiceSession;

class StoreMaintenanceDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Task { Check, Backup };
    // `target` is the backup file (Task::Backup only). The work starts at once.
    StoreMaintenanceDialog(ServiceSession *session, const QString &storePath, Task task,
        const QString &target = {}, QWidget *parent = nullptr);

    bool isBusy() const { return m_busy; }
    // The outcome as shown: the check's summary and problems, or the backup's result.
    QString outcome() const;

    void reject() override; // ignored while the work runs

Q_SIGNALS:
    // Check: ok means the store is sound. Backup: ok means the copy was written.
    void finished(bool ok);

private:
    void start();
    void showProgress(const QString &stage, qint64 done, qint64 total);
    void finish(bool ok, const QString &summary, const QString &details);

    ServiceSession *m_session;
    QString m_storePath;
    Task m_task;
    QString m_target;
    bool m_busy = false;
    QLabel *m_status = nullptr;
    QProgressBar *m_progress = nullptr;
    QPlainTextEdit *m_details = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace rowan
