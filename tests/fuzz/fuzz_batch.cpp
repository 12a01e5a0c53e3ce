// libFuzzer target for `$batch` multipart request bodies (parseBatchRequest) and, on the client side,
// batch response bodies (parseBatchResponse). The input's first line is the Content-Type, the rest the
// body. Beyond "no crash" it checks:
// - an accepted batch keeps the documented limits, and every operation has a method and a URL;
// - an accepted batch serialized again (serializeBatchRequest) parses back to the same operations;
// - a rejected batch is InvalidInput or RequestBodyTooLarge, with a message.
#include "fuzz_common.h"
#include "rowan/entity.h"
#include "rowan/protocol/batch.h"
#include "rowan/status.h"

#include <cstdint>

using namespace rowan;
using namespace rowan::protocol;
using rowan::fuzz::violated;

namespace {

bool sameHeaders(const RequestHeaders &a, const RequestHeaders &b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (a.nameAt(i) != b.nameAt(i) || a.valueAt(i) != b.valueAt(i))
            return false;
    }
    return true;
}

bool sameOperation(const BatchOperation &a, const BatchOperation &b)
{
    return a.method == b.method && a.url == b.url && a.path == b.path && a.query == b.query
        && a.body == b.body && sameHeaders(a.headers, b.headers);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    const qsizetype newline = input.indexOf('\n');
    const QByteArray contentType = newline < 0 ? input : input.first(newline);
    const QByteArray body = newline < 0 ? QByteArray() : input.sliced(newline + 1);

    const auto parsed = parseBatchRequest(contentType, body);
    if (!parsed) {
        const Error &e = parsed.error();
        if ((e.code != ErrorCode::InvalidInput && e.code != ErrorCode::RequestBodyTooLarge)
            || e.message.isEmpty())
            violated("a rejected batch is not InvalidInput/RequestBodyTooLarge with a message", input);
    } else {
        if (parsed->operations.isEmpty() || parsed->operations.size() > limits::MaxBatchOperations)
            violated("an accepted batch with no or too many operations", input);
        for (const BatchOperation &op : parsed->operations) {
            if (op.method.isEmpty() || op.url.isEmpty())
                violated("an operation without a method or URL", input);
        }
        BatchRequest copy = *parsed;
        const QByteArray again = serializeBatchRequest(copy);
        const auto reparsed = parseBatchRequest(batchContentType(copy.batchBoundary), again);
        if (!reparsed)
            violated("a serialized batch does not parse", input);
        if (reparsed->operations.size() != parsed->operations.size())
            violated("a serialized batch has another number of operations", input);
        for (qsizetype i = 0; i < parsed->operations.size(); ++i) {
            if (!sameOperation(parsed->operations[i], reparsed->operations[i]))
                violated("a serialized batch parses to another operation", input);
        }
    }

    // The client reads responses from any server: no crash on any of them.
    (void)parseBatchResponse(contentType, body);
    return 0;
}
