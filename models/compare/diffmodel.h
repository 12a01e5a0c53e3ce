// The differences between two tables (rowan/compare/diff.h) as rows for a side-by-side view: one row per
// entity that differs, in key order, with the properties that differ and their values on each side. The
// diff runs on a worker thread of its own; rows arrive in batches as it goes (the view fills while the
// tables are read), progress at most every 100 ms, and the first MaxRows differences are kept, the rest
// only counted, so memory stays bounded whatever the tables hold.
//
// GUI thread only. compare() again, or cancel(), stops the run before, whose rows and result then never
// arrive. Destroying the model cancels its run; the worker ends on its own (it holds the services).
#pragma once

#include <rowan/compare/diff.h>

#include <QAbstractTableModel>
#include <QList>
#include <QTimer>

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
    static constexpr int ProgressIntervalMs = 100;

    explicit DiffModel(QObject *parent = nullptr);
    ~DiffModel() override;

    // Starts comparing; the model empties at once. The services are kept alive until the worker ends.
    void compare(std::shared_ptr<const TableService> leftService, const QString &leftAccount,
        const QString &leftTable, std::shared_ptr<const TableService> rightService,
        const QString &rightAccount, const QString &rightTable, const compare::DiffOptions &options);
    // Stops the run; cancelled() follows.
    void cancel();
    bool isRunning() const { return m_running; }

    // The difference shown on `row` (with both entities), for a detail view; nullptr outside the rows.
    const compare::EntityDifference *difference(int row) const;
    // Differences found beyond MaxRows (counted in the summary, not shown).
    qint64 hiddenDifferences() const { return m_hidden; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // For people: "Changed", "Only left", "Only right".
    static QString kindTitle(compare::DifferenceKind kind);

Q_SIGNALS:
    void progress(const rowan::compare::DiffProgress &progress);
    // The run ended: the counts (also when stopped by cancel() through the engine's own cancel flag).
    void finished(const rowan::compare::DiffSummary &summary);
    void failed(const QString &message);
    void cancelled();

private:
    struct Shared;
    void poll();
    QString sideText(const compare::EntityDifference &difference, bool left) const;

    std::shared_ptr<Shared> m_shared;
    QList<compare::EntityDifference> m_rows;
    qint64 m_hidden = 0;
    QTimer m_poll;
    quint64 m_generation = 0;
    bool m_running = false;
};

} // namespace rowan

Q_DECLARE_METATYPE(rowan::compare::DiffProgress)
Q_DECLARE_METATYPE(rowan::compare::DiffSummary)
