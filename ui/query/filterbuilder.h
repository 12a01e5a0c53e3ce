// The visual filter builder: rows of (and/or, not, property, type, operator, value) in nested groups over a
// FilterBuilderModel, with value editors by EDM type (date and time in UTC or local time or a preset such as
// "last 24 hours", exact Int64, Guid, Binary as hex, Boolean). Builder → text on every edit; text → builder
// when the text can be shown as rows, otherwise a message names what cannot be shown and the rows stay
// as they were. Keyboard: arrows move, typing or F2 edits, Insert adds a condition, Ctrl+Insert a group,
// Delete removes, Space toggles not.
#pragma once

#include "models/query/filterbuildermodel.h"
#include "models/query/filtercompletionmodel.h"

#include <QWidget>

class QLabel;
class QTreeView;
class QToolButton;

namespace rowan {

class FilterBuilder : public QWidget
{
    Q_OBJECT
public:
    explicit FilterBuilder(QWidget *parent = nullptr);
    ~FilterBuilder() override;

    FilterBuilderModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    // The columns seen in the table: offered as properties, and choosing one sets its type.
    void setColumns(const QList<FilterColumn> &columns);
    QList<FilterColumn> columns() const { return m_columns; }

    // Text → rows. Returns false and shows why when the text cannot be shown (the rows keep the last
    // filter that could); the caller keeps the text authoritative meanwhile. Text the rows already mean
    // (the builder's own last text coming back from the editor, or the same tree) leaves the rows, their
    // presets and the current row alone.
    bool setFilter(const ParsedFilter &parsed);
    bool setFilterText(const QString &text) { return setFilter(ParsedFilter::parse(text)); }
    // The text of the last filterEdited(): when the editor still shows it and the rows hold presets, the
    // query to run is model()->filterText(now), not that text.
    QString lastText() const { return m_lastText; }
    // The message shown above the rows, empty when the rows show the text.
    QString message() const;

    // Adds a condition (or group) to the group holding the current row; returns its index.
    QModelIndex addCondition();
    QModelIndex addGroup();
    // Removes the current row (not the top group).
    bool removeCurrent();

Q_SIGNALS:
    // The rows as filter text after an edit (presets taken at the current time).
    void filterEdited(const QString &text);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void onEdited();
    QModelIndex currentGroup() const;
    void showMessage(const QString &text);

    FilterBuilderModel *m_model = nullptr;
    QTreeView *m_view = nullptr;
    QLabel *m_message = nullptr;
    QList<FilterColumn> m_columns;
    bool m_loading = false;
    QString m_lastText;
};

} // namespace rowan
