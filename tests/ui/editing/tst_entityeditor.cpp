#include "support/modalhelper.h"
#include "support/teststore.h"
#include "ui/editing/conflictdialog.h"
#include "ui/editing/entityeditactions.h"
#include "ui/editing/entityeditor.h"
#include "ui/editing/keybuilderhint.h"
#include "ui/editing/valueeditors.h"
#include "ui/grid/entitygrid.h"

#include "models/editing/entityeditmodel.h"
#include "models/grid/entitytablemodel.h"
#include "models/session/servicesession.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace rowan;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(rowan::OperationType)

namespace {

const QString TestAccount = u"devstoreaccount1"_s;
const QString TestTable = u"People"_s;

QLabel *messageLabel(EntityEditor &editor)
{
    return editor.findChild<QLabel *>(u"validationMessage"_s);
}

QPushButton *saveButton(EntityEditor &editor)
{
    return editor.findChild<QPushButton *>(u"saveButton"_s);
}

// Opens the delegate's editor on a cell and returns it.
template<typename T>
T *editCell(EntityEditor &editor, int row, int column)
{
    const QModelIndex index = editor.model()->index(row, column);
    editor.view()->setCurrentIndex(index);
    editor.view()->edit(index);
    return qobject_cast<T *>(editor.view()->indexWidget(index));
}

int rowOf(const EntityEditModel &model, const QString &name)
{
    for (int row = EntityEditModel::KeyRows; row < model.rowCount(); ++row) {
        if (model.name(row) == name)
            return row;
    }
    return -1;
}

void chooseType(EntityEditor &editor, int row, EdmType type)
{
    auto *combo = editCell<QComboBox>(editor, row, EntityEditModel::TypeColumn);
    QVERIFY(combo);
    const int i = combo->findData(int(type));
    combo->setCurrentIndex(i);
    // Enter commits and closes the editor (queued by the delegate).
    QTest::keyClick(combo, Qt::Key_Return);
    QTRY_VERIFY(!editor.view()->indexWidget(editor.model()->index(row, EntityEditModel::TypeColumn)));
}

} // namespace

class TestEntityEditor : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void validationAsYouType();
    void typedEditorsProduceExactValues();
    void mergeOrReplace_data();
    void mergeOrReplace();
    void insertOfExistingKeyIsExplained();
    void conflict_data();
    void conflict();
    void gridActionsOpenTheEditor();
    void keyPaddingWarning_data();
    void keyPaddingWarning();

private:
    Entity stored(const QString &rk) const { return *m_store->getEntity(TestAccount, TestTable, u"p"_s, rk); }

    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
    ServiceSession m_session;
    int m_counter = 0;
    QString m_rk;
};

void TestEntityEditor::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_store = TestStoreBuilder(m_dir, u"editor.rowan"_s).table(TestTable).build();
    QVERIFY(m_store);
    m_session.setStore(m_store);
}

void TestEntityEditor::init()
{
    // Every test works on its own entity.
    m_rk = u"r%1"_s.arg(++m_counter);
    Entity e(u"p"_s, m_rk);
    e.setProperty(u"A"_s, Value::int32(1));
    e.setProperty(u"B"_s, Value::string(u"b"_s));
    QVERIFY(m_store->insertEntity(TestAccount, TestTable, e));
}

