// The visual twin of a $filter: a tree of groups (and / or, optionally negated) and conditions (property,
// EDM type, operator, value, optionally negated). Text → tree goes through the engine's parser, tree → text
// through Filter::fromNode and its canonical printer, so text → builder → text parses to the same tree.
// DateTime conditions may hold a time preset ("last 24 h") that is kept as a preset and turned into a
// datetime literal only when the filter is produced. GUI thread only; no widgets.
#pragma once

#include "models/query/parsedfilter.h"

#include <rowan/filter.h>
#include <rowan/status.h>

#include <QAbstractItemModel>
#include <QJsonObject>

#include <memory>
#include <vector>

namespace rowan {

enum class TimePreset : quint8 { None, LastHour, Last24Hours, Last7Days, Last30Days };

// "Last hour" … for people; "lastHour" … for files. presetFromKey returns None for an unknown key.
QString timePresetLabel(TimePreset preset);
QString timePresetKey(TimePreset preset);
TimePreset timePresetFromKey(QStringView key);
// The instant the preset stands for at `now` (now minus its span).
DateTime resolveTimePreset(TimePreset preset, const DateTime &now);

class FilterBuilderModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column {
        LogicColumn,
        NotColumn,
        PropertyColumn,
        TypeColumn,
        OperatorColumn,
        ValueColumn,
        ColumnCount
    };
    enum Roles {
        IsGroupRole = Qt::UserRole + 1, // bool
        EdmTypeRole, // int(EdmType), conditions
        OperatorRole, // int(CompareOp), conditions
        PresetRole, // int(TimePreset), conditions
        ValueErrorRole, // QString: why the row's value is not valid for its type; empty when valid
    };
    // addGroup and fromJson refuse deeper groups. Parsed text never nests this deep: its 15 comparisons
    // allow at most 14 levels.
    static constexpr int MaxGroupDepth = 16;

    explicit FilterBuilderModel(QObject *parent = nullptr);
    ~FilterBuilderModel() override;

    QModelIndex index(int row, int column, const QModelIndex &parent = QModelIndex()) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    // Removes conditions and groups; the top group (row 0 at the root) cannot be removed (returns false).
    bool removeRows(int row, int count, const QModelIndex &parent = QModelIndex()) override;

    // The top group: always present, row 0 under the invisible root.
    QModelIndex topGroup() const;
    // Appends a condition (or a group) to a group; returns its index, or an invalid index when `group` is
    // not a group.
    QModelIndex addCondition(const QModelIndex &group, const QString &property = QString(),
        EdmType type = EdmType::String, CompareOp op = CompareOp::Eq, const QString &valueText = QString());
    QModelIndex addGroup(const QModelIndex &group, bool any = false);
    bool isGroup(const QModelIndex &index) const;
    // Empties the builder (the top group stays, with no conditions: the empty filter).
    void clear();
    // Joins `condition` to the rows with `and`, leaving every row as it is (time presets stay presets): an
    // `and` top group gains it as its last row, any other top group goes into a new `and` group with it.
    void narrow(const FilterNode &condition);

    // Text → tree. Every filter that parses can be shown as rows: `literal op property` becomes
    // `property op' literal`, and `not (not x)` a negated group holding a negated row. Returns InvalidInput,
    // leaving the rows unchanged, when the text does not parse, naming the parser's message and position;
    // the text then stays authoritative.
    Status setFilter(const ParsedFilter &parsed);
    // setFilter() of text not parsed yet (a saved query's).
    Status setFilterText(const QString &text) { return setFilter(ParsedFilter::parse(text)); }
    // Tree → filter, presets taken at `now`. Returns InvalidInput naming the first condition whose
    // property is empty or whose value its type cannot hold. Empty groups are left out.
    Result<Filter> filter(const DateTime &now) const;
    // filter(now).toString().
    Result<QString> filterText(const DateTime &now) const;
    bool hasPresets() const;

    // The rows with their presets, for history and saved queries.
    QJsonObject toJson() const;
    // Returns InvalidInput (rows unchanged) for JSON that is not such a tree.
    Status fromJson(const QJsonObject &json);

Q_SIGNALS:
    // Any change to the rows, by setData, add, remove, clear or load.
    void edited();

public:
    // One row; public only so the conversions in the implementation file can build trees.
    struct Node;

private:
    Node *nodeAt(const QModelIndex &index) const;
    QModelIndex indexOf(Node *node, int column = 0) const;
    void resetTo(std::unique_ptr<Node> top);

    std::unique_ptr<Node> m_root; // invisible; its only child is the top group
};

} // namespace rowan
