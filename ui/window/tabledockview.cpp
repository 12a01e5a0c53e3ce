#include "ui/window/tabledockview.h"

#include "models/session/servicesession.h"

namespace rowan {

TableDockView::TableDockView(ServiceSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
{ }

bool TableDockView::hasStatistics() const
{
    return m_session->has(ServiceCapability::Statistics);
}

void TableDockView::followSession()
{
    connect(m_session, &ServiceSession::serviceChanged, this, &TableDockView::clear);
    // The explorer's own writes to the table call for a new run (others' do not: a served store could keep
    // the view working forever).
    connect(m_session, &ServiceSession::changed, this, [this](const ServiceChanges &changes) {
        if (changes.wrote(m_account, m_table))
            refresh();
    });
    clear();
}

void TableDockView::setTable(const QString &account, const QString &table)
{
    m_account = account;
    m_table = table;
    refresh();
}

void TableDockView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        refresh();
}

void TableDockView::refresh()
{
    if (m_table.isEmpty() || !m_session->isOpen()) {
        clear();
        return;
    }
    m_stale = !isVisible();
    if (m_stale) {
        stopWork();
        return;
    }
    startWork();
}

void TableDockView::clear()
{
    stopWork();
    m_stale = false;
    m_account.clear();
    m_table.clear();
    showNoTable();
}

} // namespace rowan
