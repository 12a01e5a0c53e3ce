#include "ui/store/storeactions.h"

#include "models/session/guicontinuation.h"
#include "ui/store/changepassphrasedialog.h"
#include "ui/store/passphrasedialog.h"
#include "ui/store/storemaintenancedialog.h"

#include "models/session/openplaces.h"
#include "models/session/servicesession.h"
#include "models/store/recentstoresmodel.h"
#include "models/store/storerequests.h"
#include "models/store/storetreemodel.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QStandardPaths>
#include <QToolButton>

namespace rowan {

namespace {
const QString storeFilter = QObject::tr("Rowan stores (*.rowan);;All files (*)");
// SQLite page cache per connection. The explorer reads with up to four worker connections; browsing a large
// table touches pages all over the file, so the engine's 64 MiB each would add up to most of the memory.
constexpr int ExplorerCacheKiB = 16 * 1024;
} // namespace

StoreActions::StoreActions(ServiceSession *session, StoreTreeModel *tree, QWidget *dialogParent)
    : QObject(dialogParent)
    , m_session(session)
    , m_tree(tree)
    , m_dialogParent(dialogParent)
    , m_recent(new RecentStoresModel(QStringLiteral("recentStores"), this))
    , m_newStore(new QAction(tr("&New Store…"), this))
    , m_openStore(new QAction(tr("&Open Store…"), this))
    , m_recentMenu(new QMenu(tr("Open &Recent"), dialogParent))
    , m_closeStore(new QAction(tr("&Close Store"), this))
    , m_changePassphrase(new QAction(tr("Change &Passphrase…"), this))
    , m_checkStore(new QAction(tr("C&heck Store"), this))
    , m_backup(new QAction(tr("&Back Up…"), this))
    , m_location(new QLabel(dialogParent))
    , m_encryption(new QToolButton(dialogParent))
{
    m_newStore->setObjectName(QStringLiteral("actionNewStore"));
    m_newStore->setShortcut(QKeySequence::New);
    m_openStore->setObjectName(QStringLiteral("actionOpenStore"));
    m_openStore->setShortcut(QKeySequence::Open);
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    m_closeStore->setObjectName(QStringLiteral("actionCloseStore"));
    // Ctrl+W closes a tab, as in a browser; the store or connection takes the Shift.
    m_closeStore->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W));
    m_changePassphrase->setObjectName(QStringLiteral("actionChangePassphrase"));
    m_checkStore->setObjectName(QStringLiteral("actionCheckStore"));
    m_backup->setObjectName(QStringLiteral("actionBackUp"));
    connect(m_newStore, &QAction::triggered, this, &StoreActions::newStore);
    connect(m_openStore, &QAction::triggered, this, &StoreActions::openStoreDialog);
    connect(m_closeStore, &QAction::triggered, this, &StoreActions::closeStore);
    connect(m_changePassphrase, &QAction::triggered, this, &StoreActions::changePassphrase);
    connect(m_checkStore, &QAction::triggered, this, [this] { runMaintenance(false); });
    connect(m_backup, &QAction::triggered, this, [this] { runMaintenance(true); });

    m_location->setObjectName(QStringLiteral("storeStatus"));
    m_encryption->setObjectName(QStringLiteral("encryptionStatus"));
    m_encryption->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_encryption->setAutoRaise(true);
    connect(m_encryption, &QToolButton::clicked, this, &StoreActions::changePassphrase);
    // Whichever open place is shown, opened here, connected to, or chosen in the tree or a tab.
    connect(m_tree->places(), &OpenPlaces::currentChanged, this, &StoreActions::followPlace);
    connect(m_session, &ServiceSession::safetyChanged, this, &StoreActions::updateState);

    connect(m_recent, &QAbstractItemModel::rowsInserted, this, &StoreActions::rebuildRecentMenu);
    connect(m_recent, &QAbstractItemModel::rowsRemoved, this, &StoreActions::rebuildRecentMenu);
    connect(m_recent, &QAbstractItemModel::rowsMoved, this, &StoreActions::rebuildRecentMenu);
    connect(m_recent, &QAbstractItemModel::modelReset, this, &StoreActions::rebuildRecentMenu);
    rebuildRecentMenu();
    updateState();
}

