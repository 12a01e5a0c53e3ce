#include "ui/store/changepassphrasedialog.h"
#include "ui/style/messagetone.h"

#include "models/session/guicontinuation.h"
#include "models/store/storerequests.h"
#include "models/session/servicesession.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace rowan {

namespace {
} // namespace

ChangePassphraseDialog::ChangePassphraseDialog(
    ServiceSession *session, const QString &storePath, bool encrypted, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_encrypted(encrypted)
{
    setWindowTitle(tr("Change Passphrase"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(this);
    intro->setObjectName(QStringLiteral("intro"));
    intro->setWordWrap(true);
    intro->setText((encrypted ? tr("<b>%1</b> is encrypted (SQLCipher).") : tr("<b>%1</b> is not encrypted."))
                       .arg(QFileInfo(storePath).fileName().toHtmlEscaped())
        + QStringLiteral("<br><small>%1</small>").arg(storePath.toHtmlEscaped()));
    intro->setToolTip(storePath);
    layout->addWidget(intro);

    auto *form = new QFormLayout;
    m_passphrase = new QLineEdit(this);
    m_passphrase->setObjectName(QStringLiteral("passphrase"));
    m_passphrase->setEchoMode(QLineEdit::Password);
    form->addRow(tr("&New passphrase:"), m_passphrase);
    m_confirm = new QLineEdit(this);
    m_confirm->setObjectName(QStringLiteral("confirm"));
    m_confirm->setEchoMode(QLineEdit::Password);
    form->addRow(tr("&Confirm:"), m_confirm);
    layout->addLayout(form);

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setWordWrap(true);
    m_message->setMinimumWidth(420);
    m_message->setMinimumHeight(3 * m_message->fontMetrics().lineSpacing());
    m_message->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    layout->addWidget(m_message);

    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("busy"));
    m_progress->setRange(0, 0); // busy: the rewrite reports no progress
    m_progress->setTextVisible(false);
    m_progress->setVisible(false);
    layout->addWidget(m_progress);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = m_buttons->button(QDialogButtonBox::Ok);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ChangePassphraseDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ChangePassphraseDialog::reject);
    layout->addWidget(m_buttons);

    connect(m_passphrase, &QLineEdit::textChanged, this, &ChangePassphraseDialog::validate);
    connect(m_confirm, &QLineEdit::textChanged, this, &ChangePassphraseDialog::validate);
    validate();
}

void ChangePassphraseDialog::validate()
{
    const QString passphrase = m_passphrase->text();
    const bool match = passphrase == m_confirm->text();
    if (!match) {
        m_ok->setEnabled(false);
        setMessageTone(m_message, MessageTone::Error);
        m_message->setText(tr("The passphrases do not match."));
        return;
    }
    if (passphrase.isEmpty()) {
        // Rekeying an unencrypted store to no passphrase would rewrite it for nothing.
        m_ok->setEnabled(m_encrypted);
        setMessageTone(m_message, MessageTone::Warning);
        m_message->setText(m_encrypted
                ? tr("⚠ An empty passphrase decrypts the store: anyone who can read the "
                     "file will be able to read its tables.")
                : tr("Enter a passphrase to encrypt the store."));
        m_ok->setText(m_encrypted ? tr("Decrypt") : tr("OK"));
        return;
    }
    m_ok->setEnabled(true);
    m_ok->setText(m_encrypted ? tr("Change") : tr("Encrypt"));
    setMessageTone(m_message, MessageTone::Plain);
    m_message->setText(tr("The store will be rewritten encrypted with the new passphrase. A lost passphrase "
                          "cannot be recovered."));
}

void ChangePassphraseDialog::setBusy(bool busy)
{
    m_busy = busy;
    m_progress->setVisible(busy);
    m_passphrase->setEnabled(!busy);
    m_confirm->setEnabled(!busy);
    m_buttons->setEnabled(!busy);
}

void ChangePassphraseDialog::accept()
{
    if (m_busy || !m_ok->isEnabled() || !m_session->isOpen())
        return;
    const QString passphrase = m_passphrase->text();
    setBusy(true);
    setMessageTone(m_message, MessageTone::Plain);
    m_message->setText(passphrase.isEmpty() ? tr("Decrypting the store…") : tr("Re-encrypting the store…"));
    continueOnGui(this, changePassphrase(m_session, passphrase),
        [this](const Result<bool> &result) {
            setBusy(false);
            if (!result) {
                const Error &error = result.error();
                validate();
                setMessageTone(m_message, MessageTone::Error);
                m_message->setText(tr("The passphrase was not changed (%1): %2\nThe store still opens with "
                                      "its old passphrase.")
                                       .arg(error.codeName(), error.message));
                adjustSize(); // a long error must not be cut off
                Q_EMIT rekeyFailed(error);
                return;
            }
            m_encrypted = *result;
            m_session->refreshDescription();
            Q_EMIT rekeyed(m_encrypted);
            QDialog::accept();
        });
}

void ChangePassphraseDialog::reject()
{
    if (!m_busy)
        QDialog::reject();
}

} // namespace rowan
