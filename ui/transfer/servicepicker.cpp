#include "ui/transfer/servicepicker.h"

#include "models/session/guicontinuation.h"
#include "ui/connections/connectionactions.h"
#include "ui/store/passphrasedialog.h"

#include "models/connections/savedconnections.h"
#include "models/session/servicesession.h"
#include "models/transfer/transferjob.h"

#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace rowan {

ServicePicker::ServicePicker(
    const QString &title, const QString &sameText, SavedConnections *connections, QWidget *parent)
    : QGroupBox(title, parent)
{
    m_sameService = new QRadioButton(sameText, this);
    m_sameService->setObjectName(QStringLiteral("sameService"));
    m_storeFile = new QRadioButton(tr("A table in another &store file"), this);
    m_storeFile->setObjectName(QStringLiteral("storeFile"));
    m_storePath = new QLineEdit(this);
    m_storePath->setObjectName(QStringLiteral("storePath"));
    m_storePath->setPlaceholderText(tr("Store file (.rowan); created when missing"));
    m_storePath->setAccessibleName(tr("Store file"));
    m_browse = new QPushButton(tr("Browse…"), this);
    m_browse->setObjectName(QStringLiteral("browse"));
    m_connection = new QRadioButton(tr("A table of a saved &connection"), this);
    m_connection->setObjectName(QStringLiteral("connection"));
    m_connectionChoice = new QComboBox(this);
    m_connectionChoice->setObjectName(QStringLiteral("connectionChoice"));
    m_connectionChoice->setAccessibleName(tr("Saved connection"));
    if (connections) {
        for (const SavedConnection &c : connections->connections())
            m_connectionChoice->addItem(QStringLiteral("%1 (%2)").arg(c.name, c.location), c.id);
    }
    m_connection->setEnabled(m_connectionChoice->count() > 0);
    m_sameService->setChecked(true);
    auto *fileRow = new QHBoxLayout;
    fileRow->setContentsMargins(24, 0, 0, 0);
    fileRow->addWidget(m_storePath, 1);
    fileRow->addWidget(m_browse);
    auto *connectionRow = new QHBoxLayout;
    connectionRow->setContentsMargins(24, 0, 0, 0);
    connectionRow->addWidget(m_connectionChoice, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_sameService);
    layout->addWidget(m_storeFile);
    layout->addLayout(fileRow);
    layout->addWidget(m_connection);
    layout->addLayout(connectionRow);

    for (QRadioButton *button : {m_sameService, m_storeFile, m_connection})
        connect(button, &QRadioButton::toggled, this, &ServicePicker::follow);
    connect(m_storePath, &QLineEdit::textChanged, this, &ServicePicker::changed);
    connect(m_connectionChoice, &QComboBox::currentIndexChanged, this, &ServicePicker::changed);
    connect(m_browse, &QPushButton::clicked, this, &ServicePicker::browse);
    follow();
}

ServicePicker::Where ServicePicker::where() const
{
    if (m_storeFile->isChecked())
        return Where::StoreFile;
    if (m_connection->isChecked())
        return Where::Connection;
    return Where::SameService;
}

void ServicePicker::setWhere(Where where)
{
    (where == Where::StoreFile           ? m_storeFile
            : where == Where::Connection ? m_connection
                                         : m_sameService)
        ->setChecked(true);
}

QString ServicePicker::storePath() const
{
    return m_storePath->text().trimmed();
}

void ServicePicker::setStorePath(const QString &path)
{
    m_storePath->setText(path);
}

QString ServicePicker::connectionId() const
{
    return m_connectionChoice->currentData().toString();
}

QString ServicePicker::connectionText() const
{
    return m_connectionChoice->currentText();
}

void ServicePicker::setChoiceAvailable(Where where, bool available)
{
    QRadioButton *button = where == Where::StoreFile ? m_storeFile
        : where == Where::Connection                 ? m_connection
                                                     : m_sameService;
    if (where == Where::Connection) {
        m_connection->setVisible(available);
        m_connectionChoice->setVisible(available);
    }
    button->setEnabled(available && (where != Where::Connection || m_connectionChoice->count() > 0));
    if (!available && button->isChecked())
        (where == Where::StoreFile ? m_sameService : m_storeFile)->setChecked(true);
}

