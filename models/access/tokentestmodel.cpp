#include "models/access/tokentestmodel.h"

#include <rowan/protocol/connectionstring.h>
#include <rowan/protocol/sharedkey.h>

#include <QUrl>

#include <algorithm>

namespace rowan {

using protocol::TableOperation;

namespace {
QString utcText(DateTime t)
{
    return t.toQDateTime().toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss 'UTC'"));
}

QString permissionWords(const QString &letters, bool account)
{
    QStringList words;
    for (const QChar c : letters) {
        switch (c.unicode()) {
        case 'r':
            words << (account ? QObject::tr("r read entities") : QObject::tr("r query"));
            break;
        case 'a':
            words << (account ? QObject::tr("a add entities, create tables") : QObject::tr("a add"));
            break;
        case 'u':
            words << QObject::tr("u update");
            break;
        case 'd':
            words << (account ? QObject::tr("d delete entities and tables") : QObject::tr("d delete"));
            break;
        case 'l':
            words << QObject::tr("l list tables");
            break;
        case 'c':
            words << QObject::tr("c create tables");
            break;
        case 'w':
            words << QObject::tr("w create tables");
            break;
        case 'p':
            words << QObject::tr("p (no meaning for tables)");
            break;
        default:
            words << QObject::tr("'%1' is not a permission").arg(c);
        }
    }
    if (letters.contains(u'a') && letters.contains(u'u'))
        words << QObject::tr("a + u: the upserts");
    return words.join(QStringLiteral(", "));
}

QString operationName(TableOperation op)
{
    switch (op) {
    case TableOperation::QueryEntities:
        return QObject::tr("Query / Get");
    case TableOperation::InsertEntity:
        return QObject::tr("Insert");
    case TableOperation::UpdateEntity:
        return QObject::tr("Update (replace)");
    case TableOperation::MergeEntity:
        return QObject::tr("Merge");
    case TableOperation::DeleteEntity:
        return QObject::tr("Delete");
    case TableOperation::InsertOrReplaceEntity:
        return QObject::tr("Insert or replace");
    case TableOperation::InsertOrMergeEntity:
        return QObject::tr("Insert or merge");
    case TableOperation::QueryTables:
        return QObject::tr("List tables");
    case TableOperation::CreateTable:
        return QObject::tr("Create table");
    case TableOperation::DeleteTable:
        return QObject::tr("Delete table");
    case TableOperation::GetTableAcl:
    case TableOperation::SetTableAcl:
        return QObject::tr("Table ACL");
    }
    return {};
}
} // namespace

QString describeFromNow(DateTime time, DateTime now)
{
    const qint64 seconds = (time.ticks() - now.ticks()) / DateTime::TicksPerSecond;
    const qint64 a = seconds < 0 ? -seconds : seconds;
    QString amount;
    if (a < 90)
        amount = QObject::tr("%1 s").arg(a);
    else if (a < 90 * 60)
        amount = QObject::tr("%1 min").arg((a + 30) / 60);
    else if (a < 48 * 3600)
        amount = QObject::tr("%1 h").arg((a + 1800) / 3600);
    else {
        const qint64 days = (a + 43200) / 86400;
        amount = days == 1 ? QObject::tr("1 day") : QObject::tr("%1 days", nullptr, int(days)).arg(days);
    }
    return seconds < 0 ? QObject::tr("%1 ago").arg(amount) : QObject::tr("in %1").arg(amount);
}

TokenTestModel::TokenTestModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

int TokenTestModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int TokenTestModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TokenTestModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    if (role == ProblemRole)
        return row.problem;
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        switch (index.column()) {
        case FieldColumn:
            return row.field;
        case ValueColumn:
            return row.value;
        case MeaningColumn:
            return row.meaning;
        default:
            break;
        }
    }
    return {};
}

QVariant TokenTestModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case FieldColumn:
        return tr("Field");
    case ValueColumn:
        return tr("Value");
    case MeaningColumn:
        return tr("Meaning");
    default:
        return {};
    }
}

void TokenTestModel::setAccount(const Account &account)
{
    m_account = account;
    rebuild();
}

