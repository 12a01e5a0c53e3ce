#include "rowan/value.h"

#include <QTimeZone>

#include <array>
#include <bit>
#include <charconv>
#include <chrono>
#include <cmath>

namespace rowan {

namespace {

constexpr std::array<const char *, 8> edmNames = {"Edm.String", "Edm.Binary", "Edm.Boolean", "Edm.DateTime",
    "Edm.Double", "Edm.Guid", "Edm.Int32", "Edm.Int64"};

constexpr qint64 TicksPerDay = 864'000'000'000;
constexpr qint64 TicksPerMinute = 600'000'000;
constexpr qint64 TicksPerMillisecond = 10'000;

// Days from 0001-01-01 to 1970-01-01.
constexpr qint64 UnixEpochDays = DateTime::UnixEpochTicks / TicksPerDay;

qint64 floorDiv(qint64 a, qint64 b)
{
    const qint64 q = a / b;
    return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

// Reads exactly `count` ASCII digits at `pos`; -1 if any is not a digit or the text is too short.
int readDigits(QStringView text, qsizetype &pos, int count)
{
    if (pos + count > text.size())
        return -1;
    int value = 0;
    for (int i = 0; i < count; ++i) {
        const char16_t c = text[pos + i].unicode();
        if (c < u'0' || c > u'9')
            return -1;
        value = value * 10 + (c - u'0');
    }
    pos += count;
    return value;
}

bool expect(QStringView text, qsizetype &pos, char16_t c)
{
    if (pos < text.size() && text[pos].unicode() == c) {
        ++pos;
        return true;
    }
    return false;
}

void putDigits(char *out, qint64 value, int count)
{
    for (int i = count - 1; i >= 0; --i) {
        out[i] = char('0' + value % 10);
        value /= 10;
    }
}

} // namespace

QString edmTypeName(EdmType type)
{
    const auto index = static_cast<std::size_t>(type);
    return index < edmNames.size() ? QString::fromLatin1(edmNames[index]) : QString();
}

std::optional<EdmType> edmTypeFromName(QStringView name)
{
    const QStringView bare = name.startsWith(u"Edm.") ? name.sliced(4) : name;
    for (std::size_t i = 0; i < edmNames.size(); ++i) {
        if (bare == QLatin1StringView(edmNames[i] + 4))
            return static_cast<EdmType>(i);
    }
    return std::nullopt;
}

DateTime DateTime::now()
{
    // system_clock counts from the Unix epoch (guaranteed since C++20).
    const auto sinceEpoch = std::chrono::system_clock::now().time_since_epoch();
    const auto hundredNs
        = std::chrono::duration_cast<std::chrono::duration<qint64, std::ratio<1, 10'000'000>>>(sinceEpoch);
    return DateTime(UnixEpochTicks + hundredNs.count());
}

DateTime DateTime::fromQDateTime(const QDateTime &dt)
{
    // An invalid QDateTime maps to tick 0 (0001-01-01), which is outside the service range and so is
    // rejected by validation rather than silently becoming "now".
    if (!dt.isValid())
        return DateTime();
    return DateTime(UnixEpochTicks + dt.toMSecsSinceEpoch() * TicksPerMillisecond);
}

std::optional<DateTime> DateTime::fromIsoString(QStringView text)
{
    qsizetype pos = 0;
    const int year = readDigits(text, pos, 4);
    if (year < 1 || !expect(text, pos, u'-'))
        return std::nullopt;
    const int month = readDigits(text, pos, 2);
    if (month < 0 || !expect(text, pos, u'-'))
        return std::nullopt;
    const int day = readDigits(text, pos, 2);
    if (day < 0 || !(expect(text, pos, u'T') || expect(text, pos, u't')))
        return std::nullopt;
    const int hour = readDigits(text, pos, 2);
    if (hour < 0 || hour > 23 || !expect(text, pos, u':'))
        return std::nullopt;
    const int minute = readDigits(text, pos, 2);
    if (minute < 0 || minute > 59)
        return std::nullopt;
    int second = 0;
    qint64 fraction = 0;
    if (expect(text, pos, u':')) {
        second = readDigits(text, pos, 2);
        if (second < 0 || second > 59)
            return std::nullopt;
        if (expect(text, pos, u'.')) {
            int digits = 0;
            while (pos < text.size() && text[pos].unicode() >= u'0' && text[pos].unicode() <= u'9') {
                if (++digits > 7)
                    return std::nullopt;
                fraction = fraction * 10 + (text[pos].unicode() - u'0');
                ++pos;
            }
            if (digits == 0)
                return std::nullopt;
            for (int i = digits; i < 7; ++i)
                fraction *= 10;
        }
    }

    qint64 offsetMinutes = 0;
    if (pos < text.size()) {
        const char16_t zone = text[pos].unicode();
        ++pos;
        if (zone == u'Z' || zone == u'z') {
            // UTC
        } else if (zone == u'+' || zone == u'-') {
            const int oh = readDigits(text, pos, 2);
            if (oh < 0 || !expect(text, pos, u':'))
                return std::nullopt;
            const int om = readDigits(text, pos, 2);
            if (om < 0 || om > 59 || oh * 60 + om > 14 * 60)
                return std::nullopt;
            offsetMinutes = (zone == u'+' ? 1 : -1) * qint64(oh * 60 + om);
        } else {
            return std::nullopt;
        }
        if (pos != text.size())
            return std::nullopt;
    }

    const std::chrono::year_month_day ymd {
        std::chrono::year(year), std::chrono::month(unsigned(month)), std::chrono::day(unsigned(day))};
    if (!ymd.ok())
        return std::nullopt;
    const qint64 days = std::chrono::sys_days(ymd).time_since_epoch().count() + UnixEpochDays;
    const qint64 ticks = days * TicksPerDay + qint64(hour) * 36'000'000'000 + qint64(minute) * TicksPerMinute
        + qint64(second) * TicksPerSecond + fraction - offsetMinutes * TicksPerMinute;
    // An offset may push the instant outside what a tick count can express.
    if (ticks < 0 || ticks > MaxTicks)
        return std::nullopt;
    return DateTime(ticks);
}

QString DateTime::toIsoString() const
{
    const qint64 days = floorDiv(m_ticks, TicksPerDay);
    qint64 rest = m_ticks - days * TicksPerDay;
    const std::chrono::year_month_day ymd {std::chrono::sys_days(std::chrono::days(days - UnixEpochDays))};
    const qint64 hour = rest / 36'000'000'000;
    rest %= 36'000'000'000;
    const qint64 minute = rest / TicksPerMinute;
    rest %= TicksPerMinute;
    const qint64 second = rest / TicksPerSecond;
    const qint64 fraction = rest % TicksPerSecond;

    // "yyyy-MM-ddTHH:mm:ss.fffffffZ"
    char buffer[28];
    putDigits(buffer, int(ymd.year()), 4);
    buffer[4] = '-';
    putDigits(buffer + 5, unsigned(ymd.month()), 2);
    buffer[7] = '-';
    putDigits(buffer + 8, unsigned(ymd.day()), 2);
    buffer[10] = 'T';
    putDigits(buffer + 11, hour, 2);
    buffer[13] = ':';
    putDigits(buffer + 14, minute, 2);
    buffer[16] = ':';
    putDigits(buffer + 17, second, 2);
    buffer[19] = '.';
    putDigits(buffer + 20, fraction, 7);
    buffer[27] = 'Z';
    return QString::fromLatin1(buffer, sizeof buffer);
}

QDateTime DateTime::toQDateTime() const
{
    return QDateTime::fromMSecsSinceEpoch(
        floorDiv(m_ticks - UnixEpochTicks, TicksPerMillisecond), QTimeZone::UTC);
}

qint64 Value::storageSize() const
{
    switch (type()) {
    case EdmType::String:
        return 2 * qint64(std::get<0>(m_data).size()) + 4;
    case EdmType::Binary:
        return qint64(std::get<1>(m_data).size()) + 4;
    case EdmType::Boolean:
        return 1;
    case EdmType::DateTime:
    case EdmType::Double:
    case EdmType::Int64:
        return 8;
    case EdmType::Guid:
        return 16;
    case EdmType::Int32:
        return 4;
    }
    return 0;
}

QString Value::toDisplayString() const
{
    switch (type()) {
    case EdmType::String:
        return std::get<0>(m_data);
    case EdmType::Binary:
        return QString::fromLatin1(std::get<1>(m_data).toBase64());
    case EdmType::Boolean:
        return std::get<2>(m_data) ? QStringLiteral("true") : QStringLiteral("false");
    case EdmType::DateTime:
        return std::get<3>(m_data).toIsoString();
    case EdmType::Double: {
        const double d = std::get<4>(m_data);
        if (std::isnan(d))
            return QStringLiteral("NaN");
        if (std::isinf(d))
            return d > 0 ? QStringLiteral("Infinity") : QStringLiteral("-Infinity");
        // to_chars without a format gives the shortest text that reads back to the same double.
        char buffer[32];
        const auto result = std::to_chars(buffer, buffer + sizeof buffer, d);
        return QString::fromLatin1(buffer, result.ptr - buffer);
    }
    case EdmType::Guid:
        return std::get<5>(m_data).toString(QUuid::WithoutBraces);
    case EdmType::Int32:
        return QString::number(std::get<6>(m_data));
    case EdmType::Int64:
        return QString::number(std::get<7>(m_data));
    }
    return QString();
}

bool Value::operator==(const Value &other) const
{
    if (m_data.index() != other.m_data.index())
        return false;
    if (type() == EdmType::Double) {
        const double a = std::get<4>(m_data);
        const double b = std::get<4>(other.m_data);
        return a == b || std::bit_cast<quint64>(a) == std::bit_cast<quint64>(b)
            || (std::isnan(a) && std::isnan(b));
    }
    return m_data == other.m_data;
}

} // namespace rowan
