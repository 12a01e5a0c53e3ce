// The line above the grid while edits are pending (staged edits): how many and where, and Review…, Commit
// and Discard. Hidden when nothing is pending.
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace rowan {

class ServiceSession;
class StagedEdits;

class StagedBar : public QWidget
{
    Q_OBJECT
public:
    StagedBar(StagedEdits *staged, ServiceSession *session, QWidget *parent = nullptr);

public Q_SLOTS:
    void review();
    // Asks as the store's or connection's safety level says, then sends every pending change.
    void commit();
    void discard();

private:
    void update();

    StagedEdits *m_staged;
    ServiceSession *m_session;
    QLabel *m_text;
    QPushButton *m_review;
    QPushButton *m_commit;
    QPushButton *m_discard;
    QString m_outcome;
};

} // namespace rowan