void TokenTestModel::setPolicies(const QList<SignedIdentifier> &policies)
{
    m_policies = policies;
    rebuild();
}

void TokenTestModel::setDefaultTable(const QString &table)
{
    m_defaultTable = table;
    rebuild();
}

void TokenTestModel::setInput(const QString &text, DateTime now)
{
    m_input = text;
    m_now = now;
    rebuild();
}

QString TokenTestModel::tableName() const
{
    const auto tn = protocol::queryValue(m_items, u"tn");
    return m_kind == protocol::SasKind::Service && tn && !tn->isEmpty() ? *tn : m_defaultTable;
}

QString TokenTestModel::policyId() const
{
    return protocol::queryValue(m_items, u"si").value_or(QString());
}

bool TokenTestModel::hasProblems() const
{
    return !m_inputError.isEmpty() || std::ranges::any_of(m_rows, &Row::problem);
}

QList<QByteArray> TokenTestModel::keys() const
{
    QList<QByteArray> out;
    for (const QString &k : {m_account.key1, m_account.key2}) {
        auto decoded = protocol::decodeAccountKey(k);
        out.append(decoded ? *decoded : QByteArray());
    }
    return out;
}

void TokenTestModel::rebuild()
{
    beginResetModel();
    m_rows.clear();
    m_items.clear();
    m_kind = protocol::SasKind::None;
    m_inputError.clear();
    m_signature = Signature::Unchecked;
    QString text = m_input.trimmed();
    QByteArray query;
    if (text.isEmpty()) {
        m_inputError = tr("Paste a SAS token, a URL carrying one, or a SAS connection string.");
    } else if (text.contains(QLatin1String("SharedAccessSignature="), Qt::CaseInsensitive)
        || text.contains(QLatin1String("AccountKey="), Qt::CaseInsensitive)
        || text.contains(QLatin1String("UseDevelopmentStorage="), Qt::CaseInsensitive)) {
        auto cs = protocol::ConnectionString::parse(text);
        if (!cs)
            m_inputError = tr("Not a valid connection string: %1").arg(cs.error().message);
        else if (cs->sharedAccessSignature.isEmpty())
            m_inputError = tr("This connection string holds an account key, not a SAS: whoever has it may do "
                              "everything on the account.");
        else
            query = cs->sharedAccessSignature.toUtf8();
    } else if (text.startsWith(QLatin1String("http://"), Qt::CaseInsensitive)
        || text.startsWith(QLatin1String("https://"), Qt::CaseInsensitive)) {
        const QUrl url(text);
        if (!url.isValid())
            m_inputError = tr("Not a valid URL: %1").arg(url.errorString());
        else if (!url.hasQuery())
            m_inputError = tr("The URL carries no query, so no SAS.");
        else
            query = url.query(QUrl::FullyEncoded).toUtf8();
    } else {
        if (text.startsWith(QLatin1Char('?')))
            text.remove(0, 1);
        query = text.toUtf8();
    }
    if (m_inputError.isEmpty()) {
        auto items = protocol::parseQueryString(query);
        if (!items) {
            m_inputError = tr("The token's percent-encoding is broken: %1").arg(items.error().message);
        } else {
            m_items = std::move(*items);
            m_kind = protocol::sasKindOf(m_items);
            if (m_kind == protocol::SasKind::None)
                m_inputError = tr("There is no signature (sig): this is not a shared access signature.");
            explainFields();
        }
    }
    endResetModel();
}

