#include "ui/editing/rekeydialog.h"

#include "ui/safety/writeconfirmation.h"

#include "models/editing/bulkeditjob.h"
#include "models/session/servicesession.h"

#include <rowan/pluralcount.h>

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

QString number(qint64 n)
{
    return QLocale().toString(n);
}

// Collisions in the report list's form, with the key they wanted and what holds it.
QList<bulk::KeyProblem> collisionProblems(const QList<bulk::KeyCollision> &collisions)
{
    QList<bulk::KeyProblem> problems;
    problems.reserve(collisions.size());
    for (const bulk::KeyCollision &c : collisions) {
        QString why;
        if (c.kind == u"exists")
            why = RekeyDialog::tr("%1 / %2 already holds another entity");
        else if (c.kind == u"shared")
            why = RekeyDialog::tr("%1 / %2 is the new key of another entity too");
        else
            why = RekeyDialog::tr("%1 / %2 is an entity still to be moved");
        problems.append({c.partitionKey, c.rowKey, why.arg(c.newPartitionKey, c.newRowKey)});
    }
    return problems;
}

} // namespace

RekeyDialog::RekeyDialog(ServiceSession *session, const BulkSources &sources, QWidget *parent)
    : BulkRunDialog(session, sources, parent)
    , m_note(new QLabel(this))
    , m_partitionKey(new QLineEdit(this))
    , m_rowKey(new QLineEdit(this))
    , m_moves(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("rekeyDialog"));
    setWindowTitle(tr("Re-key — %1").arg(sources.table));
    setMinimumWidth(680);
    auto *layout = new QVBoxLayout(this);
    m_note->setObjectName(QStringLiteral("rekeyNote"));
    m_note->setWordWrap(true);
    m_note->hide();
    layout->addWidget(m_note);
    auto *intro = new QLabel(
        tr("Give entities of <b>%1</b> new keys made from their own values. A template is text with "
           "placeholders: <tt>{Name}</tt> a property's value (<tt>{PartitionKey}</tt>, <tt>{RowKey}</tt> the "
           "current keys), <tt>{Name:D8}</tt> a whole number zero-padded to 8 digits, <tt>{Name:N8}</tt> "
           "the value with every number in it zero-padded, "
           "<tt>{invticks(Name)}</tt> a DateTime as inverted ticks (newest first), <tt>{revdate(Name)}</tt> "
           "a "
           "reversed date, <tt>{{</tt> and <tt>}}</tt> braces. An empty template keeps that key.")
            .arg(sources.table.toHtmlEscaped()),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *form = new QFormLayout;
    form->addRow(tr("&Apply to:"), m_scope);
    m_partitionKey->setObjectName(QStringLiteral("partitionKeyTemplate"));
    m_partitionKey->setAccessibleName(tr("New PartitionKey template"));
    m_partitionKey->setPlaceholderText(QStringLiteral("{Region}"));
    m_partitionKey->setClearButtonEnabled(true);
    form->addRow(tr("New &PartitionKey:"), m_partitionKey);
    m_rowKey->setObjectName(QStringLiteral("rowKeyTemplate"));
    m_rowKey->setAccessibleName(tr("New RowKey template"));
    m_rowKey->setPlaceholderText(QStringLiteral("{OrderId:D8}"));
    m_rowKey->setClearButtonEnabled(true);
    form->addRow(tr("New &RowKey:"), m_rowKey);
    layout->addLayout(form);

    m_moves->setObjectName(QStringLiteral("rekeyMoves"));
    m_moves->setAccessibleName(tr("Old and new keys"));
    m_moves->setRootIsDecorated(false);
    m_moves->setUniformRowHeights(true);
    m_moves->setHeaderLabels({tr("PartitionKey"), tr("RowKey"), tr("New PartitionKey"), tr("New RowKey")});
    m_moves->header()->setSectionResizeMode(QHeaderView::Stretch);
    addRunArea(layout, m_moves, QStringLiteral("rekey"), tr("Moved %1 of %2 entities…"), QString());

    for (QLineEdit *line : {m_partitionKey, m_rowKey})
        connect(line, &QLineEdit::textChanged, this, &RekeyDialog::invalidate);
    connect(m_scope, &QComboBox::currentIndexChanged, this, &RekeyDialog::invalidate);
    connect(m_job, &BulkEditJob::rekeyPlanned, this, &RekeyDialog::showPlan);
    connect(m_job, &BulkEditJob::rekeyed, this, &RekeyDialog::showReport);
    connect(m_job, &BulkEditJob::failed, this,
        [this](const QString &message) { showFailure(message, tr("The re-key failed: %1")); });
    setTabOrder({m_scope, m_partitionKey, m_rowKey, m_moves});
    invalidate();
}

void RekeyDialog::setTemplates(const QString &partitionKey, const QString &rowKey)
{
    m_partitionKey->setText(partitionKey);
    m_rowKey->setText(rowKey);
}

QString RekeyDialog::partitionKeyTemplate() const
{
    return m_partitionKey->text();
}

QString RekeyDialog::rowKeyTemplate() const
{
    return m_rowKey->text();
}

void RekeyDialog::setNote(const QString &note)
{
    m_note->setText(note);
    m_note->setVisible(!note.isEmpty());
}

Result<bulk::RekeyRule> RekeyDialog::rule() const
{
    return bulk::parseRekeyRule(m_partitionKey->text(), m_rowKey->text());
}

