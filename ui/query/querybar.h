// The query bar above the entity grid: the $filter editor with the visual builder beside it (toggled),
// $select with a chooser of the columns seen, $top, Run (Ctrl+Enter), Cancel and Clear, the live plan,
// the history and saved queries, and Copy as Code. Running puts the grid's model in query mode; Clear
// returns it to the table. Each table keeps its own query: switching back to a table whose query ran
// shows the query and runs it again.
#pragma once

#include "models/query/parsedfilter.h"
#include "models/query/querycodegen.h"
#include "models/query/queryhistorymodel.h"

#include <QHash>
#include <QWidget>

#include <optional>

class QAction;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QToolButton;

namespace rowan {

class EntityTableModel;
class FilterBuilder;
class FilterEditor;
class PlanModel;
class PlanPanel;
class ServiceSession;

class QueryBar : public QWidget
{
    Q_OBJECT
public:
    // historyPath: the history file (empty: the default in the application-data folder).
    QueryBar(ServiceSession *session, EntityTableModel *model, const QString &historyPath = QString(),
        QWidget *parent = nullptr);
    ~QueryBar() override;

    FilterEditor *editor() const { return m_editor; }
    FilterBuilder *builder() const { return m_builder; }
    PlanModel *planModel() const { return m_plan; }
    PlanPanel *planPanel() const { return m_planPanel; }
    QueryHistoryModel *history() const { return m_history; }
    QLineEdit *selectEdit() const { return m_select; }
    QSpinBox *topSpin() const { return m_top; }
    QPushButton *runButton() const { return m_run; }
    // Run, for menus and toolbars: enabled when the Run button is.
    QAction *runAction() const { return m_runAction; }
    QPushButton *cancelButton() const { return m_cancel; }
    QPushButton *clearButton() const { return m_clear; }
    QToolButton *builderToggle() const { return m_builderToggle; }

    // The table the bar queries (the store's path keys the history). Keeps the query of the table shown
    // before, and brings back this table's.
    void setTable(const QString &storePath, const QString &account, const QString &table);
    QString storePath() const { return m_storePath; }
    QString table() const { return m_table; }
    // The filter Run runs now: the builder's rows with their presets resolved when the editor shows the
    // builder's text, else the editor's text.
    ParsedFilter runFilter() const;
    // The current query as history and code generation see it.
    SavedQuery currentQuery() const;
    // A message about the last Run (an invalid $select), empty when fine.
    QString statusText() const;

public Q_SLOTS:
    void run();
    void cancel();
    void clear();
    // Puts the keyboard in the filter editor.
    void focusFilter();
    // Shows a query from the history (its builder rows when it has presets) without running it.
    void recall(const SavedQuery &query);
    // Adds `condition` to the query with `and` and runs it ("Filter by This Value" in the grid). With time
    // presets in the builder it joins the builder's rows (FilterBuilderModel::narrow()), so the presets
    // stay; otherwise it joins the filter text. Returns false, saying why in statusText(), when the filter
    // text does not parse or the result would hold too many comparisons.
    bool narrow(const rowan::Filter &condition);
    // Copies the current query as code in `language` to the clipboard; returns false (and says why in
    // statusText()) when the filter is invalid.
    bool copyCode(CodeLanguage language);

Q_SIGNALS:
    void queryRun();

private:
    struct TableState
    {
        SavedQuery query;
        bool ran = false;
    };

    void updateColumns();
    void updateButtons();
    void updatePlan();
    void fillHistoryMenu();
    void fillColumnMenu();
    void saveCurrent();
    std::optional<int> topValue() const;

    ServiceSession *m_session;
    EntityTableModel *m_model;
    FilterEditor *m_editor;
    FilterBuilder *m_builder;
    PlanModel *m_plan;
    PlanPanel *m_planPanel;
    QueryHistoryModel *m_history;
    QLineEdit *m_select;
    QToolButton *m_columnsButton;
    QSpinBox *m_top;
    QPushButton *m_run;
    QAction *m_runAction;
    QPushButton *m_cancel;
    QPushButton *m_clear;
    QToolButton *m_builderToggle;
    QToolButton *m_historyButton;
    QToolButton *m_codeButton;
    QLabel *m_status;
    QString m_storePath;
    QString m_account;
    QString m_table;
    QHash<QString, TableState> m_states;
    int m_columnsSeen = -1;
    // The table's query ran and its result is what the grid shows.
    bool m_ran = false;
};

} // namespace rowan
