#include "ui/compare/comparedialog.h"

#include "ui/style/messagetone.h"

#include <rowan/entity.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <cmath>

namespace rowan {

CompareDialog::CompareDialog(const Context &context, SavedConnections *connections, QWidget *parent)
    : QDialog(parent)
    , m_context(context)
{
    setWindowTitle(tr("Compare %1").arg(context.table));
    setObjectName(QStringLiteral("compareDialog"));

    auto *left = new QLabel(tr("Compare <b>%1</b> (account %2) in %3 with:")
                                .arg(context.table.toHtmlEscaped(), context.account.toHtmlEscaped(),
                                    context.serviceName.toHtmlEscaped()),
        this);
    left->setObjectName(QStringLiteral("leftSide"));
    left->setWordWrap(true);
    m_where = new ServicePicker(tr("Other side"), tr("A table &here"), connections, this);
    m_where->setObjectName(QStringLiteral("otherSide"));
    m_where->setMayCreate(false);

    m_otherTable = new QComboBox(this);
    m_otherTable->setObjectName(QStringLiteral("otherTable"));
    m_otherTable->setEditable(true);
    m_otherTable->setInsertPolicy(QComboBox::NoInsert);
    m_otherTable->setAccessibleName(tr("Other table"));
    m_otherTable->lineEdit()->setAccessibleName(tr("Other table"));
    for (const QString &table : context.tables) {
        if (table.compare(context.table, Qt::CaseInsensitive) != 0)
            m_otherTable->addItem(table);
    }
    m_otherTable->setEditText(m_otherTable->count() > 0 ? m_otherTable->itemText(0) : QString());

    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("filter"));
    m_filter->setPlaceholderText(tr("Every entity"));
    m_filter->setText(context.queryFilter);
    m_fromPartition = new QLineEdit(this);
    m_fromPartition->setObjectName(QStringLiteral("fromPartition"));
    m_fromPartition->setPlaceholderText(tr("First"));
    m_fromPartition->setAccessibleName(tr("From PartitionKey"));
    m_toPartition = new QLineEdit(this);
    m_toPartition->setObjectName(QStringLiteral("toPartition"));
    m_toPartition->setPlaceholderText(tr("Last"));
    m_toPartition->setAccessibleName(tr("Through PartitionKey"));
    auto *range = new QHBoxLayout;
    range->addWidget(m_fromPartition, 1);
    range->addWidget(new QLabel(tr("through"), this));
    range->addWidget(m_toPartition, 1);
    m_ignoreTimestamp = new QCheckBox(tr("Ignore &Timestamp"), this);
    m_ignoreTimestamp->setObjectName(QStringLiteral("ignoreTimestamp"));
    m_ignoreTimestamp->setChecked(true);
    m_ignoreTimestamp->setToolTip(tr("Every write sets Timestamp, so two copies of an entity rarely share it"));
    m_ignoreProperties = new QLineEdit(this);
    m_ignoreProperties->setObjectName(QStringLiteral("ignoreProperties"));
    m_ignoreProperties->setPlaceholderText(tr("Names, separated by commas"));
    m_tolerance = new QLineEdit(QStringLiteral("0"), this);
    m_tolerance->setObjectName(QStringLiteral("tolerance"));
    m_tolerance->setToolTip(tr("Two Doubles are the same when they differ by at most this much"));

    auto *form = m_form = new QFormLayout;
    form->addRow(tr("T&able:"), m_otherTable);
    form->addRow(tr("&Only entities matching:"), m_filter);
    auto *rangeLabel = new QLabel(tr("&PartitionKey from:"), this);
    rangeLabel->setBuddy(m_fromPartition);
    form->addRow(rangeLabel, range);
    form->addRow(QString(), m_ignoreTimestamp);
    form->addRow(tr("&Ignore properties:"), m_ignoreProperties);
    form->addRow(tr("&Double tolerance:"), m_tolerance);

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setWordWrap(true);
    setMessageTone(m_message, MessageTone::Error);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("Co&mpare"));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(left);
    layout->addWidget(m_where);
    layout->addLayout(form);
    layout->addWidget(m_message);
    layout->addWidget(buttons);

    // Elsewhere the table of the same name is the likely other side; here another table.
    connect(m_where, &ServicePicker::changed, this, [this] {
        const bool here = m_where->where() == ServicePicker::Where::SameService;
        if (here != m_wasHere) {
            m_wasHere = here;
            m_otherTable->setEditText(here ? m_otherTable->itemText(0) : m_context.table);
        }
        validate();
    });
    connect(m_otherTable, &QComboBox::editTextChanged, this, &CompareDialog::validate);
    for (QLineEdit *edit : {m_filter, m_fromPartition, m_toPartition, m_ignoreProperties, m_tolerance})
        connect(edit, &QLineEdit::textChanged, this, &CompareDialog::validate);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(560, sizeHint().height());
    validate();
}

