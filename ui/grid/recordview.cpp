#include "ui/grid/recordview.h"

#include "models/grid/entityrecords.h"
#include "models/grid/entitytablemodel.h"

#include <QApplication>
#include <QClipboard>
#include <QFontDatabase>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QPainter>
#include <QScrollBar>

namespace rowan {

namespace {
constexpr int Padding = 6;

QString oneLine(QString text)
{
    return text.replace(QLatin1Char('\n'), QChar(0x21B5)).replace(QLatin1Char('\r'), QString());
}
} // namespace

RecordView::RecordView(EntityTableModel *model, QItemSelectionModel *selection, QWidget *parent)
    : QAbstractScrollArea(parent)
    , m_model(model)
    , m_selection(selection)
{
    setObjectName(QStringLiteral("recordView"));
    setAccessibleName(tr("Entity records"));
    setFocusPolicy(Qt::StrongFocus);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    verticalScrollBar()->setSingleStep(1);
    connect(verticalScrollBar(), &QAbstractSlider::valueChanged, this, [this](int value) {
        m_top = value;
        viewport()->update();
    });
    const auto repaint = [this] { viewport()->update(); };
    connect(model, &QAbstractItemModel::dataChanged, this, repaint);
    connect(model, &EntityTableModel::pageLoaded, this, repaint);
    connect(model, &QAbstractItemModel::rowsInserted, this, &RecordView::updateRange);
    connect(model, &QAbstractItemModel::rowsRemoved, this, &RecordView::updateRange);
    connect(model, &QAbstractItemModel::modelReset, this, [this] {
        m_top = 0;
        updateRange();
    });
    connect(selection, &QItemSelectionModel::currentChanged, this, &RecordView::currentChanged);
    updateRange();
}

void RecordView::setMode(Mode mode)
{
    m_mode = mode;
    viewport()->update();
}

int RecordView::currentRow() const
{
    return m_selection ? m_selection->currentIndex().row() : -1;
}

void RecordView::setCurrentRow(int row)
{
    if (!m_selection || row < 0 || row >= m_model->rowCount())
        return;
    const int column = std::max(0, m_selection->currentIndex().column());
    m_selection->setCurrentIndex(m_model->index(row, column), QItemSelectionModel::ClearAndSelect);
}

void RecordView::currentChanged()
{
    if (isVisible())
        scrollToRow(currentRow());
    viewport()->update();
}

void RecordView::updateRange()
{
    const int rows = m_model->rowCount();
    verticalScrollBar()->setRange(0, std::max(0, rows - 1));
    verticalScrollBar()->setPageStep(std::max<int>(1, int(m_painted.size()) - 1));
    m_top = std::clamp(m_top, 0, std::max(0, rows - 1));
    viewport()->update();
}

QStringList RecordView::blockLines(int row) const
{
    if (row < 0 || row >= m_model->rowCount())
        return {};
    if (!m_model->isRowLoaded(row)) {
        m_model->entityAt(row); // asks for its page
        return {};
    }
    const Entity &entity = m_model->entityAt(row);
    if (m_mode == Mode::Json)
        return EntityRecords::json(entity).split(QLatin1Char('\n'));
    QStringList lines;
    const auto text = [this](const Value &value) { return m_model->valueText(value); };
    for (const RecordLine &line : EntityRecords::lines(entity, text))
        lines.append(line.name + QLatin1Char('\t') + line.type + QLatin1Char('\t') + line.value);
    return lines;
}

QString RecordView::rowText(int row) const
{
    return blockLines(row).join(QLatin1Char('\n'));
}

QList<int> RecordView::paintedRows() const
{
    QList<int> rows;
    for (const Block &block : m_painted)
        rows.append(block.row);
    return rows;
}

int RecordView::blockHeight(int row) const
{
    const int lines = std::max<qsizetype>(1, blockLines(row).size());
    const QFont font
        = m_mode == Mode::Json ? QFontDatabase::systemFont(QFontDatabase::FixedFont) : this->font();
    return int(lines) * QFontMetrics(font).lineSpacing() + 2 * Padding + 1;
}

void RecordView::scrollToRow(int row, bool atTop)
{
    if (row < 0 || row >= m_model->rowCount())
        return;
    int top = m_top;
    if (atTop || row < m_top) {
        top = row;
    } else {
        // Below the screen: the row becomes the last one shown in full.
        const int height = viewport()->height();
        int used = 0;
        for (int r = m_top; r <= row && used <= height; ++r)
            used += blockHeight(r);
        if (used > height) {
            top = row;
            used = blockHeight(row);
            while (top > 0 && used + blockHeight(top - 1) <= height)
                used += blockHeight(--top);
        }
    }
    m_top = top;
    verticalScrollBar()->setValue(top);
    viewport()->update();
}

void RecordView::paintEvent(QPaintEvent *)
{
    QPainter painter(viewport());
    const QPalette &palette = this->palette();
    painter.fillRect(viewport()->rect(), palette.base());
    m_painted.clear();
    const int width = viewport()->width();
    const int height = viewport()->height();
    const int rows = m_model->rowCount();
    const int current = currentRow();
    const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    const QFont textFont = m_mode == Mode::Json ? fixed : font();
    const QFontMetrics metrics(textFont);
    const int lineHeight = metrics.lineSpacing();
    const int typeWidth = metrics.horizontalAdvance(QStringLiteral("Edm.DateTime")) + 2 * Padding;
    int y = 0;
    for (int row = m_top; row < rows && y < height; ++row) {
        const QStringList lines = blockLines(row);
        const int blockHeight = std::max<int>(1, int(lines.size())) * lineHeight + 2 * Padding;
        const QRect rect(0, y, width, blockHeight + 1); // with the line below it
        const bool isCurrent = row == current;
        const QPalette::ColorGroup group = hasFocus() ? QPalette::Active : QPalette::Inactive;
        painter.fillRect(rect.adjusted(0, 0, 0, -1),
            isCurrent ? palette.brush(group, QPalette::Highlight)
                      : palette.brush(row % 2 ? QPalette::AlternateBase : QPalette::Base));
        const QColor text
            = isCurrent ? palette.color(group, QPalette::HighlightedText) : palette.color(QPalette::Text);
        QColor dim = text;
        dim.setAlphaF(0.6);
        painter.setFont(textFont);
        if (lines.isEmpty()) {
            painter.setPen(dim);
            painter.drawText(QRect(Padding, y + Padding, width - 2 * Padding, lineHeight),
                Qt::AlignLeft | Qt::AlignVCenter, tr("Loading row %1…").arg(QLocale().toString(row + 1)));
        } else if (m_mode == Mode::Json) {
            painter.setPen(text);
            for (qsizetype i = 0; i < lines.size(); ++i) {
                const int lineY = y + Padding + int(i) * lineHeight;
                painter.drawText(QRect(Padding, lineY, width - 2 * Padding, lineHeight),
                    Qt::AlignLeft | Qt::AlignVCenter,
                    metrics.elidedText(oneLine(lines.at(i)), Qt::ElideRight, width - 2 * Padding));
            }
        } else {
            int nameWidth = 0;
            for (const QString &line : lines)
                nameWidth
                    = std::max(nameWidth, metrics.horizontalAdvance(line.section(QLatin1Char('\t'), 0, 0)));
            nameWidth = std::min(nameWidth + 2 * Padding, width / 3);
            const int valueX = Padding + nameWidth + typeWidth;
            for (qsizetype i = 0; i < lines.size(); ++i) {
                const QString &line = lines.at(i);
                const int lineY = y + Padding + int(i) * lineHeight;
                const Qt::Alignment flags = Qt::AlignLeft | Qt::AlignVCenter;
                QFont bold = textFont;
                bold.setBold(i < 2); // the keys
                painter.setFont(bold);
                painter.setPen(text);
                painter.drawText(QRect(Padding, lineY, nameWidth - Padding, lineHeight), flags,
                    metrics.elidedText(
                        line.section(QLatin1Char('\t'), 0, 0), Qt::ElideRight, nameWidth - Padding));
                painter.setFont(textFont);
                painter.setPen(dim);
                painter.drawText(QRect(Padding + nameWidth, lineY, typeWidth, lineHeight), flags,
                    line.section(QLatin1Char('\t'), 1, 1));
                painter.setPen(text);
                const int valueWidth = std::max(0, width - valueX - Padding);
                painter.drawText(QRect(valueX, lineY, valueWidth, lineHeight), flags,
                    metrics.elidedText(
                        oneLine(line.section(QLatin1Char('\t'), 2)), Qt::ElideRight, valueWidth));
            }
        }
        painter.setPen(palette.color(QPalette::Mid));
        painter.drawLine(0, y + blockHeight, width, y + blockHeight);
        m_painted.append({row, rect});
        y += blockHeight + 1;
    }
    verticalScrollBar()->setPageStep(std::max<int>(1, int(m_painted.size()) - 1));
}

void RecordView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    viewport()->update();
}

