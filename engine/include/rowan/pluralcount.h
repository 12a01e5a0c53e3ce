// The number a translated plural message is chosen by (QCoreApplication::translate's `n`, an int), for
// counts that may exceed an int. Thread-safety: a pure function.
#pragma once

#include <QtGlobal>

#include <climits>

namespace rowan {

// n itself up to INT_MAX; past it the last six digits above a million, which is all the plural rules of
// the shipped languages look at (n % 10, n % 100, and whether n is 1). Negative counts give 0.
constexpr int pluralCount(qint64 n)
{
    if (n < 0)
        return 0;
    return n <= INT_MAX ? int(n) : int(n % 1000000 + 1000000);
}

} // namespace rowan
