// Shared by the JSON entity format tests: a stored entity ("p", "r") with a fixed timestamp and ETag, and
// the serializer options for table "mytable" under the development account's service root.
#pragma once

#include "rowan/protocol/jsonentity.h"

#include <QMetaType>

Q_DECLARE_METATYPE(rowan::protocol::MetadataLevel)

namespace jsontest {

inline const QString Root = QStringLiteral("http://127.0.0.1:10002/devstoreaccount1");
inline const QString Stamp = QStringLiteral("2021-02-05T17:15:16.7935715Z");
inline const QString Etag = QStringLiteral("W/\"datetime'2021-02-05T17%3A15%3A16.7935715Z'\"");

inline rowan::Entity storedEntity()
{
    rowan::Entity e(QStringLiteral("p"), QStringLiteral("r"));
    e.setTimestamp(*rowan::DateTime::fromIsoString(Stamp));
    e.setEtag(Etag);
    return e;
}

inline rowan::protocol::JsonOptions options(rowan::protocol::MetadataLevel level)
{
    rowan::protocol::JsonOptions o;
    o.level = level;
    o.serviceRoot = Root;
    o.accountName = QStringLiteral("devstoreaccount1");
    o.table = QStringLiteral("mytable");
    return o;
}

} // namespace jsontest
