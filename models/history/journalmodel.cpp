#include "models/history/journalmodel.h"

#include "models/session/guicontinuation.h"
#include "models/session/servicesession.h"

#include <rowan/tableservice.h>

#include <QDate>
#include <QLocale>

#include <algorithm>

namespace rowan {

namespace {
constexpr int OpenPollMs = 1000;

struct JournalListing
{
    QList<JournalAction> actions;
    qint64 bytes = -1;
    std::optional<Error> error;
};

bool isUndo(const JournalAction &a)
{
    return a.info.kind == QLatin1String("undo");
}
} // namespace

JournalModel::JournalModel(ServiceSession *session, QObject *parent)
    : QAbstractTableModel(parent)
    , m_session(session)
{
    m_openPoll.setSingleShot(true);
    m_openPoll.setInterval(OpenPollMs);
    connect(&m_openPoll, &QTimer::timeout, this, &JournalModel::reload);
    connect(m_session, &ServiceSession::serviceChanged, this, &JournalModel::reload);
    connect(m_session, &ServiceSession::changed, this, &JournalModel::reload);
    reload();
}

bool JournalModel::isAvailable() const
{
    return m_session->isOpen() && m_session->description().capabilities.testFlag(ServiceCapability::Journal);
}

void JournalModel::reload()
{
    const quint64 generation = ++m_generation;
    m_openPoll.stop();
    if (!isAvailable()) {
        beginResetModel();
        m_actions.clear();
        m_bytes = -1;
        endResetModel();
        Q_EMIT loaded();
        return;
    }
    continueOnGui(this,
        m_session->run([](TableService &service) {
            JournalListing listing;
            JournalFilter filter;
            filter.limit = MaxListed;
            auto actions = service.journalActions(filter);
            if (!actions) {
                listing.error = actions.error();
                return listing;
            }
            for (JournalAction &a : *actions) {
                if (a.entityCount > 0 || a.open)
                    listing.actions.append(std::move(a));
            }
            auto bytes = service.journalSize();
            listing.bytes = bytes ? *bytes : -1;
            return listing;
        }),
        [this, generation](const JournalListing &listing) {
            if (generation != m_generation)
                return;
            if (listing.error) {
                Q_EMIT loadFailed(listing.error->message);
                return;
            }
            beginResetModel();
            m_actions = listing.actions;
            m_bytes = listing.bytes;
            endResetModel();
            if (std::any_of(m_actions.cbegin(), m_actions.cend(), [](const JournalAction &a) { return a.open; }))
                m_openPoll.start();
            Q_EMIT loaded();
        });
}

int JournalModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_actions.size());
}

int JournalModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant JournalModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_actions.size())
        return {};
    const JournalAction &a = m_actions.at(index.row());
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case TimeColumn: {
            // Today's actions by their time alone, to leave the Action column room in a narrow dock.
            const QDateTime started = a.startedAt.toQDateTime().toLocalTime();
            if (started.date() == QDate::currentDate())
                return QLocale().toString(started.time(), QLocale::ShortFormat);
            return QLocale().toString(started, QLocale::ShortFormat);
        }
        case ActionColumn:
            return a.info.label.isEmpty() ? a.info.kind : a.info.label;
        case TableColumn:
            return a.info.table;
        case EntitiesColumn:
            return QLocale().toString(a.entityCount);
        case StateColumn:
            if (a.undoneBy != 0)
                return isUndo(a) ? tr("Redone") : tr("Undone");
            if (a.interrupted)
                return tr("Interrupted");
            if (a.open)
                return tr("Running");
            return QString();
        }
    }
    if (role == Qt::TextAlignmentRole && index.column() == EntitiesColumn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole) {
        return tr("%1\n%2 entities, %3 by %4")
            .arg(describe(a), QLocale().toString(a.entityCount),
                QLocale().toString(a.startedAt.toQDateTime().toLocalTime(), QLocale::LongFormat), a.info.origin);
    }
    return {};
}

QVariant JournalModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TimeColumn:
        return tr("Time");
    case ActionColumn:
        return tr("Action");
    case TableColumn:
        return tr("Table");
    case EntitiesColumn:
        return tr("Entities");
    case StateColumn:
        return tr("State");
    }
    return {};
}

std::optional<JournalAction> JournalModel::undoTarget() const
{
    for (const JournalAction &a : m_actions) {
        if (a.undoneBy == 0 && !a.open && !isUndo(a))
            return a;
    }
    return std::nullopt;
}

std::optional<JournalAction> JournalModel::redoTarget() const
{
    for (const JournalAction &a : m_actions) {
        if (a.undoneBy != 0 || a.open)
            continue;
        if (isUndo(a))
            return a;
        return std::nullopt; // a newer action stands above any undo
    }
    return std::nullopt;
}

QString JournalModel::describe(const JournalAction &action)
{
    const QString label = action.info.label.isEmpty() ? action.info.kind : action.info.label;
    if (action.entityCount == 1)
        return label;
    return tr("%1 (%2 entities)").arg(label, QLocale().toString(action.entityCount));
}

} // namespace rowan
