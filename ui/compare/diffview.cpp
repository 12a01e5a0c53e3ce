#include "ui/compare/diffview.h"

#include "ui/compare/syncdialog.h"
#include "ui/safety/writeconfirmation.h"
#include "ui/style/messagetone.h"

#include "models/compare/diffentitymodel.h"
#include "models/compare/diffmodel.h"

#include <rowan/pluralcount.h>

#include <QAction>
#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <functional>

namespace rowan {

// Marks a row's text in a message tone (and italic where asked), chosen from the model's role. The
// selection keeps the palette's own highlight, which every theme makes readable.
class DifferenceMarkDelegate : public QStyledItemDelegate
{
public:
    using ToneOf = std::function<MessageTone(const QModelIndex &)>;
    using ItalicOf = std::function<bool(const QModelIndex &)>;
    DifferenceMarkDelegate(ToneOf tone, ItalicOf italic, QObject *parent)
        : QStyledItemDelegate(parent)
        , m_tone(std::move(tone))
        , m_italic(std::move(italic))
    { }

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        const QColor colour = messageToneColour(option->palette, m_tone(index));
        if (colour.isValid())
            option->palette.setColor(QPalette::Text, colour);
        if (m_italic && m_italic(index))
            option->font.setItalic(true);
    }

private:
    ToneOf m_tone;
    ItalicOf m_italic;
};

namespace {

MessageTone differenceTone(const QModelIndex &index)
{
    switch (compare::DifferenceKind(index.data(DiffModel::KindRole).toInt())) {
    case compare::DifferenceKind::OnlyLeft:
        return MessageTone::Error;
    case compare::DifferenceKind::OnlyRight:
        return MessageTone::Success;
    case compare::DifferenceKind::Changed:
        return MessageTone::Warning;
    }
    return MessageTone::Plain;
}

MessageTone propertyTone(const QModelIndex &index)
{
    switch (DiffEntityModel::Mark(index.data(DiffEntityModel::MarkRole).toInt())) {
    case DiffEntityModel::Mark::Removed:
        return MessageTone::Error;
    case DiffEntityModel::Mark::Added:
        return MessageTone::Success;
    case DiffEntityModel::Mark::ValueChanged:
    case DiffEntityModel::Mark::TypeChanged:
        return MessageTone::Warning;
    case DiffEntityModel::Mark::Same:
    case DiffEntityModel::Mark::Ignored:
        break;
    }
    return MessageTone::Plain;
}

QTableView *newDiffTable(QAbstractItemModel *model, const QString &name, const QString &accessible,
    QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setObjectName(name);
    view->setAccessibleName(accessible);
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setWordWrap(false);
    view->verticalHeader()->hide();
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 6);
    view->horizontalHeader()->setStretchLastSection(true);
    return view;
}

} // namespace

