// rowan-load: a keep-alive HTTP load generator for `rowan serve`. It creates a table of --rows entities
// (Shared Key, $batch of 100), signs a read-only service SAS for it, then keeps --connections keep-alive
// connections busy from --threads threads, each connection sending one SAS-signed point GET of a random
// existing entity at a time, for --seconds after a --warmup; with --writes P, P percent of the requests
// replace a random existing entity instead (PUT with If-Match: *, the SAS then grants "ru"). Checks every
// answer (status 200 and the entity's RowKey in the body, or 204 for a write) and prints requests/s, p50/p99
// latency and the CPU time per request of the client (and of the server, given --server-pid) as one JSON
// line.
//
//   rowan-load --connection "<the line rowan serve prints>" [--connections 16] [--threads 2]
//              [--seconds 10] [--warmup 1] [--rows 10000] [--table loadbench] [--writes 0]
// Only loopback endpoints are accepted.
#include "benchreport.h"
#include <rowan/protocol/batch.h>
#include <rowan/protocol/connectionstring.h>
#include <rowan/protocol/sas.h>
#include <rowan/protocol/sharedkey.h>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <random>
#include <string>
#include <thread>
#include <vector>

using namespace rowan;
using namespace rowan::bench;
using Clock = std::chrono::steady_clock;

namespace {

struct Endpoint
{
    sockaddr_in address {};
    QByteArray host; // for the Host header: "127.0.0.1:10002"
    QByteArray basePath; // "/devstoreaccount1"
    QString account;
    QByteArray key; // decoded
};

int connectTo(const Endpoint &endpoint)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0
        || ::connect(fd, reinterpret_cast<const sockaddr *>(&endpoint.address), sizeof endpoint.address))
        die(QStringLiteral("cannot connect: %1").arg(QString::fromLocal8Bit(std::strerror(errno))));
    const int one = 1;
    ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    return fd;
}

// One response read from a keep-alive connection: the status, and the body.
struct Response
{
    int status = 0;
    std::string body;
};

// Incremental parse of a response that carries Content-Length (rowan serve always sends it). Returns the
// number of bytes the whole response takes in `buffer`, 0 while incomplete, -1 when it is malformed.
qsizetype parseResponse(const std::string &buffer, Response &out)
{
    const size_t headEnd = buffer.find("\r\n\r\n");
    if (headEnd == std::string::npos)
        return 0;
    if (buffer.compare(0, 9, "HTTP/1.1 ") != 0 || headEnd < 12)
        return -1;
    out.status = std::atoi(buffer.c_str() + 9);
    qsizetype length = -1;
    for (size_t line = buffer.find("\r\n"); line < headEnd; line = buffer.find("\r\n", line + 2)) {
        if (strncasecmp(buffer.c_str() + line + 2, "content-length:", 15) == 0) {
            length = std::atoll(buffer.c_str() + line + 17);
            break;
        }
    }
    if (length < 0)
        return -1;
    const qsizetype total = qsizetype(headEnd) + 4 + length;
    if (qsizetype(buffer.size()) < total)
        return 0;
    out.body.assign(buffer, headEnd + 4, length);
    return total;
}

// A blocking request/response on `fd`, for the setup.
Response exchange(int fd, const QByteArray &request)
{
    for (qsizetype sent = 0; sent < request.size();) {
        const ssize_t n = ::send(fd, request.constData() + sent, request.size() - sent, MSG_NOSIGNAL);
        if (n <= 0)
            die(QStringLiteral("send failed"));
        sent += n;
    }
    std::string buffer;
    Response response;
    char chunk[65536];
    for (;;) {
        const qsizetype used = parseResponse(buffer, response);
        if (used < 0)
            die(QStringLiteral("malformed response"));
        if (used > 0)
            return response;
        const ssize_t n = ::recv(fd, chunk, sizeof chunk, 0);
        if (n <= 0)
            die(QStringLiteral("connection closed during the setup"));
        buffer.append(chunk, n);
    }
}

