// How every benchmark speaks: each figure as one JSON object on a line of standard output, flushed so that a
// long run can be followed and cut short; a failure as the program's name and the reason on standard error,
// then exit status 1.
#pragma once

#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

#include <cerrno>
#include <cstdio>
#include <cstdlib>

namespace rowan::bench {

[[noreturn]] inline void die(const QString &message)
{
    std::fprintf(stderr, "%s: %s\n", program_invocation_short_name, qPrintable(message));
    std::exit(1);
}

inline void printFigure(const QJsonObject &figure)
{
    std::printf("%s\n", QJsonDocument(figure).toJson(QJsonDocument::Compact).constData());
    std::fflush(stdout);
}

// {"size": size, "figure": figure, "value": value, "unit": unit}, with any `extra` fields beside them.
inline void report(qint64 size, const QString &figure, double value, const char *unit, QJsonObject extra = {})
{
    extra[QStringLiteral("size")] = size;
    extra[QStringLiteral("figure")] = figure;
    extra[QStringLiteral("value")] = value;
    extra[QStringLiteral("unit")] = QLatin1StringView(unit);
    printFigure(extra);
}

} // namespace rowan::bench