DiffView::DiffView(ServiceSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_model(new DiffModel(this))
    , m_entity(new DiffEntityModel(this))
    , m_syncJob(new SyncJob(session, this))
{
    setObjectName(QStringLiteral("diffView"));
    m_sides = new QLabel(tr("Choose Compare With… on a table to compare it with another."), this);
    m_sides->setObjectName(QStringLiteral("sides"));
    m_sides->setWordWrap(true);
    m_sides->setTextFormat(Qt::PlainText);

    m_summaryLabel = new QLabel(this);
    m_summaryLabel->setObjectName(QStringLiteral("summary"));
    m_summaryLabel->setTextFormat(Qt::PlainText);
    m_summaryLabel->setWordWrap(true);
    m_showIdentical = new QCheckBox(tr("Show &identical"), this);
    m_showIdentical->setObjectName(QStringLiteral("showIdentical"));
    m_showIdentical->setToolTip(tr("Count the identical entities too, and show the properties that are the same"));
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("progress"));
    m_progress->setAccessibleName(tr("Progress"));
    m_progress->setMaximumWidth(220);
    m_progress->hide();
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setObjectName(QStringLiteral("cancel"));
    m_cancel->hide();

    m_previous = new QAction(tr("Previous Difference"), this);
    m_previous->setObjectName(QStringLiteral("actionPreviousDifference"));
    m_previous->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F8));
    m_previous->setToolTip(tr("Go to the previous entity that differs (Shift+F8)"));
    m_next = new QAction(tr("Next Difference"), this);
    m_next->setObjectName(QStringLiteral("actionNextDifference"));
    m_next->setShortcut(QKeySequence(Qt::Key_F8));
    m_next->setToolTip(tr("Go to the next entity that differs (F8)"));
    m_again = new QAction(tr("Compare Again"), this);
    m_again->setObjectName(QStringLiteral("actionCompareAgain"));
    m_again->setToolTip(tr("Compare the same two tables again"));
    m_sync = new QAction(tr("Sync…"), this);
    m_sync->setObjectName(QStringLiteral("actionSyncTables"));
    m_sync->setToolTip(tr("Make one table like the other"));
    for (QAction *action : {m_previous, m_next, m_again, m_sync})
        addAction(action);
    connect(m_previous, &QAction::triggered, this, &DiffView::previousDifference);
    connect(m_next, &QAction::triggered, this, &DiffView::nextDifference);
    connect(m_again, &QAction::triggered, this, &DiffView::compareAgain);
    connect(m_sync, &QAction::triggered, this, &DiffView::sync);
    connect(m_cancel, &QPushButton::clicked, this, &DiffView::cancel);

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_summaryLabel, 1);
    bar->addWidget(m_progress);
    bar->addWidget(m_cancel);
    bar->addWidget(m_showIdentical);
    for (QAction *action : {m_previous, m_next, m_again, m_sync}) {
        auto *button = new QToolButton(this);
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        bar->addWidget(button);
    }

    m_list = newDiffTable(m_model, QStringLiteral("differences"), tr("Differences"), this);
    m_list->setItemDelegateForColumn(DiffModel::KindColumn,
        new DifferenceMarkDelegate(differenceTone, {}, m_list));
    m_list->setColumnHidden(DiffModel::LeftColumn, true);
    m_list->setColumnHidden(DiffModel::RightColumn, true);
    m_properties = newDiffTable(m_entity, QStringLiteral("properties"), tr("Properties side by side"), this);
    m_properties->setItemDelegate(new DifferenceMarkDelegate(
        propertyTone,
        [](const QModelIndex &index) {
            const auto mark = DiffEntityModel::Mark(index.data(DiffEntityModel::MarkRole).toInt());
            return mark == DiffEntityModel::Mark::TypeChanged || mark == DiffEntityModel::Mark::Ignored;
        },
        m_properties));
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->setObjectName(QStringLiteral("diffSplitter"));
    split->addWidget(m_list);
    split->addWidget(m_properties);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_sides);
    layout->addLayout(bar);
    layout->addWidget(split, 1);

    connect(m_list->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &DiffView::showCurrent);
    connect(m_model, &QAbstractItemModel::modelReset, this, &DiffView::showCurrent);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, [this] {
        // The first difference shows as soon as it arrives.
        if (!m_list->currentIndex().isValid() && m_model->rowCount() > 0)
            m_list->setCurrentIndex(m_model->index(0, 0));
        updateActions();
    });
    connect(m_showIdentical, &QCheckBox::toggled, this, [this](bool on) {
        m_entity->setShowSame(on);
        showSummary();
    });
    connect(m_model, &DiffModel::progress, this, &DiffView::showProgress);
    connect(m_model, &DiffModel::finished, this, [this](const compare::DiffSummary &summary) {
        m_summary = summary;
        setBusy(false);
        showSummary();
        Q_EMIT compared(summary);
    });
    connect(m_model, &DiffModel::failed, this, [this](const QString &message) {
        setBusy(false);
        m_summaryLabel->setText(tr("The comparison failed: %1").arg(message));
        setMessageTone(m_summaryLabel, MessageTone::Error);
    });
    connect(m_model, &DiffModel::cancelled, this, [this] {
        setBusy(false);
        m_summaryLabel->setText(tr("Cancelled: %Ln differences found before.", nullptr,
            pluralCount(m_model->keptDifferences() + m_model->hiddenDifferences())));
        setMessageTone(m_summaryLabel, MessageTone::Warning);
    });
    connect(m_syncJob, &SyncJob::progress, this, &DiffView::showProgress);
    connect(m_syncJob, &SyncJob::synced, this, &DiffView::syncEnded);
    connect(m_syncJob, &SyncJob::failed, this, [this](const QString &message) {
        setBusy(false);
        m_summaryLabel->setText(tr("The sync failed: %1").arg(message));
        setMessageTone(m_summaryLabel, MessageTone::Error);
        Q_EMIT statusMessage(tr("The sync failed."), 8000);
    });
    connect(m_syncJob, &SyncJob::cancelled, this, [this] {
        setBusy(false);
        m_syncOutcome = tr("Sync cancelled: what was written stays, one action in the journal.");
        compareAgain();
    });
    updateActions();
}