// A Shared Key signed request with a body.
QByteArray signedRequest(const Endpoint &ep, const QByteArray &method, const QByteArray &path,
    const QByteArray &contentType, const QByteArray &body)
{
    protocol::SignedRequest r {method, path, {}, {}};
    r.headers.append("x-ms-date", protocol::formatHttpDate(QDateTime::currentDateTimeUtc()));
    r.headers.append("Content-Type", contentType);
    const QByteArray authorization
        = protocol::authorizationHeader(protocol::SharedKeyScheme::SharedKey, ep.account, ep.key, r);
    QByteArray out = method + ' ' + path + " HTTP/1.1\r\nHost: " + ep.host + "\r\n";
    out += "x-ms-date: " + r.headers.value("x-ms-date").toByteArray() + "\r\n";
    out += "x-ms-version: 2019-02-02\r\nDataServiceVersion: 3.0\r\nAccept: "
           "application/json;odata=nometadata\r\n";
    out += "Prefer: return-no-content\r\nContent-Type: " + contentType + "\r\n";
    out += "Authorization: " + authorization + "\r\n";
    out += "Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
    return out;
}

QByteArray partitionKey(int p)
{
    return QByteArray("p") + QByteArray::number(p).rightJustified(4, '0');
}
QByteArray rowKey(int r)
{
    return QByteArray("r") + QByteArray::number(r).rightJustified(6, '0');
}
constexpr int PartitionSize = 1000;

void createTable(const Endpoint &ep, const QByteArray &table, int rows)
{
    const int fd = connectTo(ep);
    const Response created = exchange(fd,
        signedRequest(
            ep, "POST", ep.basePath + "/Tables", "application/json", "{\"TableName\":\"" + table + "\"}"));
    if (created.status == 409)
        die(QStringLiteral("table %1 exists already; use a fresh store or another --table")
                .arg(QString::fromLatin1(table)));
    if (created.status != 204 && created.status != 201)
        die(QStringLiteral("create table: status %1").arg(created.status));
    const QByteArray url = "http://" + ep.host + ep.basePath + '/' + table;
    for (int first = 0; first < rows; first += 100) {
        protocol::BatchRequest batch;
        for (int r = first; r < qMin(rows, first + 100); ++r) {
            protocol::BatchOperation op;
            op.method = "POST";
            op.url = url;
            op.headers.append("Content-Type", "application/json");
            op.headers.append("Prefer", "return-no-content");
            op.body = "{\"PartitionKey\":\"" + partitionKey(r / PartitionSize) + "\",\"RowKey\":\""
                + rowKey(r) + "\",\"name\":\"customer " + QByteArray::number(r) + "\",\"count\":"
                + QByteArray::number(r) + ",\"price\":" + QByteArray::number(r * 1.25) + ",\"active\":true}";
            batch.operations.append(op);
        }
        const QByteArray body = protocol::serializeBatchRequest(batch);
        const Response answer = exchange(fd,
            signedRequest(
                ep, "POST", ep.basePath + "/$batch", protocol::batchContentType(batch.batchBoundary), body));
        if (answer.status != 202 || answer.body.find(" 204 ") == std::string::npos
            || answer.body.find(" 409 ") != std::string::npos
            || answer.body.find(" 400 ") != std::string::npos)
            die(QStringLiteral("$batch at row %1: status %2").arg(first).arg(answer.status));
    }
    ::close(fd);
}

struct ThreadResult
{
    std::vector<quint32> latenciesUs; // measured requests only
    qint64 failures = 0;
    QString firstFailure;
};

struct Connection
{
    int fd = -1;
    std::string in;
    int row = 0;
    bool write = false;
    Clock::time_point sentAt;
};

