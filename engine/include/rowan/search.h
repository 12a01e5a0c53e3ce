// Finding a value in any property of a table: what to look for (SearchRequest), how a value is tested
// (TextMatcher, the one rule every backend applies), what a search reports (SearchMatch, SearchResult), and
// the optional text index of an embedded store (TextIndexStatus).
//
// A value is tested by its display text, formatValueText() (rowan/valuetext.h): an Int64 as its digits, a
// Guid dashed lower case, a DateTime ISO in UTC with seven fractional digits, a Binary as base64, so a
// search finds what the grid shows. PartitionKey and RowKey are searched like properties; Timestamp is
// not (every write changes it, and a filter reaches it better).
//
// Thread-safety: the value types are thread-compatible; a TextMatcher may be used by many threads at once
// (it is immutable once made).
#pragma once

#include "rowan/entity.h"
#include "rowan/filter.h"
#include "rowan/scan.h"
#include "rowan/status.h"

#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>

namespace rowan {

class Store;

enum class SearchMode {
    // The text anywhere in the value.
    Contains,
    // The text with no letter, digit or underscore right before or after it.
    WholeWord,
    // A QRegularExpression (Perl syntax) found anywhere in the value; ^ and $ anchor at the value's ends.
    Regex,
};

struct SearchRequest
{
    QString text;
    SearchMode mode = SearchMode::Contains;
    // Without it, text is compared case-folded (QString::toCaseFolded(): 'Ä' finds 'ä', Cyrillic and Greek
    // fold too), the regular expression with CaseInsensitiveOption.
    bool caseSensitive = false;
    // The properties to look in (PartitionKey and RowKey may be named); empty: every one.
    QStringList properties;
    // Only the entities this filter selects are searched; empty: the whole table.
    Filter filter;
    // Stop after this many matches (0: no limit).
    qint64 limit = 0;
};

struct SearchMatch
{
    Entity entity;
    // The properties whose value matched, in the entity's order (PartitionKey and RowKey first).
    QStringList properties;
};

struct SearchResult
{
    // Entities read and tested (on an endpoint: the entities its query pages carried).
    qint64 read = 0;
    qint64 matches = 0;
    // The text index narrowed the search (an embedded store with a ready index and a term it can answer).
    bool usedIndex = false;
    // The visitor stopped the search, or the limit was reached.
    bool stopped = false;
};

// Called once per match, in key order. Returning Stop ends the search.
using SearchVisitor = std::function<ScanControl(SearchMatch &match)>;
// Entities read so far, and how many the search will read (-1 when unknown).
using SearchProgress = std::function<void(qint64 read, qint64 total)>;

// How one request tests values. Made once per search; the checks that cannot depend on the value (the
// regular expression's syntax, an empty text) are made by create().
class TextMatcher
{
public:
    // InvalidInput for an empty text or a regular expression QRegularExpression refuses (its message).
    static Result<TextMatcher> create(const SearchRequest &request);

    // Whether `text` matches.
    bool matches(QStringView text) const;
    // Whether a value matches by its display text.
    bool matches(const Value &value) const;
    // Whether a value of `type` can match at all: a Contains or WholeWord text with a character that the
    // type's display text never holds (a letter other than e, E, a-f for an Int64) rules the type out
    // without formatting a value. Always true for a regular expression.
    bool mayMatch(EdmType type) const;
    // Whether the request looks in the property `name`.
    bool wantsProperty(QStringView name) const;
    // The matching properties of `entity` (PartitionKey and RowKey first, then the user properties in
    // order); empty when it does not match.
    QStringList matchingProperties(const Entity &entity) const;

    // The text a text index can narrow by: case-folded, at least three characters (a trigram); empty when
    // the request cannot use an index (a regular expression, a shorter text).
    QString indexTerm() const;
    const SearchRequest &request() const { return m_request; }

private:
    TextMatcher() = default;
    SearchRequest m_request;
    QString m_folded;
    QRegularExpression m_regex;
    // Bit per EdmType: whether a value of that type may match.
    quint32 m_types = 0;
};

// The text index of an embedded store's table (Store::createTextIndex()).
struct TextIndexStatus
{
    enum class State {
        None, // no index
        Building, // being built, or a build was stopped: searches scan until it is ready
        Ready, // exact: every write keeps it up to date in its own transaction
    };
    State state = State::None;
    // Entities the index holds.
    qint64 entities = 0;
    // The bytes its tables take in the store file.
    qint64 bytes = 0;
};

// "none", "building", "ready".
QString textIndexStateName(TextIndexStatus::State state);

// The search of an embedded store's table, in the engine (what LocalTableService::search() runs; the
// contract is TableService::search()'s): with a ready text index and a text it can answer, the entities
// the index names, each tested; else every entity's record read in one snapshot and decoded only when one
// of its values matches (or through the filter's query when there is a filter). `cancel` may be null.
Result<SearchResult> searchStore(const Store &store, const QString &account, const QString &table,
    const SearchRequest &request, const SearchVisitor &visitor, const SearchProgress &progress = {},
    const std::atomic<bool> *cancel = nullptr);

} // namespace rowan
