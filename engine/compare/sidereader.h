// Reads one side of a comparison on a thread of its own, in key order, into a small bounded queue of
// chunks: the merge takes entities while the next ones are being read, and memory stays constant.
#pragma once

#include "rowan/compare/diff.h"

#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>
#include <vector>

namespace rowan::compare {

class SideReader
{
public:
    // Starts reading at once. `side.service` must outlive the reader.
    SideReader(const TableSide &side, const DiffOptions &options);
    // Stops the reading thread (a scan in flight is cancelled) and waits for it.
    ~SideReader();
    SideReader(const SideReader &) = delete;
    SideReader &operator=(const SideReader &) = delete;

    // The next entity in the order the service gave it, the caller's to move from until the next call;
    // nullptr at the end or after a failure (then error() is set).
    Entity *next();
    const std::optional<Error> &error() const { return m_error; }

private:
    struct Chunk
    {
        std::vector<Entity> entities;
        std::optional<Error> error; // the read failed after these entities
        bool last = false;
    };
    void produce();
    // Hands a full chunk to the consumer; false when the reader is being stopped.
    bool push(Chunk &chunk);

    TableSide m_side;
    DiffOptions m_options;
    CancelFlag m_stop = makeCancelFlag();
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<Chunk> m_queue;
    // Chunks the merge is done with, handed back so that their entities are freed (and the chunk's room
    // reused) on the reading thread that allocated them: freeing them on the merge's thread costs more
    // than the merge itself (allocator arenas and reference counts shared between threads).
    std::vector<Chunk> m_spent;
    Chunk m_current;
    std::size_t m_index = 0;
    bool m_finished = false;
    std::optional<Error> m_error;
    std::thread m_thread;
};

} // namespace rowan::compare
