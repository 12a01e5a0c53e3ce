// rowan-querycode --language js|python|dotnet|java|rest --table T [--filter F] [--select a,b] [--top N]
//                 [--endpoint URL]
// Prints the snippet queryCode() makes; exit status 1 with the error on stderr for a query it refuses.
#include "models/query/querycodegen.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

using namespace rowan;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption language(
        QStringLiteral("language"), QStringLiteral("js, python, dotnet, java or rest."), QStringLiteral("L"));
    const QCommandLineOption table(
        QStringLiteral("table"), QStringLiteral("The table."), QStringLiteral("T"));
    const QCommandLineOption filter(
        QStringLiteral("filter"), QStringLiteral("The $filter."), QStringLiteral("F"));
    const QCommandLineOption select(
        QStringLiteral("select"), QStringLiteral("Properties, comma-separated."), QStringLiteral("LIST"));
    const QCommandLineOption top(
        QStringLiteral("top"), QStringLiteral("At most N entities."), QStringLiteral("N"));
    const QCommandLineOption endpoint(
        QStringLiteral("endpoint"), QStringLiteral("The table endpoint."), QStringLiteral("URL"));
    parser.addOptions({language, table, filter, select, top, endpoint});
    parser.process(app);

    QTextStream err(stderr);
    const QString name = parser.value(language);
    CodeLanguage chosen;
    if (name == u"js")
        chosen = CodeLanguage::JavaScript;
    else if (name == u"python")
        chosen = CodeLanguage::Python;
    else if (name == u"dotnet")
        chosen = CodeLanguage::DotNet;
    else if (name == u"java")
        chosen = CodeLanguage::Java;
    else if (name == u"rest")
        chosen = CodeLanguage::RestUrl;
    else {
        err << "rowan-querycode: --language must be js, python, dotnet, java or rest\n";
        return 2;
    }
    QuerySpec spec;
    spec.table = parser.value(table);
    spec.filter = parser.value(filter);
    if (parser.isSet(select))
        spec.select = parser.value(select).split(u',', Qt::SkipEmptyParts);
    if (parser.isSet(top)) {
        bool ok = false;
        spec.top = parser.value(top).toInt(&ok);
        if (!ok || *spec.top < 1) {
            err << "rowan-querycode: --top must be a positive whole number\n";
            return 2;
        }
    }
    spec.endpoint = parser.value(endpoint);
    const auto code = queryCode(chosen, spec);
    if (!code) {
        err << "rowan-querycode: " << code.error().message << '\n';
        return 1;
    }
    QTextStream(stdout) << *code;
    return 0;
}
