#include "ui/grid/loadallbar.h"

#include "models/grid/entitytablemodel.h"
#include "models/grid/loadalljob.h"

#include <QHBoxLayout>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>

namespace rowan {

LoadAllBar::LoadAllBar(EntityTableModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_job(new LoadAllJob(model, this))
    , m_loadAll(new QPushButton(tr("Load all"), this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_loadAll->setObjectName(QStringLiteral("loadAllButton"));
    m_loadAll->setToolTip(tr("Load every remaining page of the table into the grid"));
    m_progress->setObjectName(QStringLiteral("loadAllProgress"));
    m_progress->setFixedWidth(220);
    m_progress->setTextVisible(true);
    m_cancel->setObjectName(QStringLiteral("loadAllCancel"));
    m_cancel->setToolTip(tr("Stop loading; the entities loaded so far stay in the grid"));
    layout->addWidget(m_loadAll);
    layout->addWidget(m_progress);
    layout->addWidget(m_cancel);

    connect(m_loadAll, &QPushButton::clicked, this, &LoadAllBar::start);
    connect(m_cancel, &QPushButton::clicked, this, &LoadAllBar::cancel);
    connect(m_job, &LoadAllJob::progress, this, &LoadAllBar::showProgress);
    connect(m_job, &LoadAllJob::finished, this, &LoadAllBar::updateState);
    connect(model, &EntityTableModel::pageLoaded, this, &LoadAllBar::updateState);
    connect(model, &EntityTableModel::modelReset, this, &LoadAllBar::updateState);
    connect(model, &EntityTableModel::loadFailed, this, &LoadAllBar::updateState);
    updateState();
}

void LoadAllBar::start()
{
    m_job->start();
    updateState();
}

void LoadAllBar::cancel()
{
    m_job->cancel();
    updateState();
}

void LoadAllBar::showProgress(qint64 loaded, qint64 total)
{
    const QLocale locale = QLocale();
    if (total > 0) {
        // QProgressBar counts in int: scale to per-mille so tables past 2^31 entities still fit.
        m_progress->setRange(0, 1000);
        m_progress->setValue(int(std::min<qint64>(1000, loaded * 1000 / total)));
        m_progress->setFormat(tr("%1 of %2").arg(locale.toString(loaded), locale.toString(total)));
    } else {
        m_progress->setRange(0, 0); // busy indicator until the statistics arrive
        m_progress->setFormat(locale.toString(loaded));
    }
}

void LoadAllBar::updateState()
{
    const bool running = m_job->isRunning();
    m_loadAll->setVisible(!running);
    m_loadAll->setEnabled(!m_model->table().isEmpty() && !m_model->isExhausted());
    m_progress->setVisible(running);
    m_cancel->setVisible(running);
}

} // namespace rowan
