#include "ui/transfer/importwizard.h"
#include "ui/style/messagetone.h"

#include "models/session/servicesession.h"
#include "models/transfer/importjob.h"
#include "models/transfer/importpreviewmodel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

namespace rowan {

namespace {

constexpr EdmType AllTypes[] = {EdmType::String, EdmType::Int32, EdmType::Int64, EdmType::Double,
    EdmType::Boolean, EdmType::DateTime, EdmType::Guid, EdmType::Binary};

} // namespace

ImportWizard::ImportWizard(ServiceSession *session, const QString &account, const QStringList &tables,
    const QString &table, QWidget *parent)
    : QWizard(parent)
    , m_session(session)
    , m_account(account)
    , m_preview(new ImportPreviewModel(this))
{
    setObjectName(QStringLiteral("importWizard"));
    setWindowTitle(tr("Import into %1").arg(account));
    setWizardStyle(QWizard::ClassicStyle);
    setOption(QWizard::NoBackButtonOnLastPage);
    // The progress page has its own Cancel Import; Escape cancels the import too (reject()).
    setOption(QWizard::NoCancelButtonOnLastPage);
    m_filePage = new ImportFilePage(this);
    m_keysPage = new ImportKeysPage(this);
    m_targetPage = new ImportTargetPage(this, tables, table);
    setPage(FilePageId, m_filePage);
    setPage(PreviewPageId, new ImportPreviewPage(this));
    setPage(KeysPageId, m_keysPage);
    setPage(TargetPageId, m_targetPage);
    setPage(ProgressPageId, new ImportProgressPage(this));
    resize(860, 600);
}

ImportWizard::~ImportWizard() = default;

void ImportWizard::setFilePath(const QString &path)
{
    m_filePage->setPath(path);
}

ImportRequest ImportWizard::request() const
{
    ImportRequest r;
    r.path = m_filePage->path();
    r.format = m_filePage->format();
    r.readerOptions = m_filePage->readerOptions();
    r.mapping.partitionKey = m_keysPage->partitionKey();
    r.mapping.rowKey = m_keysPage->rowKey();
    r.mapping.keepKeyColumns = m_keysPage->keepKeyColumns();
    r.mapping.columnTypes = m_preview->typeOverrides();
    r.mapping.ignoredColumns = m_preview->ignoredColumns();
    r.account = m_account;
    r.table = m_targetPage->table();
    r.mode = m_targetPage->mode();
    r.createTable = m_targetPage->createTable();
    r.stopOnError = m_targetPage->stopOnError();
    return r;
}

void ImportWizard::reject()
{
    auto *progress = qobject_cast<ImportProgressPage *>(page(ProgressPageId));
    if (progress && progress->isRunning()) {
        progress->cancel();
        return;
    }
    QWizard::reject();
}

// --- File --------------------------------------------------------------------------------------------------

ImportFilePage::ImportFilePage(ImportWizard *wizard)
    : QWizardPage(wizard)
    , m_path(new QLineEdit(this))
    , m_format(new QComboBox(this))
    , m_maxRowMiB(new QSpinBox(this))
    , m_problem(new QLabel(this))
{
    setTitle(tr("Choose a file"));
    setSubTitle(
        tr("Typed CSV as Azure Storage Explorer writes it, JSON Lines, or a JSON array of entities."));
    m_path->setObjectName(QStringLiteral("filePath"));
    m_path->setAccessibleName(tr("File to import"));
    m_path->setPlaceholderText(tr("/path/to/entities.csv"));
    auto *browse = new QPushButton(tr("Browse…"), this);
    browse->setObjectName(QStringLiteral("browseFile"));
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browse);
    m_format->setObjectName(QStringLiteral("format"));
    m_format->addItem(tr("CSV (typed: Name@type columns, as Storage Explorer)"), int(transfer::Format::Csv));
    m_format->addItem(tr("JSON Lines (one entity per line)"), int(transfer::Format::JsonLines));
    m_format->addItem(tr("JSON array of entities"), int(transfer::Format::JsonArray));
    m_maxRowMiB->setObjectName(QStringLiteral("maxRowMiB"));
    m_maxRowMiB->setRange(1, 256);
    m_maxRowMiB->setValue(8);
    m_maxRowMiB->setSuffix(tr(" MiB"));
    m_maxRowMiB->setToolTip(tr("A row longer than this stops the import: a quote that is never closed would "
                               "otherwise swallow the rest of the file"));
    auto *note
        = new QLabel(tr("CSV: comma-separated, UTF-8, a header row; a column <i>Name@type</i> holds the "
                        "EDM type of column <i>Name</i>. Files without PartitionKey and RowKey columns "
                        "import too: you choose the keys on a later page."),
            this);
    note->setWordWrap(true);
    m_problem->setObjectName(QStringLiteral("fileProblem"));
    setMessageTone(m_problem, MessageTone::Error);
    m_problem->setWordWrap(true);
    auto *form = new QFormLayout;
    form->addRow(tr("&File:"), pathRow);
    form->addRow(tr("F&ormat:"), m_format);
    form->addRow(tr("&Longest row:"), m_maxRowMiB);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(m_problem);
    layout->addStretch();
    connect(browse, &QPushButton::clicked, this, &ImportFilePage::browse);
    connect(m_path, &QLineEdit::textChanged, this, &ImportFilePage::pathEdited);
    connect(m_format, &QComboBox::activated, this, [this] { m_formatChosen = true; });
    pathEdited();
}

