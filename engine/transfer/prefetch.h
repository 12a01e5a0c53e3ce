// Reads rows ahead on a thread of its own, so parsing and validating the file overlap with the store's
// writes (each takes about half of an import's time). Chunks of rows pass through a small bounded queue:
// memory stays constant, order is kept.
#pragma once

#include "rowan/transfer/transfer.h"

#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>
#include <vector>

namespace rowan::transfer {

struct ReadItem
{
    EntityReader::Step step = EntityReader::Step::End;
    Entity entity; // Step::Entity: already validated (Entity::validate())
    RowError error; // Step::BadRow (also a failed validation) and Step::Failed
    qint64 line = 0;
};

class Prefetcher
{
public:
    // `reader` is used only on the prefetching thread from now until destruction.
    explicit Prefetcher(EntityReader &reader);
    ~Prefetcher();
    Prefetcher(const Prefetcher &) = delete;
    Prefetcher &operator=(const Prefetcher &) = delete;

    // The next row, in file order; End or Failed repeat once reached. The item is the caller's to move
    // from and stays valid until the next call.
    ReadItem &next();
    // Bytes of the file consumed up to the last item returned.
    qint64 bytesRead() const { return m_bytesDelivered; }

private:
    struct Chunk
    {
        std::vector<ReadItem> items;
        qint64 bytesRead = 0;
    };
    void produce();

    EntityReader &m_reader;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<Chunk> m_queue;
    bool m_stop = false;
    Chunk m_current;
    std::size_t m_index = 0;
    qint64 m_bytesDelivered = 0;
    ReadItem m_last; // End or Failed, repeated
    bool m_finished = false;
    std::thread m_thread;
};

} // namespace rowan::transfer
