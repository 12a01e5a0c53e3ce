// libFuzzer target for JSON entity bodies (decodeEntity and the client's decodeResponseEntity /
// decodeEntityPage), the body of every insert, update, merge and upsert. Beyond "no crash" it checks:
// - an accepted body re-encoded as a request body (encodeEntityBody) decodes to the same entity, and the
//   response encoding (encodeEntity) reads back through the client's decoder to the same entity;
// - a rejected body has a message and one of the codes the decoder documents.
#include "fuzz_common.h"
#include "rowan/protocol/jsonentity.h"

#include <cstdint>

using namespace rowan;
using namespace rowan::protocol;
using rowan::fuzz::violated;

namespace {

void checkError(const Error &e, const QByteArray &input)
{
    switch (e.code) {
    case ErrorCode::InvalidInput:
    case ErrorCode::InvalidValueType:
    case ErrorCode::OutOfRangeInput:
    case ErrorCode::DuplicatePropertiesSpecified:
    case ErrorCode::PropertiesNeedValue:
    case ErrorCode::PropertyNameInvalid:
        break;
    default:
        violated("a rejected body has an undocumented error code", input);
    }
    if (e.message.isEmpty())
        violated("a rejected body without a message", input);
}

void checkRoundTrip(const Entity &entity, const QByteArray &input)
{
    const QByteArray body = encodeEntityBody(entity);
    const auto again = decodeEntity(body);
    if (!again)
        violated("the re-encoded request body does not decode", input);
    if (!again->sameContent(entity))
        violated("the re-encoded request body decodes to another entity", input);
    if (encodeEntityBody(*again) != body)
        violated("the request encoding is not stable", input);

    JsonOptions options;
    options.serviceRoot = QStringLiteral("http://127.0.0.1:10002/devstoreaccount1");
    options.accountName = QStringLiteral("devstoreaccount1");
    options.table = QStringLiteral("t");
    for (const MetadataLevel level : {MetadataLevel::MinimalMetadata, MetadataLevel::FullMetadata}) {
        options.level = level;
        const auto response = decodeResponseEntity(encodeEntity(entity, options));
        if (!response)
            violated("the response encoding does not decode", input);
        if (!response->sameContent(entity))
            violated("the response encoding decodes to another entity", input);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));

    const auto insert = decodeEntity(input);
    if (insert)
        checkRoundTrip(*insert, input);
    else
        checkError(insert.error(), input);

    const auto update = decodeEntity(input, QStringLiteral("p"), QStringLiteral("r"));
    if (update) {
        if (update->partitionKey() != u"p" || update->rowKey() != u"r")
            violated("an update takes keys other than the URL's", input);
        checkRoundTrip(*update, input);
    } else {
        checkError(update.error(), input);
    }

    // The client side reads what a server sends: it must not crash on any of it.
    (void)decodeResponseEntity(input);
    (void)decodeEntityPage(input);
    (void)decodeTableList(input);
    (void)decodeCreateTable(input);
    return 0;
}
