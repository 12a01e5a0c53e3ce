#include "models/keys/keyfindingsmodel.h"

#include <QColor>
#include <QPainter>
#include <QPixmap>

namespace rowan {

using namespace Qt::StringLiterals;

namespace {
// A round badge with a glyph, for desktops whose icon theme lacks the severity icons (Windows, macOS,
// bare Xvfb): drawn rather than shipped so it scales to any size the view asks for.
QIcon drawnIcon(const QColor &colour, QChar glyph)
{
    QIcon icon;
    for (int size : {16, 24, 32, 48}) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(Qt::NoPen);
        p.setBrush(colour);
        p.drawEllipse(QRectF(0.5, 0.5, size - 1.0, size - 1.0));
        QFont font = p.font();
        font.setBold(true);
        font.setPixelSize(int(size * 0.72));
        p.setFont(font);
        p.setPen(Qt::white);
        p.drawText(QRect(0, 0, size, size), Qt::AlignCenter, QString(glyph));
        p.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

QString html(const QString &text)
{
    return text.toHtmlEscaped();
}
} // namespace

KeyFindingsModel::KeyFindingsModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void KeyFindingsModel::setInsight(const KeyInsight &insight)
{
    beginResetModel();
    m_insight = insight;
    m_hasInsight = true;
    endResetModel();
}

void KeyFindingsModel::clear()
{
    beginResetModel();
    m_insight = {};
    m_hasInsight = false;
    endResetModel();
}

QString KeyFindingsModel::sampleText() const
{
    if (!m_hasInsight)
        return {};
    if (m_insight.wholeTable)
        return tr("Read %1.").arg(m_insight.sampleDescription);
    return tr("Judged on %1: findings about RowKeys hold for the sample.").arg(m_insight.sampleDescription);
}

QIcon KeyFindingsModel::severityIcon(FindingSeverity severity)
{
    static const QIcon warning
        = QIcon::fromTheme(u"dialog-warning"_s, drawnIcon(QColor(0xd9, 0x7b, 0x00), u'!'));
    static const QIcon advice = QIcon::fromTheme(u"help-hint"_s, drawnIcon(QColor(0x1f, 0x6f, 0xc5), u'?'));
    static const QIcon info
        = QIcon::fromTheme(u"dialog-information"_s, drawnIcon(QColor(0x2e, 0x8b, 0x57), u'i'));
    switch (severity) {
    case FindingSeverity::Warning:
        return warning;
    case FindingSeverity::Advice:
        return advice;
    case FindingSeverity::Info:
        return info;
    }
    return info;
}

QString KeyFindingsModel::severityText(FindingSeverity severity)
{
    switch (severity) {
    case FindingSeverity::Warning:
        return tr("Warning");
    case FindingSeverity::Advice:
        return tr("Advice");
    case FindingSeverity::Info:
        return tr("Pattern recognised");
    }
    return {};
}

int KeyFindingsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_insight.findings.size());
}

int KeyFindingsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant KeyFindingsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const KeyFinding &f = m_insight.findings.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (Column(index.column())) {
        case TitleColumn:
            return f.title;
        case PatternColumn:
            return f.pattern;
        case RuleColumn:
            return f.ruleId;
        case EvidenceColumn:
            return f.evidence.join(u'\n');
        case ConsequenceColumn:
            return f.consequence;
        case FixColumn:
            return f.fix;
        case ColumnCount:
            break;
        }
        return {};
    case Qt::DecorationRole:
        return index.column() == TitleColumn ? QVariant(severityIcon(f.severity)) : QVariant();
    case Qt::ToolTipRole:
        if (index.column() == TitleColumn)
            return severityText(f.severity) + u": "_s + f.title;
        return index.column() == EvidenceColumn ? f.evidence.join(u'\n') : QVariant();
    case SeverityRole:
        return int(f.severity);
    case EvidenceRole:
        return f.evidence;
    case DetailsRole: {
        QString text = u"<p><b>%1</b> — %2</p>"_s.arg(html(severityText(f.severity)), html(f.title));
        text += u"<p><b>%1</b> %2 <span style=\"color:gray\">(%3)</span></p>"_s.arg(
            html(tr("Pattern:")), html(f.pattern), html(f.ruleId));
        if (!f.evidence.isEmpty()) {
            text += u"<p><b>%1</b></p><ul>"_s.arg(html(tr("Keys from the table:")));
            for (const QString &e : f.evidence)
                text += u"<li><code>%1</code></li>"_s.arg(html(e));
            text += u"</ul>"_s;
        }
        text += u"<p><b>%1</b> %2</p>"_s.arg(html(tr("Consequence:")), html(f.consequence));
        text += u"<p><b>%1</b> %2</p>"_s.arg(html(tr("Fix:")), html(f.fix));
        return text;
    }
    default:
        return {};
    }
}

QVariant KeyFindingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case TitleColumn:
        return tr("Finding");
    case PatternColumn:
        return tr("Pattern in the guide");
    case RuleColumn:
        return tr("Rule");
    case EvidenceColumn:
        return tr("Evidence");
    case ConsequenceColumn:
        return tr("Consequence");
    case FixColumn:
        return tr("Fix");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace rowan
