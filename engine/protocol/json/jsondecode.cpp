// JSON → Entity. The rules are listed in rowan/protocol/jsonentity.h.
#include "json.h"
#include "rowan/protocol/jsonentity.h"
#include "rowan/valuetext.h"

#include <QHash>
#include <QSet>
#include <QVarLengthArray>

#include <algorithm>

namespace rowan::protocol {

namespace {

enum class Mode { Request, Response };

std::unexpected<Error> badValue(
    const QString &name, const QString &why, ErrorCode code = ErrorCode::InvalidValueType)
{
    return fail(code, QStringLiteral("The value specified for property '%1' is invalid: %2.").arg(name, why));
}

// A JSON number's exact text, read by the value-text rules without a heap copy: this runs for each number.
Result<Value> numberValue(EdmType type, QByteArrayView number)
{
    QVarLengthArray<char16_t, 32> text(number.size());
    std::copy(number.begin(), number.end(), text.begin());
    return parseValueText(type, QStringView(text.data(), text.size()));
}

// What is JSON's own here is which JSON kinds a type takes: a string holds value text (rowan/valuetext.h);
// Int32, Int64 and Double may also be numbers, Boolean true/false. An annotated Int32 or Boolean as a string
// ("42", "true") is what the JavaScript SDK writes back for an entity it read without type conversion.
Result<Value> typedValue(const QString &name, const json::Node &node, EdmType type)
{
    using Kind = json::Node::Kind;
    const bool numeric = type == EdmType::Int32 || type == EdmType::Int64 || type == EdmType::Double;
    Result<Value> value;
    if (node.kind == Kind::String)
        value = parseValueText(type, node.string);
    else if (node.kind == Kind::Number && numeric)
        value = numberValue(type, node.number);
    else if (node.kind == Kind::Bool && type == EdmType::Boolean)
        value = Value::boolean(node.boolean);
    else
        return badValue(name, QStringLiteral("not a valid %1").arg(edmTypeName(type)));
    if (!value)
        return badValue(name, value.error().message, value.error().code);
    return value;
}

Result<Value> inferredValue(const QString &name, const json::Node &node)
{
    using Kind = json::Node::Kind;
    switch (node.kind) {
    case Kind::String:
        return Value::string(node.string);
    case Kind::Bool:
        return Value::boolean(node.boolean);
    case Kind::Number: {
        // An integer is an Int32 when it fits, anything else a Double.
        const bool integer
            = !node.number.contains('.') && !node.number.contains('e') && !node.number.contains('E');
        Result<Value> value = numberValue(integer ? EdmType::Int32 : EdmType::Double, node.number);
        if (!value && integer)
            value = numberValue(EdmType::Double, node.number);
        if (value)
            return value;
        return badValue(name, QStringLiteral("the number is outside the range of Edm.Double"));
    }
    case Kind::Array:
    case Kind::Object:
        return badValue(name, QStringLiteral("arrays and objects are not property values"));
    case Kind::Null:
        break;
    }
    return badValue(name, QStringLiteral("null"));
}

// OData control information a client may send back in an entity it read (JSON light, v3 and v4 spellings).
bool isODataControlName(QStringView name)
{
    static const QStringList known {QStringLiteral("odata.metadata"), QStringLiteral("odata.etag"),
        QStringLiteral("odata.type"), QStringLiteral("odata.id"), QStringLiteral("odata.editLink"),
        QStringLiteral("odata.readLink"), QStringLiteral("odata.context")};
    return known.contains(name);
}

// In a request the service takes "<property>@odata.type", the control names above ("odata.etag",
// "@odata.etag") and property names; any other "odata." or '@' name is refused, not dropped.
Status checkControlName(const QString &name)
{
    const qsizetype at = name.indexOf(QLatin1Char('@'));
    const bool ok = at < 0 ? isODataControlName(name)
                           : (name.indexOf(QLatin1Char('@'), at + 1) < 0
                               && (QStringView(name).sliced(at + 1) == u"odata.type"
                                   || (at == 0 && isODataControlName(QStringView(name).sliced(1)))));
    if (ok)
        return {};
    return fail(ErrorCode::PropertyNameInvalid,
        QStringLiteral("The property name '%1' is not a valid identifier (names start with a letter or '_' "
                       "and continue with letters, digits or '_'; '@' and 'odata.' are reserved for "
                       "annotations).")
            .arg(name));
}

struct KeyInput
{
    const QString *partitionKey = nullptr;
    const QString *rowKey = nullptr;
};

Result<Entity> decodeObject(const json::Node &root, Mode mode, KeyInput urlKeys)
{
    if (!root.isObject())
        return fail(ErrorCode::InvalidInput, QStringLiteral("The entity must be a JSON object."));

    // Annotations first: they may follow the property they annotate.
    QHash<QString, EdmType> types;
    for (const json::Member &m : root.members) {
        const qsizetype at = m.name.indexOf(QLatin1Char('@'));
        if (at < 0 || m.name.mid(at + 1) != QLatin1String("odata.type") || at == 0)
            continue;
        const QString property = m.name.left(at);
        if (!m.value.isString())
            return badValue(property, QStringLiteral("the type annotation is not a string"));
        const std::optional<EdmType> type = edmTypeFromName(m.value.string);
        if (!type)
            return badValue(property, QStringLiteral("unknown type '%1'").arg(m.value.string));
        if (types.contains(property))
            return fail(ErrorCode::DuplicatePropertiesSpecified,
                QStringLiteral("The type of property '%1' is specified more than once.").arg(property));
        types.insert(property, *type);
    }

    Entity entity;
    std::optional<QString> keys[2];
    QSet<QString> seen;
    for (const json::Member &m : root.members) {
        const QString &name = m.name;
        if (name.contains(QLatin1Char('@'))) {
            if (mode == Mode::Request) {
                if (Status ok = checkControlName(name); !ok)
                    return std::unexpected(ok.error());
            }
            continue;
        }
        if (seen.contains(name))
            return fail(ErrorCode::DuplicatePropertiesSpecified,
                QStringLiteral("Property '%1' is specified more than once.").arg(name));
        seen.insert(name);
        if (name.startsWith(QLatin1String("odata."))) {
            if (mode == Mode::Response && name == QLatin1String("odata.etag") && m.value.isString())
                entity.setEtag(m.value.string);
            if (mode == Mode::Request) {
                if (Status ok = checkControlName(name); !ok)
                    return std::unexpected(ok.error());
            }
            continue;
        }
        const auto type = types.constFind(name);
        const bool annotated = type != types.constEnd();
        const int keyIndex
            = name == QLatin1String("PartitionKey") ? 0 : (name == QLatin1String("RowKey") ? 1 : -1);
        if (keyIndex >= 0) {
            if (m.value.isNull())
                continue;
            if (!m.value.isString() || (annotated && *type != EdmType::String))
                return badValue(name, QStringLiteral("keys must be strings"));
            keys[keyIndex] = m.value.string;
            continue;
        }
        if (name == QLatin1String("Timestamp")) {
            if (mode == Mode::Response && !m.value.isNull()) {
                // The store's own property, read as it was written: an entity never stored carries the zero
                // Timestamp, which is outside the range a DateTime value of a client must keep.
                const std::optional<DateTime> t
                    = m.value.isString() ? DateTime::fromIsoString(m.value.string) : std::nullopt;
                if (!t)
                    return badValue(name, QStringLiteral("not a valid Edm.DateTime"));
                entity.setTimestamp(*t);
            }
            continue;
        }
        if (m.value.isNull())
            continue;
        Result<Value> value = annotated ? typedValue(name, m.value, *type) : inferredValue(name, m.value);
        if (!value)
            return std::unexpected(value.error());
        entity.setProperty(name, std::move(*value));
    }

    const QString *url[2] = {urlKeys.partitionKey, urlKeys.rowKey};
    const char *keyNames[2] = {"PartitionKey", "RowKey"};
    for (int i = 0; i < 2; ++i) {
        if (url[i]) {
            if (keys[i] && *keys[i] != *url[i])
                return fail(ErrorCode::InvalidInput,
                    QStringLiteral("The %1 in the request body does not match the one in the URL.")
                        .arg(QLatin1String(keyNames[i])));
            keys[i] = *url[i];
        } else if (!keys[i] && mode == Mode::Request) {
            return fail(ErrorCode::PropertiesNeedValue,
                QStringLiteral("The values are not specified for all properties in the entity (%1).")
                    .arg(QLatin1String(keyNames[i])));
        }
    }
    entity.setPartitionKey(keys[0].value_or(QString()));
    entity.setRowKey(keys[1].value_or(QString()));
    return entity;
}

Result<json::Node> parseBody(QByteArrayView body)
{
    return json::parse(body);
}

} // namespace

std::optional<QStringList> parseSelect(QStringView value)
{
    QStringList names;
    for (const QStringView piece : value.split(QLatin1Char(','))) {
        const QString name = piece.trimmed().toString();
        if (name == QLatin1String("*"))
            return std::nullopt;
        if (!name.isEmpty() && !names.contains(name))
            names.append(name);
    }
    if (names.isEmpty())
        return std::nullopt;
    return names;
}

Result<Entity> decodeEntity(QByteArrayView json)
{
    Result<json::Node> root = parseBody(json);
    if (!root)
        return std::unexpected(root.error());
    return decodeObject(*root, Mode::Request, {});
}

Result<Entity> decodeEntity(QByteArrayView json, const QString &partitionKey, const QString &rowKey)
{
    Result<json::Node> root = parseBody(json);
    if (!root)
        return std::unexpected(root.error());
    return decodeObject(*root, Mode::Request, {&partitionKey, &rowKey});
}

Result<Entity> decodeResponseEntity(QByteArrayView json)
{
    Result<json::Node> root = parseBody(json);
    if (!root)
        return std::unexpected(root.error());
    return decodeObject(*root, Mode::Response, {});
}

Result<QList<Entity>> decodeEntityPage(QByteArrayView json)
{
    Result<json::Node> root = parseBody(json);
    if (!root)
        return std::unexpected(root.error());
    const json::Node *value = root->isObject() ? root->member(u"value") : nullptr;
    if (!value || !value->isArray())
        return fail(ErrorCode::InvalidInput, QStringLiteral("The response has no \"value\" array."));
    QList<Entity> entities;
    entities.reserve(qsizetype(value->items.size()));
    for (const json::Node &item : value->items) {
        Result<Entity> entity = decodeObject(item, Mode::Response, {});
        if (!entity)
            return std::unexpected(entity.error());
        entities.append(std::move(*entity));
    }
    return entities;
}

Result<QString> decodeCreateTable(QByteArrayView json)
{
    Result<json::Node> root = parseBody(json);
    if (!root)
        return std::unexpected(root.error());
    const json::Node *name = root->isObject() ? root->member(u"TableName") : nullptr;
    if (!name || !name->isString())
        return fail(ErrorCode::InvalidInput, QStringLiteral("The request body has no TableName string."));
    return name->string;
}

Result<QStringList> decodeTableList(QByteArrayView json)
{
    Result<json::Node> root = parseBody(json);
    if (!root)
        return std::unexpected(root.error());
    const json::Node *value = root->isObject() ? root->member(u"value") : nullptr;
    if (!value || !value->isArray())
        return fail(ErrorCode::InvalidInput, QStringLiteral("The response has no \"value\" array."));
    QStringList tables;
    for (const json::Node &item : value->items) {
        const json::Node *name = item.isObject() ? item.member(u"TableName") : nullptr;
        if (!name || !name->isString())
            return fail(ErrorCode::InvalidInput, QStringLiteral("A table entry has no TableName string."));
        tables.append(name->string);
    }
    return tables;
}

} // namespace rowan::protocol
