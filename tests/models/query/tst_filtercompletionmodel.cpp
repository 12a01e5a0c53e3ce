#include "models/query/filtercompletionmodel.h"

#include <QAbstractItemModelTester>
#include <QRandomGenerator>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

class TestFilterCompletionModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void completes_data();
    void completes();
    void rolesAndReplacement();
    void anyTextAnyCursor();
};

void TestFilterCompletionModel::completes_data()
{
    QTest::addColumn<QString>("text"); // `|` marks the cursor
    QTest::addColumn<int>("expect");
    QTest::addColumn<QStringList>("inserts");
    using E = FilterCompletionModel::Expect;
    const QStringList allColumns {u"PartitionKey"_s, u"RowKey"_s, u"Timestamp"_s, u"Age"_s, u"Amount"_s,
        u"Active"_s, u"Created"_s, u"Id"_s, u"Photo"_s, u"Price"_s, u"Name"_s, u"Город"_s};
    QTest::newRow("empty") << u"|"_s << int(E::Property) << allColumns;
    QTest::newRow("prefix") << u"A|"_s << int(E::Property)
                            << QStringList {u"Age"_s, u"Amount"_s, u"Active"_s};
    QTest::newRow("prefix any case") << u"am|"_s << int(E::Property) << QStringList {u"Amount"_s};
    QTest::newRow("cyrillic") << u"Го|"_s << int(E::Property) << QStringList {u"Город"_s};
    QTest::newRow("not keyword") << u"no|"_s << int(E::Property) << QStringList {u"not "_s};
    QTest::newRow("after and") << u"Age eq 1 and Ro|"_s << int(E::Property) << QStringList {u"RowKey"_s};
    QTest::newRow("after paren") << u"(P|"_s << int(E::Property)
                                 << QStringList {u"PartitionKey"_s, u"Photo"_s, u"Price"_s};
    QTest::newRow("operators") << u"Age |"_s << int(E::Operator)
                               << QStringList {u"eq "_s, u"ne "_s, u"gt "_s, u"ge "_s, u"lt "_s, u"le "_s};
    QTest::newRow("operator prefix") << u"Age g|"_s << int(E::Operator) << QStringList {u"gt "_s, u"ge "_s};
    QTest::newRow("int64 template") << u"Amount gt |"_s << int(E::Value) << QStringList {u"30L"_s};
    QTest::newRow("int32 template") << u"Age gt |"_s << int(E::Value) << QStringList {u"30"_s};
    QTest::newRow("datetime template")
        << u"Created ge |"_s << int(E::Value) << QStringList {u"datetime'2026-11-24T00:00:00Z'"_s};
    QTest::newRow("timestamp template")
        << u"Timestamp lt |"_s << int(E::Value) << QStringList {u"datetime'2026-11-24T00:00:00Z'"_s};
    QTest::newRow("guid template") << u"Id eq |"_s << int(E::Value)
                                   << QStringList {u"guid'00000000-0000-0000-0000-000000000000'"_s};
    QTest::newRow("binary template") << u"Photo eq |"_s << int(E::Value) << QStringList {u"X'00'"_s};
    QTest::newRow("boolean templates")
        << u"Active eq |"_s << int(E::Value) << QStringList {u"true"_s, u"false"_s};
    QTest::newRow("boolean prefix") << u"Active eq f|"_s << int(E::Value) << QStringList {u"false"_s};
    QTest::newRow("double template") << u"Price lt |"_s << int(E::Value) << QStringList {u"1.5"_s};
    QTest::newRow("string template") << u"Name eq |"_s << int(E::Value) << QStringList {u"''"_s};
    QTest::newRow("unknown property") << u"Other eq |"_s << int(E::Value)
                                      << QStringList {u"''"_s, u"30"_s, u"30L"_s, u"1.5"_s, u"true"_s,
                                             u"false"_s, u"datetime'2026-11-24T00:00:00Z'"_s,
                                             u"guid'00000000-0000-0000-0000-000000000000'"_s, u"X'00'"_s};
    QTest::newRow("connective") << u"Age eq 30 |"_s << int(E::Connective)
                                << QStringList {u"and "_s, u"or "_s};
    QTest::newRow("connective prefix")
        << u"Name eq 'it''s' o|"_s << int(E::Connective) << QStringList {u"or "_s};
    QTest::newRow("after group") << u"(Age eq 30) a|"_s << int(E::Connective) << QStringList {u"and "_s};
    QTest::newRow("after typed literal")
        << u"Id eq guid'x' |"_s << int(E::Connective) << QStringList {u"and "_s, u"or "_s};
    QTest::newRow("inside unclosed string") << u"Name eq 'a|"_s << int(E::Value) << QStringList {};
    QTest::newRow("inside string with escape") << u"Name eq 'it''s o|"_s << int(E::Value) << QStringList {};
    QTest::newRow("inside typed literal") << u"Id eq guid'c9d|"_s << int(E::Value) << QStringList {};
    QTest::newRow("after closed string")
        << u"Name eq 'a' a|"_s << int(E::Connective) << QStringList {u"and "_s};
    QTest::newRow("cursor mid text") << u"Ag| eq 1"_s << int(E::Property) << QStringList {u"Age"_s};
}

