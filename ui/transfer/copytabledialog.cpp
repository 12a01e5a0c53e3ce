#include "ui/transfer/copytabledialog.h"

#include "ui/transfer/servicepicker.h"
#include "ui/transfer/transfersourcebox.h"

#include <rowan/entity.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace rowan {

CopyTableDialog::CopyTableDialog(const Context &context, SavedConnections *connections, QWidget *parent)
    : QDialog(parent)
    , m_context(context)
    , m_connections(connections)
{
    setWindowTitle(tr("Copy %1").arg(context.table));
    setObjectName(QStringLiteral("copyTableDialog"));

    m_where = new ServicePicker(tr("Copy to"), tr("A table &here (new or existing)"), connections, this);
    m_where->setObjectName(QStringLiteral("copyTo"));

    m_targetTable = new QComboBox(this);
    m_targetTable->setObjectName(QStringLiteral("targetTable"));
    m_targetTable->setEditable(true);
    m_targetTable->addItems(context.tables);
    m_targetTable->setAccessibleName(tr("Target table"));
    m_targetTable->lineEdit()->setAccessibleName(tr("Target table"));
    m_targetTable->setEditText(context.table + QStringLiteral("Copy"));
    m_mode = new QComboBox(this);
    m_mode->setObjectName(QStringLiteral("mode"));
    m_mode->addItem(tr("Insert (an existing key is a failed row)"), int(transfer::ImportMode::Insert));
    m_mode->addItem(tr("Replace existing entities"), int(transfer::ImportMode::Replace));
    m_mode->addItem(tr("Merge into existing entities"), int(transfer::ImportMode::Merge));
    m_mode->addItem(tr("Skip existing entities"), int(transfer::ImportMode::SkipExisting));
    m_createTable = new QCheckBox(tr("Create the table when it does not exist"), this);
    m_createTable->setObjectName(QStringLiteral("createTable"));
    m_createTable->setChecked(true);
    auto *form = new QFormLayout;
    form->addRow(tr("&Table:"), m_targetTable);
    form->addRow(tr("&Mode:"), m_mode);
    form->addRow(QString(), m_createTable);

    TransferSourceBox::Source source;
    source.hasQuery = context.hasQuery;
    source.queryFilter = context.queryFilter;
    source.querySelect = context.querySelect;
    m_source = new TransferSourceBox(source, tr("The whole t&able"), false, this);

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("&Copy"));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_where);
    layout->addLayout(form);
    layout->addWidget(m_source);
    layout->addWidget(m_message);
    layout->addWidget(buttons);

    connect(m_where, &ServicePicker::changed, this, &CopyTableDialog::validate);
    connect(m_targetTable, &QComboBox::editTextChanged, this, &CopyTableDialog::validate);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(540, sizeHint().height());
    validate();
}

CopyTableDialog::Target CopyTableDialog::target() const
{
    switch (m_where->where()) {
    case ServicePicker::Where::StoreFile:
        return Target::StoreFile;
    case ServicePicker::Where::Connection:
        return Target::Connection;
    case ServicePicker::Where::SameService:
        break;
    }
    return Target::SameService;
}

void CopyTableDialog::setTarget(Target target)
{
    m_where->setWhere(target == Target::StoreFile ? ServicePicker::Where::StoreFile
            : target == Target::Connection        ? ServicePicker::Where::Connection
                                                  : ServicePicker::Where::SameService);
}

QString CopyTableDialog::targetTable() const
{
    return m_targetTable->currentText().trimmed();
}

void CopyTableDialog::setTargetTable(const QString &name)
{
    m_targetTable->setEditText(name);
}

QString CopyTableDialog::storePath() const
{
    return m_where->storePath();
}

void CopyTableDialog::setStorePath(const QString &path)
{
    m_where->setStorePath(path);
}

QString CopyTableDialog::connectionId() const
{
    return m_where->connectionId();
}

QString CopyTableDialog::connectionText() const
{
    return m_where->connectionText();
}

transfer::ImportMode CopyTableDialog::mode() const
{
    return transfer::ImportMode(m_mode->currentData().toInt());
}

void CopyTableDialog::setMode(transfer::ImportMode mode)
{
    m_mode->setCurrentIndex(m_mode->findData(int(mode)));
}

bool CopyTableDialog::createTable() const
{
    return m_createTable->isChecked();
}

bool CopyTableDialog::queryResult() const
{
    return m_source->queryResult();
}

QString CopyTableDialog::filter() const
{
    return m_source->filter();
}

std::optional<QStringList> CopyTableDialog::select() const
{
    return m_source->select();
}

QString CopyTableDialog::targetDescription() const
{
    switch (target()) {
    case Target::StoreFile:
        return tr("%1 in %2").arg(targetTable(), QFileInfo(storePath()).fileName());
    case Target::Connection:
        return tr("%1 on %2").arg(targetTable(), m_where->connectionText());
    case Target::SameService:
        break;
    }
    return tr("%1 here").arg(targetTable());
}

void CopyTableDialog::validate()
{
    QString problem;
    if (auto ok = validateTableName(targetTable()); !ok)
        problem = ok.error().message;
    else if (target() == Target::SameService
        && targetTable().compare(m_context.table, Qt::CaseInsensitive) == 0)
        problem = tr("A table cannot be copied onto itself.");
    else if (target() == Target::StoreFile && storePath().isEmpty())
        problem = tr("Choose the store file to copy to.");
    m_message->setText(problem);
    m_ok->setEnabled(problem.isEmpty());
}

} // namespace rowan
