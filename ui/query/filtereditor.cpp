#include "ui/query/filtereditor.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/SyntaxHighlighter>
#include <KSyntaxHighlighting/Theme>

#include <QAbstractItemView>
#include <QCompleter>
#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextLayout>
#include <QVBoxLayout>

#include <functional>

namespace rowan {

namespace {

constexpr int MaxVisibleLines = 5;

// The plain-text edit with its key presses offered to the editor first, also the ones a completer's
// popup forwards (those reach keyPressEvent, not event filters).
class FilterTextEdit : public QPlainTextEdit
{
public:
    using QPlainTextEdit::QPlainTextEdit;
    std::function<bool(QKeyEvent *)> before;
    std::function<void(QKeyEvent *)> after;

protected:
    void keyPressEvent(QKeyEvent *event) override
    {
        if (before && before(event))
            return;
        QPlainTextEdit::keyPressEvent(event);
        if (after)
            after(event);
    }
};

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

} // namespace

KSyntaxHighlighting::Repository &FilterEditor::syntaxRepository()
{
    static KSyntaxHighlighting::Repository *repository = [] {
        auto *r = new KSyntaxHighlighting::Repository;
        // The definition is compiled in as :/rowan/syntax/odata-filter.xml.
        r->addCustomSearchPath(QStringLiteral(":/rowan"));
        return r;
    }();
    return *repository;
}

KSyntaxHighlighting::Definition FilterEditor::filterDefinition()
{
    return syntaxRepository().definitionForName(QStringLiteral("OData Filter"));
}

FilterEditor::FilterEditor(QWidget *parent)
    : QWidget(parent)
{
    auto *edit = new FilterTextEdit(this);
    m_edit = edit;
    m_edit->setObjectName(QStringLiteral("filterText"));
    m_edit->setTabChangesFocus(true);
    m_edit->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_edit->setPlaceholderText(
        tr("$filter, e.g. PartitionKey eq 'Sales' and RowKey ge 'S' — Ctrl+Space completes"));
    m_edit->setAccessibleName(tr("Filter"));
    QFont font = m_edit->font();
    font.setFamily(QStringLiteral("monospace"));
    font.setStyleHint(QFont::Monospace);
    m_edit->setFont(font);
    m_edit->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    edit->before = [this](QKeyEvent *e) { return handleKey(e); };
    edit->after = [this](QKeyEvent *e) { afterKey(e); };

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("filterMessage"));
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->hide();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_edit);
    layout->addWidget(m_message);

    m_highlighter = new KSyntaxHighlighting::SyntaxHighlighter(m_edit->document());
    m_highlighter->setDefinition(filterDefinition());
    applyTheme();

    m_completionModel = new FilterCompletionModel(this);
    m_completionModel->setColumns({});
    m_completer = new QCompleter(m_completionModel, this);
    m_completer->setWidget(m_edit);
    m_completer->setCompletionMode(QCompleter::UnfilteredPopupCompletion);
    m_completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_completer->setMaxVisibleItems(10);
    connect(m_completer, qOverload<const QModelIndex &>(&QCompleter::activated), this,
        &FilterEditor::insertCompletion);

    connect(m_edit, &QPlainTextEdit::textChanged, this, &FilterEditor::onTextChanged);
    setFocusProxy(m_edit);
    // Wrapping depends on the width: a narrower editor needs more lines for the same text or placeholder.
    m_edit->viewport()->installEventFilter(this);
    updateHeight();
}

FilterEditor::~FilterEditor() = default;

QString FilterEditor::text() const
{
    return m_edit->toPlainText();
}

void FilterEditor::setText(const QString &text)
{
    if (text == this->text())
        return;
    m_edit->setPlainText(text);
    m_edit->moveCursor(QTextCursor::End);
}

void FilterEditor::setColumns(const QList<FilterColumn> &columns)
{
    m_completionModel->setColumns(columns);
}

void FilterEditor::onTextChanged()
{
    const QString current = text();
    const bool wasValid = isValid();
    m_parsed = ParsedFilter::parse(current);
    QList<QTextEdit::ExtraSelection> selections;
    if (m_parsed.isValid()) {
        m_message->clear();
        m_message->hide();
    } else {
        const ParseError &error = m_parsed.filter.error();
        // The parser may point at the end of the text (length 0): underline the last character then.
        int start = qBound(0, error.position, int(current.size()));
        int length = qMax(1, error.length);
        if (start >= current.size())
            start = qMax(0, int(current.size()) - 1);
        length = qMin(length, int(current.size()) - start);
        if (length > 0) {
            QTextEdit::ExtraSelection selection;
            selection.cursor = QTextCursor(m_edit->document());
            selection.cursor.setPosition(start);
            selection.cursor.setPosition(start + length, QTextCursor::KeepAnchor);
            // Qt draws a selection's underline only together with its own foreground, so both are set.
            const QColor errorColor = m_dark ? QColor(0xff, 0x6b, 0x6b) : QColor(0xd0, 0x00, 0x00);
            selection.format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
            selection.format.setUnderlineColor(errorColor);
            selection.format.setForeground(errorColor);
            selection.format.setBackground(m_dark ? QColor(0x5a, 0x1e, 0x1e) : QColor(0xff, 0xe4, 0xe4));
            selection.format.setToolTip(error.message);
            selections.append(selection);
        }
        // Where, in the words of an editor: line and column (1-based) when the filter has several lines.
        const QTextBlock block
            = m_edit->document()->findBlock(qBound(0, error.position, int(current.size())));
        const int column = error.position - block.position() + 1;
        m_message->setText(m_edit->document()->blockCount() > 1
                ? tr("Line %1, column %2: %3").arg(block.blockNumber() + 1).arg(column).arg(error.message)
                : tr("Column %1: %2").arg(column).arg(error.message));
        m_message->show();
    }
    m_edit->setExtraSelections(selections);
    updateHeight();
    Q_EMIT textChanged(current);
    Q_EMIT filterChanged(m_parsed);
    if (wasValid != isValid())
        Q_EMIT validityChanged(isValid());
}

