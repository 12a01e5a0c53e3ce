// A $filter's text together with the one parse of it. The filter editor parses what is typed and publishes
// both; the builder shows the tree, the plan describes it and Run sends it, so none of them parses the text
// again and the plan cannot describe text other than what runs.
#pragma once

#include <rowan/filter.h>

#include <QString>

#include <expected>

namespace rowan {

struct ParsedFilter
{
    QString text;
    std::expected<Filter, ParseError> filter = Filter();

    static ParsedFilter parse(const QString &text) { return ParsedFilter {text, Filter::parse(text)}; }
    // A filter that did not come from text (the builder's), with its canonical text.
    static ParsedFilter of(const Filter &filter) { return ParsedFilter {filter.toString(), filter}; }
    bool isValid() const { return filter.has_value(); }
};

} // namespace rowan
