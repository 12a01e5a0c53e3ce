#include "ui/transfer/transfersourcebox.h"

#include <QGroupBox>
#include <QRadioButton>
#include <QVBoxLayout>

namespace rowan {

TransferSourceBox::TransferSourceBox(
    const Source &source, const QString &wholeTableLabel, bool offerColumns, QWidget *parent)
    : QWidget(parent)
    , m_source(source)
{
    setObjectName(QStringLiteral("transferSource"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    if (offerColumns) {
        auto *columns = new QGroupBox(tr("Columns"), this);
        m_allColumns = new QRadioButton(tr("&All columns"), columns);
        m_allColumns->setObjectName(QStringLiteral("allColumns"));
        m_visibleColumns = new QRadioButton(
            tr("Only the &visible columns (%n)", nullptr, int(source.visibleColumns.size())), columns);
        m_visibleColumns->setObjectName(QStringLiteral("visibleColumns"));
        m_visibleColumns->setToolTip(source.visibleColumns.join(QStringLiteral(", ")));
        m_visibleColumns->setEnabled(!source.visibleColumns.isEmpty());
        m_allColumns->setChecked(true);
        auto *columnsLayout = new QVBoxLayout(columns);
        columnsLayout->addWidget(m_allColumns);
        columnsLayout->addWidget(m_visibleColumns);
        layout->addWidget(columns);
    }

    auto *rows = new QGroupBox(tr("Rows"), this);
    m_wholeTable = new QRadioButton(wholeTableLabel, rows);
    m_wholeTable->setObjectName(QStringLiteral("wholeTable"));
    const QString filter = source.queryFilter.isEmpty() ? tr("every entity") : source.queryFilter;
    m_queryResult = new QRadioButton(tr("The current &query's result: %1").arg(filter), rows);
    m_queryResult->setObjectName(QStringLiteral("queryResult"));
    m_queryResult->setEnabled(source.hasQuery);
    (source.hasQuery ? m_queryResult : m_wholeTable)->setChecked(true);
    auto *rowsLayout = new QVBoxLayout(rows);
    rowsLayout->addWidget(m_wholeTable);
    rowsLayout->addWidget(m_queryResult);
    layout->addWidget(rows);
}

bool TransferSourceBox::queryResult() const
{
    return m_queryResult->isChecked();
}

void TransferSourceBox::setQueryResult(bool queryResult)
{
    if (queryResult && !m_queryResult->isEnabled())
        return;
    (queryResult ? m_queryResult : m_wholeTable)->setChecked(true);
}

bool TransferSourceBox::visibleColumnsOnly() const
{
    return m_visibleColumns && m_visibleColumns->isChecked();
}

void TransferSourceBox::setVisibleColumnsOnly(bool visibleOnly)
{
    if (!m_visibleColumns || (visibleOnly && !m_visibleColumns->isEnabled()))
        return;
    (visibleOnly ? m_visibleColumns : m_allColumns)->setChecked(true);
}

QString TransferSourceBox::filter() const
{
    return queryResult() ? m_source.queryFilter : QString();
}

std::optional<QStringList> TransferSourceBox::select() const
{
    if (visibleColumnsOnly())
        return m_source.visibleColumns;
    return queryResult() ? m_source.querySelect : std::nullopt;
}

} // namespace rowan
