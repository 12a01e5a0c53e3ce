// History ▸ Limits…: how large the change journal may grow and how old its actions may be before the
// oldest are removed, for the store or connection shown. OK sets them and trims the journal at once; the
// newest action is always kept. GUI thread only.
#pragma once

#include <QDialog>

class QLabel;
class QPushButton;
class QSpinBox;

namespace rowan {

class JournalLimitsModel;
class ServiceSession;

class JournalLimitsDialog : public QDialog
{
    Q_OBJECT
public:
    JournalLimitsDialog(ServiceSession *session, QWidget *parent = nullptr);

    // The sizes in whole MiB the dialog offers.
    static constexpr int MaxMebibytes = 1024 * 1024;
    static constexpr int MaxDays = 36500;

private:
    void showProblem(const QString &message);

    JournalLimitsModel *m_model;
    QSpinBox *m_size;
    QSpinBox *m_days;
    QLabel *m_message;
    QPushButton *m_ok;
};

} // namespace rowan
