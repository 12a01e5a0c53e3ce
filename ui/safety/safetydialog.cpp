#include "ui/safety/safetydialog.h"

#include "ui/safety/safetybadge.h"
#include "ui/style/messagetone.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace rowan {

namespace {

QIcon swatch(const QColor &colour)
{
    QPixmap pixmap(16, 16);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(colour.darker(130), 1));
    p.setBrush(colour);
    p.drawRoundedRect(QRectF(1.5, 1.5, 13, 13), 3, 3);
    return QIcon(pixmap);
}

} // namespace

SafetyDialog::SafetyDialog(const SafetyProfile &profile, const QString &name, bool store, QWidget *parent)
    : QDialog(parent)
    , m_levels(new QButtonGroup(this))
    , m_label(new QLineEdit(this))
    , m_colour(new QComboBox(this))
    , m_preview(new SafetyBadge(this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("safetyDialog"));
    setWindowTitle(tr("Safety Level — %1").arg(name));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(
        store ? tr(
            "Kept in the store file: rowan commands, rowan serve and every explorer that opens it honour it.")
              : tr("Kept with the saved connection on this computer."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    const struct
    {
        SafetyLevel level;
        QString text;
        QString explanation;
    } levels[] = {
        {SafetyLevel::Off, tr("&Off"), tr("Writes go through as usual.")},
        {SafetyLevel::ConfirmWrites, tr("&Confirm writes"),
            tr("Ask before every write, naming the account and table; bulk actions need the table's name "
               "typed.")},
        {SafetyLevel::ReadOnly, tr("&Read-only"),
            store ? tr("Refuse every write: in the explorer, in rowan commands and through rowan serve.")
                  : tr("Refuse every write to this connection.")},
    };
    for (const auto &entry : levels) {
        auto *button = new QRadioButton(entry.text, this);
        button->setObjectName(QStringLiteral("level-%1").arg(safetyLevelName(entry.level)));
        button->setAccessibleDescription(entry.explanation);
        m_levels->addButton(button, int(entry.level));
        layout->addWidget(button);
        auto *explanation = new QLabel(entry.explanation, this);
        explanation->setWordWrap(true);
        explanation->setContentsMargins(24, 0, 0, 6);
        explanation->setForegroundRole(QPalette::PlaceholderText);
        layout->addWidget(explanation);
    }
    m_levels->button(int(profile.level))->setChecked(true);

    auto *form = new QFormLayout;
    m_label->setObjectName(QStringLiteral("safetyLabel"));
    m_label->setMaxLength(MaxSafetyLabelLength);
    m_label->setPlaceholderText(tr("e.g. PROD, test"));
    m_label->setText(profile.label);
    form->addRow(tr("Environment &label:"), m_label);
    m_colour->setObjectName(QStringLiteral("safetyColour"));
    m_colour->addItem(tr("Default"), QString());
    const struct
    {
        const char *name;
        QString title;
    } colours[] = {{"red", tr("Red")}, {"orange", tr("Orange")}, {"yellow", tr("Yellow")},
        {"green", tr("Green")}, {"blue", tr("Blue")}, {"purple", tr("Purple")}, {"grey", tr("Grey")}};
    m_colour->setItemIcon(0, swatch(SafetyBadge::colour({})));
    for (const auto &c : colours) {
        const QString hex = safetyColourFromText(QString::fromLatin1(c.name)).value_or(QString());
        m_colour->addItem(swatch(QColor(hex)), c.title, hex);
    }
    if (!profile.colour.isEmpty() && m_colour->findData(profile.colour) < 0)
        m_colour->addItem(swatch(QColor(profile.colour)), profile.colour, profile.colour);
    m_colour->setCurrentIndex(std::max(0, m_colour->findData(profile.colour)));
    form->addRow(tr("C&olour:"), m_colour);
    m_preview->setObjectName(QStringLiteral("safetyPreview"));
    form->addRow(tr("Shown as:"), m_preview);
    layout->addLayout(form);
    m_problem->setObjectName(QStringLiteral("safetyProblem"));
    m_problem->setWordWrap(true);
    setMessageTone(m_problem, MessageTone::Error);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);

    connect(m_levels, &QButtonGroup::idToggled, this, &SafetyDialog::update);
    connect(m_label, &QLineEdit::textChanged, this, &SafetyDialog::update);
    connect(m_colour, &QComboBox::currentIndexChanged, this, &SafetyDialog::update);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    update();
}

SafetyProfile SafetyDialog::profile() const
{
    return SafetyProfile {SafetyLevel(std::max(0, m_levels->checkedId())), m_label->text().trimmed(),
        m_colour->currentData().toString()};
}

void SafetyDialog::update()
{
    const SafetyProfile shown = profile();
    m_preview->setProfile(shown);
    if (m_preview->text().isEmpty()) {
        m_preview->setText(tr("nothing"));
        m_preview->setStyleSheet(QString());
        m_preview->setVisible(true);
    }
    const Status checked = checkSafetyProfile(shown);
    m_problem->setText(checked ? QString() : checked.error().message);
    m_problem->setVisible(!checked);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(bool(checked));
}

} // namespace rowan
