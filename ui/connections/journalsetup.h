// Gives a remote connection its change journal as it opens (models/connections/connectionjournals.h): the
// key from the keychain, or, where no keychain answers, a passphrase asked for (again after one that does
// not open the journal). When the user cancels or the journal cannot be opened, the connection opens
// without one and the status bar says so. GUI thread only.
#pragma once

#include <QObject>
#include <QString>

#include <functional>
#include <memory>

class QWidget;

namespace rowan {

class ConnectionJournals;
class SecretStore;
class ServiceSession;
class TableService;

class JournalSetup : public QObject
{
    Q_OBJECT
public:
    // Called with the service to show: journaled, or as it was given.
    using Done = std::function<void(std::shared_ptr<TableService> service)>;

    // Journals live in `folder` (empty: ConnectionJournals::defaultFolder()).
    JournalSetup(ServiceSession *session, SecretStore *secrets, QWidget *dialogParent,
        const QString &folder = QString());

    ConnectionJournals *journals() const { return m_journals; }

    // Journals `service` of the saved connection `connectionId` (`name` for people) and calls `done` with
    // it, then tells what went amiss (notice()). A service that keeps a journal of its own, or one without a
    // saved connection, is passed on as it is. A newer start() drops the result of an older one.
    void start(
        const QString &connectionId, const QString &name, std::shared_ptr<TableService> service, Done done);

Q_SIGNALS:
    // What the user should know about the journal of the connection just opened (also shown in the main
    // window's status bar).
    void notice(const QString &message);

private:
    struct Pending;
    void openWith(std::shared_ptr<Pending> pending, const QString &key, bool passphrase);
    void askPassphrase(std::shared_ptr<Pending> pending, bool exists, const QString &problem);
    void finish(const std::shared_ptr<Pending> &pending, std::shared_ptr<TableService> service,
        const QString &message);
    bool current(const std::shared_ptr<Pending> &pending) const;

    ConnectionJournals *m_journals;
    QWidget *m_dialogParent;
    quint64 m_generation = 0;
};

} // namespace rowan
