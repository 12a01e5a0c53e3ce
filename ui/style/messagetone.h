#pragma once

#include <QColor>

class QPalette;
class QWidget;

namespace rowan {

// What a dialog's message line says about the outcome. Every dialog colours an error, a warning and a success
// alike, and in shades that stay readable on a dark palette.
enum class MessageTone { Plain, Error, Warning, Success };

// Gives `widget`'s text the tone's colour for its current palette (Plain: the palette's own).
void setMessageTone(QWidget *widget, MessageTone tone);

// The tone's text colour on `palette` (invalid for Plain: the palette's own), for what paints text itself
// (an item delegate marking rows).
QColor messageToneColour(const QPalette &palette, MessageTone tone);

} // namespace rowan
