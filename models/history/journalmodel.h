// The change journal of the store or connection shown, newest action first: what the History dock lists
// and what Edit ▸ Undo and Redo act on. Reads the journal on the session's workers, again after every
// change the session announces, so an action appears once it has written and an undo shows as such.
// Actions that recorded nothing (an edit refused by its ETag) are left out. While an action is open (still
// writing, here or in another process), the journal is read again every second until it ends, since its
// end is not a change of any table. GUI thread only.
#pragma once

#include <rowan/journal.h>

#include <QAbstractTableModel>
#include <QList>
#include <QTimer>

#include <optional>

namespace rowan {

class ServiceSession;

class JournalModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { TimeColumn, ActionColumn, TableColumn, EntitiesColumn, StateColumn, ColumnCount };
    // How many actions are listed at most (the newest).
    static constexpr int MaxListed = 1000;

    explicit JournalModel(ServiceSession *session, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Whether the service shown keeps a journal (ServiceCapability::Journal).
    bool isAvailable() const;
    const JournalAction &action(int row) const { return m_actions.at(row); }
    // The bytes the journal takes (-1 until read).
    qint64 journalBytes() const { return m_bytes; }

    // What Undo takes back: the newest action that still stands and is not itself an undo. What Redo takes
    // back: the newest standing undo, when nothing newer stands above it.
    std::optional<JournalAction> undoTarget() const;
    std::optional<JournalAction> redoTarget() const;
    // "Bulk delete of Orders (12,345 entities)": the action's label with its size, for menus and dialogs.
    static QString describe(const JournalAction &action);

public Q_SLOTS:
    void reload();

Q_SIGNALS:
    // A reload finished (also with nothing to list).
    void loaded();
    void loadFailed(const QString &message);

private:
    ServiceSession *m_session;
    QList<JournalAction> m_actions;
    qint64 m_bytes = -1;
    // Bumped by every reload: a slower, older answer is dropped.
    quint64 m_generation = 0;
    // Reads the journal again while an action is open.
    QTimer m_openPoll;
};

} // namespace rowan