DiffView::~DiffView() = default;

void DiffView::compare(const CompareSetup &setup)
{
    m_syncJob->cancel();
    m_setup = setup;
    m_syncOutcome.clear();
    m_sides->setText(tr("Left: %1    Right: %2").arg(setup.leftName, setup.rightName));
    compareAgain();
}

void DiffView::compareAgain()
{
    if (!m_setup)
        return;
    m_summary.reset();
    m_summaryLabel->setText(tr("Comparing…"));
    setMessageTone(m_summaryLabel, MessageTone::Plain);
    m_model->compare(m_setup->sides.leftService, m_setup->sides.leftAccount, m_setup->sides.leftTable,
        m_setup->sides.rightService, m_setup->sides.rightAccount, m_setup->sides.rightTable,
        m_setup->options);
    setBusy(true);
}

void DiffView::cancel()
{
    if (m_syncJob->isRunning())
        m_syncJob->cancel();
    else
        m_model->cancel();
}

bool DiffView::isBusy() const
{
    return m_model->isRunning() || m_syncJob->isRunning();
}

void DiffView::setBusy(bool busy)
{
    m_progress->setVisible(busy);
    m_cancel->setVisible(busy);
    if (busy) {
        m_progress->setRange(0, 0);
        m_progress->setValue(0);
    }
    updateActions();
}

void DiffView::updateActions()
{
    const bool busy = isBusy();
    m_again->setEnabled(m_setup.has_value() && !busy);
    m_sync->setEnabled(m_summary.has_value() && m_summary->differences() > 0 && !busy);
    m_next->setEnabled(m_model->rowCount() > 0);
    m_previous->setEnabled(m_model->rowCount() > 0);
}

void DiffView::showProgress(const compare::DiffProgress &progress)
{
    const qint64 read = progress.leftRead + progress.rightRead;
    if (progress.leftTotal >= 0 && progress.rightTotal >= 0 && progress.leftTotal + progress.rightTotal > 0) {
        // Permille: a range of int whatever the tables' sizes.
        const qint64 total = progress.leftTotal + progress.rightTotal;
        m_progress->setRange(0, 1000);
        m_progress->setValue(int(std::min<qint64>(1000, read * 1000 / total)));
    }
    m_progress->setFormat(tr("%L1 read").arg(read));
    m_progress->setTextVisible(true);
    if (!m_syncJob->isRunning())
        m_summaryLabel->setText(tr("Comparing… %Ln differences so far", nullptr, pluralCount(progress.differences)));
}

QString DiffView::summaryText() const
{
    if (!m_summary)
        return {};
    const compare::DiffSummary &s = *m_summary;
    QString text;
    if (s.same()) {
        text = tr("The tables are identical: %Ln entities compared.", nullptr, pluralCount(s.identical));
    } else {
        QStringList parts {tr("%Ln changed", nullptr, pluralCount(s.changed)),
            tr("%Ln only left", nullptr, pluralCount(s.onlyLeft)),
            tr("%Ln only right", nullptr, pluralCount(s.onlyRight))};
        if (m_showIdentical->isChecked())
            parts.append(tr("%Ln identical", nullptr, pluralCount(s.identical)));
        text = parts.join(QStringLiteral(" · "));
        if (m_model->hiddenDifferences() > 0)
            text += QLatin1Char(' ')
                + tr("(the first %L1 listed)").arg(m_model->keptDifferences());
        if (s.problemCount > 0)
            text += QLatin1Char(' ')
                + tr("%Ln entities out of key order were left out.", nullptr, pluralCount(s.problemCount));
    }
    if (!m_syncOutcome.isEmpty())
        text = m_syncOutcome + QLatin1Char(' ') + text;
    return text;
}

