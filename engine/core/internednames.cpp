#include "core/internednames.h"

#include <QHash>

#include <cstring>
#include <mutex>

namespace rowan::record {

namespace {

// Bounds the process-wide store of interned names (UTF-16 code units, 256 KiB).
constexpr qsizetype MaxInternedUnits = 128 * 1024;

} // namespace

QString intern(QString name)
{
    struct Store
    {
        std::mutex mutex;
        QHash<QString, QString> names; // text -> the interned string over never-freed storage
        qsizetype units = 0;
    };
    static Store *const store = new Store; // never destroyed: the strings it hands out must outlive it
    const std::lock_guard lock(store->mutex);
    if (const auto it = store->names.constFind(name); it != store->names.cend())
        return *it;
    if (store->units + name.size() > MaxInternedUnits)
        return name;
    auto *text = new char16_t[name.size() + 1]; // never freed, reachable through `names`
    std::memcpy(text, name.utf16(), sizeof(char16_t) * (name.size() + 1));
    const QString interned = QString::fromRawData(reinterpret_cast<const QChar *>(text), name.size());
    store->names.insert(name, interned);
    store->units += name.size();
    return interned;
}

} // namespace rowan::record
