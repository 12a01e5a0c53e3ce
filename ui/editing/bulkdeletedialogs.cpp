#include "ui/editing/bulkdeletedialogs.h"

#include "models/editing/bulkdeletejob.h"
#include "models/session/guicontinuation.h"
#include "models/session/servicesession.h"

#include <rowan/filter.h>
#include <rowan/pluralcount.h>

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace rowan {

namespace {
QString number(qint64 n)
{
    return QLocale().toString(n);
}
} // namespace

FilterDeleteDialog::FilterDeleteDialog(
    ServiceSession *session, const QString &account, const QString &table, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_account(account)
    , m_table(table)
    , m_filter(new QLineEdit(this))
    , m_status(new QLabel(this))
{
    setObjectName(QStringLiteral("filterDeleteDialog"));
    setWindowTitle(tr("Delete Matching Entities"));
    setMinimumWidth(560);
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Delete the entities of <b>%1</b> that match this OData <tt>$filter</tt>. "
                                "Leave it empty to delete every entity of the table.")
                                 .arg(table.toHtmlEscaped()),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_filter->setObjectName(QStringLiteral("deleteFilter"));
    m_filter->setAccessibleName(tr("Filter of the entities to delete"));
    m_filter->setPlaceholderText(
        QStringLiteral("PartitionKey eq 'Sales' and Timestamp lt datetime'2024-01-01T00:00:00Z'"));
    m_filter->setClearButtonEnabled(true);
    layout->addWidget(m_filter);
    m_status->setObjectName(QStringLiteral("deleteCount"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);

    auto *buttons = new QDialogButtonBox(this);
    m_countButton = buttons->addButton(tr("Count Matches"), QDialogButtonBox::ActionRole);
    m_countButton->setObjectName(QStringLiteral("countButton"));
    m_deleteButton = buttons->addButton(tr("Delete…"), QDialogButtonBox::AcceptRole);
    m_deleteButton->setObjectName(QStringLiteral("deleteButton"));
    // Enter counts; deleting always takes a click and a confirmation.
    m_deleteButton->setAutoDefault(false);
    m_countButton->setDefault(true);
    buttons->addButton(QDialogButtonBox::Cancel);
    layout->addWidget(buttons);

    connect(m_filter, &QLineEdit::textChanged, this, &FilterDeleteDialog::invalidate);
    connect(m_countButton, &QPushButton::clicked, this, &FilterDeleteDialog::countMatches);
    connect(m_deleteButton, &QPushButton::clicked, this, &FilterDeleteDialog::confirm);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    invalidate();
}

FilterDeleteDialog::~FilterDeleteDialog()
{
    if (m_cancelCount)
        m_cancelCount->store(true);
}

QString FilterDeleteDialog::filterText() const
{
    return m_filter->text().trimmed();
}

void FilterDeleteDialog::invalidate()
{
    ++m_generation;
    if (m_cancelCount)
        m_cancelCount->store(true);
    m_cancelCount.reset();
    m_count = -1;
    m_deleteButton->setEnabled(false);
    m_countButton->setEnabled(true);
    m_status->setText(tr("Count the matches first: nothing is deleted before you confirm the number."));
}

void FilterDeleteDialog::countMatches()
{
    const auto parsed = Filter::parse(filterText());
    if (!parsed) {
        invalidate();
        m_status->setText(tr("The filter is not valid at position %1: %2")
                              .arg(parsed.error().position)
                              .arg(parsed.error().message));
        return;
    }
    invalidate();
    m_countButton->setEnabled(false);
    m_status->setText(parsed->isEmpty()
            ? tr("Counting…")
            : tr("Counting… (a filter without PartitionKey reads the whole table)"));
    const quint64 generation = m_generation;
    m_cancelCount = std::make_shared<std::atomic_bool>(false);
    continueOnGui(this, BulkDeleteJob::countMatches(m_session, m_account, m_table, *parsed, m_cancelCount),
        [this, generation](const Result<qint64> &count) {
            if (generation != m_generation)
                return; // the text changed meanwhile
            m_countButton->setEnabled(true);
            if (!count) {
                m_status->setText(tr("Cannot count: %1").arg(count.error().message));
                return;
            }
            m_count = *count;
            m_deleteButton->setEnabled(m_count > 0);
            m_status->setText(m_count == 0
                    ? tr("No entity matches.")
                    : (m_count == 1
                            ? tr("1 entity matches.")
                            : tr("%1 entities match.", nullptr, pluralCount(m_count)).arg(number(m_count))));
        });
}

void FilterDeleteDialog::confirm()
{
    if (m_count <= 0)
        return;
    const QString question = filterText().isEmpty()
        ? tr("Delete all %1 entities of <b>%2</b>?").arg(number(m_count), m_table.toHtmlEscaped())
        : tr("Delete the %1 entities of <b>%2</b> that match<br><tt>%3</tt>?")
              .arg(number(m_count), m_table.toHtmlEscaped(), filterText().toHtmlEscaped());
    QMessageBox box(QMessageBox::Warning, tr("Delete Entities"),
        question
            + tr("<br><br>An entity that changes while the delete runs is kept and reported. This cannot be "
                 "undone."),
        QMessageBox::NoButton, this);
    box.setObjectName(QStringLiteral("confirmFilterDelete"));
    QPushButton *yes
        = box.addButton(tr("Delete %1 Entities").arg(number(m_count)), QMessageBox::DestructiveRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() == yes)
        accept();
}

BulkDeleteProgressDialog::BulkDeleteProgressDialog(BulkDeleteJob *job, const QString &table, QWidget *parent)
    : QDialog(parent)
    , m_job(job)
    , m_table(table)
    , m_status(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_note(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("bulkDeleteProgress"));
    setWindowTitle(tr("Deleting Entities from %1").arg(table));
    setMinimumWidth(480);
    job->setParent(this);
    auto *layout = new QVBoxLayout(this);
    m_status->setObjectName(QStringLiteral("bulkDeleteStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_note->setWordWrap(true);
    m_note->setEnabled(false);
    m_note->setText(
        tr("Entities are deleted in transactions of up to 100 in one partition. Cancel stops after "
           "the transaction in progress: transactions already committed stay deleted."));
    layout->addWidget(m_status);
    layout->addWidget(m_progress);
    layout->addWidget(m_note);
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::rejected, this, &BulkDeleteProgressDialog::reject);
    connect(job, &BulkDeleteJob::progress, this, &BulkDeleteProgressDialog::showProgress);
    connect(job, &BulkDeleteJob::finished, this,
        [this](const BulkDeleteSummary &summary) { end(describe(summary)); });
    connect(job, &BulkDeleteJob::failed, this, [this](const QString &message) {
        end(tr("Deleting failed: %1").arg(message) + QStringLiteral("\n\n") + describe(m_job->summary()));
    });
    showProgress(job->summary().deleted, job->total());
}

QString BulkDeleteProgressDialog::statusText() const
{
    return m_status->text();
}

void BulkDeleteProgressDialog::showProgress(qint64 deleted, qint64 total)
{
    if (m_finished)
        return;
    if (total > 0) {
        m_progress->setRange(0, 1000);
        m_progress->setValue(int(std::min<qint64>(1000, deleted * 1000 / total)));
        m_progress->setFormat(QStringLiteral("%p%"));
        m_status->setText(tr("Deleted %1 of %2 entities…").arg(number(deleted), number(total)));
    } else {
        m_progress->setRange(0, 0);
        m_status->setText(tr("Deleted %1 entities…").arg(number(deleted)));
    }
}

void BulkDeleteProgressDialog::end(const QString &text)
{
    m_finished = true;
    m_status->setText(text);
    const BulkDeleteSummary summary = m_job->summary();
    m_progress->setRange(0, 1000);
    if (m_job->total() > 0)
        m_progress->setValue(int(std::min<qint64>(1000, summary.deleted * 1000 / m_job->total())));
    m_buttons->setStandardButtons(QDialogButtonBox::Close);
    m_buttons->button(QDialogButtonBox::Close)->setObjectName(QStringLiteral("closeButton"));
    Q_EMIT jobEnded();
}

void BulkDeleteProgressDialog::reject()
{
    if (m_finished) {
        QDialog::reject();
        return;
    }
    m_job->cancel();
    if (QPushButton *cancel = m_buttons->button(QDialogButtonBox::Cancel)) {
        cancel->setEnabled(false);
        cancel->setText(tr("Cancelling…"));
    }
}

QString BulkDeleteProgressDialog::describe(const BulkDeleteSummary &summary)
{
    QStringList parts;
    parts.append(summary.deleted == 1
            ? tr("Deleted 1 entity")
            : tr("Deleted %1 entities", nullptr, pluralCount(summary.deleted)).arg(number(summary.deleted)));
    parts.last() += summary.transactions == 1
        ? tr(" in 1 transaction.")
        : tr(" in %1 transactions.", nullptr, pluralCount(summary.transactions))
              .arg(number(summary.transactions));
    if (summary.cancelled)
        parts.append(tr("Cancelled: the entities not deleted yet are still in the table."));
    if (summary.changed > 0) {
        QString keys = summary.changedKeys.join(QStringLiteral(", "));
        if (summary.changed > summary.changedKeys.size())
            keys += QStringLiteral(", …");
        parts.append(tr("%1 changed after they were read and were kept (not deleted): %2")
                         .arg(number(summary.changed), keys));
    }
    if (summary.missing > 0)
        parts.append(tr("%1 were already gone.").arg(number(summary.missing)));
    return parts.join(QLatin1Char('\n'));
}

} // namespace rowan
