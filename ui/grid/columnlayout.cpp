#include "ui/grid/columnlayout.h"

#include <QAbstractItemView>
#include <QCryptographicHash>
#include <QHeaderView>
#include <QSettings>

namespace rowan {

namespace {
const QString group = QStringLiteral("entityGridLayouts/");
}

ColumnLayout::ColumnLayout(QHeaderView *header, QObject *parent)
    : QObject(parent)
    , m_header(header)
{
    connect(header, &QHeaderView::sectionResized, this, [this] {
        if (!m_applying)
            remember();
    });
    connect(header, &QHeaderView::sectionMoved, this, [this] {
        if (!m_applying)
            remember();
    });
}

QString ColumnLayout::keyFor(const QString &storePath, const QString &account, const QString &table)
{
    const QByteArray id = (storePath + QLatin1Char('\n') + account + QLatin1Char('\n') + table).toUtf8();
    return QString::fromLatin1(QCryptographicHash::hash(id, QCryptographicHash::Sha1).toHex());
}

void ColumnLayout::setKey(const QString &key)
{
    m_key = key;
    load();
    apply();
}

QString ColumnLayout::nameOf(int logical) const
{
    return m_header->model()->headerData(logical, Qt::Horizontal, Qt::DisplayRole).toString();
}

void ColumnLayout::load()
{
    m_order.clear();
    m_widths.clear();
    if (m_key.isEmpty())
        return;
    QSettings settings;
    const QVariantMap saved = settings.value(group + m_key).toMap();
    m_order = saved.value(QStringLiteral("order")).toStringList();
    const QVariantMap widths = saved.value(QStringLiteral("widths")).toMap();
    for (auto it = widths.cbegin(); it != widths.cend(); ++it)
        m_widths.insert(it.key(), it.value().toInt());
}

void ColumnLayout::apply()
{
    if (m_key.isEmpty() || !m_header->model() || (m_order.isEmpty() && m_widths.isEmpty()))
        return;
    m_applying = true;
    const int count = m_header->count();
    QHash<QString, int> logicalOf;
    for (int logical = 0; logical < count; ++logical) {
        const QString name = nameOf(logical);
        logicalOf.insert(name, logical);
        if (const auto width = m_widths.constFind(name); width != m_widths.cend() && *width > 0)
            m_header->resizeSection(logical, *width);
    }
    // Known columns first, in the saved order; then the others in the order they have now.
    QList<int> target;
    for (const QString &name : std::as_const(m_order)) {
        if (const auto it = logicalOf.constFind(name); it != logicalOf.cend())
            target.append(*it);
    }
    for (int visual = 0; visual < count; ++visual) {
        const int logical = m_header->logicalIndex(visual);
        if (!m_order.contains(nameOf(logical)))
            target.append(logical);
    }
    for (int visual = 0; visual < target.size(); ++visual) {
        const int from = m_header->visualIndex(target.at(visual));
        if (from != visual)
            m_header->moveSection(from, visual);
    }
    m_applying = false;
}

void ColumnLayout::fitToContents(const QList<int> &logical, const QAbstractItemView *view, int cap)
{
    if (!m_header->model())
        return;
    m_applying = true;
    for (int column : logical) {
        if (column < 0 || column >= m_header->count() || m_widths.value(nameOf(column)) > 0)
            continue;
        const int wanted = std::max(view->sizeHintForColumn(column), m_header->sectionSizeHint(column));
        if (wanted > 0)
            m_header->resizeSection(column, std::min(wanted, cap));
    }
    m_applying = false;
}

void ColumnLayout::remember()
{
    if (m_key.isEmpty() || !m_header->model())
        return;
    QStringList shown;
    for (int visual = 0; visual < m_header->count(); ++visual) {
        const int logical = m_header->logicalIndex(visual);
        const QString name = nameOf(logical);
        shown.append(name);
        m_widths.insert(name, m_header->sectionSize(logical));
    }
    // Columns saved earlier but not loaded yet keep their place after the column they followed.
    QStringList order = shown;
    for (qsizetype i = 0; i < m_order.size(); ++i) {
        const QString &name = m_order.at(i);
        if (order.contains(name))
            continue;
        qsizetype at = 0;
        for (qsizetype j = i - 1; j >= 0; --j) {
            if (const qsizetype k = order.indexOf(m_order.at(j)); k >= 0) {
                at = k + 1;
                break;
            }
        }
        order.insert(at, name);
    }
    m_order = order;
    save();
}

void ColumnLayout::save()
{
    QVariantMap widths;
    for (auto it = m_widths.cbegin(); it != m_widths.cend(); ++it)
        widths.insert(it.key(), it.value());
    QSettings settings;
    settings.setValue(
        group + m_key, QVariantMap {{QStringLiteral("order"), m_order}, {QStringLiteral("widths"), widths}});
}

} // namespace rowan
