// The most recently opened stores, newest first, persisted in QSettings. GUI thread only.
#pragma once

#include <QAbstractListModel>
#include <QStringList>

namespace rowan {

class RecentStoresModel : public QAbstractListModel
{
    Q_OBJECT
public:
    static constexpr int MaxEntries = 10;
    enum Roles { PathRole = Qt::UserRole + 1 };

    // settingsKey: where the list lives in the default QSettings; empty keeps it in memory only.
    explicit RecentStoresModel(const QString &settingsKey = QString(), QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    QStringList paths() const { return m_paths; }
    // Moves (or inserts) the path to the top, dropping the oldest beyond MaxEntries.
    void add(const QString &path);
    void remove(const QString &path);
    void clear();

private:
    void save() const;

    QString m_settingsKey;
    QStringList m_paths;
};

} // namespace rowan
