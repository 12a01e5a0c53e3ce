#include "ui/editing/bulkeditdialog.h"

#include "ui/editing/typedvalueinput.h"
#include "ui/safety/writeconfirmation.h"

#include "models/editing/bulkeditjob.h"
#include "models/editing/valuetext.h"
#include "models/session/servicesession.h"

#include <rowan/pluralcount.h>

#include <QComboBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace rowan {

namespace {

QString count(qint64 n)
{
    return QLocale().toString(n);
}

QString valueText(const Value *value)
{
    if (!value)
        return QStringLiteral("—");
    return QStringLiteral("%1 (%2)").arg(valuetext::format(*value), edmTypeName(value->type()));
}

} // namespace

BulkEditDialog::BulkEditDialog(ServiceSession *session, const BulkSources &sources, QWidget *parent)
    : BulkRunDialog(session, sources, parent)
    , m_operation(new QComboBox(this))
    , m_property(new QLineEdit(this))
    , m_newName(new QLineEdit(this))
    , m_value(new TypedValueInput(this))
    , m_newType(new QComboBox(this))
    , m_sample(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("bulkEditDialog"));
    setWindowTitle(tr("Bulk Edit — %1").arg(sources.table));
    setMinimumWidth(640);
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Change one property of many entities of <b>%1</b> at once: all the entities "
                                "the store holds in the scope, not only the rows loaded. An entity someone "
                                "changes meanwhile is skipped and listed, never overwritten.")
                                 .arg(sources.table.toHtmlEscaped()),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    m_form = new QFormLayout;
    m_form->addRow(tr("&Apply to:"), m_scope);
    m_operation->setObjectName(QStringLiteral("operationChooser"));
    m_operation->setAccessibleName(tr("Change"));
    m_operation->addItem(tr("Set a property to a value"), SetValue);
    m_operation->addItem(tr("Rename a property"), Rename);
    m_operation->addItem(tr("Remove a property"), Remove);
    m_operation->addItem(tr("Change a property's type"), ChangeType);
    m_form->addRow(tr("&Change:"), m_operation);
    m_property->setObjectName(QStringLiteral("propertyName"));
    m_property->setAccessibleName(tr("Property"));
    m_form->addRow(tr("&Property:"), m_property);
    m_newName->setObjectName(QStringLiteral("newName"));
    m_newName->setAccessibleName(tr("New name"));
    m_form->addRow(tr("&New name:"), m_newName);
    m_value->setObjectName(QStringLiteral("valueInput"));
    m_form->addRow(tr("&Value:"), m_value);
    m_newType->setObjectName(QStringLiteral("newType"));
    m_newType->setAccessibleName(tr("New type"));
    for (EdmType type : {EdmType::String, EdmType::Int32, EdmType::Int64, EdmType::Double, EdmType::Boolean,
             EdmType::DateTime, EdmType::Guid, EdmType::Binary})
        m_newType->addItem(edmTypeName(type), int(type));
    m_form->addRow(tr("New &type:"), m_newType);
    layout->addLayout(m_form);

    m_sample->setObjectName(QStringLiteral("previewSample"));
    m_sample->setAccessibleName(tr("Sample before and after"));
    m_sample->setHeaderLabels({tr("Entity / property"), tr("Before"), tr("After")});
    m_sample->setUniformRowHeights(true);
    m_sample->header()->setSectionResizeMode(QHeaderView::Stretch);
    addRunArea(layout, m_sample, QStringLiteral("bulkEdit"), tr("Edited %1 of %2 entities…"),
        tr("Edited %1 entities…"));

    connect(m_operation, &QComboBox::currentIndexChanged, this, [this] {
        showFields();
        invalidate();
    });
    for (QLineEdit *line : {m_property, m_newName})
        connect(line, &QLineEdit::textChanged, this, &BulkEditDialog::invalidate);
    connect(m_value, &TypedValueInput::changed, this, &BulkEditDialog::invalidate);
    connect(m_newType, &QComboBox::currentIndexChanged, this, &BulkEditDialog::invalidate);
    connect(m_scope, &QComboBox::currentIndexChanged, this, &BulkEditDialog::invalidate);

    connect(m_job, &BulkEditJob::editPreviewed, this, &BulkEditDialog::showPreview);
    connect(m_job, &BulkEditJob::edited, this, &BulkEditDialog::showReport);
    connect(m_job, &BulkEditJob::failed, this,
        [this](const QString &message) { showFailure(message, tr("The edit failed: %1")); });
    setTabOrder({m_scope, m_operation, m_property, m_newName, m_value, m_newType, m_sample});
    showFields();
    invalidate();
}

void BulkEditDialog::setOperation(Operation operation)
{
    m_operation->setCurrentIndex(m_operation->findData(int(operation)));
}

BulkEditDialog::Operation BulkEditDialog::operation() const
{
    return Operation(m_operation->currentData().toInt());
}

void BulkEditDialog::showFields()
{
    const Operation op = operation();
    m_form->setRowVisible(m_newName, op == Rename);
    m_form->setRowVisible(m_value, op == SetValue);
    m_form->setRowVisible(m_newType, op == ChangeType);
}

Result<bulk::BulkEdit> BulkEditDialog::edit() const
{
    const QString name = m_property->text().trimmed();
    if (name.isEmpty())
        return fail(ErrorCode::InvalidInput, tr("Name the property to change."));
    bulk::BulkEdit edit;
    switch (operation()) {
    case SetValue: {
        auto value = m_value->value();
        if (!value)
            return std::unexpected(value.error());
        edit.sets.append({name, *value});
        break;
    }
    case Rename:
        if (m_newName->text().trimmed().isEmpty())
            return fail(ErrorCode::InvalidInput, tr("Give the property's new name."));
        edit.renames.append({name, m_newName->text().trimmed()});
        break;
    case Remove:
        edit.removes.append(name);
        break;
    case ChangeType:
        edit.typeChanges.append({name, EdmType(m_newType->currentData().toInt())});
        break;
    }
    if (auto ok = bulk::validateEdit(edit); !ok)
        return std::unexpected(ok.error());
    return edit;
}