void TokenTestModel::explainFields()
{
    const bool account = m_kind == protocol::SasKind::Account;
    // The stored policy and the fields given twice as the server finds them (an account SAS has no policy).
    const auto service = protocol::ServiceSas::fromItems(m_items);
    const SignedIdentifier *policy = account ? nullptr : service.storedPolicy(m_policies);
    const bool hasPolicy = policy != nullptr;
    const QList<QLatin1StringView> givenTwice
        = policy ? service.givenTwice(*policy) : QList<QLatin1StringView>();
    // Whether the server refuses the parameter as not well formed: its rules, not a copy of them.
    const QList<protocol::SasProblem> problems = protocol::malformedSasParameters(m_items);
    const auto malformed = [&problems](const QString &name) {
        return std::ranges::any_of(problems, [&name](const auto &p) { return p.parameter == name; });
    };
    const auto timeMeaning = [&](const QString &value, bool isExpiry, Row &row) {
        const auto t = protocol::parseSasTime(value);
        if (!t) {
            row.problem = true;
            row.meaning = tr("Not a time: tokens use ISO-8601 UTC such as 2026-12-01T00:00:00Z.");
            return;
        }
        const bool past = *t <= m_now;
        if (isExpiry)
            row.meaning = past ? tr("Expired %1 (%2).").arg(describeFromNow(*t, m_now), utcText(*t))
                               : tr("Expires %1 (%2).").arg(describeFromNow(*t, m_now), utcText(*t));
        else
            row.meaning = past
                ? tr("Valid from %1 (%2).").arg(utcText(*t), describeFromNow(*t, m_now))
                : tr("Not valid yet: from %1 (%2).").arg(utcText(*t), describeFromNow(*t, m_now));
        if (isExpiry && past)
            row.problem = true;
        if (!isExpiry && !past)
            row.problem = true;
    };
    bool sawExpiry = false;
    bool sawSig = false;
    for (const auto &[name, value] : std::as_const(m_items)) {
        Row row {name, value, {}, false};
        if (name == QLatin1String("sv")) {
            const bool ok = !malformed(name);
            row.problem = !ok;
            row.meaning = ok ? tr("Service version %1.").arg(value)
                             : tr("Not a supported version: tokens need 2015-04-05 or later.");
        } else if (name == QLatin1String("tn")) {
            row.meaning = account ? tr("Ignored in an account SAS.") : tr("Table %1 only.").arg(value);
        } else if (name == QLatin1String("sp")) {
            const QString allowed = account ? QStringLiteral("rwdlacup") : QStringLiteral("raud");
            const bool ok = !value.isEmpty() && !malformed(name);
            row.problem = !ok;
            row.meaning = permissionWords(value, account);
            if (!ok)
                row.meaning = tr("Malformed: letters of %1, each once. %2").arg(allowed, row.meaning);
            if (givenTwice.contains(QLatin1StringView("sp"))) {
                row.problem = true;
                row.meaning += tr(" The policy sets the permissions too, so the token is refused.");
            }
        } else if (name == QLatin1String("st")) {
            timeMeaning(value, false, row);
        } else if (name == QLatin1String("se")) {
            sawExpiry = true;
            timeMeaning(value, true, row);
            if (givenTwice.contains(QLatin1StringView("se"))) {
                row.problem = true;
                row.meaning += tr(" The policy sets the expiry too, so the token is refused.");
            }
        } else if (name == QLatin1String("si")) {
            if (account) {
                row.meaning = tr("Ignored in an account SAS.");
            } else if (malformed(name)) {
                row.problem = true;
                row.meaning = tr("Longer than 64 characters: malformed.");
            } else if (!hasPolicy) {
                row.problem = true;
                row.meaning
                    = tr("Table %1 has no stored access policy '%2': it was deleted (revoked) or never "
                         "existed, so the token is refused.")
                          .arg(tableName(), value);
            } else {
                QStringList gives;
                if (policy->start)
                    gives << tr("start %1").arg(utcText(*policy->start));
                if (policy->expiry)
                    gives << tr("expiry %1 (%2)")
                                 .arg(utcText(*policy->expiry), describeFromNow(*policy->expiry, m_now));
                if (policy->permission)
                    gives << tr("permissions %1").arg(permissionWords(*policy->permission, false));
                row.meaning
                    = tr("Stored policy '%1' gives: %2. Deleting it revokes the token.")
                          .arg(value, gives.isEmpty() ? tr("nothing") : gives.join(QStringLiteral("; ")));
                if (policy->expiry && *policy->expiry <= m_now)
                    row.problem = true;
                sawExpiry = sawExpiry || policy->expiry.has_value();
            }
        } else if (name == QLatin1String("sip")) {
            const auto ok = protocol::sasAddressAllowed(value, QHostAddress(QHostAddress::LocalHost));
            row.problem = !ok;
            row.meaning = !ok ? tr("Malformed: an address or a range a-b of one family, low to high.")
                : *ok         ? tr("Only clients from %1 (this computer is inside).").arg(value)
                              : tr("Only clients from %1 (this computer is outside).").arg(value);
        } else if (name == QLatin1String("spr")) {
            row.problem = malformed(name);
            row.meaning = row.problem             ? tr("Malformed: https or https,http.")
                : value == QLatin1String("https") ? tr("HTTPS only: refused over plain HTTP.")
                                                  : tr("HTTPS or HTTP.");
        } else if (name == QLatin1String("spk")) {
            row.meaning = tr("From PartitionKey '%1'.").arg(value);
        } else if (name == QLatin1String("srk")) {
            row.problem = malformed(name);
            row.meaning = row.problem ? tr("Malformed: a start RowKey needs spk.")
                                      : tr("From RowKey '%1' in the first partition.").arg(value);
        } else if (name == QLatin1String("epk")) {
            row.meaning = tr("Up to PartitionKey '%1' (inclusive).").arg(value);
        } else if (name == QLatin1String("erk")) {
            row.problem = malformed(name);
            row.meaning = row.problem ? tr("Malformed: an end RowKey needs epk.")
                                      : tr("Up to RowKey '%1' in the last partition.").arg(value);
        } else if (name == QLatin1String("ss")) {
            const bool tables = protocol::AccountSas::fromItems(m_items).includesTableService();
            row.problem = !tables || malformed(name);
            row.meaning = !tables ? tr("Does not include the Table service (t): refused here.")
                : row.problem     ? tr("Malformed: letters of bqtf.")
                                  : tr("Services %1, including tables.").arg(value);
        } else if (name == QLatin1String("srt")) {
            QStringList types;
            if (value.contains(u's'))
                types << tr("service");
            if (value.contains(u'c'))
                types << tr("tables (c)");
            if (value.contains(u'o'))
                types << tr("entities (o)");
            row.problem = malformed(name);
            row.meaning = row.problem ? tr("Malformed: letters of sco.")
                                      : tr("Resource types: %1.").arg(types.join(QStringLiteral(", ")));
        } else if (name == QLatin1String("ses")) {
            row.meaning = tr("Encryption scope %1 (signed; no meaning here).").arg(value);
        } else if (name == QLatin1String("sig")) {
            sawSig = true;
            continue; // added last, after the signature check
        } else {
            row.meaning = tr("Not a SAS field: ignored and not signed.");
        }
        m_rows.append(row);
    }
    if (!account && !protocol::queryValue(m_items, u"tn"))
        m_rows.append({QStringLiteral("tn"), tr("(missing)"),
            tr("No table named: the token is for table %1 "
               "only if it was signed for it.")
                .arg(tableName()),
            false});
    if (!sawExpiry)
        m_rows.append({QStringLiteral("se"), tr("(missing)"),
            tr("No expiry, and no stored policy gives one: the token is refused."), true});
    if (!sawSig) {
        m_rows.append({QStringLiteral("sig"), tr("(missing)"), tr("Nothing is signed."), true});
        return;
    }
    const QString sig = protocol::queryValue(m_items, u"sig").value_or(QString());
    Row row {QStringLiteral("sig"), sig, {}, false};
    m_signature = Signature::NoKeyMatches;
    if (!protocol::decodeSasSignature(sig)) {
        row.problem = true;
        row.meaning = tr("Not base64: malformed.");
    } else {
        // The server's own signature check, key by key, apart from the token's other checks: an expired
        // token still names the key that signed it.
        const std::optional<int> key = protocol::sasSigningKey(m_items, m_account.name, keys());
        if (key)
            m_signature = *key == 0 ? Signature::Key1 : Signature::Key2;
        row.problem = m_signature == Signature::NoKeyMatches;
        row.meaning = signatureText();
    }
    m_rows.append(row);
}

