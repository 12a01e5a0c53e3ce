#include "models/query/filtervalues.h"

#include <rowan/filter.h>

#include <QRegularExpression>

#include <cmath>

namespace rowan {

QString filterValueText(const Value &value)
{
    switch (value.type()) {
    case EdmType::String:
        return value.toString();
    case EdmType::Binary:
        return QString::fromLatin1(value.toBinary().toHex().toUpper());
    case EdmType::Boolean:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case EdmType::DateTime:
        return value.toDateTime().toIsoString();
    case EdmType::Double: {
        // filterLiteral() already spells Doubles losslessly and with a decimal point.
        return filterLiteral(value);
    }
    case EdmType::Guid:
        return value.toGuid().toString(QUuid::WithoutBraces).toLower();
    case EdmType::Int32:
        return QString::number(value.toInt32());
    case EdmType::Int64:
        return QString::number(value.toInt64());
    }
    return {};
}

namespace {

std::unexpected<Error> invalid(EdmType type, const QString &what)
{
    return std::unexpected(
        Error {ErrorCode::InvalidInput, QStringLiteral("%1: %2").arg(edmTypeName(type), what)});
}

} // namespace

Result<Value> filterValueFromText(EdmType type, const QString &text)
{
    const QString trimmed = text.trimmed();
    switch (type) {
    case EdmType::String:
        return Value::string(text);
    case EdmType::Binary: {
        static const QRegularExpression hex(QStringLiteral("^[0-9A-Fa-f]*$"));
        QString digits = trimmed;
        digits.remove(u' ');
        if (!hex.match(digits).hasMatch())
            return invalid(
                type, QStringLiteral("'%1' holds characters that are not hex digits (0-9, A-F).").arg(text));
        if (digits.size() % 2 != 0)
            return invalid(type, QStringLiteral("an even number of hex digits is needed (two per byte)."));
        return Value::binary(QByteArray::fromHex(digits.toLatin1()));
    }
    case EdmType::Boolean:
        if (trimmed == u"true")
            return Value::boolean(true);
        if (trimmed == u"false")
            return Value::boolean(false);
        return invalid(type, QStringLiteral("write true or false, not '%1'.").arg(text));
    case EdmType::DateTime: {
        const auto dt = DateTime::fromIsoString(trimmed);
        if (!dt)
            return invalid(
                type, QStringLiteral("'%1' is not a time such as 2026-11-24T00:00:00Z.").arg(text));
        if (!dt->isInServiceRange())
            return invalid(type, QStringLiteral("'%1' is outside 1601-01-01 … 9999-12-31.").arg(text));
        return Value::dateTime(*dt);
    }
    case EdmType::Double: {
        bool ok = false;
        const double d = trimmed.toDouble(&ok);
        if (!ok || !std::isfinite(d))
            return invalid(type, QStringLiteral("'%1' is not a finite number such as 1.5.").arg(text));
        return Value::float64(d);
    }
    case EdmType::Guid: {
        static const QRegularExpression shape(
            QStringLiteral("^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$"));
        if (!shape.match(trimmed).hasMatch())
            return invalid(type,
                QStringLiteral("'%1' is not a Guid such as c9da6455-213d-42c9-9a79-3e9149a57833.").arg(text));
        return Value::guid(QUuid::fromString(trimmed));
    }
    case EdmType::Int32: {
        bool ok = false;
        const int v = trimmed.toInt(&ok, 10);
        if (!ok)
            return invalid(
                type, QStringLiteral("'%1' is not a whole number from -2147483648 to 2147483647.").arg(text));
        return Value::int32(v);
    }
    case EdmType::Int64: {
        bool ok = false;
        const qlonglong v = trimmed.toLongLong(&ok, 10);
        if (!ok)
            return invalid(type,
                QStringLiteral("'%1' is not a whole number from -9223372036854775808 to 9223372036854775807.")
                    .arg(text));
        return Value::int64(v);
    }
    }
    return invalid(type, QStringLiteral("unknown type."));
}

Value filterValueTemplate(EdmType type, const DateTime &now)
{
    switch (type) {
    case EdmType::String:
        return Value::string({});
    case EdmType::Binary:
        return Value::binary(QByteArray(1, '\0'));
    case EdmType::Boolean:
        return Value::boolean(true);
    case EdmType::DateTime: {
        const qint64 day = 86'400 * DateTime::TicksPerSecond;
        return Value::dateTime(DateTime(now.ticks() - now.ticks() % day));
    }
    case EdmType::Double:
        return Value::float64(1.5);
    case EdmType::Guid:
        return Value::guid(QUuid());
    case EdmType::Int32:
        return Value::int32(30);
    case EdmType::Int64:
        return Value::int64(30);
    }
    return {};
}

} // namespace rowan
