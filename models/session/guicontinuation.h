#pragma once

#include <QCoreApplication>
#include <QFuture>
#include <QPointer>

#include <type_traits>
#include <utility>

namespace rowan {

// Continues `future` on the GUI thread, always from the event loop, and only while `context` lives: the
// result of a worker's job reaches a model as a queued call.
//
// Not QFuture::then(context, ...): that connects to `context` on the worker's side of the hand-over, taking
// Qt's signal-slot lock of `context`, which the GUI thread also needs; a worker running at a lower priority
// can be preempted while holding it, and the GUI thread then waits until that worker gets a core back
// (stalls of 20-140 ms were measured on a busy machine). Here the worker posts a plain event to the
// application object, whose queue lock it releases before waking the GUI thread; `guard` is only read on the
// GUI thread. Running from the event loop also means a future that has already finished never runs `fn`
// inside the call that attached it.
template<typename T, typename Fn>
void continueOnGui(QObject *context, QFuture<T> future, Fn fn)
{
    if constexpr (std::is_void_v<T>) {
        future.then([guard = QPointer<QObject>(context), fn = std::move(fn)] {
            QMetaObject::invokeMethod(
                QCoreApplication::instance(),
                [guard, fn] {
                    if (guard)
                        fn();
                },
                Qt::QueuedConnection);
        });
    } else {
        future.then([guard = QPointer<QObject>(context), fn = std::move(fn)](const T &value) {
            QMetaObject::invokeMethod(
                QCoreApplication::instance(),
                [guard, fn, value] {
                    if (guard)
                        fn(value);
                },
                Qt::QueuedConnection);
        });
    }
}

} // namespace rowan
