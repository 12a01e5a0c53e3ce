// libFuzzer target for the $filter parser, printer, planner and evaluator. Beyond "no crash, no leak, no
// undefined behaviour" it checks the invariants the explorer relies on:
// - an error lies inside the text and says something;
// - a parsed filter prints to canonical text that parses back to the same tree and prints the same;
// - the planner never loses a match: an entity the filter matches lies inside one of the plan's ranges.
#include "rowan/filter.h"
#include "rowan/plan.h"

#include <QSet>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace rowan;

namespace {

[[noreturn]] void violated(const char *what, const QString &text)
{
    std::fprintf(stderr, "invariant violated: %s\nfilter: %s\n", what, text.toUtf8().constData());
    std::abort();
}

void collectKeys(const FilterNode &node, QSet<QString> &keys)
{
    if (node.kind == FilterNode::Kind::Comparison) {
        const FilterTarget target = node.comparison.target();
        if ((target == FilterTarget::PartitionKey || target == FilterTarget::RowKey)
            && node.comparison.literal.type() == EdmType::String) {
            const QString s = node.comparison.literal.toString();
            keys.insert(s);
            keys.insert(s + u'a');
            if (!s.isEmpty())
                keys.insert(s.chopped(1));
        }
        return;
    }
    for (const FilterNode &child : node.children)
        collectKeys(child, keys);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto parsed = Filter::parse(text);
    if (!parsed) {
        const ParseError &e = parsed.error();
        if (e.position < 0 || e.length < 0 || e.position + e.length > text.size() || e.message.isEmpty())
            violated("error outside the text or without a message", text);
        if (parsed.error().toError().code != ErrorCode::InvalidInput)
            violated("parse error is not InvalidInput", text);
        return 0;
    }
    if (parsed->comparisonCount() > limits::MaxFilterComparisons)
        violated("more comparisons than the limit", text);
    const QString canonical = parsed->toString();
    const auto again = Filter::parse(canonical);
    if (!again)
        violated("canonical text does not parse", text);
    if (!(*again == *parsed))
        violated("canonical text parses to another tree", text);
    if (again->toString() != canonical)
        violated("canonical text is not stable", text);

    const QueryPlan plan = planQuery(*parsed);
    QSet<QString> keySet {QString()};
    if (parsed->root())
        collectKeys(*parsed->root(), keySet);
    QStringList keys(keySet.begin(), keySet.end());
    if (keys.size() > 12)
        keys.resize(12);
    for (const QString &pk : keys) {
        for (const QString &rk : keys) {
            const Entity entity(pk, rk);
            if (!parsed->matches(entity))
                continue;
            const bool covered = std::any_of(plan.ranges.begin(), plan.ranges.end(),
                [&](const KeyRange &r) { return keyRangeContains(r, pk, rk); });
            if (!covered)
                violated("a matching entity lies outside the plan's ranges", text);
        }
    }
    return 0;
}
