#include "ui/query/planpanel.h"

#include "models/query/planmodel.h"

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
    m_view->setAccessibleName(tr("Query plan: estimate and actual"));
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 4);
    // Estimate and Actual share what the measures' names leave, side by side and always in sight; a long
    // key range is elided (its tooltip has it whole).
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_view->horizontalHeader()->setSectionResizeMode(PlanModel::NameColumn, QHeaderView::ResizeToContents);
    m_view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setSelectionMode(QAbstractItemView::NoSelection);
    m_view->setFocusPolicy(Qt::NoFocus);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setShowGrid(false);
    m_view->setWordWrap(false);
    // Every measure in sight without scrolling.
    m_view->setMinimumHeight(m_view->horizontalHeader()->sizeHint().height()
        + PlanModel::RowCount * m_view->verticalHeader()->defaultSectionSize() + 2 * m_view->frameWidth());
    m_view->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setMinimumWidth(330);
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
    // A parse error is shown under the editor already.
    const QString message = m_model->hasPlan() ? m_model->message() : QString();
    m_message->setText(message);
    m_message->setVisible(!message.isEmpty());
}

} // namespace rowan
