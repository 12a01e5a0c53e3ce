#include "rowan/protocol/sharedkey.h"

#include "rowan/protocol/resourcepath.h"

#include <QMessageAuthenticationCode>
#include <QTimeZone>

namespace rowan::protocol {

namespace {

const char *const dayNames[] = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
const char *const monthNames[]
    = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};

std::optional<int> digits(QByteArrayView text, qsizetype from, qsizetype count)
{
    if (from + count > text.size())
        return std::nullopt;
    int value = 0;
    for (qsizetype i = from; i < from + count; ++i) {
        if (text[i] < '0' || text[i] > '9')
            return std::nullopt;
        value = value * 10 + (text[i] - '0');
    }
    return value;
}

std::unexpected<Error> signatureFailed(const QString &why)
{
    return fail(ErrorCode::AuthenticationFailed,
        QStringLiteral("Server failed to authenticate the request. Make sure the value of Authorization "
                       "header is formed correctly including the signature. %1")
            .arg(why));
}

} // namespace

QByteArray canonicalizedResource(QStringView account, QByteArrayView path, QByteArrayView query)
{
    QByteArray resource = '/' + account.toUtf8() + path.toByteArray();
    if (Result<QueryItems> items = parseQueryString(query)) {
        if (const std::optional<QString> comp = queryValue(*items, u"comp"))
            resource += "?comp=" + comp->toUtf8();
    }
    return resource;
}

QByteArray signatureDate(const RequestHeaders &headers)
{
    if (headers.contains("x-ms-date"))
        return headers.value("x-ms-date").toByteArray();
    return headers.value(QHttpHeaders::WellKnownHeader::Date).toByteArray();
}

QByteArray stringToSign(SharedKeyScheme scheme, QStringView account, const SignedRequest &request)
{
    const QByteArray resource = canonicalizedResource(account, request.path, request.query);
    const QByteArray date = signatureDate(request.headers);
    if (scheme == SharedKeyScheme::SharedKeyLite)
        return date + '\n' + resource;
    return request.method + '\n' + request.headers.value("content-md5").toByteArray() + '\n'
        + request.headers.value(QHttpHeaders::WellKnownHeader::ContentType).toByteArray() + '\n' + date + '\n'
        + resource;
}

QByteArray computeSignature(QByteArrayView key, QByteArrayView stringToSign)
{
    return QMessageAuthenticationCode::hash(stringToSign, key, QCryptographicHash::Sha256).toBase64();
}

QByteArray authorizationHeader(
    SharedKeyScheme scheme, QStringView account, QByteArrayView key, const SignedRequest &request)
{
    const QByteArray name = scheme == SharedKeyScheme::SharedKey ? "SharedKey " : "SharedKeyLite ";
    return name + account.toUtf8() + ':' + computeSignature(key, stringToSign(scheme, account, request));
}

bool constantTimeEquals(QByteArrayView a, QByteArrayView b)
{
    if (a.size() != b.size())
        return false;
    unsigned char diff = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        diff |= static_cast<unsigned char>(a[i] ^ b[i]);
    return diff == 0;
}

Result<AuthorizationHeader> parseAuthorizationHeader(QByteArrayView value)
{
    auto malformed = [] {
        return fail(ErrorCode::InvalidAuthenticationInfo,
            QStringLiteral("Authentication information is not given in the correct format. Check the value "
                           "of Authorization header."));
    };
    const QByteArrayView text = value.trimmed();
    const qsizetype space = text.indexOf(' ');
    if (space < 0)
        return malformed();
    AuthorizationHeader header;
    const QByteArrayView scheme = text.left(space);
    if (scheme == "SharedKey")
        header.scheme = SharedKeyScheme::SharedKey;
    else if (scheme == "SharedKeyLite")
        header.scheme = SharedKeyScheme::SharedKeyLite;
    else
        return malformed();
    const QByteArrayView credentials = text.mid(space + 1).trimmed();
    const qsizetype colon = credentials.lastIndexOf(':');
    if (colon <= 0)
        return malformed();
    header.account = QString::fromUtf8(credentials.left(colon));
    header.signature = credentials.mid(colon + 1).toByteArray();
    const auto decoded
        = QByteArray::fromBase64Encoding(header.signature, QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.size() != 32 || header.account.contains(QLatin1Char(' ')))
        return malformed();
    return header;
}

