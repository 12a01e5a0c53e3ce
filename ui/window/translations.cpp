#include "ui/window/translations.h"

#include "models/settings/preferences.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>
#include <vector>

namespace rowan {

namespace {

// The translators installed by the last applyLanguage(), removed by the next one.
std::vector<std::unique_ptr<QTranslator>> &installedTranslators()
{
    static std::vector<std::unique_ptr<QTranslator>> translators;
    return translators;
}

void installTranslator(std::unique_ptr<QTranslator> translator)
{
    QCoreApplication::installTranslator(translator.get());
    installedTranslators().push_back(std::move(translator));
}

QLocale localeOf(const QString &code)
{
    // The system's own locale where it speaks the language, so its country's formats are kept (en_GB dates).
    const QLocale system = QLocale::system();
    if (QLocale(code).language() == system.language())
        return system;
    return QLocale(code);
}

} // namespace

QStringList availableLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("nl"), QStringLiteral("ru"), QStringLiteral("pl")};
}

QString nativeLanguageName(const QString &code)
{
    if (!availableLanguages().contains(code))
        return code;
    const QLocale locale(code);
    QString name = locale.nativeLanguageName();
    if (name.isEmpty())
        return code;
    // "American English" for en: the language, not the country's variant.
    if (locale.language() == QLocale::English)
        name = QStringLiteral("English");
    return locale.toUpper(name.left(1)) + name.mid(1);
}

QString systemLanguage()
{
    const QStringList shipped = availableLanguages();
    for (const QString &ui : QLocale::system().uiLanguages()) {
        const QString code = QLocale(ui).name().section(u'_', 0, 0);
        if (shipped.contains(code))
            return code;
    }
    return QStringLiteral("en");
}

QString savedLanguage()
{
    const QString code = Preferences().values().language;
    return availableLanguages().contains(code) ? code : systemLanguage();
}

QString applyLanguage(const QString &code)
{
    const QString language = availableLanguages().contains(code) ? code : systemLanguage();
    for (const auto &translator : installedTranslators())
        QCoreApplication::removeTranslator(translator.get());
    installedTranslators().clear();

    const QLocale locale = localeOf(language);
    QLocale::setDefault(locale);
    // English needs its catalogue too: it holds the plural forms of the messages counted with %n.
    auto rowan = std::make_unique<QTranslator>();
    if (rowan->load(QStringLiteral(":/i18n/rowan_%1.qm").arg(language)))
        installTranslator(std::move(rowan));
    if (language != u"en") {
        auto qt = std::make_unique<QTranslator>();
        if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            installTranslator(std::move(qt));
    }
    return language;
}

} // namespace rowan
