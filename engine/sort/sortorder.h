// The order a sorted result keeps between two entities, for the runs and their merge (sortedresult.cpp).
#pragma once

#include "rowan/sortedresult.h"

namespace rowan {

// Whether the entity with sort value `a` (added as `seqA`) goes before the one with `b`: the values in
// `direction` (compareSortValues()), entities without the property last whichever the direction, then the
// order they were added.
bool goesBefore(const std::optional<Value> &a, qint64 seqA, const std::optional<Value> &b, qint64 seqB,
    SortDirection direction);

} // namespace rowan
