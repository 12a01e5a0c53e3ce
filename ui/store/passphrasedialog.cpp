#include "ui/store/passphrasedialog.h"
#include "ui/style/messagetone.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace rowan {

PassphraseDialog::PassphraseDialog(Mode mode, const QString &subject, QWidget *parent)
    : QDialog(parent)
    , m_mode(mode)
{
    const bool journal = mode == Mode::NewJournal || mode == Mode::OpenJournal;
    const QString name = (journal ? subject : QFileInfo(subject).fileName()).toHtmlEscaped();
    setObjectName(journal ? QStringLiteral("journalPassphraseDialog") : QStringLiteral("passphraseDialog"));
    auto *layout = new QVBoxLayout(this);
    QString intro;
    switch (mode) {
    case Mode::NewStore:
        setWindowTitle(tr("New Store"));
        intro = tr("Choose a passphrase to encrypt <b>%1</b>.").arg(name);
        break;
    case Mode::OpenStore:
        setWindowTitle(tr("Open Store"));
        intro = tr("<b>%1</b> is encrypted. Enter its passphrase.").arg(name);
        break;
    case Mode::NewJournal:
        setWindowTitle(tr("Change Journal"));
        intro = tr("No keychain is available to hold a key for the change journal of <b>%1</b>. Choose a "
                   "passphrase to encrypt it with; Rowan asks for it each time you connect.")
                    .arg(name);
        break;
    case Mode::OpenJournal:
        setWindowTitle(tr("Change Journal"));
        intro = tr("No keychain is available to hold the key of the change journal of <b>%1</b>. Enter the "
                   "passphrase it was made with, so its writes can be undone.")
                    .arg(name);
        break;
    }
    auto *introLabel = new QLabel(intro, this);
    introLabel->setWordWrap(true);
    layout->addWidget(introLabel);
    if (journal) {
        auto *without = new QLabel(tr("Cancel connects without a journal: writes cannot be undone."), this);
        without->setWordWrap(true);
        layout->addWidget(without);
    }

    auto *form = new QFormLayout;
    m_passphrase = new QLineEdit(this);
    m_passphrase->setObjectName(QStringLiteral("passphrase"));
    m_passphrase->setEchoMode(QLineEdit::Password);
    form->addRow(tr("&Passphrase:"), m_passphrase);
    if (mode == Mode::NewStore || mode == Mode::NewJournal) {
        m_confirm = new QLineEdit(this);
        m_confirm->setObjectName(QStringLiteral("confirm"));
        m_confirm->setEchoMode(QLineEdit::Password);
        form->addRow(tr("&Confirm:"), m_confirm);
        connect(m_confirm, &QLineEdit::textChanged, this, &PassphraseDialog::validate);
    }
    layout->addLayout(form);

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setWordWrap(true);
    layout->addWidget(m_message);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(m_passphrase, &QLineEdit::textChanged, this, &PassphraseDialog::validate);
    validate();
}

QString PassphraseDialog::passphrase() const
{
    return m_passphrase->text();
}

void PassphraseDialog::setError(const QString &message)
{
    setMessageTone(m_message, MessageTone::Error);
    m_message->setText(message);
    m_passphrase->selectAll();
    m_passphrase->setFocus();
}

void PassphraseDialog::validate()
{
    if (m_mode == Mode::OpenStore || m_mode == Mode::OpenJournal) {
        m_ok->setEnabled(!m_passphrase->text().isEmpty());
        return;
    }
    if (m_mode == Mode::NewJournal) {
        // The journal holds entity data: it is never kept unencrypted, so an empty passphrase is not taken.
        const bool match = m_passphrase->text() == m_confirm->text();
        m_ok->setEnabled(!m_passphrase->text().isEmpty() && match);
        setMessageTone(m_message, MessageTone::Error);
        m_message->setText(
            match || m_confirm->text().isEmpty() ? QString() : tr("The passphrases do not match."));
        return;
    }
    const bool empty = m_passphrase->text().isEmpty() && m_confirm->text().isEmpty();
    const bool match = m_passphrase->text() == m_confirm->text();
    m_ok->setEnabled(match);
    if (!match) {
        setMessageTone(m_message, MessageTone::Error);
        m_message->setText(tr("The passphrases do not match."));
    } else if (empty) {
        setMessageTone(m_message, MessageTone::Warning);
        m_message->setText(
            tr("⚠ Without a passphrase the store is not encrypted: anyone who can read the file "
               "can read its tables."));
    } else {
        setMessageTone(m_message, MessageTone::Plain);
        m_message->setText(tr("The store will be encrypted with SQLCipher. A lost passphrase cannot be "
                              "recovered."));
    }
}

} // namespace rowan
