// The rows behind FilterBuilderModel and their conversions; an implementation detail of the model, kept
// apart so that the item-model code and the tree conversions each stay small.
#pragma once

#include "models/query/filterbuildermodel.h"
#include "models/query/filtervalues.h"

#include <QJsonObject>

#include <memory>
#include <optional>
#include <vector>

namespace rowan {

struct FilterBuilderModel::Node
{
    bool isGroup = false;
    bool negated = false;
    bool any = false; // groups: or instead of and
    QString property;
    EdmType type = EdmType::String;
    CompareOp op = CompareOp::Eq;
    QString valueText;
    TimePreset preset = TimePreset::None;
    Node *parent = nullptr;
    std::vector<std::unique_ptr<Node>> children;

    int row() const
    {
        if (!parent)
            return 0;
        for (size_t i = 0; i < parent->children.size(); ++i) {
            if (parent->children[i].get() == this)
                return int(i);
        }
        return 0;
    }
    Node *append(std::unique_ptr<Node> child)
    {
        child->parent = this;
        children.push_back(std::move(child));
        return children.back().get();
    }
    // Why the value cannot be used, or empty.
    QString valueError() const
    {
        if (isGroup || (type == EdmType::DateTime && preset != TimePreset::None))
            return {};
        auto value = filterValueFromText(type, valueText);
        return value ? QString() : value.error().message;
    }
};

namespace filterbuilder {

using Node = FilterBuilderModel::Node;

std::optional<CompareOp> opFromName(QStringView name);
std::unique_ptr<Node> newGroup(bool any);
// A parsed filter as rows. Every tree the parser makes has a row form, so this cannot fail.
std::unique_ptr<Node> fromFilterNode(const FilterNode &node);
// Rows → tree with presets taken at `now`; nullopt for an empty group; the message names the first
// condition (counted in `conditionNumber`) that has no property or an invalid value.
std::expected<std::optional<FilterNode>, QString> toFilterNode(
    const Node &node, const DateTime &now, int &conditionNumber);
QJsonObject nodeToJson(const Node &node);
// The reason when the JSON is not a tree of rows (or nests deeper than MaxGroupDepth).
std::expected<std::unique_ptr<Node>, QString> nodeFromJson(const QJsonObject &o, int depth);
bool anyPreset(const Node &node);

} // namespace filterbuilder
} // namespace rowan
