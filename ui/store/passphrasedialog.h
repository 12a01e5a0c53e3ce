// Asks for a store's passphrase: twice, with a warning when left empty, for a new store; once, with the
// reason of the last failure, when opening one. Also for a remote connection's change journal where no
// keychain holds its key: twice for a new journal, once for an existing one, never empty (the journal holds
// entity data and is never kept unencrypted).
#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;

namespace rowan {

class PassphraseDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Mode { NewStore, OpenStore, NewJournal, OpenJournal };
    // `subject`: the store's path, or for a journal the connection's name.
    PassphraseDialog(Mode mode, const QString &subject, QWidget *parent = nullptr);

    QString passphrase() const;
    // Shown above the field when opening, e.g. "Wrong passphrase. Try again."
    void setError(const QString &message);

private:
    void validate();

    Mode m_mode;
    QLineEdit *m_passphrase = nullptr;
    QLineEdit *m_confirm = nullptr;
    QLabel *m_message = nullptr;
    QPushButton *m_ok = nullptr;
};

} // namespace rowan
