#include "rowan/protocol/format.h"

#include <QList>

#include <optional>

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

bool equalsIgnoringCase(QByteArrayView a, QByteArrayView b)
{
    return a.size() == b.size() && a.compare(b, Qt::CaseInsensitive) == 0;
}

// Calls `f` with each `separator`-separated piece of `text`, empty ones included; stops when it returns
// false. Views only: this runs on every request's Accept header.
template<typename F>
void forEachPiece(QByteArrayView text, char separator, F f)
{
    qsizetype from = 0;
    for (;;) {
        const qsizetype at = text.indexOf(separator, from);
        if (!f(text.sliced(from, (at < 0 ? text.size() : at) - from)))
            return;
        if (at < 0)
            return;
        from = at + 1;
    }
}

MediaChoice classify(QByteArrayView range)
{
    MediaChoice choice;
    const qsizetype semicolon = range.indexOf(';');
    const QByteArrayView type = (semicolon < 0 ? range : range.first(semicolon)).trimmed();
    if (equalsIgnoringCase(type, "application/atom+xml") || equalsIgnoringCase(type, "application/xml")
        || equalsIgnoringCase(type, "atom") || equalsIgnoringCase(type, "xml")) {
        choice.kind = Kind::Atom;
        return choice;
    }
    if (!equalsIgnoringCase(type, "application/json") && !equalsIgnoringCase(type, "json") && type != "*/*"
        && !equalsIgnoringCase(type, "application/*"))
        return choice;
    choice.kind = Kind::Json;
    if (semicolon < 0)
        return choice;
    forEachPiece(range.sliced(semicolon + 1), ';', [&](QByteArrayView piece) {
        const QByteArrayView param = piece.trimmed();
        const qsizetype eq = param.indexOf('=');
        if (eq < 0 || !equalsIgnoringCase(param.first(eq).trimmed(), "odata"))
            return true;
        const QByteArrayView value = param.sliced(eq + 1).trimmed();
        if (equalsIgnoringCase(value, "nometadata"))
            choice.level = MetadataLevel::NoMetadata;
        else if (equalsIgnoringCase(value, "minimalmetadata"))
            choice.level = MetadataLevel::MinimalMetadata;
        else if (equalsIgnoringCase(value, "fullmetadata"))
            choice.level = MetadataLevel::FullMetadata;
        else
            choice.badOdataParameter = true;
        return true;
    });
    return choice;
}

Result<MetadataLevel> chooseFrom(QByteArrayView list)
{
    bool sawAtom = false;
    std::optional<MediaChoice> json;
    forEachPiece(list, ',', [&](QByteArrayView range) {
        if (range.trimmed().isEmpty())
            return true;
        const MediaChoice choice = classify(range);
        if (choice.kind == Kind::Json) {
            json = choice;
            return false;
        }
        sawAtom = sawAtom || choice.kind == Kind::Atom;
        return true;
    });
    if (json) {
        if (json->badOdataParameter)
            return fail(
                ErrorCode::JsonFormatNotSupported, QStringLiteral("The odata= value is not supported."));
        return json->level;
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
    // Literals: no allocation (every JSON response carries one).
    switch (level) {
    case MetadataLevel::NoMetadata:
        return QByteArrayLiteral("application/json;odata=nometadata;streaming=true;charset=utf-8");
    case MetadataLevel::FullMetadata:
        return QByteArrayLiteral("application/json;odata=fullmetadata;streaming=true;charset=utf-8");
    case MetadataLevel::MinimalMetadata:
        break;
    }
    return QByteArrayLiteral("application/json;odata=minimalmetadata;streaming=true;charset=utf-8");
}

} // namespace rowan::protocol
