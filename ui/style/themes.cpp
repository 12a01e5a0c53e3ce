#include "ui/style/themes.h"

#include "ui/style/icons.h"

#include <QApplication>
#include <QColor>
#include <QStyle>

namespace rowan {

namespace {

// Selected rows in the light and dark themes: white text on it reads at 4.9:1 (WCAG AA), which Fusion's own
// lighter blue does not reach.
const QColor SelectionBlue(0x2b, 0x70, 0xc9);

// The desktop's palette, as the application had it before any theme was applied.
const QPalette &desktopPalette()
{
    static const QPalette palette = QApplication::palette();
    return palette;
}

QPalette darkThemePalette()
{
    // From the button and window colours Qt derives the 3D roles (light, dark, shadow) Fusion draws frames
    // and bevels with, as a dark desktop theme would; the roles below replace what it derives for a black
    // base.
    QPalette p(QColor(0x35, 0x35, 0x38), QColor(0x2b, 0x2b, 0x2e));
    const QColor text(0xe6, 0xe6, 0xe6);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x20));
    p.setColor(QPalette::AlternateBase, QColor(0x26, 0x26, 0x29));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::Highlight, SelectionBlue);
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x7a, 0xb8, 0xff));
    // Chart axes and grid lines are drawn in Mid on Base, where a derived Mid would hardly show.
    p.setColor(QPalette::Mid, QColor(0x60, 0x60, 0x66));
    p.setColor(QPalette::ToolTipBase, QColor(0x35, 0x35, 0x38));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x90, 0x90, 0x96));
    // Set last: the colours above went to every group, disabled text included.
    const QColor disabled(0x80, 0x80, 0x80);
    p.setColor(QPalette::Disabled, QPalette::Text, disabled);
    p.setColor(QPalette::Disabled, QPalette::WindowText, disabled);
    p.setColor(QPalette::Disabled, QPalette::ButtonText, disabled);
    return p;
}

QPalette highContrastPalette()
{
    // White on black with a yellow selection, as desktop high-contrast themes draw; disabled text stays
    // above 4.5:1 on black so that it can still be read.
    QPalette p(Qt::white, Qt::black);
    p.setColor(QPalette::Window, Qt::black);
    p.setColor(QPalette::WindowText, Qt::white);
    p.setColor(QPalette::Base, Qt::black);
    p.setColor(QPalette::AlternateBase, QColor(0x1a, 0x1a, 0x1a));
    p.setColor(QPalette::Text, Qt::white);
    p.setColor(QPalette::Button, Qt::black);
    p.setColor(QPalette::ButtonText, Qt::white);
    p.setColor(QPalette::BrightText, Qt::yellow);
    p.setColor(QPalette::Highlight, QColor(0xff, 0xff, 0x00));
    p.setColor(QPalette::HighlightedText, Qt::black);
    p.setColor(QPalette::Link, QColor(0x66, 0xcc, 0xff));
    p.setColor(QPalette::Light, Qt::white);
    p.setColor(QPalette::Midlight, QColor(0xc0, 0xc0, 0xc0));
    p.setColor(QPalette::Mid, QColor(0xc0, 0xc0, 0xc0));
    p.setColor(QPalette::Dark, Qt::white);
    p.setColor(QPalette::Shadow, Qt::white);
    p.setColor(QPalette::ToolTipBase, Qt::black);
    p.setColor(QPalette::ToolTipText, Qt::white);
    p.setColor(QPalette::PlaceholderText, QColor(0xc0, 0xc0, 0xc0));
    const QColor disabled(0xa0, 0xa0, 0xa0);
    p.setColor(QPalette::Disabled, QPalette::Text, disabled);
    p.setColor(QPalette::Disabled, QPalette::WindowText, disabled);
    p.setColor(QPalette::Disabled, QPalette::ButtonText, disabled);
    return p;
}

} // namespace

QString themeName(Theme theme)
{
    switch (theme) {
    case Theme::System:
        return QStringLiteral("system");
    case Theme::Light:
        return QStringLiteral("light");
    case Theme::Dark:
        return QStringLiteral("dark");
    case Theme::HighContrast:
        return QStringLiteral("high-contrast");
    }
    return QStringLiteral("system");
}

Theme themeFromName(const QString &name)
{
    for (Theme theme : {Theme::Light, Theme::Dark, Theme::HighContrast})
        if (name == themeName(theme))
            return theme;
    return Theme::System;
}

QString themeTitle(Theme theme)
{
    switch (theme) {
    case Theme::System:
        return QApplication::translate("rowan::Theme", "As the desktop");
    case Theme::Light:
        return QApplication::translate("rowan::Theme", "Light");
    case Theme::Dark:
        return QApplication::translate("rowan::Theme", "Dark");
    case Theme::HighContrast:
        return QApplication::translate("rowan::Theme", "High contrast");
    }
    return {};
}

QPalette themePalette(Theme theme)
{
    switch (theme) {
    case Theme::System:
        return desktopPalette();
    case Theme::Light: {
        QPalette p = QApplication::style()->standardPalette();
        p.setColor(QPalette::Active, QPalette::Highlight, SelectionBlue);
        p.setColor(QPalette::Inactive, QPalette::Highlight, SelectionBlue);
        // Fusion's disabled text all but vanishes on white.
        const QColor disabled(0x80, 0x80, 0x80);
        for (QPalette::ColorRole role : {QPalette::Text, QPalette::WindowText, QPalette::ButtonText})
            p.setColor(QPalette::Disabled, role, disabled);
        return p;
    }
    case Theme::Dark:
        return darkThemePalette();
    case Theme::HighContrast:
        return highContrastPalette();
    }
    return desktopPalette();
}

QString themeStyleSheet(Theme theme)
{
    if (theme != Theme::HighContrast)
        return {};
    // Fusion draws frames a shade darker than the window: on black they vanish, so fields, lists and check
    // boxes get a light border of their own.
    return QStringLiteral(
        "QLineEdit, QAbstractSpinBox, QPlainTextEdit, QTextEdit, QAbstractScrollArea { border: 1px solid "
        "#c0c0c0; }"
        "QCheckBox::indicator, QRadioButton::indicator { border: 1px solid #ffffff; width: 12px; height: "
        "12px; }"
        "QCheckBox::indicator:checked, QRadioButton::indicator:checked { background: #ffff00; }");
}

void applyTheme(Theme theme)
{
    desktopPalette(); // kept before the first change
    QApplication::setPalette(themePalette(theme));
    qApp->setStyleSheet(themeStyleSheet(theme));
    setUpIconTheme();
}

} // namespace rowan
