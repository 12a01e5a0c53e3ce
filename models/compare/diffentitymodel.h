// One difference of a diff (rowan/compare/diff.h) as its properties aligned side by side: one row per
// property either entity has (the left entity's order, then the right's own), with its value and type on
// each side and how it differs. What the engine compared decides the marking: a property the diff named
// is Added, Removed, ValueChanged or TypeChanged; one it did not name is Same, or Ignored when the two
// values differ (an ignored property, or Timestamp while it is ignored). An entity only one side has shows
// all its properties, Removed (left only) or Added (right only).
//
// GUI thread only. The model keeps a copy of the difference.
#pragma once

#include <rowan/compare/diff.h>

#include <QAbstractTableModel>
#include <QList>

#include <optional>

namespace rowan {

class DiffEntityModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { PropertyColumn, LeftColumn, RightColumn, ChangeColumn, ColumnCount };
    enum class Mark { Same, Ignored, Added, Removed, ValueChanged, TypeChanged };
    // The row's Mark (as int) under this role on every column.
    static constexpr int MarkRole = Qt::UserRole;

    explicit DiffEntityModel(QObject *parent = nullptr);

    // Shows `difference` (nullptr: nothing). With `showSame` the properties that do not differ are rows too.
    void setDifference(const compare::EntityDifference *difference);
    void setShowSame(bool show);
    bool showsSame() const { return m_showSame; }
    // Properties that differ (Added, Removed, ValueChanged, TypeChanged) in the difference shown.
    int changedCount() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // For people: "added", "removed", "value changed", "type changed", "same", "ignored".
    static QString markTitle(Mark mark);

private:
    struct Row
    {
        QString name;
        std::optional<Value> left;
        std::optional<Value> right;
        Mark mark = Mark::Same;
    };
    void rebuild();
    static QString valueText(const std::optional<Value> &value);

    std::optional<compare::EntityDifference> m_difference;
    QList<Row> m_all;
    QList<Row> m_rows;
    bool m_showSame = false;
};

} // namespace rowan
