// What a committed write changed, as the embedded store announces it to its change observers
// (Store::addChangeObserver(), TableService::addChangeObserver()).
#pragma once

#include <QString>

#include <functional>

namespace rowan {

// What one committed write changed (see Store::addChangeObserver()).
enum class StoreChangeKind {
    Entities, // entities of `table` were inserted, updated or deleted (a write, a batch, an import)
    TableCreated,
    TableDeleted, // with its entities and policies
    TableAccessPolicies,
    AccountCreated,
    AccountDeleted, // with all its tables (no TableDeleted for each)
    AccountKeys, // a key was regenerated
    ServiceProperties,
};

struct StoreChange
{
    StoreChangeKind kind = StoreChangeKind::Entities;
    QString account;
    // As the writer spelled it (table names compare ignoring case); empty for an account-level change.
    QString table;
    // Entity operations committed (a write 1, a batch its size, an import its batches' sizes); 0 otherwise.
    qint64 operations = 0;
    // This commit's number: 1 for the first commit after the store was opened, then one more per commit.
    quint64 sequence = 0;
};

// Called once per committed write, on the writing thread, right after the commit and while the store's
// writer is still held, so calls arrive in commit order, one at a time. Keep it quick (post the change
// elsewhere); it must not write to the store nor add or remove observers (that would deadlock).
using StoreChangeObserver = std::function<void(const StoreChange &change)>;

} // namespace rowan
