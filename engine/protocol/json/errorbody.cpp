#include "rowan/protocol/errorbody.h"

#include "json.h"

#include <QXmlStreamReader>

namespace rowan::protocol {

namespace {

std::optional<ErrorCode> codeFromName(QStringView name)
{
    // The enum is contiguous from 0 to Cancelled (status.h).
    for (int i = 0; i <= int(ErrorCode::Cancelled); ++i) {
        const auto code = ErrorCode(i);
        if (errorCodeName(code) == name)
            return code;
    }
    return std::nullopt;
}

Error errorFromParts(const QString &codeName, const QString &text)
{
    Error error;
    const std::optional<ErrorCode> code = codeFromName(codeName);
    error.code = code.value_or(ErrorCode::InternalError);
    QString message = text;
    const qsizetype requestId = message.indexOf(QLatin1String("\nRequestId:"));
    if (requestId >= 0)
        message.truncate(requestId);
    qsizetype digits = 0;
    while (digits < message.size() && digits < 4 && message[digits].isDigit())
        ++digits;
    if (digits > 0 && digits < message.size() && message[digits] == QLatin1Char(':')) {
        error.operationIndex = message.left(digits).toInt();
        message.remove(0, digits + 1);
    }
    error.message = code ? message : codeName + QLatin1String(": ") + message;
    return error;
}

} // namespace

QString errorMessageText(const Error &error, QStringView requestId, DateTime time)
{
    QString text;
    if (error.operationIndex >= 0)
        text = QString::number(error.operationIndex) + QLatin1Char(':');
    text += error.message;
    text += QLatin1String("\nRequestId:");
    text += requestId;
    text += QLatin1String("\nTime:") + time.toIsoString();
    return text;
}

QByteArray errorBodyJson(const Error &error, QStringView requestId, DateTime time)
{
    QByteArray out = "{\"odata.error\":{\"code\":";
    json::appendString(out, error.codeName());
    out += ",\"message\":{\"lang\":\"en-US\",\"value\":";
    json::appendString(out, errorMessageText(error, requestId, time));
    out += "}}}";
    return out;
}

QByteArray errorBodyXml(const Error &error, QStringView requestId, DateTime time)
{
    QByteArray out = "<?xml version=\"1.0\" encoding=\"utf-8\"?><Error><Code>";
    out += error.codeName().toHtmlEscaped().toUtf8();
    out += "</Code><Message>";
    out += errorMessageText(error, requestId, time).toHtmlEscaped().toUtf8();
    out += "</Message></Error>";
    return out;
}

Result<Error> parseErrorBody(QByteArrayView body)
{
    const QByteArrayView trimmed = body.trimmed();
    if (trimmed.startsWith('{')) {
        Result<json::Node> root = json::parse(trimmed);
        if (!root)
            return std::unexpected(root.error());
        const json::Node *err = root->isObject() ? root->member(u"odata.error") : nullptr;
        const json::Node *code = err && err->isObject() ? err->member(u"code") : nullptr;
        const json::Node *message = err && err->isObject() ? err->member(u"message") : nullptr;
        const json::Node *value = message && message->isObject() ? message->member(u"value") : nullptr;
        if (!code || !code->isString())
            return fail(ErrorCode::InvalidInput, QStringLiteral("The error body has no odata.error code."));
        return errorFromParts(code->string, value && value->isString() ? value->string : QString());
    }
    QXmlStreamReader xml(trimmed.toByteArray());
    QString code;
    QString message;
    bool inError = false;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("Error"))
            inError = true;
        else if (inError && xml.name() == QLatin1String("Code"))
            code = xml.readElementText();
        else if (inError && xml.name() == QLatin1String("Message"))
            message = xml.readElementText();
    }
    if (xml.hasError() || code.isEmpty())
        return fail(ErrorCode::InvalidInput, QStringLiteral("The body is not a Table service error."));
    return errorFromParts(code, message);
}

} // namespace rowan::protocol
