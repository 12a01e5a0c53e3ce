// Compare With… (in the File menu and the Stores tree's context menu): asks for the other side
// (CompareDialog), opens it (another store file or a saved connection, as Copy Table opens its target) and
// shows the differences in the Compare dock (DiffView), which it owns. Snapshot to Local Store… copies the
// table into an embedded store with where and when it came from (SnapshotDialog, SnapshotJob); Compare
// with Now compares such a snapshot with its source as it is now, in the same dock.
#pragma once

#include "models/compare/snapshotjob.h"

#include <QObject>

#include <memory>

class QAction;
class QDockWidget;
class QMainWindow;

namespace rowan {

class ConnectionActions;
class DiffView;
class EntityTableModel;
class ServiceSession;
class Store;
class StoreNavigator;
struct CompareSetup;

class CompareActions : public QObject
{
    Q_OBJECT
public:
    // The Compare dock is added to `window`'s bottom area, hidden until a comparison starts.
    CompareActions(ServiceSession *session, StoreNavigator *navigator, EntityTableModel *model,
        ConnectionActions *connections, QMainWindow *window);

    QAction *compareAction() const { return m_compare; }
    QAction *snapshotAction() const { return m_snapshot; }
    QAction *compareWithNowAction() const { return m_compareWithNow; }
    QList<QAction *> actions() const { return {m_compare, m_snapshot, m_compareWithNow}; }
    SnapshotJob *snapshotJob() const { return m_snapshotJob; }
    QDockWidget *dock() const { return m_dock; }
    DiffView *view() const { return m_view; }
    // The table Compare With… compares: the Stores tree's, else the grid's.
    QString account() const;
    QString table() const;
    // Shows the dock and compares `setup` there.
    void show(const CompareSetup &setup);

public Q_SLOTS:
    void compareWith();
    void snapshot();
    // The current table is a snapshot of the store shown: compares it with its source as it is now.
    void compareWithNow();

Q_SIGNALS:
    void statusMessage(const QString &message, int timeoutMs);

private:
    void updateEnabled();
    void snapshotInto(std::shared_ptr<Store> store, const QString &account, const QString &table,
        const QString &filter);
    void compareSnapshot(const compare::SnapshotRecord &record);

    ServiceSession *m_session;
    StoreNavigator *m_navigator;
    EntityTableModel *m_model;
    ConnectionActions *m_connections;
    QMainWindow *m_window;
    QAction *m_compare;
    QAction *m_snapshot;
    QAction *m_compareWithNow;
    SnapshotJob *m_snapshotJob;
    QDockWidget *m_dock;
    DiffView *m_view;
};

} // namespace rowan
