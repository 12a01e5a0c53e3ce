#include "ui/editing/bulkeditactions.h"

#include "models/editing/stagededits.h"

#include "ui/editing/bulkeditdialog.h"
#include "ui/editing/rekeydialog.h"

#include "models/grid/entitytablemodel.h"
#include "models/keys/keyfixjob.h"
#include "models/session/servicesession.h"

#include <QAction>
#include <QItemSelectionModel>
#include <QSet>
#include <QTableView>

#include <algorithm>

namespace rowan {

BulkEditActions::BulkEditActions(EntityTableModel *model, QTableView *view, QWidget *dialogParent)
    : QObject(dialogParent)
    , m_model(model)
    , m_view(view)
    , m_dialogParent(dialogParent)
    , m_bulkEdit(new QAction(tr("&Bulk Edit…"), this))
    , m_rekey(new QAction(tr("Re-&key…"), this))
{
    m_bulkEdit->setObjectName(QStringLiteral("actionBulkEdit"));
    m_bulkEdit->setToolTip(tr("Set, rename, remove or retype a property of the selected entities, the "
                              "chosen partitions or every match of the query"));
    m_rekey->setObjectName(QStringLiteral("actionRekey"));
    m_rekey->setToolTip(tr("Give entities new keys made by a template from their values"));
    connect(m_bulkEdit, &QAction::triggered, this, &BulkEditActions::openBulkEdit);
    connect(m_rekey, &QAction::triggered, this, &BulkEditActions::openRekey);
    connect(model, &QAbstractItemModel::modelReset, this, &BulkEditActions::updateActions);
    connect(model->session(), &ServiceSession::safetyChanged, this, &BulkEditActions::updateActions);
    connect(model->session(), &ServiceSession::serviceChanged, this, &BulkEditActions::updateActions);
    updateActions();
}

void BulkEditActions::updateActions()
{
    const bool on = !m_model->table().isEmpty() && m_model->session()->writable();
    m_bulkEdit->setEnabled(on);
    m_rekey->setEnabled(on);
}

BulkSources BulkEditActions::sources() const
{
    BulkSources sources;
    sources.account = m_model->account();
    sources.table = m_model->table();
    QSet<int> rows;
    for (const QModelIndex &index : m_view->selectionModel()->selectedIndexes())
        rows.insert(index.row());
    QList<int> sorted(rows.begin(), rows.end());
    std::sort(sorted.begin(), sorted.end());
    for (int row : std::as_const(sorted)) {
        if (m_model->isRowLoaded(row))
            sources.selection.append(m_model->entityAt(row));
    }
    sources.partitions = m_model->partitions();
    if (m_model->isQuery())
        sources.query = m_model->queryFilter();
    return sources;
}

BulkEditDialog *BulkEditActions::openBulkEdit()
{
    if (m_model->table().isEmpty())
        return nullptr;
    auto *dialog = new BulkEditDialog(m_model->session(), sources(), m_dialogParent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setStagingNote(m_staged && m_staged->isEnabled());
    dialog->open();
    return dialog;
}

RekeyDialog *BulkEditActions::openRekey()
{
    if (m_model->table().isEmpty())
        return nullptr;
    auto *dialog = new RekeyDialog(m_model->session(), sources(), m_dialogParent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setStagingNote(m_staged && m_staged->isEnabled());
    dialog->open();
    return dialog;
}

RekeyDialog *BulkEditActions::openFix(const KeyFixSuggestion &suggestion)
{
    BulkSources sources;
    sources.account = suggestion.account;
    sources.table = suggestion.table;
    sources.partitions = suggestion.partitions;
    auto *dialog = new RekeyDialog(m_model->session(), sources, m_dialogParent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setStagingNote(m_staged && m_staged->isEnabled());
    dialog->scopeChooser()->setKind(
        suggestion.partitions.isEmpty() ? BulkScopeChooser::Table : BulkScopeChooser::Partitions);
    dialog->setTemplates(suggestion.partitionKeyTemplate, suggestion.rowKeyTemplate);
    dialog->setNote(suggestion.partitions.isEmpty()
            ? tr("Fix for “%1”: the rule below is suggested; check the preview before you run it.")
                  .arg(suggestion.finding.toHtmlEscaped())
            : tr("Fix for “%1”: the rule below spreads the partition by the day of each entity's last "
                 "write. A property that spreads it better (a region, a device) can take that place: "
                 "<tt>{Region}_{PartitionKey}</tt>. Check the preview before you run it.")
                  .arg(suggestion.finding.toHtmlEscaped()));
    dialog->open();
    dialog->preview();
    return dialog;
}

} // namespace rowan
