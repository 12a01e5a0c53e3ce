#include <rowan/transfer/transfer.h>

namespace rowan::transfer {

namespace {
QByteArray csvCell(const QString &text)
{
    QByteArray utf8 = text.toUtf8();
    if (!utf8.contains('"') && !utf8.contains(',') && !utf8.contains('\n') && !utf8.contains('\r'))
        return utf8;
    utf8.replace("\"", "\"\"");
    return '"' + utf8 + '"';
}
} // namespace

ErrorReport::ErrorReport(const QString &path, const QByteArray &firstColumn)
    : m_file(path)
    , m_firstColumn(firstColumn)
{ }

void ErrorReport::add(const RowError &e)
{
    if (!m_problem.isEmpty())
        return;
    if (!m_file.isOpen()) {
        if (!m_file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
            m_problem = m_file.errorString();
            return;
        }
        m_written = true;
        const QByteArray header = m_firstColumn + ",column,column_name,PartitionKey,RowKey,error,message\r\n";
        if (m_file.write(header) != header.size()) {
            m_problem = m_file.errorString();
            return;
        }
    }
    const QByteArray line = QByteArray::number(e.where.line) + ',' + QByteArray::number(e.where.column) + ','
        + csvCell(e.where.columnName) + ',' + csvCell(e.partitionKey) + ',' + csvCell(e.rowKey) + ','
        + e.error.codeName().toLatin1() + ',' + csvCell(e.error.message) + "\r\n";
    if (m_file.write(line) != line.size())
        m_problem = m_file.errorString();
}

void ErrorReport::close()
{
    m_file.close();
}

QString ErrorReport::path() const
{
    return m_file.fileName();
}

bool ErrorReport::written() const
{
    return m_written;
}

QString ErrorReport::problem() const
{
    return m_problem;
}

} // namespace rowan::transfer