Result<QByteArray> decodeAccountKey(QStringView base64)
{
    const QByteArray text = base64.trimmed().toLatin1();
    const auto decoded = QByteArray::fromBase64Encoding(text, QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.isEmpty() || text.size() % 4 != 0)
        return fail(ErrorCode::InvalidInput, QStringLiteral("The account key is not valid base64."));
    return *decoded;
}

QByteArray formatHttpDate(const QDateTime &time)
{
    const QDateTime utc = time.toUTC();
    const QDate d = utc.date();
    const QTime t = utc.time();
    return QByteArray(dayNames[d.dayOfWeek() - 1]) + ", " + QByteArray::number(d.day()).rightJustified(2, '0')
        + ' ' + monthNames[d.month() - 1] + ' ' + QByteArray::number(d.year()).rightJustified(4, '0') + ' '
        + QByteArray::number(t.hour()).rightJustified(2, '0') + ':'
        + QByteArray::number(t.minute()).rightJustified(2, '0') + ':'
        + QByteArray::number(t.second()).rightJustified(2, '0') + " GMT";
}

QDateTime parseHttpDate(QByteArrayView text)
{
    // "Sun, 11 Oct 2009 21:49:13 GMT": fixed layout, 29 characters.
    text = text.trimmed();
    if (text.size() != 29 || text.mid(3, 2) != ", " || text[7] != ' ' || text[11] != ' ' || text[16] != ' '
        || text[19] != ':' || text[22] != ':' || text.mid(25) != " GMT")
        return {};
    int month = 0;
    for (int i = 0; i < 12; ++i) {
        if (text.mid(8, 3) == monthNames[i])
            month = i + 1;
    }
    int weekday = 0;
    for (int i = 0; i < 7; ++i) {
        if (text.left(3) == dayNames[i])
            weekday = i + 1;
    }
    const auto day = digits(text, 5, 2);
    const auto year = digits(text, 12, 4);
    const auto hour = digits(text, 17, 2);
    const auto minute = digits(text, 20, 2);
    const auto second = digits(text, 23, 2);
    if (!month || !weekday || !day || !year || !hour || !minute || !second)
        return {};
    const QDate date(*year, month, *day);
    const QTime time(*hour, *minute, *second);
    if (!date.isValid() || !time.isValid() || date.dayOfWeek() != weekday)
        return {};
    return QDateTime(date, time, QTimeZone::UTC);
}

Status verifySharedKey(const SignedRequest &request, QStringView account, QByteArrayView key, DateTime now)
{
    if (!request.headers.contains(QHttpHeaders::WellKnownHeader::Authorization))
        return signatureFailed(QStringLiteral("The Authorization header is missing."));
    Result<AuthorizationHeader> header
        = parseAuthorizationHeader(request.headers.value(QHttpHeaders::WellKnownHeader::Authorization));
    if (!header)
        return std::unexpected(header.error());
    if (header->account != account)
        return signatureFailed(
            QStringLiteral("The account '%1' is not this service's account.").arg(header->account));

    const QByteArray dateText = signatureDate(request.headers);
    if (dateText.isEmpty())
        return signatureFailed(QStringLiteral("Request date header not specified."));
    const QDateTime date = parseHttpDate(dateText);
    if (!date.isValid())
        return signatureFailed(
            QStringLiteral("The date header '%1' is not an RFC 1123 date.").arg(QLatin1String(dateText)));
    const qint64 skewTicks = qAbs(DateTime::fromQDateTime(date).ticks() - now.ticks());
    if (skewTicks
        > std::chrono::duration_cast<std::chrono::seconds>(MaxClockSkew).count() * DateTime::TicksPerSecond)
        return signatureFailed(
            QStringLiteral("Request date '%1' is more than 15 minutes away from the server time.")
                .arg(QLatin1String(dateText)));

    const QByteArray signedText = stringToSign(header->scheme, account, request);
    const QByteArray expected = QMessageAuthenticationCode::hash(signedText, key, QCryptographicHash::Sha256);
    const QByteArray given = QByteArray::fromBase64(header->signature);
    if (!constantTimeEquals(expected, given)) {
        QString shown = QString::fromUtf8(signedText);
        shown.replace(QLatin1Char('\n'), QLatin1String("\\n"));
        return signatureFailed(
            QStringLiteral("The MAC signature found in the HTTP request '%1' is not the same as any "
                           "computed signature. Server used following string to sign: '%2'.")
                .arg(QString::fromLatin1(header->signature), shown));
    }
    return {};
}

} // namespace rowan::protocol
