#include "support/darkpalette.h"
#include "ui/query/filterbuilder.h"

#include <QAbstractItemDelegate>
#include <QApplication>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>
#include <QTimeZone>
#include <QTreeView>

using namespace rowan;
using namespace Qt::StringLiterals;

class TestFilterBuilder : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void showsTextAsRows();
    void saysWhatItCannotShow();
    void keyboardAddsAndRemoves();
    void editorsByType_data();
    void editorsByType();
    void propertyBringsItsType();
    void dateTimeEditor();
    void ownTextComingBackKeepsRows();
    void screenshots();
};

void TestFilterBuilder::showsTextAsRows()
{
    FilterBuilder builder;
    builder.show();
    QVERIFY(builder.setFilterText(u"PartitionKey eq 'Sales' and (RowKey ge 'S' or not (Age lt 30))"_s));
    auto *model = builder.model();
    const QModelIndex top = model->topGroup();
    QCOMPARE(model->rowCount(top), 2);
    const QModelIndex group = model->index(1, 0, top);
    QVERIFY(model->isGroup(group));
    QCOMPARE(model->index(1, FilterBuilderModel::NotColumn, group).data(Qt::CheckStateRole).toInt(),
        int(Qt::Checked));
    QVERIFY(builder.view()->isExpanded(group));
    QVERIFY(builder.message().isEmpty());
}

void TestFilterBuilder::saysWhatItCannotShow()
{
    FilterBuilder builder;
    builder.show();
    QVERIFY(builder.setFilterText(u"A eq 1"_s));
    QSignalSpy edited(&builder, &FilterBuilder::filterEdited);
    QVERIFY(!builder.setFilterText(u"A eq 1 and B gt"_s));
    QVERIFY2(builder.message().contains(u"cannot show"_s), qPrintable(builder.message()));
    QVERIFY(!builder.view()->isEnabled());
    QCOMPARE(edited.count(), 0); // the text stays authoritative
    QCOMPARE(builder.model()->filterText(DateTime::now()).value(), u"A eq 1"_s);
    QVERIFY(builder.setFilterText(u"B eq 2"_s));
    QVERIFY(builder.view()->isEnabled());
    QVERIFY(builder.message().isEmpty());
}

