// Where a key would sit in a table, read on the session's workers: the keys just before and after it, for
// the key builder and the entity editor's padding hint.
#pragma once

#include <rowan/keysampler.h>

#include <QFuture>

namespace rowan {

class ServiceSession;

// locateKey() over the session's service with `neighbours` keys on each side.
QFuture<Result<KeyPosition>> placeKey(ServiceSession *session, const QString &account, const QString &table,
    const QString &partitionKey, const QString &rowKey, int neighbours);

} // namespace rowan
