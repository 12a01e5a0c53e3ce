// What the docks that analyse one table share (the Keys and Schema views): they follow the chosen table,
// run again when the explorer writes to it, do nothing while hidden and catch up when shown, and empty when
// the store closes. A view says how to start, stop and show no table; its work runs on the session's
// workers. GUI thread only.
#pragma once

#include <QWidget>

namespace rowan {

class ServiceSession;

class TableDockView : public QWidget
{
    Q_OBJECT
public:
    QString account() const { return m_account; }
    QString table() const { return m_table; }

public Q_SLOTS:
    virtual void setTable(const QString &account, const QString &table);
    // Runs the work on the current table again (after writes, or Count Again / Analyse Again).
    void refresh();
    void clear();

protected:
    TableDockView(ServiceSession *session, QWidget *parent);
    // Call at the end of the derived constructor: the session's signals, then the state of no table.
    void followSession();
    void showEvent(QShowEvent *event) override;
    ServiceSession *session() const { return m_session; }
    // Whether the open store or endpoint keeps statistics (else the work reads a stated sample).
    bool hasStatistics() const;

    // Starts the work on table() (the view is shown and a store is open).
    virtual void startWork() = 0;
    // Stops a run in progress and empties what it showed.
    virtual void stopWork() = 0;
    // Shows that no table is chosen.
    virtual void showNoTable() = 0;

private:
    ServiceSession *m_session;
    QString m_account;
    QString m_table;
    bool m_stale = false;
};

} // namespace rowan
