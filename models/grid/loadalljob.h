// "Load all": keeps asking an EntityTableModel for its next page until it has no more, one page at a time
// as each arrives (the pages load on the session's workers, so nothing here ever blocks). Stops when the
// model is exhausted, fails, is reset (another table) or cancel() is called. GUI thread only.
#pragma once

#include <QObject>
#include <QPointer>

namespace rowan {

class EntityTableModel;

class LoadAllJob : public QObject
{
    Q_OBJECT
public:
    explicit LoadAllJob(EntityTableModel *model, QObject *parent = nullptr);

    // Starts (or keeps) loading. Does nothing when the model has nothing more to load, except report
    // finished(true).
    void start();
    // Stops asking for pages; the page in flight still arrives and is shown. finished(false) follows at once.
    void cancel();
    bool isRunning() const { return m_running; }

Q_SIGNALS:
    // Entities loaded so far and the table's total from the statistics (-1 while unknown).
    void progress(qint64 loaded, qint64 total);
    // complete: the model holds every entity; false after cancel(), a reset or a load failure.
    void finished(bool complete);

private:
    void onPageLoaded();
    void requestNext();
    void stop(bool complete);

    QPointer<EntityTableModel> m_model;
    bool m_running = false;
};

} // namespace rowan
