#include "ui/window/mainwindow.h"

#include "models/session/guicontinuation.h"
#include "ui/access/accessactions.h"
#include "ui/connections/connectionactions.h"
#include "ui/grid/entitygrid.h"
#include "ui/keys/keysview.h"
#include "ui/keys/partitionchart.h"
#include "ui/keys/partitionlist.h"
#include "ui/query/querybar.h"
#include "ui/store/changepassphrasedialog.h"
#include "ui/store/passphrasedialog.h"
#include "ui/store/storemaintenancedialog.h"
#include "ui/store/storenavigator.h"
#include "ui/store/tableactions.h"
#include "ui/transfer/transferactions.h"
#include "ui/window/aboutdialog.h"

#include "models/grid/entitytablemodel.h"
#include "models/keys/partitionlistmodel.h"
#include "models/session/servicesession.h"
#include "models/store/recentstoresmodel.h"
#include "models/store/storetreemodel.h"

#include <rowan/demo.h>

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QToolButton>

namespace rowan {

namespace {
const QString storeFilter = QObject::tr("Rowan stores (*.rowan);;All files (*)");
// SQLite page cache per connection. The explorer reads with up to four worker connections; browsing a large
// table touches pages all over the file, so the engine's 64 MiB each would add up to most of the memory.
constexpr int ExplorerCacheKiB = 16 * 1024;

// Qt's raster engine splits a fill of many spans (a grid line or scroll bar down a tall view) over its own
// helper threads and sleeps on a semaphore until all of them have run. On a busy machine those threads wait
// for a core while the GUI thread sleeps: during a table scan the GUI thread slept up to 21 ms at a time
// there, about ten times a second. The explorer's fills are small enough to draw on the GUI thread itself.
// Qt reads the variable once, at the first such fill, so this must run before anything is painted.
// ROWAN_GUI_THREADPOOL=1 keeps Qt's helper threads (to compare).
void paintOnTheGuiThreadOnly()
{
    if (!qEnvironmentVariableIsSet("ROWAN_GUI_THREADPOOL"))
        qputenv("QT_NO_GUI_THREADPOOL", "1");
}
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_session(new ServiceSession(this))
    , m_treeModel(new StoreTreeModel(m_session, this))
    , m_entityModel(new EntityTableModel(m_session, this))
    , m_recent(new RecentStoresModel(QStringLiteral("recentStores"), this))
{
    paintOnTheGuiThreadOnly();
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/rowan/icons/rowan.svg")));
    setDockNestingEnabled(true);
    resize(1200, 760);

    m_grid = new EntityGrid(m_entityModel, this);
    m_grid->setObjectName(QStringLiteral("entityGrid"));
    // The query bar sits above the grid it fills, in a splitter of their own.
    m_queryBar = new QueryBar(m_session, m_entityModel, QString(), this);
    auto *central = new QSplitter(Qt::Vertical, this);
    central->setObjectName(QStringLiteral("gridSplitter"));
    central->addWidget(m_queryBar);
    central->addWidget(m_grid);
    central->setStretchFactor(1, 1);
    central->setSizes({260, 500});
    setCentralWidget(central);

    createActions();
    createDocks();

    m_storeStatus = new QLabel(this);
    m_storeStatus->setObjectName(QStringLiteral("storeStatus"));
    statusBar()->addPermanentWidget(m_storeStatus);
    m_encryptionStatus = new QToolButton(this);
    m_encryptionStatus->setObjectName(QStringLiteral("encryptionStatus"));
    m_encryptionStatus->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_encryptionStatus->setAutoRaise(true);
    connect(m_encryptionStatus, &QToolButton::clicked, this, &MainWindow::changePassphrase);
    statusBar()->addPermanentWidget(m_encryptionStatus);
    // Read once per store (no rekey can be running on a store just set); a rekey reports the new state.
    connect(m_session, &ServiceSession::serviceChanged, this,
        [this] { m_encrypted = m_session->isOpen() && m_session->description().encrypted; });
    statusBar()->showMessage(tr("Ready"));
    connect(m_recent, &QAbstractItemModel::rowsInserted, this, &MainWindow::rebuildRecentMenu);
    connect(m_recent, &QAbstractItemModel::rowsRemoved, this, &MainWindow::rebuildRecentMenu);
    connect(m_recent, &QAbstractItemModel::rowsMoved, this, &MainWindow::rebuildRecentMenu);
    connect(m_recent, &QAbstractItemModel::modelReset, this, &MainWindow::rebuildRecentMenu);
    rebuildRecentMenu();
    updateTitle();
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->setObjectName(QStringLiteral("fileMenu"));
    m_fileMenu = file;

    QAction *newAction = file->addAction(tr("&New Store…"), this, &MainWindow::newStore);
    newAction->setObjectName(QStringLiteral("actionNewStore"));
    newAction->setShortcut(QKeySequence::New);

    QAction *openAction = file->addAction(tr("&Open Store…"), this, &MainWindow::openStoreDialog);
    openAction->setObjectName(QStringLiteral("actionOpenStore"));
    openAction->setShortcut(QKeySequence::Open);

    m_recentMenu = file->addMenu(tr("Open &Recent"));
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));

