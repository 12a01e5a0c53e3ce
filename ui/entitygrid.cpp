#include "entitygrid.h"

#include <entitytablemodel.h>

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableView>
#include <QVBoxLayout>

namespace rowan {

EntityGrid::EntityGrid(EntityTableModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_view(new QTableView(this))
    , m_status(new QLabel(this))
    , m_localTime(new QCheckBox(tr("Local time"), this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_view->setObjectName(QStringLiteral("entityView"));
    m_view->setModel(model);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->horizontalHeader()->setSectionsMovable(true);
    m_view->horizontalHeader()->setDefaultSectionSize(140);
    layout->addWidget(m_view);

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(6, 2, 6, 4);
    m_status->setObjectName(QStringLiteral("gridStatus"));
    m_localTime->setObjectName(QStringLiteral("localTime"));
    m_localTime->setToolTip(tr("Show DateTime values in local time instead of UTC"));
    bar->addWidget(m_status, 1);
    bar->addWidget(m_localTime);
    layout->addLayout(bar);

    connect(m_localTime, &QCheckBox::toggled, model, &EntityTableModel::setLocalTime);
    connect(model, &EntityTableModel::pageLoaded, this, &EntityGrid::updateStatus);
    connect(model, &EntityTableModel::totalCountChanged, this, &EntityGrid::updateStatus);
    connect(model, &EntityTableModel::modelReset, this, &EntityGrid::updateStatus);
    connect(model, &EntityTableModel::loadFailed, this,
        [this](const QString &message) { m_status->setText(tr("Loading failed: %1").arg(message)); });
    updateStatus();
}

QString EntityGrid::statusText() const
{
    return m_status->text();
}

void EntityGrid::updateStatus()
{
    if (m_model->table().isEmpty()) {
        m_status->setText(tr("Choose a table in the Stores dock."));
        return;
    }
    // The model holds a window of pages, not every row: say how many rows there are and how many are held.
    const QLocale locale = QLocale::system();
    if (m_model->totalCount() < 0)
        m_status->setText(
            tr("%1: %2 entities read").arg(m_model->table(), locale.toString(m_model->rowCount())));
    else
        m_status->setText(tr("%1: %2 entities (%3 in memory)")
                              .arg(m_model->table(), locale.toString(m_model->totalCount()),
                                  locale.toString(m_model->loadedRowCount())));
}

} // namespace rowan
