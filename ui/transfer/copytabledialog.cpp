#include "ui/transfer/copytabledialog.h"

#include "ui/transfer/transfersourcebox.h"

#include "models/connections/savedconnections.h"

#include <rowan/entity.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace rowan {

CopyTableDialog::CopyTableDialog(const Context &context, SavedConnections *connections, QWidget *parent)
    : QDialog(parent)
    , m_context(context)
    , m_connections(connections)
{
    setWindowTitle(tr("Copy %1").arg(context.table));
    setObjectName(QStringLiteral("copyTableDialog"));

    auto *where = new QGroupBox(tr("Copy to"), this);
    m_sameService = new QRadioButton(tr("A table &here (new or existing)"), where);
    m_sameService->setObjectName(QStringLiteral("sameService"));
    m_storeFile = new QRadioButton(tr("A table in another &store file"), where);
    m_storeFile->setObjectName(QStringLiteral("storeFile"));
    m_storePath = new QLineEdit(where);
    m_storePath->setObjectName(QStringLiteral("storePath"));
    m_storePath->setPlaceholderText(tr("Store file (.rowan); created when missing"));
    m_browse = new QPushButton(tr("Browse…"), where);
    m_browse->setObjectName(QStringLiteral("browse"));
    m_connection = new QRadioButton(tr("A table of a saved &connection"), where);
    m_connection->setObjectName(QStringLiteral("connection"));
    m_connectionChoice = new QComboBox(where);
    m_connectionChoice->setObjectName(QStringLiteral("connectionChoice"));
    if (connections) {
        for (const SavedConnection &c : connections->connections())
            m_connectionChoice->addItem(QStringLiteral("%1 (%2)").arg(c.name, c.location), c.id);
    }
    m_connection->setEnabled(m_connectionChoice->count() > 0);
    m_sameService->setChecked(true);
    auto *fileRow = new QHBoxLayout;
    fileRow->setContentsMargins(24, 0, 0, 0);
    fileRow->addWidget(m_storePath, 1);
    fileRow->addWidget(m_browse);
    auto *connectionRow = new QHBoxLayout;
    connectionRow->setContentsMargins(24, 0, 0, 0);
    connectionRow->addWidget(m_connectionChoice, 1);
    auto *whereLayout = new QVBoxLayout(where);
    whereLayout->addWidget(m_sameService);
    whereLayout->addWidget(m_storeFile);
    whereLayout->addLayout(fileRow);
    whereLayout->addWidget(m_connection);
    whereLayout->addLayout(connectionRow);

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
    layout->addWidget(where);
    layout->addLayout(form);
    layout->addWidget(m_source);
    layout->addWidget(m_message);
    layout->addWidget(buttons);

    for (QRadioButton *button : {m_sameService, m_storeFile, m_connection})
        connect(button, &QRadioButton::toggled, this, &CopyTableDialog::validate);
    connect(m_storePath, &QLineEdit::textChanged, this, &CopyTableDialog::validate);
    connect(m_targetTable, &QComboBox::editTextChanged, this, &CopyTableDialog::validate);
    connect(m_browse, &QPushButton::clicked, this, &CopyTableDialog::browse);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(540, sizeHint().height());
    validate();
}

CopyTableDialog::Target CopyTableDialog::target() const
{
    if (m_storeFile->isChecked())
        return Target::StoreFile;
    if (m_connection->isChecked())
        return Target::Connection;
    return Target::SameService;
}

void CopyTableDialog::setTarget(Target target)
{
    (target == Target::StoreFile           ? m_storeFile
            : target == Target::Connection ? m_connection
                                           : m_sameService)
        ->setChecked(true);
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
    return m_storePath->text().trimmed();
}

void CopyTableDialog::setStorePath(const QString &path)
{
    m_storePath->setText(path);
}

QString CopyTableDialog::connectionId() const
{
    return m_connectionChoice->currentData().toString();
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
        return tr("%1 on %2").arg(targetTable(), m_connectionChoice->currentText());
    case Target::SameService:
        break;
    }
    return tr("%1 here").arg(targetTable());
}

void CopyTableDialog::browse()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Copy to store"), storePath(),
        tr("Rowan stores (*.rowan);;All files (*)"), nullptr, QFileDialog::DontConfirmOverwrite);
    if (!path.isEmpty())
        m_storePath->setText(path);
}

void CopyTableDialog::validate()
{
    m_storePath->setEnabled(m_storeFile->isChecked());
    m_browse->setEnabled(m_storeFile->isChecked());
    m_connectionChoice->setEnabled(m_connection->isChecked());
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
