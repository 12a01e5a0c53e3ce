// The start-up probe: with ROWAN_STARTUP_PROBE set, the explorer reports how long it took to become usable
// (window shown, its store open, the tables listed and painted) on stderr and quits. rowan-startbench runs the
// real executable this way, so the figure includes loading the program, Qt, the fonts and the icons.
#pragma once

#include <QElapsedTimer>

namespace rowan {
class MainWindow;

// Arms the probe when ROWAN_STARTUP_PROBE is set; `sinceMain` was started first thing in main().
void armStartupProbe(MainWindow &window, const QElapsedTimer &sinceMain);
} // namespace rowan
