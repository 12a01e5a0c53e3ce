// <StorageServiceProperties> and <StorageServiceStats> XML, and CORS rule matching. The rules are in
// rowan/protocol/serviceproperties.h.
#include "rowan/protocol/serviceproperties.h"

#include "rowan/protocol/sharedkey.h"

#include <QDateTime>
#include <QSet>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>

namespace rowan::protocol {

namespace {

std::unexpected<Error> badXml(const QString &why)
{
    return fail(ErrorCode::InvalidXmlDocument,
        QStringLiteral("XML specified is not syntactically valid: %1.").arg(why));
}

const QStringList &corsMethods()
{
    static const QStringList methods {QStringLiteral("DELETE"), QStringLiteral("GET"), QStringLiteral("HEAD"),
        QStringLiteral("MERGE"), QStringLiteral("POST"), QStringLiteral("OPTIONS"), QStringLiteral("PUT"),
        QStringLiteral("PATCH")};
    return methods;
}

// Reads the children of the current element one by one, refusing a repeated or unknown one. `read` gets
// each child's name and returns false (with `error` set) to stop.
template<typename Read>
Status readChildren(QXmlStreamReader &xml, const QStringList &known, Read read)
{
    QSet<QString> seen;
    const QString parent = xml.name().toString();
    while (xml.readNextStartElement()) {
        const QString name = xml.name().toString();
        if (!known.contains(name))
            return badXml(QStringLiteral("<%1> is not expected in <%2>").arg(name, parent));
        if (seen.contains(name))
            return badXml(QStringLiteral("<%1> is given twice in <%2>").arg(name, parent));
        seen.insert(name);
        if (auto ok = read(name); !ok)
            return ok;
    }
    if (xml.hasError())
        return badXml(xml.errorString());
    return {};
}

Result<QString> readText(QXmlStreamReader &xml)
{
    const QString name = xml.name().toString();
    const QString text = xml.readElementText(QXmlStreamReader::ErrorOnUnexpectedElement);
    if (xml.hasError())
        return badXml(QStringLiteral("<%1> must hold text only").arg(name));
    return text.trimmed();
}

Status readBool(QXmlStreamReader &xml, bool &out)
{
    const QString name = xml.name().toString();
    auto text = readText(xml);
    if (!text)
        return std::unexpected(text.error());
    if (*text == u"true")
        out = true;
    else if (*text == u"false")
        out = false;
    else
        return badXml(QStringLiteral("<%1> must be true or false, not '%2'").arg(name, *text));
    return {};
}

Status readInt(QXmlStreamReader &xml, int &out)
{
    const QString name = xml.name().toString();
    auto text = readText(xml);
    if (!text)
        return std::unexpected(text.error());
    bool ok = false;
    out = text->toInt(&ok);
    if (!ok)
        return badXml(QStringLiteral("<%1> must be a whole number, not '%2'").arg(name, *text));
    return {};
}

Status readVersion(QXmlStreamReader &xml, QString &out)
{
    auto text = readText(xml);
    if (!text)
        return std::unexpected(text.error());
    if (*text != u"1.0")
        return badXml(QStringLiteral("the analytics version must be 1.0, not '%1'").arg(*text));
    out = *text;
    return {};
}

Status readRetention(QXmlStreamReader &xml, RetentionPolicy &out)
{
    RetentionPolicy r;
    auto ok
        = readChildren(xml, {QStringLiteral("Enabled"), QStringLiteral("Days")}, [&](const QString &name) {
              return name == u"Enabled" ? readBool(xml, r.enabled) : readInt(xml, r.days);
          });
    if (!ok)
        return ok;
    if (r.enabled && (r.days < 1 || r.days > 365))
        return badXml(QStringLiteral("retention days must be 1 to 365, not %1").arg(r.days));
    if (!r.enabled)
        r.days = 0;
    out = r;
    return {};
}

Status readLogging(QXmlStreamReader &xml, LoggingProperties &out)
{
    const QStringList known {QStringLiteral("Version"), QStringLiteral("Delete"), QStringLiteral("Read"),
        QStringLiteral("Write"), QStringLiteral("RetentionPolicy")};
    return readChildren(xml, known, [&](const QString &name) -> Status {
        if (name == u"Version")
            return readVersion(xml, out.version);
        if (name == u"Delete")
            return readBool(xml, out.remove);
        if (name == u"Read")
            return readBool(xml, out.read);
        if (name == u"Write")
            return readBool(xml, out.write);
        return readRetention(xml, out.retention);
    });
}

Status readMetrics(QXmlStreamReader &xml, MetricsProperties &out)
{
    const QStringList known {QStringLiteral("Version"), QStringLiteral("Enabled"),
        QStringLiteral("IncludeAPIs"), QStringLiteral("RetentionPolicy")};
    auto ok = readChildren(xml, known, [&](const QString &name) -> Status {
        if (name == u"Version")
            return readVersion(xml, out.version);
        if (name == u"Enabled")
            return readBool(xml, out.enabled);
        if (name == u"IncludeAPIs")
            return readBool(xml, out.includeApis);
        return readRetention(xml, out.retention);
    });
    if (ok && !out.enabled)
        out.includeApis = false;
    return ok;
}

QStringList splitList(const QString &text)
{
    QStringList items;
    for (const QString &piece : text.split(u',', Qt::SkipEmptyParts)) {
        const QString item = piece.trimmed();
        if (!item.isEmpty())
            items.append(item);
    }
    return items;
}

Status readCorsRule(QXmlStreamReader &xml, CorsRule &rule)
{
    const QStringList known {QStringLiteral("AllowedOrigins"), QStringLiteral("AllowedMethods"),
        QStringLiteral("MaxAgeInSeconds"), QStringLiteral("ExposedHeaders"),
        QStringLiteral("AllowedHeaders")};
    auto ok = readChildren(xml, known, [&](const QString &name) -> Status {
        if (name == u"MaxAgeInSeconds")
            return readInt(xml, rule.maxAgeInSeconds);
        auto text = readText(xml);
        if (!text)
            return std::unexpected(text.error());
        QStringList items = splitList(*text);
        if (name == u"AllowedOrigins")
            rule.allowedOrigins = items;
        else if (name == u"AllowedMethods")
            rule.allowedMethods = items;
        else if (name == u"ExposedHeaders")
            rule.exposedHeaders = items;
        else
            rule.allowedHeaders = items;
        return {};
    });
    if (!ok)
        return ok;
    if (rule.allowedOrigins.isEmpty() || rule.allowedMethods.isEmpty())
        return badXml(QStringLiteral("a CORS rule needs AllowedOrigins and AllowedMethods"));
    for (const QString &method : std::as_const(rule.allowedMethods)) {
        if (!corsMethods().contains(method))
            return badXml(QStringLiteral("'%1' is not a method a CORS rule may allow").arg(method));
    }
    if (rule.maxAgeInSeconds < 0)
        return badXml(QStringLiteral("MaxAgeInSeconds must not be negative"));
    return {};
}

Status readCors(QXmlStreamReader &xml, QList<CorsRule> &out)
{
    QList<CorsRule> rules;
    while (xml.readNextStartElement()) {
        if (xml.name() != u"CorsRule")
            return badXml(QStringLiteral("<%1> is not expected in <Cors>").arg(xml.name()));
        if (rules.size() == MaxCorsRules)
            return badXml(QStringLiteral("at most %1 CORS rules may be set").arg(MaxCorsRules));
        CorsRule rule;
        if (auto ok = readCorsRule(xml, rule); !ok)
            return ok;
        rules.append(std::move(rule));
    }
    if (xml.hasError())
        return badXml(xml.errorString());
    out = std::move(rules);
    return {};
}

void writeRetention(QXmlStreamWriter &w, const RetentionPolicy &r)
{
    w.writeStartElement(QStringLiteral("RetentionPolicy"));
    w.writeTextElement(
        QStringLiteral("Enabled"), r.enabled ? QStringLiteral("true") : QStringLiteral("false"));
    if (r.enabled)
        w.writeTextElement(QStringLiteral("Days"), QString::number(r.days));
    w.writeEndElement();
}

void writeMetrics(QXmlStreamWriter &w, const QString &element, const MetricsProperties &m)
{
    auto b = [](bool v) { return v ? QStringLiteral("true") : QStringLiteral("false"); };
    w.writeStartElement(element);
    w.writeTextElement(QStringLiteral("Version"), m.version);
    w.writeTextElement(QStringLiteral("Enabled"), b(m.enabled));
    if (m.enabled)
        w.writeTextElement(QStringLiteral("IncludeAPIs"), b(m.includeApis));
    writeRetention(w, m.retention);
    w.writeEndElement();
}

bool headerAllowed(const QStringList &allowed, QStringView header)
{
    for (const QString &a : allowed) {
        if (a == u"*")
            return true;
        if (a.endsWith(u'*') ? header.startsWith(QStringView(a).chopped(1), Qt::CaseInsensitive)
                             : header.compare(a, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

} // namespace

Result<ServiceProperties> parseServiceProperties(QByteArrayView body, const ServiceProperties &current)
{
    QXmlStreamReader xml(body.toByteArray());
    if (!xml.readNextStartElement())
        return badXml(xml.hasError() ? xml.errorString() : QStringLiteral("the body is empty"));
    if (xml.name() != u"StorageServiceProperties")
        return badXml(
            QStringLiteral("the root element must be <StorageServiceProperties>, not <%1>").arg(xml.name()));
    ServiceProperties p = current;
    const QStringList known {QStringLiteral("Logging"), QStringLiteral("HourMetrics"),
        QStringLiteral("Metrics"), QStringLiteral("MinuteMetrics"), QStringLiteral("Cors")};
    auto ok = readChildren(xml, known, [&](const QString &name) -> Status {
        if (name == u"Logging")
            return readLogging(xml, p.logging);
        if (name == u"HourMetrics" || name == u"Metrics") // Metrics: the name before version 2013-08-15
            return readMetrics(xml, p.hourMetrics);
        if (name == u"MinuteMetrics")
            return readMetrics(xml, p.minuteMetrics);
        return readCors(xml, p.cors);
    });
    if (!ok)
        return std::unexpected(ok.error());
    // Nothing may follow the root element.
    while (!xml.atEnd()) {
        const QXmlStreamReader::TokenType token = xml.readNext();
        if (token == QXmlStreamReader::StartElement
            || (token == QXmlStreamReader::Characters && !xml.isWhitespace()))
            return badXml(QStringLiteral("content follows </StorageServiceProperties>"));
    }
    if (xml.hasError())
        return badXml(xml.errorString());
    return p;
}

QByteArray serializeServiceProperties(const ServiceProperties &p)
{
    auto b = [](bool v) { return v ? QStringLiteral("true") : QStringLiteral("false"); };
    QByteArray out;
    QXmlStreamWriter w(&out);
    w.writeStartDocument();
    w.writeStartElement(QStringLiteral("StorageServiceProperties"));
    w.writeStartElement(QStringLiteral("Logging"));
    w.writeTextElement(QStringLiteral("Version"), p.logging.version);
    w.writeTextElement(QStringLiteral("Delete"), b(p.logging.remove));
    w.writeTextElement(QStringLiteral("Read"), b(p.logging.read));
    w.writeTextElement(QStringLiteral("Write"), b(p.logging.write));
    writeRetention(w, p.logging.retention);
    w.writeEndElement();
    writeMetrics(w, QStringLiteral("HourMetrics"), p.hourMetrics);
    writeMetrics(w, QStringLiteral("MinuteMetrics"), p.minuteMetrics);
    w.writeStartElement(QStringLiteral("Cors"));
    for (const CorsRule &rule : p.cors) {
        w.writeStartElement(QStringLiteral("CorsRule"));
        w.writeTextElement(QStringLiteral("AllowedOrigins"), rule.allowedOrigins.join(u','));
        w.writeTextElement(QStringLiteral("AllowedMethods"), rule.allowedMethods.join(u','));
        w.writeTextElement(QStringLiteral("MaxAgeInSeconds"), QString::number(rule.maxAgeInSeconds));
        w.writeTextElement(QStringLiteral("ExposedHeaders"), rule.exposedHeaders.join(u','));
        w.writeTextElement(QStringLiteral("AllowedHeaders"), rule.allowedHeaders.join(u','));
        w.writeEndElement();
    }
    w.writeEndElement();
    w.writeEndElement();
    w.writeEndDocument();
    return out;
}

QByteArray serializeServiceStats(const QDateTime &lastSync)
{
    QByteArray out;
    QXmlStreamWriter w(&out);
    w.writeStartDocument();
    w.writeStartElement(QStringLiteral("StorageServiceStats"));
    w.writeStartElement(QStringLiteral("GeoReplication"));
    w.writeTextElement(QStringLiteral("Status"), QStringLiteral("live"));
    w.writeTextElement(QStringLiteral("LastSyncTime"), QString::fromLatin1(formatHttpDate(lastSync)));
    w.writeEndElement();
    w.writeEndElement();
    w.writeEndDocument();
    return out;
}

std::optional<CorsRule> matchCorsRule(
    const QList<CorsRule> &rules, QStringView origin, QStringView method, const QStringList &requestHeaders)
{
    for (const CorsRule &rule : rules) {
        const bool originOk = std::any_of(rule.allowedOrigins.begin(), rule.allowedOrigins.end(),
            [&](const QString &o) { return o == u"*" || origin.compare(o, Qt::CaseInsensitive) == 0; });
        if (!originOk)
            continue;
        const bool methodOk = std::any_of(rule.allowedMethods.begin(), rule.allowedMethods.end(),
            [&](const QString &m) { return method.compare(m, Qt::CaseInsensitive) == 0; });
        if (!methodOk)
            continue;
        const bool headersOk = std::all_of(requestHeaders.begin(), requestHeaders.end(),
            [&](const QString &h) { return headerAllowed(rule.allowedHeaders, h); });
        if (headersOk)
            return rule;
    }
    return std::nullopt;
}

} // namespace rowan::protocol