    m_closeAction = file->addAction(tr("&Close Store"), this, &MainWindow::closeStore);
    m_closeAction->setObjectName(QStringLiteral("actionCloseStore"));
    m_closeAction->setShortcut(QKeySequence::Close);

    m_changePassphraseAction
        = file->addAction(tr("Change &Passphrase…"), this, &MainWindow::changePassphrase);
    m_changePassphraseAction->setObjectName(QStringLiteral("actionChangePassphrase"));
    m_checkStoreAction = file->addAction(tr("C&heck Store"), this, [this] { runMaintenance(false); });
    m_checkStoreAction->setObjectName(QStringLiteral("actionCheckStore"));
    m_backupAction = file->addAction(tr("&Back Up…"), this, [this] { runMaintenance(true); });
    m_backupAction->setObjectName(QStringLiteral("actionBackUp"));

    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setObjectName(QStringLiteral("actionQuit"));
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    m_viewMenu->setObjectName(QStringLiteral("viewMenu"));

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->setObjectName(QStringLiteral("helpMenu"));
    QAction *about = help->addAction(tr("&About Rowan"), this, &MainWindow::showAbout);
    about->setObjectName(QStringLiteral("actionAbout"));
    about->setMenuRole(QAction::AboutRole);
    QAction *aboutQt = help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    aboutQt->setObjectName(QStringLiteral("actionAboutQt"));
    aboutQt->setMenuRole(QAction::AboutQtRole);
}

