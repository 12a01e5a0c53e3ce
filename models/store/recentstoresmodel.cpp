#include "models/store/recentstoresmodel.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>

namespace rowan {

namespace {
QString normalized(const QString &path)
{
    return QDir::cleanPath(QFileInfo(path).absoluteFilePath());
}
} // namespace

RecentStoresModel::RecentStoresModel(const QString &settingsKey, QObject *parent)
    : QAbstractListModel(parent)
    , m_settingsKey(settingsKey)
{
    if (!m_settingsKey.isEmpty()) {
        m_paths = QSettings().value(m_settingsKey).toStringList();
        m_paths.removeAll(QString());
        m_paths.removeDuplicates();
        if (m_paths.size() > MaxEntries)
            m_paths.resize(MaxEntries);
    }
}

int RecentStoresModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_paths.size());
}

QVariant RecentStoresModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const QString &path = m_paths.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return QFileInfo(path).fileName();
    case Qt::ToolTipRole:
    case PathRole:
        return path;
    default:
        return {};
    }
}

void RecentStoresModel::add(const QString &path)
{
    const QString p = normalized(path);
    const auto existing = m_paths.indexOf(p);
    if (existing == 0)
        return;
    if (existing > 0) {
        beginMoveRows(QModelIndex(), int(existing), int(existing), QModelIndex(), 0);
        m_paths.move(existing, 0);
        endMoveRows();
    } else {
        beginInsertRows(QModelIndex(), 0, 0);
        m_paths.prepend(p);
        endInsertRows();
        if (m_paths.size() > MaxEntries) {
            beginRemoveRows(QModelIndex(), MaxEntries, int(m_paths.size()) - 1);
            m_paths.resize(MaxEntries);
            endRemoveRows();
        }
    }
    save();
}

void RecentStoresModel::remove(const QString &path)
{
    const auto row = m_paths.indexOf(normalized(path));
    if (row < 0)
        return;
    beginRemoveRows(QModelIndex(), int(row), int(row));
    m_paths.removeAt(row);
    endRemoveRows();
    save();
}

void RecentStoresModel::clear()
{
    if (m_paths.isEmpty())
        return;
    beginResetModel();
    m_paths.clear();
    endResetModel();
    save();
}

void RecentStoresModel::save() const
{
    if (!m_settingsKey.isEmpty())
        QSettings().setValue(m_settingsKey, m_paths);
}

} // namespace rowan
