// Bulk Edit: one change of a property (set to a typed value, rename, remove, change type) for every entity
// of a scope (BulkScopeChooser), run by a BulkEditJob. Preview first, in the background: how many entities
// the change reaches and a few of them before and after. Run asks as the connection's safety level says
// (ui/safety/writeconfirmation.h), then shows progress with Cancel (what was written stays) and at the end
// the entities it skipped because they changed meanwhile, could not convert, or were refused. The run is
// one action of the change journal, so Edit ▸ Undo takes it back.
#pragma once

#include "ui/editing/bulkscope.h"

#include <rowan/bulk/bulkedit.h>

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTreeWidget;

namespace rowan {

class BulkEditJob;
class ServiceSession;
class TypedValueInput;

class BulkEditDialog : public QDialog
{
    Q_OBJECT
public:
    enum Operation { SetValue, Rename, Remove, ChangeType };

    BulkEditDialog(ServiceSession *session, const BulkSources &sources, QWidget *parent = nullptr);

    BulkScopeChooser *scopeChooser() const { return m_scope; }
    BulkEditJob *job() const { return m_job; }
    void setOperation(Operation operation);
    Operation operation() const;
    // The edit the fields describe, or what is wrong with them.
    Result<bulk::BulkEdit> edit() const;

    // The preview's count (-1 before one), the sample's rows, the status line.
    qint64 previewCount() const { return m_previewCount; }
    QTreeWidget *sampleList() const { return m_sample; }
    QTreeWidget *problemList() const { return m_problems; }
    QString statusText() const;
    bool isRunning() const { return m_running; }
    bool isFinished() const { return m_finished; }

public Q_SLOTS:
    // Counts the scope and edits a sample, on a worker.
    void preview();
    // Asks (by the safety level), then runs the edit previewed.
    void run();
    void reject() override;

Q_SIGNALS:
    void previewShown();
    // The run ended: finished, cancelled or failed.
    void runEnded();

private:
    void showFields();
    void invalidate();
    void showPreview(const bulk::EditPreview &preview);
    void showReport(const bulk::EditReport &report);
    void showFailure(const QString &message);
    void setEditable(bool editable);
    void endRun();

    ServiceSession *m_session;
    BulkSources m_sources;
    BulkEditJob *m_job;
    BulkScopeChooser *m_scope;
    QComboBox *m_operation;
    QFormLayout *m_form;
    QLineEdit *m_property;
    QLineEdit *m_newName;
    TypedValueInput *m_value;
    QComboBox *m_newType;
    QLabel *m_status;
    QTreeWidget *m_sample;
    QProgressBar *m_progress;
    QTreeWidget *m_problems;
    QDialogButtonBox *m_buttons;
    QPushButton *m_previewButton;
    QPushButton *m_runButton;
    qint64 m_previewCount = -1;
    bool m_previewing = false;
    bool m_running = false;
    bool m_stopping = false;
    bool m_finished = false;
};

} // namespace rowan
