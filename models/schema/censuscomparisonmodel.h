// Two tables' censuses side by side (staging against production): one row per property either holds, in
// the order compareCensuses() gives (the left census's properties, then the right's own), with each side's
// share of entities and types with counts. Which rows are marked, and how, is compareCensuses()'s answer
// and nothing else: only in left, only in right, types differ, share differs. Differences only hides the
// rest. The colour of a mark is the view's to give (setKindColour): the model knows no palette. GUI
// thread only.
#pragma once

#include <rowan/census.h>

#include <QAbstractTableModel>
#include <QColor>
#include <QHash>

#include <optional>

namespace rowan {

class CensusComparisonModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Property, Difference, LeftShare, LeftTypes, RightShare, RightTypes, ColumnCount };
    enum Role {
        // int: the row's CensusDifference::Kind, or -1 when both sides hold the property alike.
        DifferenceRole = Qt::UserRole + 1,
    };
    using Kind = CensusDifference::Kind;

    explicit CensusComparisonModel(QObject *parent = nullptr);

    // `leftName`, `rightName`: the sides for people ("Orders", "Orders in staging.rowan").
    void setCensuses(Census left, Census right, const QString &leftName, const QString &rightName);
    // The left side again (after a write to it), the right and the names kept.
    void setLeftCensus(Census left);
    void clear();
    bool isEmpty() const { return m_left.table.isEmpty() && m_right.table.isEmpty(); }
    const Census &left() const { return m_left; }
    const Census &right() const { return m_right; }
    QString leftName() const { return m_leftName; }
    QString rightName() const { return m_rightName; }

    // Shows only the marked rows.
    void setDifferencesOnly(bool only);
    bool differencesOnly() const { return m_differencesOnly; }

    // compareCensuses(left, right), as the rows are marked.
    const QList<CensusDifference> &differences() const { return m_differences; }
    qsizetype count(Kind kind) const;
    // Every property either side holds, shown or not.
    qsizetype propertyCount() const { return m_rows.size(); }
    // The difference of shown row `row`, or nothing.
    std::optional<Kind> differenceAt(int row) const;
    // "3 properties differ: 1 only in Orders, 1 only in Orders in staging.rowan, 1 with other types.", or
    // that both hold the same properties alike.
    QString summary() const;
    // The mark's text ("Only in Orders", "Types differ").
    QString kindText(Kind kind) const;
    // The rows shown as a Markdown document: the sides, the summary and a table of the columns.
    QString toMarkdown() const;
    // How much of its table a census covers, for people: "the whole table, 40 entities", or a sample.
    static QString extentText(const Census &census);

    // The text colour of the rows marked `kind` (invalid: the view's own).
    void setKindColour(Kind kind, const QColor &colour);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        QString name;
        // Indexes into each census's properties; -1 where the side lacks the property.
        qsizetype left = -1;
        qsizetype right = -1;
        // Index into m_differences; -1 when unmarked.
        qsizetype difference = -1;
    };
    void rebuild();
    const Row *rowAt(int row) const;
    QString tooltip(const Row &row) const;

    Census m_left;
    Census m_right;
    QString m_leftName;
    QString m_rightName;
    QList<CensusDifference> m_differences;
    QList<Row> m_rows;
    // The rows shown: indexes into m_rows.
    QList<qsizetype> m_shown;
    QHash<int, QColor> m_colours;
    bool m_differencesOnly = false;
};

} // namespace rowan
