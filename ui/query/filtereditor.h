// The $filter text editor: one to several lines, highlighted by KSyntaxHighlighting with the OData filter
// definition shipped in the resources and a theme that follows the palette (light or dark), parse errors
// underlined where the parser stopped with the message below, completion of properties, operators and
// typed literal templates (Ctrl+Space, or on its own after a property's first letters), and Ctrl+Enter
// to run.
#pragma once

#include "models/query/filtercompletionmodel.h"
#include "models/query/parsedfilter.h"

#include <rowan/filter.h>

#include <QWidget>

#include <optional>

class QCompleter;
class QKeyEvent;
class QLabel;
class QPlainTextEdit;

namespace KSyntaxHighlighting {
class Definition;
class Repository;
class SyntaxHighlighter;
} // namespace KSyntaxHighlighting

namespace rowan {

class FilterEditor : public QWidget
{
    Q_OBJECT
public:
    explicit FilterEditor(QWidget *parent = nullptr);
    ~FilterEditor() override;

    // The repository holding the OData filter definition (GUI thread only; created on first use).
    static KSyntaxHighlighting::Repository &syntaxRepository();
    // The "OData Filter" definition from the resources; invalid only if the resource is missing.
    static KSyntaxHighlighting::Definition filterDefinition();

    QString text() const;
    void setText(const QString &text);
    // Whether the text parses (the empty text does: it is the whole table).
    bool isValid() const { return m_parsed.isValid(); }
    std::optional<ParseError> error() const
    {
        return m_parsed.isValid() ? std::nullopt : std::optional<ParseError>(m_parsed.filter.error());
    }
    // The parsed filter, or the empty filter while the text is invalid.
    Filter filter() const { return m_parsed.filter.value_or(Filter()); }
    // The text with its parse: what the builder, the plan and Run take, so the text is parsed once.
    const ParsedFilter &parsed() const { return m_parsed; }

    // The columns seen in the table, with their types, for completion.
    void setColumns(const QList<FilterColumn> &columns);
    FilterCompletionModel *completionModel() const { return m_completionModel; }
    QCompleter *completer() const { return m_completer; }
    QPlainTextEdit *textEdit() const { return m_edit; }
    KSyntaxHighlighting::SyntaxHighlighter *highlighter() const { return m_highlighter; }
    // Whether the dark default theme is in use (the palette's window is dark).
    bool usesDarkTheme() const { return m_dark; }

    // Recomputes completions at the cursor and shows them when there are any; Ctrl+Space does this.
    void showCompletions();

Q_SIGNALS:
    void textChanged(const QString &text);
    // Emitted with textChanged: the new text and its parse.
    void filterChanged(const rowan::ParsedFilter &parsed);
    // Emitted when the text starts or stops parsing; Run follows it.
    void validityChanged(bool valid);
    // Ctrl+Enter (or Ctrl+Return).
    void runRequested();

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void onTextChanged();
    void applyTheme();
    void updateHeight();
    int placeholderLines() const;
    void insertCompletion(const QModelIndex &index);
    bool handleKey(QKeyEvent *event);
    void afterKey(QKeyEvent *event);

    QPlainTextEdit *m_edit = nullptr;
    QLabel *m_message = nullptr;
    KSyntaxHighlighting::SyntaxHighlighter *m_highlighter = nullptr;
    FilterCompletionModel *m_completionModel = nullptr;
    QCompleter *m_completer = nullptr;
    ParsedFilter m_parsed;
    bool m_dark = false;
    bool m_inserting = false;
};

} // namespace rowan
