// How responsive the GUI thread stays while a benchmark drives the real widgets, measured the same way by
// every GUI benchmark: a 1 ms heartbeat timer whose gaps are the longest times the event loop did not run,
// and a QApplication::notify() override timing each top-level event in wall-clock time, in the GUI thread's
// CPU time and in the time the thread sat runnable waiting for a core (Linux schedstat). On a machine busy
// with other work a long event that used little CPU was either blocked or waiting for a core; the run-queue
// wait tells which.
#pragma once

#include <QApplication>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <functional>
#include <utility>

#include <fcntl.h>
#include <unistd.h>

namespace rowan::bench {

// CPU time of the calling thread, in nanoseconds.
inline qint64 threadCpuNs()
{
    timespec ts {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return qint64(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

// The q-quantile (0..1) of `values`; 0 when empty.
inline qint64 quantileNs(QList<qint64> values, double q)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    return values.at(std::min(qsizetype(q * double(values.size())), values.size() - 1));
}

// Nanoseconds rounded to hundredths of a millisecond, for the JSON figures.
inline double ms(qint64 ns)
{
    return qRound64(ns / 1e4) / 100.0;
}

// Time the thread that constructed it has spent runnable but not running (waiting for a core), from the
// kernel's per-thread schedstat; -1 where that file is not there. The file stays open: a pread at offset 0
// makes procfs produce it anew, cheaper than opening it for every event.
class RunQueueClock
{
public:
    RunQueueClock()
        : m_fd(::open("/proc/thread-self/schedstat", O_RDONLY | O_CLOEXEC))
    { }
    ~RunQueueClock()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    RunQueueClock(const RunQueueClock &) = delete;
    RunQueueClock &operator=(const RunQueueClock &) = delete;
    qint64 waitedNs() const
    {
        if (m_fd < 0)
            return -1;
        char text[96];
        const ssize_t n = ::pread(m_fd, text, sizeof text - 1, 0);
        if (n <= 0)
            return -1;
        text[n] = '\0';
        // "<on-cpu ns> <run-queue wait ns> <timeslices>"
        unsigned long long onCpu = 0;
        unsigned long long waited = 0;
        if (std::sscanf(text, "%llu %llu", &onCpu, &waited) != 2)
            return -1;
        return qint64(waited);
    }

private:
    int m_fd;
};

// Gaps between the timeouts of a 1 ms timer: how long the event loop did not get to run. `onTick`, when
// set, runs on each timeout with the time since start() (for sampling something else on the way).
class Heartbeat : public QObject
{
public:
    Heartbeat()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(1);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            const qint64 now = m_clock.nsecsElapsed();
            const qint64 waited = m_runQueue.waitedNs();
            if (m_last >= 0) {
                m_gaps.append(now - m_last);
                if (now - m_last > m_longestGapNs) {
                    m_longestGapNs = now - m_last;
                    m_longestGapRunQueueNs = waited >= 0 && m_lastWaited >= 0 ? waited - m_lastWaited : -1;
                }
            }
            m_last = now;
            m_lastWaited = waited;
            if (onTick)
                onTick(now);
        });
    }
    void start()
    {
        m_gaps.clear();
        m_last = -1;
        m_longestGapNs = 0;
        m_longestGapRunQueueNs = -1;
        m_clock.start();
        m_timer.start();
    }
    void stop() { m_timer.stop(); }
    const QList<qint64> &gaps() const { return m_gaps; }
    // The gaps so far belong to a finished phase: keep them apart from the next one's.
    QList<qint64> takeGaps()
    {
        m_longestGapNs = 0;
        m_longestGapRunQueueNs = -1;
        return std::exchange(m_gaps, {});
    }
    // Of the longest gap since start() or takeGaps(): how long the GUI thread waited for a core in it (-1:
    // unknown). Close to the gap itself means the loop was runnable and starved of CPU, not busy or blocked.
    qint64 longestGapRunQueueNs() const { return m_longestGapRunQueueNs; }
    std::function<void(qint64 sinceStartNs)> onTick;

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    QList<qint64> m_gaps;
    qint64 m_last = -1;
    qint64 m_lastWaited = -1;
    qint64 m_longestGapNs = 0;
    qint64 m_longestGapRunQueueNs = -1;
    RunQueueClock m_runQueue; // the thread that constructs the heartbeat: the GUI thread
};

