// Runs a built-in subcommand (builtinSubcommands()) with in-memory streams, for the app tests.
#pragma once

#include "subcommand.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <QTextStream>

struct RunResult
{
    int exitCode = -1;
    QString out;
    QString err;
};

inline RunResult runSubcommand(const QString &name, const QStringList &args)
{
    RunResult result;
    for (const rowan::Subcommand &command : rowan::builtinSubcommands()) {
        if (command.name != name)
            continue;
        QTextStream out(&result.out);
        QTextStream err(&result.err);
        result.exitCode = command.run(args, out, err);
        out.flush();
        err.flush();
        return result;
    }
    result.err = QStringLiteral("no subcommand named ") + name;
    return result;
}

inline QStringList lines(const QString &text)
{
    return text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

inline QJsonObject parseLine(const QString &line)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(line.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        qWarning("not a JSON object: %s", qPrintable(line));
        return {};
    }
    return doc.object();
}
