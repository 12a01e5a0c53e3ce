// The environment label of the store or connection shown ("PROD · read-only"), in its colour: in the status
// bar and at the head of every write confirmation. Hidden when there is nothing to say.
#pragma once

#include <rowan/safety.h>

#include <QLabel>

namespace rowan {

class SafetyBadge : public QLabel
{
    Q_OBJECT
public:
    explicit SafetyBadge(QWidget *parent = nullptr);

    void setProfile(const SafetyProfile &profile);
    const SafetyProfile &profile() const { return m_profile; }

    // "PROD · read-only", "PROD", "Read-only"; empty for the plain profile.
    static QString describe(const SafetyProfile &profile);
    // The badge's background: the label's colour, or a neutral slate.
    static QColor colour(const SafetyProfile &profile);

private:
    SafetyProfile m_profile;
};

} // namespace rowan
