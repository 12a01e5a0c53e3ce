#include "sasfields.h"

#include "rowan/protocol/sas.h"
#include "rowan/protocol/sharedkey.h"

#include <QHash>
#include <QMessageAuthenticationCode>

#include <algorithm>

namespace rowan::protocol {

using namespace Qt::StringLiterals;

namespace {

constexpr QLatin1StringView MinimumVersion {"2015-04-05"};

bool isVersion(QStringView v)
{
    if (v.size() != 10 || v[4] != QLatin1Char('-') || v[7] != QLatin1Char('-'))
        return false;
    for (qsizetype i = 0; i < 10; ++i) {
        if (i != 4 && i != 7 && !v[i].isDigit())
            return false;
    }
    return true;
}

// An address as (family, bytes) so IPv4 and IPv6 compare alike; IPv4-mapped IPv6 counts as IPv4.
struct AddressKey
{
    bool v4 = true;
    QByteArray bytes;
};

std::optional<AddressKey> addressKey(const QHostAddress &address)
{
    bool isV4 = false;
    const quint32 v4 = address.toIPv4Address(&isV4);
    if (isV4) {
        QByteArray bytes(4, Qt::Uninitialized);
        for (int i = 0; i < 4; ++i)
            bytes[i] = char((v4 >> (24 - 8 * i)) & 0xFF);
        return AddressKey {true, bytes};
    }
    if (address.protocol() != QAbstractSocket::IPv6Protocol)
        return std::nullopt;
    const Q_IPV6ADDR v6 = address.toIPv6Address();
    return AddressKey {false, QByteArray(reinterpret_cast<const char *>(v6.c), 16)};
}

// IPv4 only as four dotted decimals: QHostAddress also takes inet_aton's short forms ("1.2.3" is 1.2.0.3),
// which a token should not rely on.
bool isDottedQuad(QStringView text)
{
    const QList<QStringView> parts = text.split(QLatin1Char('.'));
    if (parts.size() != 4)
        return false;
    for (QStringView part : parts) {
        if (part.isEmpty() || part.size() > 3)
            return false;
        for (QChar c : part) {
            if (c < QLatin1Char('0') || c > QLatin1Char('9'))
                return false;
        }
    }
    return true;
}

std::optional<AddressKey> parseAddress(QStringView text)
{
    QHostAddress address;
    if (text.isEmpty() || (!text.contains(QLatin1Char(':')) && !isDottedQuad(text))
        || !address.setAddress(text.toString()))
        return std::nullopt;
    return addressKey(address);
}

} // namespace

std::optional<QByteArray> decodeSasSignature(QStringView signature)
{
    auto bytes
        = QByteArray::fromBase64Encoding(signature.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    if (!bytes)
        return std::nullopt;
    return std::move(*bytes);
}

std::optional<bool> sasAddressAllowed(QStringView sip, const QHostAddress &client)
{
    const qsizetype dash = sip.indexOf(QLatin1Char('-'));
    const std::optional<AddressKey> low = parseAddress(dash < 0 ? sip : sip.left(dash));
    const std::optional<AddressKey> high = dash < 0 ? low : parseAddress(sip.mid(dash + 1));
    if (!low || !high || low->v4 != high->v4 || low->bytes > high->bytes)
        return std::nullopt;
    const std::optional<AddressKey> address = addressKey(client);
    if (!address || address->v4 != low->v4)
        return false;
    return address->bytes >= low->bytes && address->bytes <= high->bytes;
}

namespace sasfields {

namespace {

// The order the SDKs write a token's parameters in; each kind has some of them.
constexpr std::array<QLatin1StringView, 16> ParameterOrder {"sv"_L1, "tn"_L1, "ss"_L1, "srt"_L1, "sp"_L1,
    "st"_L1, "se"_L1, "si"_L1, "sip"_L1, "spr"_L1, "ses"_L1, "spk"_L1, "srk"_L1, "epk"_L1, "erk"_L1,
    "sig"_L1};

qsizetype parameterIndex(QStringView name)
{
    const auto it = std::ranges::find_if(ParameterOrder, [name](QLatin1StringView p) { return p == name; });
    Q_ASSERT(it != ParameterOrder.end());
    return it - ParameterOrder.begin();
}

} // namespace

std::unexpected<Error> authFailed(const QString &why)
{
    return fail(ErrorCode::AuthenticationFailed,
        QStringLiteral("Server failed to authenticate the request. %1").arg(why));
}

std::unexpected<Error> notWellFormed(const QString &why)
{
    return authFailed(QStringLiteral("Signature fields not well formed: %1.").arg(why));
}

Window checkCommonFields(const SasFields &fields, QList<SasProblem> &problems)
{
    if (fields.signature.isEmpty())
        problems.append({"sig"_L1, QStringLiteral("sig is missing")});
    if (!isVersion(fields.version) || fields.version < MinimumVersion)
        problems.append({"sv"_L1, QStringLiteral("sv must be a version from 2015-04-05 on")});
    Window window;
    if (!fields.start.isEmpty() && !(window.start = parseSasTime(fields.start)))
        problems.append({"st"_L1, QStringLiteral("st is not an ISO-8601 time")});
    if (!fields.expiry.isEmpty() && !(window.expiry = parseSasTime(fields.expiry)))
        problems.append({"se"_L1, QStringLiteral("se is not an ISO-8601 time")});
    if (!fields.protocol.isEmpty() && fields.protocol != QLatin1String("https")
        && fields.protocol != QLatin1String("https,http"))
        problems.append({"spr"_L1, QStringLiteral("spr must be https or https,http")});
    if (!fields.ip.isEmpty() && !sasAddressAllowed(fields.ip, QHostAddress(QHostAddress::LocalHost)))
        problems.append({"sip"_L1, QStringLiteral("sip is not an address or address range")});
    return window;
}

namespace {

// HMAC-SHA256 of a token's string-to-sign under `key`, remembered per thread: a client sends the same token
// with every request, and the HMAC is most of the cost of checking one. The comparison with the given
// signature still happens on every request. Bounded: forgotten all at once when full.
QByteArray tokenMac(QByteArrayView key, QByteArrayView stringToSign)
{
    constexpr qsizetype MaxRemembered = 256;
    thread_local QHash<QByteArray, QByteArray> remembered;
    QByteArray id = QByteArray::number(key.size()) + ':';
    id += key;
    id += stringToSign;
    if (auto it = remembered.constFind(id); it != remembered.cend())
        return *it;
    QByteArray mac = QMessageAuthenticationCode::hash(stringToSign, key, QCryptographicHash::Sha256);
    if (remembered.size() >= MaxRemembered)
        remembered.clear();
    remembered.insert(std::move(id), mac);
    return mac;
}

} // namespace

Status checkSignature(QByteArrayView stringToSign, QByteArrayView key, const QString &signature)
{
    const QByteArray expected = tokenMac(key, stringToSign);
    const std::optional<QByteArray> given = decodeSasSignature(signature);
    if (!given || !constantTimeEquals(expected, *given))
        return authFailed(
            QStringLiteral("Signature did not match. String to sign used was %1")
                .arg(QString::fromUtf8(stringToSign).replace(QLatin1Char('\n'), QLatin1String("\\n"))));
    return {};
}

Status checkRequest(
    const Window &window, const SasFields &fields, DateTime now, bool https, const QHostAddress &client)
{
    if (!window.expiry)
        return authFailed(QStringLiteral("The signed expiry (se) is missing."));
    if (window.start && now < *window.start)
        return authFailed(QStringLiteral("The shared access signature is not valid yet (st %1).")
                              .arg(window.start->toIsoString()));
    if (now >= *window.expiry)
        return authFailed(
            QStringLiteral("The shared access signature expired at %1.").arg(window.expiry->toIsoString()));
    if (fields.protocol == QLatin1String("https") && !https)
        return fail(ErrorCode::AuthorizationProtocolMismatch,
            QStringLiteral("This request is not authorized to perform this operation using this protocol."));
    if (!fields.ip.isEmpty() && !sasAddressAllowed(fields.ip, client).value_or(false))
        return fail(ErrorCode::AuthorizationSourceIPMismatch,
            QStringLiteral("This request is not authorized to perform this operation using this source IP "
                           "%1.")
                .arg(client.toString()));
    return {};
}

QByteArray signedLines(std::span<const QStringView> lines)
{
    // Built in one buffer: the server computes this for every SAS request.
    qsizetype size = qsizetype(lines.size());
    for (const QStringView line : lines)
        size += line.size();
    QString text;
    text.reserve(size);
    for (size_t i = 0; i < lines.size(); ++i) {
        if (i > 0)
            text += QLatin1Char('\n');
        text += lines[i];
    }
    return text.toUtf8();
}

void QueryReader::operator()(QStringView name, QString &field) const
{
    field = queryValue(items, name).value_or(QString());
}

void QueryReader::operator()(QStringView name, std::optional<QString> &field) const
{
    field = queryValue(items, name);
}

void QueryWriter::operator()(QStringView name, const QString &field)
{
    if (!field.isEmpty())
        m_values[parameterIndex(name)] = &field;
}

void QueryWriter::operator()(QStringView name, const std::optional<QString> &field)
{
    if (field)
        m_values[parameterIndex(name)] = &*field;
}

QByteArray QueryWriter::query() const
{
    static_assert(ParameterOrder.size() == ParameterCount);
    QByteArray out;
    for (size_t i = 0; i < ParameterOrder.size(); ++i) {
        if (!m_values[i])
            continue;
        if (!out.isEmpty())
            out += '&';
        out.append(ParameterOrder[i].data(), ParameterOrder[i].size());
        out += '=';
        out += percentEncode(*m_values[i], "-._~");
    }
    return out;
}

} // namespace sasfields

} // namespace rowan::protocol
