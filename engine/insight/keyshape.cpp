#include "insight/keyshape.h"

#include <QDate>
#include <QDateTime>
#include <QLocale>
#include <QTimeZone>

namespace rowan::insight {

namespace {
constexpr qint64 TicksPerDay = 24LL * 3600 * DateTime::TicksPerSecond;

qint64 ticksOfYear(int year)
{
    return QDate(1, 1, 1).daysTo(QDate(year, 1, 1)) * TicksPerDay;
}

bool inPlausibleRange(qint64 ticks)
{
    static const qint64 from = ticksOfYear(1900);
    static const qint64 to = ticksOfYear(2200);
    return ticks >= from && ticks < to;
}

bool isSeparator(QChar c)
{
    switch (c.unicode()) {
    case u'_':
    case u':':
    case u'|':
    case u'-':
    case u'.':
    case u'~':
    case u'=':
    case u';':
    case u',':
    case u'@':
    case u'$':
    case u'!':
    case u'^':
    case u'*':
        return true;
    default:
        return false;
    }
}

// The number of `count` digits at `pos`, or -1.
int digitsAt(QStringView s, qsizetype pos, int count)
{
    if (pos + count > s.size())
        return -1;
    int value = 0;
    for (int i = 0; i < count; ++i) {
        if (!isDigit(s[pos + i]))
            return -1;
        value = value * 10 + (s[pos + i].unicode() - u'0');
    }
    return value;
}

bool endsSegment(QStringView s, qsizetype pos)
{
    return pos >= s.size() || !s[pos].isLetterOrNumber();
}

std::optional<qint64> parseDigits(QStringView digits)
{
    bool ok = false;
    const qint64 v = digits.toLongLong(&ok);
    return ok ? std::optional<qint64>(v) : std::nullopt;
}
} // namespace

bool isGuid(QStringView key)
{
    if (key.size() == 38 && key.front() == u'{' && key.back() == u'}')
        key = key.sliced(1, 36);
    if (key.size() != 36)
        return false;
    for (qsizetype i = 0; i < 36; ++i) {
        const QChar c = key[i];
        if (i == 8 || i == 13 || i == 18 || i == 23) {
            if (c != u'-')
                return false;
        } else if (!isDigit(c) && !((c >= u'a' && c <= u'f') || (c >= u'A' && c <= u'F'))) {
            return false;
        }
    }
    return true;
}

std::optional<LeadingDate> leadingDate(QStringView key)
{
    int year = digitsAt(key, 0, 4);
    if (year < 1900 || year >= 2200)
        return std::nullopt;
    int month = -1, day = 1, hour = 0, minute = 0, second = 0;
    qsizetype pos = 4;
    bool withHour = false;
    if (key.size() > 4 && key[4] == u'-') {
        month = digitsAt(key, 5, 2);
        pos = 7;
        if (month < 0)
            return std::nullopt;
        if (key.size() > 7 && key[7] == u'-') {
            day = digitsAt(key, 8, 2);
            if (day < 0)
                return std::nullopt;
            pos = 10;
            if (key.size() > 12 && (key[10] == u'T' || key[10] == u' ')
                && (hour = digitsAt(key, 11, 2)) >= 0) {
                withHour = true;
                pos = 13;
                if (key.size() >= 16 && key[13] == u':' && (minute = digitsAt(key, 14, 2)) >= 0) {
                    pos = 16;
                    if (key.size() >= 19 && key[16] == u':' && (second = digitsAt(key, 17, 2)) >= 0)
                        pos = 19;
                } else {
                    minute = 0;
                }
            } else {
                hour = 0;
            }
        }
    } else {
        // yyyyMMdd[HH[mm[ss]]]: the digit run must end there.
        qsizetype run = 0;
        while (run < key.size() && isDigit(key[run]))
            ++run;
        if (run != 8 && run != 10 && run != 12 && run != 14)
            return std::nullopt;
        month = digitsAt(key, 4, 2);
        day = digitsAt(key, 6, 2);
        if (run >= 10) {
            hour = digitsAt(key, 8, 2);
            withHour = true;
        }
        if (run >= 12)
            minute = digitsAt(key, 10, 2);
        if (run >= 14)
            second = digitsAt(key, 12, 2);
        pos = run;
    }
    if (!endsSegment(key, pos) && !(pos < key.size() && (key[pos] == u'T' || key[pos] == u'Z')))
        return std::nullopt;
    const QDate date(year, month, day);
    const QTime time(hour, minute, second);
    if (!date.isValid() || !time.isValid())
        return std::nullopt;
    return LeadingDate {DateTime::fromQDateTime(QDateTime(date, time, QTimeZone::UTC)), pos, withHour};
}

std::optional<DateTime> invertedTicksTime(QStringView digits)
{
    if (digits.size() != 19)
        return std::nullopt;
    const auto v = parseDigits(digits);
    if (!v || *v > DateTime::MaxTicks || !inPlausibleRange(DateTime::MaxTicks - *v))
        return std::nullopt;
    return DateTime(DateTime::MaxTicks - *v);
}

std::optional<DateTime> ticksTime(QStringView digits)
{
    if (digits.size() != 18 && digits.size() != 19)
        return std::nullopt;
    const auto v = parseDigits(digits);
    if (!v || !inPlausibleRange(*v))
        return std::nullopt;
    return DateTime(*v);
}

std::optional<DateTime> unixTime(QStringView digits)
{
    const auto v = parseDigits(digits);
    if (!v)
        return std::nullopt;
    qint64 seconds = 0, fraction = 0;
    if (digits.size() == 10) {
        seconds = *v;
    } else if (digits.size() == 13) {
        seconds = *v / 1000;
        fraction = (*v % 1000) * 10'000;
    } else {
        return std::nullopt;
    }
    if (seconds < 946'684'800 || seconds >= 4'102'444'800)
        return std::nullopt;
    return DateTime(DateTime::UnixEpochTicks + seconds * DateTime::TicksPerSecond + fraction);
}

QStringView trailingNumberSegment(QStringView key)
{
    qsizetype start = key.size();
    while (start > 0 && isDigit(key[start - 1]))
        --start;
    if (start == key.size() || (start > 0 && key[start - 1].isLetterOrNumber()))
        return {};
    return key.sliced(start);
}

QStringView leadingNumberSegment(QStringView key)
{
    qsizetype end = 0;
    while (end < key.size() && isDigit(key[end]))
        ++end;
    if (end == 0 || !endsSegment(key, end))
        return {};
    return key.first(end);
}

QString keyKind(QStringView key, bool *literal)
{
    if (literal)
        *literal = false;
    if (key.isEmpty() || !isAsciiLetter(key[0]) || isGuid(key))
        return {};
    qsizetype i = 1;
    while (i < key.size() && i < 25 && (isAsciiLetter(key[i]) || isDigit(key[i])))
        ++i;
    if (i < key.size() && i <= 24 && isSeparator(key[i]))
        return key.first(i + 1).toString();
    if (i == key.size() && key.size() >= 2 && key.size() <= 40) {
        for (QChar c : key) {
            if (!isAsciiLetter(c))
                return {};
        }
        if (literal)
            *literal = true;
        return key.toString();
    }
    return {};
}

NumberRuns numberRuns(QStringView key)
{
    NumberRuns result;
    result.keyTemplate.reserve(key.size());
    qsizetype i = 0;
    while (i < key.size()) {
        if (!isDigit(key[i])) {
            result.keyTemplate.append(key[i]);
            ++i;
            continue;
        }
        qsizetype end = i;
        while (end < key.size() && isDigit(key[end]))
            ++end;
        const bool leftOk = i == 0 || !key[i - 1].isLetterOrNumber() || end == key.size();
        if (leftOk && endsSegment(key, end)) {
            result.keyTemplate.append(QChar(0xFFFF));
            result.runs.append(key.sliced(i, end - i));
        } else {
            result.keyTemplate.append(key.sliced(i, end - i));
        }
        i = end;
    }
    return result;
}

int compareNumbers(QStringView a, QStringView b)
{
    while (a.size() > 1 && a.front() == u'0')
        a = a.sliced(1);
    while (b.size() > 1 && b.front() == u'0')
        b = b.sliced(1);
    if (a.size() != b.size())
        return a.size() < b.size() ? -1 : 1;
    return a.compare(b);
}

QString quoteKey(QStringView key, int maxChars)
{
    QString out = QStringLiteral("'");
    qsizetype shown = 0;
    for (QChar c : key) {
        if (shown++ >= maxChars) {
            out += QStringLiteral("…");
            break;
        }
        const char16_t u = c.unicode();
        if (u < 0x20 || (u >= 0x7F && u <= 0x9F))
            out += QStringLiteral("\\u%1").arg(int(u), 4, 16, QLatin1Char('0'));
        else
            out += c;
    }
    return out + u'\'';
}

QString quoteKeys(QStringView partitionKey, QStringView rowKey)
{
    return quoteKey(partitionKey, 40) + QStringLiteral(" / ") + quoteKey(rowKey);
}

QString countText(qint64 n)
{
    return QLocale(QLocale::English, QLocale::UnitedStates).toString(n);
}

QString shareText(double share)
{
    return QStringLiteral("%1 %").arg(share * 100.0, 0, 'f', 1);
}

} // namespace rowan::insight
