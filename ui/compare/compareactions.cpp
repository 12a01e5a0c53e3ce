#include "ui/compare/compareactions.h"

#include "models/session/guicontinuation.h"
#include "ui/compare/comparedialog.h"
#include "ui/compare/diffview.h"
#include "ui/compare/snapshotdialog.h"
#include "ui/connections/connectionactions.h"
#include "ui/store/storenavigator.h"

#include "models/connections/savedconnections.h"
#include "models/grid/entitytablemodel.h"
#include "models/transfer/transferjob.h"
#include "models/session/servicesession.h"
#include "models/store/storetreemodel.h"

#include <rowan/pluralcount.h>

#include <QAction>
#include <QDateTime>
#include <QFileInfo>
#include <QDockWidget>
#include <QMainWindow>
#include <QMessageBox>

namespace rowan {

CompareActions::CompareActions(ServiceSession *session, StoreNavigator *navigator, EntityTableModel *model,
    ConnectionActions *connections, QMainWindow *window)
    : QObject(window)
    , m_session(session)
    , m_navigator(navigator)
    , m_model(model)
    , m_connections(connections)
    , m_window(window)
{
    m_compare = new QAction(tr("Compare &With…"), this);
    m_compare->setObjectName(QStringLiteral("actionCompareTable"));
    m_compare->setToolTip(tr("Compare the table with another table here, in another store or of a connection"));
    connect(m_compare, &QAction::triggered, this, &CompareActions::compareWith);
    m_snapshot = new QAction(tr("&Snapshot to Local Store…"), this);
    m_snapshot->setObjectName(QStringLiteral("actionSnapshotTable"));
    m_snapshot->setToolTip(tr("Copy the table into a store, with where and when it came from"));
    connect(m_snapshot, &QAction::triggered, this, &CompareActions::snapshot);
    m_compareWithNow = new QAction(tr("Co&mpare with Now"), this);
    m_compareWithNow->setObjectName(QStringLiteral("actionCompareWithNow"));
    m_compareWithNow->setToolTip(tr("Compare this snapshot with its source as it is now"));
    connect(m_compareWithNow, &QAction::triggered, this, &CompareActions::compareWithNow);
    m_snapshotJob = new SnapshotJob(session, this);
    connect(m_snapshotJob, &SnapshotJob::taken, this, [this](const compare::SnapshotRecord &record) {
        Q_EMIT statusMessage(tr("Snapshot %1 taken: %Ln entities of %2.", nullptr, pluralCount(record.entities))
                                 .arg(record.table, record.sourceTable),
            8000);
    });
    connect(m_snapshotJob, &SnapshotJob::recordRead, this, &CompareActions::compareSnapshot);
    connect(m_snapshotJob, &SnapshotJob::failed, this, [this](const QString &message) {
        QMessageBox::warning(m_window, tr("Snapshot"), message);
    });

    m_dock = new QDockWidget(tr("Compare"), window);
    m_dock->setObjectName(QStringLiteral("compareDock"));
    m_view = new DiffView(session, m_dock);
    m_dock->setWidget(m_view);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_dock);
    m_dock->hide();
    connect(m_view, &DiffView::statusMessage, this, &CompareActions::statusMessage);

    connect(m_navigator, &StoreNavigator::currentNodeChanged, this, &CompareActions::updateEnabled);
    connect(m_session, &ServiceSession::serviceChanged, this, &CompareActions::updateEnabled);
    connect(m_model, &QAbstractItemModel::modelReset, this, &CompareActions::updateEnabled);
    updateEnabled();
}

QString CompareActions::account() const
{
    return m_navigator->currentTable().isEmpty() ? m_model->account() : m_navigator->currentAccount();
}

QString CompareActions::table() const
{
    return m_navigator->currentTable().isEmpty() ? m_model->table() : m_navigator->currentTable();
}

void CompareActions::updateEnabled()
{
    const bool table = m_session->isOpen() && !this->table().isEmpty();
    m_compare->setEnabled(table);
    m_snapshot->setEnabled(table);
    // A snapshot lives in an embedded store.
    m_compareWithNow->setEnabled(table && m_session->localStore() != nullptr);
}

