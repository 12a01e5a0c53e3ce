// libFuzzer target for storage connection strings (ConnectionString::parse), which users paste into the
// explorer and the CLI. Beyond "no crash" it checks:
// - an accepted string prints canonically (toString) to text that parses back to an equal value and prints
//   the same again;
// - an accepted string names a table endpoint;
// - a rejected string is InvalidInput with a message.
#include "fuzz_common.h"
#include "rowan/protocol/connectionstring.h"

#include <QUrl>

#include <cstdint>

using namespace rowan;
using namespace rowan::protocol;
using rowan::fuzz::violated;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto parsed = ConnectionString::parse(text);
    if (!parsed) {
        if (parsed.error().code != ErrorCode::InvalidInput || parsed.error().message.isEmpty())
            violated("a rejected string is not InvalidInput with a message", text);
        return 0;
    }
    if (parsed->tableEndpoint.isEmpty() && parsed->accountName.isEmpty())
        violated("an accepted string names no table endpoint", text);
    const QString canonical = parsed->toString();
    const auto again = ConnectionString::parse(canonical);
    if (!again)
        violated("the canonical text does not parse", text);
    if (!(*again == *parsed))
        violated("the canonical text parses to another value", text);
    if (again->toString() != canonical)
        violated("the canonical text is not stable", text);
    // Must not crash, whatever the endpoint text is.
    (void)parsed->tableEndpointUrl();
    return 0;
}
