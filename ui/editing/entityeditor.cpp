#include "ui/editing/entityeditor.h"
#include "ui/style/messagetone.h"

#include "ui/editing/conflictdialog.h"
#include "ui/editing/keybuilderhint.h"
#include "ui/grid/entityvaluedelegate.h"
#include "ui/keys/keybuilderdialog.h"
#include "ui/safety/writeconfirmation.h"

#include "models/editing/entityeditmodel.h"
#include "models/editing/entitysavejob.h"
#include "models/editing/stagededits.h"
#include "models/session/servicesession.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace rowan {

EntityEditor::EntityEditor(ServiceSession *session, const QString &account, const QString &table, Mode mode,
    const Entity &entity, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_original(entity)
    , m_saveJob(new EntitySaveJob(session, this))
    , m_account(account)
    , m_table(table)
    , m_mode(mode)
    , m_model(new EntityEditModel(this))
    , m_view(new QTableView(this))
    , m_addButton(new QPushButton(tr("Add Property"), this))
    , m_removeButton(new QPushButton(tr("Remove Property"), this))
    , m_operation(new QComboBox(this))
    , m_message(new QLabel(this))
    , m_size(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this))
{
    setObjectName(u"entityEditor"_s);
    connect(m_saveJob, &EntitySaveJob::saved, this, &EntityEditor::onSaved);
    connect(m_saveJob, &EntitySaveJob::failed, this, &EntityEditor::onSaveFailed);
    connect(m_saveJob, &EntitySaveJob::conflict, this,
        [this](const Entity &yours, OperationType type, const Entity &stored) {
            setSaving(false);
            showConflict(yours, type, stored);
        });
    const QString titles[] = {tr("Add Entity"), tr("Edit Entity"), tr("Duplicate Entity")};
    setWindowTitle(u"%1 — %2"_s.arg(titles[int(mode)], table));
    resize(860, 540);

    Entity start = mode == Mode::Add ? Entity() : entity;
    if (mode == Mode::Duplicate) {
        start.setEtag(QString());
        start.setTimestamp(DateTime());
    }
    m_model->setEntity(start);
    m_model->setKeysEditable(mode != Mode::Edit);

    auto *layout = new QVBoxLayout(this);
    auto *where = new QLabel(this);
    where->setObjectName(u"editorLocation"_s);
    where->setText(mode == Mode::Edit
            ? tr("Table <b>%1</b> in account %2 · the keys of a stored entity cannot change (duplicate it "
                 "instead).")
                  .arg(table.toHtmlEscaped(), account.toHtmlEscaped())
            : tr("Table <b>%1</b> in account %2").arg(table.toHtmlEscaped(), account.toHtmlEscaped()));
    layout->addWidget(where);

    m_view->setObjectName(u"propertyView"_s);
    m_view->setAccessibleName(tr("Properties"));
    m_view->setModel(m_model);
    m_view->setItemDelegate(new EntityValueDelegate(m_view));
    m_view->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::SelectedClicked
        | QAbstractItemView::EditKeyPressed | QAbstractItemView::AnyKeyPressed);
    m_view->verticalHeader()->hide();
    m_view->setWordWrap(false);
    {
        const QSpinBox probe;
        m_view->verticalHeader()->setDefaultSectionSize(
            std::max(probe.sizeHint().height(), m_view->fontMetrics().height() + 8) + 2);
    }
    QHeaderView *header = m_view->horizontalHeader();
    header->resizeSection(EntityEditModel::NameColumn, 190);
    header->resizeSection(EntityEditModel::TypeColumn, 130);
    header->setStretchLastSection(true);
    layout->addWidget(m_view, 1);

    auto *rowButtons = new QHBoxLayout;
    m_addButton->setObjectName(u"addPropertyButton"_s);
    m_removeButton->setObjectName(u"removePropertyButton"_s);
    m_size->setObjectName(u"sizeLabel"_s);
    rowButtons->addWidget(m_addButton);
    rowButtons->addWidget(m_removeButton);
    if (mode != Mode::Edit) {
        m_buildKey = new QPushButton(tr("Build Key…"), this);
        m_buildKey->setObjectName(u"buildKeyButton"_s);
        m_buildKey->setToolTip(tr("Compose the PartitionKey or RowKey the design guide recommends."));
        rowButtons->addWidget(m_buildKey);
        connect(m_buildKey, &QPushButton::clicked, this, &EntityEditor::buildKey);
    }
    rowButtons->addStretch(1);
    rowButtons->addWidget(m_size);
    layout->addLayout(rowButtons);

    m_message->setObjectName(u"validationMessage"_s);
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText);
    m_message->setMinimumHeight(2 * m_message->fontMetrics().lineSpacing());
    m_message->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    layout->addWidget(m_message);
    if (mode != Mode::Edit) {
        m_keyWarning = new QLabel(this);
        m_keyWarning->setObjectName(u"keyPaddingWarning"_s);
        m_keyWarning->setWordWrap(true);
        m_keyWarning->setTextFormat(Qt::PlainText);
        setMessageTone(m_keyWarning, MessageTone::Warning);
        m_keyWarning->hide();
        layout->addWidget(m_keyWarning);
        m_keyHint = new KeyPaddingHint(session, account, table, this);
        connect(m_keyHint, &KeyPaddingHint::warningChanged, this, [this](const QString &warning) {
            m_keyWarning->setText(warning);
            m_keyWarning->setVisible(!warning.isEmpty());
        });
        connect(m_model, &QAbstractItemModel::dataChanged, this, [this](const QModelIndex &topLeft) {
            if (topLeft.row() < EntityEditModel::KeyRows)
                m_keyHint->check(m_model->valueText(EntityEditModel::PartitionKeyRow),
                    m_model->valueText(EntityEditModel::RowKeyRow));
        });
    }

    auto *bottom = new QHBoxLayout;
    m_operation->setObjectName(u"saveMode"_s);
    if (mode == Mode::Edit) {
        m_operation->addItem(tr("Replace"), int(OperationType::Update));
        m_operation->setItemData(0,
            tr("The stored entity becomes exactly this one: properties removed here are deleted."),
            Qt::ToolTipRole);
        m_operation->addItem(tr("Merge"), int(OperationType::Merge));
        m_operation->setItemData(1,
            tr("Adds and overwrites these properties; properties removed here stay stored."),
            Qt::ToolTipRole);
    } else {
        m_operation->addItem(tr("Insert"), int(OperationType::Insert));
        m_operation->setItemData(0, tr("Fails when an entity with these keys exists."), Qt::ToolTipRole);
        m_operation->addItem(tr("Insert or replace"), int(OperationType::InsertOrReplace));
        m_operation->addItem(tr("Insert or merge"), int(OperationType::InsertOrMerge));
    }
    auto *saveAs = new QLabel(tr("Save as:"), this);
    saveAs->setBuddy(m_operation);
    bottom->addWidget(saveAs);
    bottom->addWidget(m_operation);
    bottom->addStretch(1);
    m_buttons->button(QDialogButtonBox::Save)->setObjectName(u"saveButton"_s);
    bottom->addWidget(m_buttons);
    layout->addLayout(bottom);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &EntityEditor::save);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_addButton, &QPushButton::clicked, this, &EntityEditor::addProperty);
    connect(m_removeButton, &QPushButton::clicked, this, &EntityEditor::removeProperty);
    connect(m_model, &EntityEditModel::validationChanged, this, [this] {
        m_error.clear();
        updateValidation();
    });
    connect(m_model, &EntityEditModel::editRefused, this, &EntityEditor::setError);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
        &EntityEditor::updateValidation);

    // Adding starts at the keys; editing at the first property.
    const int firstRow = mode == Mode::Edit && m_model->propertyCount() > 0 ? EntityEditModel::KeyRows : 0;
    m_view->setCurrentIndex(m_model->index(firstRow, EntityEditModel::ValueColumn));
    updateValidation();
}