void TestFilterCompletionModel::completes()
{
    QFETCH(QString, text);
    QFETCH(int, expect);
    QFETCH(QStringList, inserts);
    FilterCompletionModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setReferenceTime(DateTime::fromIsoString(u"2026-11-24T15:30:00Z").value());
    model.setColumns(
        {{u"Age"_s, EdmType::Int32}, {u"Amount"_s, EdmType::Int64}, {u"Active"_s, EdmType::Boolean},
            {u"Created"_s, EdmType::DateTime}, {u"Id"_s, EdmType::Guid}, {u"Photo"_s, EdmType::Binary},
            {u"Price"_s, EdmType::Double}, {u"Name"_s, EdmType::String}, {u"Город"_s, EdmType::String},
            {u"RowKey"_s, EdmType::Int32}}); // a seen column cannot retype a system property
    const int cursor = int(text.indexOf(u'|'));
    text.remove(cursor, 1);
    model.update(text, cursor);
    QCOMPARE(int(model.expected()), expect);
    QCOMPARE(model.insertTexts(), inserts);
    QCOMPARE(model.rowCount(), inserts.size());
}

void TestFilterCompletionModel::rolesAndReplacement()
{
    FilterCompletionModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setColumns({{u"Amount"_s, EdmType::Int64}});
    const QString text = u"PartitionKey eq 'a' and Am"_s;
    model.update(text, int(text.size()));
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.replaceStart(), int(text.size()) - 2);
    QCOMPARE(model.prefix(), u"Am"_s);
    const QModelIndex first = model.index(0);
    QCOMPARE(first.data(FilterCompletionModel::InsertTextRole).toString(), u"Amount"_s);
    QCOMPARE(first.data(FilterCompletionModel::KindRole).toInt(), int(FilterCompletionModel::Kind::Property));
    QCOMPARE(first.data(FilterCompletionModel::DetailRole).toString(), u"Edm.Int64"_s);
    QVERIFY(first.data().toString().contains(u"Edm.Int64"_s));
    // Out of range cursors are clamped, never read past the text.
    model.update(text, 1000);
    QCOMPARE(model.prefix(), u"Am"_s);
    model.update(text, -5);
    QCOMPARE(model.replaceStart(), 0);
}

// Half-typed text at every cursor position: the list is always consistent with the text it was made for.
void TestFilterCompletionModel::anyTextAnyCursor()
{
    FilterCompletionModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setColumns({{u"Amount"_s, EdmType::Int64}, {u"Name"_s, EdmType::String}});
    const QString alphabet = u"()' aeqnotrldgX0123456789.-LAmN\u00e9\u0301\n"_s;
    QRandomGenerator rng(7);
    for (int round = 0; round < 300; ++round) {
        QString text;
        for (int n = rng.bounded(30); n > 0; --n)
            text += alphabet.at(rng.bounded(int(alphabet.size())));
        for (int cursor = 0; cursor <= text.size(); ++cursor) {
            model.update(text, cursor);
            QVERIFY(model.replaceStart() >= 0 && model.replaceStart() <= cursor);
            QCOMPARE(model.prefix(), text.mid(model.replaceStart(), cursor - model.replaceStart()));
            for (const QString &insert : model.insertTexts())
                QVERIFY(insert.trimmed().startsWith(model.prefix(), Qt::CaseInsensitive));
        }
    }
}

QTEST_GUILESS_MAIN(TestFilterCompletionModel)
#include "tst_filtercompletionmodel.moc"
