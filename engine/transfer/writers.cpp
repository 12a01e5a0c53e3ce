// The CSV, JSON Lines and JSON array writers, and the reader/writer factories.
#include "csvreader.h"
#include "jsonreader.h"

#include <rowan/protocol/jsonentity.h>

namespace rowan::transfer {

namespace {

constexpr qsizetype FlushBytes = 1 << 20;

class BufferedWriter : public EntityWriter
{
public:
    explicit BufferedWriter(QIODevice *device)
        : m_device(device)
    {
        m_out.reserve(FlushBytes + 64 * 1024);
    }

    Status finish() override { return flush(); }

protected:
    Status flushIfFull() { return m_out.size() >= FlushBytes ? flush() : Status(); }
    Status flush()
    {
        if (m_out.isEmpty())
            return {};
        if (m_device->write(m_out) != m_out.size())
            return fail(
                ErrorCode::StoreIoError, QStringLiteral("cannot write: %1").arg(m_device->errorString()));
        m_out.clear();
        return {};
    }

    QIODevice *m_device;
    QByteArray m_out;
};

bool needsQuotes(QByteArrayView utf8)
{
    for (char c : utf8) {
        if (c == '"' || c == ',' || c == '\n' || c == '\r')
            return true;
    }
    return false;
}

void appendCell(QByteArray &out, QStringView text)
{
    const QByteArray utf8 = text.toUtf8();
    // A leading or trailing space would survive RFC 4180 either way, but spreadsheets trim unquoted ones.
    if (!needsQuotes(utf8) && !(utf8.startsWith(' ') || utf8.endsWith(' '))) {
        out += utf8;
        return;
    }
    out += '"';
    for (char c : utf8) {
        if (c == '"')
            out += '"';
        out += c;
    }
    out += '"';
}

class CsvWriter final : public BufferedWriter
{
public:
    CsvWriter(QIODevice *device, const WriterOptions &options)
        : BufferedWriter(device)
        , m_timestamp(options.csvTimestamp)
    {
        for (const QString &name : options.columns) {
            if (!isSystemPropertyName(name) && !m_columns.contains(name))
                m_columns.append(name);
        }
        m_out += "PartitionKey,RowKey";
        if (m_timestamp)
            m_out += ",Timestamp";
        for (const QString &name : m_columns) {
            m_out += ',';
            appendCell(m_out, name);
            m_out += ',';
            appendCell(m_out, name + QStringLiteral("@type"));
        }
        m_out += "\r\n";
        m_index.reserve(m_columns.size());
        for (qsizetype i = 0; i < m_columns.size(); ++i)
            m_index.insert(m_columns[i], i);
        m_cells.resize(m_columns.size());
    }

    Status write(const Entity &entity) override
    {
        appendCell(m_out, entity.partitionKey());
        m_out += ',';
        appendCell(m_out, entity.rowKey());
        if (m_timestamp) {
            m_out += ',';
            if (entity.timestamp().ticks() != 0)
                m_out += entity.timestamp().toIsoString().toLatin1();
        }
        std::fill(m_cells.begin(), m_cells.end(), nullptr);
        for (const Property &p : entity.properties()) {
            const auto it = m_index.constFind(p.name);
            if (it != m_index.constEnd())
                m_cells[*it] = &p.value;
        }
        for (const Value *v : m_cells) {
            m_out += ',';
            if (!v) {
                m_out += ',';
                continue;
            }
            appendCell(m_out, valueToText(*v));
            m_out += ',';
            m_out += edmTypeName(v->type()).toLatin1();
        }
        m_out += "\r\n";
        return flushIfFull();
    }

private:
    bool m_timestamp;
    QStringList m_columns;
    QHash<QString, qsizetype> m_index;
    QList<const Value *> m_cells;
};

class JsonWriter final : public BufferedWriter
{
public:
    JsonWriter(QIODevice *device, bool array)
        : BufferedWriter(device)
        , m_array(array)
    {
        if (m_array)
            m_out += '[';
    }

    Status write(const Entity &entity) override
    {
        if (m_array)
            m_out += m_first ? "\n" : ",\n";
        m_first = false;
        m_out += protocol::encodePageItem(entity, m_options);
        if (!m_array)
            m_out += '\n';
        return flushIfFull();
    }

    Status finish() override
    {
        if (m_array)
            m_out += m_first ? "]\n" : "\n]\n";
        m_array = false;
        return flush();
    }

private:
    bool m_array;
    bool m_first = true;
    protocol::JsonOptions m_options;
};

} // namespace

std::unique_ptr<EntityReader> makeReader(Format format, QIODevice *device, const ReaderOptions &options)
{
    if (format == Format::Csv)
        return std::make_unique<CsvReader>(device, options);
    return std::make_unique<JsonReader>(format, device, options);
}

std::unique_ptr<EntityWriter> makeWriter(Format format, QIODevice *device, const WriterOptions &options)
{
    if (format == Format::Csv)
        return std::make_unique<CsvWriter>(device, options);
    return std::make_unique<JsonWriter>(device, format == Format::JsonArray);
}

} // namespace rowan::transfer
