#include "ui/window/preferencesdialog.h"

#include "ui/style/themes.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace rowan {

PreferencesDialog::PreferencesDialog(const PreferenceValues &values,
    const QList<std::pair<QString, QString>> &languages, bool journal, QWidget *parent)
    : QDialog(parent)
    , m_theme(new QComboBox(this))
    , m_language(new QComboBox(this))
    , m_dates(new QComboBox(this))
    , m_pageSize(new QSpinBox(this))
    , m_journalLimits(new QPushButton(tr("Change Journal &Limits…"), this))
    , m_safety(new QPushButton(tr("&Safety Level…"), this))
{
    setObjectName(QStringLiteral("preferencesDialog"));
    setWindowTitle(tr("Preferences"));
    m_theme->setObjectName(QStringLiteral("themeCombo"));
    m_language->setObjectName(QStringLiteral("languageCombo"));
    m_dates->setObjectName(QStringLiteral("datesCombo"));
    m_pageSize->setObjectName(QStringLiteral("pageSizeSpin"));
    m_journalLimits->setObjectName(QStringLiteral("journalLimitsButton"));
    m_safety->setObjectName(QStringLiteral("safetyLevelButton"));

    for (Theme theme : {Theme::System, Theme::Light, Theme::Dark, Theme::HighContrast})
        m_theme->addItem(themeTitle(theme), themeName(theme));
    m_theme->setCurrentIndex(std::max(0, m_theme->findData(values.theme)));
    m_theme->setAccessibleName(tr("Theme"));

    m_language->addItem(tr("As the system"), QString());
    for (const auto &[code, name] : languages)
        m_language->addItem(name, code);
    m_language->setCurrentIndex(std::max(0, m_language->findData(values.language)));
    m_language->setAccessibleName(tr("Language"));
    m_language->setToolTip(tr("Menus, dialogs and messages; the command line stays in English"));

    m_dates->addItem(tr("UTC, as stored"), false);
    m_dates->addItem(tr("Local time"), true);
    m_dates->setCurrentIndex(values.localTime ? 1 : 0);
    m_dates->setAccessibleName(tr("DateTime values"));
    m_dates->setToolTip(
        tr("How the grid shows DateTime values when a table opens; its Local time box changes "
           "it for one table"));

    m_pageSize->setRange(Preferences::MinPageSize, Preferences::MaxPageSize);
    m_pageSize->setSingleStep(100);
    m_pageSize->setValue(values.pageSize);
    m_pageSize->setAccessibleName(tr("Entities per page"));
    m_pageSize->setToolTip(tr("How many entities a table or query reads at a time (the service sends at "
                              "most 1,000)"));

    m_journalLimits->setEnabled(journal);
    m_journalLimits->setToolTip(journal ? tr("How large and how old the change journal may grow")
                                        : tr("The store or connection shown keeps no change journal"));
    connect(m_journalLimits, &QPushButton::clicked, this, &PreferencesDialog::journalLimitsRequested);
    // Confirmations belong to each store and connection (production asks, a scratch store need not), so
    // they are set where the safety level is.
    setSafetyLevelAvailable(false);
    connect(m_safety, &QPushButton::clicked, this, &PreferencesDialog::safetyLevelRequested);

    auto *form = new QFormLayout;
    form->addRow(tr("&Theme:"), m_theme);
    form->addRow(tr("&Language:"), m_language);
    auto *languageNote = new QLabel(tr("A new language shows in full after Rowan starts again."), this);
    languageNote->setWordWrap(true);
    form->addRow(QString(), languageNote);
    form->addRow(tr("&DateTime values:"), m_dates);
    form->addRow(tr("Entities per &page:"), m_pageSize);
    form->addRow(tr("Change journal:"), m_journalLimits);
    form->addRow(tr("Confirmations:"), m_safety);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->setObjectName(QStringLiteral("buttonBox"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    setTabOrder({m_theme, m_language, m_dates, m_pageSize, m_journalLimits, m_safety, buttons});
}

void PreferencesDialog::setSafetyLevelAvailable(bool available)
{
    m_safety->setEnabled(available);
    m_safety->setToolTip(available
            ? tr("Whether writes to the store or connection shown are confirmed first, or refused (read-only)")
            : tr("Open a store or connect first: each has its own safety level"));
}

PreferenceValues PreferencesDialog::values() const
{
    PreferenceValues v;
    v.theme = m_theme->currentData().toString();
    v.language = m_language->currentData().toString();
    v.localTime = m_dates->currentData().toBool();
    v.pageSize = m_pageSize->value();
    return v;
}

} // namespace rowan
