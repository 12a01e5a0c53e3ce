// Values as CSV text, formats and modes by name, and type detection for untyped columns.
#include "rowan/transfer.h"

#include <QUuid>

#include <charconv>
#include <cmath>

namespace rowan::transfer {

QString formatName(Format format)
{
    switch (format) {
    case Format::Csv:
        return QStringLiteral("csv");
    case Format::JsonLines:
        return QStringLiteral("jsonl");
    case Format::JsonArray:
        return QStringLiteral("json");
    }
    return {};
}

std::optional<Format> formatFromName(QStringView name)
{
    if (name.compare(u"csv", Qt::CaseInsensitive) == 0)
        return Format::Csv;
    if (name.compare(u"jsonl", Qt::CaseInsensitive) == 0 || name.compare(u"ndjson", Qt::CaseInsensitive) == 0)
        return Format::JsonLines;
    if (name.compare(u"json", Qt::CaseInsensitive) == 0)
        return Format::JsonArray;
    return std::nullopt;
}

std::optional<Format> formatFromFileName(QStringView fileName)
{
    const qsizetype dot = fileName.lastIndexOf(u'.');
    if (dot < 0)
        return std::nullopt;
    return formatFromName(fileName.mid(dot + 1));
}

QString importModeName(ImportMode mode)
{
    switch (mode) {
    case ImportMode::Insert:
        return QStringLiteral("insert");
    case ImportMode::Replace:
        return QStringLiteral("replace");
    case ImportMode::Merge:
        return QStringLiteral("merge");
    case ImportMode::SkipExisting:
        return QStringLiteral("skip-existing");
    }
    return {};
}

std::optional<ImportMode> importModeFromName(QStringView name)
{
    for (ImportMode m :
        {ImportMode::Insert, ImportMode::Replace, ImportMode::Merge, ImportMode::SkipExisting}) {
        if (name == importModeName(m))
            return m;
    }
    return std::nullopt;
}

QString RowError::toString() const
{
    QString where_ = QStringLiteral("line %1").arg(where.line);
    if (where.column > 0) {
        where_ += QStringLiteral(", column %1").arg(where.column);
        if (!where.columnName.isEmpty())
            where_ += QStringLiteral(" (%1)").arg(where.columnName);
    }
    return where_ + QStringLiteral(": ") + error.toString();
}

QString valueToText(const Value &value)
{
    QString text = value.toDisplayString();
    if (value.type() == EdmType::Double && std::isfinite(value.toDouble()) && !text.contains(u'.')
        && !text.contains(u'e'))
        text += QStringLiteral(".0");
    return text;
}

namespace {

Result<Value> notA(QStringView text, EdmType type, const char *why = nullptr)
{
    QString shown = text.size() > 60 ? text.left(57).toString() + QStringLiteral("...") : text.toString();
    QString message = QStringLiteral("'%1' is not an %2").arg(shown, edmTypeName(type));
    if (why)
        message += QStringLiteral(" (%1)").arg(QLatin1String(why));
    return fail(ErrorCode::InvalidValueType, message);
}

// Decimal integer with an optional sign, nothing else (no spaces, no "+", no leading zeros rule: "007" is 7).
template<typename T>
std::optional<T> parseInteger(QStringView text)
{
    if (text.isEmpty() || text.size() > 24)
        return std::nullopt;
    char buffer[32];
    qsizetype n = 0;
    for (QChar c : text) {
        if (c.unicode() > 127)
            return std::nullopt;
        buffer[n++] = char(c.unicode());
    }
    T value {};
    const auto r = std::from_chars(buffer, buffer + n, value);
    if (r.ec != std::errc() || r.ptr != buffer + n)
        return std::nullopt;
    return value;
}

std::optional<double> parseDouble(QStringView text)
{
    if (text == u"NaN")
        return std::nan("");
    if (text == u"Infinity" || text == u"INF")
        return HUGE_VAL;
    if (text == u"-Infinity" || text == u"-INF")
        return -HUGE_VAL;
    if (text.isEmpty() || text.size() > 64)
        return std::nullopt;
    char buffer[72];
    qsizetype n = 0;
    for (QChar c : text) {
        const char16_t u = c.unicode();
        // from_chars would also take "inf"/"nan" spellings; only digits, sign, point and exponent here.
        if (!((u >= '0' && u <= '9') || u == '-' || u == '+' || u == '.' || u == 'e' || u == 'E'))
            return std::nullopt;
        buffer[n++] = char(u);
    }
    const char *begin = buffer[0] == '+' ? buffer + 1 : buffer;
    double value = 0;
    const auto r = std::from_chars(begin, buffer + n, value);
    if (r.ec != std::errc() || r.ptr != buffer + n)
        return std::nullopt;
    return value;
}

std::optional<QUuid> parseGuid(QStringView text)
{
    QStringView t = text;
    if (t.size() == 38 && t.front() == u'{' && t.back() == u'}')
        t = t.mid(1, 36);
    if (t.size() != 36)
        return std::nullopt;
    for (qsizetype i = 0; i < 36; ++i) {
        const char16_t u = t[i].unicode();
        const bool dash = i == 8 || i == 13 || i == 18 || i == 23;
        if (dash ? u != '-' : !((u >= '0' && u <= '9') || (u >= 'a' && u <= 'f') || (u >= 'A' && u <= 'F')))
            return std::nullopt;
    }
    return QUuid::fromString(t);
}

std::optional<QByteArray> parseBase64(QStringView text)
{
    QByteArray latin1;
    latin1.reserve(text.size());
    for (QChar c : text) {
        if (c.unicode() > 127)
            return std::nullopt;
        latin1 += char(c.unicode());
    }
    auto decoded = QByteArray::fromBase64Encoding(latin1, QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded)
        return std::nullopt;
    return std::move(decoded.decoded);
}

} // namespace

Result<Value> valueFromText(QStringView text, EdmType type)
{
    switch (type) {
    case EdmType::String:
        return Value::string(text.toString());
    case EdmType::Int32:
        if (auto v = parseInteger<qint32>(text))
            return Value::int32(*v);
        if (parseInteger<qint64>(text))
            return notA(text, type, "outside -2147483648...2147483647");
        return notA(text, type);
    case EdmType::Int64:
        if (auto v = parseInteger<qint64>(text))
            return Value::int64(*v);
        return notA(text, type);
    case EdmType::Double:
        if (auto v = parseDouble(text))
            return Value::float64(*v);
        return notA(text, type);
    case EdmType::Boolean:
        if (text.compare(u"true", Qt::CaseInsensitive) == 0)
            return Value::boolean(true);
        if (text.compare(u"false", Qt::CaseInsensitive) == 0)
            return Value::boolean(false);
        return notA(text, type);
    case EdmType::DateTime: {
        const auto t = DateTime::fromIsoString(text);
        if (!t)
            return notA(text, type);
        if (!t->isInServiceRange())
            return fail(ErrorCode::OutOfRangeInput,
                QStringLiteral("'%1' is outside the Edm.DateTime range 1601-01-01 ... 9999-12-31")
                    .arg(text.toString()));
        return Value::dateTime(*t);
    }
    case EdmType::Guid:
        if (auto g = parseGuid(text))
            return Value::guid(*g);
        return notA(text, type);
    case EdmType::Binary:
        if (auto b = parseBase64(text))
            return Value::binary(std::move(*b));
        return notA(text, type, "not base64");
    }
    return notA(text, type);
}

namespace {
// Candidates in the order type() prefers them (narrowest first).
constexpr EdmType Candidates[]
    = {EdmType::Boolean, EdmType::Int32, EdmType::Int64, EdmType::Double, EdmType::DateTime, EdmType::Guid};
} // namespace

void TypeDetector::add(QStringView text)
{
    if (text.isEmpty())
        return;
    ++m_samples;
    for (int i = 0; i < int(std::size(Candidates)); ++i) {
        if ((m_fits & (1u << i)) && !valueFromText(text, Candidates[i]))
            m_fits &= ~(1u << i);
    }
}

EdmType TypeDetector::type() const
{
    if (m_samples == 0)
        return EdmType::String;
    for (int i = 0; i < int(std::size(Candidates)); ++i) {
        if (m_fits & (1u << i))
            return Candidates[i];
    }
    return EdmType::String;
}

} // namespace rowan::transfer
