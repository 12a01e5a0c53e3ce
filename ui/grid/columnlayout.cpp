#include "ui/grid/columnlayout.h"

#include <QAbstractItemView>
#include <QHeaderView>

namespace rowan {

ColumnLayout::ColumnLayout(QHeaderView *header, QObject *parent)
    : QObject(parent)
    , m_header(header)
{
    connect(header, &QHeaderView::sectionResized, this, [this] {
        if (!m_applying)
            remember();
    });
    connect(header, &QHeaderView::sectionMoved, this, [this] {
        if (m_applying)
            return;
        remember();
        // A column dragged in among the pinned ones (or a pinned one dragged out) goes back to its side.
        QMetaObject::invokeMethod(this, &ColumnLayout::apply, Qt::QueuedConnection);
    });
}

void ColumnLayout::setKey(const QString &key)
{
    m_key = key;
    m_state = ColumnLayouts::load(key);
    apply();
}

QString ColumnLayout::nameOf(int logical) const
{
    return m_header->model()->headerData(logical, Qt::Horizontal, Qt::DisplayRole).toString();
}

QStringList ColumnLayout::columns() const
{
    QStringList names;
    if (!m_header->model())
        return names;
    for (int visual = 0; visual < m_header->count(); ++visual)
        names.append(nameOf(m_header->logicalIndex(visual)));
    return names;
}

QList<int> ColumnLayout::pinnedLogical() const
{
    return m_pinnedShown;
}

void ColumnLayout::apply()
{
    if (!m_header->model())
        return;
    m_applying = true;
    const int count = m_header->count();
    QHash<QString, int> logicalOf;
    QStringList now;
    for (int visual = 0; visual < count; ++visual) {
        const int logical = m_header->logicalIndex(visual);
        const QString name = nameOf(logical);
        logicalOf.insert(name, logical);
        now.append(name);
        if (const auto width = m_state.widths.constFind(name); width != m_state.widths.cend())
            m_header->resizeSection(logical, *width);
        m_header->setSectionHidden(logical, m_state.hidden.contains(name));
    }
    const QStringList target = m_state.arrange(now);
    for (int visual = 0; visual < target.size(); ++visual) {
        const int from = m_header->visualIndex(logicalOf.value(target.at(visual)));
        if (from != visual)
            m_header->moveSection(from, visual);
    }
    m_applying = false;
    QList<int> pinned;
    for (const QString &name : std::as_const(m_state.pinned)) {
        const auto it = logicalOf.constFind(name);
        if (it != logicalOf.cend() && !m_header->isSectionHidden(*it))
            pinned.append(*it);
    }
    // Also when the list is the same: widths or the model's columns may have changed under it.
    m_pinnedShown = pinned;
    Q_EMIT pinnedColumnsChanged(pinned);
}

void ColumnLayout::fitToContents(const QList<int> &logical, const QAbstractItemView *view, int cap)
{
    if (!m_header->model())
        return;
    m_applying = true;
    for (int column : logical) {
        if (column < 0 || column >= m_header->count() || m_state.widths.value(nameOf(column)) > 0)
            continue;
        const int wanted = std::max(view->sizeHintForColumn(column), m_header->sectionSizeHint(column));
        if (wanted > 0)
            m_header->resizeSection(column, std::min(wanted, cap));
    }
    m_applying = false;
}

void ColumnLayout::setState(const ColumnLayoutState &state)
{
    m_state = state;
    apply();
    save();
}

void ColumnLayout::setHidden(const QString &column, bool hidden)
{
    m_state.hidden.removeAll(column);
    if (hidden)
        m_state.hidden.append(column);
    apply();
    save();
}

void ColumnLayout::setPinned(const QString &column, bool pinned)
{
    m_state.pinned.removeAll(column);
    if (pinned)
        m_state.pinned.append(column);
    apply();
    remember();
}

void ColumnLayout::showAll()
{
    m_state.hidden.clear();
    apply();
    save();
}

void ColumnLayout::applyNamed(const QString &name)
{
    if (ColumnLayouts::hasNamed(name))
        setState(ColumnLayouts::applyNamed(name, m_state));
}

void ColumnLayout::remember()
{
    if (!m_header->model())
        return;
    QStringList shown;
    for (int visual = 0; visual < m_header->count(); ++visual) {
        const int logical = m_header->logicalIndex(visual);
        const QString name = nameOf(logical);
        shown.append(name);
        if (!m_header->isSectionHidden(logical))
            m_state.widths.insert(name, m_header->sectionSize(logical));
    }
    m_state.mergeOrder(shown);
    // Pinned columns keep the order the user gave them among themselves.
    QStringList pinned;
    for (const QString &name : std::as_const(m_state.order)) {
        if (m_state.pinned.contains(name))
            pinned.append(name);
    }
    for (const QString &name : std::as_const(m_state.pinned)) {
        if (!pinned.contains(name))
            pinned.append(name);
    }
    m_state.pinned = pinned;
    save();
}

void ColumnLayout::save()
{
    ColumnLayouts::save(m_key, m_state);
}

} // namespace rowan
