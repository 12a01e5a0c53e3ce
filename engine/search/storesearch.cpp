// searchStore() (rowan/search.h): a search in the engine, reading records as the census does
// (Store::scanStored) and decoding an entity only when one of its values matches.
#include "rowan/search.h"

#include "core/keycodec.h"
#include "core/record.h"
#include "rowan/plan.h"
#include "rowan/store.h"

#include <QVarLengthArray>

namespace rowan {

namespace {

constexpr qint64 SearchProgressEvery = 65'536;
constexpr qint64 SearchCancelEvery = 1024;
// An index answer with more candidates than this share of the table reads slower, one entity at a time,
// than a scan of the whole table.
constexpr qint64 IndexCandidateShare = 8;
constexpr qint64 IndexCandidateFloor = 10'000;

bool isAscii(QStringView text)
{
    for (QChar c : text) {
        if (c.unicode() >= 0x80)
            return false;
    }
    return true;
}

class SearchRun
{
public:
    SearchRun(const TextMatcher &matcher, const SearchVisitor &visitor, const SearchProgress &progress,
        const std::atomic<bool> *cancel, qint64 total)
        : m_matcher(matcher)
        , m_visitor(visitor)
        , m_progress(progress)
        , m_cancel(cancel)
        , m_total(total)
        , m_selection(matcher.request().properties)
        , m_text(matcher.request().text)
        , m_cs(matcher.request().caseSensitive ? Qt::CaseSensitive : Qt::CaseInsensitive)
        , m_asciiText(matcher.request().mode != SearchMode::Regex && isAscii(matcher.request().text))
        , m_keys(matcher.mayMatch(EdmType::String)
              && (matcher.wantsProperty(u"PartitionKey") || matcher.wantsProperty(u"RowKey")))
    { }

    ScanControl visit(const StoredEntity &stored)
    {
        if (++m_result.read % SearchCancelEvery == 0) {
            if (m_cancel && m_cancel->load()) {
                m_cancelled = true;
                return ScanControl::Stop;
            }
            if (m_progress && m_result.read % SearchProgressEvery == 0)
                m_progress(m_result.read, m_total);
        }
        if (m_matcher.request().filter.isEmpty()) {
            Result<bool> candidate = mayMatch(stored);
            if (!candidate)
                return failWith(candidate.error());
            if (!*candidate)
                return ScanControl::Continue;
        }
        Result<Entity> entity = decode(stored);
        if (!entity)
            return failWith(entity.error());
        if (!m_matcher.request().filter.matches(*entity))
            return ScanControl::Continue;
        QStringList matched = m_matcher.matchingProperties(*entity);
        if (matched.isEmpty())
            return ScanControl::Continue;
        ++m_result.matches;
        SearchMatch match {std::move(*entity), std::move(matched)};
        const bool atLimit = m_matcher.request().limit > 0 && m_result.matches >= m_matcher.request().limit;
        if (m_visitor(match) == ScanControl::Stop || atLimit) {
            m_result.stopped = true;
            return ScanControl::Stop;
        }
        return ScanControl::Continue;
    }

    Result<SearchResult> finish(const Result<ScanResult> &scanned)
    {
        if (!scanned)
            return std::unexpected(scanned.error());
        if (!m_failed)
            return std::unexpected(m_failed.error());
        if (m_cancelled)
            return fail(ErrorCode::Cancelled, QStringLiteral("The search was cancelled."));
        if (m_progress)
            m_progress(m_result.read, m_total);
        return m_result;
    }

    bool ended() const { return m_result.stopped || m_cancelled || !m_failed; }
    SearchResult &result() { return m_result; }

private:
    ScanControl failWith(const Error &error)
    {
        m_failed = std::unexpected(error);
        return ScanControl::Stop;
    }

    // Whether any wanted value of the stored entity matches, decoding only the values whose type can.
    Result<bool> mayMatch(const StoredEntity &stored)
    {
        if (m_keys) {
            for (const auto &[key, name] :
                {std::pair(stored.partitionKey, u"PartitionKey"), std::pair(stored.rowKey, u"RowKey")}) {
                if (!m_matcher.wantsProperty(name))
                    continue;
                if (m_asciiText && !keyMayContain(key))
                    continue;
                const std::optional<QString> text = keycodec::decode(key);
                if (!text)
                    return fail(
                        ErrorCode::StoreCorrupt, QStringLiteral("An entity's stored key is damaged."));
                if (m_matcher.matches(QStringView(*text)))
                    return true;
            }
        }
        if (stored.record.isEmpty())
            return false;
        bool found = false;
        Status failed;
        Status framing = record::forEachField(stored.record, [&](const record::Field &field) {
            if (found || !failed || !m_matcher.mayMatch(field.type))
                return;
            if (!m_selection.isEmpty() && m_selection.indexOf(field.name) < 0)
                return;
            if (field.type == EdmType::String && m_asciiText && !mayContain(field.value))
                return;
            Result<Value> value = record::decodeValue(field);
            if (!value)
                failed = std::unexpected(value.error());
            else
                found = m_matcher.matches(*value);
        });
        if (!framing)
            return std::unexpected(framing.error());
        if (!failed)
            return std::unexpected(failed.error());
        return found;
    }

