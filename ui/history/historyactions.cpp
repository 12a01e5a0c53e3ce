#include "ui/history/historyactions.h"

#include "ui/safety/writeconfirmation.h"

#include "ui/editing/conflictdialog.h"

#include "models/history/journalmodel.h"
#include "models/history/undojob.h"
#include "models/session/servicesession.h"

#include <QAction>
#include <QCoreApplication>
#include <QIcon>
#include <QMessageBox>
#include <QProgressDialog>

#include <algorithm>
#include <climits>

namespace rowan {

namespace {
// An undo that ends sooner shows no progress dialog (QProgressDialog::minimumDuration).
constexpr int ProgressAfterMs = 600;

int countOf(qint64 n)
{
    return int(std::min<qint64>(n, INT_MAX));
}
} // namespace

HistoryActions::HistoryActions(ServiceSession *session, QWidget *dialogParent)
    : QObject(dialogParent)
    , m_session(session)
    , m_dialogParent(dialogParent)
    , m_model(new JournalModel(session, this))
    , m_undo(new QAction(QIcon::fromTheme(QStringLiteral("edit-undo")), tr("&Undo"), this))
    , m_redo(new QAction(QIcon::fromTheme(QStringLiteral("edit-redo")), tr("&Redo"), this))
{
    m_undo->setObjectName(QStringLiteral("actionUndo"));
    m_redo->setObjectName(QStringLiteral("actionRedo"));
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence::Redo});
    connect(m_undo, &QAction::triggered, this, [this] {
        if (const auto target = m_model->undoTarget())
            revert(*target);
    });
    connect(m_redo, &QAction::triggered, this, [this] {
        if (const auto target = m_model->redoTarget())
            revert(*target);
    });
    connect(m_model, &JournalModel::loaded, this, &HistoryActions::updateActions);
    connect(m_session, &ServiceSession::safetyChanged, this, &HistoryActions::updateActions);
    updateActions();
}

bool HistoryActions::isRunning() const
{
    return m_job && m_job->isRunning();
}

void HistoryActions::updateActions()
{
    const auto undo = m_model->undoTarget();
    const auto redo = m_model->redoTarget();
    // A read-only store or connection takes nothing back: that would write.
    const bool idle = !isRunning() && m_session->writable();
    m_undo->setEnabled(idle && undo.has_value());
    m_redo->setEnabled(idle && redo.has_value());
    m_undo->setText(undo ? tr("&Undo %1").arg(JournalModel::describe(*undo)) : tr("&Undo"));
    // Redo names what the undo took back: the label of the undo says "Undo: …".
    m_redo->setText(redo ? tr("&Redo %1").arg(JournalModel::describe(*redo)) : tr("&Redo"));
    const QString unavailable = m_model->isAvailable()
        ? tr("Nothing to take back")
        : tr("This store or connection keeps no change journal");
    m_undo->setToolTip(undo ? m_undo->text().remove(QLatin1Char('&')) : unavailable);
    m_redo->setToolTip(redo ? m_redo->text().remove(QLatin1Char('&')) : unavailable);
}

UndoJob *HistoryActions::newJob(const QString &what, const QString &failure)
{
    if (isRunning())
        return nullptr;
    auto *job = new UndoJob(m_session, this);
    m_job = job;
    auto *dialog = new QProgressDialog(what, tr("Cancel"), 0, 0, m_dialogParent);
    dialog->setObjectName(QStringLiteral("undoProgress"));
    dialog->setWindowTitle(tr("Undo"));
    dialog->setMinimumDuration(ProgressAfterMs);
    dialog->setAutoClose(false);
    dialog->setAutoReset(false);
    m_progress = dialog;
    connect(dialog, &QProgressDialog::canceled, job, &UndoJob::cancel);
    connect(job, &UndoJob::progress, dialog, [dialog](qint64 done, qint64 total) {
        // QProgressDialog counts in int: scale large actions to per mille.
        dialog->setMaximum(1000);
        dialog->setValue(total > 0 ? int(done * 1000 / total) : 0);
    });
    connect(job, &UndoJob::failed, this, [this, failure](const QString &message) {
        jobEnded();
        QMessageBox::warning(m_dialogParent, tr("Undo"), tr("%1: %2").arg(failure, message));
    });
    Q_EMIT statusMessage(what, 0);
    return job;
}

