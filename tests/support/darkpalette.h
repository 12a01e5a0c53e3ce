// The dark palette every test and screenshot tool renders with, so that the dark screenshots of different
// widgets share one set of shades: the explorer's own Dark theme.
#pragma once

#include "ui/style/themes.h"

#include <QPalette>

inline QPalette darkPalette()
{
    return rowan::themePalette(rowan::Theme::Dark);
}
