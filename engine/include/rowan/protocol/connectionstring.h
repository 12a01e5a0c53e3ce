// Azure Storage connection strings for the Table service (docs/protocol.md §7). A plain value type: cheap to
// copy, thread-compatible.
#pragma once

#include "rowan/status.h"

#include <QString>
#include <QUrl>

namespace rowan::protocol {

inline constexpr QLatin1StringView DevelopmentAccountName {"devstoreaccount1"};
inline constexpr QLatin1StringView DevelopmentAccountKey {
    "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw=="};
inline constexpr QLatin1StringView DevelopmentTableEndpoint {"http://127.0.0.1:10002/devstoreaccount1"};

struct ConnectionString
{
    QString defaultEndpointsProtocol; // "https" or "http"; empty = https
    QString accountName;
    QString accountKey; // base64, as written
    QString tableEndpoint;
    QString endpointSuffix; // empty = core.windows.net
    QString sharedAccessSignature; // without the leading '?'
    bool useDevelopmentStorage = false;

    // `;`-separated `Key=value` pairs; keys are ASCII case-insensitive, a value may contain '=' (base64),
    // empty pieces and spaces around keys and values are ignored, unknown keys (BlobEndpoint,
    // QueueEndpoint, …) are ignored, and every '?' (and space) before SharedAccessSignature's token is
    // dropped. "UseDevelopmentStorage=true" yields the development account (AccountName/AccountKey/
    // TableEndpoint still override). Errors, all InvalidInput: a piece without '=', a key with a character
    // other than printable ASCII (a NUL, U+FFFD from invalid UTF-8), a value with a control character or
    // U+FFFD, a key given twice, a protocol other than http/https, an AccountKey that is not base64,
    // UseDevelopmentStorage other than true/false, and a string from which no table endpoint follows
    // (neither TableEndpoint nor AccountName). Each message names the piece or key it is about.
    static Result<ConnectionString> parse(QStringView text);

    // The development account on 127.0.0.1:10002, spelled out (not the shortcut).
    static ConnectionString developmentStorage();

    // The canonical text: the shortcut "UseDevelopmentStorage=true" when this is exactly the development
    // account, else the non-empty fields in the order DefaultEndpointsProtocol, AccountName, AccountKey,
    // TableEndpoint, EndpointSuffix, SharedAccessSignature. parse(toString()) gives back an equal value.
    QString toString() const;

    // The Table service endpoint: TableEndpoint when given, else
    // <protocol>://<account>.table.<suffix>. Invalid QUrl when neither can be formed.
    QUrl tableEndpointUrl() const;

    bool operator==(const ConnectionString &) const = default;
};

} // namespace rowan::protocol
