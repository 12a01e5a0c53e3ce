// Breaks the public-header rule: a header in rowan/keys/ whose names are in rowan, not rowan::keys.
#pragma once

namespace rowan {
struct Misplaced
{
};
} // namespace rowan
