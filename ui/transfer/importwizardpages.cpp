// The Import wizard's keys, target and progress pages (the wizard and its first pages: importwizard.cpp).
#include "ui/safety/writeconfirmation.h"
#include "ui/style/messagetone.h"
#include "ui/transfer/importwizard.h"

#include "models/session/servicesession.h"
#include "models/transfer/importjob.h"
#include "models/transfer/importpreviewmodel.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDesktopServices>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QUrl>
#include <QVBoxLayout>
#include <limits>

namespace rowan {

namespace {

QString count(qint64 n)
{
    return QLocale().toString(n);
}

QString duration(qint64 ms)
{
    if (ms < 10'000)
        return QObject::tr("%1 s").arg(QLocale().toString(double(ms) / 1000.0, 'f', ms < 1000 ? 2 : 1));
    const qint64 s = (ms + 500) / 1000;
    if (s < 60)
        return QObject::tr("%1 s").arg(s);
    if (s < 3600)
        return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2:%3")
        .arg(s / 3600)
        .arg(s / 60 % 60, 2, 10, QLatin1Char('0'))
        .arg(s % 60, 2, 10, QLatin1Char('0'));
}

qint64 rate(qint64 rows, qint64 ms)
{
    return ms > 0 ? rows * 1000 / ms : 0;
}

void fillColumns(QComboBox *combo, const QStringList &columns)
{
    const QString current = combo->currentData().toString();
    const QSignalBlocker block(combo);
    combo->clear();
    combo->addItem(QObject::tr("(choose a column)"), QString());
    for (const QString &c : columns)
        combo->addItem(c, c);
    combo->setCurrentIndex(qMax(0, combo->findData(current)));
}

} // namespace

// --- Keys --------------------------------------------------------------------------------------------------

ImportKeysPage::ImportKeysPage(ImportWizard *wizard)
    : QWizardPage(wizard)
    , m_wizard(wizard)
    , m_pkFromColumn(new QRadioButton(tr("From &column"), this))
    , m_pkColumn(new QComboBox(this))
    , m_pkFixed(new QRadioButton(tr("&Same for every row"), this))
    , m_pkValue(new QLineEdit(this))
    , m_rkFromColumn(new QRadioButton(tr("From c&olumn"), this))
    , m_rkColumn(new QComboBox(this))
    , m_rkGenerated(new QRadioButton(tr("&Generated"), this))
    , m_rkKind(new QComboBox(this))
    , m_rkWidth(new QSpinBox(this))
    , m_rkStart(new QSpinBox(this))
    , m_keep(new QCheckBox(tr("&Keep the key columns as properties too"), this))
    , m_example(new QLabel(this))
    , m_problem(new QLabel(this))
{
    setTitle(tr("Keys"));
    setSubTitle(tr("Every entity needs a PartitionKey and a RowKey: take them from columns, or give one "
                   "PartitionKey to all rows and generate the RowKeys."));
    m_pkFromColumn->setObjectName(QStringLiteral("pkFromColumn"));
    m_pkColumn->setObjectName(QStringLiteral("pkColumn"));
    m_pkFixed->setObjectName(QStringLiteral("pkFixed"));
    m_pkValue->setObjectName(QStringLiteral("pkValue"));
    m_pkValue->setPlaceholderText(tr("e.g. imported"));
    m_rkFromColumn->setObjectName(QStringLiteral("rkFromColumn"));
    m_rkColumn->setObjectName(QStringLiteral("rkColumn"));
    m_rkGenerated->setObjectName(QStringLiteral("rkGenerated"));
    m_rkKind->setObjectName(QStringLiteral("rkKind"));
    m_rkKind->addItem(tr("GUID"), int(transfer::KeySource::Guid));
    m_rkKind->addItem(tr("Inverted ticks (newest first)"), int(transfer::KeySource::InvertedTicks));
    m_rkKind->addItem(tr("Counter"), int(transfer::KeySource::Counter));
    m_rkWidth->setObjectName(QStringLiteral("rkWidth"));
    m_rkWidth->setRange(1, 19);
    m_rkWidth->setValue(10);
    m_rkWidth->setPrefix(tr("width "));
    m_rkStart->setObjectName(QStringLiteral("rkStart"));
    m_rkStart->setRange(0, std::numeric_limits<int>::max());
    m_rkStart->setValue(1);
    m_rkStart->setPrefix(tr("from "));
    m_keep->setObjectName(QStringLiteral("keepKeyColumns"));
    m_example->setObjectName(QStringLiteral("keyExample"));
    m_example->setWordWrap(true);
    m_example->setTextFormat(Qt::PlainText);
    m_problem->setObjectName(QStringLiteral("keysProblem"));
    setMessageTone(m_problem, MessageTone::Error);
    m_problem->setWordWrap(true);

    auto *pkBox = new QGroupBox(tr("PartitionKey"), this);
    auto *pkLayout = new QFormLayout(pkBox);
    pkLayout->addRow(m_pkFromColumn, m_pkColumn);
    pkLayout->addRow(m_pkFixed, m_pkValue);
    auto *rkBox = new QGroupBox(tr("RowKey"), this);
    auto *rkLayout = new QFormLayout(rkBox);
    rkLayout->addRow(m_rkFromColumn, m_rkColumn);
    auto *generated = new QHBoxLayout;
    generated->addWidget(m_rkKind, 1);
    generated->addWidget(m_rkWidth);
    generated->addWidget(m_rkStart);
    rkLayout->addRow(m_rkGenerated, generated);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(pkBox);
    layout->addWidget(rkBox);
    layout->addWidget(m_keep);
    layout->addWidget(m_example);
    layout->addWidget(m_problem);
    layout->addStretch();
    m_pkFromColumn->setChecked(true);
    m_rkFromColumn->setChecked(true);

    for (QRadioButton *b : {m_pkFromColumn, m_pkFixed, m_rkFromColumn, m_rkGenerated})
        connect(b, &QRadioButton::toggled, this, &ImportKeysPage::update);
    for (QComboBox *c : {m_pkColumn, m_rkColumn, m_rkKind})
        connect(c, &QComboBox::currentIndexChanged, this, &ImportKeysPage::update);
    for (QSpinBox *s : {m_rkWidth, m_rkStart})
        connect(s, &QSpinBox::valueChanged, this, &ImportKeysPage::update);
    connect(m_pkValue, &QLineEdit::textChanged, this, &ImportKeysPage::update);
    connect(m_keep, &QCheckBox::toggled, this, &ImportKeysPage::update);
    // Typing a fixed value or choosing a column picks that way of making the key.
    connect(m_pkValue, &QLineEdit::textEdited, m_pkFixed, [this] { m_pkFixed->setChecked(true); });
    connect(m_pkColumn, &QComboBox::activated, m_pkFromColumn, [this] { m_pkFromColumn->setChecked(true); });
    connect(m_rkColumn, &QComboBox::activated, m_rkFromColumn, [this] { m_rkFromColumn->setChecked(true); });
    connect(m_rkKind, &QComboBox::activated, m_rkGenerated, [this] { m_rkGenerated->setChecked(true); });
}

void ImportKeysPage::initializePage()
{
    const QStringList columns = m_wizard->previewModel()->columnNames();
    if (columns != m_columns) {
        const bool first = m_columns.isEmpty();
        m_columns = columns;
        fillColumns(m_pkColumn, columns);
        fillColumns(m_rkColumn, columns);
        // The file's own key columns are the natural choice; otherwise the user must choose.
        if (first || m_pkColumn->currentIndex() <= 0)
            m_pkColumn->setCurrentIndex(qMax(0, m_pkColumn->findData(QStringLiteral("PartitionKey"))));
        if (first || m_rkColumn->currentIndex() <= 0)
            m_rkColumn->setCurrentIndex(qMax(0, m_rkColumn->findData(QStringLiteral("RowKey"))));
    }
    update();
}

transfer::KeyMapping ImportKeysPage::partitionKey() const
{
    if (m_pkFixed->isChecked())
        return transfer::KeyMapping::fixed(m_pkValue->text());
    return transfer::KeyMapping::fromColumn(m_pkColumn->currentData().toString());
}

transfer::KeyMapping ImportKeysPage::rowKey() const
{
    if (m_rkGenerated->isChecked())
        return transfer::KeyMapping::generated(
            transfer::KeySource(m_rkKind->currentData().toInt()), m_rkWidth->value(), m_rkStart->value());
    return transfer::KeyMapping::fromColumn(m_rkColumn->currentData().toString());
}

bool ImportKeysPage::keepKeyColumns() const
{
    return m_keep->isChecked();
}

QString ImportKeysPage::problem() const
{
    transfer::ColumnMapping mapping;
    mapping.partitionKey = partitionKey();
    mapping.rowKey = rowKey();
    mapping.ignoredColumns = m_wizard->previewModel()->ignoredColumns();
    const Status ok = transfer::validateMapping(mapping, m_columns);
    if (!ok) {
        QString message = ok.error().message;
        message[0] = message[0].toUpper();
        return message + u'.';
    }
    return {};
}

bool ImportKeysPage::isComplete() const
{
    return problem().isEmpty();
}

void ImportKeysPage::update()
{
    const bool counter = m_rkKind->currentData().toInt() == int(transfer::KeySource::Counter);
    m_rkWidth->setEnabled(m_rkGenerated->isChecked() && counter);
    m_rkStart->setEnabled(m_rkGenerated->isChecked() && counter);
    m_rkKind->setEnabled(m_rkGenerated->isChecked());
    m_rkColumn->setEnabled(m_rkFromColumn->isChecked());
    m_pkColumn->setEnabled(m_pkFromColumn->isChecked());
    m_pkValue->setEnabled(m_pkFixed->isChecked());
    const QString why = problem();
    m_problem->setText(why);
    if (why.isEmpty()) {
        // A live example: the first rows' keys as the import will make them.
        const ImportPreviewModel *model = m_wizard->previewModel();
        const auto examples = [&](const transfer::KeyMapping &m) {
            if (m.source != transfer::KeySource::Column)
                return transfer::keyExamples(m, 3);
            QStringList values;
            const int column = model->columnOf(m.column);
            for (int row = 0; row < qMin(3, model->rowCount()); ++row)
                values << model->data(model->index(row, column)).toString();
            return values;
        };
        const QStringList pks = examples(partitionKey());
        const QStringList rks = examples(rowKey());
        QStringList lines;
        for (qsizetype i = 0; i < qMin(pks.size(), rks.size()); ++i)
            lines << tr("PartitionKey %1, RowKey %2").arg(pks[i], rks[i]);
        m_example->setText(tr("The first rows get:\n%1").arg(lines.join(u'\n')));
    } else {
        m_example->clear();
    }
    Q_EMIT completeChanged();
}

// --- Target ------------------------------------------------------------------------------------------------

ImportTargetPage::ImportTargetPage(ImportWizard *wizard, const QStringList &tables, const QString &table)
    : QWizardPage(wizard)
    , m_tables(tables)
    , m_table(new QComboBox(this))
    , m_tableNote(new QLabel(this))
    , m_mode(new QButtonGroup(this))
    , m_modeText(new QLabel(this))
    , m_stopOnError(new QCheckBox(tr("S&top at the first rejected row (rows before it are written)"), this))
    , m_wizard(wizard)
{
    setTitle(tr("Target and write mode"));
    setSubTitle(
        tr("Rows are written in entity group transactions of up to 100 per partition; each is written "
           "whole or not at all."));
    setCommitPage(true);
    setButtonText(QWizard::CommitButton, tr("&Import"));
    m_table->setObjectName(QStringLiteral("targetTable"));
    m_table->setEditable(true);
    m_table->setInsertPolicy(QComboBox::NoInsert);
    m_table->addItems(tables);
    m_table->setCurrentText(table);
    m_tableNote->setObjectName(QStringLiteral("targetNote"));
    m_tableNote->setWordWrap(true);
    auto *modes = new QHBoxLayout;
    const std::pair<transfer::ImportMode, QString> choices[] = {{transfer::ImportMode::Insert, tr("I&nsert")},
        {transfer::ImportMode::Replace, tr("&Replace")}, {transfer::ImportMode::Merge, tr("&Merge")},
        {transfer::ImportMode::SkipExisting, tr("S&kip existing")}};
    for (const auto &[mode, label] : choices) {
        auto *button = new QRadioButton(label, this);
        button->setObjectName(QStringLiteral("mode-") + transfer::importModeName(mode));
        m_mode->addButton(button, int(mode));
        modes->addWidget(button);
    }
    modes->addStretch();
    m_mode->button(int(transfer::ImportMode::Insert))->setChecked(true);
    m_modeText->setObjectName(QStringLiteral("modeText"));
    m_modeText->setWordWrap(true);
    m_stopOnError->setObjectName(QStringLiteral("stopOnError"));
    auto *form = new QFormLayout;
    form->addRow(tr("&Table:"), m_table);
    form->addRow(QString(), m_tableNote);
    form->addRow(tr("Write mode:"), modes);
    form->addRow(QString(), m_modeText);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_stopOnError);
    layout->addStretch();
    connect(m_table, &QComboBox::currentTextChanged, this, &ImportTargetPage::update);
    connect(m_mode, &QButtonGroup::idToggled, this, &ImportTargetPage::update);
    update();
}

QString ImportTargetPage::table() const
{
    const QString name = m_table->currentText().trimmed();
    // The existing table's own spelling: names are case-insensitive.
    for (const QString &t : m_tables) {
        if (t.compare(name, Qt::CaseInsensitive) == 0)
            return t;
    }
    return name;
}

bool ImportTargetPage::createTable() const
{
    return !m_tables.contains(table());
}

transfer::ImportMode ImportTargetPage::mode() const
{
    return transfer::ImportMode(m_mode->checkedId());
}

bool ImportTargetPage::stopOnError() const
{
    return m_stopOnError->isChecked();
}

bool ImportTargetPage::validatePage()
{
    WriteIntent intent;
    intent.title = tr("Import");
    intent.confirmText = tr("Import");
    intent.question = tr("Import <b>%1</b> into table <b>%2</b> (%3)?")
                          .arg(QFileInfo(m_wizard->request().path).fileName().toHtmlEscaped(),
                              table().toHtmlEscaped(), transfer::importModeName(mode()));
    intent.account = m_wizard->m_account;
    intent.table = table();
    intent.bulk = true;
    return confirmWrite(
        this, m_wizard->m_session->safety(), m_wizard->m_session->description().displayName, intent);
}

bool ImportTargetPage::isComplete() const
{
    return m_problem.isEmpty();
}

void ImportTargetPage::update()
{
    const QString name = table();
    m_problem.clear();
    if (name.isEmpty()) {
        m_problem = tr("Choose a table or type the name of a new one.");
    } else if (const Status ok = validateTableName(name); !ok) {
        m_problem = ok.error().message;
    }
    if (!m_problem.isEmpty()) {
        setMessageTone(m_tableNote, MessageTone::Error);
        m_tableNote->setText(m_problem);
    } else {
        setMessageTone(m_tableNote, MessageTone::Plain);
        m_tableNote->setText(createTable() ? tr("Table %1 does not exist yet: it will be created.").arg(name)
                                           : tr("Rows go into the existing table %1.").arg(name));
    }
    switch (mode()) {
    case transfer::ImportMode::Insert:
        m_modeText->setText(
            tr("Adds each row as a new entity. A row whose keys exist already is rejected and "
               "listed in the error report; the entity stays as it is."));
        break;
    case transfer::ImportMode::Replace:
        m_modeText->setText(tr("Adds new entities and replaces existing ones whole: properties the row does "
                               "not have are removed."));
        break;
    case transfer::ImportMode::Merge:
        m_modeText->setText(tr("Adds new entities and merges rows into existing ones: the row's properties "
                               "are set, the entity's other properties kept."));
        break;
    case transfer::ImportMode::SkipExisting:
        m_modeText->setText(tr("Adds new entities and leaves existing ones untouched, counting them as "
                               "skipped. Running a cancelled import again this way finishes it."));
        break;
    }
    Q_EMIT completeChanged();
}

// --- Progress ----------------------------------------------------------------------------------------------

ImportProgressPage::ImportProgressPage(ImportWizard *wizard)
    : QWizardPage(wizard)
    , m_wizard(wizard)
    , m_what(new QLabel(this))
    , m_bar(new QProgressBar(this))
    , m_numbers(new QLabel(this))
    , m_cancel(new QPushButton(tr("&Cancel Import"), this))
    , m_summary(new QLabel(this))
    , m_openReport(new QPushButton(tr("&Open Error Report"), this))
{
    setTitle(tr("Importing"));
    m_what->setWordWrap(true);
    m_bar->setObjectName(QStringLiteral("importProgress"));
    m_numbers->setObjectName(QStringLiteral("progressNumbers"));
    m_cancel->setObjectName(QStringLiteral("cancelImport"));
    m_summary->setObjectName(QStringLiteral("importSummary"));
    m_summary->setWordWrap(true);
    m_openReport->setObjectName(QStringLiteral("openErrorReport"));
    m_openReport->hide();
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_openReport);
    buttons->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_what);
    layout->addWidget(m_bar);
    layout->addWidget(m_numbers);
    layout->addLayout(buttons);
    layout->addWidget(m_summary);
    layout->addStretch();
    connect(m_cancel, &QPushButton::clicked, this, &ImportProgressPage::cancel);
    connect(m_openReport, &QPushButton::clicked, this,
        [this] { QDesktopServices::openUrl(QUrl::fromLocalFile(m_reportPath)); });
}

