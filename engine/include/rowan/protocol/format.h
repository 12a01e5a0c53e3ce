// Response format negotiation for the Table service's JSON (docs/protocol.md §4): the three OData metadata
// levels, chosen by `Accept` or the `$format` query parameter. Pure functions, thread-safe.
#pragma once

#include "rowan/status.h"

#include <QByteArray>

namespace rowan::protocol {

enum class MetadataLevel { NoMetadata, MinimalMetadata, FullMetadata };

// The level a request asks for. `format` is the decoded `$format` value (empty when absent); it overrides
// `accept`. Understood: `application/json` (= minimal), `application/json;odata=nometadata|
// minimalmetadata|fullmetadata`, `json` in $format, `*/*` and an empty Accept (= minimal). A list takes
// its first JSON entry. Atom/XML only → AtomFormatNotSupported; any other type, or an unknown odata=
// value → JsonFormatNotSupported.
Result<MetadataLevel> negotiateMetadataLevel(QByteArrayView accept, QByteArrayView format = {});

// "application/json;odata=minimalmetadata;streaming=true;charset=utf-8" and its siblings, the
// Content-Type of a JSON response at `level`.
QByteArray jsonContentType(MetadataLevel level);

// "nometadata", "minimalmetadata", "fullmetadata".
QByteArray metadataLevelName(MetadataLevel level);

} // namespace rowan::protocol
