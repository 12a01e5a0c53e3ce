// The Generate SAS dialog's model: a service SAS for one table or an account SAS for the Table service.
// Rows are the permissions a token can grant, checkable, with what each allows; the rest are plain
// properties (validity window, key range, address range, protocol, signing key, stored policy). A policy
// the token is bound to locks the fields it sets. errors() says why nothing can be generated yet,
// warnings() what a user may regret later; generate() signs with the account key held by the service
// (ServiceCapability::AccountKeys). No widgets, no I/O: GUI thread only.
#pragma once

#include <rowan/account.h>
#include <rowan/protocol/accesspolicy.h>
#include <rowan/protocol/sas.h>
#include <rowan/status.h>

#include <QAbstractListModel>
#include <QDateTime>
#include <QUrl>

#include <optional>

namespace rowan {

class SasModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum class Kind { Service, Account };
    enum Roles { LetterRole = Qt::UserRole + 1, MeaningRole, LockedRole };
    enum class Preset { OneHour, OneDay, SevenDays, ThirtyDays, OneYear };

    struct Output
    {
        QString token;
        QString url;
        QString connectionString;
    };

    explicit SasModel(Kind kind, QObject *parent = nullptr);

    Kind kind() const { return m_kind; }

    // --- The permission rows ------------------------------------------------------------------------------
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    // The checked letters in the token's order ("raud", or "rwdlacu" letters for an account SAS); with a
    // policy that sets the permissions, the policy's.
    QString permissions() const;
    void setPermissions(const QString &letters);

    // --- What is signed -----------------------------------------------------------------------------------
    // The account with its keys (empty keys: this service cannot sign).
    void setAccount(const Account &account);
    const Account &account() const { return m_account; }
    void setTable(const QString &table);
    QString table() const { return m_table; }
    // The table's stored access policies (a service SAS may be bound to one).
    void setPolicies(const QList<SignedIdentifier> &policies);
    QStringList policyIds() const;
    // Binds the token to the policy `id` (empty: none). Its fields replace the dialog's and lock them.
    void setPolicyId(const QString &id);
    QString policyId() const { return m_policyId; }
    bool startLocked() const;
    bool expiryLocked() const;
    bool permissionsLocked() const;

    // Times are instants; seconds are dropped when signing. Absent start: valid at once.
    void setStart(const std::optional<QDateTime> &start);
    std::optional<QDateTime> start() const;
    void setExpiry(const std::optional<QDateTime> &expiry);
    std::optional<QDateTime> expiry() const;
    // Start now, expiry after the preset's duration.
    void applyPreset(Preset preset, const QDateTime &now);

    // The PartitionKey/RowKey range (service SAS only).
    void setRange(const protocol::KeyRange &range);
    const protocol::KeyRange &range() const { return m_range; }
    // From the partitions chosen in the Partitions dock: the first to the last, whole partitions.
    void setRangeFromPartitions(QStringList partitionKeys);
    // From entities selected in the grid: the smallest to the largest key.
    void setRangeFromKeys(const QList<std::pair<QString, QString>> &keys);

    void setIpRange(const QString &ip);
    QString ipRange() const { return m_ip; }
    void setHttpsOnly(bool httpsOnly);
    bool httpsOnly() const { return m_httpsOnly; }
    // 1 or 2.
    void setKeyNumber(int keyNumber);
    int keyNumber() const { return m_keyNumber; }
    // The service endpoint the URL and the connection string name (default http://127.0.0.1:10002).
    void setEndpoint(const QUrl &endpoint);
    QUrl endpoint() const { return m_endpoint; }

    // Why no token can be made now (empty: it can), each naming the field. `now` for the expiry check.
    QStringList errors(const QDateTime &now) const;
    // What the token would allow that is hard to take back.
    QStringList warnings(const QDateTime &now) const;
    // The signed token, the URL carrying it and a SAS connection string. InvalidInput with errors() joined
    // when there are errors.
    Result<Output> generate(const QDateTime &now) const;

Q_SIGNALS:
    void changed();

private:
    struct Permission
    {
        QChar letter;
        QString name;
        QString meaning;
    };
    const SignedIdentifier *boundPolicy() const;
    void setChanged();

    Kind m_kind;
    QList<Permission> m_rows;
    QString m_checked;
    Account m_account;
    QString m_table;
    QList<SignedIdentifier> m_policies;
    QString m_policyId;
    std::optional<QDateTime> m_start;
    std::optional<QDateTime> m_expiry;
    protocol::KeyRange m_range;
    QString m_ip;
    bool m_httpsOnly = false;
    int m_keyNumber = 1;
    QUrl m_endpoint;
};

// Seconds dropped: what a token can say.
QDateTime wholeSeconds(const QDateTime &time);

} // namespace rowan
