// The plan of the query being edited, for the plan panel: its kind and key ranges from planQuery() (pure,
// computed on the GUI thread on every edit), the cost estimate from the statistics through
// TableService::explain() on the session's workers when the service has ServiceCapability::Explain, and
// after a run what it actually cost beside the estimate. Nothing here reads entities. GUI thread only.
//
// Rows are the measures (kind, key ranges, partitions, scanned, returned, pages, time); columns are the
// measure's name, the estimate and the actual figure.
#pragma once

#include "models/query/parsedfilter.h"

#include <rowan/explain.h>
#include <rowan/plan.h>

#include <QAbstractTableModel>

#include <optional>

namespace rowan {

class ServiceSession;
struct QueryRunStats;

class PlanModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Row { KindRow, RangesRow, PartitionsRow, ScannedRow, ReturnedRow, PagesRow, TimeRow, RowCount };
    enum Column { NameColumn, EstimateColumn, ActualColumn, ColumnCount };

    explicit PlanModel(ServiceSession *session, QObject *parent = nullptr);
    ~PlanModel() override;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The table the estimates are for; clears the actual figures.
    void setTable(const QString &account, const QString &table);
    // Plans the parsed $filter (empty text for the whole table) with its $top: the parse the editor made,
    // or the exact filter Run sends. Text that did not parse leaves no plan (hasPlan() false, message() the
    // parser's). Clears the actual figures when the query changed.
    void setQuery(const ParsedFilter &query, std::optional<int> top = std::nullopt);
    // A run's figures shown beside the estimate.
    void setActual(const QueryRunStats &stats);
    void clearActual();

    bool hasPlan() const { return m_plan.has_value(); }
    const std::optional<QueryPlan> &plan() const { return m_plan; }
    // The estimate once explain() answered; nullopt without statistics or while it is being computed.
    const std::optional<CostEstimate> &estimate() const { return m_estimate; }
    // The design guide's advice for this query (empty when there is none or no estimate).
    QString advice() const { return m_estimate ? m_estimate->advice : QString(); }
    // A line for people: the parse error, "no statistics on this endpoint", an explain failure, or empty.
    QString message() const { return m_message; }
    // True while an estimate is being computed.
    bool isEstimating() const { return m_estimating; }
    bool hasActual() const { return m_actual != nullptr; }

Q_SIGNALS:
    // The plan, the estimate or the actual figures changed.
    void planChanged();

private:
    QString estimateText(int row) const;
    QString actualText(int row) const;
    void refresh();

    ServiceSession *m_session;
    QString m_account;
    QString m_table;
    ParsedFilter m_query;
    std::optional<int> m_top;
    std::optional<QueryPlan> m_plan;
    std::optional<CostEstimate> m_estimate;
    std::unique_ptr<QueryRunStats> m_actual;
    QString m_message;
    bool m_estimating = false;
    quint64 m_generation = 0;
};

} // namespace rowan