// Times every top-level event the GUI thread dispatches while measuring, grouped by `phase`.
class EventTimingApplication : public QApplication
{
public:
    using QApplication::QApplication;

    struct Longest
    {
        qint64 wallNs = 0; // the event with the longest wall-clock time…
        qint64 wallCpuNs = 0; // …its CPU time…
        qint64 wallRunQueueNs = -1; // …the time it waited for a core (-1: unknown)…
        int wallType = 0; // …and its QEvent::Type
        qint64 cpuNs = 0; // the most CPU time any event used
        int cpuType = 0;
    };

    bool notify(QObject *receiver, QEvent *event) override
    {
        if (m_depth > 0 || !m_measuring)
            return dispatch(receiver, event);
        QElapsedTimer wall;
        wall.start();
        const qint64 cpu = threadCpuNs();
        const qint64 waited = m_runQueue.waitedNs();
        const int type = event->type();
        const bool result = dispatch(receiver, event);
        const qint64 waitedAfter = m_runQueue.waitedNs();
        note(wall.nsecsElapsed(), threadCpuNs() - cpu, type,
            waited >= 0 && waitedAfter >= 0 ? waitedAfter - waited : -1);
        return result;
    }
    // Work the driver does outside any event (a scrollbar move) counts like an event.
    void note(qint64 wallNs, qint64 cpuNs, int type, qint64 runQueueNs = -1)
    {
        Longest &l = m_longest[phase];
        if (wallNs > l.wallNs) {
            l.wallNs = wallNs;
            l.wallCpuNs = cpuNs;
            l.wallRunQueueNs = runQueueNs;
            l.wallType = type;
        }
        if (cpuNs > l.cpuNs) {
            l.cpuNs = cpuNs;
            l.cpuType = type;
        }
    }
    void setMeasuring(bool on) { m_measuring = on; }
    Longest longest(const QString &phaseName = {}) const { return m_longest.value(phaseName); }
    void resetLongest(const QString &phaseName = {}) { m_longest.remove(phaseName); }
    // The GUI thread's run-queue wait so far (ns), -1 when unknown.
    qint64 runQueueWaitedNs() const { return m_runQueue.waitedNs(); }

    QString phase;

private:
    bool dispatch(QObject *receiver, QEvent *event)
    {
        ++m_depth;
        const bool result = QApplication::notify(receiver, event);
        --m_depth;
        return result;
    }
    int m_depth = 0;
    bool m_measuring = false;
    QMap<QString, Longest> m_longest;
    RunQueueClock m_runQueue; // constructed with the application: on the GUI thread
};

// The figures every GUI benchmark reports for a phase: the heartbeat's longest gap and quantiles, gaps over
// 50 ms, and the phase's longest events.
inline QJsonObject gapFigures(
    const QList<qint64> &gaps, qint64 longestGapRunQueueNs, const EventTimingApplication::Longest &l)
{
    return QJsonObject {{QStringLiteral("p99_ms"), ms(quantileNs(gaps, 0.99))},
        {QStringLiteral("longest_gap_run_queue_ms"),
            longestGapRunQueueNs < 0 ? -1.0 : ms(longestGapRunQueueNs)},
        {QStringLiteral("p999_ms"), ms(quantileNs(gaps, 0.999))},
        {QStringLiteral("gaps_over_50ms"),
            double(std::count_if(gaps.begin(), gaps.end(), [](qint64 g) { return g > 50'000'000; }))},
        {QStringLiteral("heartbeats"), double(gaps.size())},
        {QStringLiteral("longest_event_ms"), ms(l.wallNs)},
        {QStringLiteral("longest_event_cpu_ms"), ms(l.wallCpuNs)},
        {QStringLiteral("longest_event_run_queue_ms"), l.wallRunQueueNs < 0 ? -1.0 : ms(l.wallRunQueueNs)},
        {QStringLiteral("longest_event_type"), l.wallType}, {QStringLiteral("max_event_cpu_ms"), ms(l.cpuNs)},
        {QStringLiteral("max_event_cpu_type"), l.cpuType}};
}

} // namespace rowan::bench
