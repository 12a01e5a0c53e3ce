// Keeps the entity grid's column layout per table (store or connection + account + table): the columns'
// order and widths, the hidden columns and the pinned ones (ColumnLayoutState, kept by ColumnLayouts in the
// settings). Saved whenever the user resizes, moves, hides, shows or pins a column; applied when the table
// is shown and whenever new columns appear as pages arrive, in the same turn of the event loop, so the first
// rows are drawn in the layout. A column never seen before goes after the known ones.
#pragma once

#include "models/settings/columnlayouts.h"

#include <QObject>

class QAbstractItemView;
class QHeaderView;

namespace rowan {

class ColumnLayout : public QObject
{
    Q_OBJECT
public:
    // `header` must already show its model.
    explicit ColumnLayout(QHeaderView *header, QObject *parent = nullptr);

    // The settings key of a table's layout.
    static QString keyFor(const QString &storePath, const QString &account, const QString &table)
    {
        return ColumnLayouts::tableKey(storePath, account, table);
    }

    // Switches to the layout saved under `key` and applies it; an empty key keeps nothing (and pins the
    // keys, the default).
    void setKey(const QString &key);
    QString key() const { return m_key; }
    // Applies the layout to the columns the header has now.
    void apply();
    // Sizes the given columns to what `view` shows in them, at most `cap` pixels, unless the user gave
    // them a width: keys are what the user came to see, so they are not cut to the default width. A
    // fitted width is not remembered as the user's.
    void fitToContents(const QList<int> &logical, const QAbstractItemView *view, int cap);

    // The layout now (the header's order and widths merged in), and a new one applied and saved: from the
    // column chooser or a named layout.
    ColumnLayoutState state() const { return m_state; }
    void setState(const ColumnLayoutState &state);
    // One column hidden or shown, pinned or unpinned (by name); saved.
    void setHidden(const QString &column, bool hidden);
    void setPinned(const QString &column, bool pinned);
    void showAll();
    // Arranges the table's columns as the named layout does (ColumnLayouts::applyNamed); saved.
    void applyNamed(const QString &name);
    // The columns the header has now, by name, left to right.
    QStringList columns() const;
    // The pinned columns shown now (logical indexes, left to right).
    QList<int> pinnedLogical() const;

    // The saved order and widths (for tests and diagnostics).
    QStringList savedOrder() const { return m_state.order; }
    QHash<QString, int> savedWidths() const { return m_state.widths; }

Q_SIGNALS:
    // The pinned columns changed (logical indexes, left to right): the view keeps them in place.
    void pinnedColumnsChanged(const QList<int> &logical);

private:
    void remember();
    void save();
    QString nameOf(int logical) const;

    QHeaderView *m_header;
    QString m_key;
    ColumnLayoutState m_state;
    QList<int> m_pinnedShown;
    bool m_applying = false;
};

} // namespace rowan
