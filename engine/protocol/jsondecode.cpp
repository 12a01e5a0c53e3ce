// JSON → Entity. The rules are listed in rowan/protocol/jsonentity.h.
#include "json.h"
#include "rowan/protocol/jsonentity.h"

#include <QHash>
#include <QSet>
#include <QUuid>

#include <charconv>
#include <cmath>

namespace rowan::protocol {

namespace {

enum class Mode { Request, Response };

std::unexpected<Error> badValue(const QString &name, const QString &why)
{
    return fail(ErrorCode::InvalidValueType,
        QStringLiteral("The value specified for property '%1' is invalid: %2.").arg(name, why));
}

bool isIntegerText(QByteArrayView text)
{
    return !text.contains('.') && !text.contains('e') && !text.contains('E');
}

template<typename Int>
std::optional<Int> parseInteger(QByteArrayView text)
{
    Int value {};
    const char *end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || ptr != end || text.isEmpty())
        return std::nullopt;
    return value;
}

std::optional<double> parseDouble(QByteArrayView text)
{
    // Only JSON-number characters: from_chars would also take "inf" and "nan".
    for (const char c : text) {
        if (!((c >= '0' && c <= '9') || c == '.' || c == 'e' || c == 'E' || c == '-' || c == '+'))
            return std::nullopt;
    }
    if (text.isEmpty() || text.startsWith('+'))
        return std::nullopt;
    double value = 0;
    const char *end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || ptr != end)
        return std::nullopt;
    return value;
}

bool isHexDigit(char16_t c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

bool isCanonicalGuid(QStringView text)
{
    if (text.size() != 36)
        return false;
    for (qsizetype i = 0; i < 36; ++i) {
        const QChar c = text[i];
        if (i == 8 || i == 13 || i == 18 || i == 23) {
            if (c != QLatin1Char('-'))
                return false;
        } else if (!isHexDigit(c.unicode())) {
            return false;
        }
    }
    return true;
}

Result<Value> typedValue(const QString &name, const json::Node &node, EdmType type)
{
    using Kind = json::Node::Kind;
    const QString typeName = edmTypeName(type);
    auto mismatch = [&] { return badValue(name, QStringLiteral("not a valid %1").arg(typeName)); };
    switch (type) {
    case EdmType::String:
        if (node.kind != Kind::String)
            return mismatch();
        return Value::string(node.string);
    case EdmType::Boolean:
        // Annotated, a string "true"/"false" is a Boolean too: the JavaScript SDK writes an entity it read
        // without type conversion back that way.
        if (node.kind == Kind::String) {
            if (node.string.compare(QLatin1String("true"), Qt::CaseInsensitive) == 0)
                return Value::boolean(true);
            if (node.string.compare(QLatin1String("false"), Qt::CaseInsensitive) == 0)
                return Value::boolean(false);
            return mismatch();
        }
        if (node.kind != Kind::Bool)
            return mismatch();
        return Value::boolean(node.boolean);
    case EdmType::Int32: {
        // A number, or (annotated, for the same reason as Boolean) its decimal string.
        const QByteArray text = node.kind == Kind::String ? node.string.toLatin1() : node.number;
        if ((node.kind == Kind::String || node.kind == Kind::Number) && isIntegerText(text)) {
            if (const auto v = parseInteger<qint32>(text))
                return Value::int32(*v);
        }
        return mismatch();
    }
    case EdmType::Int64: {
        const QByteArray text = node.kind == Kind::String ? node.string.toLatin1() : node.number;
        if ((node.kind == Kind::String || node.kind == Kind::Number) && isIntegerText(text)) {
            if (const auto v = parseInteger<qint64>(text))
                return Value::int64(*v);
        }
        return mismatch();
    }
    case EdmType::Double: {
        if (node.kind == Kind::Number) {
            if (const auto v = parseDouble(node.number))
                return Value::float64(*v);
            return mismatch();
        }
        if (node.kind != Kind::String)
            return mismatch();
        if (node.string == QLatin1String("NaN"))
            return Value::float64(std::numeric_limits<double>::quiet_NaN());
        if (node.string == QLatin1String("Infinity"))
            return Value::float64(std::numeric_limits<double>::infinity());
        if (node.string == QLatin1String("-Infinity"))
            return Value::float64(-std::numeric_limits<double>::infinity());
        if (const auto v = parseDouble(node.string.toLatin1()))
            return Value::float64(*v);
        return mismatch();
    }
    case EdmType::DateTime: {
        if (node.kind != Kind::String)
            return mismatch();
        const std::optional<DateTime> t = DateTime::fromIsoString(node.string);
        if (!t)
            return mismatch();
        if (!t->isInServiceRange())
            return fail(ErrorCode::OutOfRangeInput,
                QStringLiteral("The DateTime value of property '%1' is outside 1601-01-01 … 9999-12-31.")
                    .arg(name));
        return Value::dateTime(*t);
    }
    case EdmType::Guid:
        if (node.kind != Kind::String || !isCanonicalGuid(node.string))
            return mismatch();
        return Value::guid(QUuid::fromString(node.string));
    case EdmType::Binary: {
        if (node.kind != Kind::String)
            return mismatch();
        auto decoded
            = QByteArray::fromBase64Encoding(node.string.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded || node.string.size() % 4 != 0)
            return mismatch();
        return Value::binary(*decoded);
    }
    }
    return mismatch();
}

Result<Value> inferredValue(const QString &name, const json::Node &node)
{
    using Kind = json::Node::Kind;
    switch (node.kind) {
    case Kind::String:
        return Value::string(node.string);
    case Kind::Bool:
        return Value::boolean(node.boolean);
    case Kind::Number:
        if (isIntegerText(node.number)) {
            if (const auto v = parseInteger<qint32>(node.number))
                return Value::int32(*v);
        }
        if (const auto v = parseDouble(node.number))
            return Value::float64(*v);
        return badValue(name, QStringLiteral("the number is outside the range of Edm.Double"));
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
