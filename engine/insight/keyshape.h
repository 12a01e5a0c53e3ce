// Recognising the shapes keys take (numbers, dates, ticks, GUIDs, prefixes), for the key-insight rules.
// Internal to the engine; pure functions.
#pragma once

#include "rowan/value.h"

#include <QList>
#include <QString>
#include <QStringView>

#include <optional>

namespace rowan::insight {

inline bool isDigit(QChar c)
{
    return c >= u'0' && c <= u'9';
}
inline bool isAsciiLetter(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
}

// 8-4-4-4-12 hexadecimal digits, optionally in braces.
bool isGuid(QStringView key);

// A date (and time) the key starts with: yyyy-MM-dd, yyyyMMdd, yyyy-MM, each optionally followed by a time
// (THH, THH:mm, THH:mm:ss, HHmm…); years 1900–2200. `length` receives the characters it took and
// `withHour` whether it names an hour or finer.
struct LeadingDate
{
    DateTime time;
    qsizetype length = 0;
    bool withHour = false;
};
std::optional<LeadingDate> leadingDate(QStringView key);

// The time a 19-digit inverted-ticks number stands for, when it falls in 1900–2200.
std::optional<DateTime> invertedTicksTime(QStringView digits);
// The time an 18- or 19-digit ticks number stands for, when it falls in 1900–2200.
std::optional<DateTime> ticksTime(QStringView digits);
// The time a Unix timestamp stands for: 10 digits of seconds or 13 of milliseconds in 2000–2100.
std::optional<DateTime> unixTime(QStringView digits);

// The trailing run of digits that forms a whole segment: the whole key, or the part after the last
// separator (a character that is neither letter nor digit). Empty when there is none.
QStringView trailingNumberSegment(QStringView key);
// The leading run of digits that forms a whole segment (the whole key or the part before the first
// separator). Empty when there is none.
QStringView leadingNumberSegment(QStringView key);

// The kind of a key: a prefix of letters (and digits after the first letter) up to 24 characters ending in
// a separator ("empid_", "BIB:", "AGE:"), or a whole key of 2–40 letters ("department"). Empty for
// anything else, GUIDs included. `literal` tells a whole-word key from a prefix.
QString keyKind(QStringView key, bool *literal = nullptr);

// Runs of digits that form whole segments of the key: bounded by the key's ends or by separators, or (for
// a run that ends the key) preceded by a letter ("item9"). The template replaces each such run by U+FFFF.
struct NumberRuns
{
    QString keyTemplate;
    QList<QStringView> runs;
};
NumberRuns numberRuns(QStringView key);
// Compares two digit strings as numbers (any length). <0, 0, >0.
int compareNumbers(QStringView a, QStringView b);

// The key as evidence: in single quotes, control characters as \uXXXX, shortened to `maxChars` with "…".
QString quoteKey(QStringView key, int maxChars = 60);
// "PK / RK" quoted.
QString quoteKeys(QStringView partitionKey, QStringView rowKey);
// 12,345
QString countText(qint64 n);
// 33.3 %
QString shareText(double share);

} // namespace rowan::insight
