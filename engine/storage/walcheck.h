// Reads a store's write-ahead log the way SQLite's recovery does, to tell whether recovery will have to
// drop frames it cannot trust (a damaged log), before any connection touches it. Reads only.
#pragma once

#include <QString>

namespace rowan::wal {

struct Scan
{
    bool exists = false;
    // Frames recovery will replay (up to the last valid commit).
    qint64 usableFrames = 0;
    // Frames of the current log generation (their salts match the header) that recovery will drop because
    // a frame at or before them fails its checksum; with a damaged header, every frame of the file.
    qint64 droppedFrames = 0;
    // How many of the dropped frames end a transaction: commits that recovery loses.
    qint64 droppedCommits = 0;
    // The first dropped frame (0-based), or -1.
    qint64 firstDroppedFrame = -1;
    bool headerDamaged = false;

    // The log holds committed transactions recovery will throw away (or a header it cannot trust). Dropped
    // frames without a commit among them are not damage: a crash mid-transaction leaves such a tail, and
    // after the next run overwrites part of it, the rest no longer checksums; either way nothing that was
    // committed is in them.
    bool isDamaged() const { return droppedCommits > 0 || headerDamaged; }
};

// Scans `walPath` (a missing or empty file: exists false or nothing to recover).
Scan scan(const QString &walPath);

} // namespace rowan::wal
