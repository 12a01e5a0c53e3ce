// JSON Lines and JSON array readers. Only the element boundaries are found here (a small scanner over
// strings and brackets); each element is decoded by the protocol's entity decoder, so the import accepts
// exactly what the REST endpoint accepts.
#include "jsonreader.h"
#include "pace.h"

#include <rowan/protocol/jsonentity.h>

#include <cstring>

namespace rowan::transfer {

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}
} // namespace

JsonReader::JsonReader(Format format, QIODevice *device, const ReaderOptions &options)
    : m_array(format == Format::JsonArray)
    , m_device(device)
    , m_options(options)
{ }

bool JsonReader::fill()
{
    if (m_eof)
        return false;
    if (m_pos > 0) {
        m_buffer.remove(0, m_pos);
        m_consumedBefore += m_pos;
        m_pos = 0;
    }
    const qsizetype old = m_buffer.size();
    m_buffer.resize(old + ReadChunkBytes);
    const qint64 got = m_device->read(m_buffer.data() + old, ReadChunkBytes);
    m_buffer.resize(old + std::max<qint64>(got, 0));
    if (got < 0)
        m_ioError = m_device->errorString();
    // A blocking device: nothing read means the end.
    if (got <= 0)
        m_eof = true;
    if (!m_bomChecked && (m_buffer.size() >= 3 || m_eof)) {
        m_bomChecked = true;
        if (m_buffer.startsWith("\xEF\xBB\xBF"))
            m_pos = 3;
    }
    return got > 0;
}

EntityReader::Step JsonReader::failWith(RowError &error, const QString &message, ErrorCode code)
{
    m_done = Step::Failed;
    m_failure = RowError {{m_line, 0, {}}, Error {code, message}, {}, {}};
    error = m_failure;
    return Step::Failed;
}

EntityReader::Step JsonReader::decode(QByteArrayView element, Entity &entity, RowError &error)
{
    // json::parse() skips a byte-order mark before a JSON text (a request body may have one), but an
    // element is not the start of the file: U+FEFF there is data, which no JSON value starts with.
    if (element.startsWith("\xEF\xBB\xBF")) {
        error = RowError {{m_line, 0, {}},
            Error {ErrorCode::InvalidInput,
                QStringLiteral(
                    "U+FEFF before the entity (only the file's first bytes can be a byte-order mark)")},
            {}, {}};
        return Step::BadRow;
    }
    // Without keys in the file, the response form's decoding leaves a missing key empty.
    auto decoded = m_options.keysFromMapping ? protocol::decodeResponseEntity(element)
                                             : protocol::decodeEntity(element);
    if (!decoded) {
        error = RowError {{m_line, 0, {}}, decoded.error(), {}, {}};
        return Step::BadRow;
    }
    entity = std::move(*decoded);
    return Step::Entity;
}

// Skips whitespace, counting lines; false when the file ends first.
bool JsonReader::skipSpace()
{
    for (;;) {
        while (m_pos < m_buffer.size() && isSpace(m_buffer[m_pos])) {
            m_nextLine += m_buffer[m_pos] == '\n';
            ++m_pos;
        }
        if (m_pos < m_buffer.size())
            return true;
        if (!fill() && m_pos >= m_buffer.size())
            return false;
    }
}

EntityReader::Step JsonReader::next(Entity &entity, RowError &error)
{
    if (m_done) {
        error = m_failure;
        return *m_done;
    }
    if (!m_bomChecked)
        fill();
    const Step step = m_array ? nextElement(entity, error) : nextLine(entity, error);
    if (step == Step::End && !m_ioError.isEmpty())
        return failWith(
            error, QStringLiteral("cannot read the file: %1").arg(m_ioError), ErrorCode::StoreIoError);
    if (step == Step::End)
        m_done = Step::End;
    m_consumed = m_consumedBefore + m_pos;
    return step;
}

