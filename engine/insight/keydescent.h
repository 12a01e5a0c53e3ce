// Finding the greatest key below a bound in an ordered set that can only be read forwards ("the first key
// at or after b"), by descending one UTF-16 code unit at a time with binary searches. Internal.
#pragma once

#include "rowan/status.h"

#include <QString>

#include <functional>
#include <optional>

namespace rowan::insight {

// The least key ≥ bound, or nullopt when there is none.
using FirstAtOrAfter = std::function<Result<std::optional<QString>>(const QString &bound)>;

// The greatest key < x (code-unit order), or nullopt. About 17 probes per code unit of the answer.
Result<std::optional<QString>> lastBefore(const FirstAtOrAfter &probe, const QString &x);
// The greatest key of the set, or nullopt when it is empty.
Result<std::optional<QString>> lastKey(const FirstAtOrAfter &probe);

} // namespace rowan::insight
