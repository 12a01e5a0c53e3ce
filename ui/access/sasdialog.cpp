#include "ui/access/sasdialog.h"
#include "ui/style/messagetone.h"

#include "models/access/accessrequests.h"
#include "models/session/guicontinuation.h"
#include "models/session/servicesession.h"
#include "ui/access/accesscopyfield.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPointer>
#include <QPushButton>
#include <QTimeZone>
#include <QVBoxLayout>

#include <algorithm>

namespace rowan {

namespace {
std::optional<QString> optionalText(const QLineEdit *edit)
{
    return edit->text().isEmpty() ? std::nullopt : std::optional(edit->text());
}

} // namespace

SasDialog::SasDialog(ServiceSession *session, SasModel::Kind kind, const QString &account,
    const QString &table, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_model(new SasModel(kind, this))
{
    setObjectName(QStringLiteral("sasDialog"));
    setWindowTitle(kind == SasModel::Kind::Service ? tr("Generate SAS for table %1").arg(table)
                                                   : tr("Generate account SAS for %1").arg(account));
    m_model->setAccount(Account {account, {}, {}, {}});
    m_model->setTable(table);
    m_model->setPermissions(QStringLiteral("r"));
    m_model->applyPreset(SasModel::Preset::OneHour, now());
    if (session->isOpen() && session->description().kind == ServiceKind::Remote) {
        QUrl endpoint(session->description().location);
        QString path = endpoint.path();
        if (path.endsWith(QLatin1Char('/') + account))
            endpoint.setPath(path.chopped(account.size() + 1));
        m_model->setEndpoint(endpoint);
    }
    buildUi();
    connect(m_model, &SasModel::changed, this, &SasDialog::refresh);
    refresh();

    if (!session->isOpen())
        return;
    const bool wantPolicies = kind == SasModel::Kind::Service && session->has(ServiceCapability::TableAcl);
    m_status->setText(tr("Reading the account's keys…"));
    QPointer<SasDialog> self(this);
    continueOnGui(this, readSasInputs(session, account, table, wantPolicies),
        [self, account](const SasInputs &loaded) {
            if (!self)
                return;
            QStringList problems;
            if (!loaded.accounts)
                problems << loaded.accounts.error().message;
            else {
                auto it = std::ranges::find(*loaded.accounts, account, &Account::name);
                if (it != loaded.accounts->end())
                    self->m_model->setAccount(*it);
            }
            if (!loaded.policies)
                problems << tr("Stored access policies: %1").arg(loaded.policies.error().message);
            else if (self->m_policy) {
                self->m_model->setPolicies(*loaded.policies);
                const QSignalBlocker block(self->m_policy);
                self->m_policy->clear();
                self->m_policy->addItem(tr("(none)"), QString());
                for (const QString &id : self->m_model->policyIds())
                    self->m_policy->addItem(id, id);
            }
            self->m_status->setText(problems.join(QLatin1Char('\n')));
            self->m_loaded = true;
            self->refresh();
            Q_EMIT self->loaded();
        });
}

void SasDialog::buildUi()
{
    const bool service = m_model->kind() == SasModel::Kind::Service;
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    layout->addLayout(top);

    auto *permBox = new QGroupBox(tr("Permissions"), this);
    auto *permLayout = new QVBoxLayout(permBox);
    m_permissions = new QListView(permBox);
    m_permissions->setObjectName(QStringLiteral("permissions"));
    m_permissions->setAccessibleName(tr("Permissions"));
    m_permissions->setModel(m_model);
    m_permissions->setMaximumHeight(m_permissions->sizeHintForRow(0) * (m_model->rowCount() + 1) + 8);
    permLayout->addWidget(m_permissions);
    auto *meaning = new QLabel(permBox);
    meaning->setWordWrap(true);
    QStringList lines;
    for (int r = 0; r < m_model->rowCount(); ++r)
        lines << QStringLiteral("<b>%1</b> %2")
                     .arg(m_model->index(r).data(SasModel::LetterRole).toString(),
                         m_model->index(r).data(SasModel::MeaningRole).toString().toHtmlEscaped());
    meaning->setText(lines.join(QStringLiteral("<br>")));
    permLayout->addWidget(meaning);
    if (service) {
        auto *policyRow = new QFormLayout;
        m_policy = new QComboBox(permBox);
        m_policy->setObjectName(QStringLiteral("policy"));
        m_policy->addItem(tr("(none)"), QString());
        m_policy->setToolTip(
            tr("Bind the token to a stored access policy: the fields it sets are locked, and "
               "deleting the policy revokes the token."));
        connect(m_policy, &QComboBox::currentIndexChanged, this,
            [this] { m_model->setPolicyId(m_policy->currentData().toString()); });
        policyRow->addRow(tr("Stored &policy:"), m_policy);
        permLayout->addLayout(policyRow);
    }
    top->addWidget(permBox);

    auto *timeBox = new QGroupBox(tr("Validity"), this);
    auto *timeForm = new QFormLayout(timeBox);
    m_zone = new QComboBox(timeBox);
    m_zone->setObjectName(QStringLiteral("zone"));
    m_zone->addItems({tr("Local time"), tr("UTC")});
    connect(m_zone, &QComboBox::currentIndexChanged, this, [this](int i) { setUtc(i == 1); });
    timeForm->addRow(tr("Times in:"), m_zone);
    m_hasStart = new QCheckBox(tr("&Start:"), timeBox);
    m_hasStart->setObjectName(QStringLiteral("hasStart"));
    m_hasStart->setChecked(true);
    m_start = new QDateTimeEdit(timeBox);
    m_start->setObjectName(QStringLiteral("start"));
    m_expiry = new QDateTimeEdit(timeBox);
    m_expiry->setObjectName(QStringLiteral("expiry"));
    for (QDateTimeEdit *edit : {m_start, m_expiry}) {
        edit->setCalendarPopup(true);
        edit->setDisplayFormat(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
        edit->setTimeZone(QTimeZone::LocalTime);
        connect(edit, &QDateTimeEdit::dateTimeChanged, this, &SasDialog::pullTimes);
    }
    connect(m_hasStart, &QCheckBox::toggled, this, &SasDialog::pullTimes);
    timeForm->addRow(m_hasStart, m_start);
    timeForm->addRow(tr("&Expiry:"), m_expiry);
    auto *presets = new QHBoxLayout;
    const QStringList presetNames {tr("1 hour"), tr("1 day"), tr("7 days"), tr("30 days"), tr("1 year")};
    for (int i = 0; i < presetNames.size(); ++i) {
        auto *b = new QPushButton(presetNames.at(i), timeBox);
        b->setObjectName(QStringLiteral("preset%1").arg(i));
        b->setAutoDefault(false);
        connect(b, &QPushButton::clicked, this, [this, i] { applyPreset(i); });
        presets->addWidget(b);
    }
    timeForm->addRow(tr("From now:"), presets);
    m_ip = new QLineEdit(timeBox);
    m_ip->setObjectName(QStringLiteral("ip"));
    m_ip->setPlaceholderText(tr("any address (or 10.0.0.1, or 10.0.0.1-10.0.0.255)"));
    connect(m_ip, &QLineEdit::textChanged, m_model, &SasModel::setIpRange);
    timeForm->addRow(tr("&IP range:"), m_ip);
    m_httpsOnly = new QCheckBox(tr("HTTPS only (rowan serve speaks HTTP)"), timeBox);
    m_httpsOnly->setObjectName(QStringLiteral("httpsOnly"));
    connect(m_httpsOnly, &QCheckBox::toggled, m_model, &SasModel::setHttpsOnly);
    timeForm->addRow(tr("Protocol:"), m_httpsOnly);
    m_key = new QComboBox(timeBox);
    m_key->setObjectName(QStringLiteral("key"));
    m_key->addItems({tr("Key 1"), tr("Key 2")});
    connect(m_key, &QComboBox::currentIndexChanged, this, [this](int i) { m_model->setKeyNumber(i + 1); });
    timeForm->addRow(tr("Sign with:"), m_key);
    m_endpoint = new QLineEdit(m_model->endpoint().toString(), timeBox);
    m_endpoint->setObjectName(QStringLiteral("endpoint"));
    connect(m_endpoint, &QLineEdit::textChanged, this,
        [this](const QString &text) { m_model->setEndpoint(QUrl(text.trimmed())); });
    timeForm->addRow(tr("Endpoint:"), m_endpoint);
    top->addWidget(timeBox, 1);

    if (service) {
        auto *rangeBox = new QGroupBox(tr("Key range (inclusive; empty: the whole table)"), this);
        auto *grid = new QFormLayout(rangeBox);
        const auto pair = [this, rangeBox](QLineEdit *&pk, QLineEdit *&rk, const QString &name) {
            pk = new QLineEdit(rangeBox);
            rk = new QLineEdit(rangeBox);
            pk->setObjectName(name + QStringLiteral("Pk"));
            rk->setObjectName(name + QStringLiteral("Rk"));
            pk->setPlaceholderText(tr("PartitionKey"));
            rk->setPlaceholderText(tr("RowKey (empty: whole partition)"));
            connect(pk, &QLineEdit::textEdited, this, &SasDialog::pushRange);
            connect(rk, &QLineEdit::textEdited, this, &SasDialog::pushRange);
            auto *row = new QHBoxLayout;
            row->addWidget(pk);
            row->addWidget(rk);
            return row;
        };
        grid->addRow(tr("From:"), pair(m_startPk, m_startRk, QStringLiteral("start")));
        grid->addRow(tr("To:"), pair(m_endPk, m_endRk, QStringLiteral("end")));
        layout->addWidget(rangeBox);
    }

    m_errors = new QLabel(this);
    m_errors->setObjectName(QStringLiteral("errors"));
    m_errors->setWordWrap(true);
    setMessageTone(m_errors, MessageTone::Error);
    layout->addWidget(m_errors);
    m_warnings = new QLabel(this);
    m_warnings->setObjectName(QStringLiteral("warnings"));
    m_warnings->setWordWrap(true);
    setMessageTone(m_warnings, MessageTone::Warning);
    layout->addWidget(m_warnings);

    auto *outBox = new QGroupBox(tr("Result"), this);
    auto *outForm = new QFormLayout(outBox);
    m_token = new AccessCopyField(false, outBox);
    m_token->setObjectName(QStringLiteral("token"));
    m_url = new AccessCopyField(false, outBox);
    m_url->setObjectName(QStringLiteral("url"));
    m_connection = new AccessCopyField(false, outBox);
    m_connection->setObjectName(QStringLiteral("connectionString"));
    m_token->setFieldName(tr("SAS token"));
    m_url->setFieldName(tr("SAS URL"));
    m_connection->setFieldName(tr("Connection string"));
    outForm->addRow(tr("Token:"), m_token);
    outForm->addRow(tr("URL:"), m_url);
    outForm->addRow(tr("Connection string:"), m_connection);
    layout->addWidget(outBox);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(860, 640);
}

QDateTime SasDialog::now() const
{
    return m_fixedNow.isValid() ? m_fixedNow : QDateTime::currentDateTimeUtc();
}

void SasDialog::setNow(const QDateTime &now)
{
    m_fixedNow = now;
    refresh();
}

void SasDialog::setEndpoint(const QUrl &endpoint)
{
    m_endpoint->setText(endpoint.toString()); // the model follows the line
}

void SasDialog::setUtc(bool utc)
{
    if (m_zone->currentIndex() != (utc ? 1 : 0)) {
        m_zone->setCurrentIndex(utc ? 1 : 0); // comes back here through the signal
        return;
    }
    for (QDateTimeEdit *edit : {m_start, m_expiry}) {
        const QSignalBlocker block(edit);
        const QDateTime at = edit->dateTime();
        edit->setTimeZone(utc ? QTimeZone::UTC : QTimeZone::LocalTime);
        edit->setDateTime(at.toTimeZone(edit->timeZone()));
    }
}

void SasDialog::applyPreset(int preset)
{
    m_model->applyPreset(SasModel::Preset(preset), now());
}

void SasDialog::pullTimes()
{
    // Read both first: setting one refreshes the edits from the model.
    const auto start = m_hasStart->isChecked() ? std::optional(m_start->dateTime()) : std::nullopt;
    const QDateTime expiry = m_expiry->dateTime();
    if (!m_model->startLocked())
        m_model->setStart(start);
    if (!m_model->expiryLocked())
        m_model->setExpiry(expiry);
}

void SasDialog::pushRange()
{
    m_model->setRange(protocol::KeyRange {
        optionalText(m_startPk), optionalText(m_startRk), optionalText(m_endPk), optionalText(m_endRk)});
}

void SasDialog::showRange()
{
    if (!m_startPk)
        return;
    const auto &r = m_model->range();
    m_startPk->setText(r.startPartitionKey.value_or(QString()));
    m_startRk->setText(r.startRowKey.value_or(QString()));
    m_endPk->setText(r.endPartitionKey.value_or(QString()));
    m_endRk->setText(r.endRowKey.value_or(QString()));
}

void SasDialog::refresh()
{
    // Show the model's times (a preset or a policy may have set them) without echoing them back.
    for (auto [edit, value, locked] : {std::tuple {m_start, m_model->start(), m_model->startLocked()},
             std::tuple {m_expiry, m_model->expiry(), m_model->expiryLocked()}}) {
        const QSignalBlocker block(edit);
        if (value)
            edit->setDateTime(value->toTimeZone(edit->timeZone()));
        edit->setEnabled(!locked && (edit != m_start || m_model->start().has_value()));
        edit->setToolTip(locked ? tr("Set by the stored policy %1.").arg(m_model->policyId()) : QString());
    }
    {
        const QSignalBlocker block(m_hasStart);
        m_hasStart->setChecked(m_model->start().has_value());
        m_hasStart->setEnabled(!m_model->startLocked());
    }
    m_permissions->setEnabled(!m_model->permissionsLocked());
    m_permissions->setToolTip(m_model->permissionsLocked()
            ? tr("Set by the stored policy %1: %2.").arg(m_model->policyId(), m_model->permissions())
            : QString());

    const QDateTime at = now();
    const QStringList errors = m_model->errors(at);
    const QStringList warnings = m_model->warnings(at);
    m_errors->setText(errors.join(QLatin1Char('\n')));
    m_errors->setVisible(!errors.isEmpty());
    m_warnings->setText(
        warnings.isEmpty() ? QString() : QStringLiteral("⚠ ") + warnings.join(QStringLiteral("\n⚠ ")));
    m_warnings->setVisible(!warnings.isEmpty());
    const auto out = m_loaded ? m_model->generate(at) : Result<SasModel::Output>(std::unexpected(Error {}));
    m_token->setText(out ? out->token : QString());
    m_url->setText(out ? out->url : QString());
    m_connection->setText(out ? out->connectionString : QString());
}

QString SasDialog::errorText() const
{
    return m_errors->text();
}

QString SasDialog::warningText() const
{
    return m_warnings->text();
}

} // namespace rowan
