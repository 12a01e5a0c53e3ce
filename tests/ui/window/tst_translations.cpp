// The shipped catalogues (translations/rowan_*.ts): every message translated, the same placeholders and
// accelerators as its source, the language's number of plural forms; the catalogues cover the sources
// (lupdate finds nothing new); and applying a language changes what a new main window shows.
#include "models/settings/preferences.h"
#include "ui/window/mainwindow.h"
#include "ui/window/translations.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QHash>
#include <QLocale>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {

struct Message
{
    QString context;
    QString source;
    bool numerus = false;
    bool unfinished = false;
    // One text, or the plural forms of a numerus message.
    QStringList translations;
};

// The messages of a .ts file; an empty list and `error` set when it cannot be read.
QList<Message> readCatalogue(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QList<Message> messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == u"name"_s) {
            context = xml.readElementText();
        } else if (name == u"message"_s) {
            message
                = Message {context, QString(), xml.attributes().value(u"numerus"_s) == u"yes"_s, false, {}};
        } else if (name == u"source"_s) {
            message.source = xml.readElementText();
        } else if (name == u"translation"_s) {
            message.unfinished = xml.attributes().value(u"type"_s) == u"unfinished"_s;
            if (!message.numerus) {
                message.translations = {xml.readElementText()};
                messages.append(message);
                continue;
            }
            while (xml.readNextStartElement())
                message.translations.append(xml.readElementText());
            messages.append(message);
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return messages;
}

// %1…%9, %L1, %n, %Ln and QProgressBar's %p, as a sorted list (a placeholder used twice counts twice).
QStringList placeholders(const QString &text)
{
    static const QRegularExpression placeholder(QStringLiteral("%L?[1-9n]|%p"));
    QStringList found;
    for (auto it = placeholder.globalMatch(text); it.hasNext();)
        found.append(it.next().captured());
    found.sort();
    return found;
}

// Accelerator marks: '&' not doubled ("&&" is a literal ampersand).
int accelerators(const QString &text)
{
    int count = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) != u'&')
            continue;
        if (i + 1 < text.size() && text.at(i + 1) == u'&') {
            ++i;
            continue;
        }
        ++count;
    }
    return count;
}

QString catalogue(const QString &language)
{
    return QStringLiteral(ROWAN_TRANSLATIONS_DIR "/rowan_%1.ts").arg(language);
}

QString fileMenuTitle(const MainWindow &window)
{
    const auto *menu = window.findChild<QMenu *>(QStringLiteral("fileMenu"));
    return menu ? menu->title() : QString();
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void catalogueIsComplete_data();
    void catalogueIsComplete();
    void cataloguesCoverTheSources_data();
    void cataloguesCoverTheSources();
    void languageIsApplied_data();
    void languageIsApplied();
    void menuAcceleratorsAreUnique_data();
    void menuAcceleratorsAreUnique();
    void languagesAreOffered();
    void savedLanguageFallsBackToTheSystem();
};

void TestTranslations::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("RowanTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_translations"));
    QSettings().clear();
}

void TestTranslations::cleanupTestCase()
{
    applyLanguage(QStringLiteral("en"));
}

void TestTranslations::catalogueIsComplete_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("pluralForms");
    QTest::addColumn<bool>("pluralsOnly");
    QTest::newRow("en") << "en" << 2 << true;
    QTest::newRow("nl") << "nl" << 2 << false;
    QTest::newRow("ru") << "ru" << 3 << false;
    QTest::newRow("pl") << "pl" << 3 << false;
}

