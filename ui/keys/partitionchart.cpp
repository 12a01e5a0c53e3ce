#include "ui/keys/partitionchart.h"

#include "models/keys/partitionchartmodel.h"
#include "models/session/servicesession.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QShowEvent>
#include <QToolTip>
#include <QVBoxLayout>

#include <cmath>

namespace rowan {

using namespace Qt::StringLiterals;

namespace {
// Readable on light and dark backgrounds alike.
const QColor HotColour(0xe0, 0x4e, 0x39);

QString quoted(const QString &key)
{
    return key.isEmpty() ? u"''"_s : u"'"_s + (key.size() > 40 ? key.left(39) + u'…' : key) + u"'"_s;
}
} // namespace

PartitionChart::PartitionChart(ServiceSession *session, QWidget *parent)
    : QWidget(parent)
    , m_model(new PartitionChartModel(session, this))
    , m_measure(new QComboBox(this))
    , m_log(new QCheckBox(tr("Logarithmic"), this))
    , m_summary(new QLabel(this))
    , m_canvas(new QWidget(this))
{
    auto *layout = new QVBoxLayout(this);
    auto *bar = new QHBoxLayout;
    m_measure->setObjectName(u"chartMeasure"_s);
    m_measure->addItem(tr("Entities"));
    m_measure->addItem(tr("Bytes"));
    m_log->setObjectName(u"chartLogarithmic"_s);
    m_log->setToolTip(tr("A logarithmic scale shows the small partitions beside a hot one."));
    auto *by = new QLabel(tr("Partitions ranked by"), this);
    by->setBuddy(m_measure);
    bar->addWidget(by);
    bar->addWidget(m_measure);
    bar->addWidget(m_log);
    bar->addStretch(1);
    layout->addLayout(bar);
    m_summary->setObjectName(u"chartSummary"_s);
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    layout->addWidget(m_summary);
    m_canvas->setObjectName(u"chartCanvas"_s);
    m_canvas->setMinimumSize(240, 140);
    m_canvas->setMouseTracking(true);
    m_canvas->setCursor(Qt::PointingHandCursor);
    m_canvas->installEventFilter(this);
    layout->addWidget(m_canvas, 1);

    connect(m_measure, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_model->setMeasure(
            index == 1 ? PartitionChartModel::Measure::Bytes : PartitionChartModel::Measure::Entities);
        updateSummary();
        m_canvas->update();
    });
    connect(m_log, &QCheckBox::toggled, this, &PartitionChart::setLogarithmic);
    // Another store, or none: nothing of the old one's partitions may stay on screen.
    connect(session, &ServiceSession::serviceChanged, this, [this] {
        m_account.clear();
        m_table.clear();
        m_stale = false;
        m_model->clear();
    });
    // Drawn again after the explorer's own writes to the table, like the Keys view.
    connect(session, &ServiceSession::changed, this, [this](const ServiceChanges &changes) {
        if (changes.wrote(m_account, m_table))
            refresh();
    });
    connect(m_model, &PartitionChartModel::stateChanged, this, [this] {
        m_hoverRank = -1;
        updateSummary();
        m_canvas->update();
    });
    updateSummary();
}

void PartitionChart::setTable(const QString &account, const QString &table)
{
    m_stale = !isVisible();
    if (m_stale)
        m_model->clear();
    else
        m_model->setTable(account, table);
    m_account = account;
    m_table = table;
}

void PartitionChart::refresh()
{
    m_stale = !isVisible();
    if (!m_stale)
        m_model->setTable(m_account, m_table);
}

void PartitionChart::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        refresh();
}

void PartitionChart::setLogarithmic(bool on)
{
    m_logarithmic = on;
    m_log->setChecked(on);
    m_canvas->update();
}

QString PartitionChart::summaryText() const
{
    return m_summary->text();
}

