#include "models/query/querycodegen.h"

#include <rowan/filter.h>

#include <QUrl>

namespace rowan {

using namespace Qt::StringLiterals;

namespace {

// A double-quoted string literal in the C family's escapes (JavaScript, C#, Java and Python agree on these).
QString quoted(const QString &s)
{
    QString out = QStringLiteral("\"");
    for (QChar c : s) {
        switch (c.unicode()) {
        case u'"':
            out += QStringLiteral("\\\"");
            break;
        case u'\\':
            out += QStringLiteral("\\\\");
            break;
        case u'\n':
            out += QStringLiteral("\\n");
            break;
        case u'\r':
            out += QStringLiteral("\\r");
            break;
        case u'\t':
            out += QStringLiteral("\\t");
            break;
        default:
            if (c.unicode() < 0x20 || c.unicode() == 0x2028 || c.unicode() == 0x2029 || c.isSurrogate())
                out += QStringLiteral("\\u%1").arg(uint(c.unicode()), 4, 16, QLatin1Char('0'));
            else
                out += c;
        }
    }
    return out + u'"';
}

QString stringList(const QStringList &items, const QString &open, const QString &close)
{
    QStringList q;
    for (const QString &s : items)
        q.append(quoted(s));
    return open + q.join(QStringLiteral(", ")) + close;
}

// Text inside a JavaScript template literal: backquotes, backslashes and ${ are escaped.
QString templateText(const QString &text)
{
    QString s = text;
    s.replace(u'\\', QStringLiteral("\\\\"));
    s.replace(u'`', QStringLiteral("\\`"));
    s.replace(QStringLiteral("${"), QStringLiteral("\\${"));
    return s;
}

// Text inside a C# interpolated string: braces doubled, and it is a regular "…" string.
QString interpolationText(const QString &s)
{
    QString q = quoted(s);
    q = q.mid(1, q.size() - 2);
    q.replace(u'{', QStringLiteral("{{"));
    q.replace(u'}', QStringLiteral("}}"));
    return q;
}

// A literal the printer marks for interpolation into the snippet's filter string.
QString interpolated(const QString &expression)
{
    return u'\x01' + expression + u'\x02';
}

// Filter text with literals marked by interpolated(): the text between them through `escape`, each
// marked expression between `open` and `close`.
QString interpolate(
    const QString &text, QString (*escape)(const QString &), const QString &open, const QString &close)
{
    QString body;
    qsizetype i = 0;
    while (i < text.size()) {
        const qsizetype start = text.indexOf(u'\x01', i);
        if (start < 0) {
            body += escape(text.mid(i));
            break;
        }
        body += escape(text.mid(i, start - i));
        const qsizetype end = text.indexOf(u'\x02', start);
        body += open + text.mid(start + 1, end - start - 1) + close;
        i = end + 1;
    }
    return body;
}

// How one SDK's call takes the query's parts: every language lists them the same way (the filter's
// arguments first, then the selected properties and the page size) and writes them differently.
struct CallSyntax
{
    QString open; // the statement up to its first argument
    QString none; // the whole statement when there are no arguments
    QString argument; // one argument: %1 its name, %2 its value
    QString separator; // between two arguments
    QString close; // after the last argument
    QString selectName;
    QString listOpen; // around the list of selected properties
    QString listClose;
    QString topName; // empty when the page size is not an argument of this call
    bool topFirst = false; // the page size comes before the selected properties
};

struct Argument
{
    QString name; // empty: the value is a positional argument
    QString value;
};

// The statement that calls the SDK with `arguments` (the filter's), then $select and $top as `syntax` says.
QString sdkCall(const CallSyntax &syntax, const QuerySpec &spec, QList<Argument> arguments)
{
    const bool withTop = spec.top && !syntax.topName.isEmpty();
    const Argument top {syntax.topName, withTop ? QString::number(*spec.top) : QString()};
    if (withTop && syntax.topFirst)
        arguments.append(top);
    if (!spec.select.isEmpty())
        arguments.append({syntax.selectName, stringList(spec.select, syntax.listOpen, syntax.listClose)});
    if (withTop && !syntax.topFirst)
        arguments.append(top);
    if (arguments.isEmpty())
        return syntax.none;
    QStringList items;
    for (const Argument &a : std::as_const(arguments))
        items.append(a.name.isEmpty() ? a.value : syntax.argument.arg(a.name, a.value));
    return syntax.open + items.join(syntax.separator) + syntax.close;
}

QString pythonName(const QString &property, QStringList &used)
{
    QString base;
    for (QChar c : property) {
        if (c.isLetterOrNumber() && c.unicode() < 128)
            base += c.toLower();
        else if (!base.endsWith(u'_'))
            base += u'_';
    }
    if (base.isEmpty() || base.front().isDigit() || base == u"_")
        base.prepend(u'p');
    QString name = base;
    for (int n = 2; used.contains(name); ++n)
        name = base + QString::number(n);
    used.append(name);
    return name;
}

QString javaScript(const QuerySpec &spec, const Filter &filter)
{
    QString out = QStringLiteral("import { TableClient, odata } from \"@azure/data-tables\";\n\n");
    const bool insecure = spec.endpoint.startsWith(QStringLiteral("http://"), Qt::CaseInsensitive);
    out += QStringLiteral("const client = TableClient.fromConnectionString(\n"
                          "    process.env.AZURE_TABLES_CONNECTION_STRING,\n    %1%2);\n")
               .arg(quoted(spec.table),
                   insecure ? QStringLiteral(",\n    { allowInsecureConnection: true }") : QString());
    QList<Argument> arguments;
    if (!filter.isEmpty()) {
        const QString text = filter.toString([](const Comparison &c) {
            if (c.literal.type() == EdmType::String)
                return interpolated(quoted(c.literal.toString()));
            return filterLiteral(c.literal);
        });
        // Escape the template text but not the interpolated JavaScript expressions.
        arguments.append(
            {u"filter"_s, u"odata`"_s + interpolate(text, templateText, u"${"_s, u"}"_s) + u'`'});
    }
    const CallSyntax syntax {
        .open = u"const entities = client.listEntities({\n    queryOptions: {\n"_s,
        .none = u"const entities = client.listEntities();\n"_s,
        .argument = u"        %1: %2,"_s,
        .separator = u"\n"_s,
        .close = u"\n    },\n});\n"_s,
        .selectName = u"select"_s,
        .listOpen = u"["_s,
        .listClose = u"]"_s,
        .topName = QString(), // $top is the page size of the loop below, not a query option
    };
    out += sdkCall(syntax, spec, arguments);
    // The SDK gives Int64 values as BigInt, which JSON.stringify refuses: they print as exact decimal text.
    out += QStringLiteral(
        "const json = (entity) =>\n"
        "    JSON.stringify(entity, (_, v) => (typeof v === \"bigint\" ? v.toString() : v));\n");
    if (spec.top) {
        out += QStringLiteral("// $top: the first page of at most %1 entities.\n"
                              "const page = await entities.byPage({ maxPageSize: %1 }).next();\n"
                              "for (const entity of page.done ? [] : page.value) {\n"
                              "    console.log(json(entity));\n}\n")
                   .arg(*spec.top);
    } else {
        out += QStringLiteral("for await (const entity of entities) {\n    console.log(json(entity));\n}\n");
    }
    return out;
}

QString python(const QuerySpec &spec, const Filter &filter)
{
    QString out = QStringLiteral("import os\n");
    if (spec.top)
        out += QStringLiteral("from itertools import islice\n");
    out += QStringLiteral("\nfrom azure.data.tables import TableClient\n\n"
                          "client = TableClient.from_connection_string(\n"
                          "    os.environ[\"AZURE_TABLES_CONNECTION_STRING\"], table_name=%1\n)\n")
               .arg(quoted(spec.table));
    QList<Argument> arguments;
    if (!filter.isEmpty()) {
        QStringList used;
        QStringList params;
        const QString text = filter.toString([&](const Comparison &c) {
            // The SDK writes str, bool and int (Int32 range) exactly as the filter would; others stay text.
            QString python;
            switch (c.literal.type()) {
            case EdmType::String:
                python = quoted(c.literal.toString());
                break;
            case EdmType::Boolean:
                python = c.literal.toBool() ? QStringLiteral("True") : QStringLiteral("False");
                break;
            case EdmType::Int32:
                python = QString::number(c.literal.toInt32());
                break;
            default:
                return filterLiteral(c.literal);
            }
            const QString name = pythonName(c.property, used);
            params.append(QStringLiteral("%1: %2").arg(quoted(name), python));
            return u'@' + name;
        });
        arguments.append({u"query_filter"_s, quoted(text)});
        if (!params.isEmpty())
            arguments.append({u"parameters"_s, u'{' + params.join(QStringLiteral(", ")) + u'}'});
    }
    // Without a filter the SDK's call is list_entities, which takes no query_filter.
    const QString call = filter.isEmpty() ? u"list_entities"_s : u"query_entities"_s;
    const CallSyntax syntax {
        .open = u"entities = client.%1(\n"_s.arg(call),
        .none = u"entities = client.%1()\n"_s.arg(call),
        .argument = u"    %1=%2,"_s,
        .separator = u"\n"_s,
        .close = u"\n)\n"_s,
        .selectName = u"select"_s,
        .listOpen = u"["_s,
        .listClose = u"]"_s,
        .topName = u"results_per_page"_s,
    };
    out += sdkCall(syntax, spec, arguments);
    out += spec.top
        ? QStringLiteral("for entity in islice(entities, %1):\n    print(entity)\n").arg(*spec.top)
        : QStringLiteral("for entity in entities:\n    print(entity)\n");
    return out;
}

QString dotNet(const QuerySpec &spec, const Filter &filter)
{
    QString out
        = QStringLiteral("using System;\nusing System.Linq;\nusing Azure.Data.Tables;\n\n"
                         "var client = new TableClient(\n"
                         "    Environment.GetEnvironmentVariable(\"AZURE_TABLES_CONNECTION_STRING\"), %1);\n")
              .arg(quoted(spec.table));
    QList<Argument> arguments;
    if (!filter.isEmpty()) {
        const QString text = filter.toString([](const Comparison &c) {
            // CreateQueryFilter quotes strings and types long/int/bool exactly; it would print a whole
            // Double without its decimal point, so Doubles and the typed literals stay text.
            switch (c.literal.type()) {
            case EdmType::String:
                return interpolated(quoted(c.literal.toString()));
            case EdmType::Int64:
                return interpolated(QString::number(c.literal.toInt64()) + u'L');
            case EdmType::Int32:
                return interpolated(QString::number(c.literal.toInt32()));
            case EdmType::Boolean:
                return interpolated(c.literal.toBool() ? u"true"_s : u"false"_s);
            default:
                return filterLiteral(c.literal);
            }
        });
        out += QStringLiteral("var filter = TableClient.CreateQueryFilter($\"%1\");\n")
                   .arg(interpolate(text, interpolationText, u"{"_s, u"}"_s));
        arguments.append({QString(), u"filter"_s});
    }
    // Without a filter the call names its arguments: a bare null would be ambiguous between the string and
    // the expression overloads of Query.
    const CallSyntax syntax {
        .open = u"var entities = client.Query<TableEntity>("_s,
        .none = u"var entities = client.Query<TableEntity>();\n"_s,
        .argument = u"%1: %2"_s,
        .separator = u", "_s,
        .close = u");\n"_s,
        .selectName = u"select"_s,
        .listOpen = u"new[] { "_s,
        .listClose = u" }"_s,
        .topName = u"maxPerPage"_s,
        .topFirst = true,
    };
    out += sdkCall(syntax, spec, arguments);
    out += QStringLiteral("foreach (var entity in entities%1)\n{\n"
                          "    Console.WriteLine($\"{entity.PartitionKey} {entity.RowKey}\");\n}\n")
               .arg(spec.top ? QStringLiteral(".Take(%1)").arg(*spec.top) : QString());
    return out;
}

QString java(const QuerySpec &spec, const Filter &filter)
{
    QString out = QStringLiteral("import com.azure.data.tables.TableClient;\n"
                                 "import com.azure.data.tables.TableClientBuilder;\n"
                                 "import com.azure.data.tables.models.ListEntitiesOptions;\n");
    if (!spec.select.isEmpty())
        out += QStringLiteral("import java.util.List;\n");
    out += QStringLiteral("\nTableClient client = new TableClientBuilder()\n"
                          "    .connectionString(System.getenv(\"AZURE_TABLES_CONNECTION_STRING\"))\n"
                          "    .tableName(%1)\n    .buildClient();\n")
               .arg(quoted(spec.table));
    QList<Argument> arguments;
    if (!filter.isEmpty())
        arguments.append({u"setFilter"_s, quoted(filter.toString())});
    // The options are a chain of setters.
    const CallSyntax syntax {
        .open = u"ListEntitiesOptions options = new ListEntitiesOptions()"_s,
        .none = u"ListEntitiesOptions options = new ListEntitiesOptions();\n"_s,
        .argument = u"\n    .%1(%2)"_s,
        .separator = QString(),
        .close = u";\n"_s,
        .selectName = u"setSelect"_s,
        .listOpen = u"List.of("_s,
        .listClose = u")"_s,
        .topName = u"setTop"_s,
    };
    out += sdkCall(syntax, spec, arguments);
    out += QStringLiteral("client.listEntities(options, null, null).stream()%1\n"
                          "    .forEach(entity -> System.out.println(entity.getProperties()));\n")
               .arg(spec.top ? QStringLiteral(".limit(%1)").arg(*spec.top) : QString());
    return out;
}

QString restUrl(const QuerySpec &spec, const Filter &filter)
{
    QString endpoint = spec.endpoint.isEmpty() ? QStringLiteral("https://<account>.table.core.windows.net")
                                               : spec.endpoint;
    while (endpoint.endsWith(u'/'))
        endpoint.chop(1);
    QStringList query;
    if (!filter.isEmpty())
        query.append(u"$filter="_s + QString::fromLatin1(QUrl::toPercentEncoding(filter.toString())));
    if (!spec.select.isEmpty())
        query.append(
            u"$select="_s + QString::fromLatin1(QUrl::toPercentEncoding(spec.select.join(u','), ",")));
    if (spec.top)
        query.append(u"$top="_s + QString::number(*spec.top));
    QString url = endpoint + u'/' + QString::fromLatin1(QUrl::toPercentEncoding(spec.table)) + u"()"_s;
    if (!query.isEmpty())
        url += u'?' + query.join(u'&');
    return url;
}

} // namespace

QString codeLanguageName(CodeLanguage language)
{
    switch (language) {
    case CodeLanguage::JavaScript:
        return QStringLiteral("JavaScript / TypeScript");
    case CodeLanguage::Python:
        return QStringLiteral("Python");
    case CodeLanguage::DotNet:
        return QStringLiteral(".NET (C#)");
    case CodeLanguage::Java:
        return QStringLiteral("Java");
    case CodeLanguage::RestUrl:
        return QStringLiteral("REST URL");
    }
    return {};
}

Result<QString> queryCode(CodeLanguage language, const QuerySpec &spec)
{
    if (spec.table.isEmpty())
        return std::unexpected(Error {ErrorCode::InvalidInput, QStringLiteral("No table is chosen.")});
    auto filter = Filter::fromText(spec.filter);
    if (!filter)
        return std::unexpected(filter.error());
    switch (language) {
    case CodeLanguage::JavaScript:
        return javaScript(spec, *filter);
    case CodeLanguage::Python:
        return python(spec, *filter);
    case CodeLanguage::DotNet:
        return dotNet(spec, *filter);
    case CodeLanguage::Java:
        return java(spec, *filter);
    case CodeLanguage::RestUrl:
        return restUrl(spec, *filter);
    }
    return std::unexpected(Error {ErrorCode::InvalidInput, QStringLiteral("Unknown language.")});
}

} // namespace rowan
