// Rules over both keys: numbers that are not padded, characters that the service forbids or that URLs and
// SAS ranges mangle, very long keys.
#include "insight/keyshape.h"
#include "insight/rules.h"
#include "rowan/pluralcount.h"

#include <QCoreApplication>

#include <QMap>

namespace rowan::insight {

namespace {
struct PaddingCase
{
    QString partitionKey; // empty for PartitionKeys
    QString before;
    QString after;
    QString fixedAfter;
    int width = 0;
    qsizetype keys = 0;
    qsizetype shortKeys = 0;
};

// Keys of one ordered list sharing `keyTemplate`; finds a pair in service order whose numbers are not.
struct Group
{
    QList<qsizetype> members;
};

std::optional<PaddingCase> checkGroup(const QList<QStringView> &keys, const Group &group)
{
    if (group.members.size() < 2)
        return std::nullopt;
    QList<NumberRuns> runs;
    runs.reserve(group.members.size());
    for (qsizetype i : group.members)
        runs.append(numberRuns(keys.at(i)));
    const qsizetype runCount = runs.first().runs.size();
    QList<qsizetype> minLen(runCount, std::numeric_limits<qsizetype>::max()), maxLen(runCount, 0);
    for (const NumberRuns &r : runs) {
        for (qsizetype k = 0; k < runCount; ++k) {
            minLen[k] = std::min(minLen[k], r.runs.at(k).size());
            maxLen[k] = std::max(maxLen[k], r.runs.at(k).size());
        }
    }
    qsizetype varying = -1;
    for (qsizetype k = 0; k < runCount && varying < 0; ++k) {
        if (minLen[k] != maxLen[k])
            varying = k;
    }
    if (varying < 0)
        return std::nullopt;
    for (qsizetype j = 1; j < runs.size(); ++j) {
        int order = 0;
        for (qsizetype k = 0; k < runCount && order == 0; ++k)
            order = compareNumbers(runs.at(j - 1).runs.at(k), runs.at(j).runs.at(k));
        if (order <= 0)
            continue;
        PaddingCase c;
        c.before = keys.at(group.members.at(j - 1)).toString();
        c.after = keys.at(group.members.at(j)).toString();
        // The later key with each short run padded to its run's widest form.
        for (qsizetype k = 0; k < runCount; ++k)
            c.width = std::max(c.width, int(minLen[k] != maxLen[k] ? maxLen[k] : 0));
        const NumberRuns &later = runs.at(j);
        qsizetype r = 0;
        for (QChar ch : later.keyTemplate) {
            if (ch == QChar(0xFFFF)) {
                const QStringView run = later.runs.at(r);
                c.fixedAfter += QString(maxLen[r] - run.size(), u'0') + run.toString();
                ++r;
            } else {
                c.fixedAfter += ch;
            }
        }
        c.keys = runs.size();
        for (const NumberRuns &nr : runs) {
            for (qsizetype k = 0; k < runCount; ++k) {
                if (nr.runs.at(k).size() < maxLen[k]) {
                    ++c.shortKeys;
                    break;
                }
            }
        }
        return c;
    }
    return std::nullopt;
}

// Every padding case in one list of keys in service order, one per key shape.
QList<PaddingCase> paddingCases(const QList<QStringView> &keys, const RuleContext &ctx)
{
    QHash<QString, Group> groups;
    QStringList order;
    for (qsizetype i = 0; i < keys.size(); ++i) {
        if ((i & 4095) == 0 && ctx.cancelled())
            return {};
        const NumberRuns runs = numberRuns(keys.at(i));
        if (runs.runs.isEmpty())
            continue;
        auto it = groups.find(runs.keyTemplate);
        if (it == groups.end()) {
            it = groups.insert(runs.keyTemplate, {});
            order.append(runs.keyTemplate);
        }
        it->members.append(i);
    }
    QList<PaddingCase> cases;
    for (const QString &t : order) {
        if (auto c = checkGroup(keys, groups.value(t)))
            cases.append(*c);
    }
    return cases;
}

KeyFinding paddingFinding(
    const QString &which, const QList<PaddingCase> &cases, qsizetype lists, const QString &note)
{
    const PaddingCase &first = cases.first();
    KeyFinding f;
    f.ruleId = QStringLiteral("numeric-padding");
    f.severity = FindingSeverity::Advice;
    f.title = QCoreApplication::translate("KeyInsight", "Numbers in %1s are not padded: %2 sorts before %3")
                  .arg(which, quoteKey(first.before), quoteKey(first.after));
    for (const PaddingCase &c : cases) {
        if (f.evidence.size() < 4) {
            f.evidence.append(QCoreApplication::translate(
                "KeyInsight", "%1%2 sorts before %3 (%4 of %5 such keys have fewer than %6 digits)")
                                  .arg(c.partitionKey.isEmpty()
                                          ? QString()
                                          : QCoreApplication::translate("KeyInsight", "in partition %1: ")
                                                .arg(quoteKey(c.partitionKey, 40)))
                                  .arg(quoteKey(c.before), quoteKey(c.after))
                                  .arg(countText(c.shortKeys), countText(c.keys))
                                  .arg(c.width));
        }
    }
    if (lists > 1)
        f.evidence.append(QCoreApplication::translate("KeyInsight", "%1 partitions show this%2")
                              .arg(countText(lists), note));
    f.consequence = QCoreApplication::translate("KeyInsight",
        "The service orders keys by UTF-16 code unit, not by number, so range queries ('%1' ge …) and $top "
        "return these entities out of numeric order, and a range over numbers misses some of them.")
                        .arg(which);
    f.pattern = QStringLiteral("Sorting data in the Table service");
    f.fix = QCoreApplication::translate("KeyInsight",
        "Pad the numbers with leading zeros to %1 digits (%2 becomes %3); keep one width for "
        "every key of the same shape.")
                .arg(first.width)
                .arg(quoteKey(first.after), quoteKey(first.fixedAfter));
    return f;
}

enum CharacterClass { Forbidden, UrlTrouble, Long, ClassCount };

struct CharacterHits
{
    qsizetype count = 0;
    QStringList evidence;
};

bool forbiddenChar(char16_t u)
{
    return u == u'/' || u == u'\\' || u == u'#' || u == u'?' || u < 0x20 || (u >= 0x7F && u <= 0x9F);
}

bool urlTroubleChar(char16_t u)
{
    switch (u) {
    case u'%':
    case u'+':
    case u' ':
    case u'\'':
    case u'&':
    case u'"':
    case u'<':
    case u'>':
        return true;
    default:
        return u > 0x7F;
    }
}

void classify(QStringView key, const QString &label, CharacterHits (&hits)[ClassCount])
{
    bool forbidden = false, url = false;
    for (QChar c : key) {
        forbidden = forbidden || forbiddenChar(c.unicode());
        url = url || (!forbiddenChar(c.unicode()) && urlTroubleChar(c.unicode()));
    }
    const auto add = [&](CharacterClass k) {
        ++hits[k].count;
        if (hits[k].evidence.size() < 3)
            hits[k].evidence.append(label);
    };
    if (forbidden)
        add(Forbidden);
    if (url)
        add(UrlTrouble);
    if (key.size() > 256)
        add(Long);
}
} // namespace

void numericPaddingRule(RuleContext &ctx)
{
    QList<QStringView> pks;
    pks.reserve(ctx.input.partitions.size());
    for (const PartitionStats &p : ctx.input.partitions)
        pks.append(p.partitionKey);
    if (const QList<PaddingCase> cases = paddingCases(pks, ctx); !cases.isEmpty())
        ctx.findings.append(paddingFinding(QStringLiteral("PartitionKey"), cases, 1, QString()));

    QList<PaddingCase> rowCases;
    qsizetype affected = 0;
    const QList<SampledKey> &sample = ctx.input.sample.keys;
    for (const RuleContext::Run &run : ctx.sampledPartitions) {
        if (ctx.cancelled())
            return;
        QList<QStringView> rks;
        rks.reserve(run.end - run.begin);
        for (qsizetype i = run.begin; i < run.end; ++i)
            rks.append(sample.at(i).rowKey);
        QList<PaddingCase> cases = paddingCases(rks, ctx);
        if (cases.isEmpty())
            continue;
        ++affected;
        for (PaddingCase &c : cases) {
            c.partitionKey = sample.at(run.begin).partitionKey;
            if (rowCases.size() < 4)
                rowCases.append(c);
        }
    }
    if (!rowCases.isEmpty())
        ctx.findings.append(paddingFinding(QStringLiteral("RowKey"), rowCases, affected, ctx.sampleNote()));
}

void keyCharacterRule(RuleContext &ctx)
{
    CharacterHits hits[ClassCount];
    for (const PartitionStats &p : ctx.input.partitions)
        classify(p.partitionKey, QStringLiteral("PartitionKey %1").arg(quoteKey(p.partitionKey)), hits);
    const QList<SampledKey> &sample = ctx.input.sample.keys;
    for (qsizetype i = 0; i < sample.size(); ++i) {
        if ((i & 4095) == 0 && ctx.cancelled())
            return;
        const SampledKey &k = sample.at(i);
        bool any = false;
        for (QChar c : k.rowKey) {
            if (forbiddenChar(c.unicode()) || urlTroubleChar(c.unicode())) {
                any = true;
                break;
            }
        }
        if (any || k.rowKey.size() > 256)
            classify(k.rowKey, QStringLiteral("RowKey %1").arg(quoteKeys(k.partitionKey, k.rowKey)), hits);
    }
    const QString note = ctx.sampleNote();
    if (hits[Forbidden].count > 0) {
        KeyFinding f;
        f.ruleId = QStringLiteral("forbidden-characters");
        f.severity = FindingSeverity::Warning;
        f.title = QCoreApplication::translate("KeyInsight", "Keys with characters the service forbids: %1%2")
                      .arg(countText(hits[Forbidden].count), note);
        f.evidence = hits[Forbidden].evidence;
        f.consequence = QCoreApplication::translate("KeyInsight",
            "The Table service rejects '/', '\\', '#', '?' and control characters (U+0000–U+001F, "
            "U+007F–U+009F) in PartitionKey and RowKey: these entities cannot be written to Azure, and a "
            "copy "
            "of the table to Azure fails on them.");
        f.pattern = QStringLiteral("Characters disallowed in key fields");
        f.fix = QCoreApplication::translate("KeyInsight",
            "Replace those characters (e.g. '/' with '|' or '_'), or encode the key "
            "(URL-safe base64) when its text must survive.");
        ctx.findings.append(f);
    }
    if (hits[UrlTrouble].count > 0) {
        KeyFinding f;
        f.ruleId = QStringLiteral("url-characters");
        f.severity = FindingSeverity::Advice;
        f.title = QCoreApplication::translate(
            "KeyInsight", "Keys with characters that URLs and SAS key ranges mangle: %1%2")
                      .arg(countText(hits[UrlTrouble].count), note);
        f.evidence = hits[UrlTrouble].evidence;
        f.consequence = QCoreApplication::translate("KeyInsight",
            "Keys travel in request URLs ((PartitionKey='…',RowKey='…')) and in SAS ranges (spk, srk, epk, "
            "erk): '%' and '+' are decoded once too often by many clients, spaces and non-ASCII text must be "
            "percent-encoded, and a single quote must be doubled. Hand-built URLs and SAS tokens then "
            "address "
            "the wrong key or fail to authenticate.");
        f.pattern = QStringLiteral("Characters disallowed in key fields");
        f.fix = QCoreApplication::translate("KeyInsight",
            "Keep keys to letters, digits and '-', '_', '.', ':', '|'; encode anything else "
            "(URL-safe base64) and keep the readable text in a property.");
        ctx.findings.append(f);
    }
    if (hits[Long].count > 0) {
        KeyFinding f;
        f.ruleId = QStringLiteral("long-keys");
        f.severity = FindingSeverity::Advice;
        const qint64 longKeys = hits[Long].count;
        f.title = QCoreApplication::translate("KeyInsight", "%1 longer than 256 characters%2")
                      .arg(longKeys == 1 ? QCoreApplication::translate("KeyInsight", "1 key is")
                                         : QCoreApplication::translate(
                                             "KeyInsight", "%1 keys are", nullptr, pluralCount(longKeys))
                                               .arg(countText(longKeys)),
                          note);
        f.evidence = hits[Long].evidence;
        f.consequence = QCoreApplication::translate("KeyInsight",
            "Every request URL, continuation token and index entry carries the key; the service allows at "
            "most "
            "1 KiB per key, so long keys approach the limit and make every page and point query heavier.");
        f.pattern = QStringLiteral("Compound key pattern");
        f.fix = QCoreApplication::translate("KeyInsight",
            "Keep keys short: move descriptive text into properties and key by an id, or by "
            "a hash of the long value with the value itself stored as a property.");
        ctx.findings.append(f);
    }
}

} // namespace rowan::insight
