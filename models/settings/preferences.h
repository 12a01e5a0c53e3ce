// The user's preferences (Settings ▸ Preferences), kept in the application's settings under "preferences/":
// how the explorer looks (theme, language) and how it shows tables (DateTime in UTC or local time, rows
// per page). The main window applies them; models stay free of widgets. GUI thread only.
#pragma once

#include <QObject>
#include <QString>

namespace rowan {

struct PreferenceValues
{
    // A theme's name (ui/style/themes.h): "system", "light", "dark" or "high-contrast".
    QString theme = QStringLiteral("system");
    // A language code ("nl", "ru", "pl", "en"); empty: the system's.
    QString language;
    // DateTime values in local time rather than UTC, in the grid of every table opened.
    bool localTime = false;
    // Entities read per page of a table or query.
    int pageSize = 500;

    bool operator==(const PreferenceValues &) const = default;
};

class Preferences : public QObject
{
    Q_OBJECT
public:
    // The range the Table service allows for a page ($top at most 1,000) and one that keeps scrolling smooth.
    static constexpr int MinPageSize = 100;
    static constexpr int MaxPageSize = 1000;

    // Reads the kept values (defaults where none, page sizes brought into range).
    explicit Preferences(QObject *parent = nullptr);

    PreferenceValues values() const { return m_values; }
    // Keeps `values` and announces them when they differ from the current ones.
    void setValues(PreferenceValues values);

Q_SIGNALS:
    void changed(const rowan::PreferenceValues &values);

private:
    PreferenceValues m_values;
};

} // namespace rowan
