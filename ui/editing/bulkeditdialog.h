// Bulk Edit: one change of a property (set to a typed value, rename, remove, change type) for every entity
// of a scope (BulkScopeChooser), run by a BulkEditJob. Preview first, in the background: how many entities
// the change reaches and a few of them before and after. Run asks as the connection's safety level says
// (ui/safety/writeconfirmation.h), then shows progress with Cancel (what was written stays) and at the end
// the entities it skipped because they changed meanwhile, could not convert, or were refused. The run is
// one action of the change journal, so Edit ▸ Undo takes it back.
#pragma once

#include "ui/editing/bulkrundialog.h"

#include <rowan/bulk/bulkedit.h>

class QComboBox;
class QFormLayout;
class QLineEdit;

namespace rowan {

class TypedValueInput;

class BulkEditDialog : public BulkRunDialog
{
    Q_OBJECT
public:
    enum Operation { SetValue, Rename, Remove, ChangeType };

    BulkEditDialog(ServiceSession *session, const BulkSources &sources, QWidget *parent = nullptr);

    void setOperation(Operation operation);
    Operation operation() const;
    // The edit the fields describe, or what is wrong with them.
    Result<bulk::BulkEdit> edit() const;

    // The preview's count (-1 before one) and the sample's rows.
    qint64 previewCount() const { return m_previewCount; }
    QTreeWidget *sampleList() const { return m_sample; }

public Q_SLOTS:
    // Counts the scope and edits a sample, on a worker.
    void preview() override;
    // Asks (by the safety level), then runs the edit previewed.
    void run() override;

private:
    void showFields();
    void invalidate();
    void showPreview(const bulk::EditPreview &preview);
    void showReport(const bulk::EditReport &report);

    QComboBox *m_operation;
    QFormLayout *m_form;
    QLineEdit *m_property;
    QLineEdit *m_newName;
    TypedValueInput *m_value;
    QComboBox *m_newType;
    QTreeWidget *m_sample;
    qint64 m_previewCount = -1;
};

} // namespace rowan
