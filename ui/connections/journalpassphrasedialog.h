// Asks for the passphrase of a remote connection's change journal where no keychain can keep its key: the
// journal file is then encrypted under what the user types, and asked for each time the connection opens.
// Cancel connects without a journal. GUI thread only.
#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;

namespace rowan {

class JournalPassphraseDialog : public QDialog
{
    Q_OBJECT
public:
    // `existing`: the journal file exists, so its passphrase is asked for once; otherwise a new one is
    // chosen and typed twice.
    JournalPassphraseDialog(const QString &connectionName, bool existing, QWidget *parent = nullptr);

    QString passphrase() const;
    // Says why the last passphrase was not taken (it does not open the journal).
    void setError(const QString &message);

private:
    void validate();

    bool m_existing;
    QLineEdit *m_passphrase;
    QLineEdit *m_confirm = nullptr;
    QLabel *m_message;
    QPushButton *m_ok;
};

} // namespace rowan
