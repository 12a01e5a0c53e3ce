// The dialogs of the grid's bulk delete: asking for a $filter and counting its matches before anything is
// deleted, and following a BulkDeleteJob with progress, Cancel and a summary at the end.
#pragma once

#include <QDialog>

#include <atomic>
#include <memory>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;

namespace rowan {

class BulkDeleteJob;
class ServiceSession;
struct BulkDeleteSummary;

// Takes a $filter, counts the entities it matches on a worker, and asks for confirmation with that count.
// Accepted only after the user confirmed deleting count() entities matching filterText().
class FilterDeleteDialog : public QDialog
{
    Q_OBJECT
public:
    FilterDeleteDialog(
        ServiceSession *session, const QString &account, const QString &table, QWidget *parent = nullptr);
    ~FilterDeleteDialog() override;

    QString filterText() const;
    // Matches counted for filterText(); -1 when not counted (yet).
    qint64 count() const { return m_count; }
    void countMatches();

private:
    void confirm();
    void invalidate();

    ServiceSession *m_session;
    QString m_account;
    QString m_table;
    QLineEdit *m_filter;
    QLabel *m_status;
    QPushButton *m_countButton;
    QPushButton *m_deleteButton;
    qint64 m_count = -1;
    quint64 m_generation = 0;
    std::shared_ptr<std::atomic_bool> m_cancelCount;
};

// Follows a running BulkDeleteJob (it becomes the dialog's child): deleted of total, Cancel (which stops
// after the transaction in flight), then what happened. Closing it while the job runs cancels the job.
class BulkDeleteProgressDialog : public QDialog
{
    Q_OBJECT
public:
    BulkDeleteProgressDialog(BulkDeleteJob *job, const QString &table, QWidget *parent = nullptr);

    QString statusText() const;
    bool isFinished() const { return m_finished; }
    void reject() override;

    // The summary shown at the end, in words.
    static QString describe(const BulkDeleteSummary &summary);

Q_SIGNALS:
    // The job ended (finished, cancelled or failed): the grid reloads the table.
    void jobEnded();

private:
    void showProgress(qint64 deleted, qint64 total);
    void end(const QString &text);

    BulkDeleteJob *m_job;
    QString m_table;
    QLabel *m_status;
    QProgressBar *m_progress;
    QLabel *m_note;
    QDialogButtonBox *m_buttons;
    bool m_finished = false;
};

} // namespace rowan
