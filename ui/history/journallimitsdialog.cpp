#include "ui/history/journallimitsdialog.h"

#include "models/history/journallimits.h"
#include "ui/style/messagetone.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace rowan {

namespace {
constexpr qint64 Mebibyte = 1024 * 1024;
} // namespace

JournalLimitsDialog::JournalLimitsDialog(ServiceSession *session, QWidget *parent)
    : QDialog(parent)
    , m_model(new JournalLimitsModel(session, this))
    , m_size(new QSpinBox(this))
    , m_days(new QSpinBox(this))
    , m_message(new QLabel(this))
{
    setObjectName(QStringLiteral("journalLimitsDialog"));
    setWindowTitle(tr("Change Journal Limits"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("The oldest actions are removed once the journal is larger or they are older "
                                "than this. The newest action is always kept."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_size->setObjectName(QStringLiteral("maxSize"));
    m_size->setRange(1, MaxMebibytes);
    m_size->setSuffix(tr(" MiB"));
    m_days->setObjectName(QStringLiteral("maxAge"));
    m_days->setRange(1, MaxDays);
    m_days->setSuffix(tr(" days"));
    auto *form = new QFormLayout;
    form->addRow(tr("Largest &size:"), m_size);
    form->addRow(tr("Oldest &actions:"), m_days);
    layout->addLayout(form);
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setWordWrap(true);
    layout->addWidget(m_message);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    layout->addWidget(buttons);

    // Nothing to set until the limits in force are known.
    m_ok->setEnabled(false);
    m_size->setEnabled(false);
    m_days->setEnabled(false);
    connect(m_model, &JournalLimitsModel::loaded, this, [this](const JournalLimits &limits) {
        m_size->setValue(
            int(std::clamp<qint64>((limits.maxBytes + Mebibyte - 1) / Mebibyte, 1, MaxMebibytes)));
        m_days->setValue(std::clamp(limits.maxAgeDays, 1, MaxDays));
        m_size->setEnabled(true);
        m_days->setEnabled(true);
        m_ok->setEnabled(true);
    });
    connect(m_model, &JournalLimitsModel::applied, this, &QDialog::accept);
    connect(m_model, &JournalLimitsModel::failed, this, &JournalLimitsDialog::showProblem);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        m_ok->setEnabled(false);
        m_message->setText(tr("Trimming the journal…"));
        setMessageTone(m_message, MessageTone::Plain);
        m_model->apply(JournalLimits {qint64(m_size->value()) * Mebibyte, m_days->value()});
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    m_model->load();
}

void JournalLimitsDialog::showProblem(const QString &message)
{
    setMessageTone(m_message, MessageTone::Error);
    m_message->setText(message);
    m_ok->setEnabled(m_size->isEnabled());
}

} // namespace rowan
