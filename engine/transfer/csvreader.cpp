// The streaming CSV reader: RFC 4180 records from a byte buffer refilled in chunks, typed by the
// `Name@type` columns Azure Storage Explorer writes.
#include "csvreader.h"
#include "pace.h"

#include <QStringDecoder>

namespace rowan::transfer {

namespace {
const QString TypeSuffix = QStringLiteral("@type");

// A cell's text. QString::fromUtf8() drops a byte-order mark at the start of what it decodes, but only the
// file's first bytes can be a mark (nextRecord() skips it); a cell's leading U+FEFF is data and is kept.
QString cellText(QByteArrayView utf8)
{
    if (!utf8.startsWith("\xEF\xBB\xBF"))
        return QString::fromUtf8(utf8);
    QStringDecoder decoder(
        QStringDecoder::Utf8, QStringDecoder::Flag::Stateless | QStringDecoder::Flag::ConvertInitialBom);
    return decoder(utf8);
}
} // namespace

CsvReader::CsvReader(QIODevice *device, const ReaderOptions &options)
    : m_device(device)
    , m_options(options)
{ }

bool CsvReader::fill()
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
    if (got < 0) {
        m_buffer.resize(old);
        m_ioError = m_device->errorString();
        m_eof = true;
        return false;
    }
    m_buffer.resize(old + got);
    // The device blocks (a file or standard input), so nothing read means the end.
    if (got == 0)
        m_eof = true;
    return got > 0;
}

// Parses one record starting at m_pos into m_fields. Returns Complete, NeedMore (the buffer ends inside the
// record; nothing is consumed) or Malformed (m_problem says why; the record is consumed up to its end).
CsvReader::Parse CsvReader::parseRecord(qint64 &lines)
{
    m_fieldCount = 0;
    const char *data = m_buffer.constData();
    const qsizetype size = m_buffer.size();
    qsizetype p = m_pos;
    lines = 0;
    m_problem.clear();
    for (;;) {
        if (m_fieldCount == qsizetype(m_fields.size()))
            m_fields.emplace_back();
        QByteArray &field = m_fields[m_fieldCount++];
        field.clear();
        if (p < size && data[p] == '"') {
            ++p;
            for (;;) {
                const char *q = static_cast<const char *>(std::memchr(data + p, '"', size - p));
                if (!q)
                    return Parse::NeedMore;
                const qsizetype at = q - data;
                for (qsizetype i = p; i < at; ++i)
                    lines += data[i] == '\n';
                field.append(data + p, at - p);
                p = at + 1;
                if (p >= size && !m_eof)
                    return Parse::NeedMore; // the next byte may be the second quote of a pair
                if (p < size && data[p] == '"') {
                    field += '"';
                    ++p;
                    continue;
                }
                break;
            }
            if (p < size && data[p] != ',' && data[p] != '\n' && data[p] != '\r' && m_problem.isEmpty()) {
                m_problem = QStringLiteral("text after the closing quote of field %1").arg(m_fieldCount);
                m_problemColumn = int(m_fieldCount);
            }
            // Skip to the field's end so the record stays in step.
            while (p < size && data[p] != ',' && data[p] != '\n' && data[p] != '\r')
                ++p;
            if (p >= size && !m_eof)
                return Parse::NeedMore;
        } else {
            qsizetype q = p;
            while (q < size && data[q] != ',' && data[q] != '\n' && data[q] != '\r') {
                if (data[q] == '"' && m_problem.isEmpty()) {
                    m_problem = QStringLiteral("a quote inside unquoted field %1").arg(m_fieldCount);
                    m_problemColumn = int(m_fieldCount);
                }
                ++q;
            }
            if (q >= size && !m_eof)
                return Parse::NeedMore;
            field.append(data + p, q - p);
            p = q;
        }
        if (p >= size) { // end of file without a line break
            m_pos = p;
            return m_problem.isEmpty() ? Parse::Complete : Parse::Malformed;
        }
        if (data[p] == ',') {
            ++p;
            continue;
        }
        // CR, LF or CRLF ends the record.
        if (data[p] == '\r') {
            if (p + 1 >= size && !m_eof)
                return Parse::NeedMore;
            if (p + 1 < size && data[p + 1] == '\n')
                ++p;
        }
        ++p;
        ++lines;
        m_pos = p;
        return m_problem.isEmpty() ? Parse::Complete : Parse::Malformed;
    }
}

