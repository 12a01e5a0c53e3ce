#include "tableside.h"

#include "connectioncli.h"

#include <rowan/account.h>
#include <rowan/compare/diff.h>
#include <rowan/localtableservice.h>
#include <rowan/store.h>

#include <QFileInfo>
#include <QUrl>

namespace rowan {

namespace {

std::unexpected<Error> badSide(const QString &text, const QString &why)
{
    return fail(ErrorCode::InvalidInput, QStringLiteral("'%1' %2").arg(text, why));
}

bool isUrl(const QString &text)
{
    return text.startsWith(u"https://", Qt::CaseInsensitive)
        || text.startsWith(u"http://", Qt::CaseInsensitive);
}

} // namespace

Result<TableSideSpec> parseTableSide(const QString &text)
{
    TableSideSpec spec;
    static const QString connectionPrefix = QStringLiteral("connection:");
    if (text.startsWith(connectionPrefix, Qt::CaseInsensitive)) {
        spec.kind = TableSideSpec::Kind::Connection;
        const QString rest = text.mid(connectionPrefix.size());
        const qsizetype hash = rest.lastIndexOf(u'#');
        if (hash < 0)
            return badSide(text, QStringLiteral("names no table: write connection:NAME#Table"));
        spec.connection = rest.left(hash).trimmed();
        QString table = rest.mid(hash + 1);
        if (const qsizetype slash = table.indexOf(u'/'); slash >= 0) {
            spec.account = table.left(slash);
            table = table.mid(slash + 1);
            if (spec.account.isEmpty())
                return badSide(text, QStringLiteral("has an empty account before '/'"));
        }
        spec.table = table;
        if (spec.connection.isEmpty())
            return badSide(text, QStringLiteral("names no saved connection before '#'"));
        if (spec.table.isEmpty())
            return badSide(text, QStringLiteral("names no table after '#'"));
        spec.display = QStringLiteral("%1 on the connection %2").arg(spec.table, spec.connection);
        return spec;
    }
    if (isUrl(text)) {
        spec.kind = TableSideSpec::Kind::Endpoint;
        QString url = text;
        QString table;
        if (const qsizetype hash = url.lastIndexOf(u'#'); hash >= 0) {
            table = url.mid(hash + 1);
            url.truncate(hash);
        }
        auto endpoint = RemoteEndpoint::fromSasUrl(url);
        if (!endpoint) {
            const QUrl shown(url);
            return badSide(shown.toString(QUrl::RemoveQuery),
                QStringLiteral("is not a table URL with a SAS: %1").arg(endpoint.error().message));
        }
        spec.endpoint = *endpoint;
        spec.account = endpoint->account;
        spec.table = table.isEmpty() ? endpoint->sasTable : table;
        if (spec.table.isEmpty())
            return badSide(QUrl(url).toString(QUrl::RemoveQuery),
                QStringLiteral("names no table: give a table's SAS URL, or add #Table"));
        if (!endpoint->sasTable.isEmpty() && !table.isEmpty() && table != endpoint->sasTable)
            return badSide(QUrl(url).toString(QUrl::RemoveQuery),
                QStringLiteral("is a SAS for table %1, not %2").arg(endpoint->sasTable, table));
        const QUrl &base = endpoint->tableEndpoint;
        spec.display
            = QStringLiteral("%1/%2 on %3%4")
                  .arg(spec.account, spec.table, base.host(),
                      base.port() >= 0 ? QStringLiteral(":") + QString::number(base.port()) : QString());
        return spec;
    }
    const qsizetype hash = text.lastIndexOf(u'#');
    if (hash < 0)
        return badSide(text, QStringLiteral("names no table: write STORE#Table or STORE#account/Table"));
    spec.storePath = text.left(hash);
    QString table = text.mid(hash + 1);
    spec.account = QString::fromLatin1(DevelopmentAccountName);
    if (const qsizetype slash = table.indexOf(u'/'); slash >= 0) {
        spec.account = table.left(slash);
        table = table.mid(slash + 1);
        if (spec.account.isEmpty())
            return badSide(text, QStringLiteral("has an empty account before '/'"));
    }
    spec.table = table;
    if (spec.storePath.isEmpty())
        return badSide(text, QStringLiteral("names no store file before '#'"));
    if (spec.table.isEmpty())
        return badSide(text, QStringLiteral("names no table after '#'"));
    spec.display = QStringLiteral("%1#%2/%3").arg(spec.storePath, spec.account, spec.table);
    return spec;
}

std::optional<OpenedTableSide> openTableSide(const TableSideSpec &spec, const QString &passphraseFile,
    StoreAccess access, const QString &command, QTextStream &err, const OpenedTableSide *other)
{
    OpenedTableSide side;
    side.account = spec.account;
    side.table = spec.table;
    side.display = spec.display;
    if (spec.kind == TableSideSpec::Kind::Connection) {
        StoreCommandArgs args;
        args.command = command;
        args.connection = spec.connection;
        args.account = spec.account;
        args.journalPassphraseFile = passphraseFile;
        auto opened = openServiceForCli(args, access, err);
        if (!opened)
            return std::nullopt;
        side.service = std::move(opened->service);
        side.account = opened->account;
        side.display = QStringLiteral("%1/%2 on %3").arg(side.account, spec.table, opened->place);
        return side;
    }
    if (spec.kind == TableSideSpec::Kind::Endpoint) {
        RemoteEndpoint endpoint = spec.endpoint;
        if (access == StoreAccess::ReadOnly)
            endpoint.safety.level = SafetyLevel::ReadOnly;
        side.service = std::make_shared<RemoteTableService>(endpoint);
        return side;
    }
    if (other && other->store
        && QFileInfo(other->store->path()).canonicalFilePath()
            == QFileInfo(spec.storePath).canonicalFilePath()) {
        side.store = other->store;
        side.service = other->service;
        return side;
    }
    StoreOptions options;
    options.createIfMissing = access == StoreAccess::Create;
    options.readOnly = access == StoreAccess::ReadOnly;
    options.cacheSizeKiB = compare::SideCacheKiB;
    auto store = openStoreReporting(spec.storePath, passphraseFile, options, command, err);
    if (!store)
        return std::nullopt;
    side.store = std::shared_ptr<Store>(std::move(*store));
    side.service = std::make_shared<LocalTableService>(side.store);
    return side;
}

} // namespace rowan
