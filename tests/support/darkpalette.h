// The dark palette every test and screenshot tool renders with, so that the dark screenshots of different
// widgets share one set of shades. The application has none of its own: it follows the desktop's.
#pragma once

#include <QColor>
#include <QPalette>

inline QPalette darkPalette()
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
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x8e, 0xe0));
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