void HistoryActions::jobEnded()
{
    if (m_progress)
        m_progress->deleteLater();
    if (m_job)
        m_job->deleteLater();
    updateActions();
}

void HistoryActions::revert(const JournalAction &action)
{
    const QString what = JournalModel::describe(action);
    WriteIntent intent;
    intent.title = tr("Undo");
    intent.confirmText = tr("Take Back");
    intent.question
        = tr("Take back %1? Each entity is written back as it was before, unless it changed since.")
              .arg(what.toHtmlEscaped());
    intent.account = action.info.account;
    intent.table = action.info.table;
    intent.bulk = action.entityCount > 1;
    if (!confirmWrite(m_dialogParent, m_session->safety(), m_session->description().displayName, intent))
        return;
    UndoJob *job = newJob(tr("Taking back %1…").arg(what), tr("%1 could not be taken back").arg(what));
    if (!job)
        return;
    connect(job, &UndoJob::finished, this,
        [this, action](const UndoReport &report) { finished(report, action); });
    job->start(action);
    updateActions();
}

void HistoryActions::finished(const UndoReport &report, const JournalAction &action)
{
    jobEnded();
    const QString what = JournalModel::describe(action);
    const QString restored = tr("%n entities written back", nullptr, countOf(report.restored));
    if (report.conflicts.isEmpty()) {
        Q_EMIT statusMessage(report.cancelled ? tr("Cancelled taking back %1: %2.").arg(what, restored)
                                              : tr("Took back %1: %2.").arg(what, restored),
            8000);
        return;
    }
    Q_EMIT statusMessage(
        tr("Took back %1 in part: %2; %n changed since.", nullptr, countOf(report.conflicts.size()))
            .arg(what, restored),
        8000);
    showConflicts(report.conflicts, action);
}

void HistoryActions::showConflicts(const QList<UndoConflict> &conflicts, const JournalAction &undone)
{
    auto *dialog = new ConflictDialog(conflicts, m_dialogParent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::finished, this, [this, dialog, undone] {
        const QList<UndoConflict> chosen = dialog->writeBacks();
        const qsizetype kept = dialog->conflictCount() - chosen.size();
        if (chosen.isEmpty()) {
            Q_EMIT statusMessage(
                tr("Kept the current version of %n entities.", nullptr, countOf(kept)), 8000);
            return;
        }
        UndoJob *job = newJob(tr("Writing back %n earlier versions…", nullptr, countOf(chosen.size())),
            tr("The earlier versions could not be written back"));
        if (!job)
            return;
        connect(job, &UndoJob::finished, this,
            [this, undone](const UndoReport &report) { wroteBack(report, undone); });
        job->startWriteBack(undone, chosen);
        updateActions();
    });
    Q_EMIT conflictsShown(dialog);
    dialog->open();
}

void HistoryActions::wroteBack(const UndoReport &report, const JournalAction &undone)
{
    jobEnded();
    const QString written = tr("Wrote back %n earlier versions", nullptr, countOf(report.restored));
    if (report.conflicts.isEmpty()) {
        Q_EMIT statusMessage(
            report.cancelled ? tr("%1, then cancelled.").arg(written) : written + u'.', 8000);
        return;
    }
    // Entities changed once more while the dialog was open: shown again with their newest version.
    Q_EMIT statusMessage(
        tr("%1; %n changed again.", nullptr, countOf(report.conflicts.size())).arg(written), 8000);
    showConflicts(report.conflicts, undone);
}

} // namespace rowan
