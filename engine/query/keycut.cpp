#include "keycut.h"

#include <string_view>

namespace rowan::query {

std::strong_ordering compareKeys(const QString &a, const QString &b)
{
    const std::u16string_view x(reinterpret_cast<const char16_t *>(a.utf16()), std::size_t(a.size()));
    const std::u16string_view y(reinterpret_cast<const char16_t *>(b.utf16()), std::size_t(b.size()));
    return x <=> y;
}

KeyCut KeyCut::fromLower(const std::optional<KeyBound> &bound)
{
    if (!bound)
        return tableStart();
    if (!bound->rowKey)
        return bound->inclusive ? partitionStart(bound->partitionKey) : partitionEnd(bound->partitionKey);
    return bound->inclusive ? before(bound->partitionKey, *bound->rowKey)
                            : after(bound->partitionKey, *bound->rowKey);
}

KeyCut KeyCut::fromUpper(const std::optional<KeyBound> &bound)
{
    if (!bound)
        return tableEnd();
    if (!bound->rowKey)
        return bound->inclusive ? partitionEnd(bound->partitionKey) : partitionStart(bound->partitionKey);
    return bound->inclusive ? after(bound->partitionKey, *bound->rowKey)
                            : before(bound->partitionKey, *bound->rowKey);
}

std::optional<KeyBound> KeyCut::toLower() const
{
    if (pkEdge != 0)
        return std::nullopt; // a lower bound at the table's end cannot occur in a non-empty range
    if (rkEdge != 0)
        return KeyBound::partition(pk, rkEdge < 0);
    return KeyBound::at(pk, rk, side < 0);
}

std::optional<KeyBound> KeyCut::toUpper() const
{
    if (pkEdge != 0)
        return std::nullopt;
    if (rkEdge != 0)
        return KeyBound::partition(pk, rkEdge > 0);
    return KeyBound::at(pk, rk, side > 0);
}

std::strong_ordering operator<=>(const KeyCut &a, const KeyCut &b)
{
    if (auto c = a.pkEdge <=> b.pkEdge; c != 0 || a.pkEdge != 0)
        return c;
    if (auto c = compareKeys(a.pk, b.pk); c != 0)
        return c;
    if (auto c = a.rkEdge <=> b.rkEdge; c != 0 || a.rkEdge != 0)
        return c;
    if (auto c = compareKeys(a.rk, b.rk); c != 0)
        return c;
    return a.side <=> b.side;
}

bool operator==(const KeyCut &a, const KeyCut &b)
{
    return (a <=> b) == 0;
}

} // namespace rowan::query
