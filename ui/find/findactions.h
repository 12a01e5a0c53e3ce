// Quick Open (Ctrl+P) and the Stores tree's Text Index… for the main window: Quick Open lists the tree's
// tables and saved connections and opens the one chosen through the tree, Text Index… opens the dialog for
// the current table (on a backend with a text index).
#pragma once

#include <QObject>

class QAction;
class QWidget;

namespace rowan {

class ConnectionActions;
class ServiceSession;
class StoreNavigator;
class StoreTreeModel;

class FindActions : public QObject
{
    Q_OBJECT
public:
    FindActions(ServiceSession *session, StoreTreeModel *tree, StoreNavigator *navigator,
        ConnectionActions *connections, QWidget *dialogParent);

    QAction *quickOpenAction() const { return m_quickOpen; }
    QAction *textIndexAction() const { return m_textIndex; }

    void showQuickOpen();
    void showTextIndex();

Q_SIGNALS:
    // Quick Open's Alt+Enter: the table of the open place `place` in a new tab.
    void newTabRequested(int place, const QString &account, const QString &table);

private:
    void updateActions();

    ServiceSession *m_session;
    StoreTreeModel *m_tree;
    StoreNavigator *m_navigator;
    ConnectionActions *m_connections;
    QWidget *m_dialogParent;
    QAction *m_quickOpen;
    QAction *m_textIndex;
};

} // namespace rowan
