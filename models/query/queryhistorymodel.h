// Recent and saved queries of one table at a time: the last MaxRecent queries run on each table (store,
// account, table) and named saved queries, kept across restarts in a JSON file in the application-data
// folder (never in the store). A query carries its filter text, $select, $top and, when the filter was
// built with time presets, the builder's rows so the presets are kept as presets. GUI thread only.
#pragma once

#include <rowan/status.h>

#include <QAbstractListModel>
#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace rowan {

struct SavedQuery
{
    QString filter;
    QStringList select;
    std::optional<int> top;
    // FilterBuilderModel::toJson() when the filter holds presets; empty otherwise.
    QJsonObject builder;
    bool operator==(const SavedQuery &) const = default;

    QJsonObject toJson() const;
    // nullopt for JSON that is not a query.
    static std::optional<SavedQuery> fromJson(const QJsonObject &json);
};

class QueryHistoryModel : public QAbstractListModel
{
    Q_OBJECT
public:
    static constexpr int MaxRecent = 50;
    enum class Kind { Saved, Recent };
    enum Roles {
        KindRole = Qt::UserRole + 1, // int(Kind)
        NameRole, // QString, saved queries
        FilterRole, // QString
        SelectRole, // QStringList
        TopRole, // int, or invalid when no $top
        HasPresetsRole, // bool
    };

    // filePath: the JSON file; empty means "query-history.json" in the application-data folder.
    explicit QueryHistoryModel(const QString &filePath = QString(), QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    // The table whose queries the rows show: saved ones first (by name), then recent ones, newest first.
    void setTable(const QString &storePath, const QString &account, const QString &table);
    QString tableKey() const { return m_key; }

    Kind kindAt(int row) const;
    SavedQuery queryAt(int row) const;
    QString nameAt(int row) const;

    // A query that ran: moves to the top of the recent ones (an equal one earlier is dropped), keeping at
    // most MaxRecent. Empty filter, select and top are a query too (the whole table).
    void addRecent(const SavedQuery &query);
    void clearRecent();
    // Saves under a name, replacing a saved query of that name. Returns InvalidInput for an empty name.
    Status save(const QString &name, const SavedQuery &query);
    // Returns InvalidInput for an empty name, when no saved query has the old
    // name, or when the new name is taken by another.
    Status rename(const QString &oldName, const QString &newName);
    bool removeSaved(const QString &name);

    // The saved queries of the current table to a JSON file; StoreIoError naming the file.
    Status exportSaved(const QString &path) const;
    // Adds the saved queries from such a file (same names are replaced); returns how many were read, or
    // InvalidInput naming what is wrong with the file, importing nothing.
    Result<int> importSaved(const QString &path);

    QString filePath() const { return m_filePath; }
    // Why the file could not be read at start (then the history starts empty and the file is not
    // overwritten until something changes); empty when it was read or absent.
    QString loadError() const { return m_loadError; }

private:
    struct Entry
    {
        Kind kind;
        QString name;
        SavedQuery query;
    };
    struct TableQueries
    {
        QList<QPair<QString, SavedQuery>> saved; // by name
        QList<SavedQuery> recent; // newest first
    };

    void load();
    void save() const;
    void refresh();

    QString m_filePath;
    QString m_key;
    QString m_loadError;
    QHash<QString, TableQueries> m_tables;
    QList<Entry> m_rows;
};

} // namespace rowan
