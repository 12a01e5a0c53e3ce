#include "ui/style/messagetone.h"

#include <QPalette>
#include <QString>
#include <QWidget>

namespace rowan {

QColor messageToneColour(const QPalette &palette, MessageTone tone)
{
    // A dark palette has light text on a dark window: the light shades below would be hard to read there.
    const bool dark
        = palette.color(QPalette::WindowText).lightness() > palette.color(QPalette::Window).lightness();
    switch (tone) {
    case MessageTone::Error:
        return QColor(dark ? "#ff8a80" : "#b00020");
    case MessageTone::Warning:
        return QColor(dark ? "#ffcc66" : "#8a5a00");
    case MessageTone::Success:
        return QColor(dark ? "#81c784" : "#276a2b");
    case MessageTone::Plain:
        break;
    }
    return {};
}

void setMessageTone(QWidget *widget, MessageTone tone)
{
    if (tone == MessageTone::Plain) {
        widget->setStyleSheet(QString());
        return;
    }
    widget->setStyleSheet(
        QStringLiteral("color: %1;").arg(messageToneColour(widget->palette(), tone).name()));
}

} // namespace rowan
