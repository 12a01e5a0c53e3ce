#include "rowan/entity.h"

#include <QSet>

#include <algorithm>
#include <iterator>

using namespace Qt::StringLiterals;

namespace rowan {

namespace {

QString describeUnit(char16_t c)
{
    if (c < 0x20 || (c >= 0x7F && c <= 0x9F))
        return u"U+"_s + QString::number(uint(c), 16).rightJustified(4, u'0').toUpper();
    return QStringLiteral("'%1'").arg(QChar(c));
}

bool isForbiddenKeyUnit(char16_t c)
{
    return c == u'/' || c == u'\\' || c == u'#' || c == u'?' || c <= 0x1F || (c >= 0x7F && c <= 0x9F);
}

bool isIdentifierStart(char32_t c)
{
    if (c == U'_')
        return true;
    switch (QChar::category(c)) {
    case QChar::Letter_Uppercase:
    case QChar::Letter_Lowercase:
    case QChar::Letter_Titlecase:
    case QChar::Letter_Modifier:
    case QChar::Letter_Other:
    case QChar::Number_Letter:
        return true;
    default:
        return false;
    }
}

// C# identifier-part characters: letters, decimal digits, connectors (such as '_'), combining marks and
// formatting characters.
bool isIdentifierPart(char32_t c)
{
    if (isIdentifierStart(c))
        return true;
    switch (QChar::category(c)) {
    case QChar::Number_DecimalDigit:
    case QChar::Punctuation_Connector:
    case QChar::Mark_NonSpacing:
    case QChar::Mark_SpacingCombining:
    case QChar::Other_Format:
        return true;
    default:
        return false;
    }
}

QString quoted(const QString &name)
{
    // Long names would swamp the message; the editor shows the full name next to it anyway.
    constexpr qsizetype shown = 64;
    if (name.size() <= shown)
        return u'\'' + name + u'\'';
    return u'\'' + name.left(shown) + u"…'"_s;
}

} // namespace

const Value *Entity::property(QStringView name) const
{
    for (const Property &p : m_properties) {
        if (p.name == name)
            return &p.value;
    }
    return nullptr;
}

void Entity::setProperty(const QString &name, Value value)
{
    for (Property &p : m_properties) {
        if (p.name == name) {
            p.value = std::move(value);
            return;
        }
    }
    m_properties.append(Property {name, std::move(value)});
}

bool Entity::removeProperty(QStringView name)
{
    for (qsizetype i = 0; i < m_properties.size(); ++i) {
        if (m_properties[i].name == name) {
            m_properties.removeAt(i);
            return true;
        }
    }
    return false;
}

qint64 Entity::storageSize() const
{
    qint64 size = 4 + 2 * (qint64(m_partitionKey.size()) + qint64(m_rowKey.size()));
    for (const Property &p : m_properties)
        size += 8 + 2 * qint64(p.name.size()) + p.value.storageSize();
    return size;
}

Status Entity::validate() const
{
    if (auto s = validateKey(m_partitionKey, "PartitionKey"); !s)
        return s;
    if (auto s = validateKey(m_rowKey, "RowKey"); !s)
        return s;
    if (auto s = validateProperties(m_properties); !s)
        return s;
    const qint64 size = storageSize();
    if (size > limits::MaxEntityBytes)
        return fail(ErrorCode::EntityTooLarge,
            QStringLiteral("The entity is %1 bytes in size; at most %2 bytes are allowed.")
                .arg(size)
                .arg(limits::MaxEntityBytes));
    return {};
}

bool Entity::sameContent(const Entity &other) const
{
    if (m_partitionKey != other.m_partitionKey || m_rowKey != other.m_rowKey
        || m_properties.size() != other.m_properties.size())
        return false;
    for (const Property &p : m_properties) {
        const Value *v = other.property(p.name);
        if (!v || !(*v == p.value))
            return false;
    }
    return true;
}

Status validateKey(const QString &key, const char *which)
{
    const QString name = QString::fromLatin1(which);
    if (key.size() > limits::MaxKeyUnits)
        return fail(ErrorCode::PropertyValueTooLarge,
            QStringLiteral("The %1 is %2 characters long; at most %3 are allowed.")
                .arg(name)
                .arg(key.size())
                .arg(limits::MaxKeyUnits));
    for (qsizetype i = 0; i < key.size(); ++i) {
        const char16_t c = key[i].unicode();
        if (isForbiddenKeyUnit(c))
            return fail(ErrorCode::OutOfRangeInput,
                QStringLiteral("The %1 contains the character %2 at position %3; the characters / \\ # ? "
                               "and control characters are not allowed in keys.")
                    .arg(name, describeUnit(c))
                    .arg(i + 1));
    }
    return {};
}

bool isSystemPropertyName(QStringView name)
{
    return name == u"PartitionKey" || name == u"RowKey" || name == u"Timestamp";
}

Status validatePropertyName(const QString &name)
{
    if (name.isEmpty())
        return fail(ErrorCode::PropertyNameInvalid, QStringLiteral("A property name must not be empty."));
    if (name.size() > limits::MaxPropertyNameLength)
        return fail(ErrorCode::PropertyNameTooLong,
            QStringLiteral("The property name %1 is %2 characters long; at most %3 are allowed.")
                .arg(quoted(name))
                .arg(name.size())
                .arg(limits::MaxPropertyNameLength));
    if (isSystemPropertyName(name))
        return fail(ErrorCode::PropertyNameInvalid,
            QStringLiteral("The property name %1 is reserved for the system.").arg(quoted(name)));
    constexpr char32_t unpaired = 0xFFFFFFFF;
    for (qsizetype i = 0; i < name.size();) {
        const qsizetype position = i;
        char32_t c = name[i++].unicode();
        if (QChar::isHighSurrogate(c) && i < name.size() && name[i].isLowSurrogate())
            c = QChar::surrogateToUcs4(char16_t(c), name[i++].unicode());
        else if (QChar::isSurrogate(c))
            c = unpaired;
        const bool ok = c != unpaired && (position == 0 ? isIdentifierStart(c) : isIdentifierPart(c));
        if (!ok)
            return fail(ErrorCode::PropertyNameInvalid,
                QStringLiteral("The property name %1 is not a valid identifier: %2 at position %3 is not "
                               "allowed (names start with a letter or '_' and continue with letters, "
                               "digits or '_').")
                    .arg(quoted(name),
                        c == unpaired ? QStringLiteral("an unpaired surrogate")
                                      : QStringLiteral("'%1'").arg(QString::fromUcs4(&c, 1)))
                    .arg(position + 1));
    }
    return {};
}

Status validateValue(const QString &name, const Value &value)
{
    switch (value.type()) {
    case EdmType::String: {
        const qsizetype units = value.toString().size();
        if (units > limits::MaxStringUnits)
            return fail(ErrorCode::PropertyValueTooLarge,
                QStringLiteral("The string property %1 is %2 characters long; at most %3 are allowed.")
                    .arg(quoted(name))
                    .arg(units)
                    .arg(limits::MaxStringUnits));
        break;
    }
    case EdmType::Binary: {
        const qsizetype bytes = value.toBinary().size();
        if (bytes > limits::MaxBinaryBytes)
            return fail(ErrorCode::PropertyValueTooLarge,
                QStringLiteral("The binary property %1 is %2 bytes long; at most %3 are allowed.")
                    .arg(quoted(name))
                    .arg(bytes)
                    .arg(limits::MaxBinaryBytes));
        break;
    }
    case EdmType::DateTime:
        if (!value.toDateTime().isInServiceRange())
            return fail(ErrorCode::OutOfRangeInput,
                QStringLiteral("The DateTime property %1 is %2; it must lie between "
                               "1601-01-01T00:00:00Z and 9999-12-31T23:59:59.9999999Z.")
                    .arg(quoted(name), value.toDateTime().toIsoString()));
        break;
    default:
        break;
    }
    return {};
}

Status validateProperties(const QList<Property> &properties)
{
    if (properties.size() > limits::MaxUserProperties)
        return fail(ErrorCode::TooManyProperties,
            QStringLiteral("The entity has %1 properties; at most %2 are allowed besides PartitionKey, "
                           "RowKey and Timestamp.")
                .arg(properties.size())
                .arg(limits::MaxUserProperties));
    QSet<QStringView> seen;
    seen.reserve(properties.size());
    for (const Property &p : properties) {
        if (auto s = validatePropertyName(p.name); !s)
            return s;
        if (auto s = validateValue(p.name, p.value); !s)
            return s;
        if (seen.contains(p.name))
            return fail(ErrorCode::DuplicatePropertiesSpecified,
                QStringLiteral("The property %1 is specified more than once.").arg(quoted(p.name)));
        seen.insert(p.name);
    }
    return {};
}

Status validateTableName(const QString &name)
{
    for (qsizetype i = 0; i < name.size(); ++i) {
        const char16_t c = name[i].unicode();
        const bool letter = (c >= u'A' && c <= u'Z') || (c >= u'a' && c <= u'z');
        const bool digit = c >= u'0' && c <= u'9';
        if (!(letter || (digit && i > 0)))
            return fail(ErrorCode::InvalidResourceName,
                QStringLiteral("The table name %1 is not valid: %2 at position %3 is not allowed (table "
                               "names start with a letter and contain only letters and digits).")
                    .arg(quoted(name), describeUnit(c))
                    .arg(i + 1));
    }
    if (name.size() < 3 || name.size() > 63)
        return fail(ErrorCode::OutOfRangeInput,
            QStringLiteral("The table name %1 is %2 characters long; table names have 3 to 63 "
                           "characters.")
                .arg(quoted(name))
                .arg(name.size()));
    if (name.compare(u"tables", Qt::CaseInsensitive) == 0)
        return fail(
            ErrorCode::InvalidInput, QStringLiteral("The table name %1 is reserved.").arg(quoted(name)));
    return {};
}

QString Entity::etag() const
{
    return m_etagFromTimestamp ? etagForTimestamp(m_timestamp) : m_etag;
}

QString etagForTimestamp(DateTime timestamp)
{
    // Built in place (reads make an ETag for every entity they return): no replace() or concatenation copies.
    const QString iso = timestamp.toIsoString();
    static constexpr char16_t prefix[] = u"W/\"datetime'";
    static constexpr qsizetype prefixSize = std::size(prefix) - 1;
    QString etag(prefixSize + iso.size() + 2 * iso.count(u':') + 2, Qt::Uninitialized);
    char16_t *out = reinterpret_cast<char16_t *>(etag.data());
    out = std::copy_n(prefix, prefixSize, out);
    for (const QChar ch : iso) {
        if (ch == u':') {
            *out++ = u'%';
            *out++ = u'3';
            *out++ = u'A';
        } else {
            *out++ = ch.unicode();
        }
    }
    *out++ = u'\'';
    *out++ = u'"';
    return etag;
}

} // namespace rowan
