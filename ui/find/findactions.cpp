#include "ui/find/findactions.h"

#include "ui/connections/connectionactions.h"
#include "ui/find/quickopen.h"
#include "ui/find/textindexdialog.h"
#include "ui/store/storenavigator.h"

#include "models/session/servicesession.h"
#include "models/store/storetreemodel.h"

#include <QAction>
#include <QWidget>

namespace rowan {

FindActions::FindActions(ServiceSession *session, StoreTreeModel *tree, StoreNavigator *navigator,
    ConnectionActions *connections, QWidget *dialogParent)
    : QObject(dialogParent)
    , m_session(session)
    , m_tree(tree)
    , m_navigator(navigator)
    , m_connections(connections)
    , m_dialogParent(dialogParent)
    , m_quickOpen(new QAction(tr("&Quick Open…"), this))
    , m_textIndex(new QAction(tr("Text &Index…"), this))
{
    m_quickOpen->setObjectName(QStringLiteral("actionQuickOpen"));
    m_quickOpen->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    m_quickOpen->setToolTip(tr("Open a table or a saved connection by typing part of its name"));
    connect(m_quickOpen, &QAction::triggered, this, &FindActions::showQuickOpen);
    m_textIndex->setObjectName(QStringLiteral("actionTextIndex"));
    m_textIndex->setToolTip(tr("Build or remove the table's text index, which Find answers from"));
    connect(m_textIndex, &QAction::triggered, this, &FindActions::showTextIndex);
    connect(m_navigator, &StoreNavigator::currentNodeChanged, this, &FindActions::updateActions);
    connect(m_session, &ServiceSession::serviceChanged, this, &FindActions::updateActions);
    updateActions();
}

void FindActions::updateActions()
{
    m_textIndex->setEnabled(
        m_session->has(ServiceCapability::TextIndex) && !m_navigator->currentTable().isEmpty());
}

void FindActions::showQuickOpen()
{
    auto *dialog = new QuickOpenDialog(QuickOpenModel::itemsOf(*m_tree), m_dialogParent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QuickOpenDialog::tableChosen, this,
        [this](int place, const QString &account, const QString &table, bool newTab) {
            if (newTab)
                Q_EMIT newTabRequested(place, account, table);
            else
                m_navigator->selectTable(account, table, place);
        });
    if (m_connections)
        connect(dialog, &QuickOpenDialog::connectionChosen, m_connections, &ConnectionActions::connectSaved);
    dialog->open();
}

void FindActions::showTextIndex()
{
    const QString table = m_navigator->currentTable();
    if (table.isEmpty() || !m_session->has(ServiceCapability::TextIndex))
        return;
    auto *dialog = new TextIndexDialog(m_session, m_navigator->currentAccount(), table, m_dialogParent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

} // namespace rowan
