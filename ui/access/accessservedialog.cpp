#include "ui/access/accessservedialog.h"

#include "models/access/accessservemodel.h"
#include "ui/access/accesscopyfield.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QHostAddress>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

namespace rowan {

AccessServeDialog::AccessServeDialog(AccessServeModel *model, const QString &account, QWidget *parent)
    : QDialog(parent)
    , m_model(model)
    , m_account(account)
    , m_host(new QLineEdit(QStringLiteral("127.0.0.1"), this))
    , m_port(new QSpinBox(this))
    , m_toggle(new QPushButton(this))
    , m_connection(new AccessCopyField(false, this))
    , m_status(new QLabel(this))
    , m_counters(new QLabel(this))
    , m_log(new QTableView(this))
{
    setObjectName(QStringLiteral("accessServeDialog"));
    setWindowTitle(tr("Serve this store"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_host->setObjectName(QStringLiteral("host"));
    m_host->setToolTip(tr("127.0.0.1 serves this computer only; 0.0.0.0 every network it is on."));
    m_port->setObjectName(QStringLiteral("port"));
    m_port->setRange(0, 65535);
    m_port->setValue(10002);
    m_port->setToolTip(tr("10002 is the emulator's port; when it is taken a free port is chosen."));
    auto *address = new QHBoxLayout;
    address->addWidget(m_host, 1);
    address->addWidget(new QLabel(tr("Port:"), this));
    address->addWidget(m_port);
    m_toggle->setObjectName(QStringLiteral("toggle"));
    address->addWidget(m_toggle);
    form->addRow(tr("Host:"), address);
    m_connection->setObjectName(QStringLiteral("connectionString"));
    m_connection->setFieldName(tr("Connection string"));
    form->addRow(tr("Connection string:"), m_connection);
    layout->addLayout(form);
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    m_counters->setObjectName(QStringLiteral("counters"));
    layout->addWidget(m_counters);
    m_log->setObjectName(QStringLiteral("log"));
    m_log->setModel(model);
    m_log->verticalHeader()->hide();
    // Fixed widths: sizing to contents would measure every row at each batch of requests.
    QHeaderView *header = m_log->horizontalHeader();
    const int unit = m_log->fontMetrics().horizontalAdvance(QLatin1Char('0'));
    for (auto [column, digits] : {std::pair {AccessServeModel::TimeColumn, 13},
             std::pair {AccessServeModel::ClientColumn, 12}, std::pair {AccessServeModel::MethodColumn, 8},
             std::pair {AccessServeModel::StatusColumn, 7}, std::pair {AccessServeModel::LatencyColumn, 9},
             std::pair {AccessServeModel::AuthorizationColumn, 15}})
        header->resizeSection(column, unit * digits);
    header->setSectionResizeMode(AccessServeModel::ResourceColumn, QHeaderView::Stretch);
    m_log->setWordWrap(false);
    m_log->verticalHeader()->setDefaultSectionSize(m_log->fontMetrics().height() + 6);
    layout->addWidget(m_log, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(m_toggle, &QPushButton::clicked, this, &AccessServeDialog::toggle);
    connect(model, &AccessServeModel::servingChanged, this, &AccessServeDialog::updateState);
    connect(model, &AccessServeModel::countersChanged, this, &AccessServeDialog::updateCounters);
    // Follow the newest request unless the user scrolled up to read.
    connect(model, &QAbstractItemModel::rowsInserted, this, [this] {
        QScrollBar *bar = m_log->verticalScrollBar();
        if (bar->value() >= bar->maximum() - 2)
            m_log->scrollToBottom();
    });
    updateState();
    updateCounters();
    resize(820, 520);
}

QString AccessServeDialog::statusText() const
{
    return m_status->text();
}

void AccessServeDialog::toggle()
{
    if (m_model->isServing()) {
        m_model->stop();
        return;
    }
    const QHostAddress host(m_host->text().trimmed());
    if (host.isNull()) {
        m_status->setText(tr("'%1' is not an IP address.").arg(m_host->text()));
        return;
    }
    if (auto ok = m_model->start(host, quint16(m_port->value())); !ok)
        m_status->setText(ok.error().message);
}

void AccessServeDialog::updateState()
{
    const bool serving = m_model->isServing();
    m_toggle->setText(serving ? tr("&Stop") : tr("&Start"));
    m_toggle->setEnabled(serving || m_model->canServe());
    m_host->setEnabled(!serving);
    m_port->setEnabled(!serving);
    if (serving) {
        const auto cs = m_model->connectionString(m_account);
        m_connection->setText(cs ? *cs : QString());
        m_status->setText(tr("Serving on port %1. Any Azure Tables SDK can use the connection string; writes "
                             "show up in the explorer as they arrive.")
                              .arg(m_model->port()));
    } else {
        m_connection->setText({});
        m_status->setText(
            m_model->canServe() ? tr("Not serving.") : tr("Only an embedded store can be served."));
    }
}

void AccessServeDialog::updateCounters()
{
    QString text = tr("%1 requests, %2 refused or failed, %3 with a SAS")
                       .arg(m_model->requestCount())
                       .arg(m_model->failedCount())
                       .arg(m_model->sasCount());
    if (m_model->droppedCount() > 0)
        text += tr(" (%1 not kept in the log)").arg(m_model->droppedCount());
    m_counters->setText(text);
}

} // namespace rowan
