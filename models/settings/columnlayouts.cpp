#include "models/settings/columnlayouts.h"

#include <QCryptographicHash>
#include <QSettings>

#include <algorithm>

namespace rowan {

namespace {
const QString TableGroup = QStringLiteral("entityGridLayouts/");
const QString NamedKey = QStringLiteral("entityGridNamedLayouts");
const QString OrderEntry = QStringLiteral("order");
const QString WidthsEntry = QStringLiteral("widths");
const QString HiddenEntry = QStringLiteral("hidden");
const QString PinnedEntry = QStringLiteral("pinned");
} // namespace

QStringList ColumnLayoutState::defaultPinned()
{
    return {QStringLiteral("PartitionKey"), QStringLiteral("RowKey")};
}

bool ColumnLayoutState::isDefault() const
{
    return *this == ColumnLayoutState();
}

QStringList ColumnLayoutState::arrange(const QStringList &columns) const
{
    QStringList out;
    out.reserve(columns.size());
    const auto take = [&](const QString &name) {
        if (columns.contains(name) && !out.contains(name))
            out.append(name);
    };
    for (const QString &name : pinned)
        take(name);
    for (const QString &name : order)
        take(name);
    for (const QString &name : columns)
        take(name);
    return out;
}

void ColumnLayoutState::mergeOrder(const QStringList &shown)
{
    QStringList merged = shown;
    for (qsizetype i = 0; i < order.size(); ++i) {
        const QString &name = order.at(i);
        if (merged.contains(name))
            continue;
        qsizetype at = 0;
        for (qsizetype j = i - 1; j >= 0; --j) {
            if (const qsizetype k = merged.indexOf(order.at(j)); k >= 0) {
                at = k + 1;
                break;
            }
        }
        merged.insert(at, name);
    }
    order = merged;
}

QVariantMap ColumnLayoutState::toVariant() const
{
    QVariantMap widthMap;
    for (auto it = widths.cbegin(); it != widths.cend(); ++it)
        widthMap.insert(it.key(), it.value());
    return {{OrderEntry, order}, {WidthsEntry, widthMap}, {HiddenEntry, hidden}, {PinnedEntry, pinned}};
}

ColumnLayoutState ColumnLayoutState::fromVariant(const QVariantMap &map)
{
    ColumnLayoutState state;
    state.order = map.value(OrderEntry).toStringList();
    const QVariantMap widthMap = map.value(WidthsEntry).toMap();
    for (auto it = widthMap.cbegin(); it != widthMap.cend(); ++it) {
        if (const int width = it.value().toInt(); width > 0)
            state.widths.insert(it.key(), width);
    }
    state.hidden = map.value(HiddenEntry).toStringList();
    // Layouts saved before columns could be pinned keep the keys pinned.
    if (map.contains(PinnedEntry))
        state.pinned = map.value(PinnedEntry).toStringList();
    return state;
}

QString ColumnLayouts::tableKey(const QString &storePath, const QString &account, const QString &table)
{
    const QByteArray id = (storePath + QLatin1Char('\n') + account + QLatin1Char('\n') + table).toUtf8();
    return QString::fromLatin1(QCryptographicHash::hash(id, QCryptographicHash::Sha1).toHex());
}

ColumnLayoutState ColumnLayouts::load(const QString &key)
{
    if (key.isEmpty())
        return {};
    return ColumnLayoutState::fromVariant(QSettings().value(TableGroup + key).toMap());
}

void ColumnLayouts::save(const QString &key, const ColumnLayoutState &state)
{
    if (key.isEmpty())
        return;
    QSettings().setValue(TableGroup + key, state.toVariant());
}

QStringList ColumnLayouts::names()
{
    QStringList names = QSettings().value(NamedKey).toMap().keys();
    std::sort(names.begin(), names.end(),
        [](const QString &a, const QString &b) { return a.compare(b, Qt::CaseInsensitive) < 0; });
    return names;
}

ColumnLayoutState ColumnLayouts::named(const QString &name)
{
    return ColumnLayoutState::fromVariant(QSettings().value(NamedKey).toMap().value(name).toMap());
}

bool ColumnLayouts::hasNamed(const QString &name)
{
    return QSettings().value(NamedKey).toMap().contains(name);
}

bool ColumnLayouts::saveNamed(const QString &name, const ColumnLayoutState &state)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty())
        return false;
    QSettings settings;
    QVariantMap all = settings.value(NamedKey).toMap();
    all.insert(trimmed, state.toVariant());
    settings.setValue(NamedKey, all);
    return true;
}

void ColumnLayouts::removeNamed(const QString &name)
{
    QSettings settings;
    QVariantMap all = settings.value(NamedKey).toMap();
    all.remove(name);
    settings.setValue(NamedKey, all);
}

ColumnLayoutState ColumnLayouts::applyNamed(const QString &name, const ColumnLayoutState &table)
{
    ColumnLayoutState applied = named(name);
    for (auto it = table.widths.cbegin(); it != table.widths.cend(); ++it) {
        if (!applied.widths.contains(it.key()))
            applied.widths.insert(it.key(), it.value());
    }
    return applied;
}

} // namespace rowan
