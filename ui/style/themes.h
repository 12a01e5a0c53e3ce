// The explorer's colour themes: the desktop's own (the default), light, dark and high contrast. Warning
// colours (errors, "not encrypted", a hot partition, an environment label) are chosen per palette, so each
// theme keeps them readable (tests/ui/style check the contrast).
#pragma once

#include <QPalette>
#include <QString>
#include <QStringList>

namespace rowan {

enum class Theme { System, Light, Dark, HighContrast };

// "system", "light", "dark", "high-contrast" (kept in the settings); themeFromName() gives System for
// anything else.
QString themeName(Theme theme);
Theme themeFromName(const QString &name);
// For people, translated.
QString themeTitle(Theme theme);

// The palette of a theme; System: the one the desktop gave the application when it started.
QPalette themePalette(Theme theme);

// What the palette alone cannot do for `theme` (borders that show on black); empty for most themes.
QString themeStyleSheet(Theme theme);

// Makes `theme` the application's palette, and the bundled icons follow it. QApplication only.
void applyTheme(Theme theme);

} // namespace rowan
