// What the bulk edit and re-key dialogs share: the choice of the entities they apply to (the grid's
// selection, the partitions the grid is narrowed to in the Partitions dock, every match of the query shown,
// or the whole table: always the entities the store holds, not only the rows loaded), and the list of
// entities a run did not write, with why.
#pragma once

#include <rowan/bulk/bulkedit.h>

#include <QComboBox>

#include <optional>

class QTreeWidget;

namespace rowan {

// Where the explorer stands when a bulk dialog opens.
struct BulkSources
{
    QString account;
    QString table;
    // The grid's selected rows that are loaded: keys and the ETags they were read with.
    QList<Entity> selection;
    // The partitions the grid is narrowed to (the Partitions dock's choice); empty: none chosen.
    QStringList partitions;
    // The query the grid shows; nullopt when it shows the table (or partitions).
    std::optional<Filter> query;
};

class BulkScopeChooser : public QComboBox
{
    Q_OBJECT
public:
    enum Kind { Selection, Partitions, Query, Table };

    // Offers the kinds `sources` has (the selection only when rows are selected, …), the narrowest first.
    explicit BulkScopeChooser(const BulkSources &sources, QWidget *parent = nullptr);

    Kind kind() const;
    // False when `kind` is not offered.
    bool setKind(Kind kind);
    // The engine's scope for the current choice. InvalidInput for too many partitions for one filter.
    Result<bulk::Scope> scope() const;
    const BulkSources &sources() const { return m_sources; }

private:
    BulkSources m_sources;
};

// A list of entities that were not written: what happened, PartitionKey, RowKey, the reason.
QTreeWidget *newProblemList(QWidget *parent);
// Adds `problems` under the heading `what` ("Changed meanwhile (skipped)"); nothing when there are none.
void addProblems(QTreeWidget *list, const QString &what, const QList<bulk::KeyProblem> &problems);

} // namespace rowan
