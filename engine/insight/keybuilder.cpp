#include "rowan/keys/keybuilder.h"

#include <QDate>
#include <QUuid>

#include <algorithm>

namespace rowan::keys {

namespace {
constexpr qint64 TicksPerDay = 24LL * 3600 * DateTime::TicksPerSecond;

bool isDigit(QChar c)
{
    return c >= u'0' && c <= u'9';
}

bool allDigits(QStringView s)
{
    return !s.isEmpty() && std::all_of(s.begin(), s.end(), isDigit);
}

QDate dateOfTicks(qint64 ticks)
{
    return QDate(1, 1, 1).addDays(ticks / TicksPerDay);
}
} // namespace

Result<QString> zeroPad(QStringView number, int width)
{
    if (width < 1 || width > 255)
        return fail(
            ErrorCode::OutOfRangeInput, QStringLiteral("The width must be 1 to 255, not %1.").arg(width));
    if (!allDigits(number))
        return fail(ErrorCode::InvalidInput,
            QStringLiteral("'%1' is not a number of decimal digits.").arg(number.toString()));
    if (number.size() > width)
        return fail(ErrorCode::OutOfRangeInput,
            QStringLiteral("%1 has %2 digits, more than the width %3.")
                .arg(number)
                .arg(number.size())
                .arg(width));
    return QString(width - number.size(), u'0') + number.toString();
}

Result<QString> zeroPad(qint64 number, int width)
{
    if (number < 0)
        return fail(ErrorCode::InvalidInput,
            QStringLiteral("%1 is negative; keys pad non-negative numbers only.").arg(number));
    return zeroPad(QString::number(number), width);
}

Result<QString> padNumbers(QStringView text, int width)
{
    if (width < 1 || width > 255)
        return fail(
            ErrorCode::OutOfRangeInput, QStringLiteral("The width must be 1 to 255, not %1.").arg(width));
    QString padded;
    padded.reserve(text.size() + width);
    qsizetype i = 0;
    while (i < text.size()) {
        qsizetype end = i;
        while (end < text.size() && text[end] >= u'0' && text[end] <= u'9')
            ++end;
        if (end == i) {
            padded += text[i++];
            continue;
        }
        if (end - i < width)
            padded += QString(width - (end - i), u'0');
        padded += text.sliced(i, end - i);
        i = end;
    }
    return padded;
}

Result<QString> invertedTicks(DateTime t)
{
    if (t.ticks() < 0 || t.ticks() > DateTime::MaxTicks)
        return fail(
            ErrorCode::OutOfRangeInput, QStringLiteral("The time lies outside 0001-01-01 … 9999-12-31."));
    return QStringLiteral("%1").arg(DateTime::MaxTicks - t.ticks(), 19, 10, QLatin1Char('0'));
}

Result<DateTime> fromInvertedTicks(QStringView key)
{
    if (key.size() != 19 || !allDigits(key))
        return fail(ErrorCode::InvalidInput,
            QStringLiteral("'%1' is not an inverted-ticks key (19 decimal digits).").arg(key.toString()));
    bool ok = false;
    const qint64 value = key.toLongLong(&ok);
    if (!ok || value > DateTime::MaxTicks)
        return fail(ErrorCode::InvalidInput,
            QStringLiteral("'%1' is larger than DateTime.MaxValue.Ticks (%2).")
                .arg(key)
                .arg(DateTime::MaxTicks));
    return DateTime(DateTime::MaxTicks - value);
}

Result<QString> reversedDate(DateTime t)
{
    if (t.ticks() < 0 || t.ticks() > DateTime::MaxTicks)
        return fail(
            ErrorCode::OutOfRangeInput, QStringLiteral("The date lies outside 0001-01-01 … 9999-12-31."));
    const QDate d = dateOfTicks(t.ticks());
    const int ymd = d.year() * 10000 + d.month() * 100 + d.day();
    return QStringLiteral("%1").arg(99'999'999 - ymd, 8, 10, QLatin1Char('0'));
}

Result<DateTime> fromReversedDate(QStringView key)
{
    const auto bad = [&] {
        return fail(ErrorCode::InvalidInput,
            QStringLiteral("'%1' is not a reversed date (8 digits, 99999999 − yyyyMMdd).")
                .arg(key.toString()));
    };
    if (key.size() != 8 || !allDigits(key))
        return bad();
    const int ymd = 99'999'999 - key.toInt();
    const QDate d(ymd / 10000, ymd / 100 % 100, ymd % 100);
    if (!d.isValid() || d.year() < 1)
        return bad();
    return DateTime(QDate(1, 1, 1).daysTo(d) * TicksPerDay);
}

QString guidKey()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

Result<QString> compoundKey(const QStringList &parts, const QString &separator)
{
    if (parts.isEmpty())
        return fail(ErrorCode::InvalidInput, QStringLiteral("A compound key needs at least one part."));
    if (separator.isEmpty())
        return fail(ErrorCode::InvalidInput, QStringLiteral("A compound key needs a separator."));
    for (const QString &part : parts) {
        if (part.contains(separator))
            return fail(ErrorCode::InvalidInput,
                QStringLiteral(
                    "The part '%1' contains the separator '%2', so the key could not be split back.")
                    .arg(part, separator));
    }
    return parts.join(separator);
}

int compareServiceOrder(QStringView a, QStringView b)
{
    return a.compare(b, Qt::CaseSensitive);
}

int compareNaturalOrder(QStringView a, QStringView b)
{
    qsizetype i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (isDigit(a[i]) && isDigit(b[j])) {
            qsizetype ei = i, ej = j;
            while (ei < a.size() && isDigit(a[ei]))
                ++ei;
            while (ej < b.size() && isDigit(b[ej]))
                ++ej;
            qsizetype si = i, sj = j;
            while (si < ei - 1 && a[si] == u'0')
                ++si;
            while (sj < ej - 1 && b[sj] == u'0')
                ++sj;
            if (ei - si != ej - sj)
                return ei - si < ej - sj ? -1 : 1;
            if (const int c = a.sliced(si, ei - si).compare(b.sliced(sj, ej - sj)); c != 0)
                return c;
            // Same number: fewer leading zeros first.
            if (ei - i != ej - j)
                return ei - i < ej - j ? -1 : 1;
            i = ei;
            j = ej;
            continue;
        }
        const QChar ca = a[i].toCaseFolded(), cb = b[j].toCaseFolded();
        if (ca != cb)
            return ca.unicode() < cb.unicode() ? -1 : 1;
        ++i;
        ++j;
    }
    if (a.size() - i != b.size() - j)
        return a.size() - i < b.size() - j ? -1 : 1;
    return compareServiceOrder(a, b);
}

