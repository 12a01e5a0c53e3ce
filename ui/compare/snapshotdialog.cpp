#include "ui/compare/snapshotdialog.h"

#include "ui/style/messagetone.h"

#include <rowan/entity.h>
#include <rowan/filter.h>

#include <QDateTime>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace rowan {

SnapshotDialog::SnapshotDialog(const Context &context, QWidget *parent)
    : QDialog(parent)
    , m_context(context)
{
    setWindowTitle(tr("Snapshot %1").arg(context.table));
    setObjectName(QStringLiteral("snapshotDialog"));

    m_where = new ServicePicker(tr("Snapshot into"), tr("A new table &here"), nullptr, this);
    m_where->setObjectName(QStringLiteral("snapshotInto"));
    m_where->setChoiceAvailable(ServicePicker::Where::Connection, false);
    m_where->setChoiceAvailable(ServicePicker::Where::SameService, context.local);
    m_table = new QLineEdit(this);
    m_table->setObjectName(QStringLiteral("snapshotTable"));
    // Letters and digits only, as table names are.
    m_table->setText(context.table + context.now.toUTC().toString(QStringLiteral("yyyyMMddHHmm")));
    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("filter"));
    m_filter->setPlaceholderText(tr("Every entity"));
    auto *form = new QFormLayout;
    form->addRow(tr("&Snapshot table:"), m_table);
    form->addRow(tr("&Only entities matching:"), m_filter);
    auto *note = new QLabel(
        tr("The store records where and when the snapshot came from, so it can be compared with its source later."),
        this);
    note->setWordWrap(true);

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setWordWrap(true);
    setMessageTone(m_message, MessageTone::Error);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("&Take Snapshot"));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_where);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(m_message);
    layout->addWidget(buttons);

    connect(m_where, &ServicePicker::changed, this, &SnapshotDialog::validate);
    connect(m_table, &QLineEdit::textChanged, this, &SnapshotDialog::validate);
    connect(m_filter, &QLineEdit::textChanged, this, &SnapshotDialog::validate);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(520, sizeHint().height());
    validate();
}

QString SnapshotDialog::snapshotTable() const
{
    return m_table->text().trimmed();
}

void SnapshotDialog::setSnapshotTable(const QString &name)
{
    m_table->setText(name);
}

QString SnapshotDialog::filter() const
{
    return m_filter->text().trimmed();
}

void SnapshotDialog::setFilter(const QString &filter)
{
    m_filter->setText(filter);
}

void SnapshotDialog::validate()
{
    QString problem;
    const bool here = m_where->where() == ServicePicker::Where::SameService;
    if (auto ok = validateTableName(snapshotTable()); !ok)
        problem = ok.error().message;
    else if (here && m_context.tables.contains(snapshotTable(), Qt::CaseInsensitive))
        problem = tr("A table %1 exists: a snapshot goes into a new table.").arg(snapshotTable());
    else if (!here && m_where->storePath().isEmpty())
        problem = tr("Choose the store file to keep the snapshot in.");
    else if (!filter().isEmpty()) {
        if (auto parsed = Filter::fromText(filter()); !parsed)
            problem = tr("The filter does not read: %1").arg(parsed.error().message);
    }
    m_message->setText(problem);
    m_ok->setEnabled(problem.isEmpty());
}

} // namespace rowan
