// Interning of property names (internal to the engine): record::Decoder hands out these strings.
#pragma once

#include <QString>

namespace rowan::record {

// Property names interned for the life of the process. A decoded entity holds each name as a QString over
// text that is never freed (QString::fromRawData, like a QStringLiteral): such a string has no reference
// count, so the six names of every entity a scan returns are copied in and freed again without the two
// atomic operations per name a shared QString costs. Tables repeat a few names; past MaxInternedUnits of
// text (a store with ever-new names), names stay ordinary shared strings. Thread-safe.
QString intern(QString name);

} // namespace rowan::record
