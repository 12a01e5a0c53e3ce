// RemoteTableService: requests, the retry loop, tables, reads and stored access policies. Writes are in
// remotewrites.cpp.
#include "remoteprivate.h"
#include "remotesupport.h"

#include "rowan/protocol/accesspolicy.h"
#include "rowan/protocol/jsonentity.h"
#include "rowan/protocol/resourcepath.h"
#include "rowan/protocol/sharedkey.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QHostAddress>
#include <QRandomGenerator>

#include <algorithm>
#include <thread>

namespace rowan {

using remote::HttpResponse;

namespace {

constexpr QLatin1StringView ServiceVersion {"2019-02-02"};
constexpr QLatin1StringView JsonAccept {"application/json;odata=minimalmetadata"};

bool isLoopback(const QUrl &url)
{
    const QString host = url.host();
    if (host.compare(u"localhost", Qt::CaseInsensitive) == 0)
        return true;
    const QHostAddress address(host);
    return !address.isNull() && address.isLoopback();
}

QByteArray encodeQuery(const QList<std::pair<QString, QString>> &items)
{
    QByteArray out;
    for (const auto &[name, value] : items) {
        if (!out.isEmpty())
            out += '&';
        out += protocol::percentEncode(name, "-._~$") + '=' + protocol::percentEncode(value);
    }
    return out;
}

std::unexpected<Error> cancelledError(const QString &what)
{
    return fail(ErrorCode::Cancelled, QStringLiteral("%1 was cancelled.").arg(what));
}

// The code a give-up error carries: what the last failure was.
ErrorCode codeOf(const HttpResponse &r)
{
    if (r.failure == HttpResponse::Failure::Timeout)
        return ErrorCode::OperationTimedOut;
    if (r.failure == HttpResponse::Failure::Network)
        return ErrorCode::InternalError;
    return remote::errorFromResponse(r).code;
}

// Sleeps `delay` unless stopped first; false when stopped.
bool sleepUnless(std::chrono::milliseconds delay, const std::function<bool()> &stopped)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < delay.count()) {
        if (stopped())
            return false;
        std::this_thread::sleep_for(std::min(
            std::chrono::milliseconds(10), std::chrono::milliseconds(delay.count() - timer.elapsed())));
    }
    return !stopped();
}

} // namespace

RemoteTableService::Private::Private(RemoteEndpoint e)
    : endpoint(std::move(e))
    , transport(!isLoopback(endpoint.tableEndpoint))
    , m_safety(endpoint.safety)
{
    if (!endpoint.accountKey.isEmpty())
        key = protocol::decodeAccountKey(endpoint.accountKey).value_or(QByteArray());
    QUrl base = endpoint.tableEndpoint;
    base.setQuery(QString());
    base.setFragment(QString());
    base.setUserInfo(QString());
    baseUrl = base.toString(QUrl::FullyEncoded);
    while (baseUrl.endsWith(u'/'))
        baseUrl.chop(1);
}

remote::HttpRequest RemoteTableService::Private::build(const Call &call) const
{
    QByteArray query = encodeQuery(call.query);
    if (key.isEmpty() && !endpoint.sasToken.isEmpty())
        query += (query.isEmpty() ? "" : "&") + endpoint.sasToken.toUtf8();
    QByteArray encoded = baseUrl.toUtf8() + '/' + call.resource.toUtf8();
    if (!query.isEmpty())
        encoded += '?' + query;

    remote::HttpRequest request;
    request.method = call.method;
    request.url = QUrl::fromEncoded(encoded, QUrl::StrictMode);
    request.body = call.body;
    const QByteArray date = protocol::formatHttpDate(QDateTime::currentDateTimeUtc());
    request.headers = {{"x-ms-date", date}, {"x-ms-version", QByteArray(ServiceVersion.data())},
        {"DataServiceVersion", "3.0;NetFx"}, {"MaxDataServiceVersion", "3.0;NetFx"},
        {"Accept", QByteArray(JsonAccept.data())}};
    if (!call.contentType.isEmpty())
        request.headers.append({"Content-Type", call.contentType});
    request.headers.append(call.headers);
    if (!key.isEmpty()) {
        protocol::SignedRequest signedRequest;
        signedRequest.method = call.method;
        signedRequest.path = request.url.path(QUrl::FullyEncoded).toUtf8();
        signedRequest.query = request.url.query(QUrl::FullyEncoded).toUtf8();
        if (!call.contentType.isEmpty())
            signedRequest.headers.append("content-type", call.contentType);
        signedRequest.headers.append("x-ms-date", date);
        request.headers.append({"Authorization",
            protocol::authorizationHeader(
                protocol::SharedKeyScheme::SharedKey, endpoint.account, key, signedRequest)});
    }
    return request;
}

