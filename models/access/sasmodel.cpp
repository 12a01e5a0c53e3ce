#include "models/access/sasmodel.h"

#include <rowan/protocol/accountsas.h>
#include <rowan/protocol/connectionstring.h>
#include <rowan/protocol/sharedkey.h>

#include <QTimeZone>

#include <algorithm>

namespace rowan {

namespace {
// Past this a token without a stored policy is a liability: only regenerating the key that signed it
// (and so breaking every other token signed with it) takes it back.
constexpr qint64 LongExpirySeconds = 24 * 3600;

QString letterOrder(SasModel::Kind kind)
{
    return kind == SasModel::Kind::Service ? QStringLiteral("raud") : QStringLiteral("rwdlacup");
}

QString describeRangeEnd(const std::optional<QString> &pk, const std::optional<QString> &rk)
{
    if (!pk)
        return {};
    return rk ? QStringLiteral("'%1' / '%2'").arg(*pk, *rk) : QStringLiteral("'%1'").arg(*pk);
}
} // namespace

QDateTime wholeSeconds(const QDateTime &time)
{
    return QDateTime::fromSecsSinceEpoch(time.toSecsSinceEpoch(), QTimeZone::UTC);
}

SasModel::SasModel(Kind kind, QObject *parent)
    : QAbstractListModel(parent)
    , m_kind(kind)
    , m_endpoint(QStringLiteral("http://127.0.0.1:10002"))
{
    if (kind == Kind::Service) {
        m_rows = {
            {u'r', tr("Query"), tr("Read entities: Get Entity and Query Entities.")},
            {u'a', tr("Add"), tr("Insert new entities (with Update also Insert or Replace/Merge).")},
            {u'u', tr("Update"), tr("Replace and merge existing entities (with Add also the upserts).")},
            {u'd', tr("Delete"), tr("Delete entities.")},
        };
    } else {
        m_rows = {
            {u'r', tr("Read"), tr("Query entities in every table.")},
            {u'a', tr("Add"), tr("Insert entities; also create tables.")},
            {u'u', tr("Update"), tr("Replace and merge entities (with Add also the upserts).")},
            {u'd', tr("Delete"), tr("Delete entities, and delete whole tables.")},
            {u'l', tr("List"), tr("List the account's tables.")},
            {u'c', tr("Create"), tr("Create tables.")},
        };
    }
}

int SasModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant SasModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Permission &p = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return QStringLiteral("%1  %2").arg(p.letter).arg(p.name);
    case Qt::ToolTipRole:
    case MeaningRole:
        return p.meaning;
    case Qt::CheckStateRole:
        return permissions().contains(p.letter) ? Qt::Checked : Qt::Unchecked;
    case LetterRole:
        return QString(p.letter);
    case LockedRole:
        return permissionsLocked();
    default:
        return {};
    }
}

bool SasModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::CheckStateRole || permissionsLocked()
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    const QChar letter = m_rows.at(index.row()).letter;
    QString letters = m_checked;
    letters.remove(letter);
    if (value.value<Qt::CheckState>() == Qt::Checked)
        letters.append(letter);
    setPermissions(letters);
    return true;
}

Qt::ItemFlags SasModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
    if (!permissionsLocked())
        f |= Qt::ItemIsEnabled | Qt::ItemIsUserCheckable;
    return f;
}

QString SasModel::permissions() const
{
    if (const auto *policy = boundPolicy(); policy && policy->permission)
        return *policy->permission;
    return m_checked;
}

void SasModel::setPermissions(const QString &letters)
{
    QString ordered;
    for (const QChar c : letterOrder(m_kind)) {
        if (letters.contains(c)
            && std::ranges::any_of(m_rows, [c](const Permission &p) { return p.letter == c; }))
            ordered.append(c);
    }
    if (ordered == m_checked)
        return;
    m_checked = ordered;
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0), index(int(m_rows.size()) - 1), {Qt::CheckStateRole});
    setChanged();
}

void SasModel::setAccount(const Account &account)
{
    m_account = account;
    setChanged();
}

void SasModel::setTable(const QString &table)
{
    m_table = table;
    setChanged();
}

void SasModel::setPolicies(const QList<SignedIdentifier> &policies)
{
    m_policies = policies;
    if (!m_policyId.isEmpty() && !boundPolicy())
        m_policyId.clear();
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0), index(int(m_rows.size()) - 1), {Qt::CheckStateRole, LockedRole});
    setChanged();
}

QStringList SasModel::policyIds() const
{
    QStringList ids;
    for (const auto &p : m_policies)
        ids.append(p.id);
    return ids;
}

void SasModel::setPolicyId(const QString &id)
{
    beginResetModel(); // the check states and the enabled flags of every row may change
    m_policyId = id;
    endResetModel();
    setChanged();
}