void TestFilterBuilder::keyboardAddsAndRemoves()
{
    FilterBuilder builder;
    builder.show();
    QVERIFY(QTest::qWaitForWindowExposed(&builder));
    QSignalSpy edited(&builder, &FilterBuilder::filterEdited);
    builder.view()->setFocus();
    QTest::keyClick(builder.view(), Qt::Key_Insert);
    QCOMPARE(builder.model()->rowCount(builder.model()->topGroup()), 1);
    // The new row's property is current and typing edits it.
    QCOMPARE(builder.view()->currentIndex().column(), int(FilterBuilderModel::PropertyColumn));
    QVERIFY2(builder.message().contains(u"has no property"_s), qPrintable(builder.message()));
    // Left to the Not column, Space negates the row.
    QTest::keyClick(builder.view(), Qt::Key_Left);
    QCOMPARE(builder.view()->currentIndex().column(), int(FilterBuilderModel::NotColumn));
    QTest::keyClick(builder.view(), Qt::Key_Space);
    QCOMPARE(builder.view()->currentIndex().data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
    QTest::keyClick(builder.view(), Qt::Key_Right);
    QTest::keyClick(builder.view(), Qt::Key_Right);
    QCOMPARE(builder.view()->currentIndex().column(), int(FilterBuilderModel::TypeColumn));
    QTest::keyClick(builder.view(), Qt::Key_Escape);
    QTest::keyClick(builder.view(), Qt::Key_Insert, Qt::ControlModifier);
    const QModelIndex top = builder.model()->topGroup();
    QCOMPARE(builder.model()->rowCount(top), 2);
    QVERIFY(builder.model()->isGroup(builder.model()->index(1, 0, top)));
    QCOMPARE(builder.model()->rowCount(builder.model()->index(1, 0, top)), 1);
    QTest::keyClick(builder.view(), Qt::Key_Escape);
    QTest::keyClick(builder.view(), Qt::Key_Delete);
    QCOMPARE(builder.model()->rowCount(builder.model()->index(1, 0, top)), 0);
    builder.view()->setCurrentIndex(builder.model()->index(1, 0, top));
    QTest::keyClick(builder.view(), Qt::Key_Delete);
    QCOMPARE(builder.model()->rowCount(top), 1);
    builder.view()->setCurrentIndex(top);
    QTest::keyClick(builder.view(), Qt::Key_Delete); // the top group stays
    QCOMPARE(builder.model()->rowCount(QModelIndex()), 1);
    QCOMPARE(builder.model()->rowCount(top), 1);
    QVERIFY2(builder.message().contains(u"has no property"_s), qPrintable(builder.message()));
    builder.view()->setCurrentIndex(builder.model()->index(0, 0, top));
    QTest::keyClick(builder.view(), Qt::Key_Delete);
    QCOMPARE(builder.model()->rowCount(top), 0);
    QVERIFY(builder.message().isEmpty());
    QVERIFY(edited.count() > 0);
    QCOMPARE(edited.last().first().toString(), QString());
}

void TestFilterBuilder::editorsByType_data()
{
    QTest::addColumn<int>("type");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("expected");
    QTest::newRow("int64 exact") << int(EdmType::Int64) << u"9007199254740993"_s
                                 << u"V eq 9007199254740993L"_s;
    QTest::newRow("int64 refuses letters") << int(EdmType::Int64) << u"12ab"_s << u"V eq 12L"_s;
    QTest::newRow("guid") << int(EdmType::Guid) << u"C9DA6455-213D-42C9-9A79-3E9149A57833"_s
                          << u"V eq guid'c9da6455-213d-42c9-9a79-3e9149a57833'"_s;
    QTest::newRow("binary base64") << int(EdmType::Binary) << u"Chs="_s << u"V eq X'0A1B'"_s;
    QTest::newRow("double") << int(EdmType::Double) << u"2"_s << u"V eq 2.0"_s;
    QTest::newRow("string quote") << int(EdmType::String) << u"it's"_s << u"V eq 'it''s'"_s;
}

void TestFilterBuilder::editorsByType()
{
    QFETCH(int, type);
    QFETCH(QString, typed);
    QFETCH(QString, expected);
    FilterBuilder builder;
    builder.show();
    QVERIFY(QTest::qWaitForWindowExposed(&builder));
    auto *model = builder.model();
    const QModelIndex row = model->addCondition(model->topGroup(), u"V"_s, EdmType(type));
    QSignalSpy edited(&builder, &FilterBuilder::filterEdited);
    const QModelIndex value = row.siblingAtColumn(FilterBuilderModel::ValueColumn);
    builder.view()->setCurrentIndex(value);
    builder.view()->edit(value);
    auto *line = builder.view()->findChild<QLineEdit *>();
    QVERIFY(line);
    QTest::keyClicks(line, typed);
    QTest::keyClick(line, Qt::Key_Return);
    QTRY_VERIFY(edited.count() > 0);
    QCOMPARE(edited.last().first().toString(), expected);
}

void TestFilterBuilder::propertyBringsItsType()
{
    FilterBuilder builder;
    builder.setColumns({{u"Amount"_s, EdmType::Int64}});
    builder.show();
    QVERIFY(QTest::qWaitForWindowExposed(&builder));
    auto *model = builder.model();
    const QModelIndex row
        = model->addCondition(model->topGroup(), QString(), EdmType::String, CompareOp::Gt, u"5"_s);
    const QModelIndex property = row.siblingAtColumn(FilterBuilderModel::PropertyColumn);
    builder.view()->setCurrentIndex(property);
    builder.view()->edit(property);
    auto *box = builder.view()->findChild<QComboBox *>();
    QVERIFY(box && box->isEditable());
    box->setEditText(u"Amount"_s);
    QTest::keyClick(box, Qt::Key_Return);
    QTRY_COMPARE(model->filterText(DateTime::now()).value_or(u"(invalid)"_s), u"Amount gt 5L"_s);
}

void TestFilterBuilder::dateTimeEditor()
{
    FilterBuilder builder;
    builder.show();
    QVERIFY(QTest::qWaitForWindowExposed(&builder));
    auto *model = builder.model();
    const QString exact = u"2021-02-05T17:15:16.7935715Z"_s;
    const QModelIndex row
        = model->addCondition(model->topGroup(), u"When"_s, EdmType::DateTime, CompareOp::Lt, exact);
    const QModelIndex value = row.siblingAtColumn(FilterBuilderModel::ValueColumn);
    const auto openEditor = [&]() -> QWidget * {
        builder.view()->setCurrentIndex(value);
        builder.view()->edit(value);
        return builder.view()->indexWidget(value);
    };
    const auto commit = [&](QWidget *editor) {
        Q_EMIT builder.view()->itemDelegate()->commitData(editor);
        Q_EMIT builder.view()->itemDelegate()->closeEditor(editor);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    };

    // Looking without changing keeps the 100 ns ticks the editor cannot show.
    QWidget *editor = openEditor();
    QVERIFY(editor);
    QCOMPARE(editor->findChild<QDateTimeEdit *>()->dateTime().toUTC(),
        QDateTime(QDate(2021, 2, 5), QTime(17, 15, 16, 793), QTimeZone::UTC));
    commit(editor);
    QCOMPARE(value.data(Qt::EditRole).toString(), exact);

    // A preset is stored as a preset.
    editor = openEditor();
    QVERIFY(editor);
    auto boxes = editor->findChildren<QComboBox *>();
    QCOMPARE(boxes.size(), 2);
    QComboBox *preset = boxes.at(0);
    preset->setCurrentIndex(preset->findData(int(TimePreset::Last24Hours)));
    QVERIFY(!editor->findChild<QDateTimeEdit *>()->isEnabled());
    commit(editor);
    QCOMPARE(value.data(FilterBuilderModel::PresetRole).toInt(), int(TimePreset::Last24Hours));
    QCOMPARE(value.data().toString(), u"Last 24 hours"_s);
    QVERIFY(model->hasPresets());

    // An exact time typed in UTC.
    editor = openEditor();
    QVERIFY(editor);
    boxes = editor->findChildren<QComboBox *>();
    boxes.at(0)->setCurrentIndex(boxes.at(0)->findData(int(TimePreset::None)));
    auto *edit = editor->findChild<QDateTimeEdit *>();
    QVERIFY(edit->isEnabled());
    edit->setDateTime(QDateTime(QDate(2026, 1, 2), QTime(3, 4, 5), QTimeZone::UTC));
    commit(editor);
    QCOMPARE(value.data(FilterBuilderModel::PresetRole).toInt(), int(TimePreset::None));
    QCOMPARE(model->filterText(DateTime::now()).value_or(u"(invalid)"_s),
        u"When lt datetime'2026-01-02T03:04:05.0000000Z'"_s);
}

// The editor echoes every builder edit back; that must not reset the rows (losing the current row) nor
// freeze a preset into a date.
void TestFilterBuilder::ownTextComingBackKeepsRows()
{
    FilterBuilder builder;
    auto *model = builder.model();
    QSignalSpy edited(&builder, &FilterBuilder::filterEdited);
    QSignalSpy reset(model, &QAbstractItemModel::modelReset);
    const QModelIndex row
        = model->addCondition(model->topGroup(), u"Timestamp"_s, EdmType::DateTime, CompareOp::Ge);
    model->setData(row, int(TimePreset::LastHour), FilterBuilderModel::PresetRole);
    QVERIFY(edited.count() > 0);
    const QString echoed = edited.last().first().toString();
    QCOMPARE(builder.lastText(), echoed);
    QVERIFY(echoed.startsWith(u"Timestamp ge datetime'"_s));
    QVERIFY(builder.setFilterText(echoed));
    QVERIFY(model->hasPresets());
    QCOMPARE(reset.count(), 0);
    // The same tree written differently leaves the rows too (no presets now).
    model->setData(row.siblingAtColumn(FilterBuilderModel::ValueColumn), u"2026-01-01T00:00:00Z"_s);
    QVERIFY(builder.setFilterText(u"(Timestamp ge datetime'2026-01-01T00:00:00Z')"_s));
    QCOMPARE(reset.count(), 0);
    // Other text replaces them.
    QVERIFY(builder.setFilterText(u"Timestamp lt datetime'2026-01-01T00:00:00Z'"_s));
    QCOMPARE(reset.count(), 1);
    QVERIFY(!model->hasPresets());
}

void TestFilterBuilder::screenshots()
{
    const QString dir = qEnvironmentVariable("ROWAN_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("set ROWAN_SCREENSHOT_DIR to write the screenshots");
    for (const bool dark : {false, true}) {
        FilterBuilder builder;
        if (dark)
            builder.setPalette(darkPalette());
        builder.setAutoFillBackground(true);
        builder.setColumns({{u"Amount"_s, EdmType::Int64}, {u"Created"_s, EdmType::DateTime}});
        QVERIFY(
            builder.setFilterText(u"PartitionKey eq 'Sales' and RowKey ge 'S' and RowKey lt 'T' and "
                                  "(Amount gt 9007199254740993L or not (Paid eq true)) and "
                                  "Id ne guid'c9da6455-213d-42c9-9a79-3e9149a57833' and Photo eq X'0A1B'"_s));
        const QModelIndex group = builder.model()->topGroup();
        const QModelIndex when
            = builder.model()->addCondition(group, u"Created"_s, EdmType::DateTime, CompareOp::Ge);
        builder.model()->setData(when, int(TimePreset::Last7Days), FilterBuilderModel::PresetRole);
        builder.model()->addCondition(group, u"Level"_s, EdmType::Int32, CompareOp::Le, u"12x"_s);
        builder.resize(760, 330);
        builder.show();
        QVERIFY(QTest::qWaitForWindowExposed(&builder));
        builder.view()->expandAll();
        for (int c = 0; c < FilterBuilderModel::ColumnCount - 1; ++c)
            builder.view()->resizeColumnToContents(c);
        builder.view()->setCurrentIndex(when.siblingAtColumn(FilterBuilderModel::ValueColumn));
        QVERIFY(builder.grab().save(dir + (dark ? u"/filter-builder-dark.png"_s : u"/filter-builder.png"_s)));
        if (!dark) {
            // The date-time editor open on the preset row.
            const QModelIndex value = when.siblingAtColumn(FilterBuilderModel::ValueColumn);
            builder.view()->edit(value);
            QVERIFY(builder.view()->indexWidget(value));
            QVERIFY(builder.grab().save(dir + u"/filter-builder-datetime.png"_s));
        }
    }
}

QTEST_MAIN(TestFilterBuilder)
#include "tst_filterbuilder.moc"
