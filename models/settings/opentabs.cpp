#include "models/settings/opentabs.h"

#include <rowan/safety.h>

#include <QColor>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSettings>

#include <algorithm>
#include <cmath>
#include <limits>

namespace rowan {

namespace {
const QString KindEntry = QStringLiteral("kind");
const QString PlaceEntry = QStringLiteral("place");
const QString PlaceNameEntry = QStringLiteral("placeName");
const QString AccountEntry = QStringLiteral("account");
const QString TableEntry = QStringLiteral("table");
const QString QueryEntry = QStringLiteral("query");
const QString TopRowEntry = QStringLiteral("topRow");
const QString SafetyLabelEntry = QStringLiteral("safetyLabel");
const QString SafetyColourEntry = QStringLiteral("safetyColour");
const QString StoreKind = QStringLiteral("store");
const QString ConnectionKind = QStringLiteral("connection");
const QString TabsSetting = QStringLiteral("/tabs");
const QString CurrentSetting = QStringLiteral("/current");

// An optional string entry: absent is empty, anything but a string is malformed.
bool readString(const QJsonObject &json, const QString &entry, QString &into)
{
    const QJsonValue value = json.value(entry);
    if (value.isUndefined())
        return true;
    if (!value.isString())
        return false;
    into = value.toString();
    return true;
}
} // namespace

QJsonObject TableTab::toJson() const
{
    QJsonObject o;
    o[KindEntry] = kind == PlaceKind::Store ? StoreKind : ConnectionKind;
    o[PlaceEntry] = place;
    o[PlaceNameEntry] = placeName;
    o[AccountEntry] = account;
    o[TableEntry] = table;
    o[QueryEntry] = query.toJson();
    o[TopRowEntry] = topRow;
    if (!safetyLabel.isEmpty())
        o[SafetyLabelEntry] = safetyLabel;
    if (!safetyColour.isEmpty())
        o[SafetyColourEntry] = safetyColour;
    return o;
}

std::optional<TableTab> TableTab::fromJson(const QJsonObject &json)
{
    TableTab tab;
    const QString kind = json.value(KindEntry).toString();
    if (kind == StoreKind)
        tab.kind = PlaceKind::Store;
    else if (kind == ConnectionKind)
        tab.kind = PlaceKind::Connection;
    else
        return std::nullopt;
    if (!json.value(PlaceEntry).isString() || !json.value(TableEntry).isString())
        return std::nullopt;
    tab.place = json.value(PlaceEntry).toString();
    tab.table = json.value(TableEntry).toString();
    if (tab.place.isEmpty() || tab.table.isEmpty())
        return std::nullopt;
    if (!readString(json, PlaceNameEntry, tab.placeName) || !readString(json, AccountEntry, tab.account)
        || !readString(json, SafetyLabelEntry, tab.safetyLabel)
        || !readString(json, SafetyColourEntry, tab.safetyColour))
        return std::nullopt;
    if (!tab.safetyColour.isEmpty() && safetyColourFromText(tab.safetyColour) != tab.safetyColour)
        return std::nullopt;
    if (const QJsonValue top = json.value(TopRowEntry); !top.isUndefined()) {
        // JSON numbers are doubles: a fraction or a row past int's range is not a row.
        const double row = top.toDouble(-1);
        if (!top.isDouble() || row < 0 || row > std::numeric_limits<int>::max() || row != std::floor(row))
            return std::nullopt;
        tab.topRow = int(row);
    }
    if (const QJsonValue query = json.value(QueryEntry); !query.isUndefined()) {
        const auto parsed = query.isObject() ? SavedQuery::fromJson(query.toObject()) : std::nullopt;
        if (!parsed)
            return std::nullopt;
        tab.query = *parsed;
    }
    return tab;
}

QString TableTab::title() const
{
    const QString where = placeName.isEmpty() ? place : placeName;
    //: A tab's title: the table, then the store file or connection it is in.
    return QCoreApplication::translate("rowan::OpenTabs", "%1 — %2").arg(table, where);
}

bool TableTab::samePlace(const TableTab &other) const
{
    return kind == other.kind && place == other.place;
}

OpenTabs::OpenTabs(QObject *parent)
    : QAbstractListModel(parent)
{ }

int OpenTabs::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_tabs.size());
}

QString OpenTabs::toolTip(const TableTab &tab) const
{
    const QString where = tab.placeName.isEmpty() ? tab.place : tab.placeName;
    QStringList lines;
    lines << (tab.kind == TableTab::PlaceKind::Store ? tr("Store: %1").arg(where)
                                                     : tr("Connection: %1").arg(where));
    if (!tab.safetyLabel.isEmpty())
        lines << tr("Environment: %1").arg(tab.safetyLabel);
    lines << (tab.account.isEmpty() ? tr("Table: %1").arg(tab.table)
                                    : tr("Table: %1/%2").arg(tab.account, tab.table));
    if (!tab.query.filter.trimmed().isEmpty())
        lines << tr("Filter: %1").arg(tab.query.filter.trimmed());
    return lines.join(QLatin1Char('\n'));
}

QVariant OpenTabs::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const TableTab &t = m_tabs.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return t.title();
    case Qt::ToolTipRole:
        return toolTip(t);
    case Qt::AccessibleTextRole:
        if (t.safetyLabel.isEmpty())
            return t.title();
        //: A tab's name for screen readers: its title, then the place's environment ("PROD").
        return tr("%1 (%2)").arg(t.title(), t.safetyLabel);
    case KindRole:
        return int(t.kind);
    case PlaceRole:
        return t.place;
    case PlaceNameRole:
        return t.placeName;
    case AccountRole:
        return t.account;
    case TableRole:
        return t.table;
    case SafetyColourRole:
        return t.safetyColour.isEmpty() ? QVariant() : QVariant(QColor(t.safetyColour));
    case SafetyLabelRole:
        return t.safetyLabel;
    default:
        return {};
    }
}

