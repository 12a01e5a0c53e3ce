#pragma once

#include <QtGlobal>

// How the readers and the import and export loops pace their work.
namespace rowan::transfer {

// Progress callbacks come at most this often, so that a fast import or export does not flood the thread
// that shows them.
inline constexpr qint64 ProgressIntervalMs = 100;
// The CSV and JSON readers take their input in reads of this size.
inline constexpr qint64 ReadChunkBytes = 1 << 20;

} // namespace rowan::transfer