Result<RemoteTableService::Private::Outcome> RemoteTableService::Private::execute(
    const Call &call, const CancelFlag &cancel) const
{
    return send(call, {}, cancel);
}

Result<RemoteTableService::Private::Outcome> RemoteTableService::Private::executeWrite(
    const Call &call, const AppliedCheck &applied) const
{
    return send(call, applied, {});
}

Result<bool> RemoteTableService::Private::tableExists(const QString &name) const
{
    Call check;
    check.resource = protocol::tableResource(name);
    check.what = QStringLiteral("Get Table %1").arg(name);
    check.retry = false;
    auto got = execute(check);
    if (got)
        return true;
    if (got.error().code == ErrorCode::TableNotFound || got.error().code == ErrorCode::ResourceNotFound)
        return false;
    return std::unexpected(got.error());
}

Result<RemoteTableService::Private::Outcome> RemoteTableService::Private::send(
    const Call &call, const AppliedCheck &appliedCheck, const CancelFlag &cancel) const
{
    if (call.method != "GET" && call.method != "HEAD") {
        // Refused here, before anything is sent, so no write path can forget the check.
        const SafetyProfile profile = safety();
        if (profile.level == SafetyLevel::ReadOnly)
            return std::unexpected(readOnlyRefusal(
                profile, QStringLiteral("The connection %1").arg(endpoint.displayName())));
    }
    const RetryPolicy &policy = endpoint.retry;
    const int maxRetries = call.retry ? std::max(0, policy.maxRetries) : 0;
    const quint64 epoch = transport.epoch();
    const auto stopped
        = [&] { return (cancel && cancel->load(std::memory_order_relaxed)) || transport.epoch() != epoch; };
    QElapsedTimer clock;
    clock.start();
    HttpResponse last;
    Error lastError;
    bool check = false; // a try of this write may have taken effect
    int tries = 0;
    for (int retry = 0;; ++retry) {
        if (stopped())
            return cancelledError(call.what);
        bool sendNow = true;
        if (check) {
            auto applied = appliedCheck();
            if (applied && *applied)
                return Outcome {{}, true, {}};
            if (applied) {
                check = false;
            } else {
                if (applied.error().code == ErrorCode::Cancelled)
                    return std::unexpected(applied.error());
                lastError = Error {applied.error().code,
                    QStringLiteral("checking whether an interrupted try took effect: %1")
                        .arg(applied.error().toString())};
                last = {};
                sendNow = false;
            }
        }
        if (sendNow) {
            ++tries;
            last = transport.send(build(call), policy.requestTimeout, cancel.get());
            if (last.failure == HttpResponse::Failure::Cancelled || stopped())
                return cancelledError(call.what);
            if (!remote::isRetryable(last)) {
                if (last.failure == HttpResponse::Failure::Tls)
                    return fail(ErrorCode::InternalError,
                        QStringLiteral("%1 failed: %2").arg(call.what, remote::describeFailure(last)));
                if (last.status >= 400)
                    return std::unexpected(remote::errorFromResponse(last));
                return Outcome {std::move(last), false, {}};
            }
            lastError = Error {codeOf(last), remote::describeFailure(last)};
            if (appliedCheck && last.mayHaveArrived)
                check = true;
        }
        const auto giveUp = [&](const QString &why) {
            return fail(lastError.code,
                QStringLiteral("%1 failed after %2 %3 in %4 ms (%5); the last failure: %6")
                    .arg(call.what)
                    .arg(tries)
                    .arg(tries == 1 ? QStringLiteral("try") : QStringLiteral("tries"))
                    .arg(clock.elapsed())
                    .arg(why, lastError.message));
        };
        if (retry >= maxRetries)
            return giveUp(maxRetries == 0 ? QStringLiteral("no retries") : QStringLiteral("retries used up"));
        std::chrono::milliseconds delay
            = remote::backoffDelay(policy, retry, QRandomGenerator::global()->generateDouble());
        if (last.failure == HttpResponse::Failure::None && last.status != 0) {
            if (auto asked = remote::retryAfter(last, QDateTime::currentDateTimeUtc()))
                delay = *asked;
        }
        if (clock.elapsed() + delay.count() > policy.maxTotal.count())
            return giveUp(QStringLiteral("the next try would start after the %1 ms limit")
                              .arg(policy.maxTotal.count()));
        if (!sleepUnless(delay, stopped))
            return cancelledError(call.what);
    }
}