void TestTranslations::catalogueIsComplete()
{
    QFETCH(QString, language);
    QFETCH(int, pluralForms);
    QFETCH(bool, pluralsOnly);
    QString error;
    const QList<Message> messages = readCatalogue(catalogue(language), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(!messages.isEmpty());
    QStringList problems;
    for (const Message &m : messages) {
        const QString where = m.context + u": \""_s + m.source + u'"';
        if (pluralsOnly && !m.numerus)
            problems << where + u" is not a plural message"_s;
        if (m.unfinished)
            problems << where + u" is unfinished"_s;
        if (m.numerus && m.translations.size() != pluralForms)
            problems << where + u" has "_s + QString::number(m.translations.size()) + u" plural forms"_s;
        for (const QString &t : m.translations) {
            if (t.trimmed().isEmpty()) {
                problems << where + u" has an empty translation"_s;
                continue;
            }
            if (placeholders(t) != placeholders(m.source))
                problems << where + u" → \""_s + t + u"\": placeholders differ"_s;
            if (accelerators(t) != accelerators(m.source) || accelerators(t) > 1)
                problems << where + u" → \""_s + t + u"\": accelerators differ"_s;
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

void TestTranslations::cataloguesCoverTheSources_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("nl") << "nl";
    QTest::newRow("ru") << "ru";
    QTest::newRow("pl") << "pl";
}

// lupdate over the sources into a copy of the catalogue: a message it adds (unfinished) has no
// translation yet, and one it drops is a translation of a text the sources no longer hold.
void TestTranslations::cataloguesCoverTheSources()
{
    QFETCH(QString, language);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString copy = dir.filePath(QStringLiteral("copy.ts"));
    QVERIFY(QFile::copy(catalogue(language), copy));
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    QStringList arguments = QStringLiteral(ROWAN_LUPDATE_ARGUMENTS).split(u'|', Qt::SkipEmptyParts);
    arguments << QStringLiteral("-no-obsolete") << QStringLiteral("-locations") << QStringLiteral("none")
              << QStringLiteral("-ts") << copy;
    QProcess lupdate;
    lupdate.setWorkingDirectory(QStringLiteral(ROWAN_SOURCE_DIR));
    lupdate.start(QStringLiteral(ROWAN_LUPDATE), arguments);
    QVERIFY2(lupdate.waitForFinished(180000), qPrintable(lupdate.errorString()));
    QVERIFY2(lupdate.exitCode() == 0, lupdate.readAllStandardError().constData());

    QString error;
    const QList<Message> shipped = readCatalogue(catalogue(language), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QList<Message> updated = readCatalogue(copy, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QSet<QString> current;
    QStringList problems;
    for (const Message &m : updated) {
        current.insert(m.context + u'\n' + m.source);
        if (m.unfinished)
            problems << u"not translated: "_s + m.context + u": \""_s + m.source + u'"';
    }
    for (const Message &m : shipped) {
        if (!current.contains(m.context + u'\n' + m.source))
            problems << u"no longer in the sources: "_s + m.context + u": \""_s + m.source + u'"';
    }
    QVERIFY2(problems.isEmpty(),
        qPrintable(u"run the update_translations target and translate:\n"_s + problems.join(u'\n')));
}

void TestTranslations::languageIsApplied_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("fileMenu");
    QTest::addColumn<QString>("number");
    QTest::newRow("ru") << "ru"
                        << "&Файл" << QLocale(QLocale::Russian).toString(12345);
    QTest::newRow("nl") << "nl"
                        << "&Bestand" << QLocale(QLocale::Dutch).toString(12345);
    QTest::newRow("pl") << "pl"
                        << "&Plik" << QLocale(QLocale::Polish).toString(12345);
    QTest::newRow("en again") << "en"
                              << "&File" << QString();
}

void TestTranslations::languageIsApplied()
{
    QFETCH(QString, language);
    QFETCH(QString, fileMenu);
    QFETCH(QString, number);
    QCOMPARE(applyLanguage(language), language);
    MainWindow window;
    QCOMPARE(fileMenuTitle(window), fileMenu);
    // Counts and sizes follow the language's conventions (English keeps the system's own locale).
    if (!number.isEmpty())
        QCOMPARE(QLocale().toString(12345), number);
    // Plural forms come from the catalogue: English's too.
    if (language == u"en"_s) {
        QCOMPARE(QCoreApplication::translate("rowan::CensusModel", "%n types", nullptr, 1), u"1 type"_s);
        QCOMPARE(QCoreApplication::translate("rowan::CensusModel", "%n types", nullptr, 2), u"2 types"_s);
    }
}

// Entries of one menu (or the menu bar) that share an accelerator letter, keyed by the menu and the entries'
// positions, so that a language's clashes can be told from the English ones.
QMap<QString, QString> acceleratorClashes(const QString &language)
{
    applyLanguage(language);
    MainWindow window;
    QMap<QString, QString> clashes;
    const auto check
        = [&clashes](const QString &menu, const QString &title, const QList<QAction *> &actions) {
              QHash<QChar, qsizetype> taken;
              for (qsizetype a = 0; a < actions.size(); ++a) {
                  const QString text = actions.at(a)->text();
                  for (qsizetype i = 0; i + 1 < text.size(); ++i) {
                      if (text.at(i) != u'&')
                          continue;
                      if (text.at(i + 1) == u'&') {
                          ++i;
                          continue;
                      }
                      const QChar key = text.at(i + 1).toLower();
                      if (taken.contains(key)) {
                          const qsizetype other = taken.value(key);
                          clashes.insert(menu + u':' + QString::number(other) + u':' + QString::number(a),
                              title + u": "_s + actions.at(other)->text() + u" / "_s + text);
                      }
                      taken.insert(key, a);
                      break;
                  }
              }
          };
    check(u"menu bar"_s, u"menu bar"_s, window.menuBar()->actions());
    for (const QMenu *menu : window.findChildren<QMenu *>())
        check(menu->objectName().isEmpty() ? menu->title() : menu->objectName(), menu->title(),
            menu->actions());
    return clashes;
}

void TestTranslations::menuAcceleratorsAreUnique_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("nl") << "nl";
    QTest::newRow("ru") << "ru";
    QTest::newRow("pl") << "pl";
}

// A translation adds no clash of accelerators within a menu (those of the English texts are theirs).
void TestTranslations::menuAcceleratorsAreUnique()
{
    QFETCH(QString, language);
    const QMap<QString, QString> english = acceleratorClashes(u"en"_s);
    const QMap<QString, QString> translated = acceleratorClashes(language);
    applyLanguage(u"en"_s);
    QStringList added;
    for (auto it = translated.begin(); it != translated.end(); ++it) {
        if (!english.contains(it.key()))
            added << it.value();
    }
    QVERIFY2(added.isEmpty(), qPrintable(added.join(u'\n')));
}

void TestTranslations::languagesAreOffered()
{
    QCOMPARE(availableLanguages(), QStringList({"en", "nl", "ru", "pl"}));
    QCOMPARE(nativeLanguageName(QStringLiteral("en")), u"English"_s);
    QCOMPARE(nativeLanguageName(QStringLiteral("nl")), u"Nederlands"_s);
    QCOMPARE(nativeLanguageName(QStringLiteral("ru")), u"Русский"_s);
    QCOMPARE(nativeLanguageName(QStringLiteral("pl")), u"Polski"_s);
    QCOMPARE(nativeLanguageName(QStringLiteral("xx")), u"xx"_s);
    QVERIFY(availableLanguages().contains(systemLanguage()));
}

void TestTranslations::savedLanguageFallsBackToTheSystem()
{
    Preferences preferences;
    PreferenceValues values = preferences.values();
    values.language = u"pl"_s;
    preferences.setValues(values);
    QCOMPARE(savedLanguage(), u"pl"_s);
    values.language = u"tlh"_s;
    preferences.setValues(values);
    QCOMPARE(savedLanguage(), systemLanguage());
    values.language.clear();
    preferences.setValues(values);
    QCOMPARE(savedLanguage(), systemLanguage());
}

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
