// Where the key sampler and the key locator read keys: a Store directly, or any TableService. Internal.
#pragma once

#include "rowan/keyinsight.h"
#include "rowan/stats.h"

#include <functional>

namespace rowan {
class Store;
class TableService;
} // namespace rowan

namespace rowan::insight {

using KeyVisitor = std::function<ScanControl(SampledKey &&key)>;

// Keys only, in key order. Errors: the backend's, StoreCorrupt for a malformed stored key.
class KeyReader
{
public:
    virtual ~KeyReader() = default;
    virtual Result<ScanResult> scanKeys(const KeyRange &range, const KeyVisitor &visitor) const = 0;
    // Whether tableStats() and scanPartitions() answer (exact counts without a scan).
    virtual bool hasStatistics() const = 0;
    virtual Result<TableStats> tableStats() const = 0;
    virtual Result<ScanResult> scanPartitions(
        const NameRange &range, const PartitionVisitor &visitor) const = 0;
};

class StoreKeyReader final : public KeyReader
{
public:
    StoreKeyReader(const Store &store, const QString &account, const QString &table)
        : m_store(store)
        , m_account(account)
        , m_table(table)
    { }
    Result<ScanResult> scanKeys(const KeyRange &range, const KeyVisitor &visitor) const override;
    bool hasStatistics() const override { return true; }
    Result<TableStats> tableStats() const override;
    Result<ScanResult> scanPartitions(const NameRange &range, const PartitionVisitor &visitor) const override;

private:
    const Store &m_store;
    const QString &m_account;
    const QString &m_table;
};

class ServiceKeyReader final : public KeyReader
{
public:
    ServiceKeyReader(const TableService &service, const QString &account, const QString &table);
    Result<ScanResult> scanKeys(const KeyRange &range, const KeyVisitor &visitor) const override;
    bool hasStatistics() const override { return m_statistics; }
    Result<TableStats> tableStats() const override;
    Result<ScanResult> scanPartitions(const NameRange &range, const PartitionVisitor &visitor) const override;

private:
    const TableService &m_service;
    const QString &m_account;
    const QString &m_table;
    bool m_statistics = false;
};

} // namespace rowan::insight
