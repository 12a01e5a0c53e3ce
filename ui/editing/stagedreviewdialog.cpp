#include "ui/editing/stagedreviewdialog.h"

#include "ui/style/messagetone.h"

#include "models/editing/stagededits.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace rowan {

namespace {

QString kindText(const StagedChange &change)
{
    switch (change.kind) {
    case StagedChange::Kind::Add:
        return StagedReviewDialog::tr("Add");
    case StagedChange::Kind::Delete:
        return StagedReviewDialog::tr("Delete");
    case StagedChange::Kind::Update:
        break;
    }
    return change.operation == OperationType::Merge ? StagedReviewDialog::tr("Merge")
                                                    : StagedReviewDialog::tr("Replace");
}

QString valueText(const Entity *entity, const QString &name)
{
    if (!entity)
        return {};
    const Value *value = entity->property(name);
    return value ? QStringLiteral("%1 (%2)").arg(value->toDisplayString(), edmTypeName(value->type()))
                 : QString();
}

} // namespace

StagedReviewDialog::StagedReviewDialog(StagedEdits *staged, QWidget *parent)
    : QDialog(parent)
    , m_staged(staged)
    , m_list(new QListWidget(this))
    , m_diff(new QTableWidget(this))
    , m_failure(new QLabel(this))
{
    setObjectName(QStringLiteral("stagedReviewDialog"));
    setWindowTitle(tr("Pending Changes"));
    resize(860, 480);
    m_list->setObjectName(QStringLiteral("stagedList"));
    m_list->setAccessibleName(tr("Pending changes"));
    m_diff->setObjectName(QStringLiteral("stagedDiff"));
    m_diff->setAccessibleName(tr("Properties before and after"));
    m_diff->setColumnCount(3);
    m_diff->setHorizontalHeaderLabels({tr("Property"), tr("Before"), tr("After")});
    m_diff->horizontalHeader()->setStretchLastSection(true);
    m_diff->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_diff->verticalHeader()->hide();
    m_diff->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_failure->setObjectName(QStringLiteral("stagedFailure"));
    m_failure->setWordWrap(true);
    setMessageTone(m_failure, MessageTone::Error);

    auto *splitter = new QSplitter(this);
    splitter->addWidget(m_list);
    auto *right = new QWidget(splitter);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_failure);
    rightLayout->addWidget(m_diff, 1);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 2);

    auto *buttons = new QDialogButtonBox(this);
    QPushButton *discard = buttons->addButton(tr("&Discard Selected"), QDialogButtonBox::ActionRole);
    discard->setObjectName(QStringLiteral("discardSelected"));
    QPushButton *commit = buttons->addButton(tr("&Commit All"), QDialogButtonBox::AcceptRole);
    commit->setObjectName(QStringLiteral("commitAll"));
    buttons->addButton(QDialogButtonBox::Close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(buttons);

    connect(m_list, &QListWidget::currentRowChanged, this, &StagedReviewDialog::showChange);
    connect(discard, &QPushButton::clicked, this, [this] {
        m_staged->discardAt(m_list->currentRow());
        if (m_staged->count() == 0)
            reject();
    });
    connect(commit, &QPushButton::clicked, this, [this] { done(CommitRequested); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_staged, &StagedEdits::changed, this, &StagedReviewDialog::reload);
    reload();
}

QList<QStringList> StagedReviewDialog::differences(const StagedChange &change)
{
    const Entity *before = change.before ? &*change.before : nullptr;
    const Entity *after = change.after ? &*change.after : nullptr;
    QStringList names;
    for (const Entity *e : {before, after}) {
        if (!e)
            continue;
        for (const Property &p : e->properties()) {
            if (!names.contains(p.name))
                names.append(p.name);
        }
    }
    QList<QStringList> rows;
    for (const QString &name : std::as_const(names)) {
        QString now = valueText(after, name);
        // A merge keeps the properties it does not name.
        if (change.kind == StagedChange::Kind::Update && change.operation == OperationType::Merge
            && now.isEmpty())
            now = valueText(before, name);
        const QString was = valueText(before, name);
        rows.append({name, was, now, was == now ? QString() : QStringLiteral("changed")});
    }
    return rows;
}

void StagedReviewDialog::reload()
{
    const int current = m_list->currentRow();
    m_list->clear();
    for (const StagedChange &change : m_staged->changes()) {
        QString text = QStringLiteral("%1  %2 / %3  (%4)")
                           .arg(kindText(change), change.partitionKey, change.rowKey, change.table);
        if (!change.failure.isEmpty())
            text += QStringLiteral(" — ") + change.failure;
        m_list->addItem(text);
    }
    m_list->setCurrentRow(std::clamp(current, 0, std::max(0, m_list->count() - 1)));
    showChange(m_list->currentRow());
}

void StagedReviewDialog::showChange(int row)
{
    m_diff->setRowCount(0);
    const QList<StagedChange> changes = m_staged->changes();
    if (row < 0 || row >= changes.size()) {
        m_failure->hide();
        return;
    }
    const StagedChange &change = changes.at(row);
    m_failure->setText(
        change.failure.isEmpty() ? QString() : tr("Not written by the last commit: %1.").arg(change.failure));
    m_failure->setVisible(!change.failure.isEmpty());
    const QList<QStringList> rows = differences(change);
    m_diff->setRowCount(int(rows.size()));
    for (int r = 0; r < rows.size(); ++r) {
        const QStringList &cells = rows.at(r);
        const bool changed = !cells.at(3).isEmpty();
        for (int c = 0; c < 3; ++c) {
            auto *item = new QTableWidgetItem(cells.at(c));
            if (changed) {
                QFont font = item->font();
                font.setBold(true);
                item->setFont(font);
                item->setBackground(QColor(249, 168, 37, 70));
            }
            m_diff->setItem(r, c, item);
        }
    }
    m_diff->resizeColumnToContents(0);
}

} // namespace rowan
