#include "insight/keyreader.h"

#include "core/keycodec.h"
#include "rowan/store.h"
#include "rowan/tableservice.h"

namespace rowan::insight {

Result<ScanResult> StoreKeyReader::scanKeys(const KeyRange &range, const KeyVisitor &visitor) const
{
    keycodec::RepeatedKeyDecoder pks;
    bool bad = false;
    auto scanned = m_store.scanStored(
        m_account, m_table, range,
        [&](const StoredEntity &e) {
            auto pk = pks.decode(e.partitionKey);
            auto rk = keycodec::decode(e.rowKey);
            if (!pk || !rk) {
                bad = true;
                return ScanControl::Stop;
            }
            return visitor(SampledKey {std::move(*pk), std::move(*rk), e.timestamp});
        },
        false);
    if (scanned && bad)
        return fail(ErrorCode::StoreCorrupt, QStringLiteral("A stored key is malformed."));
    return scanned;
}

Result<TableStats> StoreKeyReader::tableStats() const
{
    return m_store.tableStats(m_account, m_table);
}

Result<ScanResult> StoreKeyReader::scanPartitions(
    const NameRange &range, const PartitionVisitor &visitor) const
{
    return m_store.scanPartitions(m_account, m_table, range, visitor);
}

ServiceKeyReader::ServiceKeyReader(const TableService &service, const QString &account, const QString &table)
    : m_service(service)
    , m_account(account)
    , m_table(table)
    , m_statistics(
          service.has(ServiceCapability::Statistics) && service.has(ServiceCapability::PartitionList))
{ }

Result<ScanResult> ServiceKeyReader::scanKeys(const KeyRange &range, const KeyVisitor &visitor) const
{
    // An empty projection reads keys and Timestamp only (a remote endpoint asks for no properties).
    ScanOptions keysOnly;
    keysOnly.projection = QStringList {};
    return m_service.scan(
        m_account, m_table, range,
        [&](Entity &e) {
            return visitor(SampledKey {e.partitionKey(), e.rowKey(), e.timestamp()});
        },
        keysOnly);
}

Result<TableStats> ServiceKeyReader::tableStats() const
{
    return m_service.tableStats(m_account, m_table);
}

Result<ScanResult> ServiceKeyReader::scanPartitions(
    const NameRange &range, const PartitionVisitor &visitor) const
{
    return m_service.scanPartitions(m_account, m_table, range, visitor);
}

} // namespace rowan::insight
