// The line above the grid's rows while a whole result is sorted, or was: it says the rows are sorted here,
// by Rowan, not by the service (the property and direction, and that the table may have changed since),
// shows the sort's progress with Cancel while it reads, and offers Clear Sort. A result beyond the bound is
// refused there, with the count and the bound, and a way to the query bar to narrow it. Hidden when the grid
// shows rows in the service's key order. Starts SortJob runs; the model shows their results.
#pragma once

#include <rowan/sortedresult.h>

#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;

namespace rowan {

class EntityTableModel;
class SortJob;

class SortBar : public QWidget
{
    Q_OBJECT
public:
    enum class State { Idle, Sorting, Sorted, TooLarge, Failed };

    explicit SortBar(EntityTableModel *model, QWidget *parent = nullptr);

    // Sorts the whole of what the grid shows (table, partitions or query) by `property`.
    void sortBy(const QString &property, SortDirection direction);
    // Whether what the grid shows can be sorted (a table or query, not find results).
    bool canSort() const;
    // Stops a sort in progress; the rows shown stay as they were.
    void cancel();
    // Shows the rows in key order again (what the sort replaced), stopping a sort in progress.
    void clearSort();

    State state() const { return m_state; }
    QString text() const;
    SortJob *job() const { return m_job; }
    // The bound a sort may reach (SortOptions::maxEntities); tests lower it.
    void setOptions(const SortOptions &options) { m_options = options; }

Q_SIGNALS:
    // The user asked to narrow the query after a result too large to sort.
    void narrowQueryRequested();
    // The sort shown (or none) changed.
    void sortChanged();

private:
    void setState(State state, const QString &text);
    void showSorted();
    void onProgress(qint64 read, qint64 total);

    EntityTableModel *m_model;
    SortJob *m_job;
    SortOptions m_options;
    State m_state = State::Idle;
    SortSpec m_pending;
    bool m_applying = false;
    bool m_stale = false;
    QLabel *m_label;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    QPushButton *m_narrow;
    QPushButton *m_clear;
    QPushButton *m_dismiss;
};

// "ascending" or "descending", for people.
QString sortDirectionText(SortDirection direction);

} // namespace rowan