void TestEntityEditor::validationAsYouType()
{
    EntityEditor editor(&m_session, TestAccount, TestTable, EntityEditor::Mode::Add);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    QCOMPARE(editor.operation(), OperationType::Insert);

    auto *pk = editCell<QLineEdit>(editor, EntityEditModel::PartitionKeyRow, EntityEditModel::ValueColumn);
    QVERIFY(pk);
    QTest::keyClicks(pk, u"a/b"_s);
    QVERIFY2(messageLabel(editor)->text().contains(u"PartitionKey contains the character '/'"_s),
        qPrintable(messageLabel(editor)->text()));
    QVERIFY(!saveButton(editor)->isEnabled());
    pk->clear();
    QTest::keyClicks(pk, u"p"_s);
    QCOMPARE(messageLabel(editor)->text(), QString());
    QVERIFY(saveButton(editor)->isEnabled());

    QTest::mouseClick(editor.findChild<QPushButton *>(u"addPropertyButton"_s), Qt::LeftButton);
    QCOMPARE(editor.model()->propertyCount(), 1);
    auto *name = qobject_cast<QLineEdit *>(editor.view()->indexWidget(editor.model()->index(2, 0)));
    QVERIFY(name);
    name->selectAll();
    QTest::keyClicks(name, u"my-prop"_s);
    QVERIFY2(messageLabel(editor)->text().contains(u"not a valid identifier"_s),
        qPrintable(messageLabel(editor)->text()));
    QVERIFY(!saveButton(editor)->isEnabled());
    name->selectAll();
    QTest::keyClicks(name, u"Ratio"_s);
    QCOMPARE(messageLabel(editor)->text(), QString());

    chooseType(editor, 2, EdmType::Double);
    auto *value = editCell<QLineEdit>(editor, 2, EntityEditModel::ValueColumn);
    QVERIFY(value);
    value->selectAll();
    QTest::keyClicks(value, u"1,5"_s);
    QVERIFY(messageLabel(editor)->text().startsWith(u"Ratio: '1,5' is not an Edm.Double"_s));
    value->selectAll();
    QTest::keyClicks(value, u"1"_s);
    QCOMPARE(messageLabel(editor)->text(), QString());

    // A refused conversion is explained and leaves the row as it was.
    chooseType(editor, 2, EdmType::String);
    value = editCell<QLineEdit>(editor, 2, EntityEditModel::ValueColumn);
    value->selectAll();
    QTest::keyClicks(value, u"not a number"_s);
    chooseType(editor, 2, EdmType::Int32);
    QVERIFY2(messageLabel(editor)->text().startsWith(u"Cannot convert the Edm.String"_s),
        qPrintable(messageLabel(editor)->text()));
    QCOMPARE(editor.model()->type(2), EdmType::String);

    // The live size follows the formula: 4 + 2·(1 + 0) + 8 + 2·5 + (2·12 + 4).
    QVERIFY2(editor.findChild<QLabel *>(u"sizeLabel"_s)->text().startsWith(u"52 B of 1 MiB"_s),
        qPrintable(editor.findChild<QLabel *>(u"sizeLabel"_s)->text()));
}

