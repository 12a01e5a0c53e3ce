#include "sidereader.h"

#include "rowan/query.h"

namespace rowan::compare {

namespace {
constexpr std::size_t SideChunkEntities = 256;
constexpr std::size_t MaxQueuedSideChunks = 8;
} // namespace

SideReader::SideReader(const TableSide &side, const DiffOptions &options)
    : m_side(side)
    , m_options(options)
{
    m_thread = std::thread([this] { produce(); });
}

SideReader::~SideReader()
{
    {
        std::lock_guard lock(m_mutex);
        m_stop->store(true);
    }
    m_changed.notify_all();
    m_thread.join();
}

bool SideReader::push(Chunk &chunk)
{
    std::unique_lock lock(m_mutex);
    m_changed.wait(lock, [this] { return m_stop->load() || m_queue.size() < MaxQueuedSideChunks; });
    if (m_stop->load())
        return false;
    m_queue.push_back(std::move(chunk));
    chunk = Chunk();
    if (!m_spent.empty()) {
        chunk = std::move(m_spent.back());
        m_spent.pop_back();
    }
    lock.unlock();
    m_changed.notify_all();
    chunk.entities.clear();
    chunk.error.reset();
    chunk.last = false;
    chunk.entities.reserve(SideChunkEntities);
    return true;
}

void SideReader::produce()
{
    Chunk chunk;
    chunk.entities.reserve(SideChunkEntities);
    bool stopping = false;
    Status read;
    if (m_options.filter.isEmpty()) {
        // No filter: the service's own key-ordered scan of the range.
        auto scanned = m_side.service->scan(
            m_side.account, m_side.table, m_options.range.value_or(KeyRange::all()),
            [&](Entity &entity) {
                chunk.entities.push_back(std::move(entity));
                if (chunk.entities.size() >= SideChunkEntities && !push(chunk)) {
                    stopping = true;
                    return ScanControl::Stop;
                }
                return ScanControl::Continue;
            },
            {}, m_stop);
        if (!scanned)
            read = std::unexpected(scanned.error());
    } else {
        // A filter: the service's query, page by page in key order, so that a remote side filters on the
        // server and sends only what matches.
        QueryRequest request;
        request.filter = m_options.filter;
        request.keyLimit = m_options.range;
        for (;;) {
            if (m_stop->load()) {
                stopping = true;
                break;
            }
            auto page = m_side.service->query(m_side.account, m_side.table, request);
            if (!page) {
                read = std::unexpected(page.error());
                break;
            }
            for (qsizetype i = 0; i < page->entities.size() && !stopping; ++i) {
                auto entity = page->entities.entity(i);
                if (!entity) {
                    read = std::unexpected(entity.error());
                    break;
                }
                chunk.entities.push_back(std::move(*entity));
                if (chunk.entities.size() >= SideChunkEntities && !push(chunk))
                    stopping = true;
            }
            if (!read || stopping || page->continuation.isNull())
                break;
            request.continuation = page->continuation;
        }
    }
    if (stopping || m_stop->load())
        return;
    if (!read)
        chunk.error = read.error();
    chunk.last = true;
    push(chunk);
}

Entity *SideReader::next()
{
    if (m_finished)
        return nullptr;
    while (m_index >= m_current.entities.size()) {
        if (m_current.last) {
            m_finished = true;
            m_error = m_current.error;
            return nullptr;
        }
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [this] { return !m_queue.empty(); });
        if (!m_current.entities.empty())
            m_spent.push_back(std::move(m_current));
        m_current = std::move(m_queue.front());
        m_queue.pop_front();
        lock.unlock();
        m_changed.notify_all();
        m_index = 0;
    }
    return &m_current.entities[m_index++];
}

} // namespace rowan::compare
