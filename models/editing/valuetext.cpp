#include "models/editing/valuetext.h"

#include <rowan/valuetext.h>

#include <QUuid>

#include <cctype>
#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace rowan::valuetext {

QString format(const Value &value)
{
    return formatValueText(value);
}

Result<Value> parse(EdmType type, const QString &text)
{
    Result<Value> value = parseValueText(type, text);
    if (!value)
        return std::unexpected(explainValueTextError(value.error(), type));
    return value;
}

Result<Value> convert(const Value &value, EdmType type)
{
    return convertValueType(value, type);
}

Value defaultValue(EdmType type)
{
    switch (type) {
    case EdmType::String:
        return Value::string(QString());
    case EdmType::Binary:
        return Value::binary(QByteArray());
    case EdmType::Boolean:
        return Value::boolean(false);
    case EdmType::DateTime:
        return Value::dateTime(DateTime::now());
    case EdmType::Double:
        return Value::float64(0.0);
    case EdmType::Guid:
        return Value::guid(QUuid::createUuid());
    case EdmType::Int32:
        return Value::int32(0);
    case EdmType::Int64:
        return Value::int64(0);
    }
    return Value();
}

QString toHex(const QByteArray &bytes)
{
    return u"0x"_s + QString::fromLatin1(bytes.toHex(' '));
}

std::optional<QByteArray> fromHex(const QString &text)
{
    QString digits = text.trimmed();
    if (digits.startsWith(u"0x"_s, Qt::CaseInsensitive))
        digits.remove(0, 2);
    digits.removeIf([](QChar c) { return c.isSpace(); });
    if (digits.size() % 2 != 0)
        return std::nullopt;
    for (const QChar c : std::as_const(digits)) {
        if (c.unicode() > 127 || !std::isxdigit(c.unicode()))
            return std::nullopt;
    }
    return QByteArray::fromHex(digits.toLatin1());
}

QString formatSize(qint64 bytes)
{
    const auto trimmed = [](double v, int decimals) {
        QString s = QString::number(v, 'f', decimals);
        if (s.contains(u'.')) {
            while (s.endsWith(u'0'))
                s.chop(1);
            if (s.endsWith(u'.'))
                s.chop(1);
        }
        return s;
    };
    if (bytes < 1024)
        return u"%1 B"_s.arg(bytes);
    if (bytes < 1024 * 1024)
        return u"%1 KiB"_s.arg(trimmed(double(bytes) / 1024.0, 1));
    return u"%1 MiB"_s.arg(trimmed(double(bytes) / (1024.0 * 1024.0), 2));
}

} // namespace rowan::valuetext
