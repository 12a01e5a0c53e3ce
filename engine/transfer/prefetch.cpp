#include "prefetch.h"

namespace rowan::transfer {

namespace {
constexpr std::size_t ChunkRows = 512;
constexpr std::size_t MaxQueuedChunks = 8;
} // namespace

Prefetcher::Prefetcher(EntityReader &reader)
    : m_reader(reader)
{
    m_thread = std::thread([this] { produce(); });
}

Prefetcher::~Prefetcher()
{
    {
        std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_changed.notify_all();
    m_thread.join();
}

void Prefetcher::produce()
{
    bool done = false;
    while (!done) {
        Chunk chunk;
        chunk.items.reserve(ChunkRows);
        while (chunk.items.size() < ChunkRows) {
            ReadItem &item = chunk.items.emplace_back();
            item.step = m_reader.next(item.entity, item.error);
            item.line = m_reader.line();
            if (item.step == EntityReader::Step::Entity) {
                if (auto valid = item.entity.validate(); !valid) {
                    item.step = EntityReader::Step::BadRow;
                    item.error = RowError {
                        {item.line, 0, {}}, valid.error(), item.entity.partitionKey(), item.entity.rowKey()};
                }
            } else if (item.step == EntityReader::Step::End || item.step == EntityReader::Step::Failed) {
                done = true;
                break;
            }
        }
        chunk.bytesRead = m_reader.bytesRead();
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [this] { return m_stop || m_queue.size() < MaxQueuedChunks; });
        if (m_stop)
            return;
        m_queue.push_back(std::move(chunk));
        lock.unlock();
        m_changed.notify_all();
    }
}

ReadItem &Prefetcher::next()
{
    if (m_finished)
        return m_last;
    while (m_index >= m_current.items.size()) {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [this] { return !m_queue.empty(); });
        m_current = std::move(m_queue.front());
        m_queue.pop_front();
        lock.unlock();
        m_changed.notify_all();
        m_index = 0;
    }
    ReadItem &item = m_current.items[m_index++];
    if (m_index == m_current.items.size())
        m_bytesDelivered = m_current.bytesRead;
    if (item.step == EntityReader::Step::End || item.step == EntityReader::Step::Failed) {
        m_last = item;
        m_finished = true;
        return m_last;
    }
    return item;
}

} // namespace rowan::transfer
