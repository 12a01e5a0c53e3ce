#include "exportdialog.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace rowan {

namespace {
// Combo entries: "from the file name" first, then each format.
constexpr int FromFileName = -1;
} // namespace

ExportDialog::ExportDialog(const Context &context, QWidget *parent)
    : QDialog(parent)
    , m_context(context)
{
    setWindowTitle(tr("Export %1").arg(context.table));
    setObjectName(QStringLiteral("exportDialog"));

    m_path = new QLineEdit(this);
    m_path->setObjectName(QStringLiteral("path"));
    m_path->setPlaceholderText(tr("File to write"));
    auto *browse = new QPushButton(tr("Browse…"), this);
    browse->setObjectName(QStringLiteral("browse"));
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browse);

    m_format = new QComboBox(this);
    m_format->setObjectName(QStringLiteral("format"));
    m_format->addItem(tr("From the file name (.csv, .jsonl, .json)"), FromFileName);
    m_format->addItem(tr("Typed CSV (Storage Explorer)"), int(transfer::Format::Csv));
    m_format->addItem(tr("JSON Lines"), int(transfer::Format::JsonLines));
    m_format->addItem(tr("JSON array"), int(transfer::Format::JsonArray));

    auto *form = new QFormLayout;
    auto *fileLabel = new QLabel(tr("&File:"), this);
    fileLabel->setBuddy(m_path);
    form->addRow(fileLabel, pathRow);
    form->addRow(tr("F&ormat:"), m_format);

    auto *columns = new QGroupBox(tr("Columns"), this);
    m_allColumns = new QRadioButton(tr("&All columns"), columns);
    m_allColumns->setObjectName(QStringLiteral("allColumns"));
    m_visibleColumns = new QRadioButton(
        tr("Only the &visible columns (%n)", nullptr, int(context.visibleColumns.size())), columns);
    m_visibleColumns->setObjectName(QStringLiteral("visibleColumns"));
    m_visibleColumns->setToolTip(context.visibleColumns.join(QStringLiteral(", ")));
    m_visibleColumns->setEnabled(!context.visibleColumns.isEmpty());
    m_allColumns->setChecked(true);
    auto *columnsLayout = new QVBoxLayout(columns);
    columnsLayout->addWidget(m_allColumns);
    columnsLayout->addWidget(m_visibleColumns);

    auto *rows = new QGroupBox(tr("Rows"), this);
    m_wholeTable = new QRadioButton(tr("The whole &table"), rows);
    m_wholeTable->setObjectName(QStringLiteral("wholeTable"));
    const QString filter = context.queryFilter.isEmpty() ? tr("every entity") : context.queryFilter;
    m_queryResult = new QRadioButton(tr("The current &query's result: %1").arg(filter), rows);
    m_queryResult->setObjectName(QStringLiteral("queryResult"));
    m_queryResult->setEnabled(context.hasQuery);
    (context.hasQuery ? m_queryResult : m_wholeTable)->setChecked(true);
    auto *rowsLayout = new QVBoxLayout(rows);
    rowsLayout->addWidget(m_wholeTable);
    rowsLayout->addWidget(m_queryResult);

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setWordWrap(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("&Export"));

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(columns);
    layout->addWidget(rows);
    layout->addWidget(m_message);
    layout->addWidget(buttons);

    connect(browse, &QPushButton::clicked, this, &ExportDialog::browse);
    connect(m_path, &QLineEdit::textChanged, this, &ExportDialog::validate);
    connect(m_format, &QComboBox::currentIndexChanged, this, &ExportDialog::validate);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(520, sizeHint().height());
    validate();
}

void ExportDialog::setFileName(const QString &fileName)
{
    m_path->setText(fileName);
}

std::optional<transfer::Format> ExportDialog::format() const
{
    const int chosen = m_format->currentData().toInt();
    if (chosen != FromFileName)
        return transfer::Format(chosen);
    return transfer::formatFromFileName(m_path->text().trimmed());
}

void ExportDialog::browse()
{
    const QString name = QFileDialog::getSaveFileName(this, tr("Export to"),
        m_path->text().isEmpty() ? m_context.table + QStringLiteral(".csv") : m_path->text(),
        tr("Typed CSV (*.csv);;JSON Lines (*.jsonl *.ndjson);;JSON (*.json);;All files (*)"));
    if (!name.isEmpty())
        m_path->setText(name);
}

void ExportDialog::validate()
{
    QString problem;
    if (m_path->text().trimmed().isEmpty())
        problem = tr("Choose the file to write.");
    else if (!format())
        problem = tr("The file name has no .csv, .jsonl or .json suffix: choose a format.");
    m_message->setText(problem);
    m_ok->setEnabled(problem.isEmpty());
}

ExportRequest ExportDialog::request() const
{
    ExportRequest request;
    request.fileName = m_path->text().trimmed();
    request.format = format().value_or(transfer::Format::Csv);
    if (m_queryResult->isChecked()) {
        request.filter = m_context.queryFilter;
        request.select = m_context.querySelect;
    }
    if (m_visibleColumns->isChecked())
        request.select = m_context.visibleColumns;
    return request;
}

} // namespace rowan
