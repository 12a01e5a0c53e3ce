// Building keys the table design guide recommends, and comparing key orders. Pure functions over strings,
// no store: safe to call from any thread at any time.
//
// The service orders PartitionKey and RowKey by UTF-16 code unit (docs/protocol.md §2), so "10" sorts before
// "9" and "Zebra" before "apple". The helpers here make keys whose service order is the order a person
// means: zero-padded numbers, inverted ticks (newest first), reversed dates, compound keys.
#pragma once

#include "rowan/status.h"
#include "rowan/value.h"

#include <QString>
#include <QStringList>
#include <QStringView>

namespace rowan::keys {

// --- Key builder -------------------------------------------------------------------------------------

// `number` (ASCII decimal digits, no sign: keys hold non-negative numbers)
// left-padded with '0' to `width`. InvalidInput when `number` is empty or holds anything but ASCII digits,
// OutOfRangeInput when it already has more than `width` digits or width is outside 1..255.
Result<QString> zeroPad(QStringView number, int width);
// The same for a non-negative integer. InvalidInput for a negative value, OutOfRangeInput as above.
Result<QString> zeroPad(qint64 number, int width);
// `text` with every run of ASCII digits shorter than `width` left-padded with '0' ("item12" → "item00000012"
// at 8), so keys made of text and numbers sort by their numbers; longer runs stay as they are. OutOfRangeInput
// when width is outside 1..255.
Result<QString> padNumbers(QStringView text, int width);

// The log tail pattern's RowKey: DateTime.MaxValue.Ticks − t.ticks() as 19 digits, so later times sort
// first. Exact to the 100 ns tick. OutOfRangeInput when t lies outside 0001-01-01 … 9999-12-31.
Result<QString> invertedTicks(DateTime t);
// The time an inverted-ticks key stands for. InvalidInput unless `key` is exactly 19 ASCII digits whose
// value is at most DateTime.MaxValue.Ticks.
Result<DateTime> fromInvertedTicks(QStringView key);

// A reversed date: 99999999 − yyyyMMdd as 8 digits, so later days sort first ("2026-11-25" → "79738874").
// OutOfRangeInput outside years 1 … 9999.
Result<QString> reversedDate(DateTime t);
// The day (at midnight UTC) a reversed-date key stands for. InvalidInput unless 8 digits naming a valid date.
Result<DateTime> fromReversedDate(QStringView key);

// A new random GUID in the form keys use: 36 lower-case characters without braces.
QString guidKey();

// The parts joined with `separator`. InvalidInput when there are no parts, the separator is empty, or a
// part contains the separator (the key could not be split back), naming the part.
Result<QString> compoundKey(const QStringList &parts, const QString &separator);

// --- Orders ------------------------------------------------------------------------------------------

// The service's order: UTF-16 code units compared one by one, a prefix first. <0, 0, >0.
int compareServiceOrder(QStringView a, QStringView b);
// A person's order: runs of ASCII digits compared as numbers (leading zeros ignored, then fewer zeros
// first), everything else case-insensitively, ties broken by the service order. <0, 0, >0.
int compareNaturalOrder(QStringView a, QStringView b);

struct OrderComparison
{
    QStringList serviceOrder;
    QStringList naturalOrder;
    // The keys of serviceOrder whose position differs from their position in naturalOrder.
    QStringList displaced;
    bool sameOrder() const { return displaced.isEmpty(); }
};
// Sorts `keys` both ways.
OrderComparison compareOrders(const QStringList &keys);

// --- Padding of siblings ------------------------------------------------------------------------------

// How the sibling keys pad the number a new key carries, for an editor's warning.
struct PaddingCheck
{
    // True when the new key would sort out of numeric order among its siblings.
    bool breaksPadding = false;
    // The width the siblings pad that number to (0 when they show no padding to follow).
    int siblingWidth = 0;
    // The new key padded like its siblings (empty when nothing to suggest).
    QString suggestion;
    // A sentence for the user (empty when nothing is wrong).
    QString message;
};
// Compares `newKey` with `siblings` (other keys of the same partition, or other PartitionKeys): when the
// siblings share a shape "<text><digits>[<text>]" whose digits all have one width, and the new key has that
// shape with fewer or more digits, it breaks their padding. Never fails. An editor gets the siblings of a
// new RowKey from locateKey() (rowan/keysampler.h): the RowKeys around it in its partition.
PaddingCheck checkSiblingPadding(QStringView newKey, const QStringList &siblings);

} // namespace rowan::keys
