#include "ui/store/storemaintenancedialog.h"
#include "ui/style/messagetone.h"

#include "models/session/guicontinuation.h"
#include "models/session/servicesession.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

#include <memory>

namespace rowan {

namespace {

// Carries progress from the worker to the dialog as a queued signal: a connection to a dialog that is gone
// is simply dropped, which a pointer to the dialog used from the worker could not promise.
class ProgressRelay : public QObject
{
    Q_OBJECT
Q_SIGNALS:
    void progress(const QString &stage, qint64 done, qint64 total);
};

struct Outcome
{
    bool ok = false;
    QString summary;
    QString details;
};
} // namespace

StoreMaintenanceDialog::StoreMaintenanceDialog(
    ServiceSession *session, const QString &storePath, Task task, const QString &target, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_storePath(storePath)
    , m_task(task)
    , m_target(target)
{
    setWindowTitle(task == Task::Check ? tr("Check Store") : tr("Back Up Store"));
    auto *layout = new QVBoxLayout(this);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);
    m_status->setMinimumWidth(460);
    layout->addWidget(m_status);
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("progress"));
    layout->addWidget(m_progress);
    m_details = new QPlainTextEdit(this);
    m_details->setObjectName(QStringLiteral("details"));
    m_details->setReadOnly(true);
    m_details->setVisible(false);
    layout->addWidget(m_details);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &StoreMaintenanceDialog::reject);
    layout->addWidget(m_buttons);
    start();
}

QString StoreMaintenanceDialog::outcome() const
{
    return m_status->text() + QLatin1Char('\n') + m_details->toPlainText();
}

void StoreMaintenanceDialog::start()
{
    m_busy = true;
    m_buttons->setEnabled(false);
    m_progress->setRange(0, 0);
    const QString name = QFileInfo(m_storePath).fileName();
    m_status->setText(m_task == Task::Check ? tr("Checking %1: every page, then every entity…").arg(name)
                                            : tr("Backing up %1 to %2…").arg(name, m_target));
    std::shared_ptr<ProgressRelay> relay(new ProgressRelay, [](ProgressRelay *r) { r->deleteLater(); });
    connect(relay.get(), &ProgressRelay::progress, this, &StoreMaintenanceDialog::showProgress,
        Qt::QueuedConnection);
    const StoreProgress progress = [relay](const QString &stage, qint64 done, qint64 total) {
        Q_EMIT relay->progress(stage, done, total);
    };
    const Task task = m_task;
    const QString target = m_target;
    // Checking and backing up read the store file itself: only an embedded store offers them.
    const std::shared_ptr<Store> local = m_session->localStore();
    if (!local)
        return;
    continueOnGui(this,
        QtConcurrent::run(m_session->pool(),
            [task, target, progress, local]() -> Outcome {
                Store &store = *local;
                if (task == Task::Backup) {
                    if (auto ok = store.backupTo(target, progress); !ok)
                        return {false, tr("The backup failed (%1).").arg(ok.error().codeName()),
                            ok.error().message};
                    return {true,
                        tr("Backed up to %1, %2. Open it like any store to restore it.")
                            .arg(target,
                                store.isEncrypted() ? tr("encrypted with the store's passphrase")
                                                    : tr("not encrypted")),
                        QString()};
                }
                auto report = store.check(progress);
                if (!report)
                    return {false, tr("The check stopped (%1).").arg(report.error().codeName()),
                        report.error().message};
                if (report->isSound())
                    return {true,
                        tr("The store is sound: %1 pages authenticated, %2 tables, %3 entities decoded.")
                            .arg(report->pagesAuthenticated)
                            .arg(report->tablesChecked)
                            .arg(report->entitiesDecoded),
                        QString()};
                return {false,
                    tr("The store is damaged: %n problem(s). Stop writing to it and restore it from a "
                       "backup.",
                        nullptr, int(report->problems.size())),
                    report->problems.join(QLatin1Char('\n'))};
            }),
        [this](const Outcome &outcome) { finish(outcome.ok, outcome.summary, outcome.details); });
}

void StoreMaintenanceDialog::showProgress(const QString &stage, qint64 done, qint64 total)
{
    if (!m_busy)
        return;
    if (total > 0) {
        // Per mille, so page and entity counts beyond int range still fit the bar.
        m_progress->setRange(0, 1000);
        m_progress->setValue(int(std::min<qint64>(1000, done * 1000 / total)));
    } else {
        m_progress->setRange(0, 0);
    }
    if (m_task == Task::Check)
        m_progress->setFormat(stage == QLatin1String("entities") ? tr("Entities: %p%") : tr("Pages"));
}

void StoreMaintenanceDialog::finish(bool ok, const QString &summary, const QString &details)
{
    m_busy = false;
    m_buttons->setEnabled(true);
    m_progress->setRange(0, 1);
    m_progress->setValue(1);
    m_progress->setVisible(false);
    setMessageTone(m_status, ok ? MessageTone::Plain : MessageTone::Error);
    m_status->setText(summary);
    m_details->setPlainText(details);
    m_details->setVisible(!details.isEmpty());
    adjustSize();
    Q_EMIT finished(ok);
}

void StoreMaintenanceDialog::reject()
{
    if (!m_busy)
        QDialog::reject();
}

} // namespace rowan

#include "storemaintenancedialog.moc"
