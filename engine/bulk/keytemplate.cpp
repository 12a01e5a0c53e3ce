// Key templates: `{Region}_{OrderId:D8}` read once into parts, evaluated per entity with the key builders.
#include "rowan/bulk/rekey.h"

#include "rowan/keys/keybuilder.h"
#include "rowan/valuetext.h"

namespace rowan::bulk {

namespace {

std::unexpected<Error> badTemplate(QStringView text, qsizetype position, const QString &why)
{
    return fail(ErrorCode::InvalidInput,
        QStringLiteral("The key template '%1' %2 (at position %3).").arg(text).arg(why).arg(position));
}

Status checkName(const QString &name)
{
    if (isSystemPropertyName(name))
        return {};
    return validatePropertyName(name);
}

// The value a placeholder names: a property, or the entity's keys or Timestamp.
std::optional<Value> valueOf(const Entity &entity, const QString &name)
{
    if (name == u"PartitionKey")
        return Value::string(entity.partitionKey());
    if (name == u"RowKey")
        return Value::string(entity.rowKey());
    if (name == u"Timestamp")
        return Value::dateTime(entity.timestamp());
    if (const Value *value = entity.property(name))
        return *value;
    return std::nullopt;
}

} // namespace

Result<KeyTemplate> KeyTemplate::parse(QStringView text)
{
    KeyTemplate parsed;
    parsed.m_text = text.toString();
    QString literal;
    const auto flushLiteral = [&] {
        if (!literal.isEmpty())
            parsed.m_parts.append(Part {Part::Kind::Text, std::exchange(literal, {}), 0});
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c == u'}') {
            if (i + 1 < text.size() && text[i + 1] == u'}') {
                literal += u'}';
                ++i;
                continue;
            }
            return badTemplate(
                text, i, QStringLiteral("has a '}' that closes nothing (write '}}' for a brace)"));
        }
        if (c != u'{') {
            literal += c;
            continue;
        }
        if (i + 1 < text.size() && text[i + 1] == u'{') {
            literal += u'{';
            ++i;
            continue;
        }
        const qsizetype close = text.indexOf(u'}', i + 1);
        if (close < 0)
            return badTemplate(text, i, QStringLiteral("has a '{' without its '}'"));
        const QStringView inside = text.sliced(i + 1, close - i - 1).trimmed();
        if (inside.isEmpty())
            return badTemplate(text, i, QStringLiteral("has an empty placeholder '{}'"));
        Part part;
        if (const qsizetype open = inside.indexOf(u'('); open >= 0) {
            if (!inside.endsWith(u')'))
                return badTemplate(text, i, QStringLiteral("has a function without its ')'"));
            const QStringView function = inside.first(open).trimmed();
            if (function == u"invticks")
                part.kind = Part::Kind::InvertedTicks;
            else if (function == u"revdate")
                part.kind = Part::Kind::ReversedDate;
            else
                return badTemplate(text, i,
                    QStringLiteral("names the function '%1' (there are invticks and revdate)").arg(function));
            part.text = inside.sliced(open + 1, inside.size() - open - 2).trimmed().toString();
        } else if (const qsizetype colon = inside.indexOf(u':'); colon >= 0) {
            const QStringView format = inside.sliced(colon + 1).trimmed();
            const QChar letter = format.isEmpty() ? QChar() : format[0].toUpper();
            bool ok = false;
            const int width = format.size() > 1 && (letter == u'D' || letter == u'N')
                ? format.sliced(1).toInt(&ok)
                : 0;
            if (!ok || width < 1 || width > 255)
                return badTemplate(text, i,
                    QStringLiteral("has the format '%1' (D or N and a width from 1 to 255, like D8)")
                        .arg(format));
            part.kind = letter == u'D' ? Part::Kind::Padded : Part::Kind::PaddedNumbers;
            part.width = width;
            part.text = inside.first(colon).trimmed().toString();
        } else {
            part.kind = Part::Kind::Value;
            part.text = inside.toString();
        }
        if (auto ok = checkName(part.text); !ok)
            return badTemplate(text, i, QStringLiteral("names no property: %1").arg(ok.error().message));
        flushLiteral();
        parsed.m_parts.append(std::move(part));
        i = close;
    }
    flushLiteral();
    return parsed;
}

Result<QString> KeyTemplate::evaluate(const Entity &entity, const char *which) const
{
    QString key;
    for (const Part &part : m_parts) {
        if (part.kind == Part::Kind::Text) {
            key += part.text;
            continue;
        }
        const std::optional<Value> value = valueOf(entity, part.text);
        if (!value)
            return fail(
                ErrorCode::InvalidInput, QStringLiteral("The entity has no property '%1'.").arg(part.text));
        Result<QString> piece;
        switch (part.kind) {
        case Part::Kind::Value:
            piece = formatValueText(*value);
            break;
        case Part::Kind::Padded:
            if (value->type() == EdmType::Int32 || value->type() == EdmType::Int64)
                piece = keys::zeroPad(
                    value->type() == EdmType::Int32 ? qint64(value->toInt32()) : value->toInt64(),
                    part.width);
            else if (value->type() == EdmType::String)
                piece = keys::zeroPad(QStringView(value->toString()), part.width);
            else
                return fail(ErrorCode::InvalidInput,
                    QStringLiteral("'%1' is an %2, not a whole number to pad.")
                        .arg(part.text, edmTypeName(value->type())));
            break;
        case Part::Kind::PaddedNumbers:
            piece = keys::padNumbers(formatValueText(*value), part.width);
            break;
        case Part::Kind::InvertedTicks:
        case Part::Kind::ReversedDate:
            if (value->type() != EdmType::DateTime)
                return fail(ErrorCode::InvalidInput,
                    QStringLiteral("'%1' is an %2, not an Edm.DateTime.")
                        .arg(part.text, edmTypeName(value->type())));
            piece = part.kind == Part::Kind::InvertedTicks ? keys::invertedTicks(value->toDateTime())
                                                           : keys::reversedDate(value->toDateTime());
            break;
        case Part::Kind::Text:
            break;
        }
        if (!piece)
            return std::unexpected(Error {
                piece.error().code, QStringLiteral("%1: %2").arg(part.text, piece.error().message), -1});
        key += *piece;
    }
    if (auto ok = validateKey(key, which); !ok)
        return std::unexpected(ok.error());
    return key;
}

Result<RekeyRule> parseRekeyRule(QStringView partitionKeyTemplate, QStringView rowKeyTemplate)
{
    if (partitionKeyTemplate.isEmpty() && rowKeyTemplate.isEmpty())
        return fail(ErrorCode::InvalidInput,
            QStringLiteral("A re-key needs a template for the new PartitionKey, the new RowKey or both."));
    RekeyRule rule;
    const auto take = [](QStringView text, std::optional<KeyTemplate> &into, const char *which) -> Status {
        if (text.isEmpty())
            return {};
        auto parsed = KeyTemplate::parse(text);
        if (!parsed)
            return fail(parsed.error().code,
                QStringLiteral("%1: %2").arg(QString::fromLatin1(which), parsed.error().message));
        into = std::move(*parsed);
        return {};
    };
    if (auto ok = take(partitionKeyTemplate, rule.partitionKey, "PartitionKey"); !ok)
        return std::unexpected(ok.error());
    if (auto ok = take(rowKeyTemplate, rule.rowKey, "RowKey"); !ok)
        return std::unexpected(ok.error());
    return rule;
}

} // namespace rowan::bulk
