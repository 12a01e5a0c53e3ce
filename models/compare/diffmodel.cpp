#include "models/compare/diffmodel.h"

#include "models/session/guicontinuation.h"

#include <QtConcurrent/QtConcurrentRun>

#include <mutex>

namespace rowan {

// What the worker and the model share: the cancel flag, the differences found since the last poll, and
// the latest progress. The model takes them on a timer, so the worker never posts to an object that may be
// gone, and the GUI thread never waits for the lock (it tries again on the next tick).
struct DiffModel::Shared
{
    std::atomic<bool> cancel {false};
    std::mutex mutex;
    QList<compare::EntityDifference> pending;
    qint64 kept = 0;
    qint64 hidden = 0;
    compare::DiffProgress progress;
    bool freshProgress = false;
};

DiffModel::DiffModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    qRegisterMetaType<compare::DiffProgress>();
    qRegisterMetaType<compare::DiffSummary>();
    m_poll.setInterval(ProgressIntervalMs);
    connect(&m_poll, &QTimer::timeout, this, &DiffModel::poll);
}

DiffModel::~DiffModel()
{
    if (m_shared)
        m_shared->cancel = true;
}

void DiffModel::compare(std::shared_ptr<const TableService> leftService, const QString &leftAccount,
    const QString &leftTable, std::shared_ptr<const TableService> rightService, const QString &rightAccount,
    const QString &rightTable, const compare::DiffOptions &options)
{
    if (m_shared)
        m_shared->cancel = true;
    beginResetModel();
    m_rows.clear();
    m_hidden = 0;
    endResetModel();
    m_shared = std::make_shared<Shared>();
    m_running = true;
    const quint64 generation = ++m_generation;
    const std::shared_ptr<Shared> shared = m_shared;
    const CancelFlag cancel(shared, &shared->cancel);
    auto future
        = QtConcurrent::run([leftService, rightService, shared, cancel, options,
                                left = compare::TableSide {leftService.get(), leftAccount, leftTable},
                                right = compare::TableSide {rightService.get(), rightAccount, rightTable}] {
              return compare::diffTables(
                  left, right, options,
                  [&](compare::EntityDifference &difference) {
                      std::lock_guard guard(shared->mutex);
                      if (shared->kept < MaxRows) {
                          shared->pending.append(std::move(difference));
                          ++shared->kept;
                      } else {
                          ++shared->hidden;
                      }
                      return ScanControl::Continue;
                  },
                  [&](const compare::DiffProgress &p) {
                      std::lock_guard guard(shared->mutex);
                      shared->progress = p;
                      shared->freshProgress = true;
                  },
                  cancel);
          });
    m_poll.start();
    continueOnGui(this, future, [this, generation](const Result<compare::DiffSummary> &result) {
        if (generation != m_generation || !m_running)
            return;
        m_poll.stop();
        poll(); // the worker is done: the lock is free
        m_running = false;
        if (!result) {
            Q_EMIT failed(result.error().toString());
            return;
        }
        if (result->cancelled) {
            Q_EMIT cancelled();
            return;
        }
        Q_EMIT finished(*result);
    });
}

void DiffModel::cancel()
{
    if (!m_running)
        return;
    m_shared->cancel = true;
    m_poll.stop();
    m_running = false;
    ++m_generation;
    Q_EMIT cancelled();
}

void DiffModel::poll()
{
    if (!m_shared)
        return;
    QList<compare::EntityDifference> arrived;
    compare::DiffProgress p;
    bool fresh = false;
    {
        std::unique_lock guard(m_shared->mutex, std::try_to_lock);
        if (!guard.owns_lock())
            return;
        arrived.swap(m_shared->pending);
        m_hidden = m_shared->hidden;
        fresh = m_shared->freshProgress;
        m_shared->freshProgress = false;
        p = m_shared->progress;
    }
    if (!arrived.isEmpty()) {
        beginInsertRows({}, int(m_rows.size()), int(m_rows.size() + arrived.size() - 1));
        m_rows.append(std::move(arrived));
        endInsertRows();
    }
    if (fresh)
        Q_EMIT progress(p);
}

const compare::EntityDifference *DiffModel::difference(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows.at(row) : nullptr;
}

int DiffModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int DiffModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString DiffModel::kindTitle(compare::DifferenceKind kind)
{
    switch (kind) {
    case compare::DifferenceKind::OnlyLeft:
        return tr("Only left");
    case compare::DifferenceKind::OnlyRight:
        return tr("Only right");
    case compare::DifferenceKind::Changed:
        return tr("Changed");
    }
    return {};
}

QString DiffModel::sideText(const compare::EntityDifference &difference, bool left) const
{
    const std::optional<Entity> &entity = left ? difference.left : difference.right;
    if (!entity)
        return {};
    QStringList parts;
    if (difference.kind == compare::DifferenceKind::Changed) {
        for (const compare::PropertyChange &change : difference.changes) {
            const std::optional<Value> &value = left ? change.left : change.right;
            parts.append(value ? QStringLiteral("%1 = %2 (%3)")
                                     .arg(change.name, value->toDisplayString(), edmTypeName(value->type()))
                               : tr("%1 missing").arg(change.name));
        }
    } else {
        for (const Property &property : entity->properties())
            parts.append(QStringLiteral("%1 = %2").arg(property.name, property.value.toDisplayString()));
    }
    return parts.join(QStringLiteral("; "));
}

QVariant DiffModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const compare::EntityDifference &d = m_rows.at(index.row());
    if (role == KindRole)
        return int(d.kind);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case KindColumn:
        return kindTitle(d.kind);
    case PartitionKeyColumn:
        return d.partitionKey;
    case RowKeyColumn:
        return d.rowKey;
    case PropertiesColumn: {
        QStringList names;
        for (const compare::PropertyChange &change : d.changes)
            names.append(change.name);
        return names.join(QStringLiteral(", "));
    }
    case LeftColumn:
        return sideText(d, true);
    case RightColumn:
        return sideText(d, false);
    default:
        return {};
    }
}

QVariant DiffModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case KindColumn:
        return tr("Difference");
    case PartitionKeyColumn:
        return QStringLiteral("PartitionKey");
    case RowKeyColumn:
        return QStringLiteral("RowKey");
    case PropertiesColumn:
        return tr("Properties");
    case LeftColumn:
        return tr("Left");
    case RightColumn:
        return tr("Right");
    default:
        return {};
    }
}

} // namespace rowan
