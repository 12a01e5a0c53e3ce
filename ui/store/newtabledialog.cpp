#include "ui/store/newtabledialog.h"
#include "ui/style/messagetone.h"

#include <rowan/entity.h>

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace rowan {

namespace {
} // namespace

NewTableDialog::NewTableDialog(const QString &account, const QStringList &existingTables, QWidget *parent)
    : QDialog(parent)
    , m_existing(existingTables)
{
    setWindowTitle(tr("New Table"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Create a table in account <b>%1</b>.").arg(account.toHtmlEscaped()), this);
    layout->addWidget(intro);

    auto *form = new QFormLayout;
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("tableName"));
    m_name->setPlaceholderText(tr("e.g. Orders2024"));
    m_name->setMaxLength(200); // long enough to say "too long" instead of cutting the paste off
    form->addRow(tr("Table &name:"), m_name);
    layout->addLayout(form);

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setWordWrap(true);
    // Room for the engine's longest message (three lines), so the dialog neither cuts it nor jumps while
    // the user types.
    m_message->setMinimumHeight(3 * m_message->fontMetrics().lineSpacing());
    m_message->setMinimumWidth(460);
    m_message->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    layout->addWidget(m_message);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("Create"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(m_name, &QLineEdit::textChanged, this, &NewTableDialog::validate);
    validate();
}

QString NewTableDialog::tableName() const
{
    return m_name->text();
}

QString NewTableDialog::problem(const QString &name, const QStringList &existingTables)
{
    if (auto valid = validateTableName(name); !valid)
        return valid.error().message;
    for (const QString &existing : existingTables) {
        if (existing.compare(name, Qt::CaseInsensitive) == 0)
            return existing == name
                ? tr("A table named '%1' already exists.").arg(existing)
                : tr("A table named '%1' already exists; table names are compared ignoring case.")
                      .arg(existing);
    }
    return {};
}

void NewTableDialog::validate()
{
    const QString name = m_name->text();
    if (name.isEmpty()) {
        m_ok->setEnabled(false);
        setMessageTone(m_message, MessageTone::Plain);
        m_message->setText(tr("3 to 63 letters and digits, starting with a letter."));
        return;
    }
    const QString why = problem(name, m_existing);
    m_ok->setEnabled(why.isEmpty());
    setMessageTone(m_message, why.isEmpty() ? MessageTone::Plain : MessageTone::Error);
    m_message->setText(why.isEmpty() ? tr("✓ '%1' is a valid table name.").arg(name) : why);
}

} // namespace rowan
