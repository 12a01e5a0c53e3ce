// The entity grid's column layouts, kept in the application's settings: one per table (keyed by store or
// connection, account and table, under "entityGridLayouts/") and named layouts the user saved to apply to
// any table (under "entityGridNamedLayouts/"). A layout names columns, never positions, so it fits a table
// whose properties arrive page by page, and another table that shares some of them. No widgets; GUI thread.
#pragma once

#include <QHash>
#include <QString>
#include <QStringList>
#include <QVariantMap>

namespace rowan {

struct ColumnLayoutState
{
    // Columns in the order the user arranged them; columns not listed follow in the order they come.
    QStringList order;
    // Widths the user gave, in pixels.
    QHash<QString, int> widths;
    // Columns the user hid.
    QStringList hidden;
    // Columns kept on the left while the grid scrolls sideways, in this order, before every other column.
    QStringList pinned = defaultPinned();

    static QStringList defaultPinned();
    // True for a state nothing was arranged in (the defaults).
    bool isDefault() const;
    // The order to show `columns` (as they come) in: pinned columns first, in their order, then the saved
    // order, then the columns the layout does not know, as they come. Only names in `columns` appear.
    QStringList arrange(const QStringList &columns) const;
    // Takes `shown` (every column the grid has now, left to right) as the new order, keeping the place of
    // saved columns the grid does not have (yet): each after the column it followed.
    void mergeOrder(const QStringList &shown);

    QVariantMap toVariant() const;
    // Missing entries take their defaults.
    static ColumnLayoutState fromVariant(const QVariantMap &map);
    bool operator==(const ColumnLayoutState &) const = default;
};

class ColumnLayouts
{
public:
    // The key of a table's layout (a hash: store paths and connection names may hold any character).
    static QString tableKey(const QString &storePath, const QString &account, const QString &table);

    // A table's layout; the defaults when none was saved. An empty key gives the defaults.
    static ColumnLayoutState load(const QString &key);
    // Keeps `state` as the table's layout; an empty key keeps nothing.
    static void save(const QString &key, const ColumnLayoutState &state);

    // The names of the saved named layouts, sorted case-insensitively.
    static QStringList names();
    // The named layout; the defaults when there is none by that name.
    static ColumnLayoutState named(const QString &name);
    static bool hasNamed(const QString &name);
    // Keeps `state` under `name` (replacing one by that name). False for a blank name.
    static bool saveNamed(const QString &name, const ColumnLayoutState &state);
    static void removeNamed(const QString &name);
    // A table's layout after applying the named one: its order, hidden and pinned columns, and its widths
    // over the table's own (the table keeps the widths of columns the named layout does not size).
    static ColumnLayoutState applyNamed(const QString &name, const ColumnLayoutState &table);
};

} // namespace rowan
