// Breaks the public-header rule: a header in rowan/ whose names are in rowan::transfer.
#pragma once

namespace rowan::transfer {
struct Misplaced
{
};
} // namespace rowan::transfer
