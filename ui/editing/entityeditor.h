// The entity editor dialog for Add, Edit and Duplicate: one row per property with a type and a value editor
// suited to it, validation messages as the user types, the size-formula total, and Save as Insert, Replace
// or Merge. The write runs in an EntitySaveJob; an ETag conflict opens ConflictDialog (Reload,
// Overwrite, Cancel). The dialog accepts itself once the write succeeded. GUI thread only.
#pragma once

#include "models/editing/entitysavejob.h"

#include <rowan/batch.h>
#include <rowan/entity.h>

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QPushButton;
class QTableView;

namespace rowan {

class ConflictDialog;
class EntityEditModel;
class KeyPaddingHint;
class ServiceSession;
class StagedEdits;

class EntityEditor : public QDialog
{
    Q_OBJECT
public:
    enum class Mode { Add, Edit, Duplicate };

    // `entity` is the one to edit or duplicate (ignored for Add, which starts empty).
    EntityEditor(ServiceSession *session, const QString &account, const QString &table, Mode mode,
        const Entity &entity = Entity(), QWidget *parent = nullptr);
    ~EntityEditor() override;

    Mode mode() const { return m_mode; }
    EntityEditModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }

    // Insert (Add/Duplicate default), Update = Replace (Edit default), Merge, InsertOrReplace, InsertOrMerge.
    OperationType operation() const;
    void setOperation(OperationType type);

    // Validates and starts the write; the outcome arrives as saved() (and accept()) or a message. With
    // staged edits on for the service, the change is kept pending there instead (and the editor accepts).
    void save();
    void setStagedEdits(StagedEdits *staged) { m_staged = staged; }
    bool isSaving() const { return m_saving; }
    // The message line: the current problem, the last error, or empty.
    QString message() const;
    // The entity as written, with its new Timestamp and ETag, after saved().
    const Entity &savedEntity() const { return m_saved; }

Q_SIGNALS:
    void saved(const rowan::Entity &entity);
    // A conflict dialog is about to be shown (tests answer it).
    void conflictShown(rowan::ConflictDialog *dialog);

private:
    void write(const Entity &entity, OperationType type, const QString &ifMatch);
    void onSaved(const Entity &written);
    void onSaveFailed(const Error &error, EntitySaveJob::Stage stage);
    void showConflict(const Entity &yours, OperationType type, const Entity &stored);
    void setSaving(bool saving);
    void updateValidation();
    void setError(const QString &message);
    void addProperty();
    void removeProperty();
    // The key builder for the current key row (new entities only), with the padding its siblings use.
    void buildKey();

    ServiceSession *m_session;
    StagedEdits *m_staged = nullptr;
    // The entity as read before an edit: a staged change's `before`, whose ETag guards its commit.
    Entity m_original;
    EntitySaveJob *m_saveJob;
    QString m_account;
    QString m_table;
    Mode m_mode;
    EntityEditModel *m_model;
    QTableView *m_view;
    QPushButton *m_addButton;
    QPushButton *m_removeButton;
    QComboBox *m_operation;
    QLabel *m_message;
    QLabel *m_size;
    QPushButton *m_buildKey = nullptr;
    // For new entities: warns when a key breaks the padding of the keys around it in the table.
    KeyPaddingHint *m_keyHint = nullptr;
    QLabel *m_keyWarning = nullptr;
    QDialogButtonBox *m_buttons;
    QString m_error;
    Entity m_saved;
    bool m_saving = false;
};

} // namespace rowan