QString StoreActions::defaultStorePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/default.rowan");
}

void StoreActions::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList paths = m_recent->paths();
    for (const QString &path : paths) {
        QAction *action
            = m_recentMenu->addAction(QFileInfo(path).fileName(), this, [this, path] { openStore(path); });
        action->setToolTip(path);
        action->setData(path);
    }
    if (!paths.isEmpty())
        m_recentMenu->addSeparator();
    QAction *clear = m_recentMenu->addAction(tr("Clear Recent"), m_recent, &RecentStoresModel::clear);
    clear->setObjectName(QStringLiteral("actionClearRecent"));
    clear->setEnabled(!paths.isEmpty());
    m_recentMenu->setEnabled(!paths.isEmpty());
}

void StoreActions::newStore()
{
    const QString path
        = QFileDialog::getSaveFileName(m_dialogParent, tr("New Store"), QString(), storeFilter);
    if (!path.isEmpty())
        openStore(path, true);
}

void StoreActions::openStoreDialog()
{
    const QString path
        = QFileDialog::getOpenFileName(m_dialogParent, tr("Open Store"), QString(), storeFilter);
    if (!path.isEmpty())
        openStore(path);
}

void StoreActions::followPlace()
{
    const OpenPlaces *places = m_tree->places();
    const int shown = places->current();
    m_storePath.clear();
    m_remoteName.clear();
    if (shown >= 0 && places->at(shown).kind == OpenPlaces::Kind::Store)
        m_storePath = places->at(shown).key;
    else if (shown >= 0)
        m_remoteName = places->at(shown).name;
    // Read once per store (no rekey can be running on a store just shown); a rekey reports the new state.
    m_encrypted = m_session->isOpen() && m_session->description().encrypted;
    updateState();
    Q_EMIT storeChanged(shown < 0 ? QString() : m_session->description().location);
}

bool StoreActions::showIfOpen(const QString &path)
{
    OpenPlaces *places = m_tree->places();
    const int open = places->indexOf(OpenPlaces::Kind::Store, path);
    if (open < 0)
        return false;
    // Open already, beside the others: shown again rather than opened a second time.
    if (places->activate(open)) {
        m_recent->add(path);
        Q_EMIT statusMessage(tr("Showing %1").arg(QDir::toNativeSeparators(path)), 5000);
        Q_EMIT storeOpened(path);
    }
    return true;
}

void StoreActions::openStore(const QString &path, bool create)
{
    const QFileInfo info(path);
    if (!create && showIfOpen(info.absoluteFilePath()))
        return;
    if (create) {
        if (info.exists()) {
            QMessageBox::warning(m_dialogParent, tr("New Store"),
                tr("%1 already exists. Rowan never overwrites a file: choose a new name.")
                    .arg(info.absoluteFilePath()));
            return;
        }
        PassphraseDialog dialog(PassphraseDialog::Mode::NewStore, path, m_dialogParent);
        if (dialog.exec() != QDialog::Accepted)
            return;
        beginOpen(info.absoluteFilePath(), dialog.passphrase(), true, true);
        return;
    }
    if (!info.exists()) {
        QMessageBox::warning(m_dialogParent, tr("Open Store"), tr("There is no store at %1.").arg(path));
        m_recent->remove(path);
        Q_EMIT storeOpenFailed(path, tr("There is no store at %1.").arg(path));
        return;
    }
    // Try without a passphrase first: an unencrypted store opens at once, an encrypted one says so.
    beginOpen(info.absoluteFilePath(), QString(), false, true);
}

void StoreActions::openStoreWithPassphrase(const QString &path, const QString &passphrase, bool create)
{
    beginOpen(QFileInfo(path).absoluteFilePath(), passphrase, create, false);
}

