#include "rowan/protocol/connectionstring.h"

#include "rowan/protocol/sharedkey.h"

#include <QSet>

namespace rowan::protocol {

namespace {

std::unexpected<Error> invalid(const QString &why)
{
    return fail(ErrorCode::InvalidInput, QStringLiteral("Invalid connection string: %1.").arg(why));
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
            return invalid(QStringLiteral("'%1' is not Key=value").arg(piece));
        const QString key = piece.left(eq).trimmed().toString().toLower();
        const QString value = piece.mid(eq + 1).trimmed().toString();
        if (seen.contains(key))
            return invalid(QStringLiteral("'%1' is given twice").arg(piece.left(eq).trimmed()));
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
            cs.sharedAccessSignature = value.startsWith(QLatin1Char('?')) ? value.mid(1) : value;
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
