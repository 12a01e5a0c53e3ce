#include "ui/connections/connectionactions.h"

#include "models/session/guicontinuation.h"
#include "ui/connections/connectdialog.h"
#include "ui/connections/journalsetup.h"
#include "ui/store/storenavigator.h"

#include "models/connections/connectionjournals.h"
#include "models/connections/savedconnections.h"
#include "models/connections/secretstore.h"
#include "models/session/openplaces.h"
#include "models/session/servicesession.h"
#include "models/store/storetreemodel.h"

#include <QAction>
#include <QMessageBox>
#include <QPromise>
#include <QWidget>

namespace rowan {

ConnectionActions::ConnectionActions(ServiceSession *session, StoreTreeModel *tree, StoreNavigator *navigator,
    SecretStore *secrets, const QString &settingsKey, QWidget *dialogParent)
    : QObject(dialogParent)
    , m_session(session)
    , m_tree(tree)
    , m_navigator(navigator)
    , m_secrets(secrets ? secrets : new KeychainSecretStore(this))
    , m_connections(new SavedConnections(settingsKey, this))
    , m_dialogParent(dialogParent)
    , m_journals(new JournalSetup(session, m_secrets, dialogParent))
    , m_targetJournals(new JournalSetup(session, m_secrets, dialogParent))
    , m_connect(new QAction(QIcon::fromTheme(QStringLiteral("network-connect")), tr("&Connect…"), this))
    , m_forget(new QAction(tr("&Forget Connection"), this))
{
    m_connect->setObjectName(QStringLiteral("actionConnect"));
    m_connect->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    m_connect->setToolTip(tr("Connect to Azure Table storage, Azurite or rowan serve"));
    connect(m_connect, &QAction::triggered, this, &ConnectionActions::connectNew);
    m_forget->setObjectName(QStringLiteral("actionForgetConnection"));
    m_forget->setEnabled(false);
    connect(m_forget, &QAction::triggered, this, &ConnectionActions::forgetCurrent);
    m_tree->setConnections(m_connections);
    connect(m_navigator, &StoreNavigator::connectionActivated, this, &ConnectionActions::connectSaved);
    connect(m_navigator, &StoreNavigator::currentNodeChanged, this,
        [this] { m_forget->setEnabled(!m_navigator->currentConnection().isEmpty()); });
}

void ConnectionActions::connectNew()
{
    ask(SavedConnection {}, QString());
}

void ConnectionActions::ask(const SavedConnection &saved, const QString &why)
{
    ConnectDialog dialog(m_session, m_dialogParent);
    if (saved.isValid())
        dialog.setReconnect(saved, why);
    if (dialog.exec() != QDialog::Accepted)
        return;
    SavedConnection connection = saved;
    connection.name = dialog.name();
    connection.kind = dialog.kind();
    connection.location = dialog.location();
    const QString id = m_connections->save(connection);
    if (dialog.rememberSecret()) {
        continueOnGui(this, m_secrets->write(id, dialog.secretText()), [this](const Status &status) {
            if (!status && status.error().code != ErrorCode::NotImplemented)
                QMessageBox::warning(m_dialogParent, tr("Connect"),
                    tr("The connection works, but its secret could not be kept in the keychain: %1\nRowan "
                       "will ask for it again next time.")
                        .arg(status.error().message));
        });
    } else {
        m_secrets->remove(id);
    }
    open(connection.name, connection.location, dialog.service(), id);
}

QFuture<Result<std::shared_ptr<TableService>>> ConnectionActions::serviceFor(
    const QString &id, bool journaled)
{
    using Outcome = Result<std::shared_ptr<TableService>>;
    const SavedConnection saved = m_connections->connection(id);
    if (!saved.isValid())
        return QtFuture::makeReadyValueFuture(
            Outcome(std::unexpected(Error {ErrorCode::ResourceNotFound, tr("No such saved connection.")})));
    // A connection open already writes through its journal; a second one on the same file would not know
    // the first's open actions.
    if (const int open = m_tree->places()->indexOf(OpenPlaces::Kind::Connection, id); open >= 0)
        return QtFuture::makeReadyValueFuture(Outcome(m_tree->places()->at(open).service));
    auto promise = std::make_shared<QPromise<Outcome>>();
    promise->start();
    const auto finish = [promise](Outcome outcome) {
        promise->addResult(std::move(outcome));
        promise->finish();
    };
    continueOnGui(this, m_secrets->read(id), [this, saved, finish, journaled](const Result<QString> &secret) {
        if (!secret)
            return finish(std::unexpected(secret.error()));
        auto endpoint = saved.kind == SavedConnection::Kind::SasUrl ? RemoteEndpoint::fromSasUrl(*secret)
                                                                    : RemoteEndpoint::fromConnectionString(*secret);
        if (!endpoint)
            return finish(std::unexpected(endpoint.error()));
        endpoint->safety = saved.safety;
        continueOnGui(this, m_session->connectAsync(*endpoint),
            [this, saved, finish, journaled](const Outcome &service) {
                if (!service || !journaled)
                    return finish(service);
                // Writes into it (a copy) are journaled like the shown connection's, so they can be undone
                // once it is opened.
                m_targetJournals->start(saved.id, saved.name, *service,
                    [finish](std::shared_ptr<TableService> withJournal) { finish(std::move(withJournal)); });
            });
    });
    return promise->future();
}

void ConnectionActions::connectSaved(const QString &id)
{
    const SavedConnection saved = m_connections->connection(id);
    if (!saved.isValid())
        return;
    // Open already, beside the others: shown again rather than connected a second time.
    if (const int open = m_tree->places()->indexOf(OpenPlaces::Kind::Connection, id); open >= 0) {
        if (m_tree->places()->activate(open))
            Q_EMIT connected(saved.name, saved.location);
        return;
    }
    continueOnGui(this, m_secrets->read(id), [this, saved](const Result<QString> &secret) {
        if (!secret) {
            ask(saved,
                secret.error().code == ErrorCode::ResourceNotFound
                    ? tr("Rowan keeps no secret for %1: paste its connection string or SAS URL again.")
                          .arg(saved.name)
                    : secret.error().message);
            return;
        }
        auto endpoint = saved.kind == SavedConnection::Kind::SasUrl
            ? RemoteEndpoint::fromSasUrl(*secret)
            : RemoteEndpoint::fromConnectionString(*secret);
        if (!endpoint) {
            ask(saved, endpoint.error().message);
            return;
        }
        endpoint->safety = saved.safety;
        continueOnGui(this, m_session->connectAsync(*endpoint),
            [this, saved](const Result<std::shared_ptr<TableService>> &service) {
                if (!service) {
                    Q_EMIT connectFailed(saved.name, service.error().message);
                    QMessageBox::warning(m_dialogParent, tr("Connect"),
                        tr("Cannot connect to %1 (%2):\n%3")
                            .arg(saved.name, saved.location, service.error().message));
                    return;
                }
                open(saved.name, saved.location, *service, saved.id);
            });
    });
}

void ConnectionActions::open(
    const QString &name, const QString &location, std::shared_ptr<TableService> service, const QString &id)
{
    m_journals->start(
        id, name, std::move(service), [this, name, location, id](std::shared_ptr<TableService> shown) {
            if (!m_tree->places()->mayLeave())
                return;
            m_tree->places()->show(
                OpenPlaces::Kind::Connection, id.isEmpty() ? location : id, name, std::move(shown));
            // A service made by the Connect dialog lacks the saved profile: given before anything can write.
            const SafetyProfile safety = m_connections->connection(id).safety;
            if (m_session->safety() != safety)
                m_session->changeSafety(safety);
            Q_EMIT connected(name, location);
        });
}

void ConnectionActions::forgetCurrent()
{
    const QString id = m_navigator->currentConnection();
    const SavedConnection saved = m_connections->connection(id);
    if (!saved.isValid())
        return;
    if (QMessageBox::question(m_dialogParent, tr("Forget Connection"),
            tr("Forget the connection %1 (%2), its secret in the keychain and its change journal? Its "
               "tables stay where they are.")
                .arg(saved.name, saved.location))
        != QMessageBox::Yes)
        return;
    m_secrets->remove(id);
    m_journals->journals()->forget(id);
    m_connections->remove(id);
}

} // namespace rowan