// The next record into m_fields: Complete, Malformed (a row error), End, or why the file cannot go on.
CsvReader::Parse CsvReader::nextRecord()
{
    for (;;) {
        if (m_pos >= m_buffer.size() && m_eof)
            return Parse::End;
        if (m_pos >= m_buffer.size() && !fill()) {
            if (!m_ioError.isEmpty())
                return Parse::IoFailed;
            if (m_eof)
                return Parse::End;
            continue;
        }
        if (!m_bomChecked) {
            if (m_buffer.size() - m_pos < 3 && !m_eof) {
                fill();
                continue;
            }
            m_bomChecked = true;
            if (m_buffer.mid(m_pos, 3) == QByteArrayLiteral("\xEF\xBB\xBF"))
                m_pos += 3;
        }
        qint64 lines = 0;
        const Parse parse = parseRecord(lines);
        if (parse == Parse::NeedMore) {
            if (m_buffer.size() - m_pos > m_options.maxRowBytes)
                return Parse::TooLong;
            if (m_eof)
                return Parse::Unterminated;
            fill();
            if (!m_ioError.isEmpty())
                return Parse::IoFailed;
            continue;
        }
        m_recordLine = m_nextLine;
        m_nextLine += lines;
        m_consumed = m_consumedBefore + m_pos;
        return parse;
    }
}

EntityReader::Step CsvReader::failWith(RowError &error, ErrorCode code, const QString &message)
{
    m_done = Step::Failed;
    m_failure = RowError {{m_recordLine, 0, {}}, Error {code, message}, {}, {}};
    error = m_failure;
    return Step::Failed;
}

EntityReader::Step CsvReader::readHeader(RowError &error)
{
    const Parse parse = nextRecord();
    if (parse == Parse::End)
        return failWith(error, ErrorCode::InvalidInput, QStringLiteral("the file is empty (no header line)"));
    if (parse == Parse::Malformed)
        return failWith(error, ErrorCode::InvalidInput, QStringLiteral("malformed CSV header: ") + m_problem);
    if (parse != Parse::Complete)
        return recordFailure(parse, error);
    QHash<QString, int> seen;
    for (qsizetype i = 0; i < m_fieldCount; ++i) {
        const QString name = cellText(m_fields[i]);
        if (seen.contains(name))
            return failWith(error, ErrorCode::InvalidInput,
                QStringLiteral("the header names column '%1' twice (columns %2 and %3)")
                    .arg(name)
                    .arg(seen.value(name) + 1)
                    .arg(i + 1));
        seen.insert(name, int(i));
        m_header.append(name);
    }
    m_columns.resize(m_header.size());
    for (qsizetype i = 0; i < m_header.size(); ++i) {
        const QString &name = m_header[i];
        Column &c = m_columns[i];
        if (name.endsWith(TypeSuffix)) {
            const QString base = name.chopped(TypeSuffix.size());
            if (!seen.contains(base))
                return failWith(error, ErrorCode::InvalidInput,
                    QStringLiteral("column '%1' types a column '%2' the header does not have")
                        .arg(name, base));
            c.role = Column::Role::TypeOf;
            continue;
        }
        if (name == u"PartitionKey") {
            c.role = Column::Role::PartitionKey;
            m_pkColumn = int(i);
        } else if (name == u"RowKey") {
            c.role = Column::Role::RowKey;
            m_rkColumn = int(i);
        } else if (name == u"Timestamp") {
            c.role = Column::Role::Ignored;
        } else {
            if (auto ok = validatePropertyName(name); !ok)
                return failWith(error, ok.error().code,
                    QStringLiteral("column %1 of the header: %2").arg(i + 1).arg(ok.error().message));
            c.role = Column::Role::Property;
            c.name = name;
            c.typeColumn = seen.value(name + TypeSuffix, -1);
            c.fixedType = m_options.columnTypes.value(name, EdmType::String);
            ++m_propertyColumns;
        }
    }
    if ((m_pkColumn < 0 || m_rkColumn < 0) && !m_options.keysFromMapping)
        return failWith(error, ErrorCode::InvalidInput,
            QStringLiteral("the header has no %1 column")
                .arg(m_pkColumn < 0 ? QStringLiteral("PartitionKey") : QStringLiteral("RowKey")));
    return Step::Entity;
}

