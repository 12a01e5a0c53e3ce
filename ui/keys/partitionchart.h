// The partition chart: how a table's entities (or bytes) spread over its partitions, for the whole table
// from the statistics. Partitions are ranked, largest first, and drawn as a ranked bar chart; with more
// partitions than pixels each pixel column stands for a run of ranks and shows the largest and smallest
// of them, so 100,000 partitions read as one curve whose head and tail stay visible. Hot partitions
// (PartitionChartModel::isHot) are drawn in a warning colour and named. A click chooses the partition
// under the pointer: partitionsChosen() narrows the grid to it, like the Partitions dock.
//
// Drawn with QPainter rather than Qt Charts: a bar per partition would be 100,000 graphics items in Qt
// Charts (slow to build and unreadable), while the binning to pixel columns that makes the chart readable
// is a few lines here; Qt Graphs needs Qt Quick, which the explorer does not otherwise load.
//
// Without statistics (a remote endpoint) it says so and draws nothing. GUI thread only.
#pragma once

#include <QStringList>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;

namespace rowan {

class PartitionChartModel;
class ServiceSession;

class PartitionChart : public QWidget
{
    Q_OBJECT
public:
    explicit PartitionChart(ServiceSession *session, QWidget *parent = nullptr);

    PartitionChartModel *model() const { return m_model; }
    QWidget *canvas() const { return m_canvas; }
    QString summaryText() const;
    // The rank drawn at x in the canvas (canvas coordinates), or -1 outside the bars.
    int rankAt(int x) const;
    bool logarithmic() const { return m_logarithmic; }
    void setLogarithmic(bool on);

public Q_SLOTS:
    void setTable(const QString &account, const QString &table);
    void refresh();

Q_SIGNALS:
    void partitionsChosen(const QString &account, const QString &table, const QStringList &partitions);

protected:
    // A hidden chart loads nothing; it catches up when shown.
    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void paintCanvas();
    void updateSummary();
    QRect plotRect() const;
    double scaled(qint64 value, qint64 max) const;

    PartitionChartModel *m_model;
    QComboBox *m_measure;
    QCheckBox *m_log;
    QLabel *m_summary;
    QWidget *m_canvas;
    bool m_logarithmic = false;
    int m_hoverRank = -1;
    bool m_stale = false;
    QString m_account;
    QString m_table;
};

} // namespace rowan
