#include "ui/transfer/exportdialog.h"

#include "ui/transfer/transfersourcebox.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
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

    TransferSourceBox::Source source;
    source.visibleColumns = context.visibleColumns;
    source.hasQuery = context.hasQuery;
    source.queryFilter = context.queryFilter;
    source.querySelect = context.querySelect;
    m_source = new TransferSourceBox(source, tr("The whole &table"), true, this);

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setWordWrap(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("&Export"));

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_source);
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
    request.filter = m_source->filter();
    request.select = m_source->select();
    return request;
}

} // namespace rowan
