// The grid's rows as records or as JSON, one block per entity, over the same EntityTableModel and selection
// as the table: nothing is copied, and only the rows on screen are read (a row whose page is not loaded
// shows "Loading…" and asks for it). The scroll bar counts rows, not pixels, so blocks of any height scroll
// over ten million rows as easily as over ten. The current row is the table's current row.
#pragma once

#include <QAbstractScrollArea>
#include <QPointer>

class QItemSelectionModel;

namespace rowan {

class EntityTableModel;

class RecordView : public QAbstractScrollArea
{
    Q_OBJECT
public:
    enum class Mode { Records, Json };

    RecordView(EntityTableModel *model, QItemSelectionModel *selection, QWidget *parent = nullptr);

    void setMode(Mode mode);
    Mode mode() const { return m_mode; }
    // The current row (the selection model's); -1 for none.
    int currentRow() const;
    void setCurrentRow(int row);
    // The first row on screen.
    int topRow() const { return m_top; }
    // Brings `row` on screen; with `atTop`, as the first row.
    void scrollToRow(int row, bool atTop = false);
    // What the view shows for `row`, as text: "name\ttype\tvalue" lines for a record, the JSON otherwise;
    // empty for a row not loaded (its page is asked for).
    QString rowText(int row) const;
    // The row shown at `pos` (viewport coordinates) by the last paint; -1 for none.
    int rowAt(const QPoint &pos) const;
    // The rows the last paint showed.
    QList<int> paintedRows() const;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

private:
    struct Block
    {
        int row = -1;
        QRect rect;
    };
    QStringList blockLines(int row) const;
    int blockHeight(int row) const;
    void updateRange();
    void currentChanged();

    EntityTableModel *m_model;
    QPointer<QItemSelectionModel> m_selection;
    Mode m_mode = Mode::Records;
    int m_top = 0;
    QList<Block> m_painted;
};

} // namespace rowan
