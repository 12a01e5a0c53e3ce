// The table actions of the Stores dock: New Table, Delete Table and Refresh (Import is a transfer, in
// TransferActions). Asks with its dialogs,
// runs the work on the session's workers through StoreTreeModel and reports failures by name.
#pragma once

#include <rowan/status.h>

#include <QObject>

class QAction;
class QWidget;

namespace rowan {

class StoreNavigator;
class ServiceSession;
class StoreTreeModel;

class TableActions : public QObject
{
    Q_OBJECT
public:
    TableActions(
        ServiceSession *session, StoreTreeModel *model, StoreNavigator *navigator, QWidget *dialogParent);

    QAction *newTableAction() const { return m_newTable; }
    QAction *deleteTableAction() const { return m_deleteTable; }
    QAction *refreshAction() const { return m_refresh; }
    QList<QAction *> actions() const { return {m_newTable, m_deleteTable, m_refresh}; }

public Q_SLOTS:
    void newTable();
    // Reads the table's current entity count on a worker, then asks for confirmation.
    void deleteTable();
    void refresh();

private:
    // At Confirm writes: the table's name typed before the table goes (the delete dialog asked already).
    bool confirmDelete(const QString &account, const QString &table);
    void updateEnabled();
    void reportFailure(const QString &account, const QString &table, const rowan::Error &error);

    ServiceSession *m_session;
    StoreTreeModel *m_model;
    StoreNavigator *m_navigator;
    QWidget *m_dialogParent;
    QAction *m_newTable;
    QAction *m_deleteTable;
    QAction *m_refresh;
};

} // namespace rowan
