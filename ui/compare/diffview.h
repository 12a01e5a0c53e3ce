// The Compare dock: two tables side by side, only their differences. The list on the left has one row
// per entity that differs (only left, only right, changed), marked in the message tones (removed red,
// added green, changed amber) that stay readable on light and dark palettes; beside it the chosen entity's
// properties aligned, left and right, each difference marked. A summary line counts each kind (and the
// identical entities, when asked); F8 and Shift+F8 go from difference to difference. Sync… makes one
// table like the other (SyncDialog, then the write question of the target's safety level) in the
// background, as one journal action, and compares again when it ends.
#pragma once

#include "models/compare/syncjob.h"

#include <rowan/compare/diff.h>

#include <QWidget>

#include <optional>

class QAction;
class QCheckBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableView;

namespace rowan {

class DiffEntityModel;
class DiffModel;
class ServiceSession;

// What the view compares: the sides, their names for people, and how.
struct CompareSetup
{
    SyncSides sides;
    QString leftName; // "Orders in demo.rowan"
    QString rightName;
    compare::DiffOptions options;
};

class DiffView : public QWidget
{
    Q_OBJECT
public:
    // Writes to the service `session` shows are noted with it (its views and journal refresh).
    explicit DiffView(ServiceSession *session, QWidget *parent = nullptr);
    ~DiffView() override;

    // Compares `setup`'s tables, replacing what was shown.
    void compare(const CompareSetup &setup);
    // Compares the same tables again.
    void compareAgain();
    // Asks how to sync (SyncDialog) and whether to write (the target's safety), then syncs.
    void sync();
    // Syncs without asking (after the questions; for tests too).
    void startSync(bool leftToRight, const compare::SyncOptions &options, const QString &targetName);
    void cancel();
    // Goes to the next (previous) difference, wrapping around.
    void nextDifference();
    void previousDifference();

    bool isBusy() const;
    const std::optional<CompareSetup> &setup() const { return m_setup; }
    // The last finished diff's counts.
    const std::optional<compare::DiffSummary> &summary() const { return m_summary; }
    QString summaryText() const;
    DiffModel *model() const { return m_model; }
    DiffEntityModel *entityModel() const { return m_entity; }
    QTableView *list() const { return m_list; }
    QTableView *properties() const { return m_properties; }
    QAction *nextAction() const { return m_next; }
    QAction *previousAction() const { return m_previous; }
    QAction *syncAction() const { return m_sync; }
    SyncJob *syncJob() const { return m_syncJob; }

Q_SIGNALS:
    // A diff ended (also the one after a sync).
    void compared(const rowan::compare::DiffSummary &summary);
    void synced(const rowan::compare::SyncReport &report);
    void statusMessage(const QString &message, int timeoutMs);

private:
    void showCurrent();
    void showSummary();
    void showProgress(const compare::DiffProgress &progress);
    void setBusy(bool busy);
    void syncEnded(const compare::SyncReport &report);
    void updateActions();

    ServiceSession *m_session;
    DiffModel *m_model;
    DiffEntityModel *m_entity;
    SyncJob *m_syncJob;
    std::optional<CompareSetup> m_setup;
    std::optional<compare::DiffSummary> m_summary;
    // What the last sync did, said above the next diff's summary.
    QString m_syncOutcome;
    QLabel *m_sides = nullptr;
    QLabel *m_summaryLabel = nullptr;
    QCheckBox *m_showIdentical = nullptr;
    QProgressBar *m_progress = nullptr;
    QPushButton *m_cancel = nullptr;
    QTableView *m_list = nullptr;
    QTableView *m_properties = nullptr;
    QAction *m_next = nullptr;
    QAction *m_previous = nullptr;
    QAction *m_again = nullptr;
    QAction *m_sync = nullptr;
};

} // namespace rowan
