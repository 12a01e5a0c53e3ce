// Icons of the explorer's actions: the desktop's icon theme where it has them, else the Breeze icons bundled
// with Rowan (light or dark, following the palette), so that Rowan looks the same on every platform. Every
// action's icon is named in one table here, by the action's object name.
#pragma once

#include <QIcon>
#include <QStringList>
#include <QStringView>

class QObject;

namespace rowan {

// Makes the bundled icons available: on a desktop with an icon theme of its own they fill its gaps; without
// one (Windows, macOS, a bare X session) they are the theme. The light or dark set follows the
// application's palette. Call after the QApplication exists, and again when the palette changes.
void setUpIconTheme();

// The bundled theme in use: "breeze" or "breeze-dark".
QString bundledIconTheme();

// The theme icon name of an action's object name ("actionOpenStore" → "document-open"); empty for a name
// without one.
QString actionIconName(QStringView objectName);

// Every object name that has an icon (for tests and for the list of icons to bundle).
QStringList actionsWithIcons();

// Gives every action under `root` (its children, recursively) that has no icon the icon of its object name.
void applyActionIcons(QObject *root);

} // namespace rowan
