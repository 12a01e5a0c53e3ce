// Generate SAS: a service SAS for one table or an account SAS, over SasModel. Reads the account's keys and
// the table's stored access policies in the background; the token, its URL and a SAS connection string
// are rebuilt as the fields change, each with a Copy button. Errors block the output; warnings stay beside
// it.
#pragma once

#include "models/access/sasmodel.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDateTimeEdit;
class QLabel;
class QLineEdit;
class QListView;

namespace rowan {

class AccessCopyField;
class ServiceSession;

class SasDialog : public QDialog
{
    Q_OBJECT
public:
    SasDialog(ServiceSession *session, SasModel::Kind kind, const QString &account, const QString &table,
        QWidget *parent = nullptr);

    SasModel *model() const { return m_model; }
    bool isLoaded() const { return m_loaded; }
    // The clock the dialog judges expiry against (tests fix it).
    void setNow(const QDateTime &now);
    void setUtc(bool utc);
    // The endpoint the URL and connection string name (the explorer's own when it serves the store).
    void setEndpoint(const QUrl &endpoint);
    // The range fields shown from the model (after a pre-fill).
    void showRange();

    QString errorText() const;
    QString warningText() const;
    AccessCopyField *tokenField() const { return m_token; }
    AccessCopyField *urlField() const { return m_url; }
    AccessCopyField *connectionStringField() const { return m_connection; }

Q_SIGNALS:
    void loaded();

private:
    void buildUi();
    void applyPreset(int preset);
    void pullTimes();
    void pushRange();
    void refresh();
    QDateTime now() const;

    ServiceSession *m_session;
    SasModel *m_model;
    bool m_loaded = false;
    QDateTime m_fixedNow;
    QListView *m_permissions = nullptr;
    QComboBox *m_policy = nullptr;
    QComboBox *m_zone = nullptr;
    QCheckBox *m_hasStart = nullptr;
    QDateTimeEdit *m_start = nullptr;
    QDateTimeEdit *m_expiry = nullptr;
    QLineEdit *m_startPk = nullptr;
    QLineEdit *m_startRk = nullptr;
    QLineEdit *m_endPk = nullptr;
    QLineEdit *m_endRk = nullptr;
    QLineEdit *m_ip = nullptr;
    QCheckBox *m_httpsOnly = nullptr;
    QComboBox *m_key = nullptr;
    QLineEdit *m_endpoint = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_errors = nullptr;
    QLabel *m_warnings = nullptr;
    AccessCopyField *m_token = nullptr;
    AccessCopyField *m_url = nullptr;
    AccessCopyField *m_connection = nullptr;
};

} // namespace rowan