void StoreActions::beginOpen(const QString &path, const QString &passphrase, bool create, bool interactive)
{
    if (!create && showIfOpen(path))
        return;
    StoreOptions options;
    options.passphrase = passphrase;
    options.createIfMissing = create;
    options.cacheSizeKiB = ExplorerCacheKiB;
    Q_EMIT statusMessage(tr("Opening %1…").arg(path), 0);
    continueOnGui(this, m_session->openAsync(path, options),
        [this, path, passphrase, create, interactive](const Result<std::shared_ptr<Store>> &result) {
            if (result) {
                showOpenedStore(path, *result, tr("Opened %1").arg(path));
                // Damage the open found and worked around (a damaged log kept aside): never silent.
                if (const QStringList warnings = (*result)->openWarnings(); !warnings.isEmpty()) {
                    auto *box = new QMessageBox(QMessageBox::Warning, tr("Damage Found"),
                        warnings.join(QStringLiteral("\n\n")), QMessageBox::Ok, m_dialogParent);
                    box->setAttribute(Qt::WA_DeleteOnClose);
                    box->open();
                }
                return;
            }
            const Error &error = result.error();
            if (interactive && !create && error.code == ErrorCode::StoreWrongPassphrase) {
                PassphraseDialog dialog(PassphraseDialog::Mode::OpenStore, path, m_dialogParent);
                if (!passphrase.isEmpty())
                    dialog.setError(tr("Wrong passphrase. Try again."));
                if (dialog.exec() == QDialog::Accepted) {
                    beginOpen(path, dialog.passphrase(), false, true);
                    return;
                }
                Q_EMIT statusMessage(tr("Not opened: %1").arg(path), 5000);
                Q_EMIT storeOpenFailed(path, error.message);
                return;
            }
            Q_EMIT statusMessage(QString(), 0);
            if (interactive)
                QMessageBox::warning(
                    m_dialogParent, tr("Open Store"), tr("Cannot open %1:\n%2").arg(path, error.message));
            Q_EMIT storeOpenFailed(path, error.message);
        });
}

void StoreActions::openDefaultStore()
{
    const QString path = defaultStorePath();
    if (showIfOpen(path))
        return;
    if (QFileInfo::exists(path)) {
        beginOpen(path, QString(), false, true);
        return;
    }
    QDir().mkpath(QFileInfo(path).absolutePath());
    Q_EMIT statusMessage(tr("Creating the demo store %1…").arg(path), 0);
    StoreOptions options;
    options.cacheSizeKiB = ExplorerCacheKiB;
    continueOnGui(this, createDemoStore(m_session, path, options),
        [this, path](const Result<std::shared_ptr<Store>> &result) {
            if (!result) {
                Q_EMIT statusMessage(QString(), 0);
                QMessageBox::warning(m_dialogParent, tr("Demo Store"),
                    tr("Cannot create %1:\n%2").arg(path, result.error().message));
                Q_EMIT storeOpenFailed(path, result.error().message);
                return;
            }
            showOpenedStore(path, *result, tr("Opened the demo store %1").arg(path));
        });
}

void StoreActions::showOpenedStore(
    const QString &path, const std::shared_ptr<Store> &store, const QString &message)
{
    if (!m_tree->places()->mayLeave()) {
        Q_EMIT statusMessage(tr("%1 was not opened: the changes pending here come first.")
                                 .arg(QDir::toNativeSeparators(path)),
            5000);
        return;
    }
    m_tree->places()->showStore(path, store);
    m_recent->add(path);
    Q_EMIT statusMessage(message, 5000);
    Q_EMIT storeOpened(path);
}

void StoreActions::closeStore()
{
    OpenPlaces *places = m_tree->places();
    if (places->current() < 0 || !places->mayLeave())
        return;
    // The place before it is shown, if any: the others stay open.
    places->close(places->current());
}