void ImportProgressPage::initializePage()
{
    if (m_wizard->m_job)
        return;
    const ImportRequest request = m_wizard->request();
    m_what->setText(
        tr("%1 into table %2 (%3).")
            .arg(QFileInfo(request.path).fileName(), request.table, transfer::importModeName(request.mode)));
    m_bar->setRange(0, 0);
    m_numbers->setText(tr("Starting…"));
    m_running = true;
    m_wizard->m_job = new ImportJob(m_wizard->m_session, m_wizard);
    connect(m_wizard->m_job, &ImportJob::progress, this, &ImportProgressPage::showProgress);
    connect(m_wizard->m_job, &ImportJob::finished, this, &ImportProgressPage::showOutcome);
    m_wizard->m_job->start(request);
}

bool ImportProgressPage::isComplete() const
{
    return m_done;
}

void ImportProgressPage::cancel()
{
    if (!m_running || !m_wizard->m_job)
        return;
    m_wizard->m_job->cancel();
    m_cancel->setEnabled(false);
    m_numbers->setText(m_numbers->text() + tr(" — cancelling after the transaction in flight…"));
}

void ImportProgressPage::showProgress(const transfer::Progress &p)
{
    if (!m_running)
        return;
    if (p.bytesTotal > 0) {
        m_bar->setRange(0, 1000);
        m_bar->setValue(int(p.bytesDone * 1000 / p.bytesTotal));
    }
    QString text = tr("%1 rows read · %2 written · %3 skipped · %4 failed · %5 rows/s")
                       .arg(count(p.rowsRead), count(p.written), count(p.skipped), count(p.failed),
                           count(rate(p.rowsRead, p.elapsedMs)));
    if (p.bytesTotal > 0 && p.bytesDone > 0 && p.elapsedMs > 500)
        text += tr(" · %1 left").arg(duration(p.elapsedMs * (p.bytesTotal - p.bytesDone) / p.bytesDone));
    m_numbers->setText(text);
}

