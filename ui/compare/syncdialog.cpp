#include "ui/compare/syncdialog.h"

#include "ui/style/messagetone.h"

#include <rowan/pluralcount.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace rowan {

SyncDialog::SyncDialog(const SyncSides &sides, const QString &leftName, const QString &rightName,
    const compare::DiffOptions &diff, QWidget *parent)
    : QDialog(parent)
    , m_sides(sides)
    , m_leftName(leftName)
    , m_rightName(rightName)
    , m_diff(diff)
    , m_preview(new SyncJob(nullptr, this))
{
    setWindowTitle(tr("Sync Tables"));
    setObjectName(QStringLiteral("syncDialog"));

    auto *direction = new QGroupBox(tr("Direction"), this);
    m_leftToRight = new QRadioButton(tr("Make the &right like the left: %1 → %2").arg(leftName, rightName), direction);
    m_leftToRight->setObjectName(QStringLiteral("leftToRight"));
    m_rightToLeft = new QRadioButton(tr("Make the &left like the right: %1 → %2").arg(rightName, leftName), direction);
    m_rightToLeft->setObjectName(QStringLiteral("rightToLeft"));
    m_leftToRight->setChecked(true);
    auto *directionLayout = new QVBoxLayout(direction);
    directionLayout->addWidget(m_leftToRight);
    directionLayout->addWidget(m_rightToLeft);

    auto *inserts = new QLabel(tr("Entities only the source has are inserted."), this);
    inserts->setObjectName(QStringLiteral("insertNote"));
    m_update = new QComboBox(this);
    m_update->setObjectName(QStringLiteral("update"));
    m_update->addItem(tr("Merge the source's properties (the target's other properties stay)"), false);
    m_update->addItem(tr("Replace with the source's entity"), true);
    m_deleteExtra = new QCheckBox(tr("&Delete entities only the target has"), this);
    m_deleteExtra->setObjectName(QStringLiteral("deleteExtra"));
    auto *form = new QFormLayout;
    form->addRow(QString(), inserts);
    form->addRow(tr("&Update changed entities:"), m_update);
    form->addRow(QString(), m_deleteExtra);

    m_counts = new QLabel(this);
    m_counts->setObjectName(QStringLiteral("counts"));
    m_counts->setWordWrap(true);
    m_counts->setTextFormat(Qt::PlainText);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("&Sync"));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(direction);
    layout->addLayout(form);
    layout->addWidget(m_counts);
    layout->addWidget(buttons);

    for (QRadioButton *button : {m_leftToRight, m_rightToLeft})
        connect(button, &QRadioButton::toggled, this, [this](bool on) {
            if (on)
                preview();
        });
    connect(m_update, &QComboBox::currentIndexChanged, this, &SyncDialog::preview);
    connect(m_deleteExtra, &QCheckBox::toggled, this, &SyncDialog::preview);
    connect(m_preview, &SyncJob::previewed, this, &SyncDialog::showPlan);
    connect(m_preview, &SyncJob::progress, this, [this](const compare::DiffProgress &p) {
        m_counts->setText(tr("Counting what the sync would write… (%L1 and %L2 entities read)")
                              .arg(p.leftRead)
                              .arg(p.rightRead));
    });
    connect(m_preview, &SyncJob::failed, this, [this](const QString &message) {
        setMessageTone(m_counts, MessageTone::Error);
        m_counts->setText(tr("Cannot count what the sync would write: %1").arg(message));
    });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(620, sizeHint().height());
    preview();
}

bool SyncDialog::leftToRight() const
{
    return m_leftToRight->isChecked();
}

void SyncDialog::setLeftToRight(bool leftToRight)
{
    (leftToRight ? m_leftToRight : m_rightToLeft)->setChecked(true);
}

void SyncDialog::setReplace(bool replace)
{
    m_update->setCurrentIndex(m_update->findData(replace));
}

void SyncDialog::setDeleteExtra(bool deleteExtra)
{
    m_deleteExtra->setChecked(deleteExtra);
}

compare::SyncOptions SyncDialog::options() const
{
    compare::SyncOptions options;
    options.diff = m_diff;
    options.deleteExtra = m_deleteExtra->isChecked();
    options.replace = m_update->currentData().toBool();
    options.origin = QStringLiteral("explorer");
    return options;
}

QString SyncDialog::targetName() const
{
    return leftToRight() ? m_rightName : m_leftName;
}

void SyncDialog::preview()
{
    m_plan.reset();
    m_ok->setEnabled(false);
    setMessageTone(m_counts, MessageTone::Plain);
    m_counts->setText(tr("Counting what the sync would write…"));
    m_preview->preview(m_sides.source(leftToRight()), m_sides.target(leftToRight()), options());
}

void SyncDialog::showPlan(const compare::SyncPlan &plan)
{
    m_plan = plan;
    QStringList parts {tr("%Ln to insert", nullptr, pluralCount(plan.inserts)),
        tr("%Ln to update", nullptr, pluralCount(plan.updates)),
        tr("%Ln to delete", nullptr, pluralCount(plan.deletes))};
    if (plan.extraKept > 0)
        parts.append(tr("%Ln only on the target kept", nullptr, pluralCount(plan.extraKept)));
    if (plan.mergeUnchanged > 0)
        parts.append(tr("%Ln left alone by the merge", nullptr, pluralCount(plan.mergeUnchanged)));
    const QString counts = tr("In %1: %2.").arg(targetName(), parts.join(QStringLiteral(", ")));
    if (plan.writes() == 0) {
        setMessageTone(m_counts, MessageTone::Success);
        m_counts->setText(counts + QLatin1Char(' ') + tr("Nothing to write."));
        return;
    }
    setMessageTone(m_counts, plan.deletes > 0 ? MessageTone::Warning : MessageTone::Plain);
    m_counts->setText(counts);
    m_ok->setEnabled(true);
}

} // namespace rowan
