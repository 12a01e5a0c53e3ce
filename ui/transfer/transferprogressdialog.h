// The progress of an export or copy (TransferJob), non-modal: a bar (against the entity count when known),
// entities done, rate and time left, and Cancel; when the job ends, a summary (written, skipped, failed,
// rate, the first rejected rows) with Open Error Report when rows were rejected. Deletes itself when closed.
#pragma once

#include <QDialog>

class QLabel;
class QProgressBar;
class QPushButton;

namespace rowan {

class TransferJob;
struct TransferJobResult;
namespace transfer {
struct Progress;
}

class TransferProgressDialog : public QDialog
{
    Q_OBJECT
public:
    // `job` is adopted (deleted with the dialog); start it after creating the dialog. `what` names the work
    // for people ("Exporting Orders to orders.csv").
    TransferProgressDialog(TransferJob *job, const QString &what, QWidget *parent = nullptr);

    TransferJob *job() const { return m_job; }
    QString statusText() const;
    QString summaryText() const;

    // "12,345 entities · 45,678/s · about 3 s left"
    static QString progressText(const transfer::Progress &progress);

private:
    void showProgress(const transfer::Progress &progress);
    void showResult(const TransferJobResult &result);

    TransferJob *m_job;
    QLabel *m_status = nullptr;
    QProgressBar *m_bar = nullptr;
    QLabel *m_summary = nullptr;
    QPushButton *m_openReport = nullptr;
    QPushButton *m_cancel = nullptr;
    QString m_reportPath;
};

} // namespace rowan
