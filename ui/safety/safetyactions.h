// File ▸ Safety Level… for the store or connection shown, and its badge for the status bar. A store's
// profile is written into the file on a worker; a saved connection's is kept with the connection.
#pragma once

#include <QObject>

class QAction;
class QWidget;

namespace rowan {

class SafetyBadge;
class SavedConnections;
class ServiceSession;
class StoreTreeModel;

class SafetyActions : public QObject
{
    Q_OBJECT
public:
    // `connections`: where the profile of the connection open now (tree->openConnection()) is saved.
    SafetyActions(
        ServiceSession *session, StoreTreeModel *tree, SavedConnections *connections, QWidget *dialogParent);

    QAction *safetyAction() const { return m_edit; }
    SafetyBadge *badge() const { return m_badge; }

public Q_SLOTS:
    void edit();

Q_SIGNALS:
    void statusMessage(const QString &message, int timeout = 0);

private:
    void updateState();

    ServiceSession *m_session;
    StoreTreeModel *m_tree;
    SavedConnections *m_connections;
    QWidget *m_dialogParent;
    QAction *m_edit;
    SafetyBadge *m_badge;
};

} // namespace rowan