void TestEntityEditor::typedEditorsProduceExactValues()
{
    EntityEditor editor(&m_session, TestAccount, TestTable, EntityEditor::Mode::Duplicate, stored(m_rk));
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    auto *rk = editCell<QLineEdit>(editor, EntityEditModel::RowKeyRow, EntityEditModel::ValueColumn);
    QVERIFY(rk);
    rk->selectAll();
    QTest::keyClicks(rk, m_rk + u"-copy"_s);

    // Int64: exact at the limit, and the validator refuses a digit that would overflow.
    const int big = editor.model()->addProperty(u"Big"_s, Value::int64(0));
    auto *int64 = editCell<QLineEdit>(editor, big, EntityEditModel::ValueColumn);
    QVERIFY(int64);
    int64->selectAll();
    QTest::keyClicks(int64, u"9223372036854775807"_s);
    QTest::keyClicks(int64, u"9"_s);
    QCOMPARE(int64->text(), u"9223372036854775807"_s);

    // DateTime: calendar fields plus the 7-digit fraction, in UTC.
    const int when = editor.model()->addProperty(u"When"_s, Value::dateTime(DateTime::now()));
    auto *dt = editCell<DateTimeTicksEdit>(editor, when, EntityEditModel::ValueColumn);
    QVERIFY(dt);
    dt->dateTimeEdit()->setDateTime(QDateTime(QDate(2024, 5, 1), QTime(12, 30, 15), QTimeZone::UTC));
    dt->fractionEdit()->clear();
    QTest::keyClicks(dt->fractionEdit(), u"1234567"_s);
    QCOMPARE(editor.model()->valueText(when), u"2024-05-01T12:30:15.1234567Z"_s);

    // Boolean: a check box.
    const int flag = editor.model()->addProperty(u"Flag"_s, Value::boolean(false));
    auto *box = editCell<QCheckBox>(editor, flag, EntityEditModel::ValueColumn);
    QVERIFY(box);
    box->setChecked(true);
    QCOMPARE(editor.model()->valueText(flag), u"true"_s);

    // Binary: hex typed, size shown, re-encoded as base64 on switching.
    const int blob = editor.model()->addProperty(u"Blob"_s, Value::binary(QByteArray()));
    auto *bin = editCell<BinaryValueEdit>(editor, blob, EntityEditModel::ValueColumn);
    QVERIFY(bin);
    auto *format = bin->findChild<QComboBox *>(u"binaryFormat"_s);
    format->setCurrentIndex(format->findData(BinaryValueEdit::Hex));
    Q_EMIT format->activated(format->currentIndex());
    QTest::keyClicks(bin->findChild<QLineEdit *>(u"binaryText"_s), u"de ad be"_s);
    QCOMPARE(bin->sizeText(), u"3 bytes"_s);
    format->setCurrentIndex(format->findData(BinaryValueEdit::Base64));
    Q_EMIT format->activated(format->currentIndex());
    QCOMPARE(editor.model()->valueText(blob), u"3q2+"_s);
    QTemporaryDir files;
    QFile file(files.filePath(u"big.bin"_s));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray(70000, 'x'));
    file.close();
    QVERIFY(!bin->loadFile(file.fileName()));
    QVERIFY2(bin->sizeText().contains(u"at most 64 KiB"_s), qPrintable(bin->sizeText()));
    QCOMPARE(editor.model()->valueText(blob), u"3q2+"_s);
    QFile small(files.filePath(u"small.bin"_s));
    QVERIFY(small.open(QIODevice::WriteOnly));
    small.write("hello");
    small.close();
    QVERIFY(bin->loadFile(small.fileName()));
    QCOMPARE(bin->sizeText(), u"5 bytes"_s);
    QCOMPARE(editor.model()->valueText(blob), u"aGVsbG8="_s);

    // Enter in a cell editor finishes the edit; it does not press Save.
    auto *lastName
        = editCell<QLineEdit>(editor, rowOf(*editor.model(), u"B"_s), EntityEditModel::ValueColumn);
    QVERIFY(lastName);
    QTest::keyClick(lastName, Qt::Key_Return);
    QTRY_VERIFY(!editor.view()->indexWidget(editor.model()->index(rowOf(*editor.model(), u"B"_s), 2)));
    QVERIFY(editor.isVisible());
    QVERIFY(!editor.isSaving());

    QSignalSpy saved(&editor, &EntityEditor::saved);
    QTest::mouseClick(saveButton(editor), Qt::LeftButton);
    QTRY_COMPARE(saved.count(), 1);
    const Entity copy = *m_store->getEntity(TestAccount, TestTable, u"p"_s, m_rk + u"-copy"_s);
    QVERIFY(*copy.property(u"Big") == Value::int64(std::numeric_limits<qint64>::max()));
    QCOMPARE(copy.property(u"When")->toDateTime().toIsoString(), u"2024-05-01T12:30:15.1234567Z"_s);
    QVERIFY(*copy.property(u"Flag") == Value::boolean(true));
    QVERIFY(*copy.property(u"Blob") == Value::binary("hello"));
    QVERIFY(*copy.property(u"A") == Value::int32(1));
    QCOMPARE(editor.savedEntity().etag(), copy.etag());
    QCOMPARE(editor.result(), int(QDialog::Accepted));
}

void TestEntityEditor::mergeOrReplace_data()
{
    QTest::addColumn<OperationType>("operation");
    QTest::addColumn<bool>("bKept");
    QTest::newRow("replace removes what was removed") << OperationType::Update << false;
    QTest::newRow("merge keeps what was removed") << OperationType::Merge << true;
}

