// The explorer's handle on one open store and the worker threads that talk to it. The GUI thread never
// calls the engine: models and widgets hand work to run(), whose QFuture they continue on the GUI thread.
// GUI thread only (the engine calls themselves run on the pool).
#pragma once

#include <rowan/store.h>

#include <QFuture>
#include <QObject>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <memory>

namespace rowan {

class StoreSession : public QObject
{
    Q_OBJECT
public:
    explicit StoreSession(QObject *parent = nullptr);
    ~StoreSession() override;

    // Opens (or creates) a store on a worker thread. The future never blocks the caller.
    QFuture<Result<std::shared_ptr<Store>>> openAsync(const QString &path, const StoreOptions &options);

    // The store now shown, or null. Replacing it emits storeChanged(); the old store closes when the last
    // piece of work holding it ends.
    std::shared_ptr<Store> store() const { return m_store; }
    void setStore(std::shared_ptr<Store> store);
    bool isOpen() const { return m_store != nullptr; }

    // Runs fn(Store&) on the worker pool, keeping the store alive until it returns.
    template<typename Fn>
    auto run(Fn fn) -> QFuture<std::invoke_result_t<Fn, Store &>>
    {
        return QtConcurrent::run(
            &m_pool, [store = m_store, fn = std::move(fn)]() mutable { return fn(*store); });
    }

    QThreadPool *pool() { return &m_pool; }

Q_SIGNALS:
    void storeChanged();

private:
    QThreadPool m_pool;
    std::shared_ptr<Store> m_store;
};

} // namespace rowan
