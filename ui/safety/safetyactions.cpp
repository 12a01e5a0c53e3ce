#include "ui/safety/safetyactions.h"

#include "ui/safety/safetybadge.h"
#include "ui/safety/safetydialog.h"

#include "models/connections/savedconnections.h"
#include "models/session/guicontinuation.h"
#include "models/session/servicesession.h"
#include "models/store/storetreemodel.h"

#include <QAction>
#include <QMessageBox>

namespace rowan {

SafetyActions::SafetyActions(
    ServiceSession *session, StoreTreeModel *tree, SavedConnections *connections, QWidget *dialogParent)
    : QObject(dialogParent)
    , m_session(session)
    , m_tree(tree)
    , m_connections(connections)
    , m_dialogParent(dialogParent)
    , m_edit(new QAction(tr("Safety &Level…"), this))
    , m_badge(new SafetyBadge(dialogParent))
{
    m_edit->setObjectName(QStringLiteral("actionSafetyLevel"));
    m_edit->setToolTip(tr("Confirm or refuse writes to this store or connection, and name its environment"));
    connect(m_edit, &QAction::triggered, this, &SafetyActions::edit);
    connect(m_session, &ServiceSession::serviceChanged, this, &SafetyActions::updateState);
    connect(m_session, &ServiceSession::safetyChanged, this, &SafetyActions::updateState);
    updateState();
}

void SafetyActions::updateState()
{
    m_edit->setEnabled(m_session->isOpen());
    m_badge->setProfile(m_session->isOpen() ? m_session->safety() : SafetyProfile {});
}

void SafetyActions::edit()
{
    if (!m_session->isOpen())
        return;
    const ServiceDescription &description = m_session->description();
    const bool store = description.kind == ServiceKind::Embedded;
    const QString connectionId = store ? QString() : m_tree->openConnection();
    const QString name = store || !m_connections || !m_connections->connection(connectionId).isValid()
        ? description.displayName
        : m_connections->connection(connectionId).name;
    SafetyDialog dialog(m_session->safety(), name, store, m_dialogParent);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const SafetyProfile profile = dialog.profile();
    continueOnGui(
        this, m_session->changeSafety(profile), [this, profile, name, connectionId](const Status &status) {
            if (!status) {
                QMessageBox::warning(m_dialogParent, tr("Safety Level"),
                    tr("The safety level of %1 was not changed:\n%2").arg(name, status.error().message));
                return;
            }
            if (m_connections) {
                SavedConnection saved = m_connections->connection(connectionId);
                if (saved.isValid()) {
                    saved.safety = profile;
                    m_connections->save(saved);
                }
            }
            Q_EMIT statusMessage(
                tr("Safety level of %1: %2.").arg(name, safetyLevelTitle(profile.level)), 5000);
        });
}

} // namespace rowan
