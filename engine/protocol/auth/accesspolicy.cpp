#include "rowan/protocol/accesspolicy.h"

#include "rowan/protocol/sas.h"

#include <QXmlStreamReader>

namespace rowan::protocol {

namespace {

std::unexpected<Error> invalidXml(const QString &why)
{
    return fail(ErrorCode::InvalidXmlDocument,
        QStringLiteral("XML specified is not syntactically valid or not a valid access policy (%1).")
            .arg(why));
}

// Reads the current element's text; fails on nested elements.
std::optional<QString> readText(QXmlStreamReader &xml)
{
    const QString text = xml.readElementText(QXmlStreamReader::ErrorOnUnexpectedElement);
    if (xml.hasError())
        return std::nullopt;
    return text.trimmed();
}

Status readAccessPolicy(QXmlStreamReader &xml, SignedIdentifier &identifier)
{
    while (xml.readNextStartElement()) {
        const QStringView name = xml.name();
        const std::optional<QString> text = readText(xml);
        if (!text)
            return invalidXml(QStringLiteral("unexpected content in AccessPolicy"));
        if (name == QLatin1String("Start") || name == QLatin1String("Expiry")) {
            if (text->isEmpty())
                continue;
            const std::optional<DateTime> time = parseSasTime(*text);
            if (!time)
                return invalidXml(QStringLiteral("'%1' is not an ISO-8601 time").arg(*text));
            (name == QLatin1String("Start") ? identifier.start : identifier.expiry) = *time;
        } else if (name == QLatin1String("Permission")) {
            if (text->isEmpty())
                continue;
            const std::optional<SasPermissions> permissions = parseSasPermissions(*text);
            if (!permissions)
                return invalidXml(QStringLiteral("'%1' is not a permission list of r, a, u, d").arg(*text));
            identifier.permission = sasPermissionsToString(*permissions);
        } else {
            return invalidXml(QStringLiteral("unknown element %1").arg(name));
        }
    }
    return {};
}

Result<SignedIdentifier> readSignedIdentifier(QXmlStreamReader &xml)
{
    SignedIdentifier identifier;
    bool haveId = false;
    while (xml.readNextStartElement()) {
        if (xml.name() == QLatin1String("Id") && !haveId) {
            const std::optional<QString> id = readText(xml);
            if (!id)
                return invalidXml(QStringLiteral("unexpected content in Id"));
            identifier.id = *id;
            haveId = true;
        } else if (xml.name() == QLatin1String("AccessPolicy")) {
            if (Status s = readAccessPolicy(xml, identifier); !s)
                return std::unexpected(s.error());
        } else {
            return invalidXml(QStringLiteral("unexpected element %1").arg(xml.name()));
        }
    }
    if (identifier.id.isEmpty())
        return invalidXml(QStringLiteral("a SignedIdentifier has no Id"));
    if (identifier.id.size() > MaxSignedIdentifierLength)
        return invalidXml(
            QStringLiteral("an Id is longer than %1 characters").arg(MaxSignedIdentifierLength));
    return identifier;
}

void appendEscaped(QByteArray &out, const QString &text)
{
    out += text.toHtmlEscaped().toUtf8();
}

} // namespace

Result<QList<SignedIdentifier>> parseSignedIdentifiers(QByteArrayView body)
{
    QList<SignedIdentifier> identifiers;
    if (body.trimmed().isEmpty())
        return identifiers;
    QXmlStreamReader xml(body.toByteArray());
    if (!xml.readNextStartElement() || xml.name() != QLatin1String("SignedIdentifiers"))
        return invalidXml(
            xml.hasError() ? xml.errorString() : QStringLiteral("the root is not SignedIdentifiers"));
    while (xml.readNextStartElement()) {
        if (xml.name() != QLatin1String("SignedIdentifier"))
            return invalidXml(QStringLiteral("unexpected element %1").arg(xml.name()));
        Result<SignedIdentifier> identifier = readSignedIdentifier(xml);
        if (!identifier)
            return std::unexpected(identifier.error());
        for (const SignedIdentifier &existing : std::as_const(identifiers)) {
            if (existing.id == identifier->id)
                return invalidXml(QStringLiteral("the Id '%1' is given twice").arg(existing.id));
        }
        identifiers.append(std::move(*identifier));
        if (identifiers.size() > MaxSignedIdentifiers)
            return invalidXml(QStringLiteral("more than %1 signed identifiers").arg(MaxSignedIdentifiers));
    }
    // Whatever follows the root must be nothing but the end of the document.
    while (!xml.atEnd() && !xml.hasError()) {
        const QXmlStreamReader::TokenType token = xml.readNext();
        if (token == QXmlStreamReader::StartElement
            || (token == QXmlStreamReader::Characters && !xml.isWhitespace()))
            return invalidXml(QStringLiteral("content after the root element"));
    }
    if (xml.hasError())
        return invalidXml(xml.errorString());
    return identifiers;
}

QByteArray serializeSignedIdentifiers(const QList<SignedIdentifier> &identifiers)
{
    QByteArray out = "<?xml version=\"1.0\" encoding=\"utf-8\"?><SignedIdentifiers>";
    for (const SignedIdentifier &identifier : identifiers) {
        out += "<SignedIdentifier><Id>";
        appendEscaped(out, identifier.id);
        out += "</Id><AccessPolicy>";
        if (identifier.start)
            out += "<Start>" + identifier.start->toIsoString().toUtf8() + "</Start>";
        if (identifier.expiry)
            out += "<Expiry>" + identifier.expiry->toIsoString().toUtf8() + "</Expiry>";
        if (identifier.permission) {
            out += "<Permission>";
            appendEscaped(out, *identifier.permission);
            out += "</Permission>";
        }
        out += "</AccessPolicy></SignedIdentifier>";
    }
    out += "</SignedIdentifiers>";
    return out;
}

} // namespace rowan::protocol
