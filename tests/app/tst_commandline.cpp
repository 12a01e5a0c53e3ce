#include "commandline.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;

class TestCommandLine : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parse_data();
    void parse();
    void helpListsEverySubcommand();
    void versionNamesLinkedLibraries();
    void subcommandsRunHeadless_data();
    void subcommandsRunHeadless();
    void existingBareNameOpensStore();
};

Q_DECLARE_METATYPE(Invocation::Mode)

void TestCommandLine::parse_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<Invocation::Mode>("mode");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("storePath");
    QTest::addColumn<QString>("subcommand");
    QTest::addColumn<QStringList>("subArgs");
    QTest::addColumn<QString>("errorContains");

    using M = Invocation::Mode;
    const QStringList none;
    QTest::newRow("no arguments") << QStringList {} << M::Gui << 0 << QString() << QString() << none
                                  << QString();
    QTest::newRow("store path") << QStringList {"/tmp/a.rowan"} << M::Gui << 0 << "/tmp/a.rowan" << QString()
                                << none << QString();
    QTest::newRow("relative store") << QStringList {"data.rowan"} << M::Gui << 0 << "data.rowan" << QString()
                                    << none << QString();
    QTest::newRow("after --") << QStringList {"--", "version"} << M::Gui << 0 << "version" << QString()
                              << none << QString();
    QTest::newRow("qt option kept") << QStringList {"-platform", "offscreen", "x.rowan"} << M::Gui << 0
                                    << "x.rowan" << QString() << none << QString();
    QTest::newRow("--help") << QStringList {"--help"} << M::Exit << 0 << QString() << QString() << none
                            << QString();
    QTest::newRow("-h") << QStringList {"-h"} << M::Exit << 0 << QString() << QString() << none << QString();
    QTest::newRow("--version") << QStringList {"--version"} << M::Exit << 0 << QString() << QString() << none
                               << QString();
    QTest::newRow("subcommand") << QStringList {"version"} << M::Subcommand << 0 << QString() << "version"
                                << none << QString();
    QTest::newRow("subcommand args") << QStringList {"help", "version", "--x"} << M::Subcommand << 0
                                     << QString() << "help" << QStringList {"version", "--x"} << QString();
    QTest::newRow("unknown option") << QStringList {"--frobnicate"} << M::Exit << 2 << QString() << QString()
                                    << none << "unknown option '--frobnicate'";
    QTest::newRow("unknown short") << QStringList {"-x"} << M::Exit << 2 << QString() << QString() << none
                                   << "unknown option '-x'";
    QTest::newRow("unknown command") << QStringList {"frobnicate"} << M::Exit << 2 << QString() << QString()
                                     << none << "unknown command 'frobnicate'";
    QTest::newRow("qt option without value")
        << QStringList {"-platform"} << M::Exit << 2 << QString() << QString() << none << "needs a value";
    QTest::newRow("two stores") << QStringList {"a.rowan", "b.rowan"} << M::Exit << 2 << QString()
                                << QString() << none << "unexpected argument 'b.rowan'";
}

void TestCommandLine::parse()
{
    QFETCH(QStringList, args);
    QFETCH(Invocation::Mode, mode);
    QFETCH(int, exitCode);
    QFETCH(QString, storePath);
    QFETCH(QString, subcommand);
    QFETCH(QStringList, subArgs);
    QFETCH(QString, errorContains);

    args.prepend(QStringLiteral("rowan"));
    const Invocation inv = CommandLine::parse(args, builtinSubcommands());
    QCOMPARE(inv.mode, mode);
    QCOMPARE(inv.exitCode, exitCode);
    QCOMPARE(inv.storePath, storePath);
    QCOMPARE(inv.subcommand, subcommand);
    QCOMPARE(inv.subcommandArgs, subArgs);
    if (errorContains.isEmpty()) {
        QVERIFY2(inv.error.isEmpty(), qPrintable(inv.error));
    } else {
        QVERIFY2(inv.error.contains(errorContains), qPrintable(inv.error));
        QVERIFY(inv.error.contains(QLatin1String("rowan --help")));
    }
}

void TestCommandLine::helpListsEverySubcommand()
{
    const auto subcommands = builtinSubcommands();
    QVERIFY(subcommands.size() >= 2);
    const Invocation inv
        = CommandLine::parse({QStringLiteral("rowan"), QStringLiteral("--help")}, subcommands);
    QVERIFY(inv.output.startsWith(QLatin1String("Usage: rowan")));
    for (const Subcommand &cmd : subcommands) {
        QVERIFY2(
            inv.output.contains(QStringLiteral("  ") + cmd.name + QLatin1Char(' ')), qPrintable(cmd.name));
        QVERIFY(inv.output.contains(cmd.summary));
    }
}

void TestCommandLine::versionNamesLinkedLibraries()
{
    const QString text = CommandLine::versionText();
    QVERIFY(text.startsWith(QStringLiteral("rowan ") + QStringLiteral(ROWAN_TEST_VERSION)));
    QVERIFY2(text.contains(QStringLiteral("Qt ") + QString::fromLatin1(qVersion())), qPrintable(text));
    // SQLCipher answers PRAGMA cipher_version with "4.x.y community"; "unavailable" would mean it is not
    // linked.
    QVERIFY2(
        text.contains(QRegularExpression(QStringLiteral("SQLCipher 4\\.\\d+\\.\\d+"))), qPrintable(text));
    QVERIFY(text.contains(QRegularExpression(QStringLiteral("SQLite 3\\.\\d+\\.\\d+"))));
    QVERIFY(text.contains(QRegularExpression(QStringLiteral("KF6 SyntaxHighlighting 6\\.\\d+"))));
}

void TestCommandLine::subcommandsRunHeadless_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("outContains");
    QTest::addColumn<QString>("errContains");
    QTest::newRow("help") << "help" << QStringList {} << 0 << "Commands" << QString();
    QTest::newRow("help version") << "help" << QStringList {"version"} << 0 << "Usage: rowan version"
                                  << QString();
    QTest::newRow("help unknown") << "help" << QStringList {"nope"} << 2 << QString()
                                  << "unknown command 'nope'";
    QTest::newRow("version") << "version" << QStringList {} << 0 << "SQLCipher" << QString();
    QTest::newRow("version extra") << "version" << QStringList {"x"} << 2 << QString()
                                   << "unexpected argument";
}

void TestCommandLine::subcommandsRunHeadless()
{
    QFETCH(QString, name);
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, outContains);
    QFETCH(QString, errContains);
    const auto subcommands = builtinSubcommands();
    const auto it = std::find_if(
        subcommands.begin(), subcommands.end(), [&](const Subcommand &c) { return c.name == name; });
    QVERIFY(it != subcommands.end());
    QString outText, errText;
    QTextStream out(&outText), err(&errText);
    QCOMPARE(it->run(args, out, err), exitCode);
    out.flush();
    err.flush();
    if (!outContains.isEmpty())
        QVERIFY2(outText.contains(outContains), qPrintable(outText));
    if (!errContains.isEmpty())
        QVERIFY2(errText.contains(errContains), qPrintable(errText));
}

void TestCommandLine::existingBareNameOpensStore()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir::setCurrent(dir.path()));
    QFile file(QStringLiteral("mystore"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    const Invocation inv
        = CommandLine::parse({QStringLiteral("rowan"), QStringLiteral("mystore")}, builtinSubcommands());
    QCOMPARE(inv.mode, Invocation::Mode::Gui);
    QCOMPARE(inv.storePath, QStringLiteral("mystore"));
}

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
