#include "models/editing/bulkeditjob.h"

#include "models/session/guicontinuation.h"
#include "models/session/servicesession.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QPointer>

namespace rowan {

BulkEditJob::BulkEditJob(ServiceSession *session, QObject *parent)
    : TableJob(session, parent)
{ }

std::function<void(qint64, qint64)> BulkEditJob::progressForwarder(quint64 generation)
{
    auto clock = std::make_shared<QElapsedTimer>();
    return [guard = QPointer<BulkEditJob>(this), generation, clock](qint64 done, qint64 total) {
        if (clock->isValid() && clock->elapsed() < 100 && done > 0)
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
}

template<typename T, typename Signal>
void BulkEditJob::deliver(quint64 generation, const Result<T> &result, Signal signal, bool wrote)
{
    if (wrote)
        session()->noteWrite(account(), table(), session()->service());
    if (!end(generation))
        return;
    if (!result)
        Q_EMIT failed(result.error().message);
    else
        Q_EMIT(this->*signal)(*result);
}

void BulkEditJob::stop()
{
    if (isRunning() && cancelFlag())
        cancelFlag()->store(true);
}

void BulkEditJob::previewEdit(const bulk::Scope &scope, const bulk::BulkEdit &edit, int sampleSize)
{
    const quint64 generation = begin(scope.account, scope.table);
    if (generation == 0)
        return;
    continueOnGui(this,
        session()->run([scope, edit, sampleSize, cancel = cancelFlag()](TableService &service) {
            return bulk::previewBulkEdit(service, scope, edit, sampleSize, cancel);
        }),
        [this, generation](const Result<bulk::EditPreview> &result) {
            deliver(generation, result, &BulkEditJob::editPreviewed, false);
        });
}

void BulkEditJob::runEdit(const bulk::Scope &scope, const bulk::BulkEdit &edit, qint64 expectedTotal)
{
    const quint64 generation = begin(scope.account, scope.table);
    if (generation == 0)
        return;
    bulk::EditOptions options;
    options.expectedTotal = expectedTotal;
    options.progress = progressForwarder(generation);
    continueOnGui(this,
        session()->run(
            [scope, edit, options, cancel = cancelFlag(), service = session()->service()](
                TableService &) { return bulk::runBulkEdit(service, scope, edit, options, cancel); }),
        [this, generation](const Result<bulk::EditReport> &result) {
            deliver(generation, result, &BulkEditJob::edited, true);
        });
}

void BulkEditJob::previewRekey(const bulk::Scope &scope, const bulk::RekeyRule &rule)
{
    const quint64 generation = begin(scope.account, scope.table);
    if (generation == 0)
        return;
    continueOnGui(this, session()->run([scope, rule, cancel = cancelFlag()](TableService &service) {
        return bulk::planRekey(service, scope, rule, cancel);
    }),
        [this, generation](const Result<bulk::RekeyPlan> &result) {
            deliver(generation, result, &BulkEditJob::rekeyPlanned, false);
        });
}

void BulkEditJob::runRekey(const bulk::Scope &scope, const bulk::RekeyRule &rule)
{
    const quint64 generation = begin(scope.account, scope.table);
    if (generation == 0)
        return;
    bulk::RekeyOptions options;
    options.progress = [forward = progressForwarder(generation)](
                           qint64 done, qint64 total, bool) { forward(done, total); };
    continueOnGui(this,
        session()->run([scope, rule, options, cancel = cancelFlag(), service = session()->service()](
                           TableService &) { return bulk::runRekey(service, scope, rule, options, cancel); }),
        [this, generation](const Result<bulk::RekeyReport> &result) {
            deliver(generation, result, &BulkEditJob::rekeyed, true);
        });
}

} // namespace rowan
