#include "ui/connections/journalpassphrasedialog.h"

#include "ui/style/messagetone.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace rowan {

JournalPassphraseDialog::JournalPassphraseDialog(
    const QString &connectionName, bool existing, QWidget *parent)
    : QDialog(parent)
    , m_existing(existing)
    , m_passphrase(new QLineEdit(this))
    , m_message(new QLabel(this))
{
    setObjectName(QStringLiteral("journalPassphraseDialog"));
    setWindowTitle(tr("Change Journal"));
    auto *layout = new QVBoxLayout(this);
    const QString name = connectionName.toHtmlEscaped();
    auto *intro = new QLabel(existing
            ? tr("No keychain is available to hold the key of the change journal of <b>%1</b>. Enter the "
                 "passphrase it was made with, so its writes can be undone.")
                  .arg(name)
            : tr("No keychain is available to hold a key for the change journal of <b>%1</b>. Choose a "
                 "passphrase to encrypt it with; Rowan asks for it each time you connect.")
                  .arg(name),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *without = new QLabel(tr("Cancel connects without a journal: writes cannot be undone."), this);
    without->setWordWrap(true);
    layout->addWidget(without);

    auto *form = new QFormLayout;
    m_passphrase->setObjectName(QStringLiteral("passphrase"));
    m_passphrase->setEchoMode(QLineEdit::Password);
    form->addRow(tr("&Passphrase:"), m_passphrase);
    if (!existing) {
        m_confirm = new QLineEdit(this);
        m_confirm->setObjectName(QStringLiteral("confirm"));
        m_confirm->setEchoMode(QLineEdit::Password);
        form->addRow(tr("&Confirm:"), m_confirm);
        connect(m_confirm, &QLineEdit::textChanged, this, &JournalPassphraseDialog::validate);
    }
    layout->addLayout(form);

    m_message->setObjectName(QStringLiteral("message"));
    m_message->setWordWrap(true);
    layout->addWidget(m_message);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(m_passphrase, &QLineEdit::textChanged, this, &JournalPassphraseDialog::validate);
    validate();
}

QString JournalPassphraseDialog::passphrase() const
{
    return m_passphrase->text();
}

void JournalPassphraseDialog::setError(const QString &message)
{
    setMessageTone(m_message, MessageTone::Error);
    m_message->setText(message);
    m_passphrase->selectAll();
    m_passphrase->setFocus();
}

void JournalPassphraseDialog::validate()
{
    // The journal holds entity data: it is never kept unencrypted, so an empty passphrase is not taken.
    const bool given = !m_passphrase->text().isEmpty();
    const bool match = m_existing || m_passphrase->text() == m_confirm->text();
    m_ok->setEnabled(given && match);
    if (!match && !m_confirm->text().isEmpty()) {
        setMessageTone(m_message, MessageTone::Error);
        m_message->setText(tr("The passphrases do not match."));
    } else {
        m_message->clear();
    }
}

} // namespace rowan
