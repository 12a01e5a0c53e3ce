// The one question the explorer asks before it writes, shaped by the safety level of the store or
// connection: the environment's badge, the account and table, and for a bulk action at Confirm writes the
// table's name typed. A read-only service gets no question but the reason nothing was written.
#pragma once

#include <rowan/safety.h>

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace rowan {

class SafetyBadge;

// What is about to be written, in words.
struct WriteIntent
{
    // The dialog's title and the button that writes: "Delete Entities", "Delete 3 Entities".
    QString title;
    QString confirmText;
    // The question, rich text: "Delete the 3 selected entities?"
    QString question;
    QString account;
    QString table;
    // Many entities at once: at Confirm writes the table's name must be typed.
    bool bulk = false;
    // Asked even at SafetyLevel::Off (deleting); otherwise Off writes without a question.
    bool alwaysAsk = false;
    // The write removes data: its button is marked destructive.
    bool destructive = false;
};

class WriteConfirmDialog : public QDialog
{
    Q_OBJECT
public:
    // `safety` and `serviceName` (the store's file name, the connection's name) of where the write goes.
    WriteConfirmDialog(const SafetyProfile &safety, const QString &serviceName, const WriteIntent &intent,
        QWidget *parent = nullptr);

    // Whether the table's name has to be typed before the write button is enabled.
    bool needsTypedName() const { return m_typed != nullptr; }

private:
    void validate();

    WriteIntent m_intent;
    QLineEdit *m_typed = nullptr;
    QDialogButtonBox *m_buttons;
    QPushButton *m_write;
};

// Whether to go ahead with `intent` where `safety` holds: true at SafetyLevel::Off (after the question when
// intent.alwaysAsk); at Confirm writes once the user agreed; never at Read-only (the user is told why).
// Modal: call it from a user's action, before starting the job.
bool confirmWrite(
    QWidget *parent, const SafetyProfile &safety, const QString &serviceName, const WriteIntent &intent);

} // namespace rowan
