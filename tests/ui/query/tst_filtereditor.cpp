#include "support/darkpalette.h"
#include "ui/query/filtereditor.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Format>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/SyntaxHighlighter>
#include <KSyntaxHighlighting/Theme>

#include <QAbstractItemView>
#include <QApplication>
#include <QCompleter>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {

QStringList g_syntaxWarnings;
QtMessageHandler g_previousHandler = nullptr;

void collectSyntaxWarnings(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (context.category && QByteArray(context.category).startsWith("kf.syntaxhighlighting"))
        g_syntaxWarnings.append(message);
    else if (g_previousHandler)
        g_previousHandler(type, context, message);
}

// The highlighter's text colour at a position of the document, or invalid when none was applied.
QColor colorAt(QTextDocument *doc, int position)
{
    const QTextBlock block = doc->findBlock(position);
    const int inBlock = position - block.position();
    for (const QTextLayout::FormatRange &range : block.layout()->formats()) {
        if (inBlock >= range.start && inBlock < range.start + range.length)
            return range.format.foreground().color();
    }
    return {};
}

} // namespace

class TestFilterEditor : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void definitionLoadsCleanly();
    void loaderReportsBrokenDefinitions();
    void highlightsAtPositions_data();
    void highlightsAtPositions();
    void themeFollowsPalette();
    void underlinesErrors_data();
    void underlinesErrors();
    void completesWhileTyping();
    void completesOnCtrlSpace();
    void ctrlEnterRuns();
    void heightFitsPlaceholderAndText_data();
    void heightFitsPlaceholderAndText();
    void screenshots();
};

void TestFilterEditor::definitionLoadsCleanly()
{
    g_previousHandler = qInstallMessageHandler(collectSyntaxWarnings);
    const KSyntaxHighlighting::Definition def = FilterEditor::filterDefinition();
    QVERIFY(def.isValid());
    // formats() forces the full load, where the library reports unknown rules, contexts and attributes.
    const auto formats = def.formats();
    qInstallMessageHandler(g_previousHandler);
    QVERIFY2(g_syntaxWarnings.isEmpty(), qPrintable(g_syntaxWarnings.join(u'\n')));
    QCOMPARE(def.name(), u"OData Filter"_s);
    QCOMPARE(def.keywordList(u"operators"_s),
        (QStringList {u"eq"_s, u"ne"_s, u"gt"_s, u"ge"_s, u"lt"_s, u"le"_s}));
    QCOMPARE(def.keywordList(u"logical"_s), (QStringList {u"and"_s, u"or"_s, u"not"_s}));
    QVERIFY(formats.size() >= 15);
}

// The check above can fail: the same loader reports a definition with a missing context and attribute.
void TestFilterEditor::loaderReportsBrokenDefinitions()
{
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir(u"syntax"_s));
    QFile file(dir.filePath(u"syntax/broken.xml"_s));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"(<?xml version="1.0" encoding="UTF-8"?>
<language name="Broken Filter" section="Other" version="1" kateversion="5.0" extensions="*.broken">
  <highlighting>
    <contexts>
      <context name="Start" attribute="Normal Text" lineEndContext="#stay">
        <DetectChar char="(" attribute="Missing Attribute" context="Nowhere"/>
      </context>
    </contexts>
    <itemDatas>
      <itemData name="Normal Text" defStyleNum="dsNormal"/>
    </itemDatas>
  </highlighting>
</language>
)");
    file.close();
    g_syntaxWarnings.clear();
    g_previousHandler = qInstallMessageHandler(collectSyntaxWarnings);
    {
        KSyntaxHighlighting::Repository repository;
        repository.addCustomSearchPath(dir.path());
        const auto def = repository.definitionForName(u"Broken Filter"_s);
        QVERIFY(def.isValid());
        (void)def.formats();
        KSyntaxHighlighting::SyntaxHighlighter highlighter;
        highlighter.setDefinition(def);
        QTextDocument doc(u"(a)"_s);
        highlighter.setDocument(&doc);
        highlighter.rehighlight();
    }
    qInstallMessageHandler(g_previousHandler);
    QVERIFY2(!g_syntaxWarnings.isEmpty(), "the loader reported nothing");
    g_syntaxWarnings.clear();
}