void FilterEditor::applyTheme()
{
    m_dark = isDark(palette());
    m_highlighter->setTheme(syntaxRepository().defaultTheme(
        m_dark ? KSyntaxHighlighting::Repository::DarkTheme : KSyntaxHighlighting::Repository::LightTheme));
    m_highlighter->rehighlight();
    QPalette messagePalette = m_message->palette();
    messagePalette.setColor(
        QPalette::WindowText, m_dark ? QColor(0xff, 0x8a, 0x80) : QColor(0xb0, 0x00, 0x20));
    m_message->setPalette(messagePalette);
    if (!m_parsed.isValid())
        onTextChanged(); // the underline colour follows the theme
}

void FilterEditor::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (m_highlighter && (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange))
        applyTheme();
}

bool FilterEditor::eventFilter(QObject *watched, QEvent *event)
{
    // Queued: the editor lays its text out again for the new width after this filter has run.
    if (watched == m_edit->viewport() && event->type() == QEvent::Resize)
        QMetaObject::invokeMethod(this, &FilterEditor::updateHeight, Qt::QueuedConnection);
    return QWidget::eventFilter(watched, event);
}

int FilterEditor::placeholderLines() const
{
    const qreal width = m_edit->viewport()->width() - 2 * m_edit->document()->documentMargin();
    if (width <= 0)
        return 1;
    QTextLayout layout(m_edit->placeholderText(), m_edit->font());
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    int lines = 0;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        ++lines;
    }
    layout.endLayout();
    return lines;
}

void FilterEditor::updateHeight()
{
    // As many lines as the text (or, while empty, the whole placeholder) takes, up to MaxVisibleLines, then
    // scrolling.
    int lines = 0;
    if (m_edit->document()->isEmpty()) {
        lines = placeholderLines();
    } else {
        for (QTextBlock b = m_edit->document()->begin(); b.isValid(); b = b.next())
            lines += qMax(1, b.layout() ? b.layout()->lineCount() : 1);
    }
    lines = qBound(1, lines, MaxVisibleLines);
    const QFontMetrics metrics(m_edit->font());
    const int margins = int(m_edit->document()->documentMargin() * 2) + m_edit->frameWidth() * 2
        + m_edit->contentsMargins().top() + m_edit->contentsMargins().bottom();
    m_edit->setFixedHeight(lines * metrics.lineSpacing() + margins);
}

void FilterEditor::showCompletions()
{
    const QTextCursor cursor = m_edit->textCursor();
    m_completionModel->update(text(), cursor.position());
    if (m_completionModel->rowCount() == 0) {
        m_completer->popup()->hide();
        return;
    }
    m_completer->setCompletionPrefix(QString());
    QRect rect = m_edit->cursorRect();
    rect.setWidth(m_completer->popup()->sizeHintForColumn(0)
        + m_completer->popup()->verticalScrollBar()->sizeHint().width());
    m_completer->complete(rect);
    m_completer->popup()->setCurrentIndex(m_completer->completionModel()->index(0, 0));
}

void FilterEditor::insertCompletion(const QModelIndex &index)
{
    const QString insert = index.data(FilterCompletionModel::InsertTextRole).toString();
    QTextCursor cursor = m_edit->textCursor();
    const int start = m_completionModel->replaceStart();
    if (start > cursor.position())
        return;
    cursor.setPosition(start);
    cursor.setPosition(m_edit->textCursor().position(), QTextCursor::KeepAnchor);
    cursor.insertText(insert);
    m_edit->setTextCursor(cursor);
}

bool FilterEditor::handleKey(QKeyEvent *event)
{
    const bool ctrl = event->modifiers() & Qt::ControlModifier;
    const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    if (ctrl && enter) {
        m_completer->popup()->hide();
        Q_EMIT runRequested();
        return true;
    }
    if (ctrl && event->key() == Qt::Key_Space) {
        showCompletions();
        return true;
    }
    if (m_completer->popup()->isVisible()) {
        switch (event->key()) {
        case Qt::Key_Return:
        case Qt::Key_Enter:
        case Qt::Key_Escape:
        case Qt::Key_Tab:
        case Qt::Key_Backtab:
            // The completer's popup takes these.
            event->ignore();
            return true;
        default:
            break;
        }
    }
    return false;
}

void FilterEditor::afterKey(QKeyEvent *event)
{
    if (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
        return;
    const QString typed = event->text();
    const bool wordKey = !typed.isEmpty() && (typed.front().isLetterOrNumber() || typed.front() == u'_');
    const bool backspace = event->key() == Qt::Key_Backspace;
    if (!wordKey && !(backspace && m_completer->popup()->isVisible())) {
        m_completer->popup()->hide();
        return;
    }
    m_completionModel->update(text(), m_edit->textCursor().position());
    const auto expect = m_completionModel->expected();
    // On its own the list appears for names being typed (properties, operators, keywords), not for values.
    const bool offer = !m_completionModel->prefix().isEmpty() && m_completionModel->rowCount() > 0
        && expect != FilterCompletionModel::Expect::Value
        && !(m_completionModel->rowCount() == 1
            && m_completionModel->index(0).data(FilterCompletionModel::InsertTextRole).toString().trimmed()
                == m_completionModel->prefix());
    if (offer)
        showCompletions();
    else
        m_completer->popup()->hide();
}

} // namespace rowan