void MainWindow::createDocks()
{
    auto *stores = new QDockWidget(tr("Stores"), this);
    stores->setObjectName(QStringLiteral("storesDock"));
    m_navigator = new StoreNavigator(m_treeModel, stores);
    stores->setWidget(m_navigator);
    addDockWidget(Qt::LeftDockWidgetArea, stores);
    m_viewMenu->addAction(stores->toggleViewAction());
    connect(m_navigator, &StoreNavigator::tableSelected, this,
        [this](const QString &account, const QString &table) {
            m_entityModel->setTable(account, table);
            m_queryBar->setTable(m_session->description().location, account, table);
        });
    connect(this, &MainWindow::storeChanged, m_queryBar, [this](const QString &path) {
        // The Stores dock may already have chosen a table of the new store.
        if (m_queryBar->storePath() != path || path.isEmpty())
            m_queryBar->setTable(path, QString(), QString());
    });
    QAction *queryBarAction = m_viewMenu->addAction(tr("&Query Bar"));
    queryBarAction->setObjectName(QStringLiteral("actionQueryBar"));
    queryBarAction->setCheckable(true);
    queryBarAction->setChecked(true);
    connect(queryBarAction, &QAction::toggled, m_queryBar, &QWidget::setVisible);
    QAction *focusFilter = m_viewMenu->addAction(tr("Edit &Filter"));
    focusFilter->setObjectName(QStringLiteral("actionFocusFilter"));
    focusFilter->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    connect(focusFilter, &QAction::triggered, this, [this, queryBarAction] {
        queryBarAction->setChecked(true);
        m_queryBar->focusFilter();
    });
    m_tableActions = new TableActions(m_session, m_treeModel, m_navigator, this);
    m_connections = new ConnectionActions(
        m_session, m_treeModel, m_navigator, nullptr, QStringLiteral("connections"), this);
    auto *transfers = new TransferActions(m_session, m_navigator, m_entityModel, m_grid, m_connections, this);
    m_navigator->addTableActions({m_tableActions->newTableAction(), m_tableActions->deleteTableAction(),
        transfers->importAction(), m_tableActions->refreshAction()});
    m_fileMenu->insertAction(m_recentMenu->menuAction(), m_connections->connectAction());
    m_fileMenu->insertSeparator(m_recentMenu->menuAction());
    m_navigator->addTableActions({m_connections->forgetAction()});
    m_navigator->addTableActions(transfers->actions());
    m_fileMenu->insertActions(m_changePassphraseAction, transfers->actions());
    m_fileMenu->insertSeparator(m_changePassphraseAction);
    m_fileMenu->insertAction(transfers->actions().value(0), transfers->importAction());
    connect(transfers, &TransferActions::tablesChanged, m_treeModel, &StoreTreeModel::refresh);
    connect(m_connections, &ConnectionActions::connected, this,
        [this](const QString &name, const QString &location) {
            m_storePath.clear();
            m_remoteName = name;
            m_encrypted = false;
            statusBar()->showMessage(tr("Connected to %1 (%2)").arg(name, location), 5000);
            updateTitle();
            Q_EMIT storeChanged(location);
        });
    connect(m_treeModel, &StoreTreeModel::tableDeleted, this,
        [this](const QString &account, const QString &table) {
            if (m_entityModel->account() == account
                && m_entityModel->table().compare(table, Qt::CaseInsensitive) == 0)
                m_entityModel->clear();
        });

    auto *partitions = new QDockWidget(tr("Partitions"), this);
    partitions->setObjectName(QStringLiteral("partitionsDock"));
    auto *partitionList = new PartitionList(m_session, partitions);
    partitions->setWidget(partitionList);
    addDockWidget(Qt::LeftDockWidgetArea, partitions);
    m_viewMenu->addAction(partitions->toggleViewAction());
    connect(m_navigator, &StoreNavigator::tableSelected, partitionList, &PartitionList::setTable);
    connect(partitionList, &PartitionList::partitionsChosen, m_entityModel, &EntityTableModel::setTable);
    // Writes from the grid change the statistics the tree and the partition list show.
    connect(m_grid, &EntityGrid::entitiesChanged, this, [this, partitionList] {
        m_treeModel->refresh();
        partitionList->refresh();
    });

    connect(transfers, &TransferActions::imported, this,
        [this, partitionList](const QString &account, const QString &table) {
            partitionList->refresh();
            if (m_entityModel->account() == account
                && m_entityModel->table().compare(table, Qt::CaseInsensitive) == 0)
                m_entityModel->reload();
        });

    auto *access = new AccessActions(m_session, m_treeModel, m_navigator, this);
    access->setSelectionSources(m_grid, m_entityModel, partitionList);
    menuBar()->insertMenu(m_viewMenu->menuAction(), access->menu());
    connect(access, &AccessActions::accountOperationDone, this,
        [this](bool, const QString &message) { statusBar()->showMessage(message, 5000); });
    // The tree and the grid follow the store's commits by themselves; the partition list is refreshed by
    // its widget, which keeps the chosen partitions.
    connect(
        m_session, &ServiceSession::changed, partitionList, [partitionList](const ServiceChanges &changes) {
            if (changes.externalCommits > 0
                && changes.touches(partitionList->model()->account(), partitionList->model()->table()))
                partitionList->refresh();
        });
    // Key insight: the Keys view and the partition chart, hidden until chosen in the View menu (they read
    // nothing while hidden).
    auto *keys = new QDockWidget(tr("Keys"), this);
    keys->setObjectName(QStringLiteral("keysDock"));
    auto *keysView = new KeysView(m_session, keys);
    keys->setWidget(keysView);
    addDockWidget(Qt::RightDockWidgetArea, keys);
    auto *chartDock = new QDockWidget(tr("Partition Chart"), this);
    chartDock->setObjectName(QStringLiteral("partitionChartDock"));
    auto *chart = new PartitionChart(m_session, chartDock);
    chartDock->setWidget(chart);
    addDockWidget(Qt::RightDockWidgetArea, chartDock);
    for (QDockWidget *dock : {keys, chartDock}) {
        dock->hide();
        m_viewMenu->addAction(dock->toggleViewAction());
    }
    keys->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K));
    connect(m_navigator, &StoreNavigator::tableSelected, keysView, &KeysView::setTable);
    connect(m_navigator, &StoreNavigator::tableSelected, chart, &PartitionChart::setTable);
    connect(chart, &PartitionChart::partitionsChosen, m_entityModel, &EntityTableModel::setTable);
    connect(m_grid, &EntityGrid::entitiesChanged, keysView, &KeysView::refresh);
    connect(m_grid, &EntityGrid::entitiesChanged, chart, &PartitionChart::refresh);

    // Wide enough for table names and counts; the grid gets the rest.
    resizeDocks({stores}, {330}, Qt::Horizontal);
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList paths = m_recent->paths();
    for (const QString &path : paths) {
        QAction *action
            = m_recentMenu->addAction(QFileInfo(path).fileName(), this, [this, path] { openStore(path); });
        action->setToolTip(path);
        action->setData(path);
    }
    if (!paths.isEmpty())
        m_recentMenu->addSeparator();
    QAction *clear = m_recentMenu->addAction(tr("Clear Recent"), m_recent, &RecentStoresModel::clear);
    clear->setObjectName(QStringLiteral("actionClearRecent"));
    clear->setEnabled(!paths.isEmpty());
    m_recentMenu->setEnabled(!paths.isEmpty());
}