void TestFilterEditor::highlightsAtPositions_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("at"); // the text at the position to check (its first occurrence)
    QTest::addColumn<int>("offset"); // added to that occurrence
    QTest::addColumn<QString>("format");
    const QString f
        = u"PartitionKey eq 'it''s' and not (Big gt 9007199254740993L or Price le -1.5e3) "
          "and When lt datetime'2026-11-24T00:00:00Z' and Id ne guid'c9da6455-213d-42c9-9a79-3e9149a57833' "
          "and Blob eq X'0A1B' and Raw ne binary'FF' and Flag eq true and Age ge 30 and Город eq 'Łódź' ?"_s;
    QTest::newRow("system property") << f << u"PartitionKey"_s << 3 << u"Key Property"_s;
    QTest::newRow("operator") << f << u" eq "_s << 1 << u"Operator"_s;
    QTest::newRow("string") << f << u"'it"_s << 1 << u"String"_s;
    QTest::newRow("escape") << f << u"''s"_s << 0 << u"Escape"_s;
    QTest::newRow("string after escape") << f << u"''s"_s << 2 << u"String"_s;
    QTest::newRow("and") << f << u" and "_s << 1 << u"Keyword"_s;
    QTest::newRow("not") << f << u"not"_s << 0 << u"Keyword"_s;
    QTest::newRow("paren") << f << u"(Big"_s << 0 << u"Parenthesis"_s;
    QTest::newRow("property") << f << u"Big"_s << 1 << u"Property"_s;
    QTest::newRow("int64") << f << u"9007199254740993L"_s << 16 << u"Int64"_s;
    QTest::newRow("or") << f << u" or "_s << 1 << u"Keyword"_s;
    QTest::newRow("double") << f << u"-1.5e3"_s << 3 << u"Double"_s;
    QTest::newRow("datetime prefix") << f << u"datetime'"_s << 2 << u"Literal Type"_s;
    QTest::newRow("datetime body") << f << u"2026-11-24T"_s << 4 << u"DateTime"_s;
    QTest::newRow("guid body") << f << u"c9da6455"_s << 0 << u"Guid"_s;
    QTest::newRow("binary X") << f << u"X'0A1B'"_s << 0 << u"Literal Type"_s;
    QTest::newRow("binary body") << f << u"0A1B"_s << 1 << u"Binary"_s;
    QTest::newRow("binary word") << f << u"binary'"_s << 0 << u"Literal Type"_s;
    QTest::newRow("boolean") << f << u"true"_s << 2 << u"Boolean"_s;
    QTest::newRow("int32") << f << u"30 "_s << 0 << u"Int32"_s;
    QTest::newRow("unicode property") << f << u"Город"_s << 2 << u"Property"_s;
    QTest::newRow("unicode string") << f << u"Łódź"_s << 1 << u"String"_s;
    QTest::newRow("stray character") << f << u"?"_s << 0 << u"Error"_s;
    QTest::newRow("operator glued to string") << u"A eq'x'"_s << u"eq"_s << 0 << u"Operator"_s;
    QTest::newRow("keyword prefix is a property") << u"andrew eq 1"_s << u"andrew"_s << 0 << u"Property"_s;
    QTest::newRow("second line") << u"A eq 1\nand B eq 2L"_s << u"2L"_s << 0 << u"Int64"_s;
}

void TestFilterEditor::highlightsAtPositions()
{
    QFETCH(QString, text);
    QFETCH(QString, at);
    QFETCH(int, offset);
    QFETCH(QString, format);
    FilterEditor editor;
    editor.setText(text);
    const int position = int(text.indexOf(at)) + offset;
    QVERIFY(position >= 0);
    const KSyntaxHighlighting::Theme theme = editor.highlighter()->theme();
    QVERIFY(theme.isValid());
    KSyntaxHighlighting::Format expected;
    for (const KSyntaxHighlighting::Format &candidate : FilterEditor::filterDefinition().formats()) {
        if (candidate.name() == format)
            expected = candidate;
    }
    QVERIFY2(expected.isValid(), qPrintable(format));
    const QTextBlock block = editor.textEdit()->document()->findBlock(position);
    const int inBlock = position - block.position();
    bool found = false;
    for (const QTextLayout::FormatRange &range : block.layout()->formats()) {
        if (inBlock < range.start || inBlock >= range.start + range.length)
            continue;
        found = true;
        // Without a colour of its own a format leaves the text in the theme's normal colour.
        if (range.format.hasProperty(QTextFormat::ForegroundBrush))
            QCOMPARE(range.format.foreground().color(), expected.textColor(theme));
        else
            QVERIFY(!expected.hasTextColor(theme));
        // Formats that share a colour are told apart by their style.
        QCOMPARE(range.format.fontWeight() >= QFont::Bold, expected.isBold(theme));
    }
    QVERIFY2(found || expected.isDefaultTextStyle(theme), "no format applied");
}

