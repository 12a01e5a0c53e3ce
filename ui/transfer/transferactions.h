// Import…, Export… and Copy Table…: Import into the Stores dock's current account with ImportWizard; Export
// and Copy for the table chosen in the Stores dock (or shown in the grid), asking with
// ExportDialog / CopyTableDialog, and opens a copy's target (another store file, asking its passphrase, or a
// saved connection) without blocking, and runs the TransferJob in the background with a non-modal
// TransferProgressDialog. Several jobs may run at once. An import or a copy into the service shown is noted
// with the session by its job, whose changed() refreshes the views of the table written.
#pragma once

#include "models/transfer/transferjob.h"

#include <QObject>

class QAction;
class QWidget;

namespace rowan {

class ConnectionActions;
class CopyTableDialog;
class EntityGrid;
class EntityTableModel;
class ServiceSession;
class StoreNavigator;
class TransferProgressDialog;

class TransferActions : public QObject
{
    Q_OBJECT
public:
    TransferActions(ServiceSession *session, StoreNavigator *navigator, EntityTableModel *model,
        EntityGrid *grid, ConnectionActions *connections, QWidget *dialogParent);

    QAction *importAction() const { return m_import; }
    QAction *exportAction() const { return m_export; }
    QAction *copyAction() const { return m_copy; }
    QList<QAction *> actions() const { return {m_export, m_copy}; }

    // The table the actions work on: the Stores dock's current table, else the grid's.
    QString account() const;
    QString table() const;

    // Runs an export or copy of account()/table() with its progress dialog (shown, non-modal); returns it.
    TransferProgressDialog *startExport(const ExportRequest &request);
    TransferProgressDialog *startCopy(const CopyRequest &request);

public Q_SLOTS:
    // Opens the Import wizard for the current account, the current table as the target.
    void importFile();
    void exportTable();
    void copyTable();

private:
    void updateEnabled();
    bool gridShowsTable() const;
    void copyTo(std::shared_ptr<TableService> target, const CopyTableDialog &dialog);

    ServiceSession *m_session;
    StoreNavigator *m_navigator;
    EntityTableModel *m_model;
    EntityGrid *m_grid;
    ConnectionActions *m_connections;
    QWidget *m_dialogParent;
    QAction *m_import;
    QAction *m_export;
    QAction *m_copy;
};

} // namespace rowan
