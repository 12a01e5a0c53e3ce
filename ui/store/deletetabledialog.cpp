#include "ui/store/deletetabledialog.h"

#include <rowan/pluralcount.h>

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace rowan {

DeleteTableDialog::DeleteTableDialog(
    const QString &account, const QString &table, qint64 entityCount, QWidget *parent)
    : QDialog(parent)
    , m_table(table)
{
    setWindowTitle(tr("Delete Table"));
    auto *layout = new QVBoxLayout(this);
    const QString name = table.toHtmlEscaped();
    const QString count = QLocale().toString(entityCount);
    auto *text = new QLabel(this);
    text->setObjectName(QStringLiteral("message"));
    text->setWordWrap(true);
    text->setMinimumWidth(420);
    if (entityCount == 0)
        text->setText(
            tr("Delete the empty table <b>%1</b> of account <b>%2</b>?").arg(name, account.toHtmlEscaped()));
    else if (entityCount < 0)
        text->setText(
            tr("Delete table <b>%1</b> of account <b>%2</b> and all its entities? The endpoint keeps "
               "no count of them.")
                .arg(name, account.toHtmlEscaped())
            + QStringLiteral("<br>") + tr("This cannot be undone."));
    else
        text->setText(
            (entityCount == 1 ? tr("Delete table <b>%1</b> of account <b>%2</b> and its <b>1</b> entity?")
                              : tr("Delete table <b>%1</b> of account <b>%2</b> and its <b>%3</b> entities?",
                                  nullptr, pluralCount(entityCount)))
                .arg(name, account.toHtmlEscaped(), count)
            + QStringLiteral("<br>") + tr("This cannot be undone."));
    layout->addWidget(text);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_delete = buttons->addButton(tr("Delete"), QDialogButtonBox::AcceptRole);
    m_delete->setObjectName(QStringLiteral("deleteButton"));
    buttons->button(QDialogButtonBox::Cancel)->setDefault(true);

    if (entityCount != 0) {
        auto *ask = new QLabel(tr("Type the table name to confirm:"), this);
        m_typed = new QLineEdit(this);
        m_typed->setObjectName(QStringLiteral("confirmName"));
        m_typed->setPlaceholderText(table);
        ask->setBuddy(m_typed);
        layout->addWidget(ask);
        layout->addWidget(m_typed);
        m_delete->setEnabled(false);
        m_typed->setFocus();
        connect(m_typed, &QLineEdit::textChanged, this,
            [this](const QString &typed) { m_delete->setEnabled(typed == m_table); });
    }
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

} // namespace rowan