void TestFilterEditor::themeFollowsPalette()
{
    FilterEditor editor;
    editor.setText(u"A eq 'x'"_s);
    QVERIFY(!editor.usesDarkTheme());
    const QString light = editor.highlighter()->theme().name();
    const QColor lightString = colorAt(editor.textEdit()->document(), 6);
    editor.setPalette(darkPalette());
    QVERIFY(editor.usesDarkTheme());
    QVERIFY(editor.highlighter()->theme().name() != light);
    QCOMPARE(editor.highlighter()->theme().name(),
        FilterEditor::syntaxRepository().defaultTheme(KSyntaxHighlighting::Repository::DarkTheme).name());
    QVERIFY(colorAt(editor.textEdit()->document(), 6) != lightString);
}

void TestFilterEditor::underlinesErrors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("start");
    QTest::addColumn<int>("length");
    QTest::addColumn<QString>("messagePart");
    QTest::newRow("missing value") << u"Age eq"_s << 5 << 1 << u"Expected a value after eq"_s;
    QTest::newRow("bad operator") << u"Age EQ 1"_s << 4 << 2 << u"lower case"_s;
    QTest::newRow("unclosed string") << u"Name eq 'abc"_s << 8 << 4 << u"closing quote"_s;
    QTest::newRow("int32 overflow") << u"N eq 3000000000"_s << 5 << 10 << u"Int32"_s;
    QTest::newRow("function") << u"startswith(Name,'a')"_s << 0 << 10 << u"not supported"_s;
    QTest::newRow("unclosed paren") << u"(A eq 1"_s << 0 << 1 << u"never closed"_s;
}

void TestFilterEditor::underlinesErrors()
{
    QFETCH(QString, text);
    QFETCH(int, start);
    QFETCH(int, length);
    QFETCH(QString, messagePart);
    FilterEditor editor;
    editor.show();
    QSignalSpy validity(&editor, &FilterEditor::validityChanged);
    editor.setText(text);
    QVERIFY(!editor.isValid());
    QCOMPARE(validity.count(), 1);
    QCOMPARE(validity.first().first().toBool(), false);
    const auto selections = editor.textEdit()->extraSelections();
    QCOMPARE(selections.size(), 1);
    QCOMPARE(selections.first().format.underlineStyle(), QTextCharFormat::WaveUnderline);
    QCOMPARE(selections.first().cursor.selectionStart(), start);
    QCOMPARE(selections.first().cursor.selectionEnd() - selections.first().cursor.selectionStart(), length);
    auto *message = editor.findChild<QLabel *>(u"filterMessage"_s);
    QVERIFY(message && message->isVisible());
    QVERIFY2(message->text().contains(messagePart), qPrintable(message->text()));
    // Fixing it clears both and says so once.
    editor.setText(u"Age eq 1"_s);
    QVERIFY(editor.isValid());
    QCOMPARE(validity.count(), 2);
    QCOMPARE(validity.last().first().toBool(), true);
    QVERIFY(editor.textEdit()->extraSelections().isEmpty());
    QVERIFY(!message->isVisible());
    QCOMPARE(editor.filter().toString(), u"Age eq 1"_s);
}

void TestFilterEditor::completesWhileTyping()
{
    FilterEditor editor;
    editor.setColumns({{u"Amount"_s, EdmType::Int64}, {u"Age"_s, EdmType::Int32}});
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    editor.textEdit()->setFocus();
    QTest::keyClicks(editor.textEdit(), u"Am"_s);
    QTRY_VERIFY(editor.completer()->popup()->isVisible());
    QCOMPARE(editor.completionModel()->insertTexts(), QStringList {u"Amount"_s});
    QTest::keyClick(editor.completer()->popup(), Qt::Key_Return);
    QCOMPARE(editor.text(), u"Amount"_s);
    QTRY_VERIFY(!editor.completer()->popup()->isVisible());
    // A value is never completed unasked.
    QTest::keyClicks(editor.textEdit(), u" gt 3"_s);
    QVERIFY(!editor.completer()->popup()->isVisible());
    QCOMPARE(editor.text(), u"Amount gt 3"_s);
}

