#include "ui/safety/writeconfirmation.h"

#include "ui/safety/safetybadge.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace rowan {

namespace {

QString whereText(const QString &serviceName, const WriteIntent &intent)
{
    QStringList parts;
    if (!intent.account.isEmpty())
        parts << QObject::tr("Account <b>%1</b>").arg(intent.account.toHtmlEscaped());
    if (!intent.table.isEmpty())
        parts << QObject::tr("Table <b>%1</b>").arg(intent.table.toHtmlEscaped());
    parts << serviceName.toHtmlEscaped();
    return parts.join(QStringLiteral(" · "));
}

} // namespace

WriteConfirmDialog::WriteConfirmDialog(
    const SafetyProfile &safety, const QString &serviceName, const WriteIntent &intent, QWidget *parent)
    : QDialog(parent)
    , m_intent(intent)
    , m_buttons(new QDialogButtonBox(this))
{
    setObjectName(QStringLiteral("writeConfirmDialog"));
    setWindowTitle(
        safety.label.isEmpty() ? intent.title : QStringLiteral("%1 — %2").arg(intent.title, safety.label));
    auto *layout = new QVBoxLayout(this);

    auto *head = new QHBoxLayout;
    auto *badge = new SafetyBadge(this);
    badge->setProfile(safety);
    head->addWidget(badge);
    auto *where = new QLabel(whereText(serviceName, intent), this);
    where->setObjectName(QStringLiteral("writeTarget"));
    where->setTextFormat(Qt::RichText);
    head->addWidget(where, 1);
    layout->addLayout(head);

    auto *question = new QLabel(intent.question, this);
    question->setObjectName(QStringLiteral("writeQuestion"));
    question->setTextFormat(Qt::RichText);
    question->setWordWrap(true);
    layout->addWidget(question);

    if (intent.bulk && safety.level == SafetyLevel::ConfirmWrites && !intent.table.isEmpty()) {
        auto *ask = new QLabel(tr("This changes many entities. Type the table's name, <b>%1</b>, to go on:")
                                   .arg(intent.table.toHtmlEscaped()),
            this);
        ask->setWordWrap(true);
        layout->addWidget(ask);
        m_typed = new QLineEdit(this);
        m_typed->setObjectName(QStringLiteral("typedTableName"));
        m_typed->setAccessibleName(tr("Table name to confirm"));
        ask->setBuddy(m_typed);
        layout->addWidget(m_typed);
        connect(m_typed, &QLineEdit::textChanged, this, &WriteConfirmDialog::validate);
    }

    m_write = m_buttons->addButton(intent.confirmText.isEmpty() ? tr("Write") : intent.confirmText,
        intent.destructive ? QDialogButtonBox::DestructiveRole : QDialogButtonBox::AcceptRole);
    m_write->setObjectName(QStringLiteral("writeButton"));
    QPushButton *cancel = m_buttons->addButton(QDialogButtonBox::Cancel);
    // A stray Enter never writes: Cancel is the default, and the typed name must match to enable the write.
    cancel->setDefault(true);
    connect(m_write, &QPushButton::clicked, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_buttons);
    validate();
}

void WriteConfirmDialog::validate()
{
    m_write->setEnabled(!m_typed || m_typed->text().trimmed() == m_intent.table);
}

bool confirmWrite(
    QWidget *parent, const SafetyProfile &safety, const QString &serviceName, const WriteIntent &intent)
{
    switch (safety.level) {
    case SafetyLevel::ReadOnly: {
        const QString label
            = safety.label.isEmpty() ? QString() : QStringLiteral("[%1] ").arg(safety.label.toHtmlEscaped());
        QMessageBox box(QMessageBox::Information, intent.title,
            WriteConfirmDialog::tr(
                "%1<b>%2</b> is read-only: nothing was written.<br><br>%3<br><br>Change its safety level "
                "(File ▸ Safety Level…) to write to it.")
                .arg(label, serviceName.toHtmlEscaped(), whereText(serviceName, intent)),
            QMessageBox::Ok, parent);
        box.setObjectName(QStringLiteral("readOnlyRefusal"));
        box.exec();
        return false;
    }
    case SafetyLevel::Off:
        if (!intent.alwaysAsk)
            return true;
        break;
    case SafetyLevel::ConfirmWrites:
        break;
    }
    WriteConfirmDialog dialog(safety, serviceName, intent, parent);
    return dialog.exec() == QDialog::Accepted;
}

} // namespace rowan
