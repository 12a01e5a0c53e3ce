#include "ui/schema/censuscomparisonpage.h"

#include "models/compare/diffjob.h"
#include "models/schema/censuscomparisonmodel.h"
#include "models/schema/censusjob.h"
#include "models/session/guicontinuation.h"
#include "ui/style/messagetone.h"
#include "ui/transfer/servicepicker.h"

#include <QCheckBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QTreeView>
#include <QVBoxLayout>

namespace rowan {

using namespace Qt::StringLiterals;

CensusComparisonPage::CensusComparisonPage(ServiceSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_model(new CensusComparisonModel(this))
    , m_job(new CensusJob(session, this))
    , m_summary(new QLabel(this))
    , m_leftSide(new QLabel(this))
    , m_rightSide(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_back(new QPushButton(tr("Back"), this))
    , m_export(new QPushButton(tr("Export…"), this))
    , m_differencesOnly(new QCheckBox(tr("Differences only"), this))
    , m_view(new QTreeView(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *head = new QHBoxLayout;
    m_back->setObjectName(u"comparisonBack"_s);
    m_back->setAccessibleName(tr("Back to the census"));
    m_back->setToolTip(tr("Show the census of this table alone again"));
    m_differencesOnly->setObjectName(u"comparisonDifferencesOnly"_s);
    m_differencesOnly->setToolTip(tr("Hide the properties both tables hold alike"));
    m_progress->setObjectName(u"comparisonProgress"_s);
    m_progress->setAccessibleName(tr("Progress of the other table's census"));
    m_cancel->setObjectName(u"comparisonCancel"_s);
    m_cancel->setAccessibleName(tr("Cancel the other table's census"));
    m_export->setObjectName(u"comparisonExport"_s);
    m_export->setAccessibleName(tr("Export the comparison as Markdown"));
    m_export->setToolTip(tr("Write the rows shown as a Markdown table"));
    // Short rows: the dock is often a narrow column.
    head->addWidget(m_back);
    head->addStretch();
    head->addWidget(m_export);
    layout->addLayout(head);
    auto *busy = new QHBoxLayout;
    busy->addWidget(m_progress, 1);
    busy->addWidget(m_cancel);
    layout->addLayout(busy);
    for (QLabel *label : {m_leftSide, m_rightSide, m_summary}) {
        label->setWordWrap(true);
        label->setTextFormat(Qt::PlainText);
        layout->addWidget(label);
    }
    layout->addWidget(m_differencesOnly);
    m_leftSide->setObjectName(u"comparisonLeft"_s);
    m_rightSide->setObjectName(u"comparisonRight"_s);
    m_summary->setObjectName(u"comparisonSummary"_s);
    QFont bold = m_summary->font();
    bold.setBold(true);
    m_summary->setFont(bold);

    m_view->setObjectName(u"comparisonProperties"_s);
    m_view->setAccessibleName(tr("Properties of both tables"));
    m_view->setModel(m_model);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->header()->setStretchLastSection(true);
    m_view->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    layout->addWidget(m_view, 1);
    applyColours();

    connect(m_back, &QPushButton::clicked, this, &CensusComparisonPage::backRequested);
    connect(m_cancel, &QPushButton::clicked, this, &CensusComparisonPage::cancel);
    connect(m_export, &QPushButton::clicked, this, &CensusComparisonPage::exportMarkdown);
    connect(m_differencesOnly, &QCheckBox::toggled, m_model, &CensusComparisonModel::setDifferencesOnly);
    connect(m_job, &CensusJob::progress, this, [this](qint64 read, qint64 total) {
        const QLocale locale;
        if (total > 0) {
            m_progress->setRange(0, 1000);
            m_progress->setValue(int(1000 * read / total));
        } else {
            m_progress->setRange(0, 0);
        }
        const QString counting = total >= 0
            ? tr("counting… %1 of %2 entities read").arg(locale.toString(read), locale.toString(total))
            : tr("counting… %1 entities read").arg(locale.toString(read));
        m_rightSide->setText(tr("Right: %1, %2.").arg(m_rightName, counting));
    });
    connect(m_job, &CensusJob::finished, this, [this](const Census &census) {
        m_model->setCensuses(m_left, census, m_leftName, m_rightName);
        setBusy(false);
        m_rightSide->setText(
            tr("Right: %1, %2.").arg(m_rightName, CensusComparisonModel::extentText(census)));
        m_summary->setText(m_model->summary());
        Q_EMIT comparisonShown();
    });
    connect(m_job, &CensusJob::failed, this, [this](const QString &message) {
        setBusy(false);
        m_rightSide->setText(tr("Right: %1 could not be read: %2").arg(m_rightName, message));
    });
    connect(m_job, &CensusJob::cancelled, this, [this] {
        setBusy(false);
        m_rightSide->setText(tr("Right: %1, cancelled.").arg(m_rightName));
    });
    setBusy(false);
}

QString CensusComparisonPage::summaryText() const
{
    return m_summary->text();
}

QString CensusComparisonPage::sideText(bool left) const
{
    return (left ? m_leftSide : m_rightSide)->text();
}

void CensusComparisonPage::compare(const Census &left, const QString &account, const QString &leftName,
    const PickedService &picked, const QString &otherTable, const QString &rightName,
    ConnectionActions *connections)
{
    const quint64 attempt = ++m_attempt;
    openPickedService(this, m_session, connections, window(), picked,
        [this, attempt, left, account, leftName, picked, otherTable, rightName](
            std::shared_ptr<TableService> service) {
            if (attempt != m_attempt)
                return;
            stop();
            m_left = left;
            m_leftName = leftName;
            m_rightName = rightName;
            m_leftSide->setText(tr("Left: %1, %2.").arg(leftName, CensusComparisonModel::extentText(left)));
            m_rightSide->setText(tr("Right: %1, opening…").arg(rightName));
            if (picked.where == ServicePicker::Where::SameService) {
                start(std::move(service), account, otherTable);
                return;
            }
            // Elsewhere: the same account when it has one of that name, else its first (as Compare With…).
            continueOnGui(this, pickAccountAsync(service, account),
                [this, attempt, service, otherTable, title = picked.title](const Result<QString> &other) {
                    if (attempt != m_attempt)
                        return;
                    if (!other) {
                        m_rightSide->setText(
                            tr("Right: %1 could not be read: %2").arg(m_rightName, other.error().message));
                        QMessageBox::warning(window(), title, other.error().toString());
                        return;
                    }
                    start(service, *other, otherTable);
                });
        });
}

void CensusComparisonPage::start(
    std::shared_ptr<TableService> service, const QString &account, const QString &table)
{
    setBusy(true);
    m_job->start(std::move(service), account, table);
    Q_EMIT started();
}

void CensusComparisonPage::setLeftCensus(const Census &left)
{
    if (m_left.table.isEmpty())
        return;
    m_left = left;
    m_leftSide->setText(tr("Left: %1, %2.").arg(m_leftName, CensusComparisonModel::extentText(left)));
    if (!m_model->isEmpty()) {
        m_model->setLeftCensus(left);
        m_summary->setText(m_model->summary());
    }
}

void CensusComparisonPage::stop()
{
    m_job->cancel();
    m_model->clear();
    setBusy(false);
    m_left = Census {};
    for (QLabel *label : {m_leftSide, m_rightSide, m_summary})
        label->clear();
}

void CensusComparisonPage::cancel()
{
    ++m_attempt;
    m_job->cancel();
}

QByteArray CensusComparisonPage::exported() const
{
    return m_model->toMarkdown().toUtf8();
}

void CensusComparisonPage::exportMarkdown()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export the Comparison"), m_model->left().table + u"-compared.md"_s, tr("Markdown (*.md)"));
    if (path.isEmpty())
        return;
    // A save file: a failed write leaves an existing file as it was.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(exported()) < 0 || !file.commit())
        QMessageBox::warning(this, tr("Export the Comparison"),
            tr("%1 could not be written: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
}

void CensusComparisonPage::setBusy(bool busy)
{
    m_progress->setVisible(busy);
    m_cancel->setVisible(busy);
    m_export->setEnabled(!busy && !m_model->isEmpty());
    if (busy) {
        m_progress->setRange(0, 0);
        m_model->clear();
        m_summary->clear();
    }
}

void CensusComparisonPage::applyColours()
{
    using Kind = CensusDifference::Kind;
    const QPalette palette = m_view->palette();
    m_model->setKindColour(Kind::OnlyInFirst, messageToneColour(palette, MessageTone::Warning));
    m_model->setKindColour(Kind::OnlyInSecond, messageToneColour(palette, MessageTone::Warning));
    m_model->setKindColour(Kind::TypesDiffer, messageToneColour(palette, MessageTone::Error));
    m_model->setKindColour(Kind::ShareDiffers, messageToneColour(palette, MessageTone::Warning));
}

void CensusComparisonPage::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    // A switch between the light and dark themes.
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange)
        applyColours();
}

} // namespace rowan
