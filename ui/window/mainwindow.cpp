#include "ui/window/mainwindow.h"
#include "models/settings/preferences.h"
#include "ui/history/journallimitsdialog.h"
#include "ui/style/icons.h"
#include "ui/style/themes.h"
#include "ui/window/preferencesdialog.h"
#include "ui/window/translations.h"

#include "ui/access/accessactions.h"
#include "ui/compare/compareactions.h"
#include "ui/connections/connectionactions.h"
#include "ui/editing/bulkeditactions.h"
#include "ui/editing/entityeditactions.h"
#include "ui/editing/stagedbar.h"
#include "ui/find/findactions.h"
#include "ui/find/findbar.h"
#include "ui/grid/entitygrid.h"
#include "ui/grid/sortbar.h"
#include "ui/history/historyactions.h"
#include "ui/history/historyview.h"
#include "ui/keys/keysview.h"
#include "ui/keys/partitionchart.h"
#include "ui/keys/partitionlist.h"
#include "ui/query/querybar.h"
#include "ui/safety/safetyactions.h"
#include "ui/safety/safetybadge.h"
#include "ui/schema/schemaview.h"
#include "ui/store/storeactions.h"
#include "ui/store/storenavigator.h"
#include "ui/store/tableactions.h"
#include "ui/transfer/transferactions.h"
#include "ui/window/aboutdialog.h"
#include "ui/window/shortcutsdialog.h"
#include "ui/window/tabletabbar.h"
#include "ui/window/tabletabs.h"

#include "models/editing/stagededits.h"
#include "models/grid/entitytablemodel.h"
#include "models/keys/partitionlistmodel.h"
#include "models/query/queryhistorymodel.h"
#include "models/session/openplaces.h"
#include "models/session/servicesession.h"
#include "models/store/storetreemodel.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStatusBar>
#include <QTableView>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

