#include "rowan/protocol/connectionstring.h"

#include "rowan/protocol/sharedkey.h"

#include <QSet>

#include <algorithm>
#include <optional>

namespace rowan::protocol {

namespace {

std::unexpected<Error> invalid(const QString &why)
{
    return fail(ErrorCode::InvalidInput, QStringLiteral("Invalid connection string: %1.").arg(why));
}

// Text for a message: a character that does not print (a NUL, a format character) is spelled \uXXXX, so
// the message shows where it is.
QString shown(QStringView text)
{
    QString out;
    for (const QChar c : text) {
        if (c.isPrint())
            out += c;
        else
            out += QLatin1String("\\u") + QString::number(c.unicode(), 16).toUpper().rightJustified(4, u'0');
    }
    return out;
}

// Setting names are ASCII words in every SDK. A key with anything else (a NUL, U+FFFD from invalid UTF-8,
// a letter that only case-folds to ASCII such as the Kelvin sign) is a damaged name, perhaps of a known
// setting, so it is refused rather than ignored as an unknown one.
bool isPrintableAscii(QStringView key)
{
    return std::ranges::all_of(key, [](QChar c) { return c.unicode() >= 0x20 && c.unicode() < 0x7F; });
}

// No setting's value can hold a control character; U+FFFD stands for bytes that were not UTF-8. Either
// would connect somewhere else than the text seems to say, or change when the text is saved and read.
std::optional<QString> valueProblem(QStringView value)
{
    for (const QChar c : value) {
        if (c.category() == QChar::Other_Control)
            return QStringLiteral("a control character");
        if (c == QChar::ReplacementCharacter)
            return QStringLiteral("U+FFFD (text that was not valid UTF-8)");
    }
    return std::nullopt;
}

// The '?' that opens a URL's query is no part of the token. Every leading '?' goes (as in the Python SDK,
// `lstrip("?")`), and spaces next to them with them, so the token kept never starts with either: its
// canonical text parses back to the same token.
QString withoutQueryMark(const QString &value)
{
    qsizetype from = 0;
    while (from < value.size() && (value[from] == u'?' || value[from].isSpace()))
        ++from;
    return value.mid(from);
}

} // namespace

ConnectionString ConnectionString::developmentStorage()
{
    ConnectionString cs;
    cs.defaultEndpointsProtocol = QStringLiteral("http");
    cs.accountName = DevelopmentAccountName;
    cs.accountKey = DevelopmentAccountKey;
    cs.tableEndpoint = DevelopmentTableEndpoint;
    return cs;
}

Result<ConnectionString> ConnectionString::parse(QStringView text)
{
    ConnectionString cs;
    QSet<QString> seen;
    bool development = false;
    for (const QStringView rawPiece : text.split(QLatin1Char(';'))) {
        const QStringView piece = rawPiece.trimmed();
        if (piece.isEmpty())
            continue;
        const qsizetype eq = piece.indexOf(QLatin1Char('='));
        if (eq <= 0)
            return invalid(QStringLiteral("'%1' is not Key=value").arg(shown(piece)));
        const QStringView givenKey = piece.left(eq).trimmed();
        if (!isPrintableAscii(givenKey))
            return invalid(QStringLiteral("the key '%1' has a character other than printable ASCII")
                               .arg(shown(givenKey)));
        // ASCII only, so toLower() matches keys the way the SDKs' ordinal ignore-case comparisons do.
        const QString key = givenKey.toString().toLower();
        const QString value = piece.mid(eq + 1).trimmed().toString();
        if (const auto problem = valueProblem(value))
            return invalid(QStringLiteral("the value of %1 has %2").arg(givenKey, *problem));
        if (seen.contains(key))
            return invalid(QStringLiteral("'%1' is given twice").arg(givenKey));
        seen.insert(key);
        if (key == QLatin1String("defaultendpointsprotocol")) {
            const QString protocol = value.toLower();
            if (protocol != QLatin1String("http") && protocol != QLatin1String("https"))
                return invalid(QStringLiteral("DefaultEndpointsProtocol must be http or https"));
            cs.defaultEndpointsProtocol = protocol;
        } else if (key == QLatin1String("accountname")) {
            cs.accountName = value;
        } else if (key == QLatin1String("accountkey")) {
            if (!decodeAccountKey(value))
                return invalid(QStringLiteral("AccountKey is not base64"));
            cs.accountKey = value;
        } else if (key == QLatin1String("tableendpoint")) {
            cs.tableEndpoint = value;
        } else if (key == QLatin1String("endpointsuffix")) {
            cs.endpointSuffix = value;
        } else if (key == QLatin1String("sharedaccesssignature")) {
            cs.sharedAccessSignature = withoutQueryMark(value);
        } else if (key == QLatin1String("usedevelopmentstorage")) {
            if (value.compare(QLatin1String("true"), Qt::CaseInsensitive) == 0)
                development = true;
            else if (value.compare(QLatin1String("false"), Qt::CaseInsensitive) != 0)
                return invalid(QStringLiteral("UseDevelopmentStorage must be true or false"));
        }
    }
    if (development) {
        const ConnectionString dev = developmentStorage();
        if (cs.defaultEndpointsProtocol.isEmpty())
            cs.defaultEndpointsProtocol = dev.defaultEndpointsProtocol;
        if (cs.accountName.isEmpty())
            cs.accountName = dev.accountName;
        if (cs.accountKey.isEmpty() && cs.sharedAccessSignature.isEmpty())
            cs.accountKey = dev.accountKey;
        if (cs.tableEndpoint.isEmpty())
            cs.tableEndpoint = dev.tableEndpoint;
    }
    if (cs.tableEndpoint.isEmpty() && cs.accountName.isEmpty())
        return invalid(QStringLiteral("neither TableEndpoint nor AccountName is given"));
    if (!cs.tableEndpoint.isEmpty()) {
        const QUrl url(cs.tableEndpoint, QUrl::StrictMode);
        if (!url.isValid() || url.host().isEmpty()
            || (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https")))
            return invalid(QStringLiteral("TableEndpoint is not an http(s) URL"));
    }
    return cs;
}

QString ConnectionString::toString() const
{
    if (*this == developmentStorage())
        return QStringLiteral("UseDevelopmentStorage=true");
    QStringList pieces;
    auto add = [&pieces](const char *key, const QString &value) {
        if (!value.isEmpty())
            pieces.append(QLatin1String(key) + QLatin1Char('=') + value);
    };
    add("DefaultEndpointsProtocol", defaultEndpointsProtocol);
    add("AccountName", accountName);
    add("AccountKey", accountKey);
    add("TableEndpoint", tableEndpoint);
    add("EndpointSuffix", endpointSuffix);
    add("SharedAccessSignature", sharedAccessSignature);
    return pieces.join(QLatin1Char(';'));
}

QUrl ConnectionString::tableEndpointUrl() const
{
    if (!tableEndpoint.isEmpty())
        return QUrl(tableEndpoint, QUrl::StrictMode);
    if (accountName.isEmpty())
        return {};
    const QString protocol
        = defaultEndpointsProtocol.isEmpty() ? QStringLiteral("https") : defaultEndpointsProtocol;
    const QString suffix = endpointSuffix.isEmpty() ? QStringLiteral("core.windows.net") : endpointSuffix;
    return QUrl(protocol + QLatin1String("://") + accountName + QLatin1String(".table.") + suffix);
}

} // namespace rowan::protocol