void DiffView::showSummary()
{
    if (!m_summary)
        return;
    m_summaryLabel->setText(summaryText());
    setMessageTone(m_summaryLabel, m_summary->same() ? MessageTone::Success : MessageTone::Plain);
    updateActions();
}

void DiffView::showCurrent()
{
    const QModelIndex current = m_list->currentIndex();
    m_entity->setDifference(current.isValid() ? m_model->difference(current.row()) : nullptr);
    m_properties->resizeColumnToContents(DiffEntityModel::PropertyColumn);
    updateActions();
}

void DiffView::nextDifference()
{
    const int row = m_model->nextRow(m_list->currentIndex().isValid() ? m_list->currentIndex().row() : -1, true);
    if (row < 0)
        return;
    m_list->setCurrentIndex(m_model->index(row, DiffModel::KindColumn));
    m_list->scrollTo(m_list->currentIndex());
}

void DiffView::previousDifference()
{
    const int row
        = m_model->nextRow(m_list->currentIndex().isValid() ? m_list->currentIndex().row() : -1, false);
    if (row < 0)
        return;
    m_list->setCurrentIndex(m_model->index(row, DiffModel::KindColumn));
    m_list->scrollTo(m_list->currentIndex());
}

void DiffView::sync()
{
    if (!m_setup || isBusy())
        return;
    SyncDialog dialog(m_setup->sides, m_setup->leftName, m_setup->rightName, m_setup->options, this);
    if (dialog.exec() != QDialog::Accepted || !dialog.plan())
        return;
    const bool leftToRight = dialog.leftToRight();
    const compare::SyncPlan plan = *dialog.plan();
    const SyncJobTarget target = m_setup->sides.target(leftToRight);
    WriteIntent intent;
    intent.title = tr("Sync Tables");
    intent.confirmText = tr("Sync");
    intent.question = tr("Write into <b>%1</b>: %2 inserted, %3 updated, %4 deleted?")
                          .arg(dialog.targetName().toHtmlEscaped())
                          .arg(plan.inserts)
                          .arg(plan.updates)
                          .arg(plan.deletes);
    intent.account = target.account;
    intent.table = target.table;
    intent.bulk = true;
    intent.destructive = plan.deletes > 0;
    if (!confirmWrite(this, target.safety(), target.serviceName(), intent))
        return;
    startSync(leftToRight, dialog.options(), dialog.targetName());
}

void DiffView::startSync(bool leftToRight, const compare::SyncOptions &options, const QString &targetName)
{
    if (!m_setup || isBusy())
        return;
    m_syncOutcome.clear();
    m_summaryLabel->setText(tr("Syncing %1…").arg(targetName));
    setMessageTone(m_summaryLabel, MessageTone::Plain);
    m_syncJob->run(m_setup->sides.source(leftToRight), m_setup->sides.target(leftToRight), options);
    setBusy(true);
}

void DiffView::syncEnded(const compare::SyncReport &report)
{
    setBusy(false);
    m_syncOutcome = tr("Synced: %1 inserted, %2 updated, %3 deleted.")
                        .arg(QLocale().toString(report.inserted), QLocale().toString(report.updated),
                            QLocale().toString(report.deleted));
    if (report.conflictCount > 0)
        m_syncOutcome += QLatin1Char(' ')
            + tr("%Ln changed meanwhile and were left as they are.", nullptr, pluralCount(report.conflictCount));
    Q_EMIT statusMessage(m_syncOutcome, 8000);
    Q_EMIT synced(report);
    compareAgain();
}

} // namespace rowan
