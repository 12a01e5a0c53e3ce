// libFuzzer target for continuation tokens (QueryContinuation::fromHeaders / fromToken), which arrive from
// clients in NextPartitionKey/NextRowKey query parameters. The input is split at its first newline into
// the two header values. Beyond "no crash" it checks:
// - an accepted continuation prints to headers and a token that read back to the same continuation (a raw
//   one, another endpoint's headers, to a token only);
// - a null continuation prints empty, and only the empty token reads as null;
// - rejected input is InvalidInput.
#include "fuzz_common.h"
#include "rowan/query.h"

#include <cstdint>

using namespace rowan;
using rowan::fuzz::violated;

namespace {

void checkRoundTrip(const QueryContinuation &c, const QString &input)
{
    if (c.isNull()) {
        if (!c.toToken().isEmpty() || !c.nextPartitionKey().isEmpty())
            violated("a null continuation prints something", input);
        return;
    }
    // A raw continuation carries another endpoint's header values, which go back to that endpoint and are
    // never read here; only its token must round-trip.
    if (!c.isRaw()) {
        const auto fromHeaders = QueryContinuation::fromHeaders(c.nextPartitionKey(), c.nextRowKey());
        if (!fromHeaders || !(*fromHeaders == c))
            violated("headers do not read back to the same continuation", input);
    }
    const auto fromToken = QueryContinuation::fromToken(c.toToken());
    if (!fromToken || !(*fromToken == c))
        violated("the token does not read back to the same continuation", input);
    if (fromToken->partitionKey() != c.partitionKey() || fromToken->rowKey() != c.rowKey())
        violated("the keys differ after a round trip", input);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString input = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const qsizetype newline = input.indexOf(u'\n');
    const QString first = newline < 0 ? input : input.first(newline);
    const QString second = newline < 0 ? QString() : input.sliced(newline + 1);

    const auto headers = QueryContinuation::fromHeaders(first, second);
    if (headers) {
        if (headers->isNull())
            violated("headers read as the null continuation", input);
        checkRoundTrip(*headers, input);
    } else if (headers.error().code != ErrorCode::InvalidInput) {
        violated("a rejected header pair is not InvalidInput", input);
    }

    const auto token = QueryContinuation::fromToken(input);
    if (token) {
        if (token->isNull() != input.isEmpty())
            violated("only the empty token is the null continuation", input);
        checkRoundTrip(*token, input);
    } else if (token.error().code != ErrorCode::InvalidInput) {
        violated("a rejected token is not InvalidInput", input);
    }
    return 0;
}
