// What a bulk edit does to one entity, and the command line's forms of its parts.
#include "rowan/bulk/bulkedit.h"

#include "rowan/valuetext.h"

#include <QSet>

namespace rowan::bulk {

namespace {

Status editableName(const QString &name)
{
    return validatePropertyName(name);
}

std::pair<QStringView, QStringView> splitAtEquals(QStringView text)
{
    const qsizetype eq = text.indexOf(u'=');
    if (eq < 0)
        return {text, {}};
    return {text.first(eq).trimmed(), text.sliced(eq + 1)};
}

std::unexpected<Error> invalid(QString message)
{
    return fail(ErrorCode::InvalidInput, std::move(message));
}

} // namespace

QString BulkEdit::describe() const
{
    QStringList parts;
    for (const PropertyRename &r : renames)
        parts << QStringLiteral("rename %1 → %2").arg(r.from, r.to);
    for (const TypeChange &t : typeChanges)
        parts << QStringLiteral("make %1 %2").arg(t.name, edmTypeName(t.type));
    for (const QString &name : removes)
        parts << QStringLiteral("remove %1").arg(name);
    for (const PropertySet &s : sets)
        parts << QStringLiteral("set %1 (%2)").arg(s.name, edmTypeName(s.value.type()));
    return parts.join(QStringLiteral(", "));
}

Status validateEdit(const BulkEdit &edit)
{
    if (edit.isEmpty())
        return invalid(QStringLiteral("The edit changes nothing: give a property to set, remove, rename or "
                                      "change the type of."));
    QSet<QString> touched; // names a rename takes from or gives, or a remove or set names
    const auto claim = [&](const QString &name, const char *role) -> Status {
        if (auto ok = editableName(name); !ok)
            return ok;
        if (touched.contains(name))
            return invalid(QStringLiteral("The property '%1' is named twice by the edit (%2).")
                               .arg(name, QString::fromLatin1(role)));
        touched.insert(name);
        return {};
    };
    for (const PropertyRename &r : edit.renames) {
        if (r.from == r.to)
            return invalid(QStringLiteral("Renaming '%1' to itself changes nothing.").arg(r.from));
        if (auto ok = claim(r.from, "rename"); !ok)
            return ok;
        if (auto ok = claim(r.to, "rename"); !ok)
            return ok;
    }
    QSet<QString> typed;
    for (const TypeChange &t : edit.typeChanges) {
        if (auto ok = editableName(t.name); !ok)
            return ok;
        if (typed.contains(t.name))
            return invalid(QStringLiteral("The type of '%1' is changed twice.").arg(t.name));
        typed.insert(t.name);
    }
    for (const QString &name : edit.removes) {
        if (typed.contains(name))
            return invalid(
                QStringLiteral("The property '%1' is both removed and given a new type.").arg(name));
        if (auto ok = claim(name, "remove"); !ok)
            return ok;
    }
    for (const PropertySet &s : edit.sets) {
        if (typed.contains(s.name))
            return invalid(QStringLiteral("The property '%1' is both set and given a new type.").arg(s.name));
        if (auto ok = claim(s.name, "set"); !ok)
            return ok;
        if (auto ok = validateValue(s.name, s.value); !ok)
            return ok;
    }
    return {};
}

Result<PropertySet> parseSetArgument(QStringView text)
{
    const auto [name, rest] = splitAtEquals(text);
    if (!text.contains(u'='))
        return invalid(QStringLiteral("'%1' is not Name=Edm.Type:value").arg(text));
    EdmType type = EdmType::String;
    QStringView valueText = rest;
    if (rest.startsWith(u"Edm.")) {
        const qsizetype colon = rest.indexOf(u':');
        if (colon < 0)
            return invalid(QStringLiteral("'%1' has a type but no value: write Name=%2:value")
                               .arg(text, rest.toString()));
        const auto named = edmTypeFromName(rest.first(colon));
        if (!named)
            return invalid(QStringLiteral("'%1' is not a type (Edm.String, Edm.Binary, Edm.Boolean, "
                                          "Edm.DateTime, Edm.Double, Edm.Guid, Edm.Int32, Edm.Int64)")
                               .arg(rest.first(colon)));
        type = *named;
        valueText = rest.sliced(colon + 1);
    }
    if (auto ok = editableName(name.toString()); !ok)
        return std::unexpected(ok.error());
    auto value = parseValueText(type, valueText);
    if (!value)
        return std::unexpected(explainValueTextError(value.error(), type));
    return PropertySet {name.toString(), std::move(*value)};
}

Result<PropertyRename> parseRenameArgument(QStringView text)
{
    const auto [from, to] = splitAtEquals(text);
    if (!text.contains(u'='))
        return invalid(QStringLiteral("'%1' is not Old=New").arg(text));
    PropertyRename rename {from.toString(), to.trimmed().toString()};
    if (auto ok = editableName(rename.from); !ok)
        return std::unexpected(ok.error());
    if (auto ok = editableName(rename.to); !ok)
        return std::unexpected(ok.error());
    return rename;
}

Result<TypeChange> parseTypeChangeArgument(QStringView text)
{
    const auto [name, typeName] = splitAtEquals(text);
    if (!text.contains(u'='))
        return invalid(QStringLiteral("'%1' is not Name=Edm.Type").arg(text));
    const auto type = edmTypeFromName(typeName.trimmed());
    if (!type)
        return invalid(QStringLiteral("'%1' is not a type (Edm.String … Edm.Int64)").arg(typeName));
    if (auto ok = editableName(name.toString()); !ok)
        return std::unexpected(ok.error());
    return TypeChange {name.toString(), *type};
}

Result<Entity> applyEdit(const Entity &entity, const BulkEdit &edit)
{
    Entity out = entity;
    for (const PropertyRename &r : edit.renames) {
        const Value *value = entity.property(r.from);
        if (!value)
            continue;
        if (out.property(r.to))
            return fail(ErrorCode::DuplicatePropertiesSpecified,
                QStringLiteral("'%1' cannot be renamed to '%2': the entity has a property '%2' already.")
                    .arg(r.from, r.to));
        const Value kept = *value;
        out.removeProperty(r.from);
        out.setProperty(r.to, kept);
    }
    for (const TypeChange &t : edit.typeChanges) {
        const Value *value = out.property(t.name);
        if (!value)
            continue;
        auto converted = convertValueType(*value, t.type);
        if (!converted)
            return std::unexpected(Error {
                converted.error().code, QStringLiteral("%1: %2").arg(t.name, converted.error().message), -1});
        out.setProperty(t.name, std::move(*converted));
    }
    for (const QString &name : edit.removes)
        out.removeProperty(name);
    for (const PropertySet &s : edit.sets)
        out.setProperty(s.name, s.value);
    if (auto ok = out.validate(); !ok)
        return std::unexpected(ok.error());
    return out;
}

Result<Filter> partitionsFilter(const QStringList &partitionKeys)
{
    if (partitionKeys.isEmpty())
        return invalid(QStringLiteral("No partition chosen."));
    QList<FilterNode> anyOf;
    for (const QString &pk : partitionKeys)
        anyOf.append(FilterNode::compare(QStringLiteral("PartitionKey"), CompareOp::Eq, Value::string(pk)));
    if (anyOf.size() == 1)
        return Filter::fromNode(anyOf.first());
    return Filter::fromNode(FilterNode::anyOf(std::move(anyOf)));
}

} // namespace rowan::bulk
