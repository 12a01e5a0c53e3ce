// Shared by the libFuzzer targets: how an invariant violation is reported (a message, then abort, so that
// libFuzzer keeps the input as a crash artifact).
#pragma once

#include <QByteArray>
#include <QString>

#include <cstdio>
#include <cstdlib>

namespace rowan::fuzz {

[[noreturn]] inline void violated(const char *what, const QByteArray &input)
{
    std::fprintf(
        stderr, "invariant violated: %s\ninput: %s\n", what, input.toPercentEncoding(" /=&;:,").constData());
    std::abort();
}

[[noreturn]] inline void violated(const char *what, const QString &input)
{
    violated(what, input.toUtf8());
}

} // namespace rowan::fuzz
