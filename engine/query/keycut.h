// Key ranges as pairs of cuts: a cut is a place between two keys in (PartitionKey, RowKey) order, so every
// bound spelling of rowan/scan.h maps to exactly one cut and ranges compare, merge and resume by comparing
// cuts. Internal to the query library.
#pragma once

#include "rowan/scan.h"

#include <compare>
#include <optional>

namespace rowan::query {

// UTF-16 code unit order (the clustered index's order, docs/protocol.md §2).
std::strong_ordering compareKeys(const QString &a, const QString &b);

struct KeyCut
{
    // -1: before every key; +1: after every key; 0: inside partition `pk`.
    int pkEdge = 0;
    QString pk;
    // Inside the partition: -1 before its first row, +1 after its last row, 0 next to row `rk`.
    int rkEdge = 0;
    QString rk;
    // Next to row `rk`: -1 just before it, +1 just after it.
    int side = 0;

    static KeyCut tableStart() { return KeyCut {-1, {}, 0, {}, 0}; }
    static KeyCut tableEnd() { return KeyCut {1, {}, 0, {}, 0}; }
    static KeyCut before(const QString &pk, const QString &rk) { return KeyCut {0, pk, 0, rk, -1}; }
    static KeyCut after(const QString &pk, const QString &rk) { return KeyCut {0, pk, 0, rk, 1}; }
    static KeyCut partitionStart(const QString &pk) { return KeyCut {0, pk, -1, {}, 0}; }
    static KeyCut partitionEnd(const QString &pk) { return KeyCut {0, pk, 1, {}, 0}; }

    static KeyCut fromLower(const std::optional<KeyBound> &bound);
    static KeyCut fromUpper(const std::optional<KeyBound> &bound);
    std::optional<KeyBound> toLower() const;
    std::optional<KeyBound> toUpper() const;
};

std::strong_ordering operator<=>(const KeyCut &a, const KeyCut &b);
bool operator==(const KeyCut &a, const KeyCut &b);

struct CutRange
{
    KeyCut from;
    KeyCut to;

    static CutRange fromKeyRange(const KeyRange &range)
    {
        return {KeyCut::fromLower(range.lower), KeyCut::fromUpper(range.upper)};
    }
    KeyRange toKeyRange() const { return KeyRange {from.toLower(), to.toUpper()}; }
    bool isEmpty() const { return !(from < to); }
};

} // namespace rowan::query
