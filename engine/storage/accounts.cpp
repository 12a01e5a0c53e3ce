// Accounts: a name and two random 256-bit keys each.
#include "storage/storeprivate.h"

#include <QRandomGenerator>

namespace rowan {

namespace {

Account readAccount(const sql::Statement &s)
{
    Account a;
    a.name = s.columnText(0);
    a.key1 = s.columnText(1);
    a.key2 = s.columnText(2);
    a.created = DateTime(s.columnInt64(3));
    return a;
}

Result<Account> loadAccount(sql::Connection *c, const QString &name)
{
    auto stmt = c->statement("SELECT name, key1, key2, created FROM accounts WHERE name = ?1");
    if (!stmt)
        return std::unexpected(stmt.error());
    const QByteArray utf8 = name.toUtf8();
    stmt->bindText(1, utf8);
    auto row = stmt->step();
    if (!row)
        return std::unexpected(row.error());
    if (!*row)
        return fail(ErrorCode::ResourceNotFound, QStringLiteral("The account %1 does not exist.").arg(name));
    return readAccount(*stmt);
}

} // namespace

Status validateAccountName(const QString &name)
{
    if (name.size() < 3 || name.size() > 24)
        return fail(ErrorCode::OutOfRangeInput, QStringLiteral("An account name has 3 to 24 characters."));
    for (const QChar ch : name) {
        const char16_t u = ch.unicode();
        if (!((u >= u'a' && u <= u'z') || (u >= u'0' && u <= u'9')))
            return fail(ErrorCode::InvalidResourceName,
                QStringLiteral("An account name has only lower-case letters and digits."));
    }
    return {};
}

QString generateAccountKey()
{
    quint32 words[8];
    QRandomGenerator::system()->fillRange(words);
    return QString::fromLatin1(QByteArray(reinterpret_cast<const char *>(words), sizeof words).toBase64());
}

QByteArray tableNameKey(const QString &name)
{
    QByteArray key = name.toUtf8();
    for (char &ch : key) {
        if (ch >= 'A' && ch <= 'Z')
            ch = char(ch - 'A' + 'a');
    }
    return key;
}

Status insertAccount(
    sql::Connection *c, const QString &name, const QString &key1, const QString &key2, DateTime created)
{
    auto stmt = c->statement("INSERT INTO accounts(name, key1, key2, created) VALUES(?1, ?2, ?3, ?4)");
    if (!stmt)
        return std::unexpected(stmt.error());
    const QByteArray n = name.toUtf8(), k1 = key1.toUtf8(), k2 = key2.toUtf8();
    stmt->bindText(1, n);
    stmt->bindText(2, k1);
    stmt->bindText(3, k2);
    stmt->bind(4, created.ticks());
    return stmt->run();
}

Result<QList<Account>> Store::accounts() const
{
    auto c = d->reader();
    if (!c)
        return std::unexpected(c.error());
    auto stmt = (*c)->statement("SELECT name, key1, key2, created FROM accounts ORDER BY name");
    if (!stmt)
        return std::unexpected(stmt.error());
    QList<Account> result;
    for (;;) {
        auto row = stmt->step();
        if (!row)
            return std::unexpected(row.error());
        if (!*row)
            break;
        result.append(readAccount(*stmt));
    }
    return result;
}

Result<Account> Store::account(const QString &name) const
{
    auto c = d->reader();
    if (!c)
        return std::unexpected(c.error());
    return loadAccount(c->get(), name);
}

Result<Account> Store::createAccount(const QString &name)
{
    if (auto ok = validateAccountName(name); !ok)
        return std::unexpected(ok.error());
    auto w = d->writeLease();
    sql::Transaction txn(w.get());
    if (auto ok = txn.begin(); !ok)
        return std::unexpected(ok.error());
    if (auto existing = Private::accountId(w.get(), name); existing)
        return fail(ErrorCode::InvalidInput, QStringLiteral("The account %1 already exists.").arg(name));
    else if (existing.error().code != ErrorCode::ResourceNotFound)
        return std::unexpected(existing.error());
    if (auto ok = insertAccount(w.get(), name, generateAccountKey(), generateAccountKey(), DateTime::now());
        !ok)
        return std::unexpected(ok.error());
    auto account = loadAccount(w.get(), name);
    if (!account)
        return account;
    if (auto ok = txn.commit(); !ok)
        return std::unexpected(ok.error());
    d->notifyChange(StoreChangeKind::AccountCreated, name);
    return account;
}

Status Store::deleteAccount(const QString &name)
{
    auto w = d->writeLease();
    sql::Transaction txn(w.get());
    if (auto ok = txn.begin(); !ok)
        return ok;
    auto id = Private::accountId(w.get(), name);
    if (!id)
        return std::unexpected(id.error());
    if (auto ok = dropTextIndexesOfAccount(w.get(), *id); !ok)
        return ok;
    const auto deletes
        = {"DELETE FROM entities WHERE table_id IN (SELECT table_id FROM tables WHERE account_id = ?1)",
            "DELETE FROM partitions WHERE table_id IN (SELECT table_id FROM tables WHERE account_id = ?1)",
            "DELETE FROM tables WHERE account_id = ?1", "DELETE FROM accounts WHERE account_id = ?1"};
    if (auto ok = runForId(w.get(), deletes, *id); !ok)
        return ok;
    if (auto ok = txn.commit(); !ok)
        return ok;
    d->notifyChange(StoreChangeKind::AccountDeleted, name);
    return {};
}

Result<Account> Store::regenerateKey(const QString &name, int keyNumber)
{
    if (keyNumber != 1 && keyNumber != 2)
        return fail(ErrorCode::InvalidInput, QStringLiteral("An account has key 1 and key 2."));
    auto w = d->writeLease();
    sql::Transaction txn(w.get());
    if (auto ok = txn.begin(); !ok)
        return std::unexpected(ok.error());
    {
        auto stmt = w->statement(keyNumber == 1 ? "UPDATE accounts SET key1 = ?2 WHERE name = ?1"
                                                : "UPDATE accounts SET key2 = ?2 WHERE name = ?1");
        if (!stmt)
            return std::unexpected(stmt.error());
        const QByteArray n = name.toUtf8(), key = generateAccountKey().toUtf8();
        stmt->bindText(1, n);
        stmt->bindText(2, key);
        if (auto ok = stmt->run(); !ok)
            return std::unexpected(ok.error());
    }
    if (w->changes() == 0)
        return fail(ErrorCode::ResourceNotFound, QStringLiteral("The account %1 does not exist.").arg(name));
    auto account = loadAccount(w.get(), name);
    if (!account)
        return account;
    if (auto ok = txn.commit(); !ok)
        return std::unexpected(ok.error());
    d->notifyChange(StoreChangeKind::AccountKeys, name);
    return account;
}

} // namespace rowan
