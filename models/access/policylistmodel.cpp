#include "models/access/policylistmodel.h"

#include "models/session/guicontinuation.h"
#include "models/session/servicesession.h"

#include <rowan/protocol/sas.h>

#include <QPointer>

namespace rowan {

namespace {
QString timeText(const std::optional<DateTime> &t)
{
    return t ? t->toQDateTime().toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss 'UTC'"))
             : QObject::tr("(from the token)");
}
} // namespace

PolicyListModel::PolicyListModel(ServiceSession *session, QObject *parent)
    : QAbstractTableModel(parent)
    , m_session(session)
{ }

int PolicyListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_policies.size());
}

int PolicyListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PolicyListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    const auto &p = m_policies.at(index.row());
    switch (index.column()) {
    case IdColumn:
        return p.id;
    case StartColumn:
        return timeText(p.start);
    case ExpiryColumn:
        return timeText(p.expiry);
    case PermissionsColumn:
        return p.permission ? *p.permission : tr("(from the token)");
    default:
        return {};
    }
}

QVariant PolicyListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case IdColumn:
        return tr("Id");
    case StartColumn:
        return tr("Start");
    case ExpiryColumn:
        return tr("Expiry");
    case PermissionsColumn:
        return tr("Permissions");
    default:
        return {};
    }
}

void PolicyListModel::setPolicies(
    const QString &account, const QString &table, const QList<SignedIdentifier> &policies)
{
    beginResetModel();
    m_account = account;
    m_table = table;
    m_policies = policies;
    m_modified = false;
    endResetModel();
}

void PolicyListModel::load(const QString &account, const QString &table)
{
    const quint64 generation = ++m_generation;
    setPolicies(account, table, {});
    setBusy(true);
    QPointer<PolicyListModel> self(this);
    continueOnGui(this,
        m_session->run([account, table](TableService &s) { return s.tableAccessPolicies(account, table); }),
        [self, generation, account, table](Result<QList<SignedIdentifier>> result) {
            if (!self || generation != self->m_generation)
                return;
            self->setBusy(false);
            if (!result) {
                Q_EMIT self->failed(result.error().message);
                return;
            }
            self->setPolicies(account, table, *result);
            Q_EMIT self->loaded();
        });
}

QString PolicyListModel::validate(const SignedIdentifier &policy, int replacing) const
{
    if (policy.id.isEmpty())
        return tr("The id is empty.");
    if (policy.id.size() > MaxSignedIdentifierLength)
        return tr("The id has %1 characters; at most %2 are allowed.")
            .arg(policy.id.size())
            .arg(MaxSignedIdentifierLength);
    for (int i = 0; i < m_policies.size(); ++i) {
        if (i != replacing && m_policies.at(i).id == policy.id)
            return tr("The table already has a policy '%1'.").arg(policy.id);
    }
    if (replacing < 0 && m_policies.size() >= MaxSignedIdentifiers)
        return tr("A table holds at most %1 stored access policies.").arg(MaxSignedIdentifiers);
    if (policy.start && !policy.start->isInServiceRange())
        return tr("The start is outside the range the service accepts.");
    if (policy.expiry && !policy.expiry->isInServiceRange())
        return tr("The expiry is outside the range the service accepts.");
    if (policy.start && policy.expiry && *policy.expiry <= *policy.start)
        return tr("The expiry must come after the start.");
    if (policy.permission) {
        const auto parsed = protocol::parseSasPermissions(*policy.permission);
        if (!parsed || !*parsed)
            return tr("Permissions are letters of raud, each at most once.");
    }
    return {};
}

Status PolicyListModel::addPolicy(const SignedIdentifier &policy)
{
    if (const QString why = validate(policy); !why.isEmpty())
        return fail(ErrorCode::InvalidInput, why);
    auto normalized = policy;
    if (normalized.permission)
        normalized.permission
            = protocol::sasPermissionsToString(*protocol::parseSasPermissions(*policy.permission));
    beginInsertRows({}, int(m_policies.size()), int(m_policies.size()));
    m_policies.append(normalized);
    m_modified = true;
    endInsertRows();
    return {};
}

Status PolicyListModel::replacePolicy(int row, const SignedIdentifier &policy)
{
    if (row < 0 || row >= m_policies.size())
        return fail(ErrorCode::InvalidInput, tr("No policy in row %1.").arg(row));
    if (const QString why = validate(policy, row); !why.isEmpty())
        return fail(ErrorCode::InvalidInput, why);
    m_policies[row] = policy;
    if (policy.permission)
        m_policies[row].permission
            = protocol::sasPermissionsToString(*protocol::parseSasPermissions(*policy.permission));
    m_modified = true;
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1), {Qt::DisplayRole, Qt::ToolTipRole});
    return {};
}

void PolicyListModel::removePolicy(int row)
{
    if (row < 0 || row >= m_policies.size())
        return;
    beginRemoveRows({}, row, row);
    m_policies.removeAt(row);
    m_modified = true;
    endRemoveRows();
}

void PolicyListModel::save()
{
    const quint64 generation = ++m_generation;
    setBusy(true);
    QPointer<PolicyListModel> self(this);
    continueOnGui(this,
        m_session->run([account = m_account, table = m_table, policies = m_policies](
                           TableService &s) { return s.setTableAccessPolicies(account, table, policies); }),
        [self, generation](Status result) {
            if (!self || generation != self->m_generation)
                return;
            self->setBusy(false);
            if (!result) {
                Q_EMIT self->failed(result.error().message);
                return;
            }
            self->m_modified = false;
            Q_EMIT self->saved();
        });
}

void PolicyListModel::setBusy(bool busy)
{
    if (m_busy == busy)
        return;
    m_busy = busy;
    Q_EMIT busyChanged(busy);
}

} // namespace rowan
