// Text Index… (the Stores tree's context menu on a table): whether the table has a text index, how many
// entities it holds and the room it takes; Build makes it in the background with progress (Stop keeps what
// was built, and Build resumes it), Remove drops it. Find answers from a ready index.
#pragma once

#include <rowan/search.h>

#include <QDialog>

class QLabel;
class QProgressBar;
class QPushButton;

namespace rowan {

class ServiceSession;
class TextIndexJob;

class TextIndexDialog : public QDialog
{
    Q_OBJECT
public:
    TextIndexDialog(
        ServiceSession *session, const QString &account, const QString &table, QWidget *parent = nullptr);

    TextIndexJob *job() const { return m_job; }
    QString stateText() const;

    void build();
    void remove();
    void stop();

private:
    void showStatus(const TextIndexStatus &status);
    void updateButtons();

    TextIndexJob *m_job;
    QString m_account;
    QString m_table;
    QLabel *m_state;
    QProgressBar *m_progress;
    QPushButton *m_build;
    QPushButton *m_remove;
    QPushButton *m_stop;
    bool m_known = false;
    TextIndexStatus m_status;
};

} // namespace rowan
