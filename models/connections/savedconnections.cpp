#include "models/connections/savedconnections.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QUuid>

namespace rowan {

namespace {
QString kindName(SavedConnection::Kind kind)
{
    return kind == SavedConnection::Kind::SasUrl ? QStringLiteral("sas-url")
                                                 : QStringLiteral("connection-string");
}
} // namespace

SavedConnections::SavedConnections(const QString &settingsKey, QObject *parent)
    : QAbstractListModel(parent)
    , m_settingsKey(settingsKey)
{
    if (m_settingsKey.isEmpty())
        return;
    // A damaged or foreign value loads as an empty list rather than failing the window.
    const QJsonArray list = QJsonDocument::fromJson(QSettings().value(m_settingsKey).toByteArray()).array();
    for (const QJsonValue &item : list) {
        const QJsonObject object = item.toObject();
        SavedConnection connection;
        connection.id = object.value(QLatin1StringView("id")).toString();
        connection.name = object.value(QLatin1StringView("name")).toString();
        connection.location = object.value(QLatin1StringView("location")).toString();
        connection.kind = object.value(QLatin1StringView("kind")).toString() == QLatin1StringView("sas-url")
            ? SavedConnection::Kind::SasUrl
            : SavedConnection::Kind::ConnectionString;
        const QJsonObject safety = object.value(QLatin1StringView("safety")).toObject();
        if (!safety.isEmpty()) {
            // A level this version does not know is taken as the strictest rather than ignored.
            connection.safety.level = safetyLevelFromName(safety.value(QLatin1StringView("level")).toString())
                                          .value_or(SafetyLevel::ReadOnly);
            connection.safety.label = safety.value(QLatin1StringView("label")).toString();
            connection.safety.colour = safety.value(QLatin1StringView("colour")).toString();
            if (!checkSafetyProfile(
                    connection.safety)) // edited by hand into something unusable: keep the level
                connection.safety = SafetyProfile {connection.safety.level, {}, {}};
        }
        if (connection.isValid())
            m_connections.append(connection);
    }
}

int SavedConnections::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_connections.size());
}

QVariant SavedConnections::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const SavedConnection &connection = m_connections.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return connection.name;
    case Qt::ToolTipRole:
    case LocationRole:
        return connection.location;
    case IdRole:
        return connection.id;
    case KindRole:
        return int(connection.kind);
    default:
        return {};
    }
}

SavedConnection SavedConnections::connection(const QString &id) const
{
    for (const SavedConnection &connection : m_connections) {
        if (connection.id == id)
            return connection;
    }
    return {};
}

QString SavedConnections::save(SavedConnection connection)
{
    if (connection.id.isEmpty())
        connection.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    if (connection.name.trimmed().isEmpty())
        connection.name = connection.location;
    for (int row = 0; row < m_connections.size(); ++row) {
        if (m_connections.at(row).id == connection.id) {
            m_connections[row] = connection;
            Q_EMIT dataChanged(index(row), index(row));
            persist();
            return connection.id;
        }
    }
    const int row = int(m_connections.size());
    beginInsertRows({}, row, row);
    m_connections.append(connection);
    endInsertRows();
    persist();
    return connection.id;
}

void SavedConnections::remove(const QString &id)
{
    for (int row = 0; row < m_connections.size(); ++row) {
        if (m_connections.at(row).id != id)
            continue;
        beginRemoveRows({}, row, row);
        m_connections.removeAt(row);
        endRemoveRows();
        persist();
        return;
    }
}

void SavedConnections::persist() const
{
    if (m_settingsKey.isEmpty())
        return;
    QJsonArray list;
    for (const SavedConnection &connection : m_connections) {
        QJsonObject object {{QStringLiteral("id"), connection.id}, {QStringLiteral("name"), connection.name},
            {QStringLiteral("location"), connection.location},
            {QStringLiteral("kind"), kindName(connection.kind)}};
        if (!connection.safety.isPlain())
            object.insert(QStringLiteral("safety"),
                QJsonObject {{QStringLiteral("level"), safetyLevelName(connection.safety.level)},
                    {QStringLiteral("label"), connection.safety.label},
                    {QStringLiteral("colour"), connection.safety.colour}});
        list.append(object);
    }
    QSettings().setValue(m_settingsKey, QJsonDocument(list).toJson(QJsonDocument::Compact));
}

} // namespace rowan
