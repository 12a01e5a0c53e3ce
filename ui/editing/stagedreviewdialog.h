// Review of the pending changes (staged edits): one line per entity (added, changed or deleted, and why a
// commit did not write it), and for the one chosen its properties before and after side by side, the
// differences marked. Discard Selected drops changes; Commit closes the dialog with CommitRequested.
#pragma once

#include <QDialog>

class QListWidget;
class QTableWidget;
class QLabel;

namespace rowan {

class StagedEdits;
struct StagedChange;

class StagedReviewDialog : public QDialog
{
    Q_OBJECT
public:
    // exec()'s answer when the user chose Commit.
    static constexpr int CommitRequested = 2;

    explicit StagedReviewDialog(StagedEdits *staged, QWidget *parent = nullptr);

    // Properties shown for `change`: name, before, after, and whether it differs (for tests).
    static QList<QStringList> differences(const StagedChange &change);

private:
    void reload();
    void showChange(int row);

    StagedEdits *m_staged;
    QListWidget *m_list;
    QTableWidget *m_diff;
    QLabel *m_failure;
};

} // namespace rowan
