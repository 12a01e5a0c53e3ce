// The navigation tree: every open store and connection side by side (OpenPlaces) → its accounts → their
// tables, with entity counts and sizes from the statistics (where the backend keeps them), followed by the
// saved remote connections not open now, one row each. The place the session shows is loaded on the
// session's workers whenever it is shown or changes; the others keep what they showed last. GUI thread
// only.
#pragma once

#include <rowan/safety.h>
#include <rowan/stats.h>
#include <rowan/status.h>

#include <QAbstractItemModel>
#include <QIcon>
#include <QList>

namespace rowan {

struct SavedConnection;
class OpenPlaces;
class SavedConnections;
class ServiceSession;

class StoreTreeModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, EntitiesColumn, SizeColumn, ColumnCount };
    enum Roles {
        NodeKindRole = Qt::UserRole + 1,
        AccountRole,
        TableRole,
        EntityCountRole,
        EncryptedRole,
        ConnectionIdRole,
        RemoteRole,
        // An account's node: true for the public development account (its key is known to everyone).
        DevelopmentRole,
        // The store's or connection's environment label (rowan/safety.h), empty when it has none; its
        // Entities column shows it as a badge in the label's colour.
        SafetyLabelRole,
        // The row of the open place the node belongs to (OpenPlaces' index); -1 for a saved connection's
        // row that is not open.
        PlaceRole,
        // Whether the node belongs to the place the session shows.
        CurrentPlaceRole,
        // The store's file or the endpoint's location of the place the node belongs to.
        LocationRole,
    };
    enum class NodeKind { Store, Account, Table, Connection };

    explicit StoreTreeModel(ServiceSession *session, QObject *parent = nullptr);

    // The saved connections to list after the open places (null: none). A connection open now is listed
    // as an open place instead.
    void setConnections(SavedConnections *connections);
    // The stores and connections open now; the tree's first rows.
    OpenPlaces *places() const { return m_places; }
    // The saved connection the session shows; empty when it shows a store or nothing.
    QString openConnection() const;

    QModelIndex index(int row, int column, const QModelIndex &parent = QModelIndex()) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Reloads accounts and tables from the store; emits loaded() when the new content is in. When the
    // accounts and tables are the ones shown, only their counts and sizes change (dataChanged, no reset).
    // Done by itself whenever the session announces commits or noted writes (ServiceSession::changed()).
    void refresh();
    bool isLoading() const { return m_loading; }
    // The nodes of the place the session shows (`place` -1) or of the open place `place`.
    QModelIndex placeIndex(int place = -1) const;
    QModelIndex tableIndex(const QString &account, const QString &table, int place = -1) const;
    QModelIndex accountIndex(const QString &account, int place = -1) const;
    // The shown store's file or endpoint's location, and whether it was encrypted when last loaded.
    QString storePath() const;
    bool isEncrypted() const;
    // The account's table names as last loaded in the place shown (empty for an unknown account).
    QStringList tableNames(const QString &account) const;

    // Create or delete a table on a worker; on success tableCreated()/tableDeleted() and a refresh follow,
    // otherwise operationFailed() with the engine's error.
    void createTable(const QString &account, const QString &name);
    void deleteTable(const QString &account, const QString &name);

Q_SIGNALS:
    void loaded();
    void loadFailed(const QString &message);
    void tableCreated(const QString &account, const QString &table);
    void tableDeleted(const QString &account, const QString &table);
    void operationFailed(const QString &account, const QString &table, const rowan::Error &error);

private:
    // The badge of a store or connection row with `profile`, for `role` of `column`; invalid when none.
    static QVariant safetyData(const SafetyProfile &profile, int column, int role);
    struct AccountNode
    {
        QString name;
        QList<TableInfo> tables;
    };
    // What the tree shows of one open place, as last loaded.
    struct PlaceNode
    {
        // OpenPlaces' kind and key of the place, by which the node is found again when places open or close.
        bool isConnection = false;
        QString key;
        QString path;
        QString name;
        bool encrypted = false;
        bool remote = false;
        bool statistics = true;
        bool loaded = false;
        QString connectionId;
        SafetyProfile safety;
        QList<AccountNode> accounts;
    };
    NodeKind kindOf(const QModelIndex &index) const;
    // The place a node belongs to; -1 for a saved connection's row.
    int placeOf(const QModelIndex &index) const;
    // A table node's account row in its place.
    int accountOf(const QModelIndex &index) const;
    int current() const;
    bool sameShape(const PlaceNode &node, const QString &displayName,
        const QList<std::pair<QString, QList<TableInfo>>> &accounts) const;
    int storeRows() const { return int(m_nodes.size()); }
    QList<SavedConnection> listedConnections() const;
    QVariant storeData(const PlaceNode &node, const QModelIndex &index, int role) const;
    QVariant connectionData(const QModelIndex &index, int role) const;
    // Makes the nodes follow the places opened and closed, keeping what each showed.
    void followPlaces();

    ServiceSession *m_session;
    OpenPlaces *m_places;
    QList<PlaceNode> m_nodes;
    SavedConnections *m_connections = nullptr;
    quint64 m_generation = 0;
    bool m_loading = false;
};

// "1.2 MB", "512 B": sizes for people.
QString formatBytes(qint64 bytes);

// A closed padlock (encrypted) or an open amber one, painted: no image plugin needed.
QIcon encryptionIcon(bool encrypted);

} // namespace rowan