void RekeyDialog::invalidate()
{
    if (!isIdle())
        return;
    if (isPreviewing())
        m_job->cancel();
    endPreview();
    m_plannedCount = m_plannedMoves = m_plannedCollisions = -1;
    m_moves->clear();
    m_problems->clear();
    m_problems->hide();
    m_runButton->setEnabled(false);
    const auto parsed = rule();
    m_status->setText(parsed ? tr("Preview the new keys and their collisions; nothing is written before you "
                                  "run it.")
                             : parsed.error().message);
}

void RekeyDialog::preview()
{
    if (!isIdle())
        return;
    const auto parsed = rule();
    const auto scope = m_scope->scope();
    if (!parsed || !scope) {
        setStatus(!parsed ? parsed.error().message : scope.error().message);
        return;
    }
    m_moves->clear();
    startPreview(tr("Reading the entities and making their new keys…"));
    m_job->previewRekey(*scope, *parsed);
}

void RekeyDialog::showPlan(const bulk::RekeyPlan &plan)
{
    endPreview();
    m_plannedCount = plan.count;
    m_plannedMoves = plan.moves.size();
    m_plannedCollisions = plan.collisions.size();
    m_moves->clear();
    QList<QTreeWidgetItem *> items;
    for (const bulk::KeyMove &move : plan.moves.mid(0, MaxListedMoves))
        items.append(new QTreeWidgetItem(
            {move.source.partitionKey(), move.source.rowKey(), move.newPartitionKey, move.newRowKey}));
    m_moves->addTopLevelItems(items);
    m_problems->clear();
    addProblems(m_problems, tr("Collisions (not moved)"), collisionProblems(plan.collisions));
    addProblems(m_problems, tr("No key can be made (not moved)"), plan.failed);
    m_problems->setVisible(!plan.collisions.isEmpty() || !plan.failed.isEmpty());
    QStringList lines;
    lines.append(plan.count == 1
            ? tr("1 entity is in the scope.")
            : tr("%1 entities are in the scope.", nullptr, pluralCount(plan.count)).arg(number(plan.count)));
    lines.append(plan.moves.size() == 1 ? tr("1 moves to a new key.")
                                        : tr("%1 move to new keys.", nullptr, pluralCount(plan.moves.size()))
                                              .arg(number(plan.moves.size())));
    if (plan.unchanged > 0)
        lines.append(tr("Keys unchanged: %1.").arg(number(plan.unchanged)));
    if (!plan.collisions.isEmpty())
        lines.append(tr("Colliding, not moved: %1.").arg(number(plan.collisions.size())));
    if (!plan.failed.isEmpty())
        lines.append(tr("No key from this rule: %1.").arg(number(plan.failed.size())));
    if (plan.moves.size() > MaxListedMoves)
        lines.append(tr("The first %1 moves are listed.").arg(number(MaxListedMoves)));
    m_status->setText(lines.join(QLatin1Char(' ')));
    m_runButton->setEnabled(!plan.moves.isEmpty() && m_session->writable());
    Q_EMIT previewShown();
}

void RekeyDialog::run()
{
    if (!isIdle() || m_plannedMoves <= 0)
        return;
    const auto parsed = rule();
    const auto scope = m_scope->scope();
    if (!parsed || !scope)
        return;
    const ServiceDescription &service = m_session->description();
    WriteIntent intent;
    intent.title = tr("Re-key");
    intent.confirmText = tr("Move %1 Entities").arg(number(m_plannedMoves));
    intent.question = tr("Give %1 entities of <b>%2</b> new keys?<br><br>%3")
                          .arg(number(m_plannedMoves), m_sources.table.toHtmlEscaped(),
                              service.capabilities.testFlag(ServiceCapability::Journal)
                                  ? tr("Edit ▸ Undo takes the whole re-key back.")
                                  : tr("This cannot be undone."));
    intent.bulk = m_plannedMoves > 1;
    if (!confirmRun(intent))
        return;
    startRun({m_partitionKey, m_rowKey}, tr("Moving…"));
    m_job->runRekey(*scope, *parsed);
}

void RekeyDialog::showReport(const bulk::RekeyReport &report)
{
    m_progress->setRange(0, 1000);
    if (!report.cancelled)
        m_progress->setValue(1000);
    QStringList lines;
    lines.append(report.moved == 1
            ? tr("Moved 1 entity to its new key.")
            : tr("Moved %1 entities to their new keys.", nullptr, pluralCount(report.moved))
                  .arg(number(report.moved)));
    if (report.cancelled)
        lines.append(tr("Cancelled: the entities not moved yet keep their keys."));
    if (report.copiedOnly > 0)
        lines.append(tr("Copied with the old entity still there (run the re-key again to finish): %1.")
                         .arg(number(report.copiedOnly)));
    if (!report.plan.collisions.isEmpty())
        lines.append(tr("Collided, not moved: %1.").arg(number(report.plan.collisions.size())));
    if (!report.changed.isEmpty() || !report.failed.isEmpty())
        lines.append(
            tr("Not moved (listed below): %1.")
                .arg(number(report.changed.size() + report.failed.size() + report.plan.failed.size())));
    if (report.action != 0 && report.moved > 0)
        lines.append(tr("Edit ▸ Undo takes the re-key back."));
    m_status->setText(lines.join(QLatin1Char('\n')));
    m_problems->clear();
    addProblems(m_problems, tr("Changed meanwhile (not moved)"), report.changed);
    addProblems(m_problems, tr("Collisions (not moved)"), collisionProblems(report.plan.collisions));
    addProblems(m_problems, tr("No key can be made (not moved)"), report.plan.failed);
    addProblems(m_problems, tr("Refused"), report.failed);
    m_problems->setVisible(m_problems->topLevelItemCount() > 0);
    finishRun();
}

} // namespace rowan