void CompareActions::compareWith()
{
    if (!m_session->isOpen() || table().isEmpty())
        return;
    CompareDialog::Context context;
    context.account = account();
    context.table = table();
    context.serviceName = m_session->description().displayName;
    context.tables = m_navigator->model()->tableNames(context.account);
    if (m_model->account() == context.account
        && m_model->table().compare(context.table, Qt::CaseInsensitive) == 0 && m_model->isQuery())
        context.queryFilter = m_model->queryFilter().toString();
    CompareDialog dialog(context, m_connections ? m_connections->connections() : nullptr, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    auto options = dialog.options();
    if (!options)
        return;
    CompareSetup setup;
    setup.sides.leftService = m_session->service();
    setup.sides.leftAccount = context.account;
    setup.sides.leftTable = context.table;
    setup.sides.rightTable = dialog.otherTable();
    setup.leftName = tr("%1 in %2").arg(context.table, context.serviceName);
    setup.rightName = dialog.picker()->where() == ServicePicker::Where::SameService
        ? tr("%1 in %2").arg(dialog.otherTable(), context.serviceName)
        : dialog.otherDescription();
    setup.options = *options;
    const PickedService picked = dialog.otherService();
    openPickedService(this, m_session, m_connections, m_window, picked,
        [this, setup, picked](std::shared_ptr<TableService> service) {
            CompareSetup ready = setup;
            ready.sides.rightService = service;
            if (picked.where == ServicePicker::Where::SameService) {
                ready.sides.rightAccount = ready.sides.leftAccount;
                show(ready);
                return;
            }
            // Elsewhere: the same account when it has one of that name, else its first.
            continueOnGui(this, pickAccountAsync(service, ready.sides.leftAccount),
                [this, ready, picked](const Result<QString> &account) {
                    if (!account) {
                        QMessageBox::warning(m_window, picked.title, account.error().toString());
                        return;
                    }
                    CompareSetup withAccount = ready;
                    withAccount.sides.rightAccount = *account;
                    show(withAccount);
                });
        });
}

void CompareActions::snapshot()
{
    if (!m_session->isOpen() || table().isEmpty())
        return;
    SnapshotDialog::Context context;
    context.table = table();
    context.local = m_session->localStore() != nullptr;
    context.tables = m_navigator->model()->tableNames(account());
    context.now = QDateTime::currentDateTimeUtc();
    SnapshotDialog dialog(context, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString account = this->account();
    const QString snapshotTable = dialog.snapshotTable();
    const QString filter = dialog.filter();
    if (dialog.picker()->where() == ServicePicker::Where::SameService) {
        snapshotInto(m_session->localStore(), account, snapshotTable, filter);
        return;
    }
    openPickedStore(this, m_session, m_window, dialog.picker()->storePath(), true, tr("Snapshot"),
        [this, account, snapshotTable, filter](std::shared_ptr<Store> store) {
            // The source's account when the store has it, else the store's first.
            continueOnGui(this, pickAccountAsync(copyTargetService(store), account),
                [this, store, snapshotTable, filter](const Result<QString> &into) {
                    if (!into) {
                        QMessageBox::warning(m_window, tr("Snapshot"), into.error().toString());
                        return;
                    }
                    snapshotInto(store, *into, snapshotTable, filter);
                });
        });
}

void CompareActions::snapshotInto(
    std::shared_ptr<Store> store, const QString &account, const QString &table, const QString &filter)
{
    if (!store)
        return;
    Q_EMIT statusMessage(tr("Taking the snapshot %1…").arg(table), 0);
    m_snapshotJob->take(
        DiffJobSide {m_session->service(), this->account(), this->table()}, filter, std::move(store), account, table);
}

void CompareActions::compareWithNow()
{
    const std::shared_ptr<Store> store = m_session->localStore();
    if (!store || table().isEmpty())
        return;
    m_snapshotJob->readRecord(store, account(), table());
}

void CompareActions::compareSnapshot(const compare::SnapshotRecord &record)
{
    auto filter = record.filter.isEmpty() ? Result<Filter>(Filter()) : Filter::fromText(record.filter);
    if (!filter) {
        QMessageBox::warning(m_window, tr("Compare with Now"),
            tr("The snapshot's filter does not read: %1").arg(filter.error().message));
        return;
    }
    CompareSetup setup;
    setup.sides.leftService = m_session->service();
    setup.sides.leftAccount = record.account;
    setup.sides.leftTable = record.table;
    setup.sides.rightAccount = record.sourceAccount;
    setup.sides.rightTable = record.sourceTable;
    setup.leftName = tr("%1 (snapshot of %2)").arg(record.table, record.takenAt.toIsoString());
    setup.rightName = tr("%1 now").arg(record.sourceTable);
    setup.options.filter = *filter;
    // Where the source is now: the store shown, another store file, or a saved connection to that place.
    PickedService picked;
    picked.title = tr("Compare with Now");
    if (record.sourceLocation == m_session->description().location) {
        picked.where = ServicePicker::Where::SameService;
    } else if (QFileInfo::exists(record.sourceLocation)) {
        picked.where = ServicePicker::Where::StoreFile;
        picked.storePath = record.sourceLocation;
    } else {
        const SavedConnections *saved = m_connections ? m_connections->connections() : nullptr;
        if (saved) {
            for (const SavedConnection &c : saved->connections()) {
                if (c.location == record.sourceLocation) {
                    picked.where = ServicePicker::Where::Connection;
                    picked.connectionId = c.id;
                    picked.connectionText = c.name;
                }
            }
        }
        if (picked.connectionId.isEmpty()) {
            QMessageBox::warning(m_window, picked.title,
                tr("The snapshot came from %1, which is neither a store file here nor a saved connection.")
                    .arg(record.sourceLocation));
            return;
        }
    }
    openPickedService(this, m_session, m_connections, m_window, picked,
        [this, setup](std::shared_ptr<TableService> service) {
            CompareSetup ready = setup;
            ready.sides.rightService = std::move(service);
            show(ready);
        });
}

void CompareActions::show(const CompareSetup &setup)
{
    m_dock->show();
    m_dock->raise();
    m_view->compare(setup);
}

} // namespace rowan
