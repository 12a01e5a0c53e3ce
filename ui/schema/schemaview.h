// The Schema view: what the chosen table's entities hold. The census (CensusJob on a worker: the whole table
// of an embedded store, a stated sample of an endpoint without statistics) lists every property with its
// share, its types (a property stored with two types stands out and opens into one row per type), empty
// strings, the entities without it, its range, partitions and examples. Double-clicking a number with
// entities behind it shows them in the grid. It exports JSON, a JSON Schema and Markdown. It takes the
// census again when the explorer writes to the table; while hidden it waits until shown. GUI thread only.
#pragma once

#include "ui/window/tabledockview.h"

class QLabel;
class QProgressBar;
class QPushButton;
class QToolButton;
class QTreeView;

namespace rowan {

class CensusJob;
class CensusModel;
class ServiceSession;

class SchemaView : public TableDockView
{
    Q_OBJECT
public:
    enum class ExportFormat { Json, JsonSchema, Markdown };

    explicit SchemaView(ServiceSession *session, QWidget *parent = nullptr);

    CensusModel *model() const { return m_model; }
    CensusJob *job() const { return m_job; }
    QTreeView *view() const { return m_view; }
    QString statusText() const;
    // The census in `format`, as the Export menu writes it; empty before a census.
    QByteArray exported(ExportFormat format) const;
    // Shows the entities behind the number at `index` in the grid (entitiesRequested); false when it has
    // none.
    bool showEntities(const QModelIndex &index);

public Q_SLOTS:
    void cancel();

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
    QTreeView *m_view;
};

} // namespace rowan
