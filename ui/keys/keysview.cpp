#include "ui/keys/keysview.h"

#include "models/keys/keyfindingsjob.h"
#include "models/keys/keyfindingsmodel.h"
#include "models/keys/keyfixjob.h"
#include "models/session/servicesession.h"
#include "ui/keys/keybuilderpanel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTreeView>
#include <QVBoxLayout>

namespace rowan {

using namespace Qt::StringLiterals;

KeysView::KeysView(ServiceSession *session, QWidget *parent)
    : TableDockView(session, parent)
    , m_model(new KeyFindingsModel(this))
    , m_job(new KeyFindingsJob(session, this))
    , m_title(new QLabel(this))
    , m_status(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_refresh(new QPushButton(tr("Analyse Again"), this))
    , m_tabs(new QTabWidget(this))
    , m_view(new QTreeView(this))
    , m_details(new QTextBrowser(this))
    , m_fix(new QPushButton(tr("Fix…"), this))
    , m_fixJob(new KeyFixJob(session, this))
    , m_locator(new KeyBuilderPanel(session, this))
{
    auto *layout = new QVBoxLayout(this);
    auto *head = new QHBoxLayout;
    m_title->setObjectName(u"keysTitle"_s);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    head->addWidget(m_title, 1);
    m_progress->setObjectName(u"keysProgress"_s);
    m_progress->setRange(0, 0);
    m_progress->setMaximumWidth(120);
    m_progress->setTextVisible(false);
    m_cancel->setObjectName(u"keysCancel"_s);
    m_refresh->setObjectName(u"keysRefresh"_s);
    head->addWidget(m_progress);
    head->addWidget(m_cancel);
    head->addWidget(m_refresh);
    layout->addLayout(head);
    m_status->setObjectName(u"keysStatus"_s);
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    layout->addWidget(m_status);

    m_view->setObjectName(u"keyFindings"_s);
    m_view->setAccessibleName(tr("Key findings"));
    m_view->setModel(m_model);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    for (int c = KeyFindingsModel::RuleColumn; c < KeyFindingsModel::ColumnCount; ++c)
        m_view->setColumnHidden(c, true);
    m_view->header()->setSectionResizeMode(KeyFindingsModel::TitleColumn, QHeaderView::Stretch);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->resizeSection(KeyFindingsModel::PatternColumn, 230);
    m_details->setObjectName(u"keyFindingDetails"_s);
    m_details->setOpenLinks(false);
    m_fix->setObjectName(u"keysFix"_s);
    m_fix->setToolTip(tr("Open Re-key with a rule that fixes this finding, previewed before anything is "
                         "written"));
    auto *detailsPane = new QWidget(this);
    auto *detailsLayout = new QVBoxLayout(detailsPane);
    detailsLayout->setContentsMargins(0, 0, 0, 0);
    detailsLayout->addWidget(m_details, 1);
    auto *fixRow = new QHBoxLayout;
    fixRow->addStretch(1);
    fixRow->addWidget(m_fix);
    detailsLayout->addLayout(fixRow);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_view);
    split->addWidget(detailsPane);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 2);
    m_tabs->addTab(split, tr("Findings"));
    m_tabs->addTab(m_locator, tr("Where a Key Sorts"));
    layout->addWidget(m_tabs, 1);

    connect(m_cancel, &QPushButton::clicked, this, &KeysView::cancel);
    connect(m_fix, &QPushButton::clicked, this, &KeysView::fixCurrent);
    connect(m_fixJob, &KeyFixJob::suggested, this, [this](const KeyFixSuggestion &suggestion) {
        updateFix();
        Q_EMIT fixRequested(suggestion);
    });
    connect(m_fixJob, &KeyFixJob::failed, this, [this](const QString &message) {
        updateFix();
        m_status->setText(tr("No rule for this finding: %1").arg(message));
    });
    connect(session, &ServiceSession::safetyChanged, this, &KeysView::updateFix);
    connect(m_refresh, &QPushButton::clicked, this, &KeysView::refresh);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &KeysView::showDetails);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        if (m_model->rowCount() > 0)
            m_view->setCurrentIndex(m_model->index(0, 0));
        showDetails();
    });
    connect(m_job, &KeyFindingsJob::finished, this, [this](const KeyInsight &insight) {
        setBusy(false);
        m_model->setInsight(insight);
        const QLocale locale;
        QString text = m_model->sampleText();
        text += u' '
            + (insight.findings.isEmpty()
                    ? tr("No findings: the keys show none of the patterns or problems the "
                         "analysis knows.")
                    : (insight.findings.size() == 1
                            ? tr("1 finding, in %1 ms.").arg(locale.toString(m_job->lastDurationMs()))
                            : tr("%1 findings, in %2 ms.")
                                  .arg(insight.findings.size())
                                  .arg(locale.toString(m_job->lastDurationMs()))));
        m_status->setText(text);
        Q_EMIT findingsShown();
    });
    connect(m_job, &KeyFindingsJob::failed, this, [this](const QString &message) {
        setBusy(false);
        m_model->clear();
        m_status->setText(tr("The keys could not be analysed: %1").arg(message));
    });
    connect(m_job, &KeyFindingsJob::cancelled, this, [this] {
        setBusy(false);
        m_status->setText(tr("Cancelled. Choose Analyse Again to start over."));
    });
    followSession();
}

void KeysView::setTable(const QString &account, const QString &table)
{
    m_locator->setTable(account, table);
    TableDockView::setTable(account, table);
}

void KeysView::startWork()
{
    m_title->setText(tr("Keys of %1").arg(table()));
    m_model->clear();
    const bool stats = hasStatistics();
    m_status->setText(stats ? tr("Reading the statistics and a sample of the keys…")
                            : tr("Reading the first keys (this endpoint gives no statistics)…"));
    setBusy(true);
    m_job->start(account(), table());
}

void KeysView::stopWork()
{
    m_job->cancel();
    m_model->clear();
}

void KeysView::cancel()
{
    m_job->cancel();
}

void KeysView::showNoTable()
{
    m_locator->setTable({}, {});
    setBusy(false);
    m_title->setText(tr("Keys"));
    m_status->setText(tr("Choose a table to see what its keys say about its design."));
}

void KeysView::setBusy(bool busy)
{
    m_progress->setVisible(busy);
    m_cancel->setVisible(busy);
    m_refresh->setVisible(!busy && !table().isEmpty());
}

QString KeysView::statusText() const
{
    return m_status->text();
}

QString KeysView::detailsText() const
{
    return m_details->toPlainText();
}

void KeysView::showDetails()
{
    const QModelIndex current = m_view->currentIndex();
    m_details->setHtml(current.isValid()
            ? m_model->index(current.row(), 0).data(KeyFindingsModel::DetailsRole).toString()
            : QString());
    updateFix();
}

void KeysView::updateFix()
{
    const QModelIndex current = m_view->currentIndex();
    const bool fixable = current.isValid() && current.row() < m_model->rowCount()
        && keyFixKind(m_model->findingAt(current.row())) != KeyFixKind::None;
    m_fix->setVisible(fixable);
    m_fix->setEnabled(fixable && session()->writable() && !m_fixJob->isRunning());
}

void KeysView::fixCurrent()
{
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid() || current.row() >= m_model->rowCount() || table().isEmpty())
        return;
    m_fix->setEnabled(false);
    m_status->setText(tr("Reading the keys to make the rule…"));
    m_fixJob->start(account(), table(), m_model->findingAt(current.row()));
}

} // namespace rowan