void ImportFilePage::browse()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import File"),
        QFileInfo(m_path->text()).path(), tr("Entities (*.csv *.jsonl *.ndjson *.json);;All files (*)"));
    if (!path.isEmpty())
        setPath(path);
}

void ImportFilePage::setPath(const QString &path)
{
    m_path->setText(path);
}

void ImportFilePage::pathEdited()
{
    if (!m_formatChosen) {
        if (const auto f = transfer::formatFromFileName(m_path->text()))
            m_format->setCurrentIndex(m_format->findData(int(*f)));
    }
    const QFileInfo info(m_path->text());
    if (m_path->text().isEmpty())
        m_problem->clear();
    else if (!info.exists())
        m_problem->setText(tr("There is no file %1.").arg(m_path->text()));
    else if (!info.isFile() || !info.isReadable())
        m_problem->setText(tr("%1 is not a readable file.").arg(m_path->text()));
    else
        m_problem->clear();
    Q_EMIT completeChanged();
}

bool ImportFilePage::isComplete() const
{
    const QFileInfo info(m_path->text());
    return !m_path->text().isEmpty() && info.isFile() && info.isReadable();
}

QString ImportFilePage::path() const
{
    return m_path->text();
}

transfer::Format ImportFilePage::format() const
{
    return transfer::Format(m_format->currentData().toInt());
}

transfer::ReaderOptions ImportFilePage::readerOptions() const
{
    transfer::ReaderOptions options;
    options.maxRowBytes = qint64(m_maxRowMiB->value()) * 1024 * 1024;
    return options;
}

// --- Preview -----------------------------------------------------------------------------------------------

ImportPreviewPage::ImportPreviewPage(ImportWizard *wizard)
    : QWizardPage(wizard)
    , m_wizard(wizard)
    , m_table(new QTableView(this))
    , m_column(new QComboBox(this))
    , m_type(new QComboBox(this))
    , m_ignore(new QCheckBox(tr("&Leave out"), this))
    , m_status(new QLabel(this))
{
    setTitle(tr("Preview and types"));
    setSubTitle(tr("The first 100 rows with the type of each column: the file's own where it types a column, "
                   "else the narrowest type every value fits. Choose another type or leave a column out."));
    ImportPreviewModel *model = wizard->previewModel();
    m_table->setObjectName(QStringLiteral("previewTable"));
    m_table->setModel(model);
    // No selection colours: they would hide the red of values that do not fit; the current cell's frame
    // shows the column the controls below edit.
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->setWordWrap(false);
    m_column->setObjectName(QStringLiteral("previewColumn"));
    m_type->setObjectName(QStringLiteral("columnType"));
    for (EdmType t : AllTypes)
        m_type->addItem(edmTypeName(t), int(t));
    m_ignore->setObjectName(QStringLiteral("ignoreColumn"));
    m_status->setObjectName(QStringLiteral("previewStatus"));
    m_status->setWordWrap(true);
    auto *row = new QHBoxLayout;
    auto *columnLabel = new QLabel(tr("&Column:"), this);
    columnLabel->setBuddy(m_column);
    row->addWidget(columnLabel);
    row->addWidget(m_column, 1);
    auto *typeLabel = new QLabel(tr("&Type:"), this);
    typeLabel->setBuddy(m_type);
    row->addWidget(typeLabel);
    row->addWidget(m_type, 1);
    row->addWidget(m_ignore);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addLayout(row);
    layout->addWidget(m_status);

    connect(model, &ImportPreviewModel::loaded, this, [this, model] {
        m_failure.clear();
        m_column->clear();
        m_column->addItems(model->columnNames());
        m_table->resizeColumnsToContents();
        for (int c = 0; c < model->columnCount(); ++c)
            m_table->setColumnWidth(c, qMin(m_table->columnWidth(c), 260));
        showColumn(model->columnCount() > 2 ? 2 : 0);
        Q_EMIT completeChanged();
    });
    connect(model, &ImportPreviewModel::loadFailed, this, [this](const QString &message) {
        m_failure = message;
        m_loadedKey.clear();
        m_column->clear();
        updateStatus();
        Q_EMIT completeChanged();
    });
    connect(model, &ImportPreviewModel::choicesChanged, this, &ImportPreviewPage::updateStatus);
    connect(m_column, &QComboBox::currentIndexChanged, this, &ImportPreviewPage::showColumn);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentColumnChanged, this,
        [this](const QModelIndex &current) {
            if (current.isValid())
                m_column->setCurrentIndex(current.column());
        });
    connect(m_type, &QComboBox::activated, this, [this, model] {
        model->setColumnType(m_column->currentIndex(), EdmType(m_type->currentData().toInt()));
    });
    connect(m_ignore, &QCheckBox::toggled, this, [this, model](bool on) {
        model->setColumnIgnored(m_column->currentIndex(), on);
        Q_EMIT completeChanged(); // an ignored key column changes the mapping's validity
    });
}

