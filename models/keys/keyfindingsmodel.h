// The Keys view's model: the findings of the key analysis (rowan/keyinsight.h) of one table, one row per
// finding, warnings first. A finding's severity shows as an icon from the icon theme, or a drawn one when
// the theme has none; the evidence, consequence and fix are columns of their own and, for a details pane,
// roles of the first column. GUI thread only.
#pragma once

#include <rowan/keyinsight.h>

#include <QAbstractTableModel>
#include <QIcon>

namespace rowan {

class KeyFindingsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        TitleColumn,
        PatternColumn,
        RuleColumn,
        EvidenceColumn,
        ConsequenceColumn,
        FixColumn,
        ColumnCount
    };
    enum Roles {
        // FindingSeverity as int.
        SeverityRole = Qt::UserRole + 1,
        // The evidence lines (QStringList).
        EvidenceRole,
        // The whole finding as rich text for a details pane (QString).
        DetailsRole,
    };

    explicit KeyFindingsModel(QObject *parent = nullptr);

    // Shows these findings (replacing any before).
    void setInsight(const KeyInsight &insight);
    void clear();
    bool hasInsight() const { return m_hasInsight; }
    const KeyInsight &insight() const { return m_insight; }
    const KeyFinding &findingAt(int row) const { return m_insight.findings.at(row); }
    // "sample of 200,000 of 10,000,000 keys …" or "all 8,400 keys"; empty before the first analysis.
    QString sampleText() const;

    // The icon for a severity: the theme's dialog-warning / dialog-information / help-hint, else drawn.
    static QIcon severityIcon(FindingSeverity severity);
    static QString severityText(FindingSeverity severity);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    KeyInsight m_insight;
    bool m_hasInsight = false;
};

} // namespace rowan