EntityEditor::~EntityEditor()
{
    // The view and model outlive this destructor's body and signal while they are torn down.
    disconnect(m_view->selectionModel(), nullptr, this, nullptr);
    disconnect(m_model, nullptr, this, nullptr);
}

void EntityEditor::buildKey()
{
    const int row = m_view->currentIndex().row();
    if (row < 0 || row >= EntityEditModel::KeyRows)
        return;
    KeyBuilderDialog dialog(this);
    if (row == EntityEditModel::RowKeyRow)
        dialog.setSiblings(u"RowKey"_s, m_keyHint->rowKeySiblings());
    else
        dialog.setSiblings(u"PartitionKey"_s, m_keyHint->partitionKeySiblings());
    if (dialog.exec() == QDialog::Accepted)
        m_model->setData(m_model->index(row, EntityEditModel::ValueColumn), dialog.key());
}

OperationType EntityEditor::operation() const
{
    return OperationType(m_operation->currentData().toInt());
}

void EntityEditor::setOperation(OperationType type)
{
    const int index = m_operation->findData(int(type));
    if (index >= 0)
        m_operation->setCurrentIndex(index);
}

QString EntityEditor::message() const
{
    return m_message->text();
}

void EntityEditor::setError(const QString &message)
{
    m_error = message;
    updateValidation();
}

