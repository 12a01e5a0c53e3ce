// libFuzzer target for the JSON import readers (JSON Lines when the first byte is even, a JSON array when
// odd; the rest is the file). Beyond "no crash, no hang, no leak, no undefined behaviour":
// - reading ends within a number of steps bounded by the input's size;
// - every rejected element and failure names a line inside the input and says something;
// - every entity read writes back as JSON Lines and reads again to the same content.
#include "rowan/transfer/transfer.h"

#include <QBuffer>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace rowan;
using namespace rowan::transfer;

namespace {

[[noreturn]] void violated(const char *what, const QString &detail)
{
    std::fprintf(stderr, "invariant violated: %s\n%s\n", what, detail.toUtf8().constData());
    std::abort();
}

void checkRoundTrip(const Entity &entity)
{
    QByteArray bytes;
    {
        QBuffer out(&bytes);
        out.open(QIODevice::WriteOnly);
        auto writer = makeWriter(Format::JsonLines, &out);
        if (!writer->write(entity) || !writer->finish())
            violated("the writer failed on a buffer", entity.partitionKey());
    }
    QBuffer in(&bytes);
    in.open(QIODevice::ReadOnly);
    auto reader = makeReader(Format::JsonLines, &in);
    Entity back;
    RowError error;
    if (reader->next(back, error) != EntityReader::Step::Entity)
        violated("a written entity does not read back", error.toString() + u'\n' + QString::fromUtf8(bytes));
    if (!back.sameContent(entity))
        violated("a written entity reads back different", QString::fromUtf8(bytes));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size == 0)
        return 0;
    const Format format = data[0] % 2 ? Format::JsonArray : Format::JsonLines;
    QByteArray bytes(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::ReadOnly);
    ReaderOptions options;
    options.maxRowBytes = 4096;
    auto reader = makeReader(format, &buffer, options);
    const qint64 maxLine = qint64(size) + 1;
    Entity entity;
    RowError error;
    for (std::size_t steps = 0;; ++steps) {
        if (steps > size + 2)
            violated("the reader does not end", QString::number(steps));
        const EntityReader::Step step = reader->next(entity, error);
        if (step == EntityReader::Step::End)
            break;
        if (step == EntityReader::Step::Entity) {
            if (reader->line() < 1 || reader->line() > maxLine)
                violated("an entity's line is outside the input", QString::number(reader->line()));
            checkRoundTrip(entity);
            continue;
        }
        if (error.error.message.isEmpty() || error.where.line < 0 || error.where.line > maxLine)
            violated("an error without a message or outside the input", error.toString());
        if (step == EntityReader::Step::Failed)
            break;
    }
    return 0;
}