void PartitionChart::updateSummary()
{
    const QLocale locale;
    const bool bytes = m_model->measure() == PartitionChartModel::Measure::Bytes;
    QString text;
    switch (m_model->state()) {
    case PartitionChartModel::State::Empty:
        text = tr("Choose a table to see how its entities spread over its partitions.");
        break;
    case PartitionChartModel::State::Loading:
        text = tr("Reading the partition statistics of %1…").arg(m_model->table());
        break;
    case PartitionChartModel::State::NoStatistics:
        text = tr("This endpoint gives no partition statistics, so there is no chart of partition sizes: "
                  "counting them would mean reading every key of the table (the Partitions dock can do "
                  "that).");
        break;
    case PartitionChartModel::State::Failed:
        text = tr("The partition statistics could not be read: %1").arg(m_model->errorText());
        break;
    case PartitionChartModel::State::Ready: {
        const int n = m_model->rowCount();
        if (n == 0) {
            text = tr("%1 has no entities.").arg(m_model->table());
            break;
        }
        const QString totalText = bytes ? locale.formattedDataSize(m_model->total())
                                        : tr("%1 entities").arg(locale.toString(m_model->total()));
        text = tr("%1: %2 in %3 partitions.").arg(m_model->table(), totalText, locale.toString(n));
        const int hot = m_model->hotCount();
        if (hot > 0) {
            QStringList names;
            for (int r = 0; r < std::min(hot, 3); ++r)
                names.append(tr("%1 (%2%)")
                                 .arg(quoted(m_model->partitionAt(r).partitionKey),
                                     locale.toString(100.0 * m_model->shareAt(r), 'f', 1)));
            text += u' ' + tr("Hot: %1.").arg(names.join(u", "_s));
        } else {
            text += u' '
                + tr("The largest, %1, holds %2% of the table.")
                      .arg(quoted(m_model->partitionAt(0).partitionKey),
                          locale.toString(100.0 * m_model->shareAt(0), 'f', 1));
        }
        text += u' ' + tr("Click a bar to show that partition in the grid.");
        break;
    }
    }
    m_summary->setText(text);
}

QRect PartitionChart::plotRect() const
{
    const int left = fontMetrics().horizontalAdvance(u"1,000,000 MB"_s) + 8;
    const int bottom = fontMetrics().height() + 6;
    return m_canvas->rect().adjusted(left, 6, -8, -bottom);
}

double PartitionChart::scaled(qint64 value, qint64 max) const
{
    if (max <= 0 || value <= 0)
        return 0.0;
    if (!m_logarithmic)
        return double(value) / double(max);
    return std::log10(1.0 + double(value)) / std::log10(1.0 + double(max));
}

int PartitionChart::rankAt(int x) const
{
    const int n = m_model->rowCount();
    const QRect plot = plotRect();
    if (n == 0 || plot.width() <= 0 || x < plot.left() || x > plot.right())
        return -1;
    return std::clamp(int(qint64(x - plot.left()) * n / plot.width()), 0, n - 1);
}

bool PartitionChart::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_canvas)
        return QWidget::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::Paint:
        paintCanvas();
        return true;
    case QEvent::MouseMove: {
        const auto *mouse = static_cast<QMouseEvent *>(event);
        const int rank = rankAt(mouse->position().toPoint().x());
        if (rank != m_hoverRank) {
            m_hoverRank = rank;
            m_canvas->update();
        }
        if (rank >= 0) {
            const PartitionStats &p = m_model->partitionAt(rank);
            const QLocale locale;
            QToolTip::showText(mouse->globalPosition().toPoint(),
                tr("#%1 %2\n%3 entities, %4\n%5% of the table%6")
                    .arg(locale.toString(rank + 1), quoted(p.partitionKey), locale.toString(p.entityCount),
                        p.bytes < 0 ? tr("size unknown") : locale.formattedDataSize(p.bytes),
                        locale.toString(100.0 * m_model->shareAt(rank), 'f', 1),
                        m_model->isHot(rank) ? tr(" — hot") : QString()),
                m_canvas);
        }
        return false;
    }
    case QEvent::Leave:
        m_hoverRank = -1;
        m_canvas->update();
        return false;
    case QEvent::MouseButtonRelease: {
        const auto *mouse = static_cast<QMouseEvent *>(event);
        const int rank = mouse->button() == Qt::LeftButton ? rankAt(mouse->position().toPoint().x()) : -1;
        if (rank >= 0)
            Q_EMIT partitionsChosen(
                m_model->account(), m_model->table(), QStringList {m_model->partitionAt(rank).partitionKey});
        return rank >= 0;
    }
    default:
        return false;
    }
}

