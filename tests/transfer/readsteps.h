// Reads a whole byte array with a transfer reader and renders each step as one line of text, so the reader
// tests compare against readable expectations:
//   "PK|RK|Name:Edm.Type=text|..."          an entity (properties in the order read)
//   "bad 3:2 (Age) InvalidValueType: ..."    a rejected row: line:column (column name)
//   "failed 4 InvalidInput: ..."             the file cannot be read on
#pragma once

#include <rowan/transfer/transfer.h>

#include <QBuffer>
#include <QStringList>

inline QString renderEntity(const rowan::Entity &e)
{
    QString s = e.partitionKey() + u'|' + e.rowKey();
    for (const rowan::Property &p : e.properties())
        s += u'|' + p.name + u':' + rowan::edmTypeName(p.value.type()) + u'='
            + rowan::transfer::valueToText(p.value);
    return s;
}

inline QStringList readSteps(rowan::transfer::Format format, const QByteArray &bytes,
    const rowan::transfer::ReaderOptions &options = {})
{
    using Step = rowan::transfer::EntityReader::Step;
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    auto reader = rowan::transfer::makeReader(format, &buffer, options);
    QStringList steps;
    rowan::Entity entity;
    rowan::transfer::RowError error;
    for (int guard = 0; guard < 1000; ++guard) {
        const Step step = reader->next(entity, error);
        if (step == Step::End)
            break;
        if (step == Step::Entity) {
            steps << renderEntity(entity);
        } else if (step == Step::BadRow) {
            QString where = QString::number(error.where.line);
            if (error.where.column > 0)
                where += QStringLiteral(":%1 (%2)").arg(error.where.column).arg(error.where.columnName);
            steps << QStringLiteral("bad %1 %2").arg(where, error.error.toString());
        } else {
            steps << QStringLiteral("failed %1 %2").arg(error.where.line).arg(error.error.toString());
            break;
        }
    }
    return steps;
}
