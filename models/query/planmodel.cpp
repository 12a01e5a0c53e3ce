#include "models/query/planmodel.h"

#include "models/grid/entitytablemodel.h"
#include "models/session/guicontinuation.h"
#include "models/session/servicesession.h"

#include <rowan/filter.h>

#include <QLocale>

namespace rowan {

namespace {

QString number(qint64 n)
{
    return QLocale().toString(n);
}

QString guessed(qint64 n, bool guess)
{
    return guess ? QStringLiteral("≤ %1").arg(number(n)) : number(n);
}

} // namespace

PlanModel::PlanModel(ServiceSession *session, QObject *parent)
    : QAbstractTableModel(parent)
    , m_session(session)
{
    connect(m_session, &ServiceSession::serviceChanged, this, [this] { setTable(QString(), QString()); });
}

PlanModel::~PlanModel() = default;

int PlanModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : RowCount;
}

int PlanModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PlanModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Plan");
    case EstimateColumn:
        return tr("Estimate");
    case ActualColumn:
        return tr("Actual");
    }
    return {};
}

QVariant PlanModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case NameColumn: {
        static const char *const names[RowCount]
            = {QT_TR_NOOP("Kind"), QT_TR_NOOP("Key ranges"), QT_TR_NOOP("Partitions"), QT_TR_NOOP("Scanned"),
                QT_TR_NOOP("Returned"), QT_TR_NOOP("Pages"), QT_TR_NOOP("Time")};
        return tr(names[index.row()]);
    }
    case EstimateColumn:
        return estimateText(index.row());
    case ActualColumn:
        return actualText(index.row());
    }
    return {};
}

QString PlanModel::estimateText(int row) const
{
    if (!m_plan)
        return row == KindRow ? tr("Invalid filter") : QString();
    const CostEstimate *e = m_estimate ? &*m_estimate : nullptr;
    switch (row) {
    case KindRow:
        return queryKindTitle(m_plan->kind);
    case RangesRow: {
        if (e)
            return e->ranges.isEmpty() ? tr("none") : e->ranges.join(QStringLiteral("; "));
        QStringList ranges;
        for (const KeyRange &range : m_plan->ranges)
            ranges.append(describeKeyRange(range));
        return ranges.isEmpty() ? tr("none") : ranges.join(QStringLiteral("; "));
    }
    case PartitionsRow:
        return e ? tr("%1 of %2").arg(number(e->partitionsTouched), number(e->tablePartitions)) : QString();
    case ScannedRow:
        return e ? guessed(e->entitiesScanned, e->scannedIsGuess) : QString();
    case ReturnedRow:
        return e ? guessed(e->entitiesReturned, e->returnedIsGuess) : QString();
    case PagesRow:
        return e ? guessed(e->pages, e->returnedIsGuess) : QString();
    case TimeRow:
        return QString();
    }
    return {};
}

QString PlanModel::actualText(int row) const
{
    if (!m_actual)
        return {};
    const QueryRunStats &a = *m_actual;
    switch (row) {
    case KindRow:
        return queryKindTitle(a.kind);
    case ScannedRow:
        return a.scanned < 0 ? tr("not reported") : number(a.scanned);
    case ReturnedRow:
        return number(a.returned) + (a.finished ? QString() : tr(" so far"));
    case PagesRow:
        return number(a.requests);
    case TimeRow: {
        QString text = tr("%1 ms").arg(number(a.elapsedMs));
        if (a.firstRowsMs >= 0)
            text += tr(" (first rows %1 ms)").arg(number(a.firstRowsMs));
        if (a.cancelled)
            text += tr(", cancelled");
        return text;
    }
    }
    return {};
}

void PlanModel::setTable(const QString &account, const QString &table)
{
    m_account = account;
    m_table = table;
    m_actual.reset();
    refresh();
}

void PlanModel::setQuery(const ParsedFilter &query, std::optional<int> top)
{
    if (query.text == m_query.text && top == m_top && (m_plan || !m_message.isEmpty()))
        return;
    m_query = query;
    m_top = top;
    m_actual.reset();
    refresh();
}

void PlanModel::refresh()
{
    const quint64 generation = ++m_generation;
    m_estimate.reset();
    m_estimating = false;
    m_message.clear();
    const auto &filter = m_query.filter;
    if (!filter) {
        m_plan.reset();
        m_message = filter.error().message;
    } else {
        m_plan = planQuery(*filter);
        if (m_table.isEmpty() || !m_session->isOpen()) {
            // Nothing to estimate against.
        } else if (!m_session->has(ServiceCapability::Explain)) {
            m_message = tr("This endpoint keeps no statistics: only the kind and key ranges are known.");
        } else {
            m_estimating = true;
            continueOnGui(this,
                m_session->run([account = m_account, table = m_table, plan = *m_plan, top = m_top](
                                   TableService &s) { return s.explain(account, table, plan, top); }),
                [this, generation](const Result<CostEstimate> &estimate) {
                    if (generation != m_generation)
                        return;
                    m_estimating = false;
                    if (estimate)
                        m_estimate = *estimate;
                    else
                        m_message = estimate.error().message;
                    Q_EMIT dataChanged(index(0, EstimateColumn), index(RowCount - 1, EstimateColumn));
                    Q_EMIT planChanged();
                });
        }
    }
    Q_EMIT dataChanged(index(0, 0), index(RowCount - 1, ColumnCount - 1));
    Q_EMIT planChanged();
}

void PlanModel::setActual(const QueryRunStats &stats)
{
    m_actual = std::make_unique<QueryRunStats>(stats);
    Q_EMIT dataChanged(index(0, ActualColumn), index(RowCount - 1, ActualColumn));
    Q_EMIT planChanged();
}

void PlanModel::clearActual()
{
    if (!m_actual)
        return;
    m_actual.reset();
    Q_EMIT dataChanged(index(0, ActualColumn), index(RowCount - 1, ActualColumn));
    Q_EMIT planChanged();
}

} // namespace rowan