void StoreActions::showRemote(const QString &name, const QString &location)
{
    Q_EMIT statusMessage(tr("Connected to %1 (%2)").arg(name, location), 5000);
}

void StoreActions::changePassphrase()
{
    if (m_storePath.isEmpty())
        return;
    ChangePassphraseDialog dialog(m_session, m_storePath, m_encrypted, m_dialogParent);
    Q_EMIT statusMessage(tr("Changing the passphrase of %1…").arg(m_storePath), 0);
    if (dialog.exec() != QDialog::Accepted) {
        Q_EMIT statusMessage(QString(), 0);
        return;
    }
    m_encrypted = dialog.encrypted();
    updateState();
    m_tree->refresh(); // the store's padlock in the tree; a rekey commits no table
    Q_EMIT statusMessage(m_encrypted ? tr("%1 is now encrypted with the new passphrase.").arg(m_storePath)
                                     : tr("%1 is now decrypted.").arg(m_storePath),
        8000);
}

void StoreActions::runMaintenance(bool backup)
{
    if (m_storePath.isEmpty())
        return;
    QString target;
    if (backup) {
        target = QFileDialog::getSaveFileName(m_dialogParent, tr("Back Up Store"),
            m_storePath + QStringLiteral(".backup"), storeFilter, nullptr,
            QFileDialog::DontConfirmOverwrite); // the backup never overwrites: the engine refuses
        if (target.isEmpty())
            return;
    }
    StoreMaintenanceDialog dialog(m_session, m_storePath,
        backup ? StoreMaintenanceDialog::Task::Backup : StoreMaintenanceDialog::Task::Check, target,
        m_dialogParent);
    dialog.exec();
}

QString StoreActions::windowTitle() const
{
    // The environment comes first, where a glance at the task bar sees it.
    const SafetyProfile &safety = m_session->safety();
    QString prefix;
    if (m_session->isOpen() && !safety.label.isEmpty())
        prefix = QStringLiteral("[%1] ").arg(safety.label);
    if (m_session->isOpen() && safety.level == SafetyLevel::ReadOnly)
        prefix += tr("(read-only) ");
    if (!m_remoteName.isEmpty() && m_session->isOpen())
        return prefix + tr("%1 (remote) — Rowan").arg(m_remoteName);
    if (m_storePath.isEmpty())
        return tr("Rowan");
    return prefix
        + (m_encrypted ? tr("%1 (encrypted) — Rowan") : tr("%1 (not encrypted) — Rowan"))
              .arg(QFileInfo(m_storePath).fileName());
}

void StoreActions::updateState()
{
    Q_EMIT windowTitleChanged(windowTitle());
    const bool remote = !m_remoteName.isEmpty() && m_session->isOpen();
    const bool open = !m_storePath.isEmpty();
    if (remote)
        m_location->setText(m_session->description().location);
    else
        m_location->setText(open ? m_storePath : tr("No store open"));
    m_closeStore->setEnabled(remote || open);
    // Only a local file can be rekeyed, checked or backed up.
    for (QAction *action : {m_changePassphrase, m_checkStore, m_backup})
        action->setEnabled(open && !remote);
    // The indicator doubles as a button for Change Passphrase.
    m_encryption->setVisible(open && !remote);
    if (remote)
        return;
    m_encryption->setIcon(encryptionIcon(m_encrypted));
    m_encryption->setText(m_encrypted ? tr("Encrypted (SQLCipher)") : tr("Not encrypted"));
    m_encryption->setToolTip(m_encrypted
            ? tr("The store file is encrypted with SQLCipher; it opens only with its passphrase. Click to "
                 "change the passphrase.")
            : tr("Anyone who can read the store file can read its tables. Click to encrypt it."));
    m_encryption->setStyleSheet(m_encrypted
            ? QStringLiteral("QToolButton { color: #2f5d50; }")
            : QStringLiteral("QToolButton { color: #8a5a00; font-weight: bold; }"));
}

} // namespace rowan