void RecordView::keyPressEvent(QKeyEvent *event)
{
    const int rows = m_model->rowCount();
    const int current = currentRow();
    const int page = std::max<int>(1, int(m_painted.size()) - 1);
    int target = -2;
    switch (event->key()) {
    case Qt::Key_Up:
        target = current - 1;
        break;
    case Qt::Key_Down:
        target = current + 1;
        break;
    case Qt::Key_PageUp:
        target = current - page;
        break;
    case Qt::Key_PageDown:
        target = current + page;
        break;
    case Qt::Key_Home:
        target = 0;
        break;
    case Qt::Key_End:
        target = rows - 1;
        break;
    default:
        break;
    }
    if (target != -2 && rows > 0) {
        setCurrentRow(std::clamp(target, 0, rows - 1));
        event->accept();
        return;
    }
    if (event->matches(QKeySequence::Copy) && current >= 0) {
        if (const QString text = rowText(current); !text.isEmpty())
            QApplication::clipboard()->setText(text);
        event->accept();
        return;
    }
    QAbstractScrollArea::keyPressEvent(event);
}

int RecordView::rowAt(const QPoint &pos) const
{
    for (const Block &block : m_painted) {
        if (block.rect.contains(pos))
            return block.row;
    }
    return -1;
}

void RecordView::mousePressEvent(QMouseEvent *event)
{
    if (const int row = rowAt(event->position().toPoint()); row >= 0)
        setCurrentRow(row);
    QAbstractScrollArea::mousePressEvent(event);
}

void RecordView::focusInEvent(QFocusEvent *event)
{
    QAbstractScrollArea::focusInEvent(event);
    viewport()->update();
}

void RecordView::focusOutEvent(QFocusEvent *event)
{
    QAbstractScrollArea::focusOutEvent(event);
    viewport()->update();
}

} // namespace rowan
