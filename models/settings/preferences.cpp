#include "models/settings/preferences.h"

#include <QSettings>

#include <algorithm>

namespace rowan {

namespace {
const QString ThemeKey = QStringLiteral("preferences/theme");
const QString LanguageKey = QStringLiteral("preferences/language");
const QString LocalTimeKey = QStringLiteral("preferences/localTime");
const QString PageSizeKey = QStringLiteral("preferences/pageSize");

int boundedPageSize(int size)
{
    return std::clamp(size, Preferences::MinPageSize, Preferences::MaxPageSize);
}
} // namespace

Preferences::Preferences(QObject *parent)
    : QObject(parent)
{
    const QSettings settings;
    const PreferenceValues defaults;
    m_values.theme = settings.value(ThemeKey, defaults.theme).toString();
    m_values.language = settings.value(LanguageKey, defaults.language).toString();
    m_values.localTime = settings.value(LocalTimeKey, defaults.localTime).toBool();
    m_values.pageSize = boundedPageSize(settings.value(PageSizeKey, defaults.pageSize).toInt());
}

void Preferences::setValues(PreferenceValues values)
{
    values.pageSize = boundedPageSize(values.pageSize);
    if (values == m_values)
        return;
    m_values = values;
    QSettings settings;
    settings.setValue(ThemeKey, values.theme);
    settings.setValue(LanguageKey, values.language);
    settings.setValue(LocalTimeKey, values.localTime);
    settings.setValue(PageSizeKey, values.pageSize);
    Q_EMIT changed(m_values);
}

} // namespace rowan
