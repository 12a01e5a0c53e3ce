// Re-key: new PartitionKeys and/or RowKeys made by a template (rowan/bulk/rekey.h: `{Region}_{OrderId:D8}`,
// `{invticks(When)}`) for every entity of a scope (BulkScopeChooser), run by a BulkEditJob. The preview
// reads the scope in the background and lists old → new keys and every collision before anything is written;
// Run asks as the connection's safety level says, then shows progress with Cancel (a move cut short leaves
// both copies, never neither; running again completes it) and what was not moved. One journal action.
#pragma once

#include "ui/editing/bulkrundialog.h"

#include <rowan/bulk/rekey.h>

class QLabel;
class QLineEdit;

namespace rowan {

class RekeyDialog : public BulkRunDialog
{
    Q_OBJECT
public:
    RekeyDialog(ServiceSession *session, const BulkSources &sources, QWidget *parent = nullptr);

    void setTemplates(const QString &partitionKey, const QString &rowKey);
    QString partitionKeyTemplate() const;
    QString rowKeyTemplate() const;
    // A sentence above the fields (why the rule was suggested).
    void setNote(const QString &note);

    // The last plan shown: entities read, moves, collisions (-1 before one).
    qint64 plannedCount() const { return m_plannedCount; }
    qint64 plannedMoves() const { return m_plannedMoves; }
    qint64 plannedCollisions() const { return m_plannedCollisions; }
    QTreeWidget *moveList() const { return m_moves; }

    // The most old → new keys the preview lists (the plan has all of them).
    static constexpr int MaxListedMoves = 500;

public Q_SLOTS:
    // Plans the re-key on a worker: every new key and collision, nothing written.
    void preview() override;
    void run() override;

private:
    void invalidate();
    void showPlan(const bulk::RekeyPlan &plan);
    void showReport(const bulk::RekeyReport &report);
    Result<bulk::RekeyRule> rule() const;

    QLabel *m_note;
    QLineEdit *m_partitionKey;
    QLineEdit *m_rowKey;
    QTreeWidget *m_moves;
    qint64 m_plannedCount = -1;
    qint64 m_plannedMoves = -1;
    qint64 m_plannedCollisions = -1;
};

} // namespace rowan
