#include "ui/style/icons.h"

#include <QAction>
#include <QApplication>
#include <QHash>
#include <QPalette>

namespace rowan {

namespace {

// Where the bundled themes live (resources/icons/theme, in the "rowan" resource).
const QString BundledThemesPath = QStringLiteral(":/rowan/icons/theme");

// Action object name → freedesktop icon name. The names come from the icon naming specification where it
// has one, else from Breeze; resources/icons/theme holds exactly these (resources/icons/bundle-icons.sh).
const QHash<QString, QString> &iconNames()
{
    static const QHash<QString, QString> names {
        // File
        {QStringLiteral("actionNewStore"), QStringLiteral("document-new")},
        {QStringLiteral("actionOpenStore"), QStringLiteral("document-open")},
        {QStringLiteral("actionConnect"), QStringLiteral("network-connect")},
        {QStringLiteral("actionForgetConnection"), QStringLiteral("network-disconnect")},
        {QStringLiteral("actionCloseStore"), QStringLiteral("document-close")},
        {QStringLiteral("actionClearRecent"), QStringLiteral("edit-clear-history")},
        {QStringLiteral("actionImport"), QStringLiteral("document-import")},
        {QStringLiteral("actionExport"), QStringLiteral("document-export")},
        {QStringLiteral("actionCopyTable"), QStringLiteral("edit-copy")},
        {QStringLiteral("actionCompareTable"), QStringLiteral("view-filter")},
        {QStringLiteral("actionSyncTables"), QStringLiteral("view-refresh")},
        {QStringLiteral("actionCompareAgain"), QStringLiteral("view-refresh")},
        {QStringLiteral("actionSnapshotTable"), QStringLiteral("backup")},
        {QStringLiteral("actionCompareWithNow"), QStringLiteral("view-history")},
        {QStringLiteral("actionChangePassphrase"), QStringLiteral("document-encrypt")},
        {QStringLiteral("actionCheckStore"), QStringLiteral("checkmark")},
        {QStringLiteral("actionBackUp"), QStringLiteral("backup")},
        {QStringLiteral("actionSafetyLevel"), QStringLiteral("security-medium")},
        {QStringLiteral("actionPreferences"), QStringLiteral("configure")},
        {QStringLiteral("actionQuit"), QStringLiteral("application-exit")},
        // Tables
        {QStringLiteral("actionNewTable"), QStringLiteral("insert-table")},
        {QStringLiteral("actionDeleteTable"), QStringLiteral("edit-table-delete-row")},
        {QStringLiteral("actionRefreshTree"), QStringLiteral("view-refresh")},
        {QStringLiteral("actionRefreshPartitions"), QStringLiteral("view-refresh")},
        // Edit and the grid
        {QStringLiteral("actionUndo"), QStringLiteral("edit-undo")},
        {QStringLiteral("actionRedo"), QStringLiteral("edit-redo")},
        {QStringLiteral("actionCopyTsv"), QStringLiteral("edit-copy")},
        {QStringLiteral("actionCopyJson"), QStringLiteral("code-context")},
        // The bundled Breeze set has no edit-cut or edit-paste: the rows go away, the entities come in.
        {QStringLiteral("actionCutRows"), QStringLiteral("edit-table-delete-row")},
        {QStringLiteral("actionPasteEntities"), QStringLiteral("document-import")},
        {QStringLiteral("actionSelectAllRows"), QStringLiteral("edit-select-all")},
        {QStringLiteral("actionFilterByValue"), QStringLiteral("view-filter")},
        {QStringLiteral("actionExcludeValue"), QStringLiteral("list-remove")},
        {QStringLiteral("actionStageEdits"), QStringLiteral("document-save-all")},
        {QStringLiteral("actionShowVersions"), QStringLiteral("view-history")},
        {QStringLiteral("actionSortColumnAscending"), QStringLiteral("view-filter")},
        {QStringLiteral("actionSortColumnDescending"), QStringLiteral("view-filter")},
        {QStringLiteral("actionClearSort"), QStringLiteral("view-restore")},
        {QStringLiteral("actionReloadGrid"), QStringLiteral("view-refresh")},
        {QStringLiteral("actionDeleteRows"), QStringLiteral("edit-delete")},
        {QStringLiteral("actionDeleteMatching"), QStringLiteral("edit-clear")},
        {QStringLiteral("actionBulkEdit"), QStringLiteral("document-edit")},
        {QStringLiteral("actionRekey"), QStringLiteral("document-properties")},
        {QStringLiteral("actionAddEntity"), QStringLiteral("list-add")},
        {QStringLiteral("actionEditEntity"), QStringLiteral("document-edit")},
        {QStringLiteral("actionDuplicateEntity"), QStringLiteral("edit-duplicate")},
        {QStringLiteral("actionRunQuery"), QStringLiteral("media-playback-start")},
        {QStringLiteral("actionFind"), QStringLiteral("edit-find")},
        {QStringLiteral("actionFindNext"), QStringLiteral("edit-find")},
        {QStringLiteral("actionFindPrevious"), QStringLiteral("edit-find")},
        {QStringLiteral("actionQuickOpen"), QStringLiteral("document-open")},
        {QStringLiteral("actionTextIndex"), QStringLiteral("document-properties")},
        // View
        {QStringLiteral("actionQueryBar"), QStringLiteral("view-filter")},
        {QStringLiteral("actionFocusFilter"), QStringLiteral("edit-find")},
        {QStringLiteral("actionResetLayout"), QStringLiteral("view-restore")},
        {QStringLiteral("actionChooseColumns"), QStringLiteral("configure")},
        {QStringLiteral("actionShowTable"), QStringLiteral("insert-table")},
        {QStringLiteral("actionShowRecords"), QStringLiteral("document-properties")},
        {QStringLiteral("actionShowJson"), QStringLiteral("code-context")},
        // Tabs. The bundled set has no go-next or go-previous: the curved arrows point the way.
        {QStringLiteral("actionCloseTab"), QStringLiteral("document-close")},
        {QStringLiteral("actionCloseOtherTabs"), QStringLiteral("edit-clear")},
        {QStringLiteral("actionDuplicateTab"), QStringLiteral("edit-duplicate")},
        {QStringLiteral("actionNextTab"), QStringLiteral("edit-redo")},
        {QStringLiteral("actionPreviousTab"), QStringLiteral("edit-undo")},
        // Access
        {QStringLiteral("actionAccounts"), QStringLiteral("user-identity")},
        {QStringLiteral("actionAddAccount"), QStringLiteral("list-add-user")},
        {QStringLiteral("actionRemoveAccount"), QStringLiteral("list-remove-user")},
        {QStringLiteral("actionShowKeys"), QStringLiteral("dialog-password")},
        {QStringLiteral("actionCopyConnectionString"), QStringLiteral("edit-copy")},
        {QStringLiteral("actionTableSas"), QStringLiteral("document-share")},
        {QStringLiteral("actionAccountSas"), QStringLiteral("document-share")},
        {QStringLiteral("actionPolicies"), QStringLiteral("document-properties")},
        {QStringLiteral("actionTokenTester"), QStringLiteral("security-high")},
        {QStringLiteral("actionServe"), QStringLiteral("network-server")},
        // Help
        {QStringLiteral("actionKeyboardShortcuts"), QStringLiteral("configure-shortcuts")},
        {QStringLiteral("actionAbout"), QStringLiteral("help-about")},
        {QStringLiteral("actionAboutQt"), QStringLiteral("help-about")},
    };
    return names;
}

bool darkPalette()
{
    const QPalette palette = QApplication::palette();
    return palette.color(QPalette::Window).lightness() < palette.color(QPalette::WindowText).lightness();
}

// The desktop's own theme, as it was before Rowan chose one.
QString &desktopTheme()
{
    static QString name = QIcon::themeName();
    return name;
}

} // namespace

QString bundledIconTheme()
{
    return darkPalette() ? QStringLiteral("breeze-dark") : QStringLiteral("breeze");
}

void setUpIconTheme()
{
    const QString desktop = desktopTheme();
    QStringList paths = QIcon::themeSearchPaths();
    if (!paths.contains(BundledThemesPath)) {
        paths.append(BundledThemesPath);
        QIcon::setThemeSearchPaths(paths);
    }
    // "hicolor" is the specification's last resort and holds application icons only: no theme to speak of.
    if (desktop.isEmpty() || desktop == u"hicolor")
        QIcon::setThemeName(bundledIconTheme());
    else
        QIcon::setFallbackThemeName(bundledIconTheme());
}

QString actionIconName(QStringView objectName)
{
    return iconNames().value(objectName.toString());
}

QStringList actionsWithIcons()
{
    QStringList names = iconNames().keys();
    names.sort();
    return names;
}

void applyActionIcons(QObject *root)
{
    for (QAction *action : root->findChildren<QAction *>()) {
        if (!action->icon().isNull())
            continue;
        const QString name = actionIconName(action->objectName());
        if (!name.isEmpty())
            action->setIcon(QIcon::fromTheme(name));
    }
}

} // namespace rowan
