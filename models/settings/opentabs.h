// The explorer's open tables, one tab each: where the table lives (an embedded store file or a saved remote
// connection), which table, the query last run on it and how far it was scrolled. One grid and one query bar
// show the current tab; the tabs are kept in the application's settings (a JSON array and the current index)
// and come back at the next start. No widgets; GUI thread only.
#pragma once

#include "models/query/queryhistorymodel.h"

#include <QAbstractListModel>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

class QSettings;

namespace rowan {

struct TableTab
{
    enum class PlaceKind { Store, Connection };
    PlaceKind kind = PlaceKind::Store;
    // The store's file path, or the saved connection's id.
    QString place;
    // For people: the store's file name or the connection's name.
    QString placeName;
    QString account;
    QString table;
    SavedQuery query;
    // The first row shown (the scroll position), >= 0.
    int topRow = 0;
    // The place's environment label ("PROD") and its colour ("#rrggbb"); either may be empty.
    QString safetyLabel;
    QString safetyColour;

    bool operator==(const TableTab &) const = default;

    QJsonObject toJson() const;
    // nullopt for JSON that is not a tab: no place or table, an unknown kind, a negative or non-integer
    // top row, a query that is not one, a colour that is not "#rrggbb".
    static std::optional<TableTab> fromJson(const QJsonObject &json);

    // What the tab says: the table and the place, "Customers — demo.rowan".
    QString title() const;
    // Kind and place equal (store paths compared as given).
    bool samePlace(const TableTab &other) const;
};

class OpenTabs : public QAbstractListModel
{
    Q_OBJECT
public:
    // More tabs than this are not kept (restore drops the rest): a list no one can read in a tab bar.
    static constexpr int MaxTabs = 50;

    enum Roles {
        KindRole = Qt::UserRole + 1, // int(TableTab::PlaceKind)
        PlaceRole, // QString
        PlaceNameRole, // QString
        AccountRole, // QString
        TableRole, // QString
        SafetyColourRole, // QColor; invalid when the place has no colour
        SafetyLabelRole, // QString
    };

    explicit OpenTabs(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    int count() const { return int(m_tabs.size()); }
    // The tab at `row` (0 <= row < count()).
    const TableTab &tab(int row) const;
    // Inserts `tab` at `at` (at the end when `at` is out of range) and returns its row. The current tab
    // stays the same tab; the first tab added becomes current.
    int add(const TableTab &tab, int at = -1);
    // Replaces the tab at `row` (its query, scroll position...). Out of range: nothing.
    void setTab(int row, const TableTab &tab);
    // Removes the tab at `row`. Removing the current tab makes its right neighbour current, else its left
    // one, else none (-1), and says so with currentChanged even when the row number stays.
    void remove(int row);
    // Moves the tab at `from` to `to` (both rows before the move); the current tab stays current.
    void move(int from, int to);

    // The current tab's row; -1 when there are no tabs.
    int current() const { return m_current; }
    // Out of range: nothing.
    void setCurrent(int row);

    // The row of the tab showing that table (its name compared case-insensitively, as the service does);
    // -1 when none does.
    int indexOf(
        TableTab::PlaceKind kind, const QString &place, const QString &account, const QString &table) const;
    // Closes every tab of a place (a store closed, a connection forgotten).
    void removePlace(TableTab::PlaceKind kind, const QString &place);
    // Gives every tab of a place its new environment label and colour.
    void updateSafety(
        TableTab::PlaceKind kind, const QString &place, const QString &label, const QString &colour);

    // Keeps the tabs under `key` as a JSON array, and the current row beside it.
    void save(QSettings &settings, const QString &key) const;
    // Replaces the tabs with those kept under `key`: malformed entries are skipped, at most MaxTabs are
    // taken, and the current row is brought into range.
    void restore(QSettings &settings, const QString &key);

Q_SIGNALS:
    // Another tab is current, or the current tab has another row (-1: no tab). Sent after the change's own
    // signals (rowsRemoved...), during which current() already gives the new row.
    void currentChanged(int row);

private:
    QString toolTip(const TableTab &tab) const;
    // Emits currentChanged when the current row is no longer `before`. Changes set the row before they end
    // (endInsertRows...), so that views see it right when they hear of the change.
    void announceCurrent(int before);

    QList<TableTab> m_tabs;
    int m_current = -1;
};

} // namespace rowan
