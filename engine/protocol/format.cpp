#include "rowan/protocol/format.h"

#include <QList>

namespace rowan::protocol {

namespace {

// One media range's verdict: a level, "not JSON but XML/Atom", or "something else".
enum class Kind { Json, Atom, Other };

struct MediaChoice
{
    Kind kind = Kind::Other;
    bool badOdataParameter = false;
    MetadataLevel level = MetadataLevel::MinimalMetadata;
};

MediaChoice classify(QByteArrayView range)
{
    MediaChoice choice;
    const QList<QByteArray> parts = range.toByteArray().split(';');
    const QByteArray type = parts.value(0).trimmed().toLower();
    if (type == "application/atom+xml" || type == "application/xml" || type == "atom" || type == "xml") {
        choice.kind = Kind::Atom;
        return choice;
    }
    if (type != "application/json" && type != "json" && type != "*/*" && type != "application/*")
        return choice;
    choice.kind = Kind::Json;
    for (qsizetype i = 1; i < parts.size(); ++i) {
        const QByteArray param = parts[i].trimmed();
        const qsizetype eq = param.indexOf('=');
        if (eq < 0 || param.left(eq).trimmed().toLower() != "odata")
            continue;
        const QByteArray value = param.mid(eq + 1).trimmed().toLower();
        if (value == "nometadata")
            choice.level = MetadataLevel::NoMetadata;
        else if (value == "minimalmetadata")
            choice.level = MetadataLevel::MinimalMetadata;
        else if (value == "fullmetadata")
            choice.level = MetadataLevel::FullMetadata;
        else
            choice.badOdataParameter = true;
    }
    return choice;
}

Result<MetadataLevel> chooseFrom(QByteArrayView list)
{
    bool sawAtom = false;
    for (const QByteArray &range : list.toByteArray().split(',')) {
        if (range.trimmed().isEmpty())
            continue;
        const MediaChoice choice = classify(range);
        if (choice.kind == Kind::Json) {
            if (choice.badOdataParameter)
                return fail(
                    ErrorCode::JsonFormatNotSupported, QStringLiteral("The odata= value is not supported."));
            return choice.level;
        }
        sawAtom = sawAtom || choice.kind == Kind::Atom;
    }
    if (sawAtom)
        return fail(ErrorCode::AtomFormatNotSupported, QStringLiteral("Atom format is not supported."));
    return fail(ErrorCode::JsonFormatNotSupported,
        QStringLiteral("None of the requested response formats is supported."));
}

} // namespace

Result<MetadataLevel> negotiateMetadataLevel(QByteArrayView accept, QByteArrayView format)
{
    if (!format.trimmed().isEmpty())
        return chooseFrom(format);
    if (accept.trimmed().isEmpty())
        return MetadataLevel::MinimalMetadata;
    return chooseFrom(accept);
}

QByteArray metadataLevelName(MetadataLevel level)
{
    switch (level) {
    case MetadataLevel::NoMetadata:
        return "nometadata";
    case MetadataLevel::FullMetadata:
        return "fullmetadata";
    case MetadataLevel::MinimalMetadata:
        break;
    }
    return "minimalmetadata";
}

QByteArray jsonContentType(MetadataLevel level)
{
    return "application/json;odata=" + metadataLevelName(level) + ";streaming=true;charset=utf-8";
}

} // namespace rowan::protocol
