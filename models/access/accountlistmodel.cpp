#include "models/access/accountlistmodel.h"

#include "models/session/guicontinuation.h"
#include "models/session/servicesession.h"

#include <rowan/protocol/connectionstring.h>

#include <QPointer>

namespace rowan {

AccountListModel::AccountListModel(ServiceSession *session, QObject *parent)
    : QAbstractTableModel(parent)
    , m_session(session)
{ }

int AccountListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_accounts.size());
}

int AccountListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AccountListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Account &a = m_accounts.at(index.row());
    switch (role) {
    case NameRole:
        return a.name;
    case Key1Role:
        return a.key1;
    case Key2Role:
        return a.key2;
    case DevelopmentRole:
        return isDevelopment(a);
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            return a.name;
        case CreatedColumn:
            return a.created.ticks() > 0
                ? a.created.toQDateTime().toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'"))
                : QString();
        case NoteColumn:
            return isDevelopment(a) ? tr("Development account: its key is public") : QString();
        default:
            return {};
        }
    default:
        return {};
    }
}

QVariant AccountListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Account");
    case CreatedColumn:
        return tr("Created");
    case NoteColumn:
        return tr("Note");
    default:
        return {};
    }
}

void AccountListModel::load()
{
    if (!m_session->isOpen()) {
        setAccounts({});
        return;
    }
    QPointer<AccountListModel> self(this);
    continueOnGui(this, m_session->run([](TableService &s) { return s.accounts(); }),
        [self](Result<QList<Account>> result) {
            if (!self)
                return;
            if (!result) {
                Q_EMIT self->failed(result.error().message);
                return;
            }
            self->setAccounts(*result);
            Q_EMIT self->loaded();
        });
}

void AccountListModel::setAccounts(const QList<Account> &accounts)
{
    beginResetModel();
    m_accounts = accounts;
    endResetModel();
}

Account AccountListModel::account(const QString &name) const
{
    const int row = rowOf(name);
    return row < 0 ? Account() : m_accounts.at(row);
}

int AccountListModel::rowOf(const QString &name) const
{
    for (int i = 0; i < m_accounts.size(); ++i) {
        if (m_accounts.at(i).name == name)
            return i;
    }
    return -1;
}

void AccountListModel::replace(const Account &account)
{
    const int row = rowOf(account.name);
    if (row >= 0) {
        m_accounts[row] = account;
        Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
        return;
    }
    int at = 0;
    while (at < m_accounts.size() && m_accounts.at(at).name < account.name)
        ++at;
    beginInsertRows({}, at, at);
    m_accounts.insert(at, account);
    endInsertRows();
}

void AccountListModel::createAccount(const QString &name)
{
    if (auto valid = validateAccountName(name); !valid) {
        Q_EMIT failed(valid.error().message);
        return;
    }
    QPointer<AccountListModel> self(this);
    continueOnGui(this, m_session->run([name](TableService &s) { return s.createAccount(name); }),
        [self](Result<Account> result) {
            if (!self)
                return;
            if (!result) {
                Q_EMIT self->failed(result.error().message);
                return;
            }
            self->replace(*result);
            Q_EMIT self->accountCreated(*result);
        });
}

void AccountListModel::deleteAccount(const QString &name)
{
    QPointer<AccountListModel> self(this);
    continueOnGui(this, m_session->run([name](TableService &s) { return s.deleteAccount(name); }),
        [self, name](Status result) {
            if (!self)
                return;
            if (!result) {
                Q_EMIT self->failed(result.error().message);
                return;
            }
            if (const int row = self->rowOf(name); row >= 0) {
                self->beginRemoveRows({}, row, row);
                self->m_accounts.removeAt(row);
                self->endRemoveRows();
            }
            Q_EMIT self->accountDeleted(name);
        });
}

void AccountListModel::regenerateKey(const QString &name, int keyNumber)
{
    QPointer<AccountListModel> self(this);
    continueOnGui(this,
        m_session->run([name, keyNumber](TableService &s) { return s.regenerateKey(name, keyNumber); }),
        [self, keyNumber](Result<Account> result) {
            if (!self)
                return;
            if (!result) {
                Q_EMIT self->failed(result.error().message);
                return;
            }
            self->replace(*result);
            Q_EMIT self->keyRegenerated(*result, keyNumber);
        });
}

bool AccountListModel::isDevelopment(const Account &account)
{
    return account.name == QLatin1String(DevelopmentAccountName)
        && (account.key1 == QLatin1String(DevelopmentAccountKey)
            || account.key2 == QLatin1String(DevelopmentAccountKey));
}

QString AccountListModel::sharedKeyConnectionString(
    const Account &account, int keyNumber, const QUrl &endpoint)
{
    protocol::ConnectionString cs;
    cs.defaultEndpointsProtocol = endpoint.scheme();
    cs.accountName = account.name;
    cs.accountKey = keyNumber == 2 ? account.key2 : account.key1;
    cs.tableEndpoint = endpoint.toString(QUrl::StripTrailingSlash) + QLatin1Char('/') + account.name;
    return cs.toString();
}

} // namespace rowan