void PartitionChart::paintCanvas()
{
    QPainter p(m_canvas);
    const QPalette &pal = palette();
    p.fillRect(m_canvas->rect(), pal.base());
    const int n = m_model->state() == PartitionChartModel::State::Ready ? m_model->rowCount() : 0;
    if (n == 0)
        return;
    const QRect plot = plotRect();
    if (plot.width() <= 0 || plot.height() <= 0)
        return;
    const qint64 max = m_model->valueAt(0);
    const QLocale locale;
    const bool bytes = m_model->measure() == PartitionChartModel::Measure::Bytes;
    const auto valueText = [&](qint64 v) { return bytes ? locale.formattedDataSize(v) : locale.toString(v); };

    // Axes and labels: the largest value at the top, ranks along the bottom.
    p.setPen(pal.color(QPalette::Mid));
    p.drawLine(plot.bottomLeft(), plot.bottomRight());
    p.drawLine(plot.bottomLeft(), plot.topLeft());
    p.setPen(pal.color(QPalette::Text));
    const QFontMetrics fm = fontMetrics();
    p.drawText(QRect(0, plot.top() - fm.height() / 2, plot.left() - 4, fm.height()),
        Qt::AlignRight | Qt::AlignVCenter, valueText(max));
    p.drawText(QRect(0, plot.bottom() - fm.height() / 2, plot.left() - 4, fm.height()),
        Qt::AlignRight | Qt::AlignVCenter, u"0"_s);
    // A middle line: half the largest value, or on the logarithmic scale the value halfway up.
    const qint64 middle
        = m_logarithmic ? qint64(std::pow(10.0, std::log10(1.0 + double(max)) / 2.0) - 1.0) : max / 2;
    if (middle > 0 && middle < max) {
        const int y = plot.bottom() - int(std::lround(scaled(middle, max) * (plot.height() - 1)));
        QColor grid = pal.color(QPalette::Mid);
        grid.setAlphaF(0.5);
        p.setPen(QPen(grid, 1, Qt::DotLine));
        p.drawLine(plot.left(), y, plot.right(), y);
        p.setPen(pal.color(QPalette::Text));
        p.drawText(QRect(0, y - fm.height() / 2, plot.left() - 4, fm.height()),
            Qt::AlignRight | Qt::AlignVCenter, valueText(middle));
    }
    p.drawText(
        QRect(plot.left(), plot.bottom() + 3, plot.width(), fm.height()), Qt::AlignLeft, tr("largest"));
    p.drawText(QRect(plot.left(), plot.bottom() + 3, plot.width(), fm.height()), Qt::AlignRight,
        tr("rank %1").arg(locale.toString(n)));

    // A bar per partition while they are at least a pixel wide; otherwise one column per pixel, standing
    // for a run of ranks: filled to its smallest value, lighter up to its largest (its first rank).
    const QColor bar = pal.color(QPalette::Highlight);
    const auto colourOf = [&](int first, int last) {
        if (m_hoverRank >= first && m_hoverRank <= last)
            return pal.color(QPalette::Link);
        return m_model->isHot(first) ? HotColour : bar;
    };
    const auto yOf
        = [&](qint64 v) { return plot.bottom() - int(std::lround(scaled(v, max) * (plot.height() - 1))); };
    if (n <= plot.width()) {
        const double width = double(plot.width()) / double(n);
        const int gap = width >= 4 ? 1 : 0;
        for (int r = 0; r < n; ++r) {
            const int x0 = plot.left() + int(r * width);
            const int x1 = plot.left() + int((r + 1) * width) - gap;
            const int top = yOf(m_model->valueAt(r));
            // A partition with entities never vanishes, however small beside the largest.
            p.fillRect(QRect(QPoint(x0, std::min(top, plot.bottom() - 1)),
                           QPoint(std::max(x0, x1 - 1), plot.bottom())),
                colourOf(r, r));
        }
    } else {
        const double perPixel = double(n) / double(plot.width());
        for (int x = 0; x < plot.width(); ++x) {
            const int first = int(x * perPixel);
            const int last = std::clamp(int((x + 1) * perPixel) - 1, first, n - 1);
            const QColor colour = colourOf(first, last);
            QColor light = colour;
            light.setAlphaF(0.45);
            const int top = std::min(yOf(m_model->valueAt(first)), plot.bottom() - 1);
            const int low = std::min(yOf(m_model->valueAt(last)), plot.bottom() - 1);
            const int px = plot.left() + x;
            p.setPen(light);
            p.drawLine(px, top, px, low);
            p.setPen(colour);
            p.drawLine(px, low, px, plot.bottom());
        }
    }

    // Hot partitions stay visible however many share their pixel column: at least three pixels wide.
    const int hotRanks = m_model->hotCount();
    for (int r = 0; r < hotRanks; ++r) {
        const int x0 = plot.left() + int(qint64(r) * plot.width() / n);
        const int width = std::max(3, int(plot.width() / n) - 1);
        p.fillRect(QRect(QPoint(x0, yOf(m_model->valueAt(r))), QPoint(x0 + width - 1, plot.bottom())),
            colourOf(r, r));
    }

    // Names of the hot partitions beside their bars.
    p.setPen(HotColour);
    const int hot = std::min(m_model->hotCount(), 3);
    for (int r = 0; r < hot; ++r) {
        const int x = plot.left() + int(qint64(r) * plot.width() / n) + 4;
        const int y = yOf(m_model->valueAt(r));
        const QString label = tr("%1 %2%").arg(quoted(m_model->partitionAt(r).partitionKey),
            locale.toString(100.0 * m_model->shareAt(r), 'f', 0));
        p.drawText(QPoint(std::min(x + 2, plot.right() - fm.horizontalAdvance(label)),
                       std::max(y + fm.ascent() + 2 + r * fm.height(), plot.top() + fm.ascent())),
            label);
    }
}

} // namespace rowan
