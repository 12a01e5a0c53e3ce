#include "models/query/queryhistorymodel.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>

namespace rowan {

namespace {

constexpr int FileVersion = 1;

std::unexpected<Error> invalid(const QString &message)
{
    return std::unexpected(Error {ErrorCode::InvalidInput, message});
}

std::unexpected<Error> ioError(const QString &message)
{
    return std::unexpected(Error {ErrorCode::StoreIoError, message});
}

QJsonArray savedToJson(const QList<QPair<QString, SavedQuery>> &saved)
{
    QJsonArray out;
    for (const auto &[name, query] : saved) {
        QJsonObject o = query.toJson();
        o[QStringLiteral("name")] = name;
        out.append(o);
    }
    return out;
}

// nullopt with the reason when the array is not a list of named queries.
std::expected<QList<QPair<QString, SavedQuery>>, QString> savedFromJson(const QJsonArray &array)
{
    QList<QPair<QString, SavedQuery>> out;
    for (const QJsonValue &v : array) {
        const QJsonObject o = v.toObject();
        const QString name = o.value(QStringLiteral("name")).toString().trimmed();
        const auto query = SavedQuery::fromJson(o);
        if (name.isEmpty() || !query)
            return std::unexpected(QStringLiteral("entry %1 is not a named query").arg(out.size() + 1));
        out.append({name, *query});
    }
    return out;
}

void putSaved(QList<QPair<QString, SavedQuery>> &saved, const QString &name, const SavedQuery &query)
{
    auto it = std::find_if(saved.begin(), saved.end(), [&](const auto &p) { return p.first == name; });
    if (it != saved.end())
        it->second = query;
    else
        saved.append({name, query});
    std::sort(saved.begin(), saved.end(),
        [](const auto &a, const auto &b) { return a.first.localeAwareCompare(b.first) < 0; });
}

} // namespace

QJsonObject SavedQuery::toJson() const
{
    QJsonObject o;
    o[QStringLiteral("filter")] = filter;
    if (!select.isEmpty())
        o[QStringLiteral("select")] = QJsonArray::fromStringList(select);
    if (top)
        o[QStringLiteral("top")] = *top;
    if (!builder.isEmpty())
        o[QStringLiteral("builder")] = builder;
    return o;
}

std::optional<SavedQuery> SavedQuery::fromJson(const QJsonObject &json)
{
    if (!json.value(QStringLiteral("filter")).isString())
        return std::nullopt;
    SavedQuery q;
    q.filter = json.value(QStringLiteral("filter")).toString();
    for (const QJsonValue &v : json.value(QStringLiteral("select")).toArray()) {
        if (!v.isString())
            return std::nullopt;
        q.select.append(v.toString());
    }
    if (json.contains(QStringLiteral("top"))) {
        const int top = json.value(QStringLiteral("top")).toInt(-1);
        if (top < 1)
            return std::nullopt;
        q.top = top;
    }
    q.builder = json.value(QStringLiteral("builder")).toObject();
    return q;
}

QueryHistoryModel::QueryHistoryModel(const QString &filePath, QObject *parent)
    : QAbstractListModel(parent)
    , m_filePath(filePath)
{
    if (m_filePath.isEmpty())
        m_filePath = QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
                         .filePath(QStringLiteral("query-history.json"));
    load();
}

void QueryHistoryModel::load()
{
    QFile file(m_filePath);
    if (!file.exists())
        return;
    if (!file.open(QIODevice::ReadOnly)) {
        m_loadError = tr("Cannot read %1: %2").arg(m_filePath, file.errorString());
        return;
    }
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &error);
    if (!doc.isObject()) {
        m_loadError = tr("%1 is not a query history file: %2").arg(m_filePath, error.errorString());
        return;
    }
    const QJsonObject tables = doc.object().value(QStringLiteral("tables")).toObject();
    for (auto it = tables.begin(); it != tables.end(); ++it) {
        const QJsonObject t = it.value().toObject();
        TableQueries queries;
        for (const QJsonValue &v : t.value(QStringLiteral("recent")).toArray()) {
            if (const auto q = SavedQuery::fromJson(v.toObject()); q && queries.recent.size() < MaxRecent)
                queries.recent.append(*q);
        }
        // A damaged saved list loses only that table's saved queries.
        if (auto saved = savedFromJson(t.value(QStringLiteral("saved")).toArray()))
            for (const auto &[name, query] : *saved)
                putSaved(queries.saved, name, query);
        m_tables.insert(it.key(), queries);
    }
}

void QueryHistoryModel::save() const
{
    QJsonObject tables;
    for (auto it = m_tables.begin(); it != m_tables.end(); ++it) {
        if (it->recent.isEmpty() && it->saved.isEmpty())
            continue;
        QJsonArray recent;
        for (const SavedQuery &q : it->recent)
            recent.append(q.toJson());
        tables[it.key()] = QJsonObject {
            {QStringLiteral("recent"), recent}, {QStringLiteral("saved"), savedToJson(it->saved)}};
    }
    QDir().mkpath(QFileInfo(m_filePath).absolutePath());
    QSaveFile file(m_filePath);
    if (!file.open(QIODevice::WriteOnly))
        return;
    file.write(QJsonDocument(
        QJsonObject {{QStringLiteral("version"), FileVersion}, {QStringLiteral("tables"), tables}})
                   .toJson(QJsonDocument::Indented));
    file.commit();
}

