#include "ui/find/textindexdialog.h"

#include "ui/style/messagetone.h"

#include "models/find/textindexjob.h"
#include "models/session/servicesession.h"
#include "models/store/storetreemodel.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>

namespace rowan {

TextIndexDialog::TextIndexDialog(
    ServiceSession *session, const QString &account, const QString &table, QWidget *parent)
    : QDialog(parent)
    , m_job(new TextIndexJob(session, this))
    , m_account(account)
    , m_table(table)
    , m_state(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_build(new QPushButton(tr("&Build"), this))
    , m_remove(new QPushButton(tr("&Remove"), this))
    , m_stop(new QPushButton(tr("&Stop"), this))
{
    setObjectName(QStringLiteral("textIndexDialog"));
    setWindowTitle(tr("Text Index of %1").arg(table));
    // Room for the explanation on a few lines rather than a narrow column.
    setMinimumWidth(70 * fontMetrics().averageCharWidth());
    auto *layout = new QVBoxLayout(this);
    auto *about = new QLabel(tr("A text index lets Find answer a text of three or more characters without "
                                "reading every entity of <b>%1</b>. Every write keeps it up to date, in the "
                                "same transaction; it takes room in the store file.")
                                 .arg(table.toHtmlEscaped()),
        this);
    about->setWordWrap(true);
    layout->addWidget(about);
    m_state->setObjectName(QStringLiteral("textIndexState"));
    m_state->setWordWrap(true);
    m_state->setText(tr("Reading the index's status…"));
    layout->addWidget(m_state);
    m_progress->setObjectName(QStringLiteral("textIndexProgress"));
    m_progress->setAccessibleName(tr("Build progress"));
    m_progress->hide();
    layout->addWidget(m_progress);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_build->setObjectName(QStringLiteral("textIndexBuild"));
    m_remove->setObjectName(QStringLiteral("textIndexRemove"));
    m_stop->setObjectName(QStringLiteral("textIndexStop"));
    m_build->setToolTip(tr("Build the index in the background; writes go on meanwhile"));
    m_remove->setToolTip(tr("Remove the index; Find then reads the table"));
    m_stop->setToolTip(tr("Stop building; Build carries on from there later"));
    buttons->addButton(m_build, QDialogButtonBox::ActionRole);
    buttons->addButton(m_stop, QDialogButtonBox::ActionRole);
    buttons->addButton(m_remove, QDialogButtonBox::ActionRole);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_build, &QPushButton::clicked, this, &TextIndexDialog::build);
    connect(m_remove, &QPushButton::clicked, this, &TextIndexDialog::remove);
    connect(m_stop, &QPushButton::clicked, this, &TextIndexDialog::stop);

    connect(m_job, &TextIndexJob::statusLoaded, this, &TextIndexDialog::showStatus);
    connect(m_job, &TextIndexJob::progress, this, [this](qint64 done, qint64 total) {
        if (total > 0) {
            m_progress->setRange(0, 1000);
            m_progress->setValue(int(std::clamp<qint64>(done * 1000 / total, 0, 1000)));
        } else {
            m_progress->setRange(0, 0);
        }
        m_state->setText(total > 0 ? tr("Building: %1 of %2 entities indexed…")
                                         .arg(QLocale().toString(done), QLocale().toString(total))
                                   : tr("Building: %1 entities indexed…").arg(QLocale().toString(done)));
        setMessageTone(m_state, MessageTone::Plain);
    });
    connect(m_job, &TextIndexJob::failed, this, [this](const QString &message) {
        m_state->setText(message);
        setMessageTone(m_state, MessageTone::Error);
        updateButtons();
    });
    connect(m_job, &TextIndexJob::cancelled, this, [this] {
        m_state->setText(tr("Stopped. What was built is kept: Build carries on from there."));
        setMessageTone(m_state, MessageTone::Warning);
        m_known = false;
        updateButtons();
    });
    // Closing while building stops the build; it resumes next time.
    connect(this, &QDialog::finished, m_job, &TextIndexJob::cancel);
    m_job->loadStatus(account, table);
    updateButtons();
}

QString TextIndexDialog::stateText() const
{
    return m_state->text();
}

void TextIndexDialog::build()
{
    m_state->setText(tr("Building…"));
    setMessageTone(m_state, MessageTone::Plain);
    m_progress->setRange(0, 0);
    m_job->build(m_account, m_table);
    updateButtons();
}

void TextIndexDialog::remove()
{
    m_state->setText(tr("Removing…"));
    setMessageTone(m_state, MessageTone::Plain);
    m_job->remove(m_account, m_table);
    updateButtons();
}

void TextIndexDialog::stop()
{
    m_job->cancel();
}

void TextIndexDialog::showStatus(const TextIndexStatus &status)
{
    m_status = status;
    m_known = true;
    const QLocale locale;
    switch (status.state) {
    case TextIndexStatus::State::None:
        m_state->setText(tr("This table has no text index: Find reads every entity."));
        break;
    case TextIndexStatus::State::Building:
        m_state->setText(
            tr("The index is not finished (%1 entities so far): Find reads the table until it is. "
               "Build carries on.")
                .arg(locale.toString(status.entities)));
        break;
    case TextIndexStatus::State::Ready:
        m_state->setText(tr("Ready: %1 entities indexed, %2 in the store file.")
                             .arg(locale.toString(status.entities), formatBytes(status.bytes)));
        break;
    }
    setMessageTone(
        m_state, status.state == TextIndexStatus::State::Ready ? MessageTone::Success : MessageTone::Plain);
    updateButtons();
}

void TextIndexDialog::updateButtons()
{
    const bool running = m_job->isRunning();
    m_progress->setVisible(running);
    m_stop->setVisible(running);
    m_build->setEnabled(!running && !(m_known && m_status.state == TextIndexStatus::State::Ready));
    m_remove->setEnabled(!running && !(m_known && m_status.state == TextIndexStatus::State::None));
}

} // namespace rowan
