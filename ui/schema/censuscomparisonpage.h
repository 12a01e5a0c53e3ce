// The Schema view's second page: the census shown beside the census of another table (here, in another
// store file or of a saved connection), with the differences compareCensuses() finds marked in colour, in
// bold and in words, a summary line, Differences only, and Back to the single census. The other side is
// opened as Compare With… opens it (openPickedService) and counted by a CensusJob on that service, with
// progress and Cancel; each side says whether it is the whole table or a sample. The rows shown export as
// Markdown. GUI thread only.
#pragma once

#include <rowan/census.h>

#include <QWidget>

#include <memory>

class QCheckBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTreeView;

namespace rowan {

class CensusComparisonModel;
class CensusJob;
class ConnectionActions;
class ServiceSession;
class TableService;
struct PickedService;

class CensusComparisonPage : public QWidget
{
    Q_OBJECT
public:
    explicit CensusComparisonPage(ServiceSession *session, QWidget *parent = nullptr);

    CensusComparisonModel *model() const { return m_model; }
    CensusJob *job() const { return m_job; }
    QTreeView *view() const { return m_view; }
    QString summaryText() const;
    QString sideText(bool left) const;
    // The comparison as Export as Markdown writes it (the rows shown); empty before one.
    QByteArray exported() const;

    // Compares `left` (the census shown, of account `account`) with `otherTable` where `picked` says, opening
    // it first; `leftName` and `rightName` name the sides for people. Failures to open are told in a
    // message box (openPickedService), and the page stays as it was.
    void compare(const Census &left, const QString &account, const QString &leftName,
        const PickedService &picked, const QString &otherTable, const QString &rightName,
        ConnectionActions *connections);
    // A new census of the left side (the explorer wrote to it): the comparison follows.
    void setLeftCensus(const Census &left);
    // Stops counting the other side and empties the page.
    void stop();

public Q_SLOTS:
    void cancel();

Q_SIGNALS:
    // The other side opened and its census is under way: the page has something to show.
    void started();
    // The other side's census arrived and the comparison is shown.
    void comparisonShown();
    // Back to the single census.
    void backRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void start(std::shared_ptr<TableService> service, const QString &account, const QString &table);
    void applyColours();
    void exportMarkdown();
    void setBusy(bool busy);

    ServiceSession *m_session;
    CensusComparisonModel *m_model;
    CensusJob *m_job;
    Census m_left;
    QString m_leftName;
    QString m_rightName;
    QLabel *m_summary;
    QLabel *m_leftSide;
    QLabel *m_rightSide;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    QPushButton *m_back;
    QPushButton *m_export;
    QCheckBox *m_differencesOnly;
    QTreeView *m_view;
    // Counts the tries, so that a side opened after a newer Compare With… is dropped.
    quint64 m_attempt = 0;
};

} // namespace rowan