EntityReader::Step CsvReader::recordFailure(Parse parse, RowError &error)
{
    switch (parse) {
    case Parse::IoFailed:
        return failWith(
            error, ErrorCode::StoreIoError, QStringLiteral("cannot read the file: %1").arg(m_ioError));
    case Parse::TooLong:
        m_recordLine = m_nextLine;
        return failWith(error, ErrorCode::InvalidInput,
            QStringLiteral("a record longer than %1 bytes (a quote that is never closed?)")
                .arg(m_options.maxRowBytes));
    case Parse::Unterminated:
        m_recordLine = m_nextLine;
        return failWith(error, ErrorCode::InvalidInput,
            QStringLiteral("a quoted field is not closed before the end of the file"));
    default:
        return failWith(error, ErrorCode::InvalidInput, QStringLiteral("cannot read the record"));
    }
}

EntityReader::Step CsvReader::next(Entity &entity, RowError &error)
{
    if (m_done) {
        error = m_failure;
        return *m_done;
    }
    if (m_header.isEmpty()) {
        if (const Step s = readHeader(error); s != Step::Entity)
            return s;
    }
    Parse parse = nextRecord();
    // A blank line (one empty field) is not a row.
    while (parse == Parse::Complete && m_fieldCount == 1 && m_fields[0].isEmpty())
        parse = nextRecord();
    if (parse == Parse::End) {
        m_done = Step::End;
        return Step::End;
    }
    const auto bad = [&](ErrorCode code, const QString &message, int column) {
        error = RowError {{m_recordLine, column, column > 0 ? m_header.value(column - 1) : QString()},
            Error {code, message}, {}, {}};
        if (m_pkColumn >= 0 && m_rkColumn >= 0 && m_fieldCount > m_pkColumn && m_fieldCount > m_rkColumn) {
            error.partitionKey = cellText(m_fields[m_pkColumn]);
            error.rowKey = cellText(m_fields[m_rkColumn]);
        }
        return Step::BadRow;
    };
    if (parse == Parse::Malformed)
        return bad(ErrorCode::InvalidInput, QStringLiteral("malformed CSV: ") + m_problem, m_problemColumn);
    if (parse != Parse::Complete)
        return recordFailure(parse, error);
    if (m_fieldCount != m_header.size())
        return bad(ErrorCode::InvalidInput,
            QStringLiteral("the row has %1 fields, the header %2").arg(m_fieldCount).arg(m_header.size()), 0);

    entity = Entity(m_pkColumn >= 0 ? cellText(m_fields[m_pkColumn]) : QString(),
        m_rkColumn >= 0 ? cellText(m_fields[m_rkColumn]) : QString());
    entity.reserveProperties(m_propertyColumns);
    for (qsizetype i = 0; i < m_columns.size(); ++i) {
        const Column &c = m_columns[i];
        if (c.role != Column::Role::Property)
            continue;
        const QByteArray &cell = m_fields[i];
        EdmType type = c.fixedType;
        if (c.typeColumn >= 0) {
            const QByteArray &typeCell = m_fields[c.typeColumn];
            if (typeCell.isEmpty()) {
                if (cell.isEmpty())
                    continue;
                // A value without its type: take it as text, as an untyped column would.
            } else {
                const auto t = edmTypeFromName(cellText(typeCell));
                if (!t)
                    return bad(ErrorCode::InvalidValueType,
                        QStringLiteral("'%1' is not an EDM type name (Edm.String, Edm.Int32, Edm.Int64, "
                                       "Edm.Double, Edm.Boolean, Edm.DateTime, Edm.Guid, Edm.Binary)")
                            .arg(cellText(typeCell)),
                        c.typeColumn + 1);
                type = *t;
            }
        } else if (cell.isEmpty()) {
            continue;
        }
        if (type == EdmType::String) {
            entity.appendProperty(c.name, Value::string(cellText(cell)));
            continue;
        }
        auto value = valueFromText(cellText(cell), type);
        if (!value) {
            auto r = bad(value.error().code, value.error().message, int(i) + 1);
            error.partitionKey = entity.partitionKey();
            error.rowKey = entity.rowKey();
            return r;
        }
        entity.appendProperty(c.name, std::move(*value));
    }
    return Step::Entity;
}

} // namespace rowan::transfer
