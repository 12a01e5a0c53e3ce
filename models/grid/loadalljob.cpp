#include "models/grid/loadalljob.h"

#include "models/grid/entitytablemodel.h"

#include <QTimer>

namespace rowan {

LoadAllJob::LoadAllJob(EntityTableModel *model, QObject *parent)
    : QObject(parent)
    , m_model(model)
{
    connect(model, &EntityTableModel::pageLoaded, this, &LoadAllJob::onPageLoaded);
    connect(model, &EntityTableModel::totalCountChanged, this, [this](qint64 total) {
        if (m_running)
            Q_EMIT progress(m_model->readRowCount(), total);
    });
    connect(model, &EntityTableModel::loadFailed, this, [this] {
        if (m_running)
            stop(false);
    });
    connect(model, &EntityTableModel::modelReset, this, [this] {
        if (m_running)
            stop(false);
    });
}

void LoadAllJob::start()
{
    if (!m_model)
        return;
    if (m_running)
        return;
    m_running = true;
    Q_EMIT progress(m_model->readRowCount(), m_model->totalCount());
    requestNext();
}

void LoadAllJob::cancel()
{
    if (m_running)
        stop(false);
}

void LoadAllJob::onPageLoaded()
{
    if (!m_running)
        return;
    Q_EMIT progress(m_model->readRowCount(), m_model->totalCount());
    // Queued: the view reacting to the same signal may already have asked for the next page.
    QTimer::singleShot(0, this, &LoadAllJob::requestNext);
}

void LoadAllJob::requestNext()
{
    if (!m_running || !m_model)
        return;
    if (m_model->isExhausted()) {
        stop(true);
        return;
    }
    if (m_model->isLoading())
        return; // a page is on its way (asked for by the view); onPageLoaded() continues
    if (m_model->canFetchMore(QModelIndex()))
        m_model->fetchMore(QModelIndex());
    else
        stop(false); // e.g. the store was closed
}

void LoadAllJob::stop(bool complete)
{
    m_running = false;
    Q_EMIT finished(complete);
}

} // namespace rowan
