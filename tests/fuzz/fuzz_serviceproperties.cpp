// libFuzzer target for the Set Table Service Properties body (parseServiceProperties) and the CORS rules
// it carries. Beyond "no crash" it checks:
// - accepted properties print (serializeServiceProperties) to XML that parses back to the same value, over
//   any current value, and prints the same again;
// - accepted properties keep the limits: at most MaxCorsRules rules, each with origins and methods;
// - a rejected body is InvalidXmlDocument with a message;
// - rule matching never crashes and a matched rule is one of the rules.
#include "fuzz_common.h"
#include "rowan/protocol/serviceproperties.h"

#include <cstdint>

using namespace rowan;
using namespace rowan::protocol;
using rowan::fuzz::violated;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto parsed = parseServiceProperties(input);
    if (!parsed) {
        if (parsed.error().code != ErrorCode::InvalidXmlDocument || parsed.error().message.isEmpty())
            violated("a rejected body is not InvalidXmlDocument with a message", input);
        return 0;
    }
    if (parsed->cors.size() > MaxCorsRules)
        violated("more CORS rules than allowed", input);
    for (const CorsRule &rule : parsed->cors) {
        if (rule.allowedOrigins.isEmpty() || rule.allowedMethods.isEmpty() || rule.maxAgeInSeconds < 0)
            violated("a CORS rule without origins or methods, or with a negative max age", input);
    }
    const QByteArray printed = serializeServiceProperties(*parsed);
    ServiceProperties other;
    other.logging.read = true;
    other.minuteMetrics.enabled = true;
    const auto again = parseServiceProperties(printed, other);
    if (!again)
        violated("printed properties do not parse", input);
    if (!(*again == *parsed))
        violated("printed properties parse to another value", input);
    if (serializeServiceProperties(*again) != printed)
        violated("printing is not stable", input);

    for (const CorsRule &rule : parsed->cors) {
        const QString origin = rule.allowedOrigins.first();
        const auto match
            = matchCorsRule(parsed->cors, origin, rule.allowedMethods.first(), rule.allowedHeaders);
        if (!match || !parsed->cors.contains(*match))
            violated("a rule does not match its own origin, method and headers", input);
    }
    return 0;
}
