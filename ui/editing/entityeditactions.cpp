#include "ui/editing/entityeditactions.h"

#include "models/editing/entitysavejob.h"
#include "models/grid/entitytablemodel.h"
#include "models/session/guicontinuation.h"
#include "models/session/servicesession.h"

#include <QAction>
#include <QItemSelectionModel>
#include <QMessageBox>
#include <QTableView>
#include <QToolBar>

using namespace Qt::StringLiterals;

namespace rowan {

EntityEditActions::EntityEditActions(EntityTableModel *model, QTableView *view, QWidget *parent)
    : QObject(parent)
    , m_model(model)
    , m_view(view)
    , m_parent(parent)
    , m_add(new QAction(tr("Add Entity…"), this))
    , m_edit(new QAction(tr("Edit Entity…"), this))
    , m_duplicate(new QAction(tr("Duplicate Entity…"), this))
    , m_toolBar(new QToolBar(parent))
{
    setObjectName(u"entityEditActions"_s);
    m_add->setObjectName(u"actionAddEntity"_s);
    m_edit->setObjectName(u"actionEditEntity"_s);
    m_duplicate->setObjectName(u"actionDuplicateEntity"_s);
    m_add->setToolTip(tr("Add an entity to this table"));
    m_edit->setToolTip(tr("Edit the selected entity (or double-click its row)"));
    m_duplicate->setToolTip(tr("Start a new entity from a copy of the selected one"));
    m_edit->setShortcut(Qt::Key_F2);
    m_edit->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_toolBar->setObjectName(u"entityToolBar"_s);
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_toolBar->setIconSize(QSize(16, 16));
    m_toolBar->addAction(m_add);
    m_toolBar->addAction(m_edit);
    m_toolBar->addAction(m_duplicate);

    m_view->addAction(m_add);
    m_view->addAction(m_edit);
    m_view->addAction(m_duplicate);
    if (m_view->contextMenuPolicy() == Qt::DefaultContextMenu)
        m_view->setContextMenuPolicy(Qt::ActionsContextMenu);

    connect(m_add, &QAction::triggered, this, [this] { openEditor(EntityEditor::Mode::Add); });
    connect(m_edit, &QAction::triggered, this, [this] { openEditor(EntityEditor::Mode::Edit); });
    connect(m_duplicate, &QAction::triggered, this, [this] { openEditor(EntityEditor::Mode::Duplicate); });
    connect(
        m_view, &QAbstractItemView::doubleClicked, this, [this] { openEditor(EntityEditor::Mode::Edit); });
    connect(m_model, &QAbstractItemModel::modelReset, this, &EntityEditActions::updateActions);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &EntityEditActions::updateActions);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
        &EntityEditActions::updateActions);
    connect(m_model->session(), &ServiceSession::safetyChanged, this, &EntityEditActions::updateActions);
    connect(m_model->session(), &ServiceSession::serviceChanged, this, &EntityEditActions::updateActions);
    updateActions();
}

void EntityEditActions::updateActions()
{
    const bool table = !m_model->table().isEmpty();
    const bool row = table && m_view->currentIndex().isValid();
    // A read-only store or connection still opens an entity in the editor (to read it), not a new one.
    const bool writable = m_model->session()->writable();
    m_add->setEnabled(table && writable);
    m_edit->setEnabled(row);
    m_duplicate->setEnabled(row && writable);
}

void EntityEditActions::openEditor(EntityEditor::Mode mode)
{
    if (m_model->table().isEmpty() || !m_model->session()->isOpen())
        return;
    if (mode == EntityEditor::Mode::Add) {
        showEditor(mode, Entity());
        return;
    }
    const QModelIndex current = m_view->currentIndex();
    // A row scrolled out of the model's window has no keys in memory until its page is read again.
    if (!current.isValid() || !m_model->isRowLoaded(current.row()))
        return;
    const Entity &shown = m_model->entityAt(current.row());
    continueOnGui(this,
        readEntity(
            m_model->session(), m_model->account(), m_model->table(), shown.partitionKey(), shown.rowKey()),
        [this, mode](const Result<Entity> &entity) {
            if (!entity) {
                const QString message = entity.error().code == ErrorCode::ResourceNotFound
                    ? tr("The entity no longer exists; it was deleted after the grid loaded it.")
                    : entity.error().toString();
                Q_EMIT openFailed(message);
                auto *box = new QMessageBox(
                    QMessageBox::Warning, tr("Edit Entity"), message, QMessageBox::Ok, m_parent);
                box->setAttribute(Qt::WA_DeleteOnClose);
                box->open();
                return;
            }
            showEditor(mode, *entity);
        });
}

void EntityEditActions::showEditor(EntityEditor::Mode mode, const Entity &entity)
{
    auto *editor
        = new EntityEditor(m_model->session(), m_model->account(), m_model->table(), mode, entity, m_parent);
    editor->setAttribute(Qt::WA_DeleteOnClose);
    editor->setStagedEdits(m_model->stagedEdits());
    Q_EMIT editorOpened(editor);
    editor->open();
}

} // namespace rowan
