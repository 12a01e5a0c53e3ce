// Safety Level…: how careful the explorer is with the store or connection shown, and the environment label
// and colour that name it everywhere (rowan/safety.h).
#pragma once

#include <rowan/safety.h>

#include <QDialog>

class QButtonGroup;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace rowan {

class SafetyBadge;

class SafetyDialog : public QDialog
{
    Q_OBJECT
public:
    // `name`: the store's file name or the connection's; `store`: the profile is kept in the file (and so
    // honoured by rowan commands and rowan serve), not only by this explorer.
    SafetyDialog(const SafetyProfile &profile, const QString &name, bool store, QWidget *parent = nullptr);

    SafetyProfile profile() const;

private:
    void update();

    QButtonGroup *m_levels;
    QLineEdit *m_label;
    QComboBox *m_colour;
    SafetyBadge *m_preview;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};

} // namespace rowan
