// The text a table's text index keeps per entity (storage/textindex.cpp): the keys and every property's
// display text, case-folded, one per line. The index answers substring queries over it; a folded text
// holds the folded form of every substring of the original, so the index never misses an entity a
// TextMatcher would find (it may offer more, which the matcher then drops).
#pragma once

#include "rowan/status.h"

#include <QByteArrayView>
#include <QString>

namespace rowan {

// From an entity as stored (keys as UTF-16BE, the record in the engine's format). StoreCorrupt when a key
// or the record is malformed.
Result<QString> textIndexDocument(QByteArrayView partitionKey, QByteArrayView rowKey, QByteArrayView record);

// The index's query for a TextMatcher::indexTerm() of three characters or more: every distinct trigram of the
// term (in code points, as the trigram tokenizer counts them), quoted, joined by AND. An entity holding the
// term holds each of them, so nothing is missed; the index keeps no positions (detail=none), so an entity
// holding them apart is offered too, and the matcher drops it.
QString textIndexQuery(const QString &term);

} // namespace rowan
