// The demo store: the table design guide's examples, one pattern per table, with enough rows that
// paging shows. Used by `rowan demo` and by the explorer's first launch.
#pragma once

#include "rowan/status.h"

#include <QString>
#include <QStringList>

namespace rowan {

class Store;

struct DemoSummary
{
    QStringList tables;
    qint64 entities = 0;
};

// Creates the demo tables in `account` of `store` (which must not have them yet) and fills them. The
// content is the same on every run (a fixed random seed; timestamps aside). Errors: the store's.
Result<DemoSummary> populateDemoStore(
    Store &store, const QString &account = QStringLiteral("devstoreaccount1"));

} // namespace rowan
