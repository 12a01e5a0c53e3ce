#include "ui/transfer/transferprogressdialog.h"

#include "models/transfer/transferjob.h"

#include <QDesktopServices>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QUrl>
#include <QVBoxLayout>

namespace rowan {

TransferProgressDialog::TransferProgressDialog(TransferJob *job, const QString &what, QWidget *parent)
    : QDialog(parent)
    , m_job(job)
{
    setObjectName(QStringLiteral("transferProgressDialog"));
    setWindowTitle(job->kind() == TransferJob::Kind::Copy ? tr("Copy Table") : tr("Export"));
    setAttribute(Qt::WA_DeleteOnClose);
    setModal(false);
    job->setParent(this);

    auto *title = new QLabel(what, this);
    title->setObjectName(QStringLiteral("title"));
    title->setWordWrap(true);
    m_bar = new QProgressBar(this);
    m_bar->setObjectName(QStringLiteral("progressBar"));
    m_bar->setRange(0, 0);
    m_status = new QLabel(tr("Starting…"), this);
    m_status->setObjectName(QStringLiteral("status"));
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->hide();
    m_openReport = new QPushButton(tr("Open Error &Report"), this);
    m_openReport->setObjectName(QStringLiteral("openReport"));
    m_openReport->hide();
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setObjectName(QStringLiteral("cancel"));

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_openReport);
    buttons->addStretch(1);
    buttons->addWidget(m_cancel);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addWidget(m_bar);
    layout->addWidget(m_status);
    layout->addWidget(m_summary);
    layout->addLayout(buttons);
    resize(460, sizeHint().height());

    connect(job, &TransferJob::progress, this, &TransferProgressDialog::showProgress);
    connect(job, &TransferJob::finished, this, &TransferProgressDialog::showResult);
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        if (m_job->isRunning()) {
            m_job->cancel();
            m_cancel->setEnabled(false);
            m_status->setText(tr("Cancelling after the batch in flight…"));
        } else {
            close();
        }
    });
    connect(m_openReport, &QPushButton::clicked, this,
        [this] { QDesktopServices::openUrl(QUrl::fromLocalFile(m_reportPath)); });
}

QString TransferProgressDialog::statusText() const
{
    return m_status->text();
}

QString TransferProgressDialog::summaryText() const
{
    return m_summary->text();
}

QString TransferProgressDialog::progressText(const transfer::Progress &progress)
{
    const QLocale locale;
    const qint64 done = progress.written + progress.skipped + progress.failed;
    QString text = tr("%1 entities").arg(locale.toString(done));
    if (progress.entitiesTotal > 0)
        text = tr("%1 of %2 entities").arg(locale.toString(done), locale.toString(progress.entitiesTotal));
    if (progress.elapsedMs > 0) {
        const double rate = double(done) * 1000.0 / double(progress.elapsedMs);
        text += tr(" · %1/s").arg(locale.toString(qRound64(rate)));
        if (progress.entitiesTotal > done && rate > 0)
            text += tr(" · about %1 s left").arg(qCeil(double(progress.entitiesTotal - done) / rate));
    }
    return text;
}

void TransferProgressDialog::showProgress(const transfer::Progress &progress)
{
    const qint64 done = progress.written + progress.skipped + progress.failed;
    if (progress.entitiesTotal > 0) {
        // A filter makes the count an upper bound: the bar never runs past its end.
        m_bar->setRange(0, 1000);
        m_bar->setValue(int(std::min<qint64>(1000, done * 1000 / progress.entitiesTotal)));
    }
    if (m_job->isRunning() && m_cancel->isEnabled())
        m_status->setText(progressText(progress));
}

void TransferProgressDialog::showResult(const TransferJobResult &result)
{
    const QLocale locale;
    const transfer::Progress &t = result.totals;
    m_bar->setRange(0, 1000);
    m_bar->setValue(result.succeeded() ? 1000 : m_bar->value());
    if (!result.error.isEmpty())
        m_status->setText(tr("Stopped: %1").arg(result.error));
    else if (result.cancelled)
        m_status->setText(tr("Cancelled. Everything written before stays, in whole batches."));
    else
        m_status->setText(tr("Done."));
    QString summary = m_job->kind() == TransferJob::Kind::Copy
        ? tr("%1 written, %2 skipped, %3 failed in %4 s (%5 entities/s).")
              .arg(locale.toString(t.written), locale.toString(t.skipped), locale.toString(t.failed),
                  locale.toString(double(t.elapsedMs) / 1000.0, 'f', 1),
                  locale.toString(qRound64(result.rate())))
        : tr("%1 entities written in %2 s (%3 entities/s).")
              .arg(locale.toString(t.written), locale.toString(double(t.elapsedMs) / 1000.0, 'f', 1),
                  locale.toString(qRound64(result.rate())));
    if (!result.firstErrors.isEmpty())
        summary += QStringLiteral("\n") + result.firstErrors.join(QLatin1Char('\n'));
    if (!result.errorReportPath.isEmpty())
        summary
            += QStringLiteral("\n") + tr("Every rejected row is listed in %1.").arg(result.errorReportPath);
    m_summary->setText(summary);
    m_summary->show();
    m_reportPath = result.errorReportPath;
    m_openReport->setVisible(!m_reportPath.isEmpty());
    m_cancel->setText(tr("Close"));
    m_cancel->setEnabled(true);
}

} // namespace rowan