void EntityEditor::updateValidation()
{
    m_size->setText(tr("%1 · %2 of %3 properties")
                        .arg(m_model->sizeText())
                        .arg(m_model->propertyCount())
                        .arg(limits::MaxUserProperties));
    const int row = m_view->currentIndex().row();
    // The current row's problem first, else the first one anywhere, named by its property.
    const auto problem = [this](int r) {
        const QString error = m_model->rowError(r);
        if (error.isEmpty())
            return QString();
        return (m_model->name(r).isEmpty() ? tr("(unnamed)") : m_model->name(r)) + u": "_s + error;
    };
    QString text = m_error;
    if (text.isEmpty() && row >= 0)
        text = problem(row);
    for (int r = 0; text.isEmpty() && r < m_model->rowCount(); ++r)
        text = problem(r);
    if (text.isEmpty())
        text = m_model->entityError();
    if (m_saving)
        text = tr("Saving…");
    m_message->setText(text);
    setMessageTone(m_message, m_saving ? MessageTone::Plain : MessageTone::Error);
    // A read-only store or connection can still be looked at in the editor; it cannot be saved to.
    m_buttons->button(QDialogButtonBox::Save)
        ->setEnabled(!m_saving && m_model->isValid() && m_session->writable());
    m_removeButton->setEnabled(!m_saving && row >= EntityEditModel::KeyRows);
    if (m_buildKey)
        m_buildKey->setEnabled(!m_saving && row >= 0 && row < EntityEditModel::KeyRows);
    m_addButton->setEnabled(!m_saving && m_model->propertyCount() < limits::MaxUserProperties);
}

void EntityEditor::addProperty()
{
    const int row = m_model->addProperty();
    const QModelIndex name = m_model->index(row, EntityEditModel::NameColumn);
    m_view->setCurrentIndex(name);
    m_view->scrollTo(name);
    m_view->edit(name);
}

void EntityEditor::removeProperty()
{
    const int row = m_view->currentIndex().row();
    if (m_model->removeProperty(row))
        m_view->setCurrentIndex(
            m_model->index(std::min(row, m_model->rowCount() - 1), EntityEditModel::NameColumn));
}

void EntityEditor::setSaving(bool saving)
{
    m_saving = saving;
    m_view->setEnabled(!saving);
    m_operation->setEnabled(!saving);
    updateValidation();
}

void EntityEditor::save()
{
    if (m_saving)
        return;
    const Result<Entity> entity = m_model->entity();
    if (!entity) {
        setError(entity.error().message);
        return;
    }
    const OperationType type = operation();
    const bool conditional = type == OperationType::Update || type == OperationType::Merge;
    write(*entity, type, conditional ? m_model->etag() : QString());
}

void EntityEditor::write(const Entity &entity, OperationType type, const QString &ifMatch)
{
    if (!m_session->isOpen()) {
        setError(tr("No store is open."));
        return;
    }
    if (m_staged && m_staged->isEnabled()) {
        // Kept pending: nothing is written until the pending changes are committed, which asks then.
        const std::optional<Entity> before
            = m_mode == Mode::Edit ? std::optional<Entity>(m_original) : std::optional<Entity>();
        if (auto staged
            = m_staged->stage(m_account, m_table, EntityOperation {type, entity, ifMatch}, before);
            !staged) {
            setError(staged.error().message);
            return;
        }
        accept();
        return;
    }
    WriteIntent intent;
    intent.title = tr("Save Entity");
    intent.confirmText = tr("Save");
    intent.question = tr("Save the entity <b>%1</b> / <b>%2</b>?")
                          .arg(entity.partitionKey().toHtmlEscaped(), entity.rowKey().toHtmlEscaped());
    intent.account = m_account;
    intent.table = m_table;
    if (!confirmWrite(this, m_session->safety(), m_session->description().displayName, intent))
        return;
    setSaving(true);
    m_saveJob->save(m_account, m_table, EntityOperation {type, entity, ifMatch});
}

void EntityEditor::onSaved(const Entity &written)
{
    setSaving(false);
    m_saved = written;
    Q_EMIT saved(m_saved);
    accept();
}

void EntityEditor::onSaveFailed(const Error &error, EntitySaveJob::Stage stage)
{
    setSaving(false);
    if (stage == EntitySaveJob::Stage::ReadingConflict)
        setError(error.code == ErrorCode::ResourceNotFound
                ? tr("Not saved: the entity was deleted after you opened it.")
                : tr("Not saved: %1").arg(error.toString()));
    else if (error.code == ErrorCode::ResourceNotFound && m_mode == Mode::Edit)
        setError(tr("Not saved: the entity no longer exists (it was deleted after you opened it)."));
    else if (error.code == ErrorCode::EntityAlreadyExists)
        setError(tr("Not saved: an entity with this PartitionKey and RowKey already exists. Change the keys "
                    "or save as \"Insert or replace\"."));
    else
        setError(tr("Not saved: %1").arg(error.toString()));
}

void EntityEditor::showConflict(const Entity &yours, OperationType type, const Entity &stored)
{
    auto *dialog = new ConflictDialog(yours, stored, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::finished, this, [this, dialog, yours, type, stored] {
        switch (dialog->choice()) {
        case ConflictDialog::Reload:
            m_model->setEntity(stored);
            break;
        case ConflictDialog::Overwrite:
            write(yours, type, u"*"_s);
            break;
        case ConflictDialog::Cancel:
            setError(tr("Not saved: the entity changed after you opened it. Save again to compare, or close "
                        "the editor to keep the stored version."));
            break;
        }
    });
    Q_EMIT conflictShown(dialog);
    dialog->open();
}

} // namespace rowan
