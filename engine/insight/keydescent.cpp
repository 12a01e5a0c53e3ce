#include "insight/keydescent.h"

namespace rowan::insight {

namespace {
// Keys are at most 1 KiB on the service; a descent deeper than this means the probe misbehaves.
constexpr qsizetype MaxDepth = 4096;

// The greatest key starting with `prefix`, given that one exists (the prefix itself or a longer key).
Result<QString> greatestWithPrefix(const FirstAtOrAfter &probe, QString prefix)
{
    for (;;) {
        if (prefix.size() > MaxDepth)
            return fail(ErrorCode::InternalError, QStringLiteral("Key descent went deeper than any key."));
        const qsizetype m = prefix.size();
        // The next code unit of the first key longer than the prefix at or after prefix + c, if any.
        const auto next = [&](char16_t c) -> Result<int> {
            auto e = probe(prefix + QChar(c));
            if (!e)
                return std::unexpected(e.error());
            if (!*e || !(*e)->startsWith(prefix) || (*e)->size() <= m)
                return -1;
            return int((*e)->at(m).unicode());
        };
        auto first = next(0);
        if (!first)
            return std::unexpected(first.error());
        if (*first < 0)
            return prefix;
        int lo = *first, hi = 0xFFFF;
        while (lo < hi) {
            const int mid = (lo + hi + 1) / 2;
            auto found = next(char16_t(mid));
            if (!found)
                return std::unexpected(found.error());
            if (*found >= 0)
                lo = *found;
            else
                hi = mid - 1;
        }
        prefix += QChar(char16_t(lo));
    }
}
} // namespace

Result<std::optional<QString>> lastBefore(const FirstAtOrAfter &probe, const QString &x)
{
    for (qsizetype m = x.size() - 1; m >= 0; --m) {
        const QString p = x.left(m);
        const int limit = x.at(m).unicode();
        // The next code unit (below x's) of a key that shares x's first m units, at or after p + c.
        const auto next = [&](char16_t c) -> Result<int> {
            auto e = probe(p + QChar(c));
            if (!e)
                return std::unexpected(e.error());
            if (!*e || !(*e)->startsWith(p) || (*e)->size() <= m || (*e)->at(m).unicode() >= limit)
                return -1;
            return int((*e)->at(m).unicode());
        };
        if (limit > 0) {
            auto first = next(0);
            if (!first)
                return std::unexpected(first.error());
            if (*first >= 0) {
                int lo = *first, hi = limit - 1;
                while (lo < hi) {
                    const int mid = (lo + hi + 1) / 2;
                    auto found = next(char16_t(mid));
                    if (!found)
                        return std::unexpected(found.error());
                    if (*found >= 0)
                        lo = *found;
                    else
                        hi = mid - 1;
                }
                auto greatest = greatestWithPrefix(probe, p + QChar(char16_t(lo)));
                if (!greatest)
                    return std::unexpected(greatest.error());
                return std::optional<QString>(*greatest);
            }
        }
        // No key branches off below x here: the prefix itself is the next candidate.
        auto e = probe(p);
        if (!e)
            return std::unexpected(e.error());
        if (*e && **e == p)
            return std::optional<QString>(p);
    }
    return std::optional<QString>();
}

Result<std::optional<QString>> lastKey(const FirstAtOrAfter &probe)
{
    auto first = probe(QString());
    if (!first)
        return std::unexpected(first.error());
    if (!*first)
        return std::optional<QString>();
    auto greatest = greatestWithPrefix(probe, QString());
    if (!greatest)
        return std::unexpected(greatest.error());
    return std::optional<QString>(*greatest);
}

} // namespace rowan::insight
