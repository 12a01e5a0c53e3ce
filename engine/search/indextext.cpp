#include "search/indextext.h"

#include "core/keycodec.h"
#include "core/record.h"
#include "rowan/valuetext.h"

#include <QStringList>

namespace rowan {

Result<QString> textIndexDocument(QByteArrayView partitionKey, QByteArrayView rowKey, QByteArrayView record)
{
    const std::optional<QString> pk = keycodec::decode(partitionKey);
    const std::optional<QString> rk = keycodec::decode(rowKey);
    if (!pk || !rk)
        return fail(ErrorCode::StoreCorrupt, QStringLiteral("An entity's stored key is damaged."));
    QString text = *pk;
    text += u'\n';
    text += *rk;
    Status failed;
    if (!record.isEmpty()) {
        Status framing = record::forEachField(record, [&](const record::Field &field) {
            if (!failed)
                return;
            Result<Value> value = record::decodeValue(field);
            if (!value) {
                failed = std::unexpected(value.error());
                return;
            }
            text += u'\n';
            if (value->type() == EdmType::String)
                text += value->toString();
            else
                text += formatValueText(*value);
        });
        if (!framing)
            return std::unexpected(framing.error());
        if (!failed)
            return std::unexpected(failed.error());
    }
    return text.toCaseFolded();
}

QString textIndexQuery(const QString &term)
{
    const QList<uint> codePoints = term.toUcs4();
    if (codePoints.size() < 3) {
        // No trigram to ask for: the whole term as one token, which a trigram index never holds.
        QString quoted = term;
        quoted.replace(u'"', QStringLiteral("\"\""));
        return QStringLiteral("\"") + quoted + QStringLiteral("\"");
    }
    QStringList trigrams;
    for (qsizetype i = 0; i + 3 <= codePoints.size(); ++i) {
        QString trigram = QString::fromUcs4(reinterpret_cast<const char32_t *>(codePoints.constData() + i), 3);
        trigram.replace(u'"', QStringLiteral("\"\""));
        trigram = QStringLiteral("\"") + trigram + QStringLiteral("\"");
        if (!trigrams.contains(trigram))
            trigrams.append(trigram);
    }
    return trigrams.join(QStringLiteral(" AND "));
}

} // namespace rowan
