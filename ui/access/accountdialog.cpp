#include "ui/access/accountdialog.h"

#include "models/access/accountlistmodel.h"
#include "models/session/servicesession.h"
#include "ui/access/accesscopyfield.h"
#include "ui/safety/writeconfirmation.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace rowan {

namespace {
const QUrl DefaultEndpoint(QStringLiteral("http://127.0.0.1:10002"));
}

AccountDialog::AccountDialog(ServiceSession *session, const QString &account, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_model(new AccountListModel(session, this))
    , m_wanted(account)
    , m_view(new QTableView(this))
    , m_title(new QLabel(this))
    , m_note(new QLabel(this))
    , m_key1(new AccessCopyField(true, this))
    , m_key2(new AccessCopyField(true, this))
    , m_connection(new AccessCopyField(true, this))
    , m_regenerate1(new QPushButton(tr("Regenerate…"), this))
    , m_regenerate2(new QPushButton(tr("Regenerate…"), this))
    , m_add(new QPushButton(tr("&New Account…"), this))
    , m_remove(new QPushButton(tr("&Remove Account…"), this))
    , m_status(new QLabel(this))
{
    setObjectName(QStringLiteral("accountDialog"));
    setWindowTitle(tr("Accounts and keys"));
    auto *layout = new QVBoxLayout(this);
    m_view->setObjectName(QStringLiteral("accounts"));
    m_view->setAccessibleName(tr("Accounts"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setMaximumHeight(150);
    layout->addWidget(m_view);
    auto *accountButtons = new QHBoxLayout;
    m_add->setObjectName(QStringLiteral("add"));
    m_remove->setObjectName(QStringLiteral("remove"));
    for (QPushButton *b : {m_add, m_remove}) {
        b->setAutoDefault(false);
        accountButtons->addWidget(b);
    }
    accountButtons->addStretch(1);
    layout->addLayout(accountButtons);

    QFont big = m_title->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_title->setFont(big);
    layout->addWidget(m_title);
    m_note->setObjectName(QStringLiteral("note"));
    m_note->setWordWrap(true);
    layout->addWidget(m_note);
    auto *grid = new QGridLayout;
    m_key1->setObjectName(QStringLiteral("key1"));
    m_key2->setObjectName(QStringLiteral("key2"));
    m_connection->setObjectName(QStringLiteral("connectionString"));
    m_key1->setFieldName(tr("Key 1"));
    m_key2->setFieldName(tr("Key 2"));
    m_connection->setFieldName(tr("Connection string"));
    m_regenerate1->setObjectName(QStringLiteral("regenerate1"));
    m_regenerate2->setObjectName(QStringLiteral("regenerate2"));
    grid->addWidget(new QLabel(tr("Key 1:"), this), 0, 0);
    grid->addWidget(m_key1, 0, 1);
    grid->addWidget(m_regenerate1, 0, 2);
    grid->addWidget(new QLabel(tr("Key 2:"), this), 1, 0);
    grid->addWidget(m_key2, 1, 1);
    grid->addWidget(m_regenerate2, 1, 2);
    grid->addWidget(new QLabel(tr("Connection string:"), this), 2, 0);
    grid->addWidget(m_connection, 2, 1, 1, 2);
    layout->addLayout(grid);
    auto *hint = new QLabel(tr("The connection string uses key 1 and the address `rowan serve` listens on by "
                               "default. For a token with limited rights, use Access ▸ Generate SAS."),
        this);
    hint->setWordWrap(true);
    layout->addWidget(hint);
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    layout->addStretch(1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    const bool manage = session->has(ServiceCapability::ManageAccounts);
    m_add->setEnabled(manage);
    m_remove->setEnabled(manage);
    if (!manage) {
        m_add->setToolTip(tr("This service does not manage accounts."));
        m_remove->setToolTip(m_add->toolTip());
    }
    connect(m_add, &QPushButton::clicked, this, &AccountDialog::addAccount);
    connect(m_remove, &QPushButton::clicked, this, &AccountDialog::removeAccount);
    connect(m_regenerate1, &QPushButton::clicked, this, [this] { regenerateKey(1); });
    connect(m_regenerate2, &QPushButton::clicked, this, [this] { regenerateKey(2); });
    connect(
        m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &AccountDialog::showCurrent);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &AccountDialog::showCurrent);
    connect(m_model, &AccountListModel::loaded, this, [this] {
        m_view->resizeColumnsToContents();
        selectAccount(m_wanted);
    });
    connect(m_model, &AccountListModel::accountCreated, this, [this](const Account &a) {
        m_status->setText(tr("Account %1 added with two new keys.").arg(a.name));
        selectAccount(a.name);
        Q_EMIT accountsChanged();
    });
    connect(m_model, &AccountListModel::accountDeleted, this, [this](const QString &name) {
        m_status->setText(tr("Account %1 removed.").arg(name));
        Q_EMIT accountsChanged();
    });
    connect(m_model, &AccountListModel::keyRegenerated, this, [this](const Account &a, int keyNumber) {
        m_status->setText(tr("Key %1 of %2 regenerated: tokens signed with the old key no longer work.")
                              .arg(keyNumber)
                              .arg(a.name));
    });
    connect(m_model, &AccountListModel::failed, this,
        [this](const QString &message) { m_status->setText(tr("Failed: %1").arg(message)); });
    m_model->load();
    showCurrent();
    resize(720, 480);
}

QString AccountDialog::currentAccount() const
{
    const auto rows = m_view->selectionModel()->selectedRows();
    return rows.isEmpty() ? QString() : rows.first().data(AccountListModel::NameRole).toString();
}

void AccountDialog::selectAccount(const QString &name)
{
    int row = m_model->rowOf(name);
    if (row < 0 && m_model->rowCount() > 0)
        row = 0;
    if (row >= 0)
        m_view->selectRow(row);
    showCurrent();
}

QString AccountDialog::statusText() const
{
    return m_status->text();
}

void AccountDialog::showCurrent()
{
    const Account a = m_model->account(currentAccount());
    const bool keys = m_session->has(ServiceCapability::AccountKeys) && !a.key1.isEmpty();
    m_title->setText(a.isValid() ? a.name : tr("No account"));
    if (AccountListModel::isDevelopment(a))
        m_note->setText(
            tr("⚠ The public development account: its key is the Azure Storage emulator's, known to "
               "everyone. Use it for development only; regenerate its keys or remove it before "
               "anyone else can reach this store."));
    else if (a.isValid() && !keys)
        m_note->setText(tr("This service does not give the account's keys."));
    else
        m_note->clear();
    m_key1->setText(keys ? a.key1 : QString());
    m_key2->setText(keys ? a.key2 : QString());
    m_connection->setText(
        keys ? AccountListModel::sharedKeyConnectionString(a, 1, DefaultEndpoint) : QString());
    const bool manage = m_session->has(ServiceCapability::ManageAccounts) && a.isValid();
    m_regenerate1->setEnabled(manage);
    m_regenerate2->setEnabled(manage);
    m_remove->setEnabled(manage);
}

void AccountDialog::addAccount()
{
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("New Account"),
        tr("Account name (3 to 24 lower-case letters and digits). Two keys are generated."),
        QLineEdit::Normal, {}, &ok);
    if (!ok || name.isEmpty())
        return;
    m_status->setText(tr("Adding %1…").arg(name));
    m_model->createAccount(name);
}

bool AccountDialog::confirmAccountWrite(const QString &title, const QString &question, const QString &account)
{
    WriteIntent intent;
    intent.title = title;
    intent.confirmText = title;
    intent.question = question;
    intent.account = account;
    intent.destructive = true;
    return confirmWrite(this, m_session->safety(), m_session->description().displayName, intent);
}

void AccountDialog::removeAccount()
{
    const QString name = currentAccount();
    if (name.isEmpty())
        return;
    if (QMessageBox::warning(this, tr("Remove Account"),
            tr("Remove account %1 with all its tables and entities? This cannot be undone.").arg(name),
            QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel)
        != QMessageBox::Yes)
        return;
    if (!confirmAccountWrite(
            tr("Remove Account"), tr("Remove the account <b>%1</b>?").arg(name.toHtmlEscaped()), name))
        return;
    m_status->setText(tr("Removing %1…").arg(name));
    m_model->deleteAccount(name);
}

void AccountDialog::regenerateKey(int keyNumber)
{
    const QString name = currentAccount();
    if (name.isEmpty())
        return;
    if (QMessageBox::warning(this, tr("Regenerate Key %1").arg(keyNumber),
            tr("Regenerate key %1 of %2? Every SAS token signed with it and every connection string holding "
               "it stops working at once.")
                .arg(keyNumber)
                .arg(name),
            QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel)
        != QMessageBox::Yes)
        return;
    if (!confirmAccountWrite(tr("Regenerate Key %1").arg(keyNumber),
            tr("Regenerate key %1 of <b>%2</b>?").arg(keyNumber).arg(name.toHtmlEscaped()), name))
        return;
    m_status->setText(tr("Regenerating key %1…").arg(keyNumber));
    m_model->regenerateKey(name, keyNumber);
}

} // namespace rowan
