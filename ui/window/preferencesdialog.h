// Settings ▸ Preferences: theme, language, how DateTime values show, rows per page, and ways to the change
// journal's limits and to the confirmations (the safety level of the store or connection shown). Changes apply when accepted (Preferences::setValues()).
#pragma once

#include "models/settings/preferences.h"

#include <QDialog>
#include <QList>
#include <QString>

#include <utility>

class QComboBox;
class QPushButton;
class QSpinBox;

namespace rowan {

class PreferencesDialog : public QDialog
{
    Q_OBJECT
public:
    // `languages`: the catalogues shipped, as (code, name in its own language); the system's choice comes
    // first. `journal`: whether the store or connection shown keeps a change journal whose limits can be set.
    PreferencesDialog(const PreferenceValues &values, const QList<std::pair<QString, QString>> &languages,
        bool journal, QWidget *parent = nullptr);

    PreferenceValues values() const;
    // Whether a store or connection is shown, whose safety level (the confirmations) can be set.
    void setSafetyLevelAvailable(bool available);

Q_SIGNALS:
    // The journal's limits were asked for (History ▸ Limits…).
    void journalLimitsRequested();
    // The safety level was asked for (File ▸ Safety Level…).
    void safetyLevelRequested();

private:
    QComboBox *m_theme;
    QComboBox *m_language;
    QComboBox *m_dates;
    QSpinBox *m_pageSize;
    QPushButton *m_journalLimits;
    QPushButton *m_safety;
};

} // namespace rowan