void MainWindow::newStore()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("New Store"), QString(), storeFilter);
    if (!path.isEmpty())
        openStore(path, true);
}

void MainWindow::openStoreDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Store"), QString(), storeFilter);
    if (!path.isEmpty())
        openStore(path);
}

QString MainWindow::defaultStorePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/default.rowan");
}

void MainWindow::openStore(const QString &path, bool create)
{
    const QFileInfo info(path);
    if (create) {
        if (info.exists()) {
            QMessageBox::warning(this, tr("New Store"),
                tr("%1 already exists. Rowan never overwrites a file: choose a new name.")
                    .arg(info.absoluteFilePath()));
            return;
        }
        PassphraseDialog dialog(PassphraseDialog::Mode::NewStore, path, this);
        if (dialog.exec() != QDialog::Accepted)
            return;
        beginOpen(info.absoluteFilePath(), dialog.passphrase(), true, true);
        return;
    }
    if (!info.exists()) {
        QMessageBox::warning(this, tr("Open Store"), tr("There is no store at %1.").arg(path));
        m_recent->remove(path);
        Q_EMIT storeOpenFailed(path, tr("There is no store at %1.").arg(path));
        return;
    }
    // Try without a passphrase first: an unencrypted store opens at once, an encrypted one says so.
    beginOpen(info.absoluteFilePath(), QString(), false, true);
}

