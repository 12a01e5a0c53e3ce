// The navigation tree: the open store or endpoint → its accounts → their tables, with entity counts and
// sizes from the statistics (where the backend keeps them), followed by the saved remote connections not
// open now, one row each. Loaded on the session's workers; GUI thread only.
#pragma once

#include <rowan/safety.h>
#include <rowan/stats.h>
#include <rowan/status.h>

#include <QAbstractItemModel>
#include <QIcon>
#include <QList>

namespace rowan {

struct SavedConnection;
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
    };
    enum class NodeKind { Store, Account, Table, Connection };

    explicit StoreTreeModel(ServiceSession *session, QObject *parent = nullptr);

    // The saved connections to list after the open one (null: none). The connection open now
    // (setOpenConnection) is the first row instead.
    void setConnections(SavedConnections *connections);
    void setOpenConnection(const QString &id);
    QString openConnection() const { return m_openConnection; }

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
    QModelIndex tableIndex(const QString &account, const QString &table) const;
    QModelIndex accountIndex(const QString &account) const;
    // The open store's file, and whether it was encrypted when last loaded.
    QString storePath() const { return m_storePath; }
    bool isEncrypted() const { return m_encrypted; }
    // The account's table names as last loaded (empty for an unknown account).
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
    NodeKind kindOf(const QModelIndex &index) const;
    bool sameShape(
        const QString &displayName, const QList<std::pair<QString, QList<TableInfo>>> &accounts) const;
    int storeRows() const { return m_storeName.isEmpty() ? 0 : 1; }
    QList<SavedConnection> listedConnections() const;
    QVariant storeData(const QModelIndex &index, int role) const;
    QVariant connectionData(const QModelIndex &index, int role) const;

    ServiceSession *m_session;
    QString m_storePath;
    QString m_storeName;
    bool m_encrypted = false;
    bool m_remote = false;
    bool m_statistics = true;
    QList<AccountNode> m_accounts;
    SavedConnections *m_connections = nullptr;
    QString m_openConnection;
    // The shown service's profile, kept here so painting never asks the session (which may be gone first).
    SafetyProfile m_safety;
    quint64 m_generation = 0;
    bool m_loading = false;
};

// "1.2 MB", "512 B": sizes for people.
QString formatBytes(qint64 bytes);

// A closed padlock (encrypted) or an open amber one, painted: no image plugin needed.
QIcon encryptionIcon(bool encrypted);

} // namespace rowan