void TestEntityEditor::mergeOrReplace()
{
    QFETCH(OperationType, operation);
    QFETCH(bool, bKept);
    EntityEditor editor(&m_session, TestAccount, TestTable, EntityEditor::Mode::Edit, stored(m_rk));
    editor.show();
    QCOMPARE(editor.operation(), OperationType::Update); // Replace is the default for edits
    QVERIFY(!(
        editor.model()->flags(editor.model()->index(0, EntityEditModel::ValueColumn)) & Qt::ItemIsEditable));
    editor.setOperation(operation);
    editor.model()->setValueText(rowOf(*editor.model(), u"A"_s), u"2"_s);
    QVERIFY(editor.model()->removeProperty(rowOf(*editor.model(), u"B"_s)));
    editor.model()->addProperty(u"C"_s, Value::float64(1.0));
    QSignalSpy saved(&editor, &EntityEditor::saved);
    QTest::mouseClick(saveButton(editor), Qt::LeftButton);
    QVERIFY(editor.isSaving() || saved.count() == 1);
    QTRY_COMPARE(saved.count(), 1);
    const Entity after = stored(m_rk);
    QVERIFY(*after.property(u"A") == Value::int32(2));
    QCOMPARE(after.property(u"C")->type(), EdmType::Double);
    QCOMPARE(after.property(u"B") != nullptr, bKept);
    QCOMPARE(after.properties().size(), bKept ? 3 : 2);
}

void TestEntityEditor::insertOfExistingKeyIsExplained()
{
    EntityEditor editor(&m_session, TestAccount, TestTable, EntityEditor::Mode::Duplicate, stored(m_rk));
    editor.show();
    QTest::mouseClick(saveButton(editor), Qt::LeftButton);
    QTRY_VERIFY(messageLabel(editor)->text().contains(u"already exists"_s));
    QVERIFY(editor.isVisible());
    editor.setOperation(OperationType::InsertOrReplace);
    editor.model()->setValueText(rowOf(*editor.model(), u"A"_s), u"5"_s);
    QTest::mouseClick(saveButton(editor), Qt::LeftButton);
    QTRY_VERIFY(!editor.isVisible());
    QVERIFY(*stored(m_rk).property(u"A") == Value::int32(5));
}

void TestEntityEditor::conflict_data()
{
    QTest::addColumn<QString>("button");
    QTest::addColumn<QString>("storedAfter");
    QTest::addColumn<bool>("editorOpen");
    QTest::newRow("reload") << u"reloadButton"_s << u"theirs"_s << true;
    QTest::newRow("overwrite") << u"overwriteButton"_s << u"mine"_s << false;
    QTest::newRow("cancel") << u"cancelButton"_s << u"theirs"_s << true;
}

void TestEntityEditor::conflict()
{
    QFETCH(QString, button);
    QFETCH(QString, storedAfter);
    QFETCH(bool, editorOpen);
    EntityEditor editor(&m_session, TestAccount, TestTable, EntityEditor::Mode::Edit, stored(m_rk));
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    const int b = rowOf(*editor.model(), u"B"_s);
    editor.model()->setValueText(b, u"mine"_s);

    // Someone else writes the entity behind the editor's back.
    Entity theirs(u"p"_s, m_rk);
    theirs.setProperty(u"B"_s, Value::string(u"theirs"_s));
    QVERIFY(m_store->mergeEntity(TestAccount, TestTable, theirs));
    const QString storedEtag = stored(m_rk).etag();

    QSignalSpy shown(&editor, &EntityEditor::conflictShown);
    QSignalSpy saved(&editor, &EntityEditor::saved);
    QTest::mouseClick(saveButton(editor), Qt::LeftButton);
    QTRY_COMPARE(shown.count(), 1);
    auto *dialog = shown.first().first().value<ConflictDialog *>();
    QTRY_VERIFY(dialog->isVisible());
    QCOMPARE(QApplication::activeModalWidget(), dialog);
    QCOMPARE(dialog->differenceCount(), 1);
    QTableWidget *table = dialog->table();
    bool found = false;
    for (int row = 0; row < table->rowCount(); ++row) {
        if (table->item(row, 0)->text() != u"B")
            continue;
        found = true;
        QVERIFY(table->item(row, 1)->text().startsWith(u"mine"_s));
        QVERIFY(table->item(row, 2)->text().startsWith(u"theirs"_s));
        QVERIFY(table->item(row, 1)->background() != table->item(0, 1)->background());
    }
    QVERIFY(found);
    QTest::mouseClick(dialog->findChild<QPushButton *>(button), Qt::LeftButton);

    if (editorOpen) {
        QTRY_VERIFY(!editor.isSaving());
        QVERIFY(editor.isVisible());
        QCOMPARE(saved.count(), 0);
    } else {
        QTRY_COMPARE(saved.count(), 1);
    }
    QCOMPARE(stored(m_rk).property(u"B")->toString(), storedAfter);
    if (button == u"reloadButton") {
        const int reloaded = rowOf(*editor.model(), u"B"_s);
        QCOMPARE(editor.model()->valueText(reloaded), u"theirs"_s);
        QCOMPARE(editor.model()->etag(), storedEtag);
        // With the stored version loaded, the next save goes through.
        editor.model()->setValueText(reloaded, u"again"_s);
        QTest::mouseClick(saveButton(editor), Qt::LeftButton);
        QTRY_COMPARE(saved.count(), 1);
        QCOMPARE(stored(m_rk).property(u"B")->toString(), u"again"_s);
    } else if (button == u"cancelButton") {
        QCOMPARE(editor.model()->valueText(b), u"mine"_s);
        QVERIFY(messageLabel(editor)->text().startsWith(u"Not saved"_s));
        QCOMPARE(stored(m_rk).etag(), storedEtag);
    }
}

