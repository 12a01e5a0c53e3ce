// The Keys view: what the chosen table's keys say about its design. The findings of the key analysis
// (computed on a worker by KeyFindingsJob from the statistics and a bounded sample of keys, the sample
// stated) are listed with their severity, the guide's pattern, real keys as evidence, the consequence and
// the fix; a second tab shows where a key sorts among the table's real keys and builds keys
// (KeyBuilderPanel). The analysis starts again when the table or its entities change; it shows progress
// and can be cancelled; while the view is hidden it waits until it is shown. GUI thread only.
#pragma once

#include "ui/window/tabledockview.h"

#include "models/keys/keyfixjob.h"

class QLabel;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QTextBrowser;
class QTreeView;

namespace rowan {

class KeyBuilderPanel;
class KeyFindingsJob;
class KeyFindingsModel;
class ServiceSession;

class KeysView : public TableDockView
{
    Q_OBJECT
public:
    explicit KeysView(ServiceSession *session, QWidget *parent = nullptr);

    KeyFindingsModel *model() const { return m_model; }
    KeyFindingsJob *job() const { return m_job; }
    QTreeView *view() const { return m_view; }
    KeyBuilderPanel *locator() const { return m_locator; }
    QTabWidget *tabs() const { return m_tabs; }
    // Fix…: for the chosen finding when a re-key rule fixes it (unpadded numbers, a dominant partition).
    QPushButton *fixButton() const { return m_fix; }
    KeyFixJob *fixJob() const { return m_fixJob; }
    QString statusText() const;
    QString detailsText() const;

public Q_SLOTS:
    void setTable(const QString &account, const QString &table) override;
    void cancel();
    // Makes the rule that fixes the chosen finding (on a worker): fixRequested().
    void fixCurrent();

Q_SIGNALS:
    // The findings of the current table are shown.
    void findingsShown();
    // Fix… made the rule for the chosen finding: the re-key dialog opens with it.
    void fixRequested(const rowan::KeyFixSuggestion &suggestion);

protected:
    void startWork() override;
    void stopWork() override;
    void showNoTable() override;

private:
    void showDetails();
    void setBusy(bool busy);
    void updateFix();

    KeyFindingsModel *m_model;
    KeyFindingsJob *m_job;
    QLabel *m_title;
    QLabel *m_status;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    QPushButton *m_refresh;
    QTabWidget *m_tabs;
    QTreeView *m_view;
    QTextBrowser *m_details;
    QPushButton *m_fix;
    KeyFixJob *m_fixJob;
    KeyBuilderPanel *m_locator;
};

} // namespace rowan