void TestFilterEditor::completesOnCtrlSpace()
{
    FilterEditor editor;
    editor.completionModel()->setReferenceTime(DateTime::fromIsoString(u"2026-11-24T08:00:00Z").value());
    editor.setColumns({{u"Amount"_s, EdmType::Int64}, {u"Created"_s, EdmType::DateTime}});
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    editor.setText(u"Amount gt "_s);
    editor.textEdit()->setFocus();
    QTest::keyClick(editor.textEdit(), Qt::Key_Space, Qt::ControlModifier);
    QTRY_VERIFY(editor.completer()->popup()->isVisible());
    QCOMPARE(editor.completionModel()->insertTexts(), QStringList {u"30L"_s});
    QTest::keyClick(editor.completer()->popup(), Qt::Key_Return);
    QCOMPARE(editor.text(), u"Amount gt 30L"_s);
    QVERIFY(editor.isValid());

    editor.setText(u"Amount gt 30L and Created ge "_s);
    QTest::keyClick(editor.textEdit(), Qt::Key_Space, Qt::ControlModifier);
    QTRY_VERIFY(editor.completer()->popup()->isVisible());
    QTest::keyClick(editor.completer()->popup(), Qt::Key_Return);
    QCOMPARE(editor.text(), u"Amount gt 30L and Created ge datetime'2026-11-24T00:00:00Z'"_s);
    QVERIFY(editor.isValid());
}

void TestFilterEditor::ctrlEnterRuns()
{
    FilterEditor editor;
    editor.show();
    QSignalSpy run(&editor, &FilterEditor::runRequested);
    editor.setText(u"A eq 1"_s);
    QTest::keyClick(editor.textEdit(), Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(run.count(), 1);
    QCOMPARE(editor.text(), u"A eq 1"_s); // no line break added
    QTest::keyClick(editor.textEdit(), Qt::Key_Return);
    QCOMPARE(editor.text(), u"A eq 1\n"_s); // a plain Enter is a line break
}

void TestFilterEditor::heightFitsPlaceholderAndText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("narrowLines"); // at a width of 40 characters
    QTest::addColumn<int>("wideLines"); // at 200 characters
    QTest::newRow("empty: the placeholder wraps when narrow") << QString() << 3 << 1;
    QTest::newRow("one short line") << u"PartitionKey eq 'a'"_s << 1 << 1;
    QTest::newRow("two lines") << u"PartitionKey eq 'a'\nand RowKey ge 'b'"_s << 2 << 2;
    QTest::newRow("long line wraps when narrow") << u"Amount gt 1 and "_s.repeated(6).chopped(5) << 3 << 1;
    QTest::newRow("at most five lines") << u"a eq 1\n"_s.repeated(9).chopped(1) << 5 << 5;
}

// The editor is as tall as its text, or its placeholder while empty, takes at the current width: the last
// line of a wrapped placeholder is never cut off, and a resize re-measures.
void TestFilterEditor::heightFitsPlaceholderAndText()
{
    QFETCH(QString, text);
    QFETCH(int, narrowLines);
    QFETCH(int, wideLines);
    FilterEditor editor;
    editor.setText(text);
    auto *edit = editor.findChild<QPlainTextEdit *>(u"filterText"_s);
    QVERIFY(edit);
    const QFontMetrics metrics(edit->font());
    const int margins = int(edit->document()->documentMargin() * 2) + edit->frameWidth() * 2
        + edit->contentsMargins().top() + edit->contentsMargins().bottom();
    auto linesShown = [&] { return (edit->height() - margins) / metrics.lineSpacing(); };
    editor.resize(metrics.horizontalAdvance(QLatin1Char('x')) * 200, 10);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    QTRY_COMPARE(linesShown(), wideLines);
    editor.resize(metrics.horizontalAdvance(QLatin1Char('x')) * 40, 10);
    QTRY_COMPARE(linesShown(), narrowLines);
}

void TestFilterEditor::screenshots()
{
    const QString dir = qEnvironmentVariable("ROWAN_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("set ROWAN_SCREENSHOT_DIR to write the screenshots");
    for (const bool dark : {false, true}) {
        FilterEditor editor;
        if (dark)
            editor.setPalette(darkPalette());
        editor.setAutoFillBackground(true);
        editor.resize(720, 10);
        editor.setText(
            u"PartitionKey eq 'Sales' and (Amount gt 30L or Created ge datetime'2026-11-24T00:00:00Z')\n"
            "and Id ne guid'c9da6455-213d-42c9-9a79-3e9149a57833' and Status EQ 'open'"_s);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        editor.adjustSize();
        editor.resize(720, editor.sizeHint().height());
        QVERIFY(editor.grab().save(
            dir + (dark ? u"/filter-editor-error-dark.png"_s : u"/filter-editor-error.png"_s)));
    }
}

QTEST_MAIN(TestFilterEditor)
#include "tst_filtereditor.moc"
