// The explorer's language: which catalogues ship, which one the system asks for, and installing one.
// The catalogues are embedded (":/i18n/rowan_<code>.qm"); Qt's own (qtbase_<code>.qm) are loaded from
// Qt's translations folder when it is installed. Only the explorer calls these: the command line stays
// English. GUI thread only.
#pragma once

#include <QString>
#include <QStringList>

namespace rowan {

// The shipped languages' codes, English first: "en", "nl", "ru", "pl".
QStringList availableLanguages();
// A language's name in that language, capitalised ("Nederlands", "Русский"); the code when unknown.
QString nativeLanguageName(const QString &code);
// The first shipped language of the system's UI languages (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), else "en".
QString systemLanguage();
// The language chosen in Preferences (models/settings/preferences.h), or the system's when none or an unknown
// one is chosen.
QString savedLanguage();
// Installs the catalogues of `code` (empty: the system's) in place of the ones installed before, and makes
// it the default QLocale so numbers and dates follow it. Widgets built afterwards are in that language.
// Returns the code applied.
QString applyLanguage(const QString &code);

} // namespace rowan