void ServicePicker::follow()
{
    m_storePath->setEnabled(m_storeFile->isChecked());
    m_browse->setEnabled(m_storeFile->isChecked());
    m_connectionChoice->setEnabled(m_connection->isChecked());
    Q_EMIT changed();
}

void ServicePicker::browse()
{
    const QString filters = tr("Rowan stores (*.rowan);;All files (*)");
    const QString path = m_mayCreate
        ? QFileDialog::getSaveFileName(
              this, title(), storePath(), filters, nullptr, QFileDialog::DontConfirmOverwrite)
        : QFileDialog::getOpenFileName(this, title(), storePath(), filters);
    if (!path.isEmpty())
        m_storePath->setText(path);
}

namespace {

void openStoreAsking(QObject *context, ServiceSession *session, QWidget *dialogParent, const QString &path,
    const QString &passphrase, bool create, const QString &title,
    const std::function<void(std::shared_ptr<Store>)> &done)
{
    StoreOptions options;
    options.passphrase = passphrase;
    options.createIfMissing = create;
    continueOnGui(context, session->openAsync(path, options),
        [context, session, dialogParent, path, passphrase, create, title, done](
            const Result<std::shared_ptr<Store>> &store) {
            if (!store) {
                if (store.error().code == ErrorCode::StoreWrongPassphrase && !create) {
                    PassphraseDialog ask(PassphraseDialog::Mode::OpenStore, path, dialogParent);
                    // The first attempt goes without a passphrase; after that, one was typed and is wrong.
                    if (!passphrase.isEmpty())
                        ask.setError(ServicePicker::tr("Wrong passphrase. Try again."));
                    if (ask.exec() == QDialog::Accepted)
                        openStoreAsking(
                            context, session, dialogParent, path, ask.passphrase(), false, title, done);
                    return;
                }
                QMessageBox::warning(dialogParent, title,
                    ServicePicker::tr("Cannot open %1:\n%2").arg(path, store.error().message));
                return;
            }
            done(*store);
        });
}

} // namespace

void openPickedStore(QObject *context, ServiceSession *session, QWidget *dialogParent, const QString &path,
    bool mayCreate, const QString &title, const std::function<void(std::shared_ptr<Store> store)> &done)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (!QFileInfo::exists(absolute)) {
        if (!mayCreate) {
            QMessageBox::warning(dialogParent, title, ServicePicker::tr("There is no store file %1.").arg(absolute));
            return;
        }
        PassphraseDialog ask(PassphraseDialog::Mode::NewStore, absolute, dialogParent);
        if (ask.exec() != QDialog::Accepted)
            return;
        openStoreAsking(context, session, dialogParent, absolute, ask.passphrase(), true, title, done);
        return;
    }
    // Without a passphrase first: an unencrypted store opens at once, an encrypted one says so.
    openStoreAsking(context, session, dialogParent, absolute, QString(), false, title, done);
}

void openPickedService(QObject *context, ServiceSession *session, ConnectionActions *connections,
    QWidget *dialogParent, const PickedService &picked,
    const std::function<void(std::shared_ptr<TableService> service)> &done)
{
    switch (picked.where) {
    case ServicePicker::Where::SameService:
        done(session->service());
        return;
    case ServicePicker::Where::StoreFile:
        openPickedStore(context, session, dialogParent, picked.storePath, picked.mayCreate, picked.title,
            [done](std::shared_ptr<Store> store) { done(copyTargetService(std::move(store))); });
        return;
    case ServicePicker::Where::Connection:
        if (!connections)
            return;
        continueOnGui(context, connections->serviceFor(picked.connectionId),
            [dialogParent, picked, done](const Result<std::shared_ptr<TableService>> &service) {
                if (!service) {
                    QMessageBox::warning(dialogParent, picked.title,
                        ServicePicker::tr("Cannot connect to %1:\n%2")
                            .arg(picked.connectionText, service.error().message));
                    return;
                }
                done(*service);
            });
        return;
    }
}

} // namespace rowan
