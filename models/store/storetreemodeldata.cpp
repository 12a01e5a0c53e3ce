// StoreTreeModel's presentation: what each node says (names, counts, sizes, badges, tooltips) for each
// role, and the painted padlock.
#include "models/store/storetreemodel.h"

#include "models/connections/savedconnections.h"

#include <rowan/account.h>

#include <QColor>
#include <QFont>
#include <QIcon>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

namespace rowan {

QString formatBytes(qint64 bytes)
{
    return QLocale().formattedDataSize(bytes, 1, QLocale::DataSizeSIFormat);
}

QIcon encryptionIcon(bool encrypted)
{
    QIcon icon;
    for (const int size : {16, 32}) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        p.scale(size / 16.0, size / 16.0);
        const QColor colour = encrypted ? QColor(0x2f, 0x5d, 0x50) : QColor(0xc0, 0x7a, 0x00);
        p.setPen(QPen(colour, 1.8));
        p.setBrush(Qt::NoBrush);
        QPainterPath shackle;
        shackle.moveTo(4.5, 7.5);
        shackle.lineTo(4.5, 5);
        shackle.arcTo(QRectF(4.5, 1.5, 7, 7), 180, -180);
        if (encrypted)
            shackle.lineTo(11.5, 7.5);
        p.drawPath(shackle);
        p.setPen(Qt::NoPen);
        p.setBrush(colour);
        p.drawRoundedRect(QRectF(2.5, 7, 11, 8), 1.5, 1.5);
        p.setBrush(Qt::white);
        p.drawRoundedRect(QRectF(7.1, 9.3, 1.8, 3.4), 0.9, 0.9);
        p.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

QVariant StoreTreeModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const NodeKind kind = kindOf(index);
    if (role == NodeKindRole)
        return int(kind);
    const int place = placeOf(index);
    if (role == PlaceRole)
        return place;
    if (role == CurrentPlaceRole)
        return place >= 0 && place == current();
    if (kind == NodeKind::Connection)
        return connectionData(index, role);
    const PlaceNode &node = m_nodes.at(place);
    if (role == LocationRole)
        return node.path;
    if (kind == NodeKind::Store) {
        const SafetyProfile &safety = node.safety;
        if (const QVariant badge = safetyData(safety, index.column(), role); badge.isValid())
            return badge;
        if (role == Qt::FontRole && index.column() == NameColumn && place == current() && storeRows() > 1) {
            // Which of the open places the grid and the docks show.
            QFont font;
            font.setBold(true);
            return font;
        }
        if (role == Qt::ToolTipRole && safety.level != SafetyLevel::Off)
            return storeData(node, index, role).toString()
                + tr("\nSafety level: %1").arg(safetyLevelTitle(safety.level));
        return storeData(node, index, role);
    }
    if (kind == NodeKind::Account) {
        const AccountNode &account = node.accounts.at(index.row());
        if (role == AccountRole || (role == Qt::DisplayRole && index.column() == NameColumn))
            return account.name;
        if (role == Qt::DisplayRole && index.column() == EntitiesColumn)
            return account.tables.size() == 1
                ? tr("1 table")
                : tr("%1 tables", nullptr, int(account.tables.size())).arg(account.tables.size());
        const bool development = account.name == QLatin1String(DevelopmentAccountName);
        if (role == DevelopmentRole)
            return development;
        if (!development)
            return {};
        if (role == Qt::ToolTipRole)
            return tr("%1: the public development account, whose key everyone knows").arg(account.name);
        if (role == Qt::DisplayRole && index.column() == SizeColumn)
            return tr("public");
        if (role == Qt::ForegroundRole && index.column() == SizeColumn)
            return QColor(0xc0, 0x7a, 0x00); // the warning amber of the unencrypted padlock
        return {};
    }
    const AccountNode &account = node.accounts.at(accountOf(index));
    const TableInfo &table = account.tables.at(index.row());
    switch (role) {
    case AccountRole:
        return account.name;
    case TableRole:
        return table.name;
    case EntityCountRole:
        return table.stats.entityCount;
    case Qt::DisplayRole:
        if (index.column() == NameColumn)
            return table.name;
        if (table.stats.entityCount < 0)
            return index.column() == NameColumn ? QVariant() : QVariant(QStringLiteral("—"));
        if (index.column() == EntitiesColumn)
            return QLocale().toString(table.stats.entityCount);
        return formatBytes(table.stats.bytes);
    case Qt::TextAlignmentRole:
        return index.column() == NameColumn ? QVariant() : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (table.stats.entityCount < 0)
            return tr("%1: this endpoint keeps no statistics, so its size is unknown until it is counted")
                .arg(table.name);
        return tr("%1: %2 entities in %3 partitions, %4")
            .arg(table.name, QLocale().toString(table.stats.entityCount),
                QLocale().toString(table.stats.partitionCount), formatBytes(table.stats.bytes));
    default:
        return {};
    }
}

QVariant StoreTreeModel::safetyData(const SafetyProfile &profile, int column, int role)
{
    if (role == SafetyLabelRole)
        return profile.label;
    if (profile.label.isEmpty() || column != EntitiesColumn)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        // The label alone fits the column; the level is in the tooltip, the status bar and the title.
        return profile.label;
    case Qt::BackgroundRole:
        return QColor(profile.colour.isEmpty() ? QStringLiteral("#546e7a") : profile.colour);
    case Qt::ForegroundRole:
        // The badge colours are dark enough for white text; a light one chosen by hand gets black.
        return QColor(
            profile.colour.isEmpty() || QColor(profile.colour).lightnessF() < 0.6 ? Qt::white : Qt::black);
    default:
        return {};
    }
}

