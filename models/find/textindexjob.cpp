#include "models/find/textindexjob.h"

#include "models/session/guicontinuation.h"
#include "models/session/servicesession.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QPointer>

namespace rowan {

TextIndexJob::TextIndexJob(ServiceSession *session, QObject *parent)
    : TableJob(session, parent)
{ }

void TextIndexJob::loadStatus(const QString &account, const QString &table)
{
    start(account, table, Step::Status);
}

void TextIndexJob::build(const QString &account, const QString &table)
{
    start(account, table, Step::Build);
}

void TextIndexJob::remove(const QString &account, const QString &table)
{
    start(account, table, Step::Remove);
}

void TextIndexJob::start(const QString &account, const QString &table, Step step)
{
    const quint64 generation = begin(account, table);
    if (generation == 0)
        return;
    const QPointer<TextIndexJob> guard(this);
    auto clock = std::make_shared<QElapsedTimer>();
    const SearchProgress progress = [guard, generation, clock](qint64 done, qint64 total) {
        if (clock->isValid() && clock->elapsed() < IntervalMs && done < total)
            return;
        clock->start();
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [guard, generation, done, total] {
                if (guard && guard->isCurrent(generation))
                    Q_EMIT guard->progress(done, total);
            },
            Qt::QueuedConnection);
    };
    continueOnGui(this,
        session()->run([account, table, step, progress, cancel = cancelFlag()](
                           TableService &service) -> Result<TextIndexStatus> {
            if (step == Step::Build) {
                if (Status built = service.createTextIndex(account, table, progress, cancel); !built)
                    return std::unexpected(built.error());
            } else if (step == Step::Remove) {
                if (Status dropped = service.dropTextIndex(account, table); !dropped)
                    return std::unexpected(dropped.error());
            }
            return service.textIndexStatus(account, table);
        }),
        [this, generation](const Result<TextIndexStatus> &status) {
            if (!end(generation))
                return;
            if (!status && status.error().code == ErrorCode::Cancelled)
                Q_EMIT cancelled();
            else if (!status)
                Q_EMIT failed(status.error().message);
            else
                Q_EMIT statusLoaded(*status);
        });
}

} // namespace rowan