Status RemoteTableService::Private::checkAccount(const QString &account) const
{
    if (account.isEmpty() || account == endpoint.account)
        return {};
    return fail(ErrorCode::InvalidInput,
        QStringLiteral("This endpoint serves the account %1, not %2.").arg(endpoint.account, account));
}

Result<RemoteTableService::Private::EntityPageResult> RemoteTableService::Private::queryEntities(
    const QString &table, const QString &filter, const std::optional<QStringList> &select, int top,
    const QueryContinuation &continuation, const CancelFlag &cancel, bool retry) const
{
    Call call;
    call.resource = table + QStringLiteral("()");
    call.what = QStringLiteral("Query Entities on %1").arg(table);
    call.retry = retry;
    if (!filter.isEmpty())
        call.query.append({QStringLiteral("$filter"), filter});
    if (select) {
        QStringList names {
            QStringLiteral("PartitionKey"), QStringLiteral("RowKey"), QStringLiteral("Timestamp")};
        for (const QString &name : *select) {
            if (!names.contains(name))
                names.append(name);
        }
        call.query.append({QStringLiteral("$select"), names.join(u',')});
    }
    call.query.append({QStringLiteral("$top"), QString::number(top)});
    if (!continuation.isNull()) {
        call.query.append({QStringLiteral("NextPartitionKey"), continuation.nextPartitionKey()});
        if (!continuation.nextRowKey().isEmpty())
            call.query.append({QStringLiteral("NextRowKey"), continuation.nextRowKey()});
    }
    auto outcome = execute(call, cancel);
    if (!outcome)
        return std::unexpected(outcome.error());
    const HttpResponse &r = outcome->response;
    auto entities = protocol::decodeEntityPage(r.body);
    if (!entities)
        return fail(ErrorCode::InternalError,
            QStringLiteral("%1: the answer is not a page of entities: %2")
                .arg(call.what, entities.error().message));
    EntityPageResult page;
    page.entities = std::move(*entities);
    page.continuation
        = QueryContinuation::raw(QString::fromUtf8(r.headers.value("x-ms-continuation-NextPartitionKey")),
            QString::fromUtf8(r.headers.value("x-ms-continuation-NextRowKey")));
    return page;
}

Result<Entity> RemoteTableService::Private::fetchEntity(const QString &table, const QString &partitionKey,
    const QString &rowKey, const std::optional<QStringList> &select, bool retry) const
{
    Call call;
    call.resource = protocol::entityResource(table, partitionKey, rowKey);
    call.what = QStringLiteral("Get Entity from %1").arg(table);
    call.retry = retry;
    if (select) {
        QStringList names {
            QStringLiteral("PartitionKey"), QStringLiteral("RowKey"), QStringLiteral("Timestamp")};
        names.append(*select);
        names.removeDuplicates();
        call.query.append({QStringLiteral("$select"), names.join(u',')});
    }
    auto outcome = execute(call);
    if (!outcome)
        return std::unexpected(outcome.error());
    auto entity = protocol::decodeResponseEntity(outcome->response.body);
    if (!entity)
        return fail(ErrorCode::InternalError,
            QStringLiteral("%1: the answer is not an entity: %2").arg(call.what, entity.error().message));
    const QByteArrayView etag = outcome->response.headers.value("etag");
    if (!etag.isEmpty())
        entity->setEtag(QString::fromUtf8(etag));
    if (entity->partitionKey().isEmpty() && entity->rowKey().isEmpty()) {
        entity->setPartitionKey(partitionKey);
        entity->setRowKey(rowKey);
    }
    return entity;
}

// --- The service --------------------------------------------------------------------------------------

RemoteTableService::RemoteTableService(RemoteEndpoint endpoint)
    : d(std::make_unique<Private>(std::move(endpoint)))
{ }

RemoteTableService::~RemoteTableService() = default;

const RemoteEndpoint &RemoteTableService::endpoint() const
{
    return d->endpoint;
}

void RemoteTableService::cancelAll()
{
    d->transport.abortAll();
}

Status RemoteTableService::testConnection() const
{
    if (!d->endpoint.accountKey.isEmpty() && d->key.isEmpty())
        return fail(ErrorCode::InvalidInput, QStringLiteral("The account key is not valid base64."));
    if (!d->endpoint.sasTable.isEmpty()) {
        auto page = d->queryEntities(d->endpoint.sasTable, {}, QStringList(), 1, {}, {});
        if (!page)
            return std::unexpected(page.error());
        return {};
    }
    Private::Call call;
    call.resource = QStringLiteral("Tables");
    call.query = {{QStringLiteral("$top"), QStringLiteral("1")}};
    call.what = QStringLiteral("Query Tables");
    auto outcome = d->execute(call);
    if (!outcome)
        return std::unexpected(outcome.error());
    if (auto tables = protocol::decodeTableList(outcome->response.body); !tables)
        return fail(ErrorCode::InternalError,
            QStringLiteral("The endpoint does not answer like a table service: %1")
                .arg(tables.error().message));
    return {};
}