EntityReader::Step JsonReader::nextLine(Entity &entity, RowError &error)
{
    for (;;) {
        const char *data = m_buffer.constData() + m_pos;
        const qsizetype available = m_buffer.size() - m_pos;
        const char *nl
            = available > 0 ? static_cast<const char *>(std::memchr(data, '\n', available)) : nullptr;
        if (!nl && !m_eof) {
            if (available > m_options.maxRowBytes)
                return failWith(
                    error, QStringLiteral("a line longer than %1 bytes").arg(m_options.maxRowBytes));
            fill();
            continue;
        }
        if (!nl && available == 0)
            return Step::End;
        const qsizetype length = nl ? nl - data : available;
        QByteArrayView line(data, length);
        m_line = m_nextLine++;
        m_pos += length + (nl ? 1 : 0);
        while (!line.isEmpty() && isSpace(line.back()))
            line.chop(1);
        while (!line.isEmpty() && isSpace(line.front()))
            line = line.sliced(1);
        if (line.isEmpty())
            continue;
        if (line.size() > m_options.maxRowBytes)
            return failWith(error, QStringLiteral("a line longer than %1 bytes").arg(m_options.maxRowBytes));
        return decode(line, entity, error);
    }
}

// The length of the JSON value starting at `from` (an object or array by bracket matching, anything else up
// to the next ',' or ']' outside strings), or -1 when the buffer ends first. `lines` counts its line breaks.
qsizetype JsonReader::scanValue(qsizetype from, qint64 &lines) const
{
    const char *data = m_buffer.constData();
    const qsizetype size = m_buffer.size();
    int depth = 0;
    bool inString = false;
    lines = 0;
    for (qsizetype p = from; p < size; ++p) {
        const char c = data[p];
        if (c == '\n')
            ++lines;
        if (inString) {
            if (c == '\\')
                ++p;
            else if (c == '"')
                inString = false;
            continue;
        }
        switch (c) {
        case '"':
            inString = true;
            break;
        case '{':
        case '[':
            ++depth;
            break;
        case '}':
        case ']':
            if (depth == 0)
                return p - from; // the array's end after a scalar
            if (--depth == 0)
                return p + 1 - from;
            break;
        case ',':
            if (depth == 0)
                return p - from;
            break;
        default:
            break;
        }
    }
    return -1;
}

EntityReader::Step JsonReader::nextElement(Entity &entity, RowError &error)
{
    if (!m_started) {
        if (!skipSpace())
            return failWith(error, QStringLiteral("the file is empty (a JSON array was expected)"));
        m_line = m_nextLine;
        if (m_buffer[m_pos] != '[')
            return failWith(error, QStringLiteral("a JSON array must start with '['"));
        ++m_pos;
        m_started = true;
        if (!skipSpace())
            return failWith(error, QStringLiteral("the array is not closed with ']'"));
        if (m_buffer[m_pos] == ']') {
            ++m_pos;
            return finishArray(error);
        }
    } else {
        // After an element: ',' and the next one, or ']'.
        if (!skipSpace())
            return failWith(error, QStringLiteral("the array is not closed with ']'"));
        m_line = m_nextLine;
        const char c = m_buffer[m_pos++];
        if (c == ']')
            return finishArray(error);
        if (c != ',')
            return failWith(error, QStringLiteral("',' or ']' expected after an array element"));
        if (!skipSpace())
            return failWith(error, QStringLiteral("the array is not closed with ']'"));
    }
    m_line = m_nextLine;
    qint64 lines = 0;
    qsizetype length = scanValue(m_pos, lines);
    while (length < 0) {
        if (m_buffer.size() - m_pos > m_options.maxRowBytes)
            return failWith(
                error, QStringLiteral("an array element longer than %1 bytes").arg(m_options.maxRowBytes));
        if (!fill())
            return failWith(error, QStringLiteral("the file ends inside an array element"));
        length = scanValue(m_pos, lines);
    }
    if (length == 0)
        return failWith(error, QStringLiteral("an array element is missing"));
    const QByteArrayView element(m_buffer.constData() + m_pos, length);
    m_pos += length;
    m_nextLine += lines;
    return decode(element, entity, error);
}

EntityReader::Step JsonReader::finishArray(RowError &error)
{
    if (skipSpace()) {
        m_line = m_nextLine;
        return failWith(error, QStringLiteral("text after the end of the array"));
    }
    return Step::End;
}

} // namespace rowan::transfer
