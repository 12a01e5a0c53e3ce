// A request's header fields as a flat list: what the server's parser fills and what Shared Key, operation
// classification and $batch parts read. QHttpHeaders costs ~2k instructions per append (it validates and
// lower-cases the name into a fresh allocation); this keeps every name and value in one buffer. Like
// QHttpHeaders: names are kept lower-cased and looked up in any case, duplicates are kept in order, values
// are trimmed, and append() refuses a name that is not an RFC 9110 token or a value with control
// characters. A plain value type: not thread-safe, copyable.
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QHttpHeaders>
#include <QList>

namespace rowan::protocol {

// True when `text` is a non-empty RFC 9110 token (a field name, a method).
bool isHttpToken(QByteArrayView text);

class RequestHeaders
{
public:
    RequestHeaders() = default;
    // The fields of `headers` in order.
    explicit RequestHeaders(const QHttpHeaders &headers);

    // Room for `count` fields of `bytes` name and value bytes in all (an optimisation only).
    void reserve(qsizetype count, qsizetype bytes);
    // False (and nothing appended) when `name` is not a token or the trimmed `value` holds a control
    // character other than HTAB.
    bool append(QByteArrayView name, QByteArrayView value);
    bool append(QHttpHeaders::WellKnownHeader name, QByteArrayView value)
    {
        return append(QHttpHeaders::wellKnownHeaderName(name), value);
    }

    bool contains(QByteArrayView name) const { return indexOf(name) >= 0; }
    bool contains(QHttpHeaders::WellKnownHeader name) const
    {
        return contains(QHttpHeaders::wellKnownHeaderName(name));
    }
    // The first value of `name` (any case), `defaultValue` when absent. Valid until the list is changed.
    QByteArrayView value(QByteArrayView name, QByteArrayView defaultValue = {}) const;
    QByteArrayView value(QHttpHeaders::WellKnownHeader name, QByteArrayView defaultValue = {}) const
    {
        return value(QHttpHeaders::wellKnownHeaderName(name), defaultValue);
    }
    // Every value of `name`, in order.
    QList<QByteArray> values(QByteArrayView name) const;
    QList<QByteArray> values(QHttpHeaders::WellKnownHeader name) const
    {
        return values(QHttpHeaders::wellKnownHeaderName(name));
    }

    qsizetype size() const { return m_fields.size(); }
    bool isEmpty() const { return m_fields.isEmpty(); }
    QByteArrayView nameAt(qsizetype i) const; // lower-cased
    QByteArrayView valueAt(qsizetype i) const;

    QHttpHeaders toHttpHeaders() const;

private:
    struct Field
    {
        qsizetype name; // offset in m_text
        qsizetype nameSize;
        qsizetype valueSize; // the value follows the name
    };
    qsizetype indexOf(QByteArrayView name) const;

    QByteArray m_text;
    QList<Field> m_fields;
};

} // namespace rowan::protocol
