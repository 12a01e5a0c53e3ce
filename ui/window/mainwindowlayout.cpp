// The main window's arrangement: where the docks start (Reset Layout), and the size, docks, splitter and
// tabs the user left, kept in the settings when the window closes and brought back at start.
#include "ui/window/mainwindow.h"

#include "ui/query/querybar.h"
#include "ui/window/tabletabs.h"

#include <QAction>
#include <QCloseEvent>
#include <QDockWidget>
#include <QSettings>
#include <QSplitter>
#include <QToolBar>

namespace rowan {

namespace {
// Saved window states of another arrangement of docks are not restored.
constexpr int LayoutVersion = 1;
} // namespace

void MainWindow::resetLayout()
{
    QDockWidget *stores = m_docks.at(0);
    QDockWidget *partitions = m_docks.at(1);
    QDockWidget *keys = m_docks.at(2);
    QDockWidget *chart = m_docks.at(3);
    QDockWidget *history = m_docks.at(4);
    QDockWidget *schema = m_docks.at(5);
    for (QDockWidget *dock : std::as_const(m_docks))
        dock->setFloating(false);
    addDockWidget(Qt::LeftDockWidgetArea, stores);
    splitDockWidget(stores, partitions, Qt::Vertical);
    // The right column's docks share one place as tabs: stacked, each would be too short to read.
    addDockWidget(Qt::RightDockWidgetArea, keys);
    tabifyDockWidget(keys, chart);
    tabifyDockWidget(chart, history);
    tabifyDockWidget(history, schema);
    addToolBar(Qt::TopToolBarArea, m_toolBar);
    m_toolBar->show();
    for (QDockWidget *dock : {stores, partitions})
        dock->show();
    for (QDockWidget *dock : {keys, chart, history, schema})
        dock->hide();
    m_compareDock->setFloating(false);
    addDockWidget(Qt::BottomDockWidgetArea, m_compareDock);
    m_compareDock->hide();
    m_queryBarAction->setChecked(true);
    // The query bar as tall as its controls and plan need; the grid gets the rest.
    m_central->setSizes({260, std::max(300, m_central->height() - 260)});
    // Wide enough for table names and counts.
    resizeDocks({stores}, {330}, Qt::Horizontal);
}

void MainWindow::restoreLayout()
{
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray(), LayoutVersion);
    m_central->restoreState(settings.value(QStringLiteral("window/gridSplitter")).toByteArray());
    m_queryBarAction->setChecked(m_queryBar->isVisibleTo(this));
    m_tabs->restore(settings);
    m_remembersLayout = true;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!settlePendingEdits(
            tr("Review them to commit them, or discard them and close?"), QStringLiteral("pendingOnClose"))) {
        event->ignore();
        return;
    }
    if (m_remembersLayout) {
        QSettings settings;
        settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
        settings.setValue(QStringLiteral("window/state"), saveState(LayoutVersion));
        settings.setValue(QStringLiteral("window/gridSplitter"), m_central->saveState());
        m_tabs->save(settings);
    }
    QMainWindow::closeEvent(event);
}

} // namespace rowan
