#include "ui/style/messagetone.h"

#include <QPalette>
#include <QString>
#include <QWidget>

namespace rowan {

void setMessageTone(QWidget *widget, MessageTone tone)
{
    if (tone == MessageTone::Plain) {
        widget->setStyleSheet(QString());
        return;
    }
    // A dark palette has light text on a dark window: the light shades below would be hard to read there.
    const QPalette palette = widget->palette();
    const bool dark
        = palette.color(QPalette::WindowText).lightness() > palette.color(QPalette::Window).lightness();
    const char *colour = nullptr;
    switch (tone) {
    case MessageTone::Error:
        colour = dark ? "#ff8a80" : "#b00020";
        break;
    case MessageTone::Warning:
        colour = dark ? "#ffcc66" : "#8a5a00";
        break;
    case MessageTone::Success:
        colour = dark ? "#81c784" : "#276a2b";
        break;
    case MessageTone::Plain:
        break;
    }
    widget->setStyleSheet(QStringLiteral("color: %1;").arg(QLatin1StringView(colour)));
}

} // namespace rowan
