// The safety profile's names, colours and checks (rowan/safety.h).
#include "rowan/safety.h"

#include <QTest>

using namespace rowan;

Q_DECLARE_METATYPE(std::optional<rowan::SafetyLevel>)
Q_DECLARE_METATYPE(std::optional<QString>)

class TestSafety : public QObject
{
    Q_OBJECT

private slots:
    void levelNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<std::optional<SafetyLevel>>("level");
        QTest::newRow("off") << "off" << std::optional(SafetyLevel::Off);
        QTest::newRow("none") << "None" << std::optional(SafetyLevel::Off);
        QTest::newRow("confirm") << "confirm" << std::optional(SafetyLevel::ConfirmWrites);
        QTest::newRow("confirm-writes") << " Confirm-Writes " << std::optional(SafetyLevel::ConfirmWrites);
        QTest::newRow("read-only") << "read-only" << std::optional(SafetyLevel::ReadOnly);
        QTest::newRow("readonly") << "READONLY" << std::optional(SafetyLevel::ReadOnly);
        QTest::newRow("empty") << "" << std::optional<SafetyLevel>();
        QTest::newRow("unknown") << "careful" << std::optional<SafetyLevel>();
    }
    void levelNames()
    {
        QFETCH(QString, name);
        QFETCH(std::optional<SafetyLevel>, level);
        QCOMPARE(safetyLevelFromName(name), level);
        if (level) // each level's own name reads back as itself
            QCOMPARE(safetyLevelFromName(safetyLevelName(*level)), level);
    }

    void colours_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<std::optional<QString>>("colour");
        QTest::newRow("red") << "red" << std::optional<QString>(QStringLiteral("#c62828"));
        QTest::newRow("Green padded") << " Green " << std::optional<QString>(QStringLiteral("#2e7d32"));
        QTest::newRow("#rrggbb") << "#A1B2C3" << std::optional<QString>(QStringLiteral("#a1b2c3"));
        QTest::newRow("#rgb") << "#f80" << std::optional<QString>(QStringLiteral("#ff8800"));
        QTest::newRow("no hash") << "a1b2c3" << std::optional<QString>();
        QTest::newRow("bad digit") << "#a1b2cz" << std::optional<QString>();
        QTest::newRow("too long") << "#a1b2c3d" << std::optional<QString>();
        QTest::newRow("unknown name") << "crimson" << std::optional<QString>();
    }
    void colours()
    {
        QFETCH(QString, text);
        QFETCH(std::optional<QString>, colour);
        QCOMPARE(safetyColourFromText(text), colour);
    }

    void checks_data()
    {
        QTest::addColumn<QString>("label");
        QTest::addColumn<QString>("colour");
        QTest::addColumn<QString>("fault"); // empty: accepted
        QTest::newRow("plain") << ""
                               << ""
                               << "";
        QTest::newRow("PROD red") << "PROD"
                                  << "#c62828"
                                  << "";
        QTest::newRow("longest label") << QString(MaxSafetyLabelLength, u'x') << ""
                                       << "";
        QTest::newRow("label too long") << QString(MaxSafetyLabelLength + 1, u'x') << ""
                                        << "characters long";
        QTest::newRow("newline") << "PROD\nx"
                                 << ""
                                 << "control characters";
        QTest::newRow("bidi override") << QStringLiteral("PROD\u202E") << ""
                                       << "control characters";
        QTest::newRow("colour name") << "PROD"
                                     << "red"
                                     << "#rrggbb";
        QTest::newRow("upper-case hex") << "PROD"
                                        << "#C62828"
                                        << "#rrggbb";
    }
    void checks()
    {
        QFETCH(QString, label);
        QFETCH(QString, colour);
        QFETCH(QString, fault);
        const Status checked = checkSafetyProfile(SafetyProfile {SafetyLevel::ReadOnly, label, colour});
        QCOMPARE(checked.has_value(), fault.isEmpty());
        if (!checked) {
            QCOMPARE(checked.error().code, ErrorCode::InvalidInput);
            QVERIFY2(checked.error().message.contains(fault), qPrintable(checked.error().message));
        }
    }

    void refusalNamesWhatAndLabel()
    {
        const Error labelled
            = readOnlyRefusal(SafetyProfile {SafetyLevel::ReadOnly, QStringLiteral("PROD"), {}},
                QStringLiteral("The store a.rowan"));
        QCOMPARE(labelled.code, ErrorCode::StoreReadOnly);
        QVERIFY(labelled.message.startsWith(QStringLiteral("[PROD] The store a.rowan is marked read-only")));
        const Error bare
            = readOnlyRefusal(SafetyProfile {SafetyLevel::ReadOnly, {}, {}}, QStringLiteral("The store b"));
        QVERIFY(bare.message.startsWith(QStringLiteral("The store b is marked read-only")));
    }
};

QTEST_APPLESS_MAIN(TestSafety)
#include "tst_safety.moc"
