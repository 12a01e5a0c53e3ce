// rowan-quickopenbench: Quick Open's filter (QuickOpenFilter) over N table names (10,000 by default): the
// time to narrow and rank the list for each pattern a user types one character at a time, and for an empty
// pattern (every name back). Prints one JSON object per line per figure (the median of the runs).
//
//   rowan-quickopenbench [--tables N] [--runs N]
#include "benchreport.h"
#include "models/find/quickopenmodel.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cstdio>

using namespace rowan;
using namespace rowan::bench;

namespace {

// Names like a store's: a few words in camel case, some shared prefixes, a number.
QString tableName(int i)
{
    static const char *const words[] = {"Customer", "Order", "Invoice", "Audit", "Log", "Device", "Reading",
        "Session", "Payment", "Product", "Review", "Shipment", "Event", "Metric", "User", "Archive"};
    constexpr int count = int(std::size(words));
    return QStringLiteral("%1%2%3%4")
        .arg(QLatin1StringView(words[i % count]), QLatin1StringView(words[(i / count) % count]),
            QLatin1StringView(words[(i / (count * count)) % count]))
        .arg(i);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOption({QStringLiteral("tables"), QStringLiteral("Table names."), QStringLiteral("N"),
        QStringLiteral("10000")});
    parser.addOption({QStringLiteral("runs"), QStringLiteral("Runs per figure."), QStringLiteral("N"),
        QStringLiteral("9")});
    parser.process(app);
    const int tables = std::max(1, parser.value(QStringLiteral("tables")).toInt());
    const int runs = std::max(1, parser.value(QStringLiteral("runs")).toInt());

    QList<QuickOpenItem> items;
    items.reserve(tables);
    for (int i = 0; i < tables; ++i)
        items.append({QuickOpenItem::Kind::Table, tableName(i), QStringLiteral("devstoreaccount1"), QString(),
            -1, QString()});
    QuickOpenModel model;
    model.setItems(items);
    QuickOpenFilter filter;
    filter.setSourceModel(&model);

    const QString typed = QStringLiteral("custorder");
    for (qsizetype length = 0; length <= typed.size(); ++length) {
        const QString pattern = typed.left(length);
        QList<double> times;
        int shown = 0;
        for (int run = 0; run < runs; ++run) {
            filter.setPattern(QStringLiteral("#")); // nothing: each run narrows from scratch
            QElapsedTimer clock;
            clock.start();
            filter.setPattern(pattern);
            shown = filter.rowCount();
            times.append(double(clock.nsecsElapsed()) / 1e6);
        }
        std::sort(times.begin(), times.end());
        report(tables, QStringLiteral("filter '%1' (%2 shown)").arg(pattern).arg(shown),
            times.at(times.size() / 2), "ms");
    }
    return 0;
}