void TestEntityEditor::gridActionsOpenTheEditor()
{
    // A session of its own: the writes earlier tests noted are announced a moment later, and a reload they
    // cause in the middle of this test would clear the grid's current row.
    ServiceSession session;
    session.setStore(m_store);
    // Entities of its own, so the test does not depend on which tests ran before it.
    for (int i = 0; i < 3; ++i)
        QVERIFY(m_store->insertEntity(TestAccount, TestTable, Entity(u"p"_s, u"grid%1"_s.arg(i))));
    EntityTableModel model(&session);
    EntityGrid grid(&model);
    grid.resize(900, 500);
    grid.show();
    QVERIFY(QTest::qWaitForWindowExposed(&grid));
    auto *actions = grid.findChild<EntityEditActions *>();
    QVERIFY(actions);
    QVERIFY(!actions->addAction()->isEnabled());
    model.setTable(TestAccount, TestTable);
    QTRY_VERIFY(model.rowCount() > 0);
    const int before = model.rowCount();
    QVERIFY(actions->addAction()->isEnabled());
    QVERIFY(grid.view()->actions().contains(actions->editAction()));

    QSignalSpy opened(actions, &EntityEditActions::editorOpened);
    QSignalSpy failed(actions, &EntityEditActions::openFailed);
    // The editor starts from the stored entity, not from what the grid loaded earlier.
    Entity changed(model.entityAt(0).partitionKey(), model.entityAt(0).rowKey());
    changed.setProperty(u"Fresh"_s, Value::boolean(true));
    QVERIFY(m_store->mergeEntity(TestAccount, TestTable, changed));
    // Double-click on a row edits it.
    grid.view()->setCurrentIndex(model.index(0, 1));
    const QRect cell = grid.view()->visualRect(model.index(0, 1));
    // A real double-click is press, release, then the double-click event (QTest sends only the last).
    QTest::mouseClick(grid.view()->viewport(), Qt::LeftButton, {}, cell.center());
    QTest::mouseDClick(grid.view()->viewport(), Qt::LeftButton, {}, cell.center());
    QTRY_COMPARE(opened.count(), 1);
    auto *editor = opened.last().first().value<EntityEditor *>();
    QCOMPARE(editor->mode(), EntityEditor::Mode::Edit);
    QCOMPARE(editor->model()->valueText(EntityEditModel::RowKeyRow), model.entityAt(0).rowKey());
    QCOMPARE(rowOf(*editor->model(), u"Fresh"_s) >= 0, true);
    QCOMPARE(editor->model()->etag(), stored(model.entityAt(0).rowKey()).etag());
    editor->reject();

    // An entity deleted behind the grid's back is reported instead of edited.
    QVERIFY(m_store->deleteEntity(TestAccount, TestTable, u"p"_s, model.entityAt(1).rowKey()));
    grid.view()->setCurrentIndex(model.index(1, 1));
    actions->editAction()->trigger();
    QTRY_COMPARE(failed.count(), 1);
    QVERIFY(failed.first().first().toString().contains(u"no longer exists"_s));
    QCOMPARE(opened.count(), 1);
    QTRY_VERIFY(qobject_cast<QMessageBox *>(QApplication::activeModalWidget()));
    QApplication::activeModalWidget()->close();
    grid.view()->setCurrentIndex(model.index(0, 1));

    // F2 on the grid edits the current row too.
    grid.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&grid));
    grid.view()->setFocus();
    QTest::keyClick(grid.view(), Qt::Key_F2);
    QTRY_COMPARE(opened.count(), 2);
    opened.last().first().value<EntityEditor *>()->reject();

    // Duplicate, change the key, save: the grid reloads with one more entity.
    actions->duplicateAction()->trigger();
    QTRY_COMPARE(opened.count(), 3);
    editor = opened.last().first().value<EntityEditor *>();
    QCOMPARE(editor->mode(), EntityEditor::Mode::Duplicate);
    QCOMPARE(editor->operation(), OperationType::Insert);
    editor->model()->setValueText(EntityEditModel::RowKeyRow, u"zz-duplicate"_s);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    editor->save();
    QTRY_VERIFY(reset.count() > 0);
    // One deleted above, one added: the reloaded grid holds the duplicate and not the deleted entity.
    QTRY_COMPARE(model.rowCount(), before);
    QCOMPARE(model.entityAt(model.rowCount() - 1).rowKey(), u"zz-duplicate"_s);
}