void QueryHistoryModel::refresh()
{
    QList<Entry> rows;
    const TableQueries t = m_tables.value(m_key);
    for (const auto &[name, query] : t.saved)
        rows.append({Kind::Saved, name, query});
    for (const SavedQuery &q : t.recent)
        rows.append({Kind::Recent, {}, q});
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

int QueryHistoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant QueryHistoryModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.model() != this || index.parent().isValid())
        return {};
    const Entry &e = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole: {
        const QString filter = e.query.filter.isEmpty() ? tr("(all entities)") : e.query.filter;
        return e.kind == Kind::Saved ? e.name : filter;
    }
    case Qt::ToolTipRole:
        return e.query.filter;
    case KindRole:
        return int(e.kind);
    case NameRole:
        return e.name;
    case FilterRole:
        return e.query.filter;
    case SelectRole:
        return e.query.select;
    case TopRole:
        return e.query.top ? QVariant(*e.query.top) : QVariant();
    case HasPresetsRole:
        return !e.query.builder.isEmpty();
    default:
        return {};
    }
}

void QueryHistoryModel::setTable(const QString &storePath, const QString &account, const QString &table)
{
    // The store by absolute path, so the same file opened by another relative name shares its history.
    const QString store = storePath.isEmpty() ? QString() : QFileInfo(storePath).absoluteFilePath();
    m_key = QStringLiteral("%1|%2|%3").arg(store, account, table);
    refresh();
}

QueryHistoryModel::Kind QueryHistoryModel::kindAt(int row) const
{
    return m_rows.value(row).kind;
}

SavedQuery QueryHistoryModel::queryAt(int row) const
{
    return m_rows.value(row).query;
}

QString QueryHistoryModel::nameAt(int row) const
{
    return m_rows.value(row).name;
}

void QueryHistoryModel::addRecent(const SavedQuery &query)
{
    QList<SavedQuery> &recent = m_tables[m_key].recent;
    recent.removeAll(query);
    recent.prepend(query);
    while (recent.size() > MaxRecent)
        recent.removeLast();
    save();
    refresh();
}

void QueryHistoryModel::clearRecent()
{
    m_tables[m_key].recent.clear();
    save();
    refresh();
}

Status QueryHistoryModel::save(const QString &name, const SavedQuery &query)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty())
        return invalid(tr("A saved query needs a name."));
    putSaved(m_tables[m_key].saved, trimmed, query);
    save();
    refresh();
    return {};
}

Status QueryHistoryModel::rename(const QString &oldName, const QString &newName)
{
    const QString trimmed = newName.trimmed();
    if (trimmed.isEmpty())
        return invalid(tr("A saved query needs a name."));
    auto &saved = m_tables[m_key].saved;
    auto it = std::find_if(saved.begin(), saved.end(), [&](const auto &p) { return p.first == oldName; });
    if (it == saved.end())
        return invalid(tr("No saved query is called %1.").arg(oldName));
    if (trimmed != oldName
        && std::any_of(saved.begin(), saved.end(), [&](const auto &p) { return p.first == trimmed; }))
        return invalid(tr("Another saved query is already called %1.").arg(trimmed));
    const SavedQuery query = it->second;
    saved.erase(it);
    putSaved(saved, trimmed, query);
    save();
    refresh();
    return {};
}

bool QueryHistoryModel::removeSaved(const QString &name)
{
    auto &saved = m_tables[m_key].saved;
    const auto removed = saved.removeIf([&](const auto &p) { return p.first == name; });
    if (removed == 0)
        return false;
    save();
    refresh();
    return true;
}

Status QueryHistoryModel::exportSaved(const QString &path) const
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return ioError(tr("Cannot write %1: %2").arg(path, file.errorString()));
    const QJsonObject doc {{QStringLiteral("rowanSavedQueries"), FileVersion},
        {QStringLiteral("queries"), savedToJson(m_tables.value(m_key).saved)}};
    file.write(QJsonDocument(doc).toJson(QJsonDocument::Indented));
    if (!file.commit())
        return ioError(tr("Cannot write %1: %2").arg(path, file.errorString()));
    return {};
}

Result<int> QueryHistoryModel::importSaved(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return ioError(tr("Cannot read %1: %2").arg(path, file.errorString()));
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &error);
    if (!doc.isObject())
        return invalid(
            tr("%1 is not JSON: %2 (at byte %3)").arg(path, error.errorString()).arg(error.offset));
    const QJsonObject o = doc.object();
    if (!o.contains(QStringLiteral("rowanSavedQueries")) || !o.value(QStringLiteral("queries")).isArray())
        return invalid(tr("%1 is not a file of saved queries.").arg(path));
    auto saved = savedFromJson(o.value(QStringLiteral("queries")).toArray());
    if (!saved)
        return invalid(tr("%1: %2.").arg(path, saved.error()));
    for (const auto &[name, query] : *saved)
        putSaved(m_tables[m_key].saved, name, query);
    save();
    refresh();
    return int(saved->size());
}

} // namespace rowan
