// File ▸ Change Passphrase: asks for the open store's new passphrase twice (empty decrypts it, with a
// warning) and runs Store::rekey on a worker while a busy bar shows; the dialog closes when the store has
// been rewritten, or shows the engine's error and lets the user try again.
#pragma once

#include <rowan/status.h>

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;

namespace rowan {

class ServiceSession;

class ChangePassphraseDialog : public QDialog
{
    Q_OBJECT
public:
    ChangePassphraseDialog(
        ServiceSession *session, const QString &storePath, bool encrypted, QWidget *parent = nullptr);

    bool isBusy() const { return m_busy; }
    // Whether the store is encrypted after the rekey (meaningful once accepted).
    bool encrypted() const { return m_encrypted; }

    void accept() override; // starts the rekey; the dialog closes when it has succeeded
    void reject() override; // ignored while the rekey runs: the store is being rewritten

Q_SIGNALS:
    void rekeyed(bool encrypted);
    void rekeyFailed(const rowan::Error &error);

private:
    void validate();
    void setBusy(bool busy);

    ServiceSession *m_session;
    bool m_encrypted;
    bool m_busy = false;
    QLineEdit *m_passphrase = nullptr;
    QLineEdit *m_confirm = nullptr;
    QLabel *m_message = nullptr;
    QProgressBar *m_progress = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QPushButton *m_ok = nullptr;
};

} // namespace rowan