void ImportProgressPage::showOutcome(const ImportOutcome &outcome)
{
    m_running = false;
    m_done = true;
    m_cancel->hide();
    const transfer::Progress &t = outcome.summary.totals;
    if (m_bar->maximum() == 0)
        m_bar->setRange(0, 1);
    if (outcome.failure.isEmpty() && !outcome.summary.cancelled && !outcome.summary.stoppedOnError)
        m_bar->setValue(m_bar->maximum());
    QString numbers = tr("%1 written, %2 skipped, %3 failed in %4")
                          .arg(count(t.written), count(t.skipped), count(t.failed), duration(t.elapsedMs));
    // A rate over a few milliseconds says nothing.
    numbers += t.elapsedMs >= 100 ? tr(" (%1 rows/s).").arg(count(rate(t.rowsRead, t.elapsedMs)))
                                  : QStringLiteral(".");
    QString text;
    if (!outcome.failure.isEmpty())
        text = tr("<b>The import stopped:</b> %1<br>Transactions committed before stay.")
                   .arg(outcome.failure.toHtmlEscaped());
    else if (outcome.summary.cancelled)
        text = tr("<b>Cancelled.</b> %1<br>Every committed transaction is whole; import the file again with "
                  "<i>Skip existing</i> to finish.")
                   .arg(numbers);
    else if (outcome.summary.stoppedOnError)
        text = tr("<b>Stopped at the first rejected row.</b> %1").arg(numbers);
    else if (t.failed > 0)
        text = tr("<b>Done, with rejected rows.</b> %1").arg(numbers);
    else
        text = tr("<b>Done.</b> %1").arg(numbers);
    setTitle(!outcome.failure.isEmpty() ? tr("Import stopped")
            : outcome.summary.cancelled ? tr("Import cancelled")
                                        : tr("Import finished"));
    if (!outcome.errorReportProblem.isEmpty())
        text += tr("<br><span style='color:#c01c28'>The error report could not be written: %1</span>")
                    .arg(outcome.errorReportProblem.toHtmlEscaped());
    m_numbers->setText(tr("%1 rows read.").arg(count(t.rowsRead)));
    m_reportPath = outcome.errorReportPath;
    if (!m_reportPath.isEmpty())
        text += tr("<br>The rejected rows, with their line, column and reason, are listed in %1.")
                    .arg(QDir::toNativeSeparators(m_reportPath).toHtmlEscaped());
    m_summary->setText(text);
    m_openReport->setVisible(!m_reportPath.isEmpty());
    m_openReport->setToolTip(m_reportPath);
    Q_EMIT m_wizard->imported(m_wizard->m_account, m_wizard->request().table);
    Q_EMIT completeChanged();
}

} // namespace rowan