ServiceDescription RemoteTableService::description() const
{
    ServiceDescription description;
    description.kind = ServiceKind::Remote;
    description.displayName = d->endpoint.displayName();
    description.location = d->baseUrl;
    if (!d->endpoint.accountKey.isEmpty())
        description.capabilities = ServiceCapability::AccountKeys | ServiceCapability::TableAcl;
    description.safety = d->safety();
    return description;
}

Status RemoteTableService::setSafetyProfile(const SafetyProfile &profile)
{
    if (auto ok = checkSafetyProfile(profile); !ok)
        return ok;
    d->setSafety(profile);
    return {};
}

SafetyProfile RemoteTableService::Private::safety() const
{
    std::lock_guard lock(m_safetyMutex);
    return m_safety;
}

void RemoteTableService::Private::setSafety(const SafetyProfile &profile)
{
    std::lock_guard lock(m_safetyMutex);
    m_safety = profile;
}

Result<QList<Account>> RemoteTableService::accounts() const
{
    Account account;
    account.name = d->endpoint.account;
    account.key1 = d->endpoint.accountKey;
    return QList<Account> {account};
}

Result<QList<TableInfo>> RemoteTableService::listTables(const QString &account) const
{
    if (auto ok = d->checkAccount(account); !ok)
        return std::unexpected(ok.error());
    const auto info = [](const QString &name) {
        TableInfo t;
        t.name = name;
        t.stats = TableStats {-1, -1, -1};
        return t;
    };
    if (!d->endpoint.sasTable.isEmpty()) // a table SAS cannot list tables: it names its one
        return QList<TableInfo> {info(d->endpoint.sasTable)};
    QList<TableInfo> tables;
    QString next;
    do {
        Private::Call call;
        call.resource = QStringLiteral("Tables");
        call.what = QStringLiteral("Query Tables");
        if (!next.isEmpty())
            call.query.append({QStringLiteral("NextTableName"), next});
        auto outcome = d->execute(call);
        if (!outcome)
            return std::unexpected(outcome.error());
        auto names = protocol::decodeTableList(outcome->response.body);
        if (!names)
            return fail(ErrorCode::InternalError,
                QStringLiteral("Query Tables: the answer is not a table list: %1")
                    .arg(names.error().message));
        for (const QString &name : std::as_const(*names))
            tables.append(info(name));
        next = QString::fromUtf8(outcome->response.headers.value("x-ms-continuation-NextTableName"));
    } while (!next.isEmpty());
    std::sort(tables.begin(), tables.end(), [](const TableInfo &a, const TableInfo &b) {
        return a.name.compare(b.name, Qt::CaseInsensitive) < 0;
    });
    return tables;
}

Result<Entity> RemoteTableService::getEntity(const QString &account, const QString &table,
    const QString &partitionKey, const QString &rowKey, const ScanOptions &options) const
{
    if (auto ok = d->checkAccount(account); !ok)
        return std::unexpected(ok.error());
    return d->fetchEntity(table, partitionKey, rowKey, options.projection);
}

Result<ScanResult> RemoteTableService::scan(const QString &account, const QString &table,
    const KeyRange &range, const EntityVisitor &visitor, const ScanOptions &options,
    const CancelFlag &cancel) const
{
    if (auto ok = d->checkAccount(account); !ok)
        return std::unexpected(ok.error());
    auto filter = remote::combineFilters(Filter(), remote::keyRangeFilter(range));
    if (!filter)
        return std::unexpected(filter.error());
    const QString filterText = filter->toString();
    ScanResult result;
    QueryContinuation continuation;
    // A first page of 500 answers a grid's first screen quickly; later pages take the endpoint's maximum.
    int top = 500;
    do {
        auto page = d->queryEntities(table, filterText, options.projection, top, continuation, cancel);
        if (!page)
            return std::unexpected(page.error());
        for (Entity &entity : page->entities) {
            if (cancel && cancel->load(std::memory_order_relaxed))
                return cancelledError(QStringLiteral("The scan of %1").arg(table));
            ++result.visited;
            if (visitor(entity) == ScanControl::Stop) {
                result.stopped = true;
                return result;
            }
        }
        continuation = page->continuation;
        top = limits::MaxPageSize;
    } while (!continuation.isNull());
    return result;
}

