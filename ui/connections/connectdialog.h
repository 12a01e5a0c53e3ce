// File ▸ Connect…: a remote table endpoint from a connection string, a SAS URL (a table's or the
// account's), or a preset for Azurite or `rowan serve` on this computer. The text is checked as it is typed;
// Test Connection and Connect try the endpoint on a worker (the dialog stays responsive) and Connect closes
// the dialog only once the endpoint answered and accepted the credentials.
#pragma once

#include "models/connections/savedconnections.h"
#include <rowan/remotetableservice.h>

#include <QDialog>

#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QStackedWidget;

namespace rowan {

class ServiceSession;

class ConnectDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Source { ConnectionString, SasUrl, Azurite, RowanServe };

    explicit ConnectDialog(ServiceSession *session, QWidget *parent = nullptr);

    // For a saved connection whose secret is not at hand: its name and kind filled in, `why` shown.
    void setReconnect(const SavedConnection &connection, const QString &why);

    void setSource(Source source);
    Source source() const;
    void setText(const QString &text);
    void setName(const QString &name);
    QString name() const;
    // The connection string or SAS URL that opens the endpoint (the preset's connection string for
    // Azurite and rowan serve): the secret to keep in the keychain.
    QString secretText() const;
    SavedConnection::Kind kind() const;
    bool rememberSecret() const;
    // The endpoint the current input describes, or what is wrong with it.
    Result<RemoteEndpoint> endpoint() const;
    // After accept(): the connected, tested service.
    std::shared_ptr<TableService> service() const { return m_service; }
    QString location() const;

    void accept() override;

public Q_SLOTS:
    void testConnection();

Q_SIGNALS:
    // After Test Connection or Connect: whether the endpoint answered, and the message shown.
    void tested(bool ok, const QString &message);

private:
    void validate();
    void tryEndpoint(bool connect);
    void setBusy(bool busy);
    void showMessage(const QString &text, bool error);

    ServiceSession *m_session;
    QLineEdit *m_name = nullptr;
    QComboBox *m_source = nullptr;
    QStackedWidget *m_pages = nullptr;
    QPlainTextEdit *m_text = nullptr;
    QLineEdit *m_host = nullptr;
    QSpinBox *m_port = nullptr;
    QCheckBox *m_remember = nullptr;
    QLabel *m_hint = nullptr;
    QLabel *m_message = nullptr;
    QPushButton *m_test = nullptr;
    QPushButton *m_connect = nullptr;
    bool m_busy = false;
    bool m_nameEdited = false;
    std::shared_ptr<TableService> m_service;
};

} // namespace rowan
