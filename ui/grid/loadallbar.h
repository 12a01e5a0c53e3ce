// The grid status bar's "Load all": a button that loads every remaining page of the table, then, while it
// runs, a progress bar (loaded of the total from the statistics) and a Cancel button in its place.
#pragma once

#include <QWidget>

class QProgressBar;
class QPushButton;

namespace rowan {

class EntityTableModel;
class LoadAllJob;

class LoadAllBar : public QWidget
{
    Q_OBJECT
public:
    explicit LoadAllBar(EntityTableModel *model, QWidget *parent = nullptr);

    LoadAllJob *job() const { return m_job; }
    void start();
    void cancel();

private:
    void updateState();
    void showProgress(qint64 loaded, qint64 total);

    EntityTableModel *m_model;
    LoadAllJob *m_job;
    QPushButton *m_loadAll;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
};

} // namespace rowan
