#include "models/query/filtervalues.h"

#include <rowan/valuetext.h>

namespace rowan {

QString filterValueText(const Value &value)
{
    return formatValueText(value);
}

Result<Value> filterValueFromText(EdmType type, const QString &text)
{
    Result<Value> value = parseValueText(type, text);
    if (!value)
        return std::unexpected(explainValueTextError(value.error(), type));
    return value;
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
