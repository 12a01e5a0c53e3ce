// The text index of a table (TableService::createTextIndex(), rowan/search.h) from the explorer: its status,
// a build in the background with progress (resuming one that was stopped), and its removal, each on the
// session's workers (TableJob: one run at a time; cancel() stops a build, which a later build resumes). Every
// run ends with the index's status as it is then. GUI thread only.
#pragma once

#include "models/session/tablejob.h"

#include <rowan/search.h>

#include <QMetaType>

namespace rowan {

class TextIndexJob : public TableJob
{
    Q_OBJECT
public:
    // Progress is handed over at most this often.
    static constexpr int IntervalMs = 100;

    explicit TextIndexJob(ServiceSession *session, QObject *parent = nullptr);

    // Reads the index's status: statusLoaded().
    void loadStatus(const QString &account, const QString &table);
    // Builds the index, with progress(); statusLoaded() when it is ready.
    void build(const QString &account, const QString &table);
    // Removes the index; statusLoaded() with State::None.
    void remove(const QString &account, const QString &table);

Q_SIGNALS:
    void statusLoaded(const rowan::TextIndexStatus &status);
    // Entities indexed so far and how many the table holds (-1 when unknown).
    void progress(qint64 done, qint64 total);

private:
    enum class Step { Status, Build, Remove };
    void start(const QString &account, const QString &table, Step step);
};

} // namespace rowan

Q_DECLARE_METATYPE(rowan::TextIndexStatus)
