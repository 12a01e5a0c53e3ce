#include "ui/connections/journalsetup.h"

#include "models/connections/connectionjournals.h"
#include "models/session/guicontinuation.h"
#include "ui/store/passphrasedialog.h"

#include <rowan/status.h>

#include <QMainWindow>
#include <QStatusBar>

namespace rowan {

namespace {
constexpr int NoticeMs = 10000;
} // namespace

struct JournalSetup::Pending
{
    quint64 generation = 0;
    QString connectionId;
    QString name;
    std::shared_ptr<TableService> service;
    Done done;
    // Said once the connection shows (a journal kept aside on the way).
    QString notice;
};

JournalSetup::JournalSetup(
    ServiceSession *session, SecretStore *secrets, QWidget *dialogParent, const QString &folder)
    : QObject(dialogParent)
    , m_journals(new ConnectionJournals(session, secrets, folder, this))
    , m_dialogParent(dialogParent)
{ }

void JournalSetup::start(
    const QString &connectionId, const QString &name, std::shared_ptr<TableService> service, Done done)
{
    auto pending = std::make_shared<Pending>(
        Pending {++m_generation, connectionId, name, service, std::move(done), {}});
    if (connectionId.isEmpty() || !ConnectionJournals::needsJournal(service)) {
        finish(pending, std::move(service), QString());
        return;
    }
    continueOnGui(
        this, m_journals->key(connectionId), [this, pending](const Result<ConnectionJournals::Key> &key) {
            if (!current(pending))
                return;
            if (!key) {
                finish(pending, pending->service,
                    tr("Connected to %1 without a change journal (%2): its writes cannot be undone.")
                        .arg(pending->name, key.error().message));
                return;
            }
            pending->notice = key->notice;
            if (key->needsPassphrase)
                askPassphrase(pending, key->exists, QString());
            else
                openWith(pending, key->key, false);
        });
}

void JournalSetup::openWith(std::shared_ptr<Pending> pending, const QString &key, bool passphrase)
{
    continueOnGui(this, m_journals->attach(pending->service, pending->connectionId, key),
        [this, pending, passphrase](const Result<std::shared_ptr<TableService>> &journaled) {
            if (!current(pending))
                return;
            if (journaled) {
                finish(pending, *journaled, pending->notice);
                return;
            }
            if (passphrase && journaled.error().code == ErrorCode::StoreWrongPassphrase) {
                askPassphrase(pending, true, journaled.error().message);
                return;
            }
            finish(pending, pending->service,
                tr("Connected to %1 without a change journal (%2): its writes cannot be undone.")
                    .arg(pending->name, journaled.error().message));
        });
}

void JournalSetup::askPassphrase(std::shared_ptr<Pending> pending, bool exists, const QString &problem)
{
    PassphraseDialog dialog(exists ? PassphraseDialog::Mode::OpenJournal : PassphraseDialog::Mode::NewJournal,
        pending->name, m_dialogParent);
    if (!problem.isEmpty())
        dialog.setError(problem);
    if (dialog.exec() != QDialog::Accepted) {
        if (current(pending))
            finish(pending, pending->service,
                tr("Connected to %1 without a change journal: its writes cannot be undone.")
                    .arg(pending->name));
        return;
    }
    if (current(pending))
        openWith(pending, dialog.passphrase(), true);
}

void JournalSetup::finish(
    const std::shared_ptr<Pending> &pending, std::shared_ptr<TableService> service, const QString &message)
{
    pending->done(std::move(service));
    if (message.isEmpty())
        return;
    // After the connection shows, so this outlasts the "Connected to …" that showing it puts up.
    if (auto *window = qobject_cast<QMainWindow *>(m_dialogParent ? m_dialogParent->window() : nullptr))
        window->statusBar()->showMessage(message, NoticeMs);
    Q_EMIT notice(message);
}

bool JournalSetup::current(const std::shared_ptr<Pending> &pending) const
{
    return pending->generation == m_generation;
}

} // namespace rowan
