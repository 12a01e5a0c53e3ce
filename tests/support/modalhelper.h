// Answers the next modal dialog of type T as soon as it appears (tests only).
#pragma once

#include <QApplication>
#include <QTimer>

#include <functional>

template<typename T>
void onNextModal(std::function<void(T *)> answer)
{
    auto *timer = new QTimer;
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, [timer, answer] {
        if (auto *dialog = qobject_cast<T *>(QApplication::activeModalWidget())) {
            timer->stop();
            timer->deleteLater();
            answer(dialog);
        }
    });
    timer->start();
}
