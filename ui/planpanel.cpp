#include "planpanel.h"

#include "planmodel.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace rowan {

PlanPanel::PlanPanel(PlanModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_title(new QLabel(this))
    , m_view(new QTableView(this))
    , m_advice(new QLabel(this))
    , m_message(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setObjectName(QStringLiteral("planTitle"));
    m_view->setModel(m_model);
    m_view->setObjectName(QStringLiteral("planView"));
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 4);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setSelectionMode(QAbstractItemView::NoSelection);
    m_view->setFocusPolicy(Qt::NoFocus);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setShowGrid(false);
    m_view->setWordWrap(false);
    m_advice->setWordWrap(true);
    m_advice->setObjectName(QStringLiteral("planAdvice"));
    m_message->setWordWrap(true);
    m_message->setObjectName(QStringLiteral("planMessage"));
    m_message->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(m_title);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_advice);
    layout->addWidget(m_message);
    connect(m_model, &PlanModel::planChanged, this, &PlanPanel::update);
    update();
}

QString PlanPanel::titleText() const
{
    return m_title->text();
}

QString PlanPanel::adviceText() const
{
    return m_advice->text();
}

QString PlanPanel::messageText() const
{
    return m_message->text();
}

void PlanPanel::update()
{
    QString title = m_model->data(m_model->index(PlanModel::KindRow, PlanModel::EstimateColumn)).toString();
    if (m_model->isEstimating())
        title += tr(" — estimating…");
    m_title->setText(title);
    m_advice->setText(m_model->advice());
    m_advice->setVisible(!m_model->advice().isEmpty());
    m_message->setText(m_model->message());
    m_message->setVisible(!m_model->message().isEmpty());
}

} // namespace rowan
