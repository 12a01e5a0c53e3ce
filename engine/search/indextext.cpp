#include "search/indextext.h"

#include "core/keycodec.h"
#include "core/record.h"
#include "rowan/valuetext.h"

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
    QString quoted = term;
    quoted.replace(u'"', QStringLiteral("\"\""));
    return QStringLiteral("\"") + quoted + QStringLiteral("\"");
}

} // namespace rowan
