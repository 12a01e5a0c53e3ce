// rowan-keysviewshots: renders the Keys view and the partition chart to PNG files for the README, in a light
// and a dark palette, from a temporary store holding the demo tables and one table made to show problems:
// Orders, whose PartitionKeys are customer numbers without padding (c1 … c3000, counts falling off as
// 2,000/rank, customer c17 with 30,000 orders: a hot partition) and whose RowKeys are order numbers without
// padding; and a chart of 100,000 partitions from synthetic statistics.
//
//   rowan-keysviewshots OUTPUT_DIR      (QT_QPA_PLATFORM=offscreen works)
#include "benchreport.h"
#include "models/keys/keyfindingsjob.h"
#include "models/keys/partitionchartmodel.h"
#include "models/session/servicesession.h"
#include "support/darkpalette.h"
#include "support/teststore.h"
#include "ui/keys/keybuilderpanel.h"
#include "ui/keys/keysview.h"
#include "ui/keys/partitionchart.h"

#include <QApplication>
#include <QDir>
#include <QEventLoop>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStyle>
#include <QStyleFactory>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>

using namespace rowan;
using namespace rowan::bench;

namespace {
const QString AccountName = QStringLiteral("devstoreaccount1");

// Orders: customers c1 … c3000 with 2,000/rank orders each (at least one), c17 with 30,000, order numbers
// counting up across them.
QList<Entity> orders()
{
    QList<Entity> out;
    qint64 order = 1;
    for (int c = 1; c <= 3000; ++c) {
        const int count = c == 17 ? 30'000 : std::max(1, 2000 / c);
        for (int i = 0; i < count; ++i) {
            Entity e(QStringLiteral("c%1").arg(c), QString::number(order++));
            e.setProperty(QStringLiteral("Amount"), Value::float64(10.0 + i % 90));
            out.append(e);
        }
    }
    return out;
}

// A continuation may deliver its result before the spy waits (when the worker was done first), so every
// wait below first looks whether the signal came already.
void wait(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

void save(QWidget *w, const QString &path)
{
    if (!w->grab().save(path))
        die(QStringLiteral("cannot write %1").arg(path));
    std::printf("%s\n", qPrintable(path));
}
} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    if (argc < 2)
        die(QStringLiteral("usage: rowan-keysviewshots OUTPUT_DIR"));
    const QDir out(QString::fromLocal8Bit(argv[1]));
    QTemporaryDir dir;
    auto store = TestStoreBuilder(dir, QStringLiteral("shots.rowan"))
                     .demo()
                     .table(QStringLiteral("Orders"), orders())
                     .build();
    if (!store)
        die(QStringLiteral("cannot write the tables"));

    ServiceSession session;
    session.setStore(store);
    const QPalette light = QApplication::style()->standardPalette();
    for (const auto &[name, palette] :
        {std::pair {QStringLiteral("light"), light}, {QStringLiteral("dark"), darkPalette()}}) {
        QApplication::setPalette(palette);
        KeysView keys(&session);
        keys.resize(980, 720);
        keys.show();
        for (const QString &table : {QStringLiteral("Orders"), QStringLiteral("EmployeeExpense")}) {
            QSignalSpy shown(&keys, &KeysView::findingsShown);
            keys.setTable(AccountName, table);
            if (shown.isEmpty() && !shown.wait(60'000))
                die(QStringLiteral("no findings for %1: %2").arg(table, keys.statusText()));
            wait(100);
            save(&keys, out.filePath(QStringLiteral("keys-%1-%2.png").arg(table.toLower(), name)));
        }
        // Where a key sorts, in Orders: an unpadded order number among its neighbours.
        QSignalSpy again(&keys, &KeysView::findingsShown);
        keys.setTable(AccountName, QStringLiteral("Orders"));
        if (again.isEmpty() && !again.wait(60'000))
            die(QStringLiteral("no findings for Orders"));
        keys.tabs()->setCurrentIndex(1);
        keys.locator()->partitionKeyEdit()->setText(QStringLiteral("c17"));
        keys.locator()->rowKeyEdit()->setText(QStringLiteral("25"));
        QSignalSpy located(keys.locator(), &KeyBuilderPanel::located);
        keys.locator()->locate();
        if (located.isEmpty() && !located.wait(60'000))
            die(QStringLiteral("no neighbours"));
        wait(100);
        save(&keys, out.filePath(QStringLiteral("keys-locate-%1.png").arg(name)));

        PartitionChart chart(&session);
        chart.resize(900, 420);
        chart.show();
        chart.setTable(AccountName, QStringLiteral("Orders"));
        QSignalSpy state(chart.model(), &PartitionChartModel::stateChanged);
        while (chart.model()->state() != PartitionChartModel::State::Ready)
            if (!state.wait(60'000))
                die(QStringLiteral("no chart"));
        chart.setLogarithmic(true);
        wait(100);
        save(&chart, out.filePath(QStringLiteral("partition-chart-%1.png").arg(name)));
        // 100,000 partitions (synthetic statistics: counts falling off as 1/rank, one hot), as from a
        // table of that many partitions.
        QList<PartitionStats> many;
        for (int i = 0; i < 100'000; ++i) {
            const qint64 count = i == 4242 ? 2'000'000 : 1 + 20'000 / (1 + (qint64(i) * 7919) % 100'000);
            many.append({QStringLiteral("device-%1").arg(i, 6, 10, QLatin1Char('0')), count, count * 180});
        }
        chart.model()->setPartitions(AccountName, QStringLiteral("Telemetry"), many);
        chart.setLogarithmic(true);
        wait(100);
        save(&chart, out.filePath(QStringLiteral("partition-chart-100k-%1.png").arg(name)));
    }
    return 0;
}
