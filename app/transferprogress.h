// What `rowan import` and `rowan export` share: the progress bar, the summary line, the output and input
// devices behind "-", and Ctrl+C as a request to stop after the transaction in flight.
#pragma once

#include <rowan/transfer/transfer.h>

#include <QIODevice>
#include <QTextStream>

#include <atomic>
#include <memory>

namespace rowan {

// A progress bar on `err`, redrawn in place at most ten times a second, when `enabled` (a terminal).
class TransferProgress
{
public:
    TransferProgress(QTextStream &err, bool enabled)
        : m_err(err)
        , m_enabled(enabled)
    { }

    void update(const transfer::Progress &progress);
    // Clears the bar so the summary starts on a clean line.
    void done();

private:
    QTextStream &m_err;
    bool m_enabled;
    bool m_drawn = false;
};

// True when `stream` writes to a terminal (a QTextStream over stdout/stderr whose descriptor is a tty).
bool isTerminal(const QTextStream &stream);

// "written 1,000,000, skipped 0, failed 0 in 6.2 s (161,290 entities/s)".
QString transferSummaryText(const transfer::TransferSummary &summary, bool import);

// Writes through to a QTextStream that has no device (the tests' in-memory streams), as UTF-8 text.
class TextStreamDevice : public QIODevice
{
public:
    explicit TextStreamDevice(QTextStream &stream);

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *data, qint64 size) override;

private:
    QTextStream &m_stream;
};

// While alive, SIGINT (Ctrl+C) sets the flag instead of ending the process; the previous handler comes back
// on destruction. One at a time.
class InterruptGuard
{
public:
    InterruptGuard();
    ~InterruptGuard();
    const std::atomic<bool> *flag() const;
    InterruptGuard(const InterruptGuard &) = delete;
    InterruptGuard &operator=(const InterruptGuard &) = delete;

private:
    void (*m_previous)(int) = nullptr;
};

} // namespace rowan