QHash<int, QByteArray> OpenTabs::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(KindRole, "kind");
    names.insert(PlaceRole, "place");
    names.insert(PlaceNameRole, "placeName");
    names.insert(AccountRole, "account");
    names.insert(TableRole, "table");
    names.insert(SafetyColourRole, "safetyColour");
    names.insert(SafetyLabelRole, "safetyLabel");
    return names;
}

const TableTab &OpenTabs::tab(int row) const
{
    Q_ASSERT(row >= 0 && row < count());
    return m_tabs.at(row);
}

int OpenTabs::add(const TableTab &tab, int at)
{
    const int row = at < 0 || at > count() ? count() : at;
    // The first tab becomes current; one added before the current tab moves it a row on.
    const int current = m_current < 0 ? row : (row <= m_current ? m_current + 1 : m_current);
    const int before = m_current;
    beginInsertRows({}, row, row);
    m_tabs.insert(row, tab);
    m_current = current;
    endInsertRows();
    announceCurrent(before);
    return row;
}

void OpenTabs::setTab(int row, const TableTab &tab)
{
    if (row < 0 || row >= count() || m_tabs.at(row) == tab)
        return;
    m_tabs[row] = tab;
    const QModelIndex changed = index(row);
    Q_EMIT dataChanged(changed, changed);
}

void OpenTabs::remove(int row)
{
    if (row < 0 || row >= count())
        return;
    // Removing the current tab: the right neighbour moves into its row; at the end, the left one is last.
    int current = m_current;
    if (row < m_current)
        --current;
    else if (row == m_current)
        current = std::min(row, count() - 2);
    const int before = m_current;
    beginRemoveRows({}, row, row);
    m_tabs.removeAt(row);
    m_current = current;
    endRemoveRows();
    // The right neighbour takes the removed tab's row: the same row, another tab.
    if (row == before)
        Q_EMIT currentChanged(m_current);
    else
        announceCurrent(before);
}

void OpenTabs::move(int from, int to)
{
    if (from < 0 || from >= count() || to < 0 || to >= count() || from == to)
        return;
    int current = m_current;
    if (m_current == from)
        current = to;
    else if (from < m_current && to >= m_current)
        --current;
    else if (from > m_current && to <= m_current)
        ++current;
    const int before = m_current;
    // beginMoveRows names the row the moved one goes before, counted before the move.
    if (!beginMoveRows({}, from, from, {}, to > from ? to + 1 : to))
        return;
    m_tabs.move(from, to);
    m_current = current;
    endMoveRows();
    announceCurrent(before);
}

void OpenTabs::announceCurrent(int before)
{
    if (m_current != before)
        Q_EMIT currentChanged(m_current);
}

void OpenTabs::setCurrent(int row)
{
    if (row < 0 || row >= count() || row == m_current)
        return;
    m_current = row;
    Q_EMIT currentChanged(row);
}

int OpenTabs::indexOf(
    TableTab::PlaceKind kind, const QString &place, const QString &account, const QString &table) const
{
    for (int row = 0; row < count(); ++row) {
        const TableTab &t = m_tabs.at(row);
        if (t.kind == kind && t.place == place && t.account == account
            && t.table.compare(table, Qt::CaseInsensitive) == 0)
            return row;
    }
    return -1;
}

void OpenTabs::removePlace(TableTab::PlaceKind kind, const QString &place)
{
    // From the end, so the rows still to look at keep their numbers.
    for (int row = count() - 1; row >= 0; --row) {
        const TableTab &t = m_tabs.at(row);
        if (t.kind == kind && t.place == place)
            remove(row);
    }
}

void OpenTabs::updateSafety(
    TableTab::PlaceKind kind, const QString &place, const QString &label, const QString &colour)
{
    for (int row = 0; row < count(); ++row) {
        TableTab t = m_tabs.at(row);
        if (t.kind != kind || t.place != place)
            continue;
        t.safetyLabel = label;
        t.safetyColour = colour;
        setTab(row, t);
    }
}

void OpenTabs::save(QSettings &settings, const QString &key) const
{
    QJsonArray array;
    for (const TableTab &t : m_tabs)
        array.append(t.toJson());
    settings.setValue(
        key + TabsSetting, QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact)));
    settings.setValue(key + CurrentSetting, m_current);
}

void OpenTabs::restore(QSettings &settings, const QString &key)
{
    QList<TableTab> tabs;
    const QJsonDocument document
        = QJsonDocument::fromJson(settings.value(key + TabsSetting).toString().toUtf8());
    const QJsonArray array = document.array();
    for (const QJsonValue &value : array) {
        if (tabs.size() >= MaxTabs)
            break;
        if (auto t = TableTab::fromJson(value.toObject()))
            tabs.append(*t);
    }
    bool isInt = false;
    int current = settings.value(key + CurrentSetting).toInt(&isInt);
    if (tabs.isEmpty())
        current = -1;
    else if (!isInt || current < 0)
        current = 0;
    else
        current = std::min(current, int(tabs.size()) - 1);

    beginResetModel();
    m_tabs = tabs;
    m_current = current;
    endResetModel();
    // Whether or not the row is the same, it is another tab.
    Q_EMIT currentChanged(current);
}

} // namespace rowan