const SignedIdentifier *SasModel::boundPolicy() const
{
    if (m_kind != Kind::Service || m_policyId.isEmpty())
        return nullptr;
    auto it = std::ranges::find(m_policies, m_policyId, &SignedIdentifier::id);
    return it == m_policies.end() ? nullptr : &*it;
}

bool SasModel::startLocked() const
{
    const auto *p = boundPolicy();
    return p && p->start;
}

bool SasModel::expiryLocked() const
{
    const auto *p = boundPolicy();
    return p && p->expiry;
}

bool SasModel::permissionsLocked() const
{
    const auto *p = boundPolicy();
    return p && p->permission;
}

void SasModel::setStart(const std::optional<QDateTime> &start)
{
    m_start = start;
    setChanged();
}

std::optional<QDateTime> SasModel::start() const
{
    if (const auto *p = boundPolicy(); p && p->start)
        return p->start->toQDateTime();
    return m_start;
}

void SasModel::setExpiry(const std::optional<QDateTime> &expiry)
{
    m_expiry = expiry;
    setChanged();
}

std::optional<QDateTime> SasModel::expiry() const
{
    if (const auto *p = boundPolicy(); p && p->expiry)
        return p->expiry->toQDateTime();
    return m_expiry;
}

void SasModel::applyPreset(Preset preset, const QDateTime &now)
{
    static constexpr qint64 day = 86400;
    qint64 seconds = 3600;
    switch (preset) {
    case Preset::OneHour:
        seconds = 3600;
        break;
    case Preset::OneDay:
        seconds = day;
        break;
    case Preset::SevenDays:
        seconds = 7 * day;
        break;
    case Preset::ThirtyDays:
        seconds = 30 * day;
        break;
    case Preset::OneYear:
        seconds = 365 * day;
        break;
    }
    m_start = wholeSeconds(now);
    m_expiry = wholeSeconds(now).addSecs(seconds);
    setChanged();
}

void SasModel::setRange(const protocol::KeyRange &range)
{
    m_range = range;
    setChanged();
}

void SasModel::setRangeFromPartitions(QStringList partitionKeys)
{
    protocol::KeyRange range;
    if (!partitionKeys.isEmpty()) {
        std::ranges::sort(partitionKeys, [](const QString &a, const QString &b) { return a.compare(b) < 0; });
        range.startPartitionKey = partitionKeys.first();
        range.endPartitionKey = partitionKeys.last();
    }
    setRange(range);
}

void SasModel::setRangeFromKeys(const QList<std::pair<QString, QString>> &keys)
{
    protocol::KeyRange range;
    if (!keys.isEmpty()) {
        const auto less = [](const std::pair<QString, QString> &a, const std::pair<QString, QString> &b) {
            const int c = a.first.compare(b.first);
            return c < 0 || (c == 0 && a.second.compare(b.second) < 0);
        };
        const auto [lo, hi] = std::ranges::minmax_element(keys, less);
        range = {lo->first, lo->second, hi->first, hi->second};
    }
    setRange(range);
}

void SasModel::setIpRange(const QString &ip)
{
    m_ip = ip.trimmed();
    setChanged();
}

void SasModel::setHttpsOnly(bool httpsOnly)
{
    m_httpsOnly = httpsOnly;
    setChanged();
}

void SasModel::setKeyNumber(int keyNumber)
{
    m_keyNumber = keyNumber == 2 ? 2 : 1;
    setChanged();
}

void SasModel::setEndpoint(const QUrl &endpoint)
{
    m_endpoint = endpoint;
    setChanged();
}

void SasModel::setChanged()
{
    Q_EMIT changed();
}

QStringList SasModel::errors(const QDateTime &now) const
{
    QStringList out;
    const QString key = m_keyNumber == 2 ? m_account.key2 : m_account.key1;
    if (!m_account.isValid())
        out << tr("No account is chosen.");
    else if (key.isEmpty() || !protocol::decodeAccountKey(key))
        out << tr("This service does not give the account's keys, so no token can be signed here.");
    if (m_kind == Kind::Service && m_table.isEmpty())
        out << tr("No table is chosen.");
    if (m_kind == Kind::Service && !m_policyId.isEmpty() && !boundPolicy())
        out << tr("The table has no stored access policy '%1'.").arg(m_policyId);
    if (permissions().isEmpty())
        out << tr("Permissions: choose at least one.");
    const auto s = start();
    const auto e = expiry();
    if (!e)
        out << tr("Expiry: a token needs one (or a stored policy that sets it).");
    else if (wholeSeconds(*e) <= wholeSeconds(now))
        out << tr("Expiry: %1 is in the past.").arg(e->toUTC().toString(Qt::ISODate));
    if (s && e && wholeSeconds(*e) <= wholeSeconds(*s))
        out << tr("Expiry: it must come after the start.");
    if (m_kind == Kind::Service) {
        if (m_range.startRowKey && !m_range.startPartitionKey)
            out << tr("Range: a start RowKey needs a start PartitionKey.");
        if (m_range.endRowKey && !m_range.endPartitionKey)
            out << tr("Range: an end RowKey needs an end PartitionKey.");
        if (m_range.startPartitionKey && m_range.endPartitionKey) {
            const int c = m_range.startPartitionKey->compare(*m_range.endPartitionKey);
            if (c > 0
                || (c == 0 && m_range.startRowKey && m_range.endRowKey
                    && m_range.startRowKey->compare(*m_range.endRowKey) > 0))
                out << tr("Range: its start comes after its end, so it grants nothing.");
        }
    }
    if (!m_ip.isEmpty() && !protocol::sasAddressAllowed(m_ip, QHostAddress(QHostAddress::LocalHost)))
        out << tr("IP range: '%1' is not an address or a range a-b of one family, low to high.").arg(m_ip);
    if (!m_endpoint.isValid() || m_endpoint.host().isEmpty()
        || (m_endpoint.scheme() != QLatin1String("http") && m_endpoint.scheme() != QLatin1String("https")))
        out << tr("Endpoint: '%1' is not an http or https URL.").arg(m_endpoint.toString());
    return out;
}

