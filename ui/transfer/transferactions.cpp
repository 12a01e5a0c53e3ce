#include "ui/transfer/transferactions.h"

#include "models/session/guicontinuation.h"
#include "ui/connections/connectionactions.h"
#include "ui/grid/entitygrid.h"
#include "ui/safety/writeconfirmation.h"
#include "ui/store/storenavigator.h"
#include "ui/transfer/copytabledialog.h"
#include "ui/transfer/exportdialog.h"
#include "ui/transfer/importwizard.h"
#include "ui/transfer/servicepicker.h"
#include "ui/transfer/transferprogressdialog.h"

#include "models/grid/entitytablemodel.h"
#include "models/session/servicesession.h"
#include "models/store/storetreemodel.h"

#include <QAction>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTableView>

namespace rowan {

TransferActions::TransferActions(ServiceSession *session, StoreNavigator *navigator, EntityTableModel *model,
    EntityGrid *grid, ConnectionActions *connections, QWidget *dialogParent)
    : QObject(dialogParent)
    , m_session(session)
    , m_navigator(navigator)
    , m_model(model)
    , m_grid(grid)
    , m_connections(connections)
    , m_dialogParent(dialogParent)
{
    m_import = new QAction(tr("Import…"), this);
    m_import->setObjectName(QStringLiteral("actionImport"));
    m_import->setToolTip(tr("Import entities from a CSV or JSON file into a table"));
    m_import->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I));
    connect(m_import, &QAction::triggered, this, &TransferActions::importFile);
    m_export = new QAction(QIcon::fromTheme(QStringLiteral("document-export")), tr("&Export…"), this);
    m_export->setObjectName(QStringLiteral("actionExport"));
    m_export->setToolTip(tr("Export the table or the current query's result to a CSV or JSON file"));
    connect(m_export, &QAction::triggered, this, &TransferActions::exportTable);
    m_copy = new QAction(QIcon::fromTheme(QStringLiteral("edit-copy")), tr("Cop&y Table…"), this);
    m_copy->setObjectName(QStringLiteral("actionCopyTable"));
    m_copy->setToolTip(
        tr("Copy the table or the current query's result to another table, store or connection"));
    connect(m_copy, &QAction::triggered, this, &TransferActions::copyTable);
    connect(m_navigator, &StoreNavigator::currentNodeChanged, this, &TransferActions::updateEnabled);
    connect(m_session, &ServiceSession::serviceChanged, this, &TransferActions::updateEnabled);
    connect(m_model, &QAbstractItemModel::modelReset, this, &TransferActions::updateEnabled);
    updateEnabled();
}

QString TransferActions::account() const
{
    return m_navigator->currentTable().isEmpty() ? m_model->account() : m_navigator->currentAccount();
}

QString TransferActions::table() const
{
    return m_navigator->currentTable().isEmpty() ? m_model->table() : m_navigator->currentTable();
}

void TransferActions::updateEnabled()
{
    m_import->setEnabled(m_session->isOpen() && !m_navigator->currentAccount().isEmpty());
    const bool enabled = m_session->isOpen() && !table().isEmpty();
    m_export->setEnabled(enabled);
    m_copy->setEnabled(enabled);
}

bool TransferActions::gridShowsTable() const
{
    return m_model->account() == account() && m_model->table().compare(table(), Qt::CaseInsensitive) == 0;
}

void TransferActions::importFile()
{
    const QString account = m_navigator->currentAccount();
    if (!m_session->isOpen() || account.isEmpty())
        return;
    StoreTreeModel *tree = m_navigator->model();
    auto *wizard = new ImportWizard(
        m_session, account, tree->tableNames(account), m_navigator->currentTable(), m_dialogParent);
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    wizard->open();
}

