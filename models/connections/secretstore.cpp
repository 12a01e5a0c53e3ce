#include "models/connections/secretstore.h"

#include <qt6keychain/keychain.h>

#include <QPromise>

#include <memory>

namespace rowan {

namespace {

const QString KeychainService = QStringLiteral("Rowan");

Error keychainError(const QKeychain::Job &job)
{
    switch (job.error()) {
    case QKeychain::EntryNotFound:
        return Error {ErrorCode::ResourceNotFound, QStringLiteral("No secret is saved for this connection.")};
    case QKeychain::NoBackendAvailable:
    case QKeychain::NotImplemented:
        return Error {ErrorCode::NotImplemented,
            QStringLiteral("No keychain is available (%1): the secret is asked for each time.")
                .arg(job.errorString())};
    default:
        return Error {
            ErrorCode::StoreIoError, QStringLiteral("The keychain refused: %1").arg(job.errorString())};
    }
}

// Runs a keychain job and completes the future from its finished() signal.
template<typename T, typename Job, typename Take>
QFuture<T> runJob(Job *job, Take take)
{
    auto promise = std::make_shared<QPromise<T>>();
    promise->start();
    job->setAutoDelete(true);
    QObject::connect(job, &QKeychain::Job::finished, job, [promise, take](QKeychain::Job *done) {
        promise->addResult(done->error() == QKeychain::NoError ? take(*static_cast<Job *>(done))
                                                               : T(std::unexpected(keychainError(*done))));
        promise->finish();
    });
    job->start();
    return promise->future();
}

template<typename T>
QFuture<T> ready(T value)
{
    QPromise<T> promise;
    promise.start();
    promise.addResult(std::move(value));
    promise.finish();
    return promise.future();
}

} // namespace

QFuture<Result<QString>> KeychainSecretStore::read(const QString &id)
{
    auto *job = new QKeychain::ReadPasswordJob(KeychainService, this);
    job->setKey(id);
    return runJob<Result<QString>>(
        job, [](const QKeychain::ReadPasswordJob &done) { return Result<QString>(done.textData()); });
}

QFuture<Status> KeychainSecretStore::write(const QString &id, const QString &secret)
{
    auto *job = new QKeychain::WritePasswordJob(KeychainService, this);
    job->setKey(id);
    job->setTextData(secret);
    return runJob<Status>(job, [](const QKeychain::WritePasswordJob &) { return Status(); });
}

QFuture<Status> KeychainSecretStore::remove(const QString &id)
{
    auto *job = new QKeychain::DeletePasswordJob(KeychainService, this);
    job->setKey(id);
    return runJob<Status>(job, [](const QKeychain::DeletePasswordJob &) { return Status(); });
}

MemorySecretStore::MemorySecretStore(bool available, QObject *parent)
    : SecretStore(parent)
    , m_available(available)
{ }

QFuture<Result<QString>> MemorySecretStore::read(const QString &id)
{
    if (!m_available)
        return ready(
            Result<QString>(fail(ErrorCode::NotImplemented, QStringLiteral("No keychain is available."))));
    if (!m_secrets.contains(id))
        return ready(Result<QString>(
            fail(ErrorCode::ResourceNotFound, QStringLiteral("No secret is saved for this connection."))));
    return ready(Result<QString>(m_secrets.value(id)));
}

QFuture<Status> MemorySecretStore::write(const QString &id, const QString &secret)
{
    if (!m_available)
        return ready(Status(fail(ErrorCode::NotImplemented, QStringLiteral("No keychain is available."))));
    m_secrets.insert(id, secret);
    return ready(Status());
}

QFuture<Status> MemorySecretStore::remove(const QString &id)
{
    m_secrets.remove(id);
    return ready(Status());
}

} // namespace rowan
