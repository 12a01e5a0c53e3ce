// Continuation tokens: a versioned, opaque spelling of a resume position. Keys travel as base64url of
// their UTF-16BE code units, so any key (even one the URL or a header could not carry raw) round-trips
// exactly.
#include "rowan/query.h"

namespace rowan {

namespace {

constexpr char16_t Version[] = u"1!";

QString encodeKey(const QString &key)
{
    QByteArray bytes;
    bytes.reserve(key.size() * 2);
    for (const QChar c : key) {
        bytes.append(char(c.unicode() >> 8));
        bytes.append(char(c.unicode() & 0xff));
    }
    return QString::fromLatin1(
        bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

std::optional<QString> decodeKey(QStringView text)
{
    for (const QChar c : text) {
        const bool ok = (c >= u'A' && c <= u'Z') || (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9')
            || c == u'-' || c == u'_';
        if (!ok)
            return std::nullopt;
    }
    const auto decoded = QByteArray::fromBase64Encoding(
        text.toLatin1(), QByteArray::Base64UrlEncoding | QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.size() % 2 != 0)
        return std::nullopt;
    const QByteArray &bytes = decoded.decoded;
    QString key;
    key.reserve(bytes.size() / 2);
    for (qsizetype i = 0; i < bytes.size(); i += 2)
        key.append(QChar(char16_t((quint8(bytes[i]) << 8) | quint8(bytes[i + 1]))));
    return key;
}

QChar modeChar(QueryContinuation::Mode mode)
{
    switch (mode) {
    case QueryContinuation::Mode::BeforeRow:
        return u'b';
    case QueryContinuation::Mode::AfterRow:
        return u'a';
    case QueryContinuation::Mode::PartitionStart:
        return u's';
    case QueryContinuation::Mode::PartitionEnd:
        return u'e';
    case QueryContinuation::Mode::None:
    case QueryContinuation::Mode::Raw:
        break;
    }
    return u'?';
}

std::unexpected<Error> invalidToken()
{
    return fail(ErrorCode::InvalidInput,
        QStringLiteral("The continuation token is not valid: pass NextPartitionKey and NextRowKey exactly as "
                       "a previous response returned them."));
}

constexpr char16_t RawPrefix[] = u"r!";

} // namespace

QueryContinuation QueryContinuation::raw(QString nextPartitionKey, QString nextRowKey)
{
    if (nextPartitionKey.isEmpty() && nextRowKey.isEmpty())
        return {};
    return QueryContinuation(Mode::Raw, std::move(nextPartitionKey), std::move(nextRowKey));
}

QString QueryContinuation::nextPartitionKey() const
{
    if (isNull())
        return {};
    if (isRaw())
        return m_partitionKey;
    return QString::fromUtf16(Version) + encodeKey(m_partitionKey);
}

QString QueryContinuation::nextRowKey() const
{
    if (isNull())
        return {};
    if (isRaw())
        return m_rowKey;
    return QString::fromUtf16(Version) + modeChar(m_mode) + u'!' + encodeKey(m_rowKey);
}

QString QueryContinuation::toToken() const
{
    if (isNull())
        return {};
    if (isRaw())
        return QString::fromUtf16(RawPrefix) + encodeKey(m_partitionKey) + u' '
            + QString::fromUtf16(RawPrefix) + encodeKey(m_rowKey);
    return nextPartitionKey() + u' ' + nextRowKey();
}

Result<QueryContinuation> QueryContinuation::fromHeaders(QStringView nextPartitionKey, QStringView nextRowKey)
{
    const QStringView version(Version);
    if (!nextPartitionKey.startsWith(version))
        return invalidToken();
    const auto pk = decodeKey(nextPartitionKey.sliced(version.size()));
    if (!pk)
        return invalidToken();
    if (nextRowKey.isEmpty())
        return QueryContinuation(Mode::PartitionStart, *pk, QString());
    if (!nextRowKey.startsWith(version) || nextRowKey.size() < version.size() + 2
        || nextRowKey[version.size() + 1] != u'!')
        return invalidToken();
    Mode mode = Mode::None;
    switch (nextRowKey[version.size()].unicode()) {
    case u'b':
        mode = Mode::BeforeRow;
        break;
    case u'a':
        mode = Mode::AfterRow;
        break;
    case u's':
        mode = Mode::PartitionStart;
        break;
    case u'e':
        mode = Mode::PartitionEnd;
        break;
    default:
        return invalidToken();
    }
    const auto rk = decodeKey(nextRowKey.sliced(version.size() + 2));
    if (!rk)
        return invalidToken();
    const bool partitionLevel = mode == Mode::PartitionStart || mode == Mode::PartitionEnd;
    if (partitionLevel && !rk->isEmpty())
        return invalidToken();
    return QueryContinuation(mode, *pk, *rk);
}

Result<QueryContinuation> QueryContinuation::fromToken(QStringView token)
{
    if (token.isEmpty())
        return QueryContinuation();
    const qsizetype space = token.indexOf(u' ');
    if (space < 0)
        return invalidToken();
    const QStringView rawPrefix(RawPrefix);
    if (token.startsWith(rawPrefix)) {
        const QStringView second = token.sliced(space + 1);
        if (!second.startsWith(rawPrefix))
            return invalidToken();
        const auto pk = decodeKey(token.first(space).sliced(rawPrefix.size()));
        const auto rk = decodeKey(second.sliced(rawPrefix.size()));
        if (!pk || !rk || (pk->isEmpty() && rk->isEmpty()))
            return invalidToken();
        return raw(*pk, *rk);
    }
    return fromHeaders(token.first(space), token.sliced(space + 1));
}

} // namespace rowan