    // A String field's text as stored, when it is ASCII: then the text itself can rule a match out without
    // being decoded. True when it may hold the search text (or is not ASCII).
    bool mayContain(QByteArrayView value) const
    {
        quint64 header = 0;
        qsizetype at = 0;
        for (int shift = 0; at < value.size() && shift < 64; shift += 7) {
            const auto byte = quint8(value[at++]);
            header |= quint64(byte & 0x7f) << shift;
            if (!(byte & 0x80))
                break;
        }
        if (header & 1)
            return true; // kept as UTF-16
        const QByteArrayView bytes = value.sliced(at);
        for (char c : bytes) {
            if (quint8(c) >= 0x80)
                return true;
        }
        return QLatin1StringView(bytes).contains(m_text, m_cs);
    }

    // The same for a key as stored (UTF-16BE): an ASCII key is compared without being decoded.
    bool keyMayContain(QByteArrayView key) const
    {
        QVarLengthArray<char, 256> ascii;
        ascii.resize(key.size() / 2);
        for (qsizetype i = 0; i + 1 < key.size(); i += 2) {
            const auto high = quint8(key[i]);
            const auto low = quint8(key[i + 1]);
            if (high != 0 || low >= 0x80)
                return true;
            ascii[i / 2] = char(low);
        }
        return QLatin1StringView(ascii.constData(), ascii.size()).contains(m_text, m_cs);
    }

    Result<Entity> decode(const StoredEntity &stored)
    {
        std::optional<QString> pk = keycodec::decode(stored.partitionKey);
        std::optional<QString> rk = keycodec::decode(stored.rowKey);
        if (!pk || !rk)
            return fail(ErrorCode::StoreCorrupt, QStringLiteral("An entity's stored key is damaged."));
        Entity entity(std::move(*pk), std::move(*rk));
        entity.setTimestamp(stored.timestamp);
        entity.setEtagFromTimestamp();
        if (!stored.record.isEmpty()) {
            if (Status ok = m_decoder.decode(stored.record, entity); !ok)
                return std::unexpected(ok.error());
        }
        return entity;
    }

    const TextMatcher &m_matcher;
    const SearchVisitor &m_visitor;
    const SearchProgress &m_progress;
    const std::atomic<bool> *m_cancel;
    qint64 m_total;
    record::Selection m_selection;
    QString m_text;
    Qt::CaseSensitivity m_cs;
    // The search text is ASCII, so an ASCII value that lacks it (in the same case-insensitive sense: ASCII
    // letters fold only to ASCII letters) cannot match.
    bool m_asciiText;
    record::Decoder m_decoder;
    bool m_keys;
    SearchResult m_result;
    Status m_failed;
    bool m_cancelled = false;
};

} // namespace

Result<SearchResult> searchStore(const Store &store, const QString &account, const QString &table,
    const SearchRequest &request, const SearchVisitor &visitor, const SearchProgress &progress,
    const std::atomic<bool> *cancel)
{
    Result<TextMatcher> matcher = TextMatcher::create(request);
    if (!matcher)
        return std::unexpected(matcher.error());
    Result<TableInfo> info = store.table(account, table);
    if (!info)
        return std::unexpected(info.error());
    const qint64 total = info->stats.entityCount;
    SearchRun run(*matcher, visitor, progress, cancel, total);
    if (progress)
        progress(0, total);

    if (const QString term = matcher->indexTerm(); !term.isEmpty()) {
        const qint64 maxCandidates = std::max(IndexCandidateFloor, total / IndexCandidateShare);
        Result<std::optional<ScanResult>> indexed = store.scanTextIndex(account, info->name, term,
            maxCandidates, [&run](const StoredEntity &entity) { return run.visit(entity); });
        if (!indexed)
            return std::unexpected(indexed.error());
        if (*indexed) {
            run.result().usedIndex = true;
            return run.finish(ScanResult {});
        }
    }

    // The filter's key ranges (the whole table without one), each read in key order.
    const QList<KeyRange> ranges
        = request.filter.isEmpty() ? QList<KeyRange> {KeyRange::all()} : planQuery(request.filter).ranges;
    for (const KeyRange &range : ranges) {
        Result<ScanResult> scanned = store.scanStored(
            account, info->name, range, [&run](const StoredEntity &entity) { return run.visit(entity); });
        if (!scanned || run.ended())
            return run.finish(scanned);
    }
    return run.finish(ScanResult {});
}

} // namespace rowan
