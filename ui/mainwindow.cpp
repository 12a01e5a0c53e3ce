#include "mainwindow.h"

#include "aboutdialog.h"

#include <recentstoresmodel.h>

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>

namespace rowan {

namespace {
const QString storeFilter = QObject::tr("Rowan stores (*.rowan);;All files (*)");

QLabel *emptyState(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setAlignment(Qt::AlignCenter);
    label->setWordWrap(true);
    label->setMargin(12);
    label->setEnabled(false);
    return label;
}
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_recent(new RecentStoresModel(QStringLiteral("recentStores"), this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/rowan/icons/rowan.svg")));
    setDockNestingEnabled(true);
    resize(1200, 760);

    m_placeholder = emptyState(tr("No store is open.\nUse File ▸ New Store… or File ▸ Open Store…"), this);
    m_placeholder->setObjectName(QStringLiteral("entityArea"));
    setCentralWidget(m_placeholder);

    createActions();
    createDocks();

    m_storeStatus = new QLabel(this);
    m_storeStatus->setObjectName(QStringLiteral("storeStatus"));
    statusBar()->addPermanentWidget(m_storeStatus);
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
    struct DockSpec
    {
        const char *name;
        QString title;
        QString emptyText;
        Qt::DockWidgetArea area;
    };
    const DockSpec specs[] = {
        {"storesDock", tr("Stores"), tr("Open a store to see its accounts and tables."), Qt::LeftDockWidgetArea},
        {"partitionsDock", tr("Partitions"), tr("Choose a table to see its partitions."),
         Qt::LeftDockWidgetArea},
        {"queryDock", tr("Query"), tr("Choose a table to filter its entities and see each query's plan."),
         Qt::TopDockWidgetArea},
    };
    for (const DockSpec &spec : specs) {
        auto *dock = new QDockWidget(spec.title, this);
        dock->setObjectName(QString::fromLatin1(spec.name));
        dock->setWidget(emptyState(spec.emptyText, dock));
        addDockWidget(spec.area, dock);
        m_viewMenu->addAction(dock->toggleViewAction());
    }
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList paths = m_recent->paths();
    for (const QString &path : paths) {
        QAction *action = m_recentMenu->addAction(QFileInfo(path).fileName(), this, [this, path] {
            openStore(path);
        });
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

bool MainWindow::openStore(const QString &path, bool create)
{
    const QFileInfo info(path);
    if (!create && !info.exists()) {
        QMessageBox::warning(this, tr("Open Store"), tr("There is no store at %1.").arg(path));
        m_recent->remove(path);
        return false;
    }
    m_storePath = info.absoluteFilePath();
    m_recent->add(m_storePath);
    statusBar()->showMessage(tr("Opened %1").arg(m_storePath), 5000);
    updateTitle();
    Q_EMIT storeChanged(m_storePath);
    return true;
}

void MainWindow::closeStore()
{
    if (m_storePath.isEmpty())
        return;
    m_storePath.clear();
    updateTitle();
    Q_EMIT storeChanged(QString());
}

void MainWindow::showAbout()
{
    AboutDialog dialog(this);
    dialog.exec();
}

void MainWindow::updateTitle()
{
    const bool open = !m_storePath.isEmpty();
    setWindowTitle(open ? tr("%1 — Rowan").arg(QFileInfo(m_storePath).fileName()) : tr("Rowan"));
    m_storeStatus->setText(open ? m_storePath : tr("No store open"));
    m_closeAction->setEnabled(open);
}

} // namespace rowan
