#include "ui/editing/bulkscope.h"

#include <rowan/pluralcount.h>

#include <QCoreApplication>
#include <QHeaderView>
#include <QLocale>
#include <QTreeWidget>

namespace rowan {

BulkScopeChooser::BulkScopeChooser(const BulkSources &sources, QWidget *parent)
    : QComboBox(parent)
    , m_sources(sources)
{
    setObjectName(QStringLiteral("scopeChooser"));
    setAccessibleName(tr("Entities to change"));
    const QLocale locale;
    if (!sources.selection.isEmpty())
        addItem(sources.selection.size() == 1
                ? tr("The selected entity")
                : tr("The %1 selected entities", nullptr, pluralCount(sources.selection.size()))
                      .arg(locale.toString(sources.selection.size())),
            int(Selection));
    if (!sources.partitions.isEmpty())
        addItem(sources.partitions.size() == 1
                ? tr("Every entity of partition %1").arg(sources.partitions.first())
                : tr("Every entity of the %1 chosen partitions", nullptr,
                    pluralCount(sources.partitions.size()))
                      .arg(locale.toString(sources.partitions.size())),
            int(Partitions));
    if (sources.query && !sources.query->isEmpty()) {
        QString text = sources.query->toString();
        if (text.size() > 60)
            text = text.left(59) + QChar(0x2026);
        addItem(tr("Every match of the query %1").arg(text), int(Query));
    }
    addItem(tr("Every entity of the table %1").arg(sources.table), int(Table));
}

BulkScopeChooser::Kind BulkScopeChooser::kind() const
{
    return Kind(currentData().toInt());
}

bool BulkScopeChooser::setKind(Kind kind)
{
    const int i = findData(int(kind));
    if (i < 0)
        return false;
    setCurrentIndex(i);
    return true;
}

Result<bulk::Scope> BulkScopeChooser::scope() const
{
    bulk::Scope scope {m_sources.account, m_sources.table, std::nullopt, {}};
    switch (kind()) {
    case Selection:
        scope.keys = m_sources.selection;
        break;
    case Partitions: {
        auto filter = bulk::partitionsFilter(m_sources.partitions);
        if (!filter)
            return std::unexpected(filter.error());
        scope.filter = *filter;
        break;
    }
    case Query:
        scope.filter = m_sources.query.value_or(Filter());
        break;
    case Table:
        break;
    }
    return scope;
}

QTreeWidget *newProblemList(QWidget *parent)
{
    auto *list = new QTreeWidget(parent);
    list->setObjectName(QStringLiteral("problemList"));
    list->setAccessibleName(QCoreApplication::translate("BulkScope", "Entities not written"));
    list->setColumnCount(3);
    list->setHeaderLabels({QCoreApplication::translate("BulkScope", "PartitionKey"),
        QCoreApplication::translate("BulkScope", "RowKey"), QCoreApplication::translate("BulkScope", "Why")});
    list->setUniformRowHeights(true);
    list->header()->setStretchLastSection(true);
    return list;
}

void addProblems(QTreeWidget *list, const QString &what, const QList<bulk::KeyProblem> &problems)
{
    if (problems.isEmpty())
        return;
    auto *head = new QTreeWidgetItem(
        list, {QStringLiteral("%1 (%2)").arg(what, QLocale().toString(problems.size()))});
    head->setFirstColumnSpanned(true);
    for (const bulk::KeyProblem &p : problems)
        new QTreeWidgetItem(head, {p.partitionKey, p.rowKey, p.reason});
    head->setExpanded(true);
}

} // namespace rowan