namespace rowan {

namespace {
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
{
    paintOnTheGuiThreadOnly();
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/rowan/icons/rowan.svg")));
    setDockNestingEnabled(true);
    resize(1200, 760);

    m_grid = new EntityGrid(m_entityModel, this);
    m_grid->setObjectName(QStringLiteral("entityGrid"));
    m_staged = new StagedEdits(m_session, this);
    m_grid->setStagedEdits(m_staged);
    m_findBar = new FindBar(m_entityModel, m_grid->view(), m_grid);
    m_grid->addBarAboveRows(m_findBar);
    // The query bar sits above the grid it fills, in a splitter of their own.
    m_queryBar = new QueryBar(m_session, m_entityModel, QString(), this);
    m_central = new QSplitter(Qt::Vertical, this);
    m_central->setObjectName(QStringLiteral("gridSplitter"));
    m_central->addWidget(m_queryBar);
    m_central->addWidget(m_grid);
    connect(m_grid, &EntityGrid::conditionRequested, m_queryBar, &QueryBar::narrow);
    m_central->setStretchFactor(1, 1);
    // The tabs of the open tables sit above the query bar and the grid they switch.
    auto *centre = new QWidget(this);
    auto *centreLayout = new QVBoxLayout(centre);
    centreLayout->setContentsMargins(0, 0, 0, 0);
    centreLayout->setSpacing(0);
    centreLayout->addWidget(m_central);
    setCentralWidget(centre);

    m_store = new StoreActions(m_session, m_treeModel, this);
    connect(m_store, &StoreActions::storeChanged, this, &MainWindow::storeChanged);
    connect(m_store, &StoreActions::storeOpened, this, &MainWindow::storeOpened);
    connect(m_store, &StoreActions::storeOpenFailed, this, &MainWindow::storeOpenFailed);
    connect(m_store, &StoreActions::windowTitleChanged, this, &QWidget::setWindowTitle);
    connect(m_store, &StoreActions::statusMessage, statusBar(), &QStatusBar::showMessage);
    createActions();
    createDocks();
    createToolBar();
    resetLayout();

    m_preferences = new Preferences(this);
    connect(m_preferences, &Preferences::changed, this, &MainWindow::applyPreferences);
    applyPreferences(m_preferences->values());
    setUpIconTheme();
    applyActionIcons(this);
    // Qt's own button for a toolbar's actions that do not fit has no name a screen reader could say.
    for (QWidget *more : findChildren<QWidget *>(QStringLiteral("qt_toolbar_ext_button")))
        more->setAccessibleName(tr("More actions"));

    statusBar()->addPermanentWidget(m_safety->badge());
    statusBar()->addPermanentWidget(m_store->locationLabel());
    statusBar()->addPermanentWidget(m_store->encryptionIndicator());
    statusBar()->showMessage(tr("Ready"));
    setWindowTitle(m_store->windowTitle());
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->setObjectName(QStringLiteral("fileMenu"));
    m_fileMenu = file;
    file->addActions({m_store->newStoreAction(), m_store->openStoreAction()});
    file->addMenu(m_store->recentMenu());
    file->addAction(m_store->closeStoreAction());
    file->addActions(
        {m_store->changePassphraseAction(), m_store->checkStoreAction(), m_store->backupAction()});

    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setObjectName(QStringLiteral("actionQuit"));
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    // Undo and Redo take back whole actions of the change journal, whatever view made them.
    m_history = new HistoryActions(m_session, this);
    connect(m_history, &HistoryActions::statusMessage, statusBar(), &QStatusBar::showMessage);
    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->setObjectName(QStringLiteral("editMenu"));
    edit->addActions({m_history->undoAction(), m_history->redoAction()});
    edit->addSeparator();
    // The choice is the store's or connection's: it follows whichever is shown.
    QAction *stage = edit->addAction(tr("&Stage Edits"));
    stage->setObjectName(QStringLiteral("actionStageEdits"));
    stage->setCheckable(true);
    stage->setToolTip(tr("Keep edits and deletes pending until Commit, for this store or connection"));
    connect(stage, &QAction::toggled, m_staged, [this](bool on) {
        if (on != m_staged->isEnabled())
            m_staged->setEnabled(on);
    });
    const auto follow = [this, stage] {
        const QSignalBlocker quiet(stage);
        stage->setEnabled(m_session->isOpen());
        stage->setChecked(m_staged->isEnabled());
    };
    connect(m_staged, &StagedEdits::enabledChanged, stage, follow);
    connect(m_session, &ServiceSession::safetyChanged, stage, follow);
    follow();
    edit->addSeparator();
    // The grid's own actions: from the menu they act on the grid whatever has the focus.
    edit->addActions({m_grid->cutAction(), m_grid->copyAction(), m_grid->copyJsonAction(),
        m_grid->pasteAction(), m_grid->selectAllAction()});
    edit->addSeparator();
    edit->addActions({m_grid->filterByValueAction(), m_grid->excludeValueAction()});
    // Bulk Edit… and Re-key… act on the grid's selection, its partitions or its query's matches.
    m_bulkEdit = new BulkEditActions(m_entityModel, m_grid->view(), this);
    m_bulkEdit->setStagedEdits(m_staged);
    edit->addSeparator();
    edit->addActions({m_bulkEdit->bulkEditAction(), m_bulkEdit->rekeyAction()});
    m_grid->view()->addActions({m_bulkEdit->bulkEditAction(), m_bulkEdit->rekeyAction()});
    edit->addSeparator();
    edit->addActions({m_findBar->findAction(), m_findBar->findNextAction(), m_findBar->findPreviousAction()});

    // The table shown and its rows: the query bar's and the grid's actions, in one menu as well as in their
    // buttons and context menus, so that each is reachable from the menu bar and the keyboard.
    QMenu *table = menuBar()->addMenu(tr("&Table"));
    table->setObjectName(QStringLiteral("tableMenu"));
    table->addActions({m_queryBar->runAction(), m_grid->reloadAction()});
    table->addSeparator();
    if (auto *entities = m_grid->findChild<EntityEditActions *>())
        table->addActions({entities->addAction(), entities->editAction(), entities->duplicateAction()});
    for (const char *name : {"actionDeleteRows", "actionDeleteMatching"})
        if (auto *action = m_grid->findChild<QAction *>(QString::fromLatin1(name)))
            table->addAction(action);
    table->addSeparator();
    table->addActions({m_bulkEdit->bulkEditAction(), m_bulkEdit->rekeyAction(), m_grid->showVersionsAction()});
    table->addSeparator();
    table->addActions({m_grid->sortAscendingAction(), m_grid->sortDescendingAction(), m_grid->clearSortAction()});

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    m_viewMenu->setObjectName(QStringLiteral("viewMenu"));

    QMenu *settings = menuBar()->addMenu(tr("&Settings"));
    settings->setObjectName(QStringLiteral("settingsMenu"));
    QAction *preferences = settings->addAction(tr("&Preferences…"), this, &MainWindow::showPreferences);
    preferences->setObjectName(QStringLiteral("actionPreferences"));
    preferences->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));
    preferences->setMenuRole(QAction::PreferencesRole);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->setObjectName(QStringLiteral("helpMenu"));
    QAction *about = help->addAction(tr("&About Rowan"), this, &MainWindow::showAbout);
    about->setObjectName(QStringLiteral("actionAbout"));
    about->setMenuRole(QAction::AboutRole);
    QAction *shortcuts = help->addAction(tr("&Keyboard Shortcuts"), this, [this] {
        ShortcutsDialog dialog(this, this);
        dialog.exec();
    });
    shortcuts->setObjectName(QStringLiteral("actionKeyboardShortcuts"));
    help->addSeparator();
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
    m_queryBarAction = queryBarAction;
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
    // A result too large to sort: narrowing it starts in the query bar's filter.
    connect(m_grid->sortBar(), &SortBar::narrowQueryRequested, focusFilter, &QAction::trigger);
    m_viewMenu->addAction(m_grid->chooseColumnsAction());
    m_viewMenu->addSeparator();
    m_viewMenu->addActions(m_grid->rowViewActions());
    m_viewMenu->addSeparator();
    QAction *tabsAt = m_viewMenu->addSeparator();
    m_tableActions = new TableActions(m_session, m_treeModel, m_navigator, this);
    m_connections = new ConnectionActions(
        m_session, m_treeModel, m_navigator, nullptr, QStringLiteral("connections"), this);
    // Pending edits belong to what is shown: another store or connection would drop them unasked.
    const auto mayLeave = [this] {
        return settlePendingEdits(tr("Review them to commit them, or discard them and open the other one?"),
            QStringLiteral("pendingOnLeave"));
    };
    m_treeModel->places()->setLeaveGuard(mayLeave);
    m_tabs = new TableTabs(
        m_session, m_treeModel, m_navigator, m_queryBar, m_grid, m_store, m_connections, this);
    static_cast<QVBoxLayout *>(centralWidget()->layout())->insertWidget(0, m_tabs->bar());
    auto *transfers = new TransferActions(m_session, m_navigator, m_entityModel, m_grid, m_connections, this);
    m_navigator->addTableActions({m_tableActions->newTableAction(), m_tableActions->deleteTableAction(),
        transfers->importAction(), m_tableActions->refreshAction()});
    QAction *recent = m_store->recentMenu()->menuAction();
    m_fileMenu->insertAction(recent, m_connections->connectAction());
    m_fileMenu->insertSeparator(recent);
    m_navigator->addTableActions({m_connections->forgetAction()});
    auto *find = new FindActions(m_session, m_treeModel, m_navigator, m_connections, this);
    m_navigator->addTableMenuActions({find->textIndexAction()});
    m_fileMenu->insertAction(recent, find->quickOpenAction());
    connect(find, &FindActions::newTabRequested, m_tabs, &TableTabs::openInNewTab);
    m_navigator->addTableActions(transfers->actions());
    m_fileMenu->insertActions(m_store->changePassphraseAction(), transfers->actions());
    m_fileMenu->insertSeparator(m_store->changePassphraseAction());
    m_fileMenu->insertAction(transfers->actions().value(0), transfers->importAction());
    // Compare With… sits with the table's other copies, after Copy Table; its dock at the bottom.
    auto *compare = new CompareActions(m_session, m_navigator, m_entityModel, m_connections, this);
    connect(compare, &CompareActions::statusMessage, statusBar(), &QStatusBar::showMessage);
    m_navigator->addTableActions(compare->actions());
    m_fileMenu->insertActions(m_store->changePassphraseAction(), compare->actions());
    m_compareDock = compare->dock();
    connect(m_connections, &ConnectionActions::connected, m_store, &StoreActions::showRemote);
    m_safety = new SafetyActions(m_session, m_treeModel, m_connections->connections(), this);
    connect(m_safety, &SafetyActions::statusMessage, statusBar(), &QStatusBar::showMessage);
    m_fileMenu->insertAction(m_store->changePassphraseAction(), m_safety->safetyAction());
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
    auto *access = new AccessActions(m_session, m_treeModel, m_navigator, this);
    access->setSelectionSources(m_grid, m_entityModel, partitionList);
    menuBar()->insertMenu(m_viewMenu->menuAction(), access->menu());
    connect(access, &AccessActions::accountOperationDone, this,
        [this](bool, const QString &message) { statusBar()->showMessage(message, 5000); });
    // Every view follows writes through the session's changed(), the explorer's own included: the tree, the
    // grid and the key views by themselves, the partition list from here through its widget's refresh(),
    // which keeps the chosen partitions.
    connect(
        m_session, &ServiceSession::changed, partitionList, [partitionList](const ServiceChanges &changes) {
            if (changes.stale(partitionList->model()->account(), partitionList->model()->table()))
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
    connect(keysView, &KeysView::fixRequested, m_bulkEdit, &BulkEditActions::openFix);
    connect(m_navigator, &StoreNavigator::tableSelected, chart, &PartitionChart::setTable);
    connect(chart, &PartitionChart::partitionsChosen, m_entityModel, &EntityTableModel::setTable);

    auto *historyDock = new QDockWidget(tr("History"), this);
    historyDock->setObjectName(QStringLiteral("historyDock"));
    historyDock->setWidget(new HistoryView(m_history, historyDock));
    addDockWidget(Qt::RightDockWidgetArea, historyDock);
    m_viewMenu->addAction(historyDock->toggleViewAction());
    historyDock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    // The Schema view: which properties and types the table's entities hold; a number opens its entities in
    // the grid through the query bar.
    auto *schemaDock = new QDockWidget(tr("Schema"), this);
    schemaDock->setObjectName(QStringLiteral("schemaDock"));
    auto *schemaView = new SchemaView(m_session, schemaDock);
    schemaView->setCompareSources(m_connections, m_treeModel);
    schemaDock->setWidget(schemaView);
    addDockWidget(Qt::RightDockWidgetArea, schemaDock);
    schemaDock->hide();
    m_viewMenu->addAction(schemaDock->toggleViewAction());
    schemaDock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    connect(m_navigator, &StoreNavigator::tableSelected, schemaView, &SchemaView::setTable);
    connect(schemaView, &SchemaView::entitiesRequested, this,
        [this](const QString &, const QString &table, const QString &filter, const QString &description) {
            if (m_queryBar->table().compare(table, Qt::CaseInsensitive) != 0)
                return;
            m_queryBarAction->setChecked(true);
            m_queryBar->recall(SavedQuery {filter, {}, std::nullopt, {}});
            m_queryBar->run();
            statusBar()->showMessage(tr("Showing %1.").arg(description), 8000);
        });
    m_docks = {stores, partitions, keys, chartDock, historyDock, schemaDock};
    m_viewMenu->insertActions(tabsAt, m_tabs->bar()->actions());

    // Each dock keeps room for what it is for: a table's name, a PartitionKey, a finding.
    const int chars = fontMetrics().averageCharWidth();
    for (QDockWidget *dock : {stores, partitions})
        dock->widget()->setMinimumWidth(40 * chars);
    for (QDockWidget *dock : {keys, chartDock, historyDock, schemaDock})
        dock->widget()->setMinimumWidth(36 * chars);

    m_viewMenu->addAction(m_compareDock->toggleViewAction());
    m_compareDock->widget()->setMinimumHeight(12 * fontMetrics().height());

    m_viewMenu->addSeparator();
    QAction *reset = m_viewMenu->addAction(tr("&Reset Layout"), this, &MainWindow::resetLayout);
    reset->setObjectName(QStringLiteral("actionResetLayout"));
}

void MainWindow::createToolBar()
{
    // The actions used most, by their object names: each belongs to the part of the window that owns it.
    m_toolBar = addToolBar(tr("Main Toolbar"));
    m_toolBar->setObjectName(QStringLiteral("mainToolBar"));
    m_toolBar->setIconSize(QSize(22, 22));
    const QList<QStringList> groups {
        {QStringLiteral("actionOpenStore"), QStringLiteral("actionConnect")},
        {QStringLiteral("actionRefreshTree"), QStringLiteral("actionRunQuery")},
        {QStringLiteral("actionAddEntity"), QStringLiteral("actionDeleteRows")},
        {QStringLiteral("actionImport"), QStringLiteral("actionExport")},
        {QStringLiteral("actionUndo"), QStringLiteral("actionRedo")},
    };
    for (const QStringList &group : groups) {
        if (!m_toolBar->actions().isEmpty())
            m_toolBar->addSeparator();
        for (const QString &name : group)
            if (QAction *action = findChild<QAction *>(name))
                m_toolBar->addAction(action);
    }
    m_viewMenu->insertAction(m_viewMenu->actions().value(0), m_toolBar->toggleViewAction());
}

void MainWindow::showPreferences()
{
    QList<std::pair<QString, QString>> languages;
    for (const QString &code : availableLanguages())
        languages.append({code, nativeLanguageName(code)});
    PreferencesDialog dialog(m_preferences->values(), languages,
        m_session->isOpen() && m_session->description().capabilities.testFlag(ServiceCapability::Journal),
        this);
    connect(&dialog, &PreferencesDialog::journalLimitsRequested, &dialog, [this, &dialog] {
        JournalLimitsDialog limits(m_session, &dialog);
        limits.exec();
    });
    dialog.setSafetyLevelAvailable(m_safety->safetyAction()->isEnabled());
    connect(&dialog, &PreferencesDialog::safetyLevelRequested, m_safety->safetyAction(), &QAction::trigger);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString language = m_preferences->values().language;
    m_preferences->setValues(dialog.values());
    // Windows and dialogs opened from now on speak the new language; the rest after a restart.
    if (dialog.values().language != language)
        applyLanguage(dialog.values().language);
}

void MainWindow::applyPreferences(const PreferenceValues &values)
{
    // The desktop's theme needs nothing done unless another was applied before.
    const Theme theme = themeFromName(values.theme);
    if (theme != Theme::System || m_themeApplied) {
        applyTheme(theme);
        m_themeApplied = true;
    }
    m_grid->setLocalTime(values.localTime);
    m_entityModel->setPageSize(values.pageSize);
}

void MainWindow::changeEvent(QEvent *event)
{
    // The bundled icons follow the palette: light icons on a dark one.
    if (event->type() == QEvent::ApplicationPaletteChange || event->type() == QEvent::PaletteChange)
        setUpIconTheme();
    QMainWindow::changeEvent(event);
}

bool MainWindow::settlePendingEdits(const QString &what, const QString &boxName)
{
    if (m_staged->count() == 0)
        return true;
    QMessageBox box(QMessageBox::Warning, tr("Pending Changes"),
        (m_staged->count() == 1
                ? tr("1 change is pending and not written.")
                : tr("%1 changes are pending and not written.").arg(m_staged->count()))
            + QLatin1Char(' ') + what,
        QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setObjectName(boxName);
    QPushButton *review = box.addButton(tr("&Review…"), QMessageBox::AcceptRole);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() == review)
        m_grid->findChild<StagedBar *>()->review();
    if (box.standardButton(box.clickedButton()) != QMessageBox::Discard)
        return false;
    m_staged->discard();
    return true;
}

QString MainWindow::currentStorePath() const
{
    return m_store->currentStorePath();
}

RecentStoresModel *MainWindow::recentStores() const
{
    return m_store->recentStores();
}

void MainWindow::openStore(const QString &path, bool create)
{
    m_store->openStore(path, create);
}

void MainWindow::openStoreWithPassphrase(const QString &path, const QString &passphrase, bool create)
{
    m_store->openStoreWithPassphrase(path, passphrase, create);
}

void MainWindow::openDefaultStore()
{
    m_store->openDefaultStore();
}

void MainWindow::openAtStart(const QString &path)
{
    if (!path.isEmpty()) {
        openStore(path, !QFileInfo::exists(path));
        return;
    }
    // The tabs of the last session come back, each opening its store or connection when shown; when the
    // current one's cannot open, the default store does.
    // Only for the first tab shown: a tab chosen later that cannot open leaves the window as it is.
    auto fallback = std::make_shared<QMetaObject::Connection>();
    *fallback = connect(m_tabs, &TableTabs::showFailed, this, [this, fallback] {
        disconnect(*fallback);
        openDefaultStore();
    });
    connect(
        m_store, &StoreActions::storeChanged, this, [this, fallback] { disconnect(*fallback); },
        Qt::SingleShotConnection);
    if (!m_tabs->showCurrent()) {
        disconnect(*fallback);
        openDefaultStore();
    }
}

void MainWindow::showAbout()
{
    AboutDialog dialog(this);
    dialog.exec();
}

} // namespace rowan
