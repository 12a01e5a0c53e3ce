#include "ui/connections/connectdialog.h"
#include "ui/style/messagetone.h"

#include "models/session/guicontinuation.h"
#include "models/session/servicesession.h"

#include <rowan/protocol/connectionstring.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace rowan {

namespace {
constexpr int DefaultTablePort = 10002;

bool isPreset(ConnectDialog::Source source)
{
    return source == ConnectDialog::Source::Azurite || source == ConnectDialog::Source::RowanServe;
}
} // namespace

ConnectDialog::ConnectDialog(ServiceSession *session, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
{
    setWindowTitle(tr("Connect"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;

    m_source = new QComboBox(this);
    m_source->setObjectName(QStringLiteral("source"));
    m_source->addItem(tr("Connection string"), int(Source::ConnectionString));
    m_source->addItem(tr("SAS URL (a table's or the account's)"), int(Source::SasUrl));
    m_source->addItem(tr("Azurite on this computer"), int(Source::Azurite));
    m_source->addItem(tr("rowan serve on this computer"), int(Source::RowanServe));
    form->addRow(tr("Connect &to:"), m_source);

    m_pages = new QStackedWidget(this);
    m_text = new QPlainTextEdit(this);
    m_text->setObjectName(QStringLiteral("connectionText"));
    m_text->setAccessibleName(tr("Connection string or SAS URL"));
    m_text->setTabChangesFocus(true);
    m_text->setFixedHeight(4 * m_text->fontMetrics().lineSpacing() + 12);
    m_pages->addWidget(m_text);
    auto *local = new QWidget(this);
    auto *localLayout = new QHBoxLayout(local);
    localLayout->setContentsMargins(0, 0, 0, 0);
    m_host = new QLineEdit(QStringLiteral("127.0.0.1"), local);
    m_host->setObjectName(QStringLiteral("host"));
    m_port = new QSpinBox(local);
    m_port->setObjectName(QStringLiteral("port"));
    m_port->setRange(1, 65535);
    m_port->setValue(DefaultTablePort);
    localLayout->addWidget(m_host, 1);
    localLayout->addWidget(new QLabel(tr("port"), local));
    localLayout->addWidget(m_port);
    m_pages->addWidget(local);
    form->addRow(tr("&Endpoint:"), m_pages);

    m_hint = new QLabel(this);
    m_hint->setWordWrap(true);
    m_hint->setObjectName(QStringLiteral("hint"));
    m_hint->setForegroundRole(QPalette::PlaceholderText);
    form->addRow(QString(), m_hint);

    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("connectionName"));
    form->addRow(tr("&Name:"), m_name);

    m_remember = new QCheckBox(tr("&Keep the key or token in the system keychain"), this);
    m_remember->setObjectName(QStringLiteral("rememberSecret"));
    m_remember->setChecked(true);
    m_remember->setToolTip(tr("Secrets are never written to Rowan's settings. Without the keychain Rowan "
                              "asks for the connection string again each time."));
    form->addRow(QString(), m_remember);
    layout->addLayout(form);

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setMinimumHeight(3 * m_message->fontMetrics().lineSpacing());
    m_message->setMinimumWidth(520);
    m_message->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    layout->addWidget(m_message);

    auto *buttons = new QDialogButtonBox(this);
    m_test = buttons->addButton(tr("&Test Connection"), QDialogButtonBox::ActionRole);
    m_test->setObjectName(QStringLiteral("testButton"));
    m_connect = buttons->addButton(tr("&Connect"), QDialogButtonBox::AcceptRole);
    m_connect->setObjectName(QStringLiteral("connectButton"));
    m_connect->setDefault(true);
    buttons->addButton(QDialogButtonBox::Cancel);
    connect(m_test, &QPushButton::clicked, this, &ConnectDialog::testConnection);
    connect(buttons, &QDialogButtonBox::accepted, this, &ConnectDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(m_source, &QComboBox::currentIndexChanged, this, [this] {
        const int shown = isPreset(source()) ? 1 : 0;
        m_pages->setCurrentIndex(shown);
        // The stack takes the height of the page shown, not of the tallest one.
        for (int i = 0; i < m_pages->count(); ++i)
            m_pages->widget(i)->setSizePolicy(
                QSizePolicy::Preferred, i == shown ? QSizePolicy::Preferred : QSizePolicy::Ignored);
        m_pages->adjustSize();
        adjustSize();
        validate();
    });
    connect(m_text, &QPlainTextEdit::textChanged, this, &ConnectDialog::validate);
    connect(m_host, &QLineEdit::textChanged, this, &ConnectDialog::validate);
    connect(m_port, &QSpinBox::valueChanged, this, &ConnectDialog::validate);
    connect(m_name, &QLineEdit::textEdited, this, [this] { m_nameEdited = true; });
    setTabOrder({m_source, m_text, m_host, m_port, m_name, m_remember, m_test, m_connect});
    validate();
}

void ConnectDialog::setReconnect(const SavedConnection &connection, const QString &why)
{
    setSource(connection.kind == SavedConnection::Kind::SasUrl ? Source::SasUrl : Source::ConnectionString);
    setName(connection.name);
    showMessage(why, false);
}

void ConnectDialog::setSource(Source source)
{
    m_source->setCurrentIndex(m_source->findData(int(source)));
}

ConnectDialog::Source ConnectDialog::source() const
{
    return Source(m_source->currentData().toInt());
}

void ConnectDialog::setText(const QString &text)
{
    m_text->setPlainText(text);
}

void ConnectDialog::setName(const QString &name)
{
    m_name->setText(name);
    m_nameEdited = !name.isEmpty();
}

QString ConnectDialog::name() const
{
    return m_name->text().trimmed();
}

QString ConnectDialog::secretText() const
{
    if (!isPreset(source()))
        return m_text->toPlainText().trimmed();
    protocol::ConnectionString connection = protocol::ConnectionString::developmentStorage();
    connection.tableEndpoint = QStringLiteral("http://%1:%2/%3")
                                   .arg(m_host->text().trimmed())
                                   .arg(m_port->value())
                                   .arg(protocol::DevelopmentAccountName);
    return connection.toString();
}

SavedConnection::Kind ConnectDialog::kind() const
{
    return source() == Source::SasUrl ? SavedConnection::Kind::SasUrl
                                      : SavedConnection::Kind::ConnectionString;
}

bool ConnectDialog::rememberSecret() const
{
    return m_remember->isChecked();
}

Result<RemoteEndpoint> ConnectDialog::endpoint() const
{
    const QString text = secretText();
    if (text.isEmpty())
        return fail(ErrorCode::InvalidInput,
            source() == Source::SasUrl
                ? tr("Paste a SAS URL: a table's or the account's endpoint with its token.")
                : tr("Paste a connection string, e.g. DefaultEndpointsProtocol=https;"
                     "AccountName=…;AccountKey=…;EndpointSuffix=core.windows.net"));
    if (isPreset(source()) && m_host->text().trimmed().isEmpty())
        return fail(ErrorCode::InvalidInput, tr("Enter the host the emulator or server listens on."));
    return source() == Source::SasUrl ? RemoteEndpoint::fromSasUrl(text)
                                      : RemoteEndpoint::fromConnectionString(text);
}

QString ConnectDialog::location() const
{
    auto parsed = endpoint();
    return parsed ? parsed->displayName() : QString();
}

void ConnectDialog::validate()
{
    switch (source()) {
    case Source::ConnectionString:
        m_hint->setText(tr("AccountName, AccountKey and TableEndpoint or EndpointSuffix; a "
                           "SharedAccessSignature instead of the key; or UseDevelopmentStorage=true."));
        break;
    case Source::SasUrl:
        m_hint->setText(tr("e.g. https://account.table.core.windows.net/Orders?sv=…&sig=… for one table, or "
                           "the account's endpoint with an account SAS."));
        break;
    case Source::Azurite:
        m_hint->setText(tr("Azurite's table service with the public development account (started with "
                           "azurite-table; its default port is 10002)."));
        break;
    case Source::RowanServe:
        m_hint->setText(tr("A store served with rowan serve --store PATH (default port 10002), through the "
                           "public development account."));
        break;
    }
    const auto parsed = endpoint();
    if (!m_nameEdited) {
        const QString preset = source() == Source::Azurite ? tr("Azurite")
            : source() == Source::RowanServe               ? tr("rowan serve")
                                                           : QString();
        const QString where = parsed ? parsed->displayName() : QString();
        m_name->setText(preset.isEmpty() ? where
                : where.isEmpty()        ? preset
                                         : tr("%1 (%2)").arg(preset, where));
    }
    if (!m_busy) {
        m_connect->setEnabled(bool(parsed));
        m_test->setEnabled(bool(parsed));
    }
    if (parsed)
        showMessage(QString(), false);
    else if (!secretText().isEmpty())
        showMessage(parsed.error().message, true);
    else
        showMessage(QString(), false);
}

void ConnectDialog::setBusy(bool busy)
{
    m_busy = busy;
    for (QWidget *w :
        {static_cast<QWidget *>(m_source), static_cast<QWidget *>(m_pages), static_cast<QWidget *>(m_name),
            static_cast<QWidget *>(m_test), static_cast<QWidget *>(m_connect)})
        w->setEnabled(!busy);
    if (!busy)
        validate();
}

void ConnectDialog::showMessage(const QString &text, bool error)
{
    setMessageTone(m_message, error ? MessageTone::Error : MessageTone::Plain);
    m_message->setText(text);
}

void ConnectDialog::testConnection()
{
    tryEndpoint(false);
}

void ConnectDialog::accept()
{
    tryEndpoint(true);
}

void ConnectDialog::tryEndpoint(bool connectNow)
{
    if (m_busy)
        return;
    auto parsed = endpoint();
    if (!parsed) {
        showMessage(parsed.error().message, true);
        return;
    }
    setBusy(true);
    showMessage(tr("Connecting to %1…").arg(parsed->displayName()), false);
    continueOnGui(this, m_session->connectAsync(*parsed),
        [this, connectNow](const Result<std::shared_ptr<TableService>> &result) {
            setBusy(false);
            if (!result) {
                const QString message = tr("Cannot connect: %1").arg(result.error().message);
                showMessage(message, true);
                Q_EMIT tested(false, message);
                return;
            }
            const QString message = tr("Connected: the endpoint answered and accepted the credentials.");
            setMessageTone(m_message, MessageTone::Success);
            m_message->setText(message);
            Q_EMIT tested(true, message);
            if (connectNow) {
                m_service = *result;
                QDialog::accept();
            }
        });
}

} // namespace rowan
