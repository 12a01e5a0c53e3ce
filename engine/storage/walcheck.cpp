// The WAL format is SQLite's documented file format (https://sqlite.org/fileformat2.html, "The WAL File
// Format"): a 32-byte header, then frames of a 24-byte header and one page. Checksums are cumulative over
// the header and every frame, so recovery stops at the first frame that fails and drops everything after it.
#include "storage/walcheck.h"

#include <QFile>
#include <QtEndian>

#include <array>

namespace rowan::wal {

namespace {

constexpr quint32 MagicLittleEndian = 0x377f0682;
constexpr quint32 MagicBigEndian = 0x377f0683;
constexpr int HeaderSize = 32;
constexpr int FrameHeaderSize = 24;

struct Checksum
{
    quint32 s0 = 0;
    quint32 s1 = 0;
    bool operator==(const Checksum &) const = default;
};

// SQLite's checksum over `data` (a multiple of 8 bytes), continuing from `sum`, reading 32-bit words in the
// byte order the magic number names.
Checksum checksum(const uchar *data, qsizetype size, bool bigEndian, Checksum sum)
{
    for (qsizetype i = 0; i + 8 <= size; i += 8) {
        const quint32 a
            = bigEndian ? qFromBigEndian<quint32>(data + i) : qFromLittleEndian<quint32>(data + i);
        const quint32 b
            = bigEndian ? qFromBigEndian<quint32>(data + i + 4) : qFromLittleEndian<quint32>(data + i + 4);
        sum.s0 += a + sum.s1;
        sum.s1 += b + sum.s0;
    }
    return sum;
}

Checksum stored(const uchar *at)
{
    return {qFromBigEndian<quint32>(at), qFromBigEndian<quint32>(at + 4)};
}

} // namespace

Scan scan(const QString &walPath)
{
    Scan result;
    QFile file(walPath);
    if (!file.open(QIODevice::ReadOnly))
        return result;
    result.exists = true;
    const QByteArray headerBytes = file.read(HeaderSize);
    if (headerBytes.size() < HeaderSize)
        return result; // empty or cut short: SQLite treats it as an empty log
    const auto *header = reinterpret_cast<const uchar *>(headerBytes.constData());
    const quint32 magic = qFromBigEndian<quint32>(header);
    quint32 pageSize = qFromBigEndian<quint32>(header + 8);
    if (pageSize == 1)
        pageSize = 65536;
    const bool bigEndian = magic == MagicBigEndian;
    const qint64 frameSize = FrameHeaderSize + qint64(pageSize);
    const qint64 frames = pageSize >= 512 && pageSize <= 65536 ? (file.size() - HeaderSize) / frameSize : 0;
    if ((magic != MagicLittleEndian && magic != MagicBigEndian) || frames == 0 || (pageSize & (pageSize - 1))
        || checksum(header, 24, bigEndian, {}) != stored(header + 24)) {
        // Recovery ignores a log whose header it cannot trust, frames and all.
        result.headerDamaged = frames > 0;
        result.droppedFrames = frames;
        result.firstDroppedFrame = frames > 0 ? 0 : -1;
        return result;
    }
    const quint32 salt1 = qFromBigEndian<quint32>(header + 16);
    const quint32 salt2 = qFromBigEndian<quint32>(header + 20);
    Checksum sum = stored(header + 24);
    bool valid = true;
    qint64 validFrames = 0;
    for (qint64 i = 0; i < frames; ++i) {
        const QByteArray frame = file.read(frameSize);
        if (frame.size() < frameSize)
            break;
        const auto *f = reinterpret_cast<const uchar *>(frame.constData());
        const bool ours = qFromBigEndian<quint32>(f + 8) == salt1 && qFromBigEndian<quint32>(f + 12) == salt2;
        const bool commit = qFromBigEndian<quint32>(f + 4) != 0;
        if (valid) {
            if (ours && qFromBigEndian<quint32>(f) != 0) {
                sum = checksum(f, 8, bigEndian, sum);
                sum = checksum(f + FrameHeaderSize, pageSize, bigEndian, sum);
                valid = sum == stored(f + 16);
            } else {
                valid = false;
            }
            if (valid) {
                ++validFrames;
                if (commit)
                    result.usableFrames = validFrames;
                continue;
            }
        }
        // Past the end of what recovery replays: a frame of this log generation here was lost.
        if (ours) {
            if (result.firstDroppedFrame < 0)
                result.firstDroppedFrame = i;
            ++result.droppedFrames;
            if (commit)
                ++result.droppedCommits;
        }
    }
    return result;
}

} // namespace rowan::wal
