#include "rowan/protocol/resourcepath.h"

#include <QStringDecoder>

#include <algorithm>

namespace rowan::protocol {

namespace {

std::unexpected<Error> badUri(const QString &detail)
{
    return fail(ErrorCode::InvalidUri,
        QStringLiteral("The requested URI does not represent any resource on the "
                       "server (%1).")
            .arg(detail));
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

// Reads `'...'` at text[pos] with doubled quotes; on success pos is just past the closing quote.
std::optional<QString> readQuoted(QStringView text, qsizetype &pos)
{
    if (pos >= text.size() || text[pos] != QLatin1Char('\''))
        return std::nullopt;
    QString value;
    for (qsizetype i = pos + 1; i < text.size(); ++i) {
        if (text[i] != QLatin1Char('\'')) {
            value += text[i];
            continue;
        }
        if (i + 1 < text.size() && text[i + 1] == QLatin1Char('\'')) {
            value += QLatin1Char('\'');
            ++i;
            continue;
        }
        pos = i + 1;
        return value;
    }
    return std::nullopt;
}

// "PartitionKey='p',RowKey='r'" in either order.
Status parseKeyPredicate(QStringView text, ResourcePath &out)
{
    bool havePk = false;
    bool haveRk = false;
    qsizetype pos = 0;
    while (pos < text.size()) {
        const qsizetype eq = text.indexOf(QLatin1Char('='), pos);
        if (eq < 0)
            return badUri(QStringLiteral("key predicate without '='"));
        const QStringView name = text.mid(pos, eq - pos);
        pos = eq + 1;
        const std::optional<QString> value = readQuoted(text, pos);
        if (!value)
            return badUri(QStringLiteral("key value is not a quoted string"));
        if (name == QLatin1String("PartitionKey") && !havePk) {
            out.partitionKey = *value;
            havePk = true;
        } else if (name == QLatin1String("RowKey") && !haveRk) {
            out.rowKey = *value;
            haveRk = true;
        } else {
            return badUri(QStringLiteral("unexpected key '%1'").arg(name));
        }
        if (pos < text.size()) {
            if (text[pos] != QLatin1Char(','))
                return badUri(QStringLiteral("expected ',' between keys"));
            ++pos;
            if (pos == text.size())
                return badUri(QStringLiteral("trailing ','"));
        }
    }
    if (!havePk || !haveRk)
        return badUri(QStringLiteral("both PartitionKey and RowKey are required"));
    return {};
}

Status parseResource(QStringView segment, ResourcePath &out)
{
    if (segment == QLatin1String("$batch")) {
        out.kind = ResourcePath::Kind::Batch;
        return {};
    }
    const qsizetype paren = segment.indexOf(QLatin1Char('('));
    const QStringView name = paren < 0 ? segment : segment.left(paren);
    if (name.isEmpty())
        return badUri(QStringLiteral("empty resource name"));
    QStringView inner;
    const bool hasParens = paren >= 0;
    if (hasParens) {
        if (!segment.endsWith(QLatin1Char(')')))
            return badUri(QStringLiteral("unbalanced parenthesis"));
        inner = segment.mid(paren + 1, segment.size() - paren - 2);
    }
    if (name.compare(QLatin1String("Tables"), Qt::CaseInsensitive) == 0) {
        if (inner.isEmpty()) {
            out.kind = ResourcePath::Kind::Tables;
            return {};
        }
        qsizetype pos = 0;
        const std::optional<QString> table = readQuoted(inner, pos);
        if (!table || pos != inner.size())
            return badUri(QStringLiteral("table name is not a quoted string"));
        out.kind = ResourcePath::Kind::Table;
        out.table = *table;
        return {};
    }
    out.table = name.toString();
    if (inner.isEmpty()) {
        out.kind = ResourcePath::Kind::EntitySet;
        return {};
    }
    out.kind = ResourcePath::Kind::Entity;
    return parseKeyPredicate(inner, out);
}

} // namespace

Result<QString> percentDecode(QByteArrayView encoded)
{
    // Most names and values on the hot path (SAS fields, keys, $filter pieces) are plain ASCII: one copy.
    bool plain = true;
    for (const char c : encoded) {
        if (c == '%' || quint8(c) >= 0x80) {
            plain = false;
            break;
        }
    }
    if (plain)
        return QString::fromLatin1(encoded);
    QByteArray bytes(encoded.size(), Qt::Uninitialized);
    char *out = bytes.data();
    for (qsizetype i = 0; i < encoded.size(); ++i) {
        const char c = encoded[i];
        if (c != '%') {
            *out++ = c;
            continue;
        }
        if (i + 2 >= encoded.size())
            return badUri(QStringLiteral("truncated percent escape"));
        const int hi = hexValue(encoded[i + 1]);
        const int lo = hexValue(encoded[i + 2]);
        if (hi < 0 || lo < 0)
            return badUri(QStringLiteral("invalid percent escape"));
        *out++ = char(hi * 16 + lo);
        i += 2;
    }
    bytes.truncate(out - bytes.constData());
    QStringDecoder decoder(
        QStringDecoder::Utf8, QStringDecoder::Flag::Stateless | QStringDecoder::Flag::ConvertInitialBom);
    QString text = decoder(bytes);
    if (decoder.hasError())
        return badUri(QStringLiteral("invalid UTF-8"));
    return text;
}

QByteArray percentEncode(QStringView text, QByteArrayView keep)
{
    static const char hex[] = "0123456789ABCDEF";
    const QByteArray utf8 = text.toUtf8();
    QByteArray out;
    out.reserve(utf8.size());
    for (const char c : utf8) {
        const bool alnum = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
        if (alnum || (quint8(c) < 0x80 && keep.contains(c))) {
            out += c;
        } else {
            out += '%';
            out += hex[quint8(c) >> 4];
            out += hex[quint8(c) & 0xF];
        }
    }
    return out;
}

Result<ResourcePath> parseResourcePath(QByteArrayView encodedPath, bool accountInPath)
{
    if (!encodedPath.startsWith('/'))
        return badUri(QStringLiteral("path must start with '/'"));
    QList<QByteArrayView> segments;
    qsizetype start = 1;
    for (;;) {
        const qsizetype slash = encodedPath.indexOf('/', start);
        segments.append(encodedPath.mid(start, slash < 0 ? encodedPath.size() - start : slash - start));
        if (slash < 0)
            break;
        start = slash + 1;
    }
    // One trailing slash is harmless ("/devstoreaccount1/").
    if (segments.size() > 1 && segments.last().isEmpty())
        segments.removeLast();

    ResourcePath out;
    qsizetype next = 0;
    if (accountInPath) {
        Result<QString> account = percentDecode(segments[0]);
        if (!account)
            return std::unexpected(account.error());
        if (account->isEmpty())
            return badUri(QStringLiteral("no account in the path"));
        out.account = *account;
        next = 1;
    }
    if (next == segments.size() || (next == 0 && segments.size() == 1 && segments[0].isEmpty())) {
        out.kind = ResourcePath::Kind::Service;
        return out;
    }
    if (segments.size() - next > 1)
        return badUri(QStringLiteral("too many path segments"));
    Result<QString> resource = percentDecode(segments[next]);
    if (!resource)
        return std::unexpected(resource.error());
    if (Status s = parseResource(*resource, out); !s)
        return std::unexpected(s.error());
    return out;
}

QString entityResource(QStringView table, QStringView partitionKey, QStringView rowKey)
{
    auto literal = [](QStringView key) {
        QString doubled = key.toString();
        doubled.replace(QLatin1Char('\''), QLatin1String("''"));
        return QString::fromLatin1(percentEncode(doubled));
    };
    return table.toString() + QLatin1String("(PartitionKey='") + literal(partitionKey)
        + QLatin1String("',RowKey='") + literal(rowKey) + QLatin1String("')");
}

QString tableResource(QStringView table)
{
    QString doubled = table.toString();
    doubled.replace(QLatin1Char('\''), QLatin1String("''"));
    return QLatin1String("Tables('") + QString::fromLatin1(percentEncode(doubled)) + QLatin1String("')");
}

Result<QueryItems> parseQueryString(QByteArrayView query)
{
    QueryItems items;
    if (query.startsWith('?'))
        query = query.mid(1);
    if (!query.isEmpty())
        items.reserve(std::count(query.begin(), query.end(), '&') + 1);
    qsizetype start = 0;
    while (start <= query.size()) {
        qsizetype amp = query.indexOf('&', start);
        if (amp < 0)
            amp = query.size();
        // Form encoding: '+' is a space (the SDKs' SAS policies rewrite the whole query that way, and the
        // service reads it so); a literal plus arrives as %2B.
        QByteArrayView piece = query.sliced(start, amp - start);
        QByteArray spaced;
        if (piece.contains('+')) {
            spaced = piece.toByteArray().replace('+', ' ');
            piece = spaced;
        }
        start = amp + 1;
        if (piece.isEmpty())
            continue;
        const qsizetype eq = piece.indexOf('=');
        Result<QString> name = percentDecode(eq < 0 ? piece : piece.first(eq));
        if (!name)
            return std::unexpected(name.error());
        Result<QString> value = eq < 0 ? Result<QString>(QString()) : percentDecode(piece.sliced(eq + 1));
        if (!value)
            return std::unexpected(value.error());
        items.append({std::move(*name), std::move(*value)});
    }
    return items;
}

std::optional<QString> queryValue(const QueryItems &items, QStringView name)
{
    for (const auto &[key, value] : items) {
        if (key == name)
            return value;
    }
    return std::nullopt;
}

} // namespace rowan::protocol
