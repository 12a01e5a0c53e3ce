// The Schema view: what the chosen table's entities hold. The census (CensusJob on a worker: the whole table
// of an embedded store, a stated sample of an endpoint without statistics) lists every property with its
// share, its types (a property stored with two types stands out and opens into one row per type), empty
// strings, the entities without it, its range, partitions and examples. Double-clicking a number with
// entities behind it shows them in the grid. It exports JSON, a JSON Schema and Markdown. It takes the
// census again when the explorer writes to the table; while hidden it waits until shown. Compare With…
// puts the census beside another table's (CensusComparisonPage, a second page with a way back). GUI thread
// only.
#pragma once

#include "ui/window/tabledockview.h"

class QLabel;
class QProgressBar;
class QPushButton;
class QStackedWidget;
class QToolButton;
class QTreeView;

namespace rowan {

class CensusComparisonPage;
class CensusJob;
class CensusModel;
class ConnectionActions;
class ServiceSession;
class StoreTreeModel;
struct PickedService;

class SchemaView : public TableDockView
{
    Q_OBJECT
public:
    enum class ExportFormat { Json, JsonSchema, Markdown };

    explicit SchemaView(ServiceSession *session, QWidget *parent = nullptr);

    CensusModel *model() const { return m_model; }
    CensusJob *job() const { return m_job; }
    QTreeView *view() const { return m_view; }
    CensusComparisonPage *comparison() const { return m_comparison; }
    bool isComparing() const;
    // Where Compare With… finds saved connections and the tables offered here (either may be null).
    void setCompareSources(ConnectionActions *connections, StoreTreeModel *tables);
    QString statusText() const;
    // The census in `format`, as the Export menu writes it; empty before a census.
    QByteArray exported(ExportFormat format) const;
    // Shows the entities behind the number at `index` in the grid (entitiesRequested); false when it has
    // none.
    bool showEntities(const QModelIndex &index);

    // Compares the census shown with `otherTable` where `picked` says, as Compare With… does after its
    // dialog; `rightName` names that side for people. False when no census is shown to compare.
    bool compareWith(const PickedService &picked, const QString &otherTable, const QString &rightName);

public Q_SLOTS:
    void setTable(const QString &account, const QString &table) override;
    void cancel();
    // Asks for the other table (CompareDialog without the diff's options) and compares.
    void chooseComparison();
    // Back to the single census; the comparison stops.
    void leaveComparison();

Q_SIGNALS:
    // A census of the current table is shown.
    void censusShown();
    // The grid should show the entities `filter` finds in `table` ("the entities without Amount").
    void entitiesRequested(
        const QString &account, const QString &table, const QString &filter, const QString &description);

protected:
    void startWork() override;
    void stopWork() override;
    void showNoTable() override;

private:
    void exportTo(ExportFormat format);
    void setBusy(bool busy);

    CensusModel *m_model;
    CensusJob *m_job;
    QLabel *m_title;
    QLabel *m_status;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    QPushButton *m_refresh;
    QToolButton *m_export;
    QPushButton *m_compare;
    QTreeView *m_view;
    QStackedWidget *m_pages;
    CensusComparisonPage *m_comparison;
    ConnectionActions *m_connections = nullptr;
    StoreTreeModel *m_tables = nullptr;
};

} // namespace rowan
