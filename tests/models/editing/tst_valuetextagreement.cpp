// The entity editor's and the filter builder's reading of typed value text agree with the engine's: the
// table of support/valuetexttable.h (also run through the engine, import and JSON in
// tests/engine/tst_valuetext.cpp) through valuetext::parse() and filterValueFromText(), and what each
// shows reads back to the same value.
#include "models/editing/valuetext.h"
#include "models/query/filtervalues.h"
#include "support/valuetexttable.h"

#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;
using valuetexttable::Rows;

class TestValueTextAgreement : public QObject
{
    Q_OBJECT

private slots:
    void editor_data() { valuetexttable::addRows(); }
    void editor() { valuetexttable::expectCase(&valuetext::parse); }

    void builder_data() { valuetexttable::addRows(); }
    void builder() { valuetexttable::expectCase(&filterValueFromText); }

    void editorShownReadsBack_data() { valuetexttable::addRows(Rows::Accepted); }
    void editorShownReadsBack() { valuetexttable::expectRoundTrip(&valuetext::format, &valuetext::parse); }

    void builderShownReadsBack_data() { valuetexttable::addRows(Rows::Accepted); }
    void builderShownReadsBack() { valuetexttable::expectRoundTrip(&filterValueText, &filterValueFromText); }

    // Both say what the type's text looks like when it is not that.
    void refusalsExplain()
    {
        const Result<Value> editor = valuetext::parse(EdmType::Guid, u"nope"_s);
        QVERIFY(!editor);
        QCOMPARE(editor.error().message,
            u"'nope' is not an Edm.Guid: expected a Guid such as c9da6455-213d-42c9-9a79-3e9149a57833 "
            u"(dashes "
            "optional, braces allowed)."_s);
        const Result<Value> builder = filterValueFromText(EdmType::Guid, u"nope"_s);
        QVERIFY(!builder);
        QCOMPARE(builder.error().message, editor.error().message);
    }
};

QTEST_GUILESS_MAIN(TestValueTextAgreement)
#include "tst_valuetextagreement.moc"
