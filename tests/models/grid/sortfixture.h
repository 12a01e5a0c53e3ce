// A table to sort on either backend: an embedded store, or the same store served by `rowan serve` on
// loopback and read through RemoteTableService. Items: Entities entities over Partitions partitions, with a
// Score (Int64 with duplicates, missing on every tenth) and an Index; the expected orders are computed here
// with plain integers.
#pragma once

#include "remote/servethread.h"

#include "models/session/servicesession.h"

#include <QTemporaryDir>

#include <algorithm>
#include <numeric>

namespace sortfixture {

using namespace Qt::StringLiterals;

inline const QString AccountName = QString::fromLatin1(rowan::DevelopmentAccountName);
inline const QString Table = u"Items"_s;
constexpr int Entities = 1200;
constexpr int Partitions = 4;

inline QString pkOf(int i)
{
    return u"p%1"_s.arg(i % Partitions);
}
inline QString rkOf(int i)
{
    return u"r%1"_s.arg(i, 6, 10, QChar(u'0'));
}
// Beyond 2^53, so a rounding through double would tie neighbours.
inline std::optional<qint64> scoreOf(int i)
{
    if (i % 10 == 0)
        return std::nullopt;
    return (qint64(1) << 54) + (i * 37) % 101;
}

struct Backend
{
    QTemporaryDir dir;
    std::unique_ptr<ServeThread> serve;
    rowan::ServiceSession session;

    bool open(bool remote)
    {
        serve = std::make_unique<ServeThread>(dir.filePath(u"sort.rowan"_s));
        if (!serve->port())
            return false;
        auto &store = *serve->store();
        if (!store.createTable(AccountName, Table))
            return false;
        QList<rowan::EntityOperation> batch;
        for (int p = 0; p < Partitions; ++p) {
            for (int i = p; i < Entities; i += Partitions) {
                rowan::Entity e(pkOf(i), rkOf(i));
                e.setProperty(u"Index"_s, rowan::Value::int32(i));
                if (const auto score = scoreOf(i))
                    e.setProperty(u"Score"_s, rowan::Value::int64(*score));
                batch.append({rowan::OperationType::Insert, e, {}});
                if (batch.size() == 100) {
                    if (!store.executeBatch(AccountName, Table, batch))
                        return false;
                    batch.clear();
                }
            }
        }
        if (remote)
            session.setService(std::make_shared<rowan::RemoteTableService>(serve->endpoint()));
        else
            session.setService(std::make_shared<rowan::LocalTableService>(serve->store()));
        return true;
    }
};

// The indexes of the entities `keep` selects, in table (key) order, then stably sorted by Score with the
// missing ones last (ascending) or first (descending).
inline QList<int> expectedOrder(bool descending, const std::function<bool(int)> &keep = {})
{
    QList<int> order;
    for (int p = 0; p < Partitions; ++p) {
        for (int i = p; i < Entities; i += Partitions) {
            if (!keep || keep(i))
                order.append(i);
        }
    }
    std::stable_sort(order.begin(), order.end(), [descending](int a, int b) {
        const auto x = scoreOf(a);
        const auto y = scoreOf(b);
        if (!x || !y) // missing last in both directions
            return x && !y;
        return descending ? *x > *y : *x < *y;
    });
    return order;
}

} // namespace sortfixture
