#include "compareargs.h"

#include <QLocale>

#include <cmath>

namespace rowan {

QList<QCommandLineOption> compareOptions()
{
    return {
        QCommandLineOption(QStringLiteral("filter"),
            QStringLiteral("Compare only the entities matching this $filter, on both sides."),
            QStringLiteral("FILTER")),
        QCommandLineOption(QStringLiteral("ignore"),
            QStringLiteral("Leave this property out of the comparison (repeat for more)."),
            QStringLiteral("PROPERTY")),
        QCommandLineOption(QStringLiteral("tolerance"),
            QStringLiteral("Doubles differing by at most X are the same (default 0: the same bits)."),
            QStringLiteral("X")),
        QCommandLineOption(QStringLiteral("include-timestamp"),
            QStringLiteral("Compare the Timestamp too (every write sets it, so by default it is not).")),
    };
}

QList<QCommandLineOption> comparePassphraseOptions()
{
    return {
        QCommandLineOption(QStringLiteral("passphrase-file-left"),
            QStringLiteral("The left (source) store's passphrase: the first line of FILE."),
            QStringLiteral("FILE")),
        QCommandLineOption(QStringLiteral("passphrase-file-right"),
            QStringLiteral("The right (target) store's passphrase: the first line of FILE."),
            QStringLiteral("FILE")),
    };
}

std::expected<compare::DiffOptions, QString> diffOptionsFrom(const QCommandLineParser &parser)
{
    compare::DiffOptions options;
    if (parser.isSet(QStringLiteral("filter"))) {
        auto filter = Filter::fromText(parser.value(QStringLiteral("filter")));
        if (!filter)
            return std::unexpected(QStringLiteral("--filter: %1").arg(filter.error().message));
        options.filter = *filter;
    }
    options.ignoreProperties = parser.values(QStringLiteral("ignore"));
    for (const QString &name : options.ignoreProperties) {
        if (name.isEmpty())
            return std::unexpected(QStringLiteral("--ignore needs a property name"));
    }
    if (parser.isSet(QStringLiteral("tolerance"))) {
        bool ok = false;
        const QString text = parser.value(QStringLiteral("tolerance"));
        options.tolerance = text.toDouble(&ok);
        if (!ok || !std::isfinite(options.tolerance) || options.tolerance < 0)
            return std::unexpected(
                QStringLiteral("--tolerance must be a number of at least 0, not '%1'").arg(text));
    }
    options.ignoreTimestamp = !parser.isSet(QStringLiteral("include-timestamp"));
    return options;
}

std::expected<std::pair<TableSideSpec, TableSideSpec>, QString> tableSidesFrom(
    const QCommandLineParser &parser)
{
    const QStringList positional = parser.positionalArguments();
    if (positional.size() < 2)
        return std::unexpected(QStringLiteral("name two tables, e.g. a.rowan#Orders b.rowan#Orders"));
    if (positional.size() > 2)
        return std::unexpected(QStringLiteral("unexpected argument '%1'").arg(positional.at(2)));
    auto left = parseTableSide(positional.at(0));
    if (!left)
        return std::unexpected(left.error().message);
    auto right = parseTableSide(positional.at(1));
    if (!right)
        return std::unexpected(right.error().message);
    return std::pair {*left, *right};
}

void CompareProgress::update(const compare::DiffProgress &progress)
{
    if (!m_enabled)
        return;
    const QLocale c = QLocale::c();
    const auto count = [&](qint64 read, qint64 total) {
        return total >= 0 ? QStringLiteral("%1/%2").arg(c.toString(read), c.toString(total))
                          : c.toString(read);
    };
    m_err << QStringLiteral("\r\033[Kleft %1, right %2, %3 differences")
                 .arg(count(progress.leftRead, progress.leftTotal),
                     count(progress.rightRead, progress.rightTotal), c.toString(progress.differences));
    m_err.flush();
    m_drawn = true;
}

void CompareProgress::done()
{
    if (m_drawn)
        m_err << QStringLiteral("\r\033[K");
    m_drawn = false;
}

QString diffSummaryText(const compare::DiffSummary &summary)
{
    QLocale c = QLocale::c();
    c.setNumberOptions(QLocale::DefaultNumberOptions);
    return QStringLiteral(
        "only left %1, only right %2, changed %3, identical %4 (%5 and %6 entities read in %7 s)")
        .arg(c.toString(summary.onlyLeft), c.toString(summary.onlyRight), c.toString(summary.changed),
            c.toString(summary.identical), c.toString(summary.leftRead), c.toString(summary.rightRead),
            QString::number(double(summary.elapsedMs) / 1000.0, 'f', 1));
}

} // namespace rowan