void CompareDialog::setOptionsShown(bool shown)
{
    // Every row after the table's.
    for (int row = 1; row < m_form->rowCount(); ++row)
        m_form->setRowVisible(row, shown);
    adjustSize();
}

PickedService CompareDialog::otherService() const
{
    PickedService picked;
    picked.where = m_where->where();
    picked.storePath = m_where->storePath();
    picked.connectionId = m_where->connectionId();
    picked.connectionText = m_where->connectionText();
    picked.title = tr("Compare");
    picked.mayCreate = false;
    return picked;
}

QString CompareDialog::otherTable() const
{
    return m_otherTable->currentText().trimmed();
}

void CompareDialog::setOtherTable(const QString &name)
{
    m_otherTable->setEditText(name);
}

void CompareDialog::setFilter(const QString &filter)
{
    m_filter->setText(filter);
}

void CompareDialog::setPartitionRange(const QString &from, const QString &to)
{
    m_fromPartition->setText(from);
    m_toPartition->setText(to);
}

void CompareDialog::setIgnoreTimestamp(bool ignore)
{
    m_ignoreTimestamp->setChecked(ignore);
}

void CompareDialog::setIgnoredProperties(const QString &names)
{
    m_ignoreProperties->setText(names);
}

void CompareDialog::setTolerance(const QString &text)
{
    m_tolerance->setText(text);
}

Result<compare::DiffOptions> CompareDialog::options() const
{
    compare::DiffOptions options;
    const QString filter = m_filter->text().trimmed();
    if (!filter.isEmpty()) {
        auto parsed = Filter::fromText(filter);
        if (!parsed)
            return std::unexpected(
                Error {ErrorCode::InvalidInput, tr("The filter does not read: %1").arg(parsed.error().message)});
        options.filter = std::move(*parsed);
    }
    const QString from = m_fromPartition->text();
    const QString to = m_toPartition->text();
    if (!from.isEmpty() || !to.isEmpty()) {
        KeyRange range;
        if (!from.isEmpty())
            range.lower = KeyBound::partition(from);
        if (!to.isEmpty())
            range.upper = KeyBound::partition(to);
        if (!from.isEmpty() && !to.isEmpty() && to < from)
            return std::unexpected(Error {ErrorCode::InvalidInput,
                tr("The range ends before it starts: %1 sorts before %2.").arg(to, from)});
        options.range = range;
    }
    options.ignoreTimestamp = m_ignoreTimestamp->isChecked();
    for (const QString &name : m_ignoreProperties->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (!name.trimmed().isEmpty())
            options.ignoreProperties.append(name.trimmed());
    }
    bool ok = false;
    const QString tolerance = m_tolerance->text().trimmed();
    options.tolerance = tolerance.isEmpty() ? 0 : tolerance.toDouble(&ok);
    if (!tolerance.isEmpty() && (!ok || options.tolerance < 0 || !std::isfinite(options.tolerance)))
        return std::unexpected(Error {ErrorCode::InvalidInput,
            tr("The Double tolerance must be a number of 0 or more, not %1.").arg(tolerance)});
    return options;
}

QString CompareDialog::otherDescription() const
{
    switch (m_where->where()) {
    case ServicePicker::Where::StoreFile:
        return tr("%1 in %2").arg(otherTable(), QFileInfo(m_where->storePath()).fileName());
    case ServicePicker::Where::Connection:
        return tr("%1 on %2").arg(otherTable(), m_where->connectionText());
    case ServicePicker::Where::SameService:
        break;
    }
    return tr("%1 here").arg(otherTable());
}

void CompareDialog::validate()
{
    QString problem;
    if (auto ok = validateTableName(otherTable()); !ok)
        problem = ok.error().message;
    else if (m_where->where() == ServicePicker::Where::SameService
        && otherTable().compare(m_context.table, Qt::CaseInsensitive) == 0)
        problem = tr("A table is the same as itself: choose another table, or the same one elsewhere.");
    else if (m_where->where() == ServicePicker::Where::StoreFile && m_where->storePath().isEmpty())
        problem = tr("Choose the store file to compare with.");
    else if (auto read = options(); !read)
        problem = read.error().message;
    m_message->setText(problem);
    m_ok->setEnabled(problem.isEmpty());
}

} // namespace rowan
