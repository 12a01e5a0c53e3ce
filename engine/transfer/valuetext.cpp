// Values as CSV text (rowan/valuetext.h's rules), formats and modes by name, and type detection for
// untyped columns.
#include "rowan/valuetext.h"
#include "rowan/transfer/transfer.h"

namespace rowan::transfer {

QString formatName(Format format)
{
    switch (format) {
    case Format::Csv:
        return QStringLiteral("csv");
    case Format::JsonLines:
        return QStringLiteral("jsonl");
    case Format::JsonArray:
        return QStringLiteral("json");
    }
    return {};
}

std::optional<Format> formatFromName(QStringView name)
{
    if (name.compare(u"csv", Qt::CaseInsensitive) == 0)
        return Format::Csv;
    if (name.compare(u"jsonl", Qt::CaseInsensitive) == 0 || name.compare(u"ndjson", Qt::CaseInsensitive) == 0)
        return Format::JsonLines;
    if (name.compare(u"json", Qt::CaseInsensitive) == 0)
        return Format::JsonArray;
    return std::nullopt;
}

std::optional<Format> formatFromFileName(QStringView fileName)
{
    const qsizetype dot = fileName.lastIndexOf(u'.');
    if (dot < 0)
        return std::nullopt;
    return formatFromName(fileName.mid(dot + 1));
}

QString importModeName(ImportMode mode)
{
    switch (mode) {
    case ImportMode::Insert:
        return QStringLiteral("insert");
    case ImportMode::Replace:
        return QStringLiteral("replace");
    case ImportMode::Merge:
        return QStringLiteral("merge");
    case ImportMode::SkipExisting:
        return QStringLiteral("skip-existing");
    }
    return {};
}

std::optional<ImportMode> importModeFromName(QStringView name)
{
    for (ImportMode m :
        {ImportMode::Insert, ImportMode::Replace, ImportMode::Merge, ImportMode::SkipExisting}) {
        if (name == importModeName(m))
            return m;
    }
    return std::nullopt;
}

QString RowError::toString() const
{
    QString where_ = QStringLiteral("line %1").arg(where.line);
    if (where.column > 0) {
        where_ += QStringLiteral(", column %1").arg(where.column);
        if (!where.columnName.isEmpty())
            where_ += QStringLiteral(" (%1)").arg(where.columnName);
    }
    return where_ + QStringLiteral(": ") + error.toString();
}

QString valueToText(const Value &value)
{
    return formatValueText(value);
}

Result<Value> valueFromText(QStringView text, EdmType type)
{
    return parseValueText(type, text);
}

namespace {
// Candidates in the order type() prefers them (narrowest first).
constexpr EdmType Candidates[]
    = {EdmType::Boolean, EdmType::Int32, EdmType::Int64, EdmType::Double, EdmType::DateTime, EdmType::Guid};
} // namespace

void TypeDetector::add(QStringView text)
{
    if (text.isEmpty())
        return;
    ++m_samples;
    for (int i = 0; i < int(std::size(Candidates)); ++i) {
        // A guess wants a Guid's dashes: 32 bare hex digits are more often a hash than an id.
        const bool guessable = Candidates[i] != EdmType::Guid || text.contains(u'-');
        if ((m_fits & (1u << i)) && (!guessable || !valueFromText(text, Candidates[i])))
            m_fits &= ~(1u << i);
    }
}

EdmType TypeDetector::type() const
{
    if (m_samples == 0)
        return EdmType::String;
    for (int i = 0; i < int(std::size(Candidates)); ++i) {
        if (m_fits & (1u << i))
            return Candidates[i];
    }
    return EdmType::String;
}

} // namespace rowan::transfer