void MainWindow::openStoreWithPassphrase(const QString &path, const QString &passphrase, bool create)
{
    beginOpen(QFileInfo(path).absoluteFilePath(), passphrase, create, false);
}

void MainWindow::beginOpen(const QString &path, const QString &passphrase, bool create, bool interactive)
{
    StoreOptions options;
    options.passphrase = passphrase;
    options.createIfMissing = create;
    options.cacheSizeKiB = ExplorerCacheKiB;
    statusBar()->showMessage(tr("Opening %1…").arg(path));
    continueOnGui(this, m_session->openAsync(path, options),
        [this, path, passphrase, create, interactive](const Result<std::shared_ptr<Store>> &result) {
            if (result) {
                showOpenedStore(path, *result, tr("Opened %1").arg(path));
                // Damage the open found and worked around (a damaged log kept aside): never silent.
                if (const QStringList warnings = (*result)->openWarnings(); !warnings.isEmpty()) {
                    auto *box = new QMessageBox(QMessageBox::Warning, tr("Damage Found"),
                        warnings.join(QStringLiteral("\n\n")), QMessageBox::Ok, this);
                    box->setAttribute(Qt::WA_DeleteOnClose);
                    box->open();
                }
                return;
            }
            const Error &error = result.error();
            if (interactive && !create && error.code == ErrorCode::StoreWrongPassphrase) {
                PassphraseDialog dialog(PassphraseDialog::Mode::OpenStore, path, this);
                if (!passphrase.isEmpty())
                    dialog.setError(tr("Wrong passphrase. Try again."));
                if (dialog.exec() == QDialog::Accepted) {
                    beginOpen(path, dialog.passphrase(), false, true);
                    return;
                }
                statusBar()->showMessage(tr("Not opened: %1").arg(path), 5000);
                Q_EMIT storeOpenFailed(path, error.message);
                return;
            }
            statusBar()->clearMessage();
            if (interactive)
                QMessageBox::warning(
                    this, tr("Open Store"), tr("Cannot open %1:\n%2").arg(path, error.message));
            Q_EMIT storeOpenFailed(path, error.message);
        });
}

void MainWindow::openDefaultStore()
{
    const QString path = defaultStorePath();
    if (QFileInfo::exists(path)) {
        beginOpen(path, QString(), false, true);
        return;
    }
    QDir().mkpath(QFileInfo(path).absolutePath());
    statusBar()->showMessage(tr("Creating the demo store %1…").arg(path));
    // Created on a worker: filling the demo tables takes a moment.
    continueOnGui(this,
        QtConcurrent::run(m_session->pool(),
            [path]() -> Result<std::shared_ptr<Store>> {
                StoreOptions options;
                options.createIfMissing = true;
                options.cacheSizeKiB = ExplorerCacheKiB;
                auto store = Store::open(path, options);
                if (!store)
                    return std::unexpected(store.error());
                if (auto demo = populateDemoStore(**store); !demo)
                    return std::unexpected(demo.error());
                return std::shared_ptr<Store>(std::move(*store));
            }),
        [this, path](const Result<std::shared_ptr<Store>> &result) {
            if (!result) {
                statusBar()->clearMessage();
                QMessageBox::warning(
                    this, tr("Demo Store"), tr("Cannot create %1:\n%2").arg(path, result.error().message));
                Q_EMIT storeOpenFailed(path, result.error().message);
                return;
            }
            showOpenedStore(path, *result, tr("Opened the demo store %1").arg(path));
        });
}

void MainWindow::showOpenedStore(
    const QString &path, const std::shared_ptr<Store> &store, const QString &message)
{
    m_storePath = path;
    m_remoteName.clear();
    m_treeModel->setOpenConnection({});
    m_session->setStore(store);
    m_recent->add(path);
    statusBar()->showMessage(message, 5000);
    updateTitle();
    Q_EMIT storeChanged(path);
    Q_EMIT storeOpened(path);
}