QString TokenTestModel::signatureText() const
{
    switch (m_signature) {
    case Signature::Unchecked:
        return tr("Not checked.");
    case Signature::Key1:
        return tr("Verified: signed with key 1 of %1.").arg(m_account.name);
    case Signature::Key2:
        return tr("Verified: signed with key 2 of %1.").arg(m_account.name);
    case Signature::NoKeyMatches:
        break;
    }
    if (m_account.key1.isEmpty() && m_account.key2.isEmpty())
        return tr("Cannot be checked: this service does not give the account's keys.");
    return tr("Matches neither key of %1: a field was changed after signing, or it was signed for another "
              "account or with a key since regenerated.")
        .arg(m_account.name);
}

TokenTestModel::Verdict TokenTestModel::judge(
    TableOperation operation, const QString &partitionKey, const QString &rowKey, DateTime now) const
{
    Verdict v {operation, operationName(operation), false, {}};
    if (m_kind == protocol::SasKind::None) {
        v.reason = m_inputError;
        return v;
    }
    if (m_account.key1.isEmpty() && m_account.key2.isEmpty()) {
        v.reason = tr("This service does not give the account's keys, so the token cannot be judged here.");
        return v;
    }
    const protocol::SasAuthorizationRequest request {
        operation, tableName(), QHostAddress(QHostAddress::LocalHost), false, now};
    auto verdict = protocol::authorizeSas(m_items, m_account.name, keys(), request, m_policies);
    if (!verdict) {
        v.reason = QStringLiteral("%1: %2").arg(verdict.error().codeName(), verdict.error().message);
        return v;
    }
    const bool entityOperation = operation != TableOperation::QueryEntities
        && operation != TableOperation::QueryTables && operation != TableOperation::CreateTable
        && operation != TableOperation::DeleteTable;
    if (verdict->grant && (entityOperation || !partitionKey.isEmpty())) {
        if (auto ok = verdict->grant->authorizeEntity(partitionKey, rowKey); !ok) {
            v.reason = QStringLiteral("%1: %2").arg(ok.error().codeName(), ok.error().message);
            return v;
        }
    }
    v.allowed = true;
    v.reason = verdict->grant && !verdict->grant->range.isUnbounded()
        ? tr("Allowed: permission granted and the "
             "keys lie inside the token's range.")
        : tr("Allowed: permission granted.");
    return v;
}

