// What the search tests share: a table of entities with words, numbers and non-ASCII text, and the
// answer a search must give, found the slow way (every entity decoded and tested by the matcher).
#pragma once

#include <rowan/search.h>
#include <rowan/tableservice.h>

#include <QStringList>
#include <QUuid>

namespace searchtest {

using namespace Qt::StringLiterals;

inline const QString SearchAccount = QString::fromLatin1(rowan::DevelopmentAccountName);

// Entity i: partitions of 250, a Name with a word that repeats every 7, a Note that is non-ASCII in every
// 13th, a Count (Int64), a Guid in every 50th, a DateTime, a Flag and a Binary in every 9th.
inline rowan::Entity searchEntity(qint64 i)
{
    static const QStringList words
        = {u"alpha"_s, u"Bravo"_s, u"charlie"_s, u"DELTA"_s, u"echo"_s, u"foxtrot"_s, u"golf"_s};
    rowan::Entity e(QStringLiteral("p%1").arg(i / 250, 3, 10, QLatin1Char('0')),
        QStringLiteral("r%1").arg(i, 6, 10, QLatin1Char('0')));
    e.appendProperty(u"Name"_s, rowan::Value::string(QStringLiteral("%1 item %2").arg(words[i % 7]).arg(i)));
    if (i % 13 == 0)
        e.appendProperty(u"Note"_s, rowan::Value::string(i % 26 == 0 ? u"Straße Größe"_s : u"Привет мир"_s));
    e.appendProperty(u"Count"_s, rowan::Value::int64(i * 1000003LL));
    if (i % 50 == 0)
        e.appendProperty(u"Id"_s, rowan::Value::guid(QUuid::createUuidV5(QUuid(), QString::number(i))));
    e.appendProperty(
        u"When"_s, rowan::Value::dateTime(rowan::DateTime(638'000'000'000'000'000 + i * 10'000'000)));
    e.appendProperty(u"Flag"_s, rowan::Value::boolean(i % 2 == 0));
    if (i % 9 == 0)
        e.appendProperty(u"Blob"_s, rowan::Value::binary(QByteArray::number(i)));
    return e;
}

// "pk/rk: Property,Property" for each match, in the order found; one "error …" item on failure.
inline QStringList searchLines(const rowan::TableService &service, const QString &table,
    const rowan::SearchRequest &request, rowan::SearchResult *result = nullptr)
{
    QStringList lines;
    auto r = service.search(SearchAccount, table, request, [&](rowan::SearchMatch &m) {
        lines << m.entity.partitionKey() + u'/' + m.entity.rowKey() + QStringLiteral(": ") + m.properties.join(u',');
        return rowan::ScanControl::Continue;
    });
    if (!r)
        return {u"error "_s + r.error().toString()};
    if (result)
        *result = *r;
    return lines;
}

// The same found by decoding every entity of the table and testing it here.
inline QStringList expectedLines(
    const rowan::TableService &service, const QString &table, const rowan::SearchRequest &request)
{
    auto matcher = rowan::TextMatcher::create(request);
    if (!matcher)
        return {u"error "_s + matcher.error().toString()};
    QStringList lines;
    auto r = service.scan(SearchAccount, table, rowan::KeyRange::all(), [&](rowan::Entity &e) {
        if (!request.filter.matches(e))
            return rowan::ScanControl::Continue;
        const QStringList found = matcher->matchingProperties(e);
        if (!found.isEmpty())
            lines << e.partitionKey() + u'/' + e.rowKey() + QStringLiteral(": ") + found.join(u',');
        return rowan::ScanControl::Continue;
    });
    if (!r)
        return {u"error "_s + r.error().toString()};
    return lines;
}

inline rowan::SearchRequest find(const QString &text, rowan::SearchMode mode = rowan::SearchMode::Contains)
{
    return rowan::SearchRequest {text, mode, false, {}, {}, 0};
}

} // namespace searchtest