void MainWindow::closeStore()
{
    if (!m_session->isOpen())
        return;
    m_storePath.clear();
    m_remoteName.clear();
    m_treeModel->setOpenConnection({});
    m_session->setStore(nullptr);
    updateTitle();
    Q_EMIT storeChanged(QString());
}

void MainWindow::showAbout()
{
    AboutDialog dialog(this);
    dialog.exec();
}

void MainWindow::changePassphrase()
{
    if (m_storePath.isEmpty())
        return;
    ChangePassphraseDialog dialog(m_session, m_storePath, m_encrypted, this);
    statusBar()->showMessage(tr("Changing the passphrase of %1…").arg(m_storePath));
    if (dialog.exec() != QDialog::Accepted) {
        statusBar()->clearMessage();
        return;
    }
    m_encrypted = dialog.encrypted();
    updateTitle();
    m_treeModel->refresh();
    statusBar()->showMessage(m_encrypted ? tr("%1 is now encrypted with the new passphrase.").arg(m_storePath)
                                         : tr("%1 is now decrypted.").arg(m_storePath),
        8000);
}

void MainWindow::runMaintenance(bool backup)
{
    if (m_storePath.isEmpty())
        return;
    QString target;
    if (backup) {
        target = QFileDialog::getSaveFileName(this, tr("Back Up Store"),
            m_storePath + QStringLiteral(".backup"), tr("Rowan stores (*.rowan);;All files (*)"), nullptr,
            QFileDialog::DontConfirmOverwrite); // the backup never overwrites: the engine refuses
        if (target.isEmpty())
            return;
    }
    StoreMaintenanceDialog dialog(m_session, m_storePath,
        backup ? StoreMaintenanceDialog::Task::Backup : StoreMaintenanceDialog::Task::Check, target, this);
    dialog.exec();
}

void MainWindow::updateTitle()
{
    if (!m_remoteName.isEmpty() && m_session->isOpen()) {
        const ServiceDescription &remote = m_session->description();
        setWindowTitle(tr("%1 (remote) — Rowan").arg(m_remoteName));
        m_storeStatus->setText(remote.location);
        m_closeAction->setEnabled(true);
        m_changePassphraseAction->setEnabled(false);
        m_checkStoreAction->setEnabled(false);
        m_backupAction->setEnabled(false);
        m_encryptionStatus->setVisible(false);
        return;
    }
    const bool open = !m_storePath.isEmpty();
    const QString name = QFileInfo(m_storePath).fileName();
    setWindowTitle(!open
            ? tr("Rowan")
            : (m_encrypted ? tr("%1 (encrypted) — Rowan") : tr("%1 (not encrypted) — Rowan")).arg(name));
    m_storeStatus->setText(open ? m_storePath : tr("No store open"));
    m_closeAction->setEnabled(open);
    m_changePassphraseAction->setEnabled(open);
    m_checkStoreAction->setEnabled(open);
    m_backupAction->setEnabled(open);
    // The indicator doubles as a button for Change Passphrase.
    m_encryptionStatus->setVisible(open);
    m_encryptionStatus->setIcon(encryptionIcon(m_encrypted));
    m_encryptionStatus->setText(m_encrypted ? tr("Encrypted (SQLCipher)") : tr("Not encrypted"));
    m_encryptionStatus->setToolTip(m_encrypted
            ? tr("The store file is encrypted with SQLCipher; it opens only with its passphrase. Click to "
                 "change the passphrase.")
            : tr("Anyone who can read the store file can read its tables. Click to encrypt it."));
    m_encryptionStatus->setStyleSheet(m_encrypted
            ? QStringLiteral("QToolButton { color: #2f5d50; }")
            : QStringLiteral("QToolButton { color: #8a5a00; font-weight: bold; }"));
}

} // namespace rowan
