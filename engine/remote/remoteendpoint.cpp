// RemoteEndpoint: from connection strings and SAS URLs, and its name for people.
#include "rowan/protocol/connectionstring.h"
#include "rowan/protocol/resourcepath.h"
#include "rowan/remotetableservice.h"

#include <QHostAddress>
#include <QUrlQuery>

namespace rowan {

namespace {

std::unexpected<Error> invalid(const QString &message)
{
    return fail(ErrorCode::InvalidInput, message);
}

// Azure names accounts in the host ("acct.table.core.windows.net"); emulators and `rowan serve` in the
// first path segment.
bool isHostStyle(const QUrl &url)
{
    const QString host = url.host();
    return !QHostAddress(host).isNull()
        ? false
        : host.section(u'.', 1, 1).compare(u"table", Qt::CaseInsensitive) == 0;
}

QStringList pathSegments(const QUrl &url)
{
    return url.path(QUrl::FullyDecoded).split(u'/', Qt::SkipEmptyParts);
}

} // namespace

Result<RemoteEndpoint> RemoteEndpoint::fromConnectionString(QStringView text)
{
    auto cs = protocol::ConnectionString::parse(text);
    if (!cs)
        return std::unexpected(cs.error());
    RemoteEndpoint endpoint;
    endpoint.tableEndpoint = cs->tableEndpointUrl();
    if (!endpoint.tableEndpoint.isValid() || endpoint.tableEndpoint.host().isEmpty())
        return invalid(QStringLiteral("The connection string names no usable table endpoint."));
    endpoint.account = cs->accountName;
    if (endpoint.account.isEmpty()) {
        const QUrl &url = endpoint.tableEndpoint;
        endpoint.account = isHostStyle(url) ? url.host().section(u'.', 0, 0) : pathSegments(url).value(0);
    }
    if (endpoint.account.isEmpty())
        return invalid(QStringLiteral("The connection string names no account (AccountName)."));
    endpoint.accountKey = cs->accountKey;
    endpoint.sasToken = cs->sharedAccessSignature;
    if (endpoint.sasToken.startsWith(u'?'))
        endpoint.sasToken.remove(0, 1);
    if (endpoint.accountKey.isEmpty() && endpoint.sasToken.isEmpty())
        return invalid(QStringLiteral("The connection string has neither an AccountKey nor a "
                                      "SharedAccessSignature to sign requests with."));
    if (!endpoint.sasToken.isEmpty() && endpoint.accountKey.isEmpty()) {
        const auto items = protocol::parseQueryString(endpoint.sasToken.toUtf8());
        if (!items || !protocol::queryValue(*items, u"sig"))
            return invalid(QStringLiteral("The SharedAccessSignature has no signature (sig)."));
        if (auto tn = protocol::queryValue(*items, u"tn"))
            endpoint.sasTable = *tn;
    }
    return endpoint;
}

Result<RemoteEndpoint> RemoteEndpoint::fromSasUrl(QStringView text)
{
    const QUrl url(text.trimmed().toString(), QUrl::StrictMode);
    if (!url.isValid() || url.host().isEmpty() || (url.scheme() != u"http" && url.scheme() != u"https"))
        return invalid(QStringLiteral("Not an http or https URL: %1").arg(text.left(200)));
    const QString query = url.query(QUrl::FullyEncoded);
    const auto items = protocol::parseQueryString(query.toUtf8());
    if (!items)
        return std::unexpected(items.error());
    if (!protocol::queryValue(*items, u"sig"))
        return invalid(QStringLiteral("The URL carries no shared access signature (no sig parameter)."));

    RemoteEndpoint endpoint;
    endpoint.sasToken = query;
    QStringList segments = pathSegments(url);
    QUrl base = url;
    base.setQuery(QString());
    base.setFragment(QString());
    if (isHostStyle(url)) {
        endpoint.account = url.host().section(u'.', 0, 0);
        base.setPath(QString());
    } else {
        if (segments.isEmpty())
            return invalid(
                QStringLiteral("The URL's path names no account: %1").arg(url.toString(QUrl::RemoveQuery)));
        endpoint.account = segments.takeFirst();
        base.setPath(u'/' + endpoint.account);
    }
    if (segments.size() > 1)
        return invalid(
            QStringLiteral("The URL's path is neither an account nor a table: %1").arg(url.path()));
    if (!segments.isEmpty()) {
        QString table = segments.first();
        if (table.endsWith(u"()"))
            table.chop(2);
        if (table.compare(u"Tables", Qt::CaseInsensitive) != 0)
            endpoint.sasTable = table;
    }
    if (auto tn = protocol::queryValue(*items, u"tn"))
        endpoint.sasTable = *tn;
    endpoint.tableEndpoint = base;
    return endpoint;
}

QString RemoteEndpoint::displayName() const
{
    QString where = tableEndpoint.host();
    if (tableEndpoint.port() >= 0)
        where += u':' + QString::number(tableEndpoint.port());
    if (!sasTable.isEmpty())
        return QStringLiteral("%1/%2 on %3").arg(account, sasTable, where);
    return QStringLiteral("%1 on %2").arg(account, where);
}

} // namespace rowan
