// Every store and connection open in the explorer at once, side by side, and which one the session shows.
// Each keeps its own service open while another is shown, so that going back to it (a tab of another place,
// a table of another store in the tree) neither asks for its passphrase again nor reconnects. The session
// shows one of them at a time: every dock follows what the session shows. GUI thread only.
#pragma once

#include <QList>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>

namespace rowan {

class ServiceSession;
class Store;
class TableService;

class OpenPlaces : public QObject
{
    Q_OBJECT
public:
    enum class Kind { Store, Connection };
    struct Place
    {
        Kind kind = Kind::Store;
        // The store's absolute file path, or the saved connection's id (an endpoint shown without one: its
        // location).
        QString key;
        // For people: the store's file name, the connection's name.
        QString name;
        std::shared_ptr<TableService> service;
    };

    explicit OpenPlaces(ServiceSession *session, QObject *parent = nullptr);

    int count() const { return int(m_places.size()); }
    const Place &at(int index) const { return m_places.at(index); }
    // The place the session shows; -1 when it shows none.
    int current() const { return m_current; }
    // The open place (kind, key), or -1. Store paths compare as given (callers pass absolute paths).
    int indexOf(Kind kind, const QString &key) const;

    // Asked before the session stops showing the current place (another is shown, or it closes): false
    // keeps it (pending edits the user wants to review first). Unset: always go on.
    using LeaveGuard = std::function<bool()>;
    void setLeaveGuard(LeaveGuard guard) { m_leaveGuard = std::move(guard); }
    bool mayLeave() const { return m_current < 0 || !m_leaveGuard || m_leaveGuard(); }

    // Shows `service` as the place (kind, key), after the open ones; when that place is open already its
    // service is replaced (it was opened again). Does not ask the leave guard: the caller asked before it
    // opened anything.
    void show(Kind kind, const QString &key, const QString &name, std::shared_ptr<TableService> service);
    // The same for an embedded store at `path` (absolute), shown through LocalTableService.
    void showStore(const QString &path, std::shared_ptr<Store> store);
    // Shows the open place `index`; false when the guard kept the current one (or there is no such place).
    bool activate(int index);
    // Closes the place `index` (its service closes once no work holds it). Closing the place shown shows
    // the one before it (else the next, else none), without asking: the caller asked the guard.
    void close(int index);

Q_SIGNALS:
    // A place was opened or closed (not emitted when only the current one changes).
    void placesChanged();
    // close() closed the place (kind, key); what belonged to it (its tabs) goes with it.
    void placeClosed(rowan::OpenPlaces::Kind kind, const QString &key);
    // The session shows another place (or none): emitted after the session's serviceChanged().
    void currentChanged(int index);

private:
    void followSession();

    ServiceSession *m_session;
    QList<Place> m_places;
    int m_current = -1;
    LeaveGuard m_leaveGuard;
    bool m_showing = false;
};

} // namespace rowan
