// The JSON Lines and JSON array reader behind makeReader() (see rowan/transfer/transfer.h).
#pragma once

#include "rowan/transfer/transfer.h"

#include <QByteArray>

#include <optional>

namespace rowan::transfer {

class JsonReader final : public EntityReader
{
public:
    JsonReader(Format format, QIODevice *device, const ReaderOptions &options);

    Step next(Entity &entity, RowError &error) override;
    qint64 line() const override { return m_line; }
    qint64 bytesRead() const override { return m_consumed; }

private:
    bool fill();
    bool skipSpace();
    qsizetype scanValue(qsizetype from, qint64 &lines) const;
    Step nextLine(Entity &entity, RowError &error);
    Step nextElement(Entity &entity, RowError &error);
    Step finishArray(RowError &error);
    Step decode(QByteArrayView element, Entity &entity, RowError &error);
    Step failWith(RowError &error, const QString &message, ErrorCode code = ErrorCode::InvalidInput);

    bool m_array;
    QIODevice *m_device;
    ReaderOptions m_options;
    QByteArray m_buffer;
    qsizetype m_pos = 0;
    qint64 m_consumedBefore = 0;
    qint64 m_consumed = 0;
    bool m_eof = false;
    bool m_bomChecked = false;
    bool m_started = false;
    QString m_ioError;
    qint64 m_nextLine = 1;
    qint64 m_line = 0;
    std::optional<Step> m_done;
    RowError m_failure;
};

} // namespace rowan::transfer