Result<QueryPage> RemoteTableService::query(const QString &account, const QString &table,
    const QueryRequest &request, const QueryOptions &options) const
{
    if (auto ok = d->checkAccount(account); !ok)
        return std::unexpected(ok.error());
    if (request.top) {
        if (auto ok = validateTop(*request.top); !ok)
            return std::unexpected(ok.error());
    }
    auto filter = request.keyLimit
        ? remote::combineFilters(request.filter, remote::keyRangeFilter(*request.keyLimit))
        : Result<Filter>(request.filter);
    if (!filter)
        return std::unexpected(filter.error());
    const int top = std::min(
        request.top.value_or(limits::MaxPageSize), std::clamp(options.pageSize, 1, limits::MaxPageSize));
    auto page = d->queryEntities(table, filter->toString(), request.select, top, request.continuation, {});
    if (!page)
        return std::unexpected(page.error());
    QueryPage result;
    result.entities.reserve(page->entities.size());
    for (const Entity &entity : std::as_const(page->entities)) {
        if (auto ok = result.entities.append(entity); !ok)
            return std::unexpected(ok.error());
    }
    result.entities.setSelection(request.select);
    result.continuation = page->continuation;
    result.kind = planQuery(request.filter).kind;
    result.scanned = -1;
    return result;
}

Result<TableInfo> RemoteTableService::createTable(const QString &account, const QString &name)
{
    if (auto ok = d->checkAccount(account); !ok)
        return std::unexpected(ok.error());
    if (auto ok = validateTableName(name); !ok)
        return std::unexpected(ok.error());
    Private::Call call;
    call.method = "POST";
    call.resource = QStringLiteral("Tables");
    call.contentType = "application/json";
    call.body = protocol::encodeCreateTable(name);
    call.headers = {{"Prefer", "return-no-content"}};
    call.what = QStringLiteral("Create Table %1").arg(name);
    const Private &p = *d;
    auto outcome = d->executeWrite(call, [&p, &name] { return p.tableExists(name); });
    if (!outcome)
        return std::unexpected(outcome.error());
    TableInfo info;
    info.name = name;
    info.stats = TableStats {-1, -1, -1};
    return info;
}

Status RemoteTableService::deleteTable(const QString &account, const QString &name)
{
    if (auto ok = d->checkAccount(account); !ok)
        return std::unexpected(ok.error());
    Private::Call call;
    call.method = "DELETE";
    call.resource = protocol::tableResource(name);
    call.what = QStringLiteral("Delete Table %1").arg(name);
    const Private &p = *d;
    auto outcome = d->executeWrite(call, [&p, &name]() -> Result<bool> {
        auto exists = p.tableExists(name);
        if (!exists)
            return std::unexpected(exists.error());
        return !*exists;
    });
    if (!outcome)
        return std::unexpected(outcome.error());
    return {};
}

Result<QList<SignedIdentifier>> RemoteTableService::tableAccessPolicies(
    const QString &account, const QString &table) const
{
    if (d->key.isEmpty())
        return std::unexpected(notImplemented("stored access policies without an account key"));
    if (auto ok = d->checkAccount(account); !ok)
        return std::unexpected(ok.error());
    Private::Call call;
    call.resource = table;
    call.query = {{QStringLiteral("comp"), QStringLiteral("acl")}};
    call.what = QStringLiteral("Get Table ACL of %1").arg(table);
    auto outcome = d->execute(call);
    if (!outcome)
        return std::unexpected(outcome.error());
    return protocol::parseSignedIdentifiers(outcome->response.body);
}

Status RemoteTableService::setTableAccessPolicies(
    const QString &account, const QString &table, const QList<SignedIdentifier> &policies)
{
    if (d->key.isEmpty())
        return std::unexpected(notImplemented("stored access policies without an account key"));
    if (auto ok = d->checkAccount(account); !ok)
        return std::unexpected(ok.error());
    Private::Call call; // replaces the whole list: repeating it changes nothing
    call.method = "PUT";
    call.resource = table;
    call.query = {{QStringLiteral("comp"), QStringLiteral("acl")}};
    call.contentType = "application/xml";
    call.body = protocol::serializeSignedIdentifiers(policies);
    call.what = QStringLiteral("Set Table ACL of %1").arg(table);
    auto outcome = d->execute(call);
    if (!outcome)
        return std::unexpected(outcome.error());
    return {};
}

} // namespace rowan
