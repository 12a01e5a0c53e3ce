// What `rowan diff` and `rowan sync` share: the two tables as arguments (app/tableside.h), how entities are
// compared (--filter, --ignore, --tolerance, --include-timestamp), the passphrase files of both sides, a
// progress line, and the exit codes.
#pragma once

#include "tableside.h"

#include <rowan/compare/diff.h>

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QList>

#include <expected>

namespace rowan {

// 0 the same (or synced), 1 different, 2 usage error, 3 failure.
inline constexpr int CompareDifferentExitCode = 1;
inline constexpr int CompareFailedExitCode = 3;

// --filter, --ignore, --tolerance, --include-timestamp.
QList<QCommandLineOption> compareOptions();
// --passphrase-file-left, --passphrase-file-right.
QList<QCommandLineOption> comparePassphraseOptions();

// The options above as DiffOptions; the usage error's message when a value is wrong.
std::expected<compare::DiffOptions, QString> diffOptionsFrom(const QCommandLineParser &parser);

// The two positional arguments, parsed; the usage error's message when they are not two sides.
std::expected<std::pair<TableSideSpec, TableSideSpec>, QString> tableSidesFrom(
    const QCommandLineParser &parser);

// A progress line on `err`, redrawn in place at most ten times a second, when `enabled` (a terminal).
class CompareProgress
{
public:
    CompareProgress(QTextStream &err, bool enabled)
        : m_err(err)
        , m_enabled(enabled)
    { }
    void update(const compare::DiffProgress &progress);
    void done();

private:
    QTextStream &m_err;
    bool m_enabled;
    bool m_drawn = false;
};

// Compares two opened tables and reports as `rowan diff` does: the summary on `out` (as JSON with `json`),
// the differences as JSON Lines into `outputPath` when given ("-": `out`, the summary then on `err`), the
// side problems on `err`. Returns the exit code: 0 identical, 1 different, 3 failed, 130 interrupted.
int runDiffReport(const QString &name, const OpenedTableSide &left, const OpenedTableSide &right,
    const compare::DiffOptions &options, const QString &outputPath, bool json, QTextStream &out,
    QTextStream &err);

// "only left 3, only right 0, changed 12, identical 99,985 (100,000 and 100,003 entities read in 1.2 s)".
QString diffSummaryText(const compare::DiffSummary &summary);

} // namespace rowan