OrderComparison compareOrders(const QStringList &keys)
{
    OrderComparison result;
    result.serviceOrder = keys;
    result.naturalOrder = keys;
    std::stable_sort(result.serviceOrder.begin(), result.serviceOrder.end(),
        [](const QString &a, const QString &b) { return compareServiceOrder(a, b) < 0; });
    std::stable_sort(result.naturalOrder.begin(), result.naturalOrder.end(),
        [](const QString &a, const QString &b) { return compareNaturalOrder(a, b) < 0; });
    for (qsizetype i = 0; i < result.serviceOrder.size(); ++i) {
        if (result.serviceOrder.at(i) != result.naturalOrder.at(i))
            result.displaced.append(result.serviceOrder.at(i));
    }
    return result;
}

namespace {
// "<head><digits><tail>" with the last run of digits that ends the key or is followed by a non-letter.
struct NumberShape
{
    QString head;
    QString digits;
    QString tail;
    bool valid = false;
};

NumberShape numberShape(QStringView key)
{
    qsizetype end = key.size();
    while (end > 0) {
        if (isDigit(key[end - 1])) {
            qsizetype start = end - 1;
            while (start > 0 && isDigit(key[start - 1]))
                --start;
            return {key.first(start).toString(), key.sliced(start, end - start).toString(),
                key.sliced(end).toString(), true};
        }
        if (key[end - 1].isLetter())
            return {};
        --end;
    }
    return {};
}
} // namespace

PaddingCheck checkSiblingPadding(QStringView newKey, const QStringList &siblings)
{
    PaddingCheck check;
    const NumberShape mine = numberShape(newKey);
    if (!mine.valid)
        return check;
    int width = -1;
    int shared = 0;
    for (const QString &sibling : siblings) {
        const NumberShape s = numberShape(sibling);
        if (!s.valid || s.head != mine.head || s.tail != mine.tail)
            continue;
        if (width >= 0 && s.digits.size() != width)
            return check; // the siblings themselves do not pad to one width
        width = int(s.digits.size());
        ++shared;
    }
    // One sibling of one digit shows no padding; two or more of one width, or a leading zero, do.
    if (shared == 0 || width <= 1)
        return check;
    check.siblingWidth = width;
    if (mine.digits.size() == width)
        return check;
    check.breaksPadding = true;
    if (mine.digits.size() < width) {
        check.suggestion = mine.head + QString(width - mine.digits.size(), u'0') + mine.digits + mine.tail;
        check.message
            = QStringLiteral("The %1 sibling keys pad this number to %2 digits; '%3' would sort out "
                             "of numeric order. Use '%4'.")
                  .arg(shared)
                  .arg(width)
                  .arg(newKey.toString(), check.suggestion);
    } else {
        check.message
            = QStringLiteral("The %1 sibling keys pad this number to %2 digits; '%3' has %4, so it "
                             "sorts out of numeric order among them. Re-key the siblings to %4 digits.")
                  .arg(shared)
                  .arg(width)
                  .arg(newKey.toString())
                  .arg(mine.digits.size());
    }
    return check;
}

} // namespace rowan::keys
