#include "ui/grid/sortbar.h"

#include "models/grid/entitytablemodel.h"
#include "models/grid/sortjob.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>

namespace rowan {

QString sortDirectionText(SortDirection direction)
{
    return direction == SortDirection::Ascending ? SortBar::tr("ascending") : SortBar::tr("descending");
}

SortBar::SortBar(EntityTableModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_job(new SortJob(model->session(), this))
    , m_label(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_narrow(new QPushButton(tr("Narrow the Query"), this))
    , m_clear(new QPushButton(tr("Clear Sort"), this))
    , m_dismiss(new QPushButton(tr("Dismiss"), this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 2, 6, 2);
    m_label->setObjectName(QStringLiteral("sortStatus"));
    m_label->setAccessibleName(tr("Sort status"));
    m_label->setWordWrap(true);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_progress->setObjectName(QStringLiteral("sortProgress"));
    m_progress->setAccessibleName(tr("Sort progress"));
    m_progress->setFixedWidth(200);
    m_cancel->setObjectName(QStringLiteral("sortCancel"));
    m_cancel->setAccessibleName(tr("Cancel the sort"));
    m_cancel->setToolTip(tr("Stop sorting; the rows shown stay as they are"));
    m_narrow->setObjectName(QStringLiteral("sortNarrowQuery"));
    m_narrow->setAccessibleName(tr("Narrow the query"));
    m_narrow->setToolTip(tr("Put the keyboard in the query bar's filter, to sort fewer entities"));
    m_clear->setObjectName(QStringLiteral("sortClear"));
    m_clear->setAccessibleName(tr("Clear the sort"));
    m_clear->setToolTip(tr("Show the rows in the service's key order again"));
    m_dismiss->setObjectName(QStringLiteral("sortDismiss"));
    m_dismiss->setAccessibleName(tr("Dismiss the sort message"));
    layout->addWidget(m_label, 1);
    layout->addWidget(m_progress);
    layout->addWidget(m_cancel);
    layout->addWidget(m_narrow);
    layout->addWidget(m_clear);
    layout->addWidget(m_dismiss);

    connect(m_cancel, &QPushButton::clicked, this, &SortBar::cancel);
    connect(m_clear, &QPushButton::clicked, this, &SortBar::clearSort);
    connect(m_narrow, &QPushButton::clicked, this, &SortBar::narrowQueryRequested);
    connect(m_dismiss, &QPushButton::clicked, this, [this] { setState(State::Idle, QString()); });
    connect(m_job, &SortJob::progress, this, &SortBar::onProgress);
    connect(m_job, &SortJob::finished, this, [this](const std::shared_ptr<SortedResult> &result) {
        m_applying = true;
        m_model->showSorted(result);
        m_applying = false;
        m_stale = false;
        showSorted();
        Q_EMIT sortChanged();
    });
    connect(m_job, &SortJob::tooLarge, this, [this](qint64 entities, qint64 bound) {
        const QLocale locale;
        setState(State::TooLarge,
            tr("Not sorted: the result has at least %1 entities, more than the %2 Rowan sorts on this "
               "computer. Narrow the query (a filter on the keys or a property), then sort again.")
                .arg(locale.toString(entities), locale.toString(bound)));
    });
    connect(m_job, &SortJob::failed, this,
        [this](const QString &message) { setState(State::Failed, tr("Sorting failed: %1").arg(message)); });
    // Another table, query or find results: a sort still reading would sort what is no longer shown.
    connect(m_model, &EntityTableModel::modelAboutToBeReset, this, [this] {
        if (!m_applying && m_job->isRunning())
            m_job->cancel();
    });
    connect(m_model, &EntityTableModel::modelReset, this, [this] {
        if (m_applying)
            return;
        if (m_model->isSorted())
            showSorted();
        else if (m_state != State::Idle)
            setState(State::Idle, QString());
        Q_EMIT sortChanged();
    });
    connect(m_model, &EntityTableModel::sortedResultStale, this, [this] {
        m_stale = true;
        showSorted();
    });
    setState(State::Idle, QString());
}

bool SortBar::canSort() const
{
    return m_model->sortSource().isValid();
}

void SortBar::sortBy(const QString &property, SortDirection direction)
{
    const SortSource source = m_model->sortSource();
    if (!source.isValid() || property.isEmpty())
        return;
    m_pending = {property, direction};
    m_job->start(source, m_pending, m_options);
    if (!m_job->isRunning())
        return; // failed() said why
    setState(State::Sorting,
        tr("Sorting all of %1 by “%2”, %3, on this computer…")
            .arg(source.query ? tr("the query’s matches") : source.table, property,
                sortDirectionText(direction)));
    onProgress(0, -1);
}

void SortBar::cancel()
{
    if (!m_job->isRunning())
        return;
    m_job->cancel();
    if (m_model->isSorted())
        showSorted();
    else
        setState(State::Idle, QString());
}

void SortBar::clearSort()
{
    if (m_job->isRunning())
        m_job->cancel();
    m_stale = false;
    m_model->leaveSorted();
    setState(State::Idle, QString());
    Q_EMIT sortChanged();
}

QString SortBar::text() const
{
    return m_label->text();
}

void SortBar::showSorted()
{
    const std::optional<SortSpec> spec = m_model->sortSpec();
    if (!spec) {
        setState(State::Idle, QString());
        return;
    }
    QString text = tr("Sorted here by Rowan, not by the service: %Ln entities by “%1”, %2.", nullptr,
        int(std::min<qint64>(m_model->totalCount(), std::numeric_limits<int>::max())))
                       .arg(spec->property, sortDirectionText(spec->direction));
    if (m_stale)
        text += QLatin1Char(' ') + tr("The table has changed since: sort again to see the changes.");
    setState(State::Sorted, text);
}

void SortBar::onProgress(qint64 read, qint64 total)
{
    const QLocale locale;
    if (total > 0) {
        m_progress->setRange(0, 1000);
        m_progress->setValue(int(std::min<qint64>(1000, read * 1000 / total)));
        m_progress->setFormat(tr("%1 of %2 read").arg(locale.toString(read), locale.toString(total)));
    } else {
        m_progress->setRange(0, 0);
        m_progress->setFormat(tr("%1 read").arg(locale.toString(read)));
    }
    m_progress->setToolTip(m_progress->format());
}

void SortBar::setState(State state, const QString &text)
{
    m_state = state;
    m_label->setText(text);
    m_progress->setVisible(state == State::Sorting);
    m_cancel->setVisible(state == State::Sorting);
    m_narrow->setVisible(state == State::TooLarge);
    m_clear->setVisible(state == State::Sorted);
    m_dismiss->setVisible(state == State::TooLarge || state == State::Failed);
    setVisible(state != State::Idle);
}

} // namespace rowan