QTEST_MAIN(TestEntityEditor)
void TestEntityEditor::keyPaddingWarning_data()
{
    QTest::addColumn<QString>("pk");
    QTest::addColumn<QString>("rk");
    QTest::addColumn<QString>("warning");
    QTest::newRow("follows the padding") << u"pad"_s << u"item0012"_s << QString();
    QTest::newRow("breaks the padding") << u"pad"_s << u"item12"_s << u"RowKey: "_s;
    QTest::newRow("a new partition of unpadded neighbours") << u"zz"_s << u"x"_s << QString();
}

void TestEntityEditor::keyPaddingWarning()
{
    QFETCH(QString, pk);
    QFETCH(QString, rk);
    QFETCH(QString, warning);
    for (int i = 1; i <= 9; ++i)
        QVERIFY(m_store->insertOrReplaceEntity(
            TestAccount, TestTable, Entity(u"pad"_s, u"item%1"_s.arg(i, 4, 10, QLatin1Char('0')))));
    EntityEditor editor(&m_session, TestAccount, TestTable, EntityEditor::Mode::Add);
    auto *build = editor.findChild<QPushButton *>(u"buildKeyButton"_s);
    QVERIFY(build);
    editor.view()->setCurrentIndex(
        editor.model()->index(EntityEditModel::RowKeyRow, EntityEditModel::ValueColumn));
    QVERIFY(build->isEnabled());
    auto *hint = editor.findChild<KeyPaddingHint *>();
    QVERIFY(hint);
    QSignalSpy checked(hint, &KeyPaddingHint::checked);
    editor.model()->setData(
        editor.model()->index(EntityEditModel::PartitionKeyRow, EntityEditModel::ValueColumn), pk);
    editor.model()->setData(
        editor.model()->index(EntityEditModel::RowKeyRow, EntityEditModel::ValueColumn), rk);
    QTRY_COMPARE(checked.size(), 1);
    QVERIFY2(warning.isEmpty() ? hint->warning().isEmpty() : hint->warning().startsWith(warning),
        qPrintable(hint->warning()));
    auto *label = editor.findChild<QLabel *>(u"keyPaddingWarning"_s);
    QVERIFY(label);
    QCOMPARE(label->text(), hint->warning());
    if (pk == u"pad"_s)
        QCOMPARE(hint->rowKeySiblings().size(), 5); // the nearest five, all before it
    // The keys of a stored entity cannot change: no builder when editing.
    EntityEditor edit(&m_session, TestAccount, TestTable, EntityEditor::Mode::Edit, stored(m_rk));
    QVERIFY(!edit.findChild<QPushButton *>(u"buildKeyButton"_s));
    QVERIFY(!edit.findChild<KeyPaddingHint *>());
}

#include "tst_entityeditor.moc"
