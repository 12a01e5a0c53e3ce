// The current query as a ready snippet for the official Azure Tables SDKs and as a raw REST URL. String
// values (and, where the SDK types them exactly, numbers and Booleans) become the SDK's parameters so that
// quoting is the SDK's job; Int64, DateTime, Guid, Binary and Double stay literal filter text, which every
// SDK passes through unchanged and which keeps their type and precision. Pure functions, thread-safe.
#pragma once

#include <rowan/status.h>

#include <QString>
#include <QStringList>

#include <optional>

namespace rowan {

enum class CodeLanguage { JavaScript, Python, DotNet, Java, RestUrl };

struct QuerySpec
{
    QString table;
    QString filter; // $filter text; empty for the whole table
    QStringList select; // empty for every property
    std::optional<int> top;
    // The table endpoint, e.g. http://127.0.0.1:10002/devstoreaccount1; empty uses the Azure form.
    QString endpoint;
};

// "JavaScript / TypeScript", "Python", ".NET (C#)", "Java", "REST URL".
QString codeLanguageName(CodeLanguage language);

// The snippet. SDK snippets read the connection string from the AZURE_TABLES_CONNECTION_STRING environment
// variable and print each entity as one line of JSON (JavaScript, Python) or its properties. Returns
// InvalidInput with the parser's message when the filter does not parse or the table name is empty.
Result<QString> queryCode(CodeLanguage language, const QuerySpec &spec);

} // namespace rowan