void ImportPreviewPage::initializePage()
{
    const QString key
        = m_wizard->m_filePage->path() + u'\n' + QString::number(int(m_wizard->m_filePage->format()));
    if (key == m_loadedKey)
        return;
    m_loadedKey = key;
    m_failure.clear();
    m_status->setText(tr("Reading the first rows…"));
    m_wizard->previewModel()->load(
        m_wizard->m_filePage->path(), m_wizard->m_filePage->format(), m_wizard->m_filePage->readerOptions());
    Q_EMIT completeChanged();
}

bool ImportPreviewPage::isComplete() const
{
    const ImportPreviewModel *model = m_wizard->previewModel();
    return m_failure.isEmpty() && !model->isLoading() && model->rowCount() > 0;
}

void ImportPreviewPage::showColumn(int column)
{
    ImportPreviewModel *model = m_wizard->previewModel();
    if (column < 0 || column >= model->columnCount())
        return;
    if (m_column->currentIndex() != column)
        m_column->setCurrentIndex(column);
    const bool key = model->headerData(column, Qt::Horizontal, ImportPreviewModel::KeyColumnRole).toBool();
    const QSignalBlocker blockType(m_type);
    const QSignalBlocker blockIgnore(m_ignore);
    m_type->setCurrentIndex(m_type->findData(int(model->columnType(column))));
    m_type->setEnabled(!key);
    m_type->setToolTip(key ? tr("Keys are text") : QString());
    m_ignore->setChecked(model->isColumnIgnored(column));
    m_ignore->setEnabled(!key);
    if (m_table->currentIndex().column() != column)
        m_table->setCurrentIndex(model->index(qMax(0, m_table->currentIndex().row()), column));
    updateStatus();
}

void ImportPreviewPage::updateStatus()
{
    if (!m_failure.isEmpty()) {
        m_status->setText(tr("<span style='color:#c01c28'>The file cannot be read: %1</span>")
                              .arg(m_failure.toHtmlEscaped()));
        return;
    }
    const ImportPreviewModel *model = m_wizard->previewModel();
    if (model->isLoading())
        return;
    const transfer::SampleTable &sample = model->sample();
    // English plurals spelled out: without a translation loaded, tr()'s %n leaves "row(s)".
    const auto rows
        = [](qsizetype n) { return n == 1 ? tr("1 row") : tr("%1 rows", nullptr, int(n)).arg(n); };
    QStringList parts;
    parts << (sample.endOfFile ? tr("%1, the whole file.").arg(rows(sample.rows.size()))
                               : tr("The first %1.").arg(rows(sample.rows.size())));
    if (const int failing = model->failingCells())
        parts << tr(
            "<span style='color:#c01c28'>%1 not fit the chosen type: those rows would be rejected.</span>")
                     .arg(failing == 1 ? tr("1 value does")
                                       : tr("%1 values do", nullptr, int(failing)).arg(failing));
    if (!sample.badRows.isEmpty())
        parts << tr("<span style='color:#c01c28'>%1 cannot be read (first: line %2, %3).</span>")
                     .arg(rows(sample.badRows.size()))
                     .arg(sample.badRows.first().where.line)
                     .arg(sample.badRows.first().error.message.toHtmlEscaped());
    m_status->setText(parts.join(u' '));
}

} // namespace rowan
