// The store's safety profile (rowan/safety.h): kept in the meta table, enforced by the writer connection.
#include "storage/storeprivate.h"

#include <QFileInfo>

namespace rowan {

namespace {

constexpr const char *SafetyKeys[] = {"safety_level", "safety_label", "safety_colour"};

} // namespace

Status Store::Private::loadSafety(sql::Connection *c)
{
    SafetyProfile loaded;
    auto stmt = c->statement("SELECT key, value FROM meta WHERE key IN ('safety_level', 'safety_label', "
                             "'safety_colour')");
    if (!stmt)
        return std::unexpected(stmt.error());
    while (true) {
        auto row = stmt->step();
        if (!row)
            return std::unexpected(row.error());
        if (!*row)
            break;
        const QString key = stmt->columnText(0);
        const QString value = stmt->columnText(1);
        if (key == u"safety_level") {
            // A level this version does not know is taken as the strictest rather than ignored.
            loaded.level = safetyLevelFromName(value).value_or(SafetyLevel::ReadOnly);
        } else if (key == u"safety_label") {
            loaded.label = value;
        } else {
            loaded.colour = value;
        }
    }
    {
        std::lock_guard lock(safetyMutex);
        safety = loaded;
    }
    applySafety(c);
    return {};
}

void Store::Private::applySafety(sql::Connection *c) const
{
    std::lock_guard lock(safetyMutex);
    if (safety.level == SafetyLevel::ReadOnly)
        c->writeRefusal
            = readOnlyRefusal(safety, QStringLiteral("The store %1").arg(QFileInfo(path).fileName()));
    else
        c->writeRefusal.reset();
}

SafetyProfile Store::safetyProfile() const
{
    std::lock_guard lock(d->safetyMutex);
    return d->safety;
}

Status Store::setSafetyProfile(const SafetyProfile &profile)
{
    if (auto ok = checkSafetyProfile(profile); !ok)
        return ok;
    std::shared_lock gate(d->gate);
    std::lock_guard writerLock(d->writerMutex);
    sql::Connection *w = d->writer.get();
    sql::Transaction txn(w, sql::Transaction::Kind::Setting);
    if (auto ok = txn.begin(); !ok)
        return ok;
    auto remove = w->statement("DELETE FROM meta WHERE key = ?1");
    auto insert = w->statement("INSERT INTO meta(key, value) VALUES(?1, ?2)");
    if (!remove)
        return std::unexpected(remove.error());
    if (!insert)
        return std::unexpected(insert.error());
    const QString values[] = {safetyLevelName(profile.level), profile.label.trimmed(), profile.colour};
    for (std::size_t i = 0; i < std::size(SafetyKeys); ++i) {
        const QByteArray key(SafetyKeys[i]);
        remove->bindText(1, key);
        if (auto ok = remove->run(); !ok)
            return ok;
        remove->reset();
        // Only what differs from the plain profile is kept, so a store never marked stays as it was.
        if (i == 0 ? profile.level == SafetyLevel::Off : values[i].isEmpty())
            continue;
        const QByteArray value = values[i].toUtf8();
        insert->bindText(1, key);
        insert->bindText(2, value);
        if (auto ok = insert->run(); !ok)
            return ok;
        insert->reset();
    }
    if (auto ok = txn.commit(); !ok)
        return ok;
    {
        std::lock_guard lock(d->safetyMutex);
        d->safety = profile;
        d->safety.label = profile.label.trimmed();
    }
    d->applySafety(w);
    return {};
}

} // namespace rowan
