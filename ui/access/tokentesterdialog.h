// The token tester: paste a SAS token, URL or connection string; see each field in plain words, whether the
// signature verifies with this account's keys (and which), the entities the token can read here (the query
// runs with the token's key range, as `rowan serve` runs it), and for one entity which operations it allows
// or refuses and why. Requests are judged as coming over HTTP from this computer, now.
#pragma once

#include <rowan/account.h>

#include <QDialog>

class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QTableView;
class QTreeWidget;

namespace rowan {

class ServiceSession;
class TokenTestModel;

class TokenTesterDialog : public QDialog
{
    Q_OBJECT
public:
    TokenTesterDialog(
        ServiceSession *session, const QString &account, const QString &table, QWidget *parent = nullptr);

    TokenTestModel *model() const { return m_model; }
    void setInput(const QString &text);
    QString summaryText() const;
    // Entities the last "Show readable entities" listed, as "PK / RK".
    QStringList readableEntities() const;
    // The verdict rows for the entity in the key fields: "Operation: allowed|refused — why".
    QStringList verdictLines() const;
    void setEntity(const QString &partitionKey, const QString &rowKey);
    bool isReady() const { return m_accountLoaded; }

public Q_SLOTS:
    void runQuery();

Q_SIGNALS:
    void ready();
    void queryFinished();

private:
    void reevaluate();
    void loadPolicies(const QString &table);
    void judgeEntity();

    ServiceSession *m_session;
    QString m_account;
    TokenTestModel *m_model;
    bool m_accountLoaded = false;
    QString m_policiesTable;
    quint64 m_policyGeneration = 0;
    quint64 m_queryGeneration = 0;
    QPlainTextEdit *m_input;
    QLabel *m_summary;
    QTableView *m_fields;
    QPushButton *m_query;
    QLabel *m_queryStatus;
    QListWidget *m_entities;
    QLineEdit *m_pk;
    QLineEdit *m_rk;
    QTreeWidget *m_verdicts;
};

} // namespace rowan
