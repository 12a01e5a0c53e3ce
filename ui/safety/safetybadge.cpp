#include "ui/safety/safetybadge.h"

namespace rowan {

SafetyBadge::SafetyBadge(QWidget *parent)
    : QLabel(parent)
{
    setObjectName(QStringLiteral("safetyBadge"));
    setTextFormat(Qt::PlainText);
    setVisible(false);
}

QString SafetyBadge::describe(const SafetyProfile &profile)
{
    const QString level = safetyLevelTitle(profile.level);
    if (profile.label.isEmpty())
        return profile.level == SafetyLevel::Off ? QString() : level;
    if (profile.level == SafetyLevel::Off)
        return profile.label;
    return QStringLiteral("%1 · %2").arg(profile.label, level.toLower());
}

QColor SafetyBadge::colour(const SafetyProfile &profile)
{
    return QColor(profile.colour.isEmpty() ? QStringLiteral("#546e7a") : profile.colour);
}

void SafetyBadge::setProfile(const SafetyProfile &profile)
{
    m_profile = profile;
    const QString shown = describe(profile);
    setText(shown);
    setVisible(!shown.isEmpty());
    const QColor background = colour(profile);
    const QColor foreground = background.lightnessF() < 0.6 ? QColor(Qt::white) : QColor(Qt::black);
    setStyleSheet(QStringLiteral("QLabel { background: %1; color: %2; border-radius: 3px; padding: 1px 6px; "
                                 "font-weight: bold; }")
                      .arg(background.name(), foreground.name()));
    setAccessibleName(shown.isEmpty() ? QString() : tr("Environment: %1").arg(shown));
    setToolTip(shown.isEmpty() ? QString() : tr("Safety level: %1").arg(safetyLevelTitle(profile.level)));
}

} // namespace rowan
