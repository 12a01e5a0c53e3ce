#include "transferprogress.h"

#include <QFile>
#include <QLocale>

#include <csignal>

#include <unistd.h>

namespace rowan {

namespace {

std::atomic<bool> g_interrupted {false};

extern "C" void onInterrupt(int)
{
    g_interrupted.store(true);
}

QString grouped(qint64 n)
{
    QLocale locale = QLocale::c();
    locale.setNumberOptions({});
    return locale.toString(n);
}

QString duration(qint64 seconds)
{
    if (seconds >= 3600)
        return QStringLiteral("%1:%2:%3")
            .arg(seconds / 3600)
            .arg(seconds / 60 % 60, 2, 10, QLatin1Char('0'))
            .arg(seconds % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

} // namespace

bool isTerminal(const QTextStream &stream)
{
    const auto *file = qobject_cast<const QFile *>(stream.device());
    return file && file->handle() >= 0 && ::isatty(file->handle());
}

void TransferProgress::update(const transfer::Progress &p)
{
    if (!m_enabled)
        return;
    const qint64 done = p.written + p.skipped + p.failed;
    const double seconds = std::max<qint64>(p.elapsedMs, 1) / 1000.0;
    const qint64 rate = qint64(done / seconds);
    // The share done: bytes of the file on import, entities of the table on export.
    double fraction = -1;
    if (p.bytesTotal > 0)
        fraction = double(p.bytesDone) / double(p.bytesTotal);
    else if (p.entitiesTotal > 0)
        fraction = double(p.written) / double(p.entitiesTotal);
    fraction = std::min(fraction, 1.0);
    QString line;
    if (fraction >= 0) {
        constexpr int Width = 30;
        const int filled = int(fraction * Width);
        line = QStringLiteral("[%1%2] %3% ")
                   .arg(QString(filled, u'#'), QString(Width - filled, u'.'))
                   .arg(int(fraction * 100), 3);
    }
    line += QStringLiteral("%1 entities, %2/s").arg(grouped(done), grouped(rate));
    if (p.failed > 0)
        line += QStringLiteral(", %1 failed").arg(grouped(p.failed));
    if (fraction > 0.001 && fraction < 1)
        line += QStringLiteral(", %1 left").arg(duration(qint64(seconds / fraction * (1 - fraction))));
    m_err << '\r' << line << QStringLiteral("\x1b[K");
    m_err.flush();
    m_drawn = true;
}

void TransferProgress::done()
{
    if (m_drawn)
        m_err << QStringLiteral("\r\x1b[K");
    m_drawn = false;
}

QString transferSummaryText(const transfer::TransferSummary &summary, bool import)
{
    const transfer::Progress &p = summary.totals;
    const double seconds = std::max<qint64>(p.elapsedMs, 1) / 1000.0;
    const qint64 rate = qint64((p.written + p.skipped) / seconds);
    QString text = import ? QStringLiteral("written %1, skipped %2, failed %3")
                                .arg(grouped(p.written), grouped(p.skipped), grouped(p.failed))
                          : QStringLiteral("exported %1").arg(grouped(p.written));
    text += QStringLiteral(" in %1 s (%2 entities/s)").arg(QString::number(seconds, 'f', 1), grouped(rate));
    if (summary.cancelled)
        text += QStringLiteral("; interrupted");
    if (summary.stoppedOnError)
        text += QStringLiteral("; stopped at the first rejected row");
    return text;
}

TextStreamDevice::TextStreamDevice(QTextStream &stream)
    : m_stream(stream)
{
    open(QIODevice::WriteOnly);
}

qint64 TextStreamDevice::writeData(const char *data, qint64 size)
{
    m_stream << QString::fromUtf8(data, size);
    return size;
}

InterruptGuard::InterruptGuard()
{
    g_interrupted.store(false);
    m_previous = std::signal(SIGINT, onInterrupt);
}

InterruptGuard::~InterruptGuard()
{
    std::signal(SIGINT, m_previous == SIG_ERR ? SIG_DFL : m_previous);
}

const std::atomic<bool> *InterruptGuard::flag() const
{
    return &g_interrupted;
}

} // namespace rowan
