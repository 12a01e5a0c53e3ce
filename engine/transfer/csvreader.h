// The typed-CSV reader behind makeReader(Format::Csv) (see rowan/transfer/transfer.h for the format).
#pragma once

#include "rowan/transfer/transfer.h"

#include <QByteArray>
#include <QList>

#include <optional>
#include <vector>

namespace rowan::transfer {

class CsvReader final : public EntityReader
{
public:
    CsvReader(QIODevice *device, const ReaderOptions &options);

    Step next(Entity &entity, RowError &error) override;
    qint64 line() const override { return m_recordLine; }
    qint64 bytesRead() const override { return m_consumed; }
    QStringList columns() const override { return m_header; }

private:
    enum class Parse { Complete, Malformed, NeedMore, End, IoFailed, TooLong, Unterminated };
    struct Column
    {
        enum class Role { Property, PartitionKey, RowKey, TypeOf, Ignored };
        Role role = Role::Ignored;
        QString name;
        int typeColumn = -1; // index of the `name@type` column, or -1
        EdmType fixedType = EdmType::String; // when untyped
    };

    bool fill();
    Parse parseRecord(qint64 &lines);
    Parse nextRecord();
    Step readHeader(RowError &error);
    Step recordFailure(Parse parse, RowError &error);
    Step failWith(RowError &error, ErrorCode code, const QString &message);

    QIODevice *m_device;
    ReaderOptions m_options;
    QByteArray m_buffer;
    qsizetype m_pos = 0;
    qint64 m_consumedBefore = 0; // bytes dropped from the front of m_buffer
    qint64 m_consumed = 0;
    bool m_eof = false;
    bool m_bomChecked = false;
    QString m_ioError;

    std::vector<QByteArray> m_fields; // reused between records
    qsizetype m_fieldCount = 0;
    QString m_problem;
    int m_problemColumn = 0;
    qint64 m_nextLine = 1;
    qint64 m_recordLine = 0;

    QStringList m_header;
    QList<Column> m_columns;
    int m_pkColumn = -1;
    int m_rkColumn = -1;
    int m_propertyColumns = 0;
    std::optional<Step> m_done;
    RowError m_failure;
};

} // namespace rowan::transfer
