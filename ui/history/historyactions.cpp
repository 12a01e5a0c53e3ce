#include "ui/history/historyactions.h"

#include "models/history/journalmodel.h"
#include "models/history/undojob.h"

#include <QAction>
#include <QCoreApplication>
#include <QIcon>
#include <QLocale>
#include <QMessageBox>
#include <QProgressDialog>

#include <algorithm>
#include <climits>

namespace rowan {

namespace {
// An undo that ends sooner shows no progress dialog (QProgressDialog::minimumDuration).
constexpr int ProgressAfterMs = 600;
// Conflicts listed by name in the dialog's details; the rest are counted.
constexpr int ListedConflicts = 200;
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
    const bool idle = !isRunning();
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

void HistoryActions::revert(const JournalAction &action)
{
    if (isRunning())
        return;
    auto *job = new UndoJob(m_session, this);
    m_job = job;
    auto *dialog = new QProgressDialog(tr("Taking back %1…").arg(JournalModel::describe(action)), tr("Cancel"),
        0, 0, m_dialogParent);
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
    connect(job, &UndoJob::finished, this, [this, action](const UndoReport &report) { finished(report, action); });
    connect(job, &UndoJob::failed, this, [this, action](const QString &message) {
        if (m_progress)
            m_progress->deleteLater();
        m_job->deleteLater();
        updateActions();
        QMessageBox::warning(m_dialogParent, tr("Undo"),
            tr("%1 could not be taken back: %2").arg(JournalModel::describe(action), message));
    });
    Q_EMIT statusMessage(tr("Taking back %1…").arg(JournalModel::describe(action)), 0);
    job->start(action);
    updateActions();
}

void HistoryActions::finished(const UndoReport &report, const JournalAction &action)
{
    if (m_progress)
        m_progress->deleteLater();
    m_job->deleteLater();
    updateActions();
    const QString what = JournalModel::describe(action);
    const QString restored = tr("%n entities written back", nullptr, int(std::min<qint64>(report.restored, INT_MAX)));
    if (report.conflicts.isEmpty()) {
        Q_EMIT statusMessage(report.cancelled ? tr("Cancelled taking back %1: %2.").arg(what, restored)
                                              : tr("Took back %1: %2.").arg(what, restored),
            8000);
        return;
    }
    Q_EMIT statusMessage(tr("Took back %1 in part: %2.").arg(what, restored), 8000);
    QStringList lines;
    for (const UndoConflict &c : report.conflicts) {
        if (lines.size() == ListedConflicts) {
            lines << tr("… and %1 more").arg(QLocale().toString(report.conflicts.size() - ListedConflicts));
            break;
        }
        lines << tr("%1 / %2: %3").arg(c.partitionKey, c.rowKey, c.reason);
    }
    QMessageBox box(QMessageBox::Warning, tr("Undo"),
        tr("%1 was taken back in part: %2. %n entities changed since and were left as they are now, so "
           "nothing anyone wrote meanwhile was overwritten.",
            nullptr, int(std::min<qint64>(report.conflicts.size(), INT_MAX)))
            .arg(what, restored),
        QMessageBox::Ok, m_dialogParent);
    box.setObjectName(QStringLiteral("undoConflicts"));
    box.setDetailedText(lines.join(QLatin1Char('\n')));
    box.exec();
}

} // namespace rowan