QList<TokenTestModel::Verdict> TokenTestModel::judgeEntity(
    const QString &partitionKey, const QString &rowKey, DateTime now) const
{
    QList<Verdict> out;
    for (TableOperation op : {TableOperation::QueryEntities, TableOperation::InsertEntity,
             TableOperation::UpdateEntity, TableOperation::MergeEntity, TableOperation::DeleteEntity,
             TableOperation::InsertOrReplaceEntity, TableOperation::InsertOrMergeEntity})
        out.append(judge(op, partitionKey, rowKey, now));
    return out;
}

Result<QueryRequest> TokenTestModel::readRequest(DateTime now) const
{
    if (m_kind == protocol::SasKind::None)
        return fail(ErrorCode::AuthenticationFailed, m_inputError);
    if (m_account.key1.isEmpty() && m_account.key2.isEmpty())
        return fail(ErrorCode::NotImplemented,
            tr("This service does not give the account's keys, so the token cannot be judged here."));
    const protocol::SasAuthorizationRequest request {
        TableOperation::QueryEntities, tableName(), QHostAddress(QHostAddress::LocalHost), false, now};
    auto verdict = protocol::authorizeSas(m_items, m_account.name, keys(), request, m_policies);
    if (!verdict)
        return std::unexpected(verdict.error());
    QueryRequest q;
    if (verdict->grant)
        q.keyLimit = protocol::sasScanRange(verdict->grant->range);
    return q;
}

QString TokenTestModel::summary(DateTime now) const
{
    if (m_kind == protocol::SasKind::None)
        return m_inputError;
    const Verdict query = judge(TableOperation::QueryEntities, {}, {}, now);
    const QString kind = m_kind == protocol::SasKind::Account ? tr("Account SAS") : tr("Service SAS");
    if (query.allowed)
        return tr("%1: allows querying %2 now. %3").arg(kind, tableName(), signatureText());
    return tr("%1: a query on %2 is refused now — %3").arg(kind, tableName(), query.reason);
}

} // namespace rowan
