// Remote endpoints the user saved with File ▸ Connect…: a name and where it points, persisted in QSettings.
// The secret that opens each one (the connection string or SAS URL as typed, which holds the key or token)
// is kept apart in a SecretStore, never here. GUI thread only.
#pragma once

#include <rowan/safety.h>

#include <QAbstractListModel>
#include <QList>
#include <QString>

namespace rowan {

struct SavedConnection
{
    // Stable across renames; the key of its secret in the SecretStore.
    QString id;
    QString name;
    enum class Kind { ConnectionString, SasUrl };
    Kind kind = Kind::ConnectionString;
    // Where it points, without secrets (RemoteEndpoint::displayName()).
    QString location;
    // Its safety level and environment label, given to the endpoint each time it is opened.
    SafetyProfile safety;

    bool isValid() const { return !id.isEmpty(); }
    bool operator==(const SavedConnection &) const = default;
};

class SavedConnections : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Roles { IdRole = Qt::UserRole + 1, LocationRole, KindRole };

    // settingsKey: where the list lives in the default QSettings; empty keeps it in memory only.
    explicit SavedConnections(const QString &settingsKey = QString(), QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    QList<SavedConnection> connections() const { return m_connections; }
    SavedConnection connection(const QString &id) const;
    // Adds a connection (a fresh id when `connection.id` is empty) or replaces the one with its id; returns
    // the id. Names need not be unique, but an empty name is replaced by the location.
    QString save(SavedConnection connection);
    void remove(const QString &id);

private:
    void persist() const;

    QString m_settingsKey;
    QList<SavedConnection> m_connections;
};

} // namespace rowan
