// The differences between two tables (rowan/compare/diff.h) as rows for a side-by-side view: one row per
// entity that differs, in key order, with the properties that differ and their values on each side. The
// diff runs in a DiffJob; rows arrive in batches as it goes (the view fills while the tables are read),
// progress at most every 100 ms, and the first MaxRows differences are kept, the rest only counted, so
// memory stays bounded whatever the tables hold. Past the first FetchBatch rows the model grows only as a
// view asks (canFetchMore()/fetchMore()), so a view of a million differences lays out a page at a time.
//
// GUI thread only. compare() again, or cancel(), stops the run before, whose rows and result then never
// arrive. Destroying the model cancels its run; the worker ends on its own (it holds the services).
#pragma once

#include "models/compare/diffjob.h"

#include <rowan/compare/diff.h>

#include <QAbstractTableModel>
#include <QList>

#include <memory>

namespace rowan {

class DiffModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        KindColumn,
        PartitionKeyColumn,
        RowKeyColumn,
        PropertiesColumn,
        LeftColumn,
        RightColumn,
        ColumnCount
    };
    // The difference's DifferenceKind (as int) under Qt::UserRole on every column.
    static constexpr int KindRole = Qt::UserRole;
    static constexpr int MaxRows = 100'000;
    static constexpr int ProgressIntervalMs = DiffJob::ProgressIntervalMs;
    // Rows shown at once before a view asks for more.
    static constexpr int FetchBatch = 1000;

    explicit DiffModel(QObject *parent = nullptr);
    ~DiffModel() override;

    // Starts comparing; the model empties at once. The services are kept alive until the worker ends.
    void compare(std::shared_ptr<const TableService> leftService, const QString &leftAccount,
        const QString &leftTable, std::shared_ptr<const TableService> rightService,
        const QString &rightAccount, const QString &rightTable, const compare::DiffOptions &options);
    // Stops the run; cancelled() follows.
    void cancel();
    bool isRunning() const { return m_job.isRunning(); }
    // Empties the model (no run).
    void clear();

    // The difference shown on `row` (with both entities), for a detail view; nullptr outside the rows.
    const compare::EntityDifference *difference(int row) const;
    // Differences found beyond MaxRows (counted in the summary, not shown).
    qint64 hiddenDifferences() const { return m_job.hidden(); }
    // Differences kept: the rows shown plus those waiting for fetchMore().
    qint64 keptDifferences() const { return m_rows.size() + m_waiting.size(); }
    // The next row after `row` (forward) or before it, wrapping around, fetching more when it runs past
    // the rows shown; -1 when there are none. From -1, the first (or the last) row.
    int nextRow(int row, bool forward);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

    // For people: "Changed", "Only left", "Only right".
    static QString kindTitle(compare::DifferenceKind kind);

Q_SIGNALS:
    void progress(const rowan::compare::DiffProgress &progress);
    // The run ended: the counts (also when stopped by cancel() through the engine's own cancel flag).
    void finished(const rowan::compare::DiffSummary &summary);
    void failed(const QString &message);
    void cancelled();

private:
    void arrive(const QList<compare::EntityDifference> &differences);
    void show(qsizetype count);
    QString sideText(const compare::EntityDifference &difference, bool left) const;

    DiffJob m_job;
    QList<compare::EntityDifference> m_rows;
    // Kept, not yet shown: past FetchBatch rows, they wait for fetchMore().
    QList<compare::EntityDifference> m_waiting;
    bool m_inserting = false;
};

} // namespace rowan