void TransferActions::exportTable()
{
    if (!m_session->isOpen() || table().isEmpty())
        return;
    ExportDialog::Context context;
    context.table = table();
    if (gridShowsTable()) {
        // The grid's property columns in the order shown, without the hidden ones.
        const QHeaderView *header = m_grid->view()->horizontalHeader();
        const QStringList columns = m_model->propertyColumns();
        for (int visual = 0; visual < header->count(); ++visual) {
            const int logical = header->logicalIndex(visual);
            const int property = logical - EntityTableModel::FixedColumns;
            if (property >= 0 && property < columns.size() && !header->isSectionHidden(logical))
                context.visibleColumns.append(columns.at(property));
        }
        context.hasQuery = m_model->isQuery();
        context.queryFilter = m_model->queryFilter().toString();
        context.querySelect = m_model->querySelect();
    }
    ExportDialog dialog(context, m_dialogParent);
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    dialog.setFileName(QDir(documents).filePath(table() + QStringLiteral(".csv")));
    if (dialog.exec() != QDialog::Accepted)
        return;
    startExport(dialog.request());
}

TransferProgressDialog *TransferActions::startExport(const ExportRequest &request)
{
    auto *job = new TransferJob(m_session, account(), table());
    auto *progress = new TransferProgressDialog(
        job, tr("Exporting %1 to %2").arg(table(), QFileInfo(request.fileName).fileName()), m_dialogParent);
    progress->show();
    job->startExport(request);
    return progress;
}

TransferProgressDialog *TransferActions::startCopy(const CopyRequest &request)
{
    // The question is the target's: that is where the copy writes.
    WriteIntent intent;
    intent.title = tr("Copy Table");
    intent.confirmText = tr("Copy");
    intent.question = tr("Copy the entities of <b>%1</b> into <b>%2</b>?")
                          .arg(table().toHtmlEscaped(), request.targetName.toHtmlEscaped());
    intent.account = request.targetAccount;
    intent.table = request.targetTable;
    intent.bulk = true;
    if (!confirmWrite(m_dialogParent, request.targetSafety(), request.targetServiceName(), intent))
        return nullptr;
    auto *job = new TransferJob(m_session, account(), table());
    auto *progress = new TransferProgressDialog(
        job, tr("Copying %1 to %2").arg(table(), request.targetName), m_dialogParent);
    progress->show();
    job->startCopy(request);
    return progress;
}

void TransferActions::copyTable()
{
    if (!m_session->isOpen() || table().isEmpty())
        return;
    CopyTableDialog::Context context;
    context.table = table();
    if (gridShowsTable()) {
        context.hasQuery = m_model->isQuery();
        context.queryFilter = m_model->queryFilter().toString();
        context.querySelect = m_model->querySelect();
    }
    CopyTableDialog dialog(context, m_connections ? m_connections->connections() : nullptr, m_dialogParent);
    if (dialog.exec() != QDialog::Accepted)
        return;
    CopyRequest request;
    request.targetAccount = account();
    request.targetTable = dialog.targetTable();
    request.targetName = dialog.targetDescription();
    request.filter = dialog.filter();
    request.select = dialog.select();
    request.mode = dialog.mode();
    request.createTable = dialog.createTable();
    const QString reports = QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation);
    QDir().mkpath(reports);
    request.errorReportPath = QDir(reports).filePath(
        QStringLiteral("copy-%1-%2.errors.csv")
            .arg(table(), QDateTime::currentDateTimeUtc().toString(u"yyyyMMdd-HHmmss")));
    PickedService picked;
    picked.where = dialog.target() == CopyTableDialog::Target::StoreFile ? ServicePicker::Where::StoreFile
        : dialog.target() == CopyTableDialog::Target::Connection         ? ServicePicker::Where::Connection
                                                                         : ServicePicker::Where::SameService;
    picked.storePath = dialog.storePath();
    picked.connectionId = dialog.connectionId();
    picked.connectionText = dialog.connectionText();
    picked.title = tr("Copy Table");
    picked.mayCreate = true;
    const bool same = picked.where == ServicePicker::Where::SameService;
    openPickedService(this, m_session, m_connections, m_dialogParent, picked,
        [this, request, same](std::shared_ptr<TableService> service) {
            CopyRequest copy = request;
            // Elsewhere: the source's account when the target has it, else its own (TransferJob picks it).
            if (!same)
                copy.targetAccount.clear();
            copy.target = std::move(service);
            startCopy(copy);
        });
}

} // namespace rowan
