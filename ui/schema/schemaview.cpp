#include "ui/schema/schemaview.h"

#include "models/schema/censusjob.h"
#include "models/schema/censusmodel.h"
#include "models/session/servicesession.h"
#include "models/store/storetreemodel.h"
#include "ui/compare/comparedialog.h"
#include "ui/connections/connectionactions.h"
#include "ui/schema/censuscomparisonpage.h"
#include "ui/transfer/servicepicker.h"

#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QStackedWidget>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include <limits>

namespace rowan {

using namespace Qt::StringLiterals;

SchemaView::SchemaView(ServiceSession *session, QWidget *parent)
    : TableDockView(session, parent)
    , m_model(new CensusModel(this))
    , m_job(new CensusJob(session, this))
    , m_title(new QLabel(this))
    , m_status(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_refresh(new QPushButton(tr("Count Again"), this))
    , m_export(new QToolButton(this))
    , m_compare(new QPushButton(tr("Compare With…"), this))
    , m_view(new QTreeView(this))
    , m_pages(new QStackedWidget(this))
    , m_comparison(new CensusComparisonPage(session, this))
{
    auto *outer = new QVBoxLayout(this);
    // Two pages under the title: the census, and the census beside another table's.
    auto *censusPage = new QWidget(m_pages);
    auto *layout = new QVBoxLayout(censusPage);
    layout->setContentsMargins(0, 0, 0, 0);
    // The title has a line of its own: in a narrow dock the buttons beside it would cut the table's name.
    m_title->setObjectName(u"schemaTitle"_s);
    m_title->setWordWrap(true);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    outer->addWidget(m_title);
    outer->addWidget(m_pages, 1);
    m_pages->addWidget(censusPage);
    m_pages->addWidget(m_comparison);
    auto *head = new QHBoxLayout;
    m_progress->setObjectName(u"schemaProgress"_s);
    m_progress->setAccessibleName(tr("Census progress"));
    m_cancel->setObjectName(u"schemaCancel"_s);
    m_refresh->setObjectName(u"schemaRefresh"_s);
    m_refresh->setToolTip(tr("Read the table again and count what its entities hold"));
    m_export->setObjectName(u"schemaExport"_s);
    m_export->setText(tr("Export"));
    m_export->setAccessibleName(tr("Export the census"));
    m_export->setPopupMode(QToolButton::InstantPopup);
    auto *menu = new QMenu(m_export);
    menu->addAction(tr("As &JSON…"), this, [this] { exportTo(ExportFormat::Json); });
    menu->addAction(tr("As JSON &Schema…"), this, [this] { exportTo(ExportFormat::JsonSchema); });
    menu->addAction(tr("As &Markdown…"), this, [this] { exportTo(ExportFormat::Markdown); });
    m_export->setMenu(menu);
    head->addWidget(m_progress, 1);
    head->addWidget(m_cancel);
    head->addStretch();
    head->addWidget(m_refresh);
    head->addWidget(m_export);
    m_compare->setObjectName(u"schemaCompare"_s);
    m_compare->setToolTip(
        tr("Put this census beside another table's: here, in another store file or of a saved connection"));
    head->addWidget(m_compare);
    layout->addLayout(head);
    m_status->setObjectName(u"schemaStatus"_s);
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    layout->addWidget(m_status);

    m_view->setObjectName(u"schemaProperties"_s);
    m_view->setAccessibleName(tr("Properties of the table"));
    m_view->setModel(m_model);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setAllColumnsShowFocus(false);
    m_view->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_view->header()->setStretchLastSection(true);
    m_view->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    layout->addWidget(m_view, 1);

    connect(m_cancel, &QPushButton::clicked, this, &SchemaView::cancel);
    connect(m_refresh, &QPushButton::clicked, this, &SchemaView::refresh);
    connect(m_compare, &QPushButton::clicked, this, &SchemaView::chooseComparison);
    connect(m_comparison, &CensusComparisonPage::backRequested, this, &SchemaView::leaveComparison);
    // The page shows once the other side has opened: a store that would not open leaves the census as it was.
    connect(m_comparison, &CensusComparisonPage::started, this, [this] {
        m_pages->setCurrentWidget(m_comparison);
        m_comparison->view()->setFocus();
    });
    connect(m_view, &QTreeView::activated, this, &SchemaView::showEntities);
    connect(m_job, &CensusJob::progress, this, [this](qint64 read, qint64 total) {
        const QLocale locale;
        if (total > 0) {
            // QProgressBar counts in int: per mille of the entities.
            m_progress->setRange(0, 1000);
            m_progress->setValue(int(1000 * read / total));
        } else {
            m_progress->setRange(0, 0);
        }
        m_status->setText(total >= 0
                ? tr("Counting… %1 of %2 entities read.").arg(locale.toString(read), locale.toString(total))
                : tr("Counting… %1 entities read.").arg(locale.toString(read)));
    });
    connect(m_job, &CensusJob::finished, this, [this](const Census &census) {
        m_model->setCensus(census);
        setBusy(false);
        for (int row = 0; row < m_model->rowCount(); ++row) {
            const QModelIndex index = m_model->index(row, 0);
            if (m_model->rowCount(index) > 0)
                m_view->expand(index);
        }
        auto count = [](qint64 n) { return int(std::min<qint64>(n, std::numeric_limits<int>::max())); };
        const QString counted = tr("%Ln entities", nullptr, count(census.entities));
        QString text;
        if (census.complete)
            text = tr("The whole table: %1 in %2, %n properties.", nullptr, int(census.properties.size()))
                       .arg(counted, tr("%Ln partitions", nullptr, count(census.partitions)));
        else
            text = tr("A sample: the table's first %1 (this endpoint keeps no statistics), %n properties.",
                nullptr, int(census.properties.size()))
                       .arg(counted);
        qsizetype conflicts = 0;
        for (const CensusProperty &p : census.properties)
            conflicts += p.hasTypeConflict();
        if (conflicts > 0)
            text += u' ' + tr("%n stored with more than one type.", nullptr, int(conflicts));
        m_status->setText(text);
        m_comparison->setLeftCensus(census);
        Q_EMIT censusShown();
    });
    connect(m_job, &CensusJob::failed, this, [this](const QString &message) {
        setBusy(false);
        m_model->clear();
        m_status->setText(tr("The table could not be read: %1").arg(message));
    });
    connect(m_job, &CensusJob::cancelled, this, [this] {
        setBusy(false);
        m_status->setText(tr("Cancelled. Choose Count Again to start over."));
    });
    followSession();
}

void SchemaView::startWork()
{
    m_title->setText(tr("Schema of %1").arg(table()));
    m_model->clear();
    m_status->setText(hasStatistics()
            ? tr("Counting…")
            : tr("Counting the first entities (this endpoint keeps no statistics)…"));
    m_progress->setRange(0, 0);
    setBusy(true);
    m_job->start(account(), table());
}

void SchemaView::stopWork()
{
    leaveComparison();
    m_job->cancel();
    m_model->clear();
}

void SchemaView::cancel()
{
    m_job->cancel();
}

void SchemaView::showNoTable()
{
    setBusy(false);
    m_title->setText(tr("Schema"));
    m_status->setText(tr("Choose a table to see which properties and types its entities hold."));
}

void SchemaView::setBusy(bool busy)
{
    m_progress->setVisible(busy);
    m_cancel->setVisible(busy);
    m_refresh->setVisible(!busy && !table().isEmpty());
    m_export->setEnabled(!busy && !m_model->isEmpty());
    m_compare->setEnabled(!busy && !m_model->isEmpty());
}

void SchemaView::setTable(const QString &account, const QString &table)
{
    if (account != this->account() || table.compare(this->table(), Qt::CaseInsensitive) != 0)
        leaveComparison();
    TableDockView::setTable(account, table);
}

void SchemaView::setCompareSources(ConnectionActions *connections, StoreTreeModel *tables)
{
    m_connections = connections;
    m_tables = tables;
}

bool SchemaView::isComparing() const
{
    return m_pages->currentWidget() == m_comparison;
}

void SchemaView::chooseComparison()
{
    if (m_model->isEmpty() || m_job->isRunning())
        return;
    CompareDialog::Context context;
    context.account = account();
    context.table = table();
    context.serviceName = session()->description().displayName;
    if (m_tables)
        context.tables = m_tables->tableNames(context.account);
    CompareDialog dialog(context, m_connections ? m_connections->connections() : nullptr, this);
    dialog.setWindowTitle(tr("Compare the Census of %1").arg(table()));
    dialog.setOptionsShown(false);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const bool here = dialog.picker()->where() == ServicePicker::Where::SameService;
    compareWith(
        dialog.otherService(), dialog.otherTable(), here ? dialog.otherTable() : dialog.otherDescription());
}

bool SchemaView::compareWith(const PickedService &picked, const QString &otherTable, const QString &rightName)
{
    if (m_model->isEmpty() || m_job->isRunning())
        return false;
    const bool here = picked.where == ServicePicker::Where::SameService;
    const QString leftName = here ? table() : tr("%1 here").arg(table());
    m_comparison->compare(
        m_model->census(), account(), leftName, picked, otherTable, rightName, m_connections);
    return true;
}

void SchemaView::leaveComparison()
{
    m_comparison->cancel();
    m_comparison->stop();
    const bool hadFocus = m_comparison->isAncestorOf(focusWidget());
    m_pages->setCurrentIndex(0);
    if (hadFocus)
        m_compare->setFocus();
}

QString SchemaView::statusText() const
{
    return m_status->text();
}

QByteArray SchemaView::exported(ExportFormat format) const
{
    if (m_model->isEmpty())
        return {};
    const Census &census = m_model->census();
    switch (format) {
    case ExportFormat::Json:
        return QJsonDocument(censusToJson(census)).toJson(QJsonDocument::Indented);
    case ExportFormat::JsonSchema:
        return QJsonDocument(censusToJsonSchema(census)).toJson(QJsonDocument::Indented);
    case ExportFormat::Markdown:
        return censusToMarkdown(census).toUtf8();
    }
    return {};
}

void SchemaView::exportTo(ExportFormat format)
{
    const QString suffix = format == ExportFormat::Markdown ? u".md"_s
        : format == ExportFormat::JsonSchema                ? u".schema.json"_s
                                                            : u".census.json"_s;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the Census"), table() + suffix,
        format == ExportFormat::Markdown ? tr("Markdown (*.md)") : tr("JSON (*.json)"));
    if (path.isEmpty())
        return;
    // A save file: a failed write leaves an existing file as it was.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(exported(format)) < 0 || !file.commit())
        QMessageBox::warning(this, tr("Export the Census"),
            tr("%1 could not be written: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
}

bool SchemaView::showEntities(const QModelIndex &index)
{
    const CensusKeys *keys = m_model->keysAt(index);
    if (!keys)
        return false;
    qsizetype shown = 0;
    const QString filter = keysFilterText(keys->keys, &shown);
    if (filter.isEmpty())
        return false;
    QString description = m_model->keysDescription(index);
    if (shown < keys->total)
        description = tr("%1: the first %2 of %3")
                          .arg(description, QLocale().toString(shown), QLocale().toString(keys->total));
    Q_EMIT entitiesRequested(account(), table(), filter, description);
    return true;
}

} // namespace rowan
