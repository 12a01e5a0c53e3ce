// Quick Open (Ctrl+P) and the Stores tree's Text Index… for the main window: Quick Open lists the tree's
// tables and saved connections, with the tables the saved connections not open had when last listed (kept
// from when they were open, and listed again in the background while Quick Open is up), and opens the one
// chosen through the tree, connecting first where needed. Text Index… opens the dialog for the current table
// (on a backend with a text index).
#pragma once

#include "models/find/tablenamecache.h"

#include <QObject>
#include <QPointer>
#include <QSet>

class QAction;
class QWidget;

namespace rowan {

class ConnectionActions;
class QuickOpenDialog;
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

    // Where the tables of saved connections not open are kept.
    TableNameCache *tableNames() { return &m_tableNames; }
    // How old a connection's list may be before Quick Open lists it again.
    static constexpr qint64 ListingMaxAgeSeconds = 600;

Q_SIGNALS:
    // Quick Open's Alt+Enter: the table of the open place `place` in a new tab.
    void newTabRequested(int place, const QString &account, const QString &table);

private:
    void updateActions();
    // Keeps the table names of the connection shown, as the tree has just loaded them.
    void rememberShownTables();
    // Lists, in the background, the saved connections not open whose names are missing or old, and gives
    // the dialog the new names.
    void listStaleConnections();
    void openConnectionTable(const QString &id, const QString &account, const QString &table, bool newTab);

    ServiceSession *m_session;
    StoreTreeModel *m_tree;
    StoreNavigator *m_navigator;
    ConnectionActions *m_connections;
    QWidget *m_dialogParent;
    QAction *m_quickOpen;
    QAction *m_textIndex;
    TableNameCache m_tableNames;
    QPointer<QuickOpenDialog> m_dialog;
    // Connections being listed now.
    QSet<QString> m_listing;
    // A table chosen in a connection not open yet: opened once it is shown.
    struct PendingTable
    {
        QString connectionId;
        QString account;
        QString table;
        bool newTab = false;
    };
    PendingTable m_pending;
};

} // namespace rowan