void BulkEditDialog::invalidate()
{
    if (!isIdle())
        return;
    if (isPreviewing())
        m_job->cancel();
    endPreview();
    m_previewCount = -1;
    m_sample->clear();
    m_runButton->setEnabled(false);
    m_previewButton->setEnabled(true);
    const auto current = edit();
    m_status->setText(current ? tr("Preview the change to see how many entities it reaches; nothing is "
                                   "written before you run it.")
                              : current.error().message);
}

void BulkEditDialog::preview()
{
    if (!isIdle())
        return;
    const auto current = edit();
    const auto scope = m_scope->scope();
    if (!current || !scope) {
        setStatus(!current ? current.error().message : scope.error().message);
        return;
    }
    m_sample->clear();
    startPreview(tr("Counting the entities and editing a sample…"));
    m_job->previewEdit(*scope, *current, 5);
}

void BulkEditDialog::showPreview(const bulk::EditPreview &preview)
{
    endPreview();
    m_previewCount = preview.count.count;
    m_sample->clear();
    for (const bulk::EditSample &sample : preview.sample) {
        auto *item = new QTreeWidgetItem(
            m_sample, {QStringLiteral("%1 / %2").arg(sample.before.partitionKey(), sample.before.rowKey())});
        item->setFirstColumnSpanned(!sample.after);
        if (!sample.after) {
            item->setText(0,
                tr("%1 / %2 — not changed: %3")
                    .arg(sample.before.partitionKey(), sample.before.rowKey(), sample.error));
            continue;
        }
        // The properties the edit touches: those whose value, type or presence differs.
        QStringList names;
        for (const Property &p : sample.before.properties())
            names.append(p.name);
        for (const Property &p : sample.after->properties())
            if (!names.contains(p.name))
                names.append(p.name);
        int changed = 0;
        for (const QString &name : std::as_const(names)) {
            const Value *before = sample.before.property(name);
            const Value *after = sample.after->property(name);
            if (before && after && *before == *after && before->type() == after->type())
                continue;
            new QTreeWidgetItem(item, {name, valueText(before), valueText(after)});
            ++changed;
        }
        if (changed == 0)
            item->setText(1, tr("unchanged"));
        item->setExpanded(true);
    }
    const qint64 n = preview.count.count;
    QString text = n == 0
        ? tr("No entity is in the scope.")
        : (n == 1 ? tr("1 entity is in the scope.")
                  : tr("%1 entities are in the scope.", nullptr, pluralCount(n)).arg(count(n)));
    if (preview.count.fromStatistics)
        text += QLatin1Char(' ') + tr("(counted from the statistics)");
    if (n > 0)
        text += QLatin1Char(' ')
            + tr("The first %1 are shown before and after; an entity the change does not concern stays as it "
                 "is.")
                  .arg(preview.sample.size());
    m_status->setText(text);
    m_runButton->setEnabled(n > 0 && m_session->writable());
    Q_EMIT previewShown();
}

void BulkEditDialog::run()
{
    if (!isIdle() || m_previewCount <= 0)
        return;
    const auto current = edit();
    const auto scope = m_scope->scope();
    if (!current || !scope)
        return;
    const ServiceDescription &service = m_session->description();
    WriteIntent intent;
    intent.title = tr("Bulk Edit");
    intent.confirmText = tr("Edit %1 Entities").arg(count(m_previewCount));
    intent.question = tr("%1 on %2 entities of <b>%3</b>?<br><br>%4")
                          .arg(current->describe().toHtmlEscaped(), count(m_previewCount),
                              m_sources.table.toHtmlEscaped(),
                              service.capabilities.testFlag(ServiceCapability::Journal)
                                  ? tr("Edit ▸ Undo takes the whole change back.")
                                  : tr("This cannot be undone."));
    intent.bulk = m_previewCount > 1;
    if (!confirmRun(intent))
        return;
    startRun({m_operation, m_property, m_newName, m_value, m_newType}, tr("Editing…"));
    m_job->runEdit(*scope, *current, m_previewCount);
}

void BulkEditDialog::showReport(const bulk::EditReport &report)
{
    m_progress->setRange(0, 1000);
    m_progress->setValue(report.cancelled ? m_progress->value() : 1000);
    QStringList lines;
    lines.append(report.written == 1
            ? tr("Edited 1 entity.")
            : tr("Edited %1 entities.", nullptr, pluralCount(report.written)).arg(count(report.written)));
    if (report.unchanged > 0)
        lines.append(tr("Left as they were (nothing the change names): %1.").arg(count(report.unchanged)));
    if (report.cancelled)
        lines.append(tr("Cancelled: the entities not edited yet are as they were."));
    const qint64 skipped = report.changed.size() + report.unconvertible.size() + report.failed.size();
    if (skipped > 0)
        lines.append(tr("Not written (listed below): %1.").arg(count(skipped)));
    if (report.action != 0 && report.written > 0)
        lines.append(tr("Edit ▸ Undo takes the change back."));
    m_status->setText(lines.join(QLatin1Char('\n')));
    m_problems->clear();
    addProblems(m_problems, tr("Changed meanwhile (skipped)"), report.changed);
    addProblems(m_problems, tr("Cannot convert"), report.unconvertible);
    addProblems(m_problems, tr("Refused"), report.failed);
    m_problems->setVisible(skipped > 0);
    finishRun();
}

} // namespace rowan