void runThread(const Endpoint &ep, const QByteArray &table, const QByteArray &sas, int connections, int rows,
    int writePercent, Clock::time_point measureFrom, Clock::time_point stopAt, unsigned seed,
    ThreadResult &result)
{
    std::mt19937 random(seed);
    std::uniform_int_distribution<int> pick(0, rows - 1);
    std::uniform_int_distribution<int> percent(0, 99);
    qint64 writes = 0;
    const QByteArray head = " HTTP/1.1\r\nHost: " + ep.host
        + "\r\nx-ms-version: 2019-02-02\r\nDataServiceVersion: 3.0\r\nAccept: "
          "application/json;odata=nometadata\r\n\r\n";
    std::vector<Connection> conns(connections);
    std::vector<pollfd> fds(connections);
    auto send = [&](Connection &c) {
        c.row = pick(random);
        c.write = percent(random) < writePercent;
        const QByteArray resource = ep.basePath + '/' + table + "(PartitionKey='"
            + partitionKey(c.row / PartitionSize) + "',RowKey='" + rowKey(c.row) + "')?" + sas;
        QByteArray request;
        if (c.write) {
            const QByteArray body = "{\"name\":\"customer " + QByteArray::number(c.row)
                + "\",\"count\":" + QByteArray::number(++writes)
                + ",\"price\":" + QByteArray::number(c.row * 1.25) + ",\"active\":false}";
            request = "PUT " + resource + " HTTP/1.1\r\nHost: " + ep.host
                + "\r\nx-ms-version: 2019-02-02\r\nDataServiceVersion: 3.0\r\nIf-Match: *\r\n"
                  "Content-Type: application/json\r\nContent-Length: "
                + QByteArray::number(body.size()) + "\r\n\r\n" + body;
        } else {
            request = "GET " + resource + head;
        }
        c.sentAt = Clock::now();
        for (qsizetype sent = 0; sent < request.size();) {
            const ssize_t n = ::send(c.fd, request.constData() + sent, request.size() - sent, MSG_NOSIGNAL);
            if (n <= 0)
                die(QStringLiteral("send failed: %1").arg(QString::fromLocal8Bit(std::strerror(errno))));
            sent += n;
        }
    };
    for (int i = 0; i < connections; ++i) {
        conns[i].fd = connectTo(ep);
        fds[i] = pollfd {conns[i].fd, POLLIN, 0};
        send(conns[i]);
    }
    result.latenciesUs.reserve(1 << 20);
    char chunk[65536];
    Response response;
    for (;;) {
        if (::poll(fds.data(), fds.size(), 1000) < 0 && errno != EINTR)
            die(QStringLiteral("poll failed"));
        const Clock::time_point now = Clock::now();
        if (now >= stopAt)
            break;
        for (int i = 0; i < connections; ++i) {
            if (!(fds[i].revents & (POLLIN | POLLHUP | POLLERR)))
                continue;
            Connection &c = conns[i];
            const ssize_t n = ::recv(c.fd, chunk, sizeof chunk, 0);
            if (n <= 0)
                die(QStringLiteral("the server closed a connection"));
            c.in.append(chunk, n);
            const qsizetype used = parseResponse(c.in, response);
            if (used < 0)
                die(QStringLiteral("malformed response"));
            if (used == 0)
                continue;
            c.in.erase(0, used);
            const Clock::time_point done = Clock::now();
            const bool ok = c.write ? response.status == 204
                                    : response.status == 200
                    && response.body.find("\"RowKey\":\"" + rowKey(c.row).toStdString() + '"')
                        != std::string::npos;
            if (!ok) {
                if (result.failures++ == 0)
                    result.firstFailure = QStringLiteral("status %1: %2")
                                              .arg(response.status)
                                              .arg(QString::fromStdString(response.body.substr(0, 300)));
            }
            if (c.sentAt >= measureFrom)
                result.latenciesUs.push_back(
                    quint32(std::chrono::duration_cast<std::chrono::microseconds>(done - c.sentAt).count()));
            send(c);
        }
    }
    for (Connection &c : conns)
        ::close(c.fd);
}

