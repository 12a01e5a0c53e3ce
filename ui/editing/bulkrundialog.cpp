#include "ui/editing/bulkrundialog.h"

#include "ui/safety/writeconfirmation.h"

#include "models/editing/bulkeditjob.h"
#include "models/session/servicesession.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace rowan {

BulkRunDialog::BulkRunDialog(ServiceSession *session, const BulkSources &sources, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_sources(sources)
    , m_job(new BulkEditJob(session, this))
    , m_scope(new BulkScopeChooser(sources, this))
{
}

void BulkRunDialog::addRunArea(QVBoxLayout *layout, QWidget *results, const QString &objectPrefix,
    const QString &ofTotal, const QString &done)
{
    m_stagingNote = new QLabel(this);
    m_stagingNote->setObjectName(QStringLiteral("stagingNote"));
    m_stagingNote->setWordWrap(true);
    m_stagingNote->hide();
    layout->addWidget(m_stagingNote);
    m_status = new QLabel(this);
    m_status->setObjectName(objectPrefix + QStringLiteral("Status"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);
    layout->addWidget(results, 2);
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(objectPrefix + QStringLiteral("Progress"));
    m_progress->setAccessibleName(tr("Progress"));
    m_progress->hide();
    layout->addWidget(m_progress);
    m_problems = newProblemList(this);
    m_problems->setObjectName(objectPrefix + QStringLiteral("Problems"));
    m_problems->hide();
    layout->addWidget(m_problems, 1);

    m_buttons = new QDialogButtonBox(this);
    m_previewButton = m_buttons->addButton(tr("&Preview"), QDialogButtonBox::ActionRole);
    m_previewButton->setObjectName(QStringLiteral("previewButton"));
    m_runButton = m_buttons->addButton(tr("&Run"), QDialogButtonBox::ActionRole);
    m_runButton->setObjectName(QStringLiteral("runButton"));
    m_runButton->setAutoDefault(false);
    m_previewButton->setDefault(true);
    m_buttons->addButton(QDialogButtonBox::Cancel)->setObjectName(QStringLiteral("cancelButton"));
    layout->addWidget(m_buttons);

    connect(m_previewButton, &QPushButton::clicked, this, &BulkRunDialog::preview);
    connect(m_runButton, &QPushButton::clicked, this, &BulkRunDialog::run);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &BulkRunDialog::reject);
    connect(m_job, &BulkEditJob::progress, this, [this, ofTotal, done](qint64 n, qint64 total) {
        const QLocale locale;
        if (total > 0) {
            m_progress->setRange(0, 1000);
            m_progress->setValue(int(std::min<qint64>(1000, n * 1000 / total)));
            m_status->setText(ofTotal.arg(locale.toString(n), locale.toString(total)));
        } else {
            m_progress->setRange(0, 0);
            if (!done.isEmpty())
                m_status->setText(done.arg(locale.toString(n)));
        }
    });
}

QString BulkRunDialog::statusText() const
{
    return m_status->text();
}

void BulkRunDialog::setStagingNote(bool stagedEditsOn)
{
    if (stagedEditsOn)
        m_stagingNote->setText(m_session->description().capabilities.testFlag(ServiceCapability::Journal)
                ? tr("Stage Edits is on, but a change of many entities is not staged: the preview is its "
                     "review, and Edit ▸ Undo takes the whole run back.")
                : tr("Stage Edits is on, but a change of many entities is not staged: the preview is its "
                     "review, and this endpoint keeps no journal to take it back."));
    m_stagingNote->setVisible(stagedEditsOn);
}

bool BulkRunDialog::hasStagingNote() const
{
    return !m_stagingNote->isHidden();
}

void BulkRunDialog::setStatus(const QString &text)
{
    m_status->setText(text);
}

void BulkRunDialog::startPreview(const QString &status)
{
    m_problems->clear();
    m_runButton->setEnabled(false);
    m_previewing = true;
    m_status->setText(status);
}

bool BulkRunDialog::confirmRun(WriteIntent intent)
{
    intent.account = m_sources.account;
    intent.table = m_sources.table;
    return confirmWrite(this, m_session->safety(), m_session->description().displayName, intent);
}

void BulkRunDialog::startRun(const QList<QWidget *> &fields, const QString &status)
{
    m_running = true;
    for (QWidget *field : fields)
        field->setEnabled(false);
    m_scope->setEnabled(false);
    m_previewButton->setEnabled(false);
    m_runButton->setEnabled(false);
    m_progress->setRange(0, 0);
    m_progress->show();
    m_status->setText(status);
}

void BulkRunDialog::finishRun()
{
    m_running = false;
    m_finished = true;
    m_previewButton->hide();
    m_runButton->hide();
    m_buttons->setStandardButtons(QDialogButtonBox::Close);
    m_buttons->button(QDialogButtonBox::Close)->setObjectName(QStringLiteral("closeButton"));
    Q_EMIT runEnded();
}

void BulkRunDialog::showFailure(const QString &message, const QString &runFailed)
{
    if (m_running) {
        m_status->setText(m_stopping ? tr("Cancelled before anything was written.") : runFailed.arg(message));
        finishRun();
        return;
    }
    m_previewing = false;
    m_status->setText(tr("Cannot preview: %1").arg(message));
}

void BulkRunDialog::reject()
{
    if (m_running) {
        m_stopping = true;
        m_job->stop();
        if (QPushButton *cancel = m_buttons->button(QDialogButtonBox::Cancel)) {
            cancel->setEnabled(false);
            cancel->setText(tr("Cancelling…"));
        }
        return;
    }
    m_job->cancel();
    QDialog::reject();
}

} // namespace rowan
