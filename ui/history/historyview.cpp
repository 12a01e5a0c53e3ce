#include "ui/history/historyview.h"

#include "models/history/journalmodel.h"
#include "ui/history/historyactions.h"
#include "ui/history/journallimitsdialog.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace rowan {

HistoryView::HistoryView(HistoryActions *actions, QWidget *parent)
    : QWidget(parent)
    , m_actions(actions)
    , m_view(new QTableView(this))
    , m_revert(new QPushButton(tr("&Revert"), this))
    , m_limits(new QPushButton(tr("&Limits…"), this))
    , m_size(new QLabel(this))
{
    JournalModel *model = actions->model();
    m_view->setObjectName(QStringLiteral("historyView"));
    m_view->setAccessibleName(tr("Change history"));
    m_view->setModel(model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    m_view->setWordWrap(false);
    // Every column as wide as what it shows, the action's name included: a narrow dock scrolls sideways
    // rather than cutting it. The last column takes what is left.
    m_view->horizontalHeader()->setStretchLastSection(true);
    for (int column : {JournalModel::TimeColumn, JournalModel::ActionColumn, JournalModel::TableColumn,
             JournalModel::EntitiesColumn})
        m_view->horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    m_revert->setObjectName(QStringLiteral("revertButton"));
    m_revert->setToolTip(tr("Take the chosen action back; entities changed since are left as they are"));
    m_size->setObjectName(QStringLiteral("journalSize"));
    m_limits->setObjectName(QStringLiteral("journalLimitsButton"));
    m_limits->setToolTip(tr("How large the journal may grow and how old its actions may be"));

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_size, 1);
    buttons->addWidget(m_limits);
    buttons->addWidget(m_revert);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    layout->addLayout(buttons);

    connect(m_revert, &QPushButton::clicked, this, [this, model] {
        const QModelIndex current = m_view->selectionModel()->currentIndex();
        if (current.isValid())
            m_actions->revert(model->action(current.row()));
    });
    connect(m_view, &QAbstractItemView::doubleClicked, m_revert, &QPushButton::click);
    connect(m_limits, &QPushButton::clicked, this, [this, model] {
        JournalLimitsDialog dialog(m_actions->session(), this);
        if (dialog.exec() == QDialog::Accepted)
            model->reload(); // the trimmed journal's actions and size
    });
    connect(model, &JournalModel::loaded, this, &HistoryView::updateState);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &HistoryView::updateState);
    connect(m_actions->undoAction(), &QAction::changed, this, &HistoryView::updateState);
    updateState();
}

void HistoryView::updateState()
{
    JournalModel *model = m_actions->model();
    const QModelIndex current = m_view->selectionModel()->currentIndex();
    const bool chosen = current.isValid() && current.row() < model->rowCount();
    m_revert->setEnabled(chosen && !m_actions->isRunning() && model->action(current.row()).undoneBy == 0
        && !model->action(current.row()).open);
    m_limits->setEnabled(model->isAvailable());
    if (!model->isAvailable())
        m_size->setText(tr("No change journal here"));
    else if (model->journalBytes() >= 0)
        m_size->setText(tr("Journal: %1").arg(QLocale().formattedDataSize(model->journalBytes())));
    else
        m_size->clear();
}

} // namespace rowan