QStringList SasModel::warnings(const QDateTime &now) const
{
    QStringList out;
    const auto e = expiry();
    const bool policyRevokes = m_kind == Kind::Service && boundPolicy();
    if (e && !policyRevokes && (start().value_or(now)).secsTo(*e) > LongExpirySeconds)
        out << tr("Valid for more than a day without a stored policy: it cannot be revoked, only made "
                  "useless by regenerating key %1, which breaks every token signed with it.")
                   .arg(m_keyNumber);
    if (m_kind == Kind::Service && m_range.isUnbounded())
        out << tr("No key range: the token grants the whole table %1.").arg(m_table);
    if (m_kind == Kind::Account)
        out << tr("An account SAS applies to every table of %1, also tables created later.")
                   .arg(m_account.name);
    if (m_account.name == QLatin1String(DevelopmentAccountName)
        && (m_keyNumber == 2 ? m_account.key2 : m_account.key1) == QLatin1String(DevelopmentAccountKey))
        out << tr("Signed with the public development key: anyone can make the same token.");
    if (m_kind == Kind::Service && (m_range.startPartitionKey || m_range.endPartitionKey))
        out << tr("Only keys from %1 to %2 are granted.")
                   .arg(m_range.startPartitionKey
                           ? describeRangeEnd(m_range.startPartitionKey, m_range.startRowKey)
                           : tr("the first"),
                       m_range.endPartitionKey ? describeRangeEnd(m_range.endPartitionKey, m_range.endRowKey)
                                               : tr("the last"));
    return out;
}

Result<SasModel::Output> SasModel::generate(const QDateTime &now) const
{
    const QStringList problems = errors(now);
    if (!problems.isEmpty())
        return fail(ErrorCode::InvalidInput, problems.join(QLatin1Char(' ')));
    const auto key = protocol::decodeAccountKey(m_keyNumber == 2 ? m_account.key2 : m_account.key1);
    const auto *policy = boundPolicy();
    const auto timeText = [](const std::optional<QDateTime> &t) {
        return t ? protocol::formatSasTime(DateTime::fromQDateTime(wholeSeconds(*t))) : QString();
    };
    const QString spr = m_httpsOnly ? QStringLiteral("https") : QString();
    QString endpoint = m_endpoint.toString(QUrl::StripTrailingSlash);
    const QString accountUrl = endpoint + QLatin1Char('/') + m_account.name;
    QByteArray token;
    QString resource = accountUrl;
    if (m_kind == Kind::Service) {
        protocol::ServiceSas sas;
        sas.version = protocol::ServiceSas::DefaultVersion;
        sas.tableName = m_table;
        sas.permissions = policy && policy->permission ? QString() : m_checked;
        sas.start = policy && policy->start ? QString() : timeText(m_start);
        sas.expiry = policy && policy->expiry ? QString() : timeText(m_expiry);
        sas.identifier = m_policyId;
        sas.ip = m_ip;
        sas.protocol = spr;
        sas.range = m_range;
        sas.sign(m_account.name, *key);
        token = sas.toQuery();
        resource = accountUrl + QLatin1Char('/') + m_table;
    } else {
        protocol::AccountSas sas;
        sas.version = protocol::AccountSas::DefaultVersion;
        sas.services = QStringLiteral("t");
        sas.resourceTypes = QStringLiteral("sco");
        sas.permissions = m_checked;
        sas.start = timeText(m_start);
        sas.expiry = timeText(m_expiry);
        sas.ip = m_ip;
        sas.protocol = spr;
        sas.sign(m_account.name, *key);
        token = sas.toQuery();
    }
    protocol::ConnectionString cs;
    cs.tableEndpoint = accountUrl;
    cs.sharedAccessSignature = QString::fromLatin1(token);
    return Output {
        QString::fromLatin1(token), resource + QLatin1Char('?') + QString::fromLatin1(token), cs.toString()};
}

} // namespace rowan