QVariant StoreTreeModel::storeData(const PlaceNode &node, const QModelIndex &index, int role) const
{
    if (role == RemoteRole)
        return node.remote;
    if (role == ConnectionIdRole)
        return node.remote ? QVariant(node.connectionId) : QVariant();
    if (node.remote) {
        if (role == Qt::DisplayRole && index.column() == NameColumn)
            return node.name;
        if (role == Qt::ToolTipRole)
            return tr("%1\nA remote endpoint: reads and writes go over the network%2")
                .arg(node.path, node.statistics ? QString() : tr("; it keeps no statistics"));
        if (role == Qt::DecorationRole && index.column() == NameColumn)
            return QIcon::fromTheme(QStringLiteral("network-server"));
        if (role == Qt::DisplayRole && index.column() == EntitiesColumn)
            return node.path.startsWith(QLatin1StringView("https:")) ? tr("HTTPS") : tr("HTTP");
        return {};
    }
    if (role == Qt::DisplayRole && index.column() == NameColumn)
        return node.name;
    if (role == EncryptedRole)
        return node.encrypted;
    if (role == Qt::ToolTipRole)
        return node.encrypted
            ? tr("%1\nEncrypted (SQLCipher)").arg(node.path)
            : tr("%1\nNot encrypted: anyone who can read the file can read its tables").arg(node.path);
    if (role == Qt::DecorationRole && index.column() == NameColumn)
        return encryptionIcon(node.encrypted);
    if (role == Qt::DisplayRole && index.column() == EntitiesColumn)
        return node.encrypted ? tr("encrypted") : tr("not encrypted");
    if (role == Qt::ForegroundRole && index.column() == EntitiesColumn && !node.encrypted)
        return QColor(0x8a, 0x5a, 0x00);
    return {};
}

QVariant StoreTreeModel::connectionData(const QModelIndex &index, int role) const
{
    const QList<SavedConnection> listed = listedConnections();
    const int row = index.row() - storeRows();
    if (row < 0 || row >= listed.size())
        return {};
    const SavedConnection &connection = listed.at(row);
    if (const QVariant badge = safetyData(connection.safety, index.column(), role); badge.isValid())
        return badge;
    switch (role) {
    case ConnectionIdRole:
        return connection.id;
    case RemoteRole:
        return true;
    case Qt::DisplayRole:
        if (index.column() == NameColumn)
            return connection.name;
        return index.column() == EntitiesColumn ? tr("not connected") : QVariant();
    case Qt::ToolTipRole:
        return tr("%1\n%2\nDouble-click or press Enter to connect.")
            .arg(connection.name, connection.location);
    case Qt::DecorationRole:
        return index.column() == NameColumn ? QIcon::fromTheme(QStringLiteral("network-server")) : QVariant();
    case Qt::ForegroundRole:
        return index.column() == EntitiesColumn ? QVariant(QColor(0x80, 0x80, 0x80)) : QVariant();
    default:
        return {};
    }
}

QVariant StoreTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Name");
    case EntitiesColumn:
        return tr("Entities");
    case SizeColumn:
        return tr("Size");
    default:
        return {};
    }
}

} // namespace rowan
