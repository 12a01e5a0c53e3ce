// The bounds of the change journal of the store or connection shown (rowan/journal.h JournalLimits: the
// largest size and the oldest age kept), read and set on the session's workers: what the History dock's
// Limits… edits. Setting them trims the journal at once. GUI thread only.
#pragma once

#include <rowan/journal.h>

#include <QMetaType>
#include <QObject>

namespace rowan {

class ServiceSession;

class JournalLimitsModel : public QObject
{
    Q_OBJECT
public:
    explicit JournalLimitsModel(ServiceSession *session, QObject *parent = nullptr);

    // Reads the limits; loaded() or failed() follows.
    void load();
    // Sets them; applied() or failed() follows (InvalidInput's message for a bound that is not positive,
    // and nothing changes).
    void apply(const JournalLimits &limits);

Q_SIGNALS:
    void loaded(const rowan::JournalLimits &limits);
    void applied(const rowan::JournalLimits &limits);
    void failed(const QString &message);

private:
    ServiceSession *m_session;
};

} // namespace rowan

Q_DECLARE_METATYPE(rowan::JournalLimits)
