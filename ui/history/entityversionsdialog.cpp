#include "ui/history/entityversionsdialog.h"

#include "models/history/entityrevisions.h"
#include "models/session/guicontinuation.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace rowan {

EntityVersionsDialog::EntityVersionsDialog(ServiceSession *session, const QString &account,
    const QString &table, const QString &partitionKey, const QString &rowKey, QWidget *parent)
    : QDialog(parent)
    , m_model(new EntityRevisionsModel(this))
    , m_view(new QTableView(this))
    , m_status(new QLabel(tr("Reading the journal…"), this))
{
    setObjectName(QStringLiteral("entityVersionsDialog"));
    setWindowTitle(tr("Versions of %1 / %2 in %3").arg(partitionKey, rowKey, table));
    resize(900, 460);
    m_view->setObjectName(QStringLiteral("versionsView"));
    m_view->setAccessibleName(tr("Versions of the entity, oldest first"));
    m_view->setModel(m_model);
    m_view->setWordWrap(false);
    m_view->horizontalHeader()->setDefaultSectionSize(220);
    m_view->horizontalHeader()->setStretchLastSection(true);
    // "Before Edit …" names the action: its start says more than its middle.
    m_view->horizontalHeader()->setTextElideMode(Qt::ElideRight);
    m_view->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_status->setObjectName(QStringLiteral("versionsStatus"));
    m_status->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addWidget(m_view, 1);
    layout->addWidget(buttons);

    continueOnGui(this, readEntityRevisions(session, account, table, partitionKey, rowKey),
        [this](const Result<QList<EntityRevision>> &revisions) {
            if (!revisions) {
                m_status->setText(tr("The versions could not be read: %1").arg(revisions.error().message));
            } else {
                m_model->setRevisions(*revisions);
                const int older = int(revisions->size()) - 1;
                m_status->setText(older == 0
                        ? tr("The journal holds no change of this entity: only the version now is shown.")
                        : tr(
                            "%1 earlier versions from the journal and the version now; marked values changed "
                            "from the version to their left.")
                              .arg(older));
                m_view->resizeRowsToContents();
                // Each version as wide as its values, within reason; the tooltip has the whole title.
                m_view->resizeColumnsToContents();
                for (int c = 0; c < m_model->columnCount(); ++c)
                    m_view->setColumnWidth(c, std::clamp(m_view->columnWidth(c), 160, 360));
            }
            Q_EMIT loaded();
        });
}

QString EntityVersionsDialog::statusText() const
{
    return m_status->text();
}

} // namespace rowan
