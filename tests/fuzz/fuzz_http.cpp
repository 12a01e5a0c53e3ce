// libFuzzer target for the HTTP/1.1 request stream of `rowan serve` (HttpParser over llhttp). The first
// byte chooses how the rest is cut into reads (1 to 256 bytes each), as a socket might deliver it. Beyond
// "no crash, no leak, no undefined behaviour" it checks:
// - the stream parsed whole and parsed in pieces gives the same requests, and either both end in an error
//   or neither does (a parser that depends on where reads end would answer the same client differently);
// - every request it returns keeps the limits and the rules: an origin-form target, exactly one Host for
//   HTTP/1.1, a head and a body within their limits;
// - an error has a status the transport may send and a reason.
#include "httpparser.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace rowan::server;

namespace {

constexpr int MaxHeaderBytes = 2048;
constexpr int MaxHeaderCount = 32;
constexpr qint64 MaxBody = 4096;

[[noreturn]] void violated(const char *what)
{
    std::fprintf(stderr, "invariant violated: %s\n", what);
    std::abort();
}

struct Outcome
{
    QList<HttpRequest> requests;
    int errorStatus = 0;
};

Outcome run(const QByteArray &stream, qsizetype piece)
{
    HttpLimits limits;
    limits.maxHeaderBytes = MaxHeaderBytes;
    limits.maxHeaderCount = MaxHeaderCount;
    limits.maxBodyBytes
        = [](const HttpRequest &head) { return head.method == "POST" ? MaxBody : MaxBody / 4; };
    HttpParser parser(limits);
    Outcome o;
    for (qsizetype at = 0; at < stream.size() && !o.errorStatus; at += piece) {
        parser.feed(stream.mid(at, piece));
        for (;;) {
            const HttpParser::State state = parser.next();
            if (state == HttpParser::State::Ready) {
                o.requests.append(parser.takeRequest());
                // A request that asks to close ends the connection: the server reads no further.
                if (!o.requests.last().keepAlive)
                    return o;
                continue;
            }
            if (state == HttpParser::State::Error) {
                o.errorStatus = parser.errorStatus();
                if (parser.errorMessage().isEmpty())
                    violated("an error without a reason");
            }
            break;
        }
    }
    return o;
}

void checkRequest(const HttpRequest &r)
{
    if (!r.target.startsWith('/'))
        violated("a target that is not origin-form");
    const bool hasQuery = r.target.contains('?');
    if (hasQuery ? r.path + '?' + r.query != r.target : (r.path != r.target || !r.query.isEmpty()))
        violated("path and query do not make up the target");
    const qsizetype hosts = r.headers.values("Host").size();
    if (r.minorVersion == 1 ? hosts != 1 : hosts > 1)
        violated("a request with a wrong number of Host fields");
    if (r.minorVersion != 0 && r.minorVersion != 1)
        violated("an HTTP version other than 1.0 and 1.1");
    if (r.body.size() > MaxBody)
        violated("a body over its limit");
    if (r.headers.size() > MaxHeaderCount)
        violated("more header fields than allowed");
    if (r.method.isEmpty())
        violated("a request without a method");
}

bool sameRequest(const HttpRequest &a, const HttpRequest &b)
{
    if (a.method != b.method || a.target != b.target || a.body != b.body || a.keepAlive != b.keepAlive
        || a.minorVersion != b.minorVersion || a.headers.size() != b.headers.size())
        return false;
    for (qsizetype i = 0; i < a.headers.size(); ++i) {
        if (a.headers.nameAt(i) != b.headers.nameAt(i) || a.headers.valueAt(i) != b.headers.valueAt(i))
            return false;
    }
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    const qsizetype piece = qsizetype(data[0]) + 1;
    const QByteArray stream(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));

    const Outcome whole = run(stream, qMax<qsizetype>(1, stream.size()));
    const Outcome pieces = run(stream, piece);
    for (const Outcome *o : {&whole, &pieces}) {
        for (const HttpRequest &r : o->requests)
            checkRequest(r);
        switch (o->errorStatus) {
        case 0:
        case 400:
        case 413:
        case 431:
        case 501:
        case 505:
            break;
        default:
            violated("an error status the transport does not send");
        }
    }
    if (whole.requests.size() != pieces.requests.size())
        violated("a different number of requests when read in pieces");
    for (qsizetype i = 0; i < whole.requests.size(); ++i) {
        if (!sameRequest(whole.requests[i], pieces.requests[i]))
            violated("a different request when read in pieces");
    }
    if ((whole.errorStatus == 0) != (pieces.errorStatus == 0))
        violated("an error only when read whole or only when read in pieces");
    return 0;
}
