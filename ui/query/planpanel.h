// The plan panel beside the filter editor: the query's kind, key ranges and estimated cost from the
// statistics as the filter is typed (PlanModel), the design guide's advice, and after a run the actual
// figures beside the estimate.
#pragma once

#include <QWidget>

class QLabel;
class QTableView;

namespace rowan {

class PlanModel;

class PlanPanel : public QWidget
{
    Q_OBJECT
public:
    explicit PlanPanel(PlanModel *model, QWidget *parent = nullptr);

    PlanModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    // The headline ("Partition scan", "Matches nothing", …), the advice and the note shown.
    QString titleText() const;
    QString adviceText() const;
    QString messageText() const;

private:
    void update();

    PlanModel *m_model;
    QLabel *m_title;
    QTableView *m_view;
    QLabel *m_advice;
    QLabel *m_message;
};

} // namespace rowan
