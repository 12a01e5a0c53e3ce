// The token tester's model: a pasted SAS token, URL or connection string taken apart field by field in
// plain words, and judged by the code `rowan serve` authorizes with (protocol/sasauthorization.h): the
// fields it refuses as malformed, the account key whose signature matches (sasSigningKey), and what the
// token allows on this service (authorizeSas). Rows are the token's fields (Field, Value, Meaning);
// ProblemRole marks the malformed ones.
// Malformed input is explained, never fatal. No widgets, no I/O: GUI thread only (the query of what a token
// can read runs through ServiceSession in the dialog).
#pragma once

#include <rowan/account.h>
#include <rowan/protocol/accesspolicy.h>
#include <rowan/protocol/operation.h>
#include <rowan/protocol/sasauthorization.h>
#include <rowan/query.h>

#include <QAbstractTableModel>

namespace rowan {

// "in 3 h", "2 days ago", "in 45 s": the distance from `now` to `time`, rounded to its largest unit.
QString describeFromNow(DateTime time, DateTime now);

class TokenTestModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { FieldColumn, ValueColumn, MeaningColumn, ColumnCount };
    enum Roles { ProblemRole = Qt::UserRole + 1 };
    enum class Signature { Unchecked, Key1, Key2, NoKeyMatches };

    // The verdict on one operation for one entity (or the table, for a query).
    struct Verdict
    {
        protocol::TableOperation operation;
        QString name; // "Query", "Insert", …
        bool allowed = false;
        QString reason;
    };

    explicit TokenTestModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The account tokens are checked against (its keys), and the stored access policies of the table a
    // service SAS names (setPolicies after the table is known: tableName()).
    void setAccount(const Account &account);
    void setPolicies(const QList<SignedIdentifier> &policies);
    // The table an account SAS is tried on (a service SAS names its own).
    void setDefaultTable(const QString &table);
    // Takes the text apart at `now` and refreshes the rows.
    void setInput(const QString &text, DateTime now);

    protocol::SasKind kind() const { return m_kind; }
    // Why the input is not a token at all (empty when it is one, possibly with malformed fields).
    QString inputError() const { return m_inputError; }
    // The table the token is judged on: tn, else the default table.
    QString tableName() const;
    QString policyId() const;
    Signature signature() const { return m_signature; }
    QString signatureText() const;
    bool hasProblems() const;

    // What the server would answer to `operation` on this service at `now` (the entity's keys are checked
    // against the granted range for entity operations).
    Verdict judge(protocol::TableOperation operation, const QString &partitionKey, const QString &rowKey,
        DateTime now) const;
    // Query, Insert, Update, Merge, Delete, Insert or Replace, Insert or Merge for one entity.
    QList<Verdict> judgeEntity(const QString &partitionKey, const QString &rowKey, DateTime now) const;
    // The query the server would run for this token: the request limited to its key range. The error
    // explains why the token may not query at all.
    Result<QueryRequest> readRequest(DateTime now) const;
    // One line for people: "Allows query on Employees now (signed with key 1)." or why not.
    QString summary(DateTime now) const;

private:
    struct Row
    {
        QString field;
        QString value;
        QString meaning;
        bool problem = false;
    };
    void rebuild();
    void explainFields();
    QList<QByteArray> keys() const;

    Account m_account;
    QList<SignedIdentifier> m_policies;
    QString m_defaultTable;
    QString m_input;
    DateTime m_now;
    protocol::QueryItems m_items;
    protocol::SasKind m_kind = protocol::SasKind::None;
    QString m_inputError;
    Signature m_signature = Signature::Unchecked;
    QList<Row> m_rows;
};

} // namespace rowan