// CPU seconds used so far by process `pid`, from /proc: user + system, or system alone; -1 when unreadable.
double processCpuSeconds(qint64 pid, bool systemOnly = false)
{
    FILE *f = std::fopen(QByteArray("/proc/" + QByteArray::number(pid) + "/stat").constData(), "r");
    if (!f)
        return -1;
    char text[1024] = {};
    const size_t n = std::fread(text, 1, sizeof text - 1, f);
    std::fclose(f);
    // Fields after the parenthesised command: state is 3rd, utime 14th, stime 15th.
    const char *p = std::strrchr(text, ')');
    if (!p || n == 0)
        return -1;
    unsigned long long utime = 0, stime = 0;
    if (std::sscanf(p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu", &utime, &stime) != 2)
        return -1;
    return double(systemOnly ? stime : utime + stime) / double(sysconf(_SC_CLK_TCK));
}

double ownCpuSeconds()
{
    timespec ts {};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) / 1e9;
}

Endpoint parseEndpoint(const QString &connectionText)
{
    auto connection = protocol::ConnectionString::parse(connectionText);
    if (!connection)
        die(connection.error().message);
    const QUrl url = connection->tableEndpointUrl();
    if (url.scheme() != QLatin1String("http"))
        die(QStringLiteral("only http endpoints are supported"));
    Endpoint ep;
    const QString host = url.host() == QLatin1String("localhost") ? QStringLiteral("127.0.0.1") : url.host();
    ep.address.sin_family = AF_INET;
    ep.address.sin_port = htons(quint16(url.port(80)));
    if (::inet_pton(AF_INET, qPrintable(host), &ep.address.sin_addr) != 1
        || (ntohl(ep.address.sin_addr.s_addr) >> 24) != 127)
        die(QStringLiteral("the endpoint must be an IPv4 loopback address, not '%1'").arg(url.host()));
    ep.host = (host + QLatin1Char(':') + QString::number(url.port(80))).toLatin1();
    ep.basePath = url.path().toLatin1();
    while (ep.basePath.endsWith('/'))
        ep.basePath.chop(1);
    ep.account = connection->accountName;
    auto key = protocol::decodeAccountKey(connection->accountKey);
    if (!key)
        die(QStringLiteral("the connection string has no usable AccountKey"));
    ep.key = *key;
    return ep;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Keep-alive point-read load on rowan serve."));
    parser.addHelpOption();
    auto option = [&](const char *name, const char *help, const char *value, const char *fallback) {
        const QCommandLineOption o(QString::fromLatin1(name), QString::fromLatin1(help),
            QString::fromLatin1(value), QString::fromLatin1(fallback));
        parser.addOption(o);
        return o;
    };
    const auto connectionOption
        = option("connection", "The connection string rowan serve prints.", "TEXT", "");
    const auto connectionsOption = option("connections", "Keep-alive connections.", "N", "16");
    const auto threadsOption = option("threads", "Client threads.", "N", "2");
    const auto secondsOption = option("seconds", "Measured seconds.", "S", "10");
    const auto warmupOption = option("warmup", "Unmeasured seconds first.", "S", "1");
    const auto rowsOption = option("rows", "Entities in the table.", "N", "10000");
    const auto tableOption = option("table", "The table to create.", "NAME", "loadbench");
    const auto writesOption = option("writes", "Percent of requests that replace an entity.", "P", "0");
    const auto pidOption
        = option("server-pid", "Also report the CPU time of this process (the server).", "PID", "0");
    parser.process(app);
    auto number = [&](const QCommandLineOption &o, int min, int max) {
        bool ok = false;
        const int n = parser.value(o).toInt(&ok);
        if (!ok || n < min || n > max)
            die(QStringLiteral("--%1 must be within %2…%3").arg(o.names().first()).arg(min).arg(max));
        return n;
    };
    const int connections = number(connectionsOption, 1, 1024);
    const int threads = qMin(number(threadsOption, 1, 64), connections);
    const int seconds = number(secondsOption, 1, 600);
    const int warmup = number(warmupOption, 0, 60);
    const int rows = number(rowsOption, 1, 10'000'000);
    const int writePercent = number(writesOption, 0, 100);
    if (parser.value(connectionOption).isEmpty())
        die(QStringLiteral("--connection is required"));
    const Endpoint ep = parseEndpoint(parser.value(connectionOption));
    const QByteArray table = parser.value(tableOption).toLatin1();

    createTable(ep, table, rows);
    protocol::ServiceSas sas;
    sas.tableName = QString::fromLatin1(table);
    sas.permissions = writePercent > 0 ? QStringLiteral("ru") : QStringLiteral("r");
    sas.expiry
        = protocol::formatSasTime(DateTime::fromQDateTime(QDateTime::currentDateTimeUtc().addSecs(3600)));
    sas.sign(ep.account, ep.key);
    const QByteArray sasQuery = sas.toQuery();

    const Clock::time_point start = Clock::now();
    const Clock::time_point measureFrom = start + std::chrono::seconds(warmup);
    const Clock::time_point stopAt = measureFrom + std::chrono::seconds(seconds);
    std::vector<ThreadResult> results(threads);
    std::vector<std::thread> workers;
    for (int t = 0; t < threads; ++t) {
        const int share = connections / threads + (t < connections % threads ? 1 : 0);
        workers.emplace_back(runThread, std::cref(ep), std::cref(table), std::cref(sasQuery), share, rows,
            writePercent, measureFrom, stopAt, 1234u + unsigned(t), std::ref(results[t]));
    }
    // CPU time of both sides over the measured window: on a shared machine the better guide to cost.
    const qint64 serverPid = parser.value(pidOption).toLongLong();
    std::this_thread::sleep_until(measureFrom);
    const double serverCpu0 = serverPid > 0 ? processCpuSeconds(serverPid) : -1;
    const double serverSystem0 = serverPid > 0 ? processCpuSeconds(serverPid, true) : -1;
    const double clientCpu0 = ownCpuSeconds();
    std::this_thread::sleep_until(stopAt);
    const double serverCpu
        = serverPid > 0 && serverCpu0 >= 0 ? processCpuSeconds(serverPid) - serverCpu0 : -1;
    const double serverSystem
        = serverPid > 0 && serverSystem0 >= 0 ? processCpuSeconds(serverPid, true) - serverSystem0 : -1;
    const double clientCpu = ownCpuSeconds() - clientCpu0;
    for (std::thread &w : workers)
        w.join();

    std::vector<quint32> latencies;
    qint64 failures = 0;
    QString firstFailure;
    for (ThreadResult &r : results) {
        latencies.insert(latencies.end(), r.latenciesUs.begin(), r.latenciesUs.end());
        failures += r.failures;
        if (firstFailure.isEmpty())
            firstFailure = r.firstFailure;
    }
    std::sort(latencies.begin(), latencies.end());
    auto percentile = [&](double p) {
        return latencies.empty() ? 0.0 : latencies[size_t(p * double(latencies.size() - 1))] / 1000.0;
    };
    QJsonObject o;
    o[QStringLiteral("requests")] = qint64(latencies.size());
    o[QStringLiteral("requests_per_s")] = double(latencies.size()) / seconds;
    o[QStringLiteral("p50_ms")] = percentile(0.50);
    o[QStringLiteral("p99_ms")] = percentile(0.99);
    o[QStringLiteral("failures")] = failures;
    o[QStringLiteral("connections")] = connections;
    o[QStringLiteral("threads")] = threads;
    o[QStringLiteral("seconds")] = seconds;
    o[QStringLiteral("rows")] = rows;
    o[QStringLiteral("write_percent")] = writePercent;
    const double measured = double(qMax<size_t>(1, latencies.size()));
    o[QStringLiteral("client_cpu_us_per_request")] = clientCpu * 1e6 / measured;
    if (serverCpu >= 0)
        o[QStringLiteral("server_cpu_us_per_request")] = serverCpu * 1e6 / measured;
    if (serverSystem >= 0)
        o[QStringLiteral("server_system_cpu_us_per_request")] = serverSystem * 1e6 / measured;
    std::printf("%s\n", QJsonDocument(o).toJson(QJsonDocument::Compact).constData());
    if (failures > 0) {
        std::fprintf(stderr, "rowan-load: %lld failed requests; first: %s\n",
            static_cast<long long>(failures), qPrintable(firstFailure));
        return 1;
    }
    return 0;
}
