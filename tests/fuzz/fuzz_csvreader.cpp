// libFuzzer target for the typed-CSV reader. Beyond "no crash, no hang, no leak, no undefined behaviour":
// - reading ends (End or Failed) within a number of steps bounded by the input's size;
// - every rejected row and every failure names its line (inside the input) and says something;
// - every entity read writes back with the CSV writer and reads again to the same content (types, values,
//   keys with quotes, commas and line breaks), so what the reader accepts the writer can reproduce.
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
    QStringList columns;
    for (const Property &p : entity.properties())
        columns.append(p.name);
    QByteArray bytes;
    {
        QBuffer out(&bytes);
        out.open(QIODevice::WriteOnly);
        WriterOptions options;
        options.columns = columns;
        options.csvTimestamp = false;
        auto writer = makeWriter(Format::Csv, &out, options);
        if (!writer->write(entity) || !writer->finish())
            violated("the writer failed on a buffer", entity.partitionKey());
    }
    QBuffer in(&bytes);
    in.open(QIODevice::ReadOnly);
    auto reader = makeReader(Format::Csv, &in);
    Entity back;
    RowError error;
    if (reader->next(back, error) != EntityReader::Step::Entity)
        violated("a written row does not read back", error.toString() + u'\n' + QString::fromUtf8(bytes));
    if (!back.sameContent(entity))
        violated("a written row reads back different", QString::fromUtf8(bytes));
    if (reader->next(back, error) != EntityReader::Step::End)
        violated("a written row reads back as more than one", QString::fromUtf8(bytes));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::ReadOnly);
    ReaderOptions options;
    options.maxRowBytes = 4096; // small, so the overlong-record path is reached too
    auto reader = makeReader(Format::Csv, &buffer, options);
    // Lines are at most one per byte, plus the line after the last break.
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
            if (reader->line() < 2 || reader->line() > maxLine)
                violated("an entity's line is outside the input", QString::number(reader->line()));
            checkRoundTrip(entity);
            continue;
        }
        if (error.error.message.isEmpty() || error.where.line < 0 || error.where.line > maxLine)
            violated("an error without a message or outside the input", error.toString());
        if (step == EntityReader::Step::Failed) {
            RowError again;
            if (reader->next(entity, again) != EntityReader::Step::Failed)
                violated("Failed does not repeat", again.toString());
            break;
        }
    }
    if (reader->bytesRead() > qint64(size))
        violated("more bytes read than given", QString::number(reader->bytesRead()));
    return 0;
}
