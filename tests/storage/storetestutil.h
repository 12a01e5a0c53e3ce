// Helpers shared by the storage tests: temporary stores, entity builders and error checks.
#pragma once

#include "rowan/store.h"

#include <QCryptographicHash>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace rowan::test {

inline const QString Dev = QString::fromLatin1(DevelopmentAccountName);

inline std::unique_ptr<Store> openStore(const QString &path, const QString &passphrase = {})
{
    StoreOptions options;
    options.passphrase = passphrase;
    options.createIfMissing = true;
    auto store = Store::open(path, options);
    if (!store) {
        qWarning("open failed: %s", qPrintable(store.error().toString()));
        return nullptr;
    }
    return std::move(*store);
}

inline QByteArray fileHash(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

inline QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

inline Entity entity(const QString &pk, const QString &rk, std::initializer_list<Property> properties = {})
{
    Entity e(pk, rk);
    for (const Property &p : properties)
        e.setProperty(p.name, p.value);
    return e;
}

template<typename T>
ErrorCode codeOf(const std::expected<T, Error> &r)
{
    return r ? ErrorCode::InternalError : r.error().code;
}

} // namespace rowan::test

#define ROWAN_VERIFY_OK(expr)                                                                                \
    do {                                                                                                     \
        const auto &rowanResult_ = (expr);                                                                   \
        if (!rowanResult_)                                                                                   \
            QFAIL(qPrintable(QStringLiteral(#expr " failed: ") + rowanResult_.error().toString()));          \
    } while (false)

#define ROWAN_COMPARE_ERROR(expr, expected)                                                                  \
    do {                                                                                                     \
        const auto &rowanResult_ = (expr);                                                                   \
        QVERIFY2(!rowanResult_, #expr " succeeded");                                                         \
        QCOMPARE(errorCodeName(rowanResult_.error().code), errorCodeName(expected));                         \
    } while (false)
