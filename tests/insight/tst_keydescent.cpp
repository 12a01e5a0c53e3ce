// lastBefore()/lastKey(): the greatest key below a bound found with forward probes only, checked against
// std::lower_bound on in-memory sorted sets (prefixes of each other, the empty key, high code units,
// surrogates, random text), with the number of probes bounded.
#include "insight/keydescent.h"

#include <QRandomGenerator>
#include <QTest>

#include <algorithm>

using namespace rowan;
using namespace rowan::insight;

namespace {
struct SortedSet
{
    QStringList keys; // sorted by code unit, unique
    mutable int probes = 0;

    FirstAtOrAfter probe() const
    {
        return [this](const QString &bound) -> Result<std::optional<QString>> {
            ++probes;
            const auto it = std::lower_bound(keys.begin(), keys.end(), bound);
            return it == keys.end() ? std::optional<QString>() : std::optional<QString>(*it);
        };
    }
    std::optional<QString> expectedBefore(const QString &x) const
    {
        const auto it = std::lower_bound(keys.begin(), keys.end(), x);
        return it == keys.begin() ? std::optional<QString>() : std::optional<QString>(*(it - 1));
    }
};

SortedSet setOf(QStringList keys)
{
    std::sort(keys.begin(), keys.end());
    keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
    return {keys};
}
} // namespace

class TestKeyDescent : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void lastBefore_data();
    void lastBefore();
    void randomSets();
    void failingProbe();
};

void TestKeyDescent::lastBefore_data()
{
    QTest::addColumn<QStringList>("keys");
    QTest::addColumn<QString>("x");
    const QStringList nested = {QString(), QStringLiteral("a"), QStringLiteral("ab"), QStringLiteral("abc"),
        QStringLiteral("abd"), QStringLiteral("b"), QString(QChar(0xFFFF)), QString(2, QChar(0xFFFF))};
    QTest::newRow("between siblings") << nested << QStringLiteral("abcz");
    QTest::newRow("exact key") << nested << QStringLiteral("abd");
    QTest::newRow("prefix before") << nested << QStringLiteral("ab");
    QTest::newRow("after the empty key") << nested << QStringLiteral("a");
    QTest::newRow("before everything") << nested << QString();
    QTest::newRow("high code units") << nested << QString(3, QChar(0xFFFF));
    QTest::newRow("between high units") << nested << QString(QChar(0xFFFF)) + QChar(0x0001);
    QTest::newRow("numbers") << QStringList {QStringLiteral("1"), QStringLiteral("10"), QStringLiteral("100"),
        QStringLiteral("2"), QStringLiteral("9")}
                             << QStringLiteral("3");
    QTest::newRow("surrogates") << QStringList {QStringLiteral("😀"), QStringLiteral("é"), QStringLiteral("z")}
                                << QString(QChar(0xD83E));
    QTest::newRow("empty set") << QStringList {} << QStringLiteral("x");
    QTest::newRow("inverted ticks") << QStringList {QStringLiteral("2516350751999999999"),
        QStringLiteral("2516350787999999999"), QStringLiteral("2517897326832064284")}
                                    << QStringLiteral("2516350787999999999");
}

void TestKeyDescent::lastBefore()
{
    QFETCH(QStringList, keys);
    QFETCH(QString, x);
    const SortedSet set = setOf(keys);
    auto found = insight::lastBefore(set.probe(), x);
    QVERIFY(found);
    QCOMPARE(*found, set.expectedBefore(x));
    auto last = lastKey(set.probe());
    QVERIFY(last);
    QCOMPARE(*last, set.keys.isEmpty() ? std::optional<QString>() : std::optional<QString>(set.keys.last()));
}

void TestKeyDescent::randomSets()
{
    QRandomGenerator rng(99);
    const QString alphabet = QStringLiteral("0129:_aAzé\uFFFF");
    for (int round = 0; round < 40; ++round) {
        QStringList keys;
        const int n = rng.bounded(1, 400);
        for (int i = 0; i < n; ++i) {
            QString k;
            const int len = rng.bounded(0, 12);
            for (int j = 0; j < len; ++j)
                k += alphabet.at(rng.bounded(int(alphabet.size())));
            keys.append(k);
        }
        const SortedSet set = setOf(keys);
        for (int q = 0; q < 30; ++q) {
            // Probe at real keys and between them.
            QString x = set.keys.at(rng.bounded(int(set.keys.size())));
            if (q % 2)
                x += alphabet.at(rng.bounded(int(alphabet.size())));
            set.probes = 0;
            auto found = insight::lastBefore(set.probe(), x);
            QVERIFY(found);
            QCOMPARE(*found, set.expectedBefore(x));
            // About 17 probes per code unit of the bound and of the answer.
            QVERIFY2(set.probes <= 18 * (x.size() + 13) + 2, qPrintable(QString::number(set.probes)));
        }
    }
}

void TestKeyDescent::failingProbe()
{
    const FirstAtOrAfter broken = [](const QString &) -> Result<std::optional<QString>> {
        return fail(ErrorCode::StoreIoError, QStringLiteral("disk gone"));
    };
    auto found = insight::lastBefore(broken, QStringLiteral("abc"));
    QVERIFY(!found);
    QCOMPARE(found.error().code, ErrorCode::StoreIoError);
    QVERIFY(!lastKey(broken));
}

QTEST_GUILESS_MAIN(TestKeyDescent)
#include "tst_keydescent.moc"
