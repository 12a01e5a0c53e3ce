#include "ui/editing/conflictdialog.h"

#include "models/editing/valuetext.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace rowan {

namespace {

QString describe(const Value *value)
{
    if (!value)
        return QObject::tr("(absent)");
    QString text = valuetext::format(*value);
    if (text.size() > 200)
        text = text.left(200) + u'…';
    return u"%1  ·  %2"_s.arg(text, edmTypeName(value->type()).mid(4));
}

} // namespace

ConflictDialog::ConflictDialog(const Entity &yours, const Entity &stored, QWidget *parent)
    : QDialog(parent)
    , m_table(new QTableWidget(this))
{
    setObjectName(u"conflictDialog"_s);
    setWindowTitle(tr("Entity Changed Since You Opened It"));
    resize(760, 420);
    auto *layout = new QVBoxLayout(this);
    m_table->setObjectName(u"conflictTable"_s);
    m_table->setAccessibleName(tr("Differences"));
    fill(yours.partitionKey(), yours.rowKey(), Side {&yours, tr("Yours"), tr("(loaded earlier)"), {}},
        Side {&stored, tr("Stored"), stored.timestamp().toIsoString(), {}});

    auto *intro = new QLabel(this);
    intro->setObjectName(u"conflictSummary"_s);
    intro->setWordWrap(true);
    const QString differing = m_differences == 1
        ? tr("1 property differs")
        : tr("%1 properties differ", nullptr, m_differences).arg(m_differences);
    intro->setText(tr("Someone else saved this entity (at %1) after you opened it, so your save was refused "
                      "(ETag mismatch). %2, highlighted below.")
                       .arg(stored.timestamp().toIsoString(), differing));
    layout->addWidget(intro);
    layout->addWidget(m_table, 1);

    auto *buttons = new QDialogButtonBox(this);
    QPushButton *reload = buttons->addButton(tr("Reload"), QDialogButtonBox::ResetRole);
    reload->setObjectName(u"reloadButton"_s);
    reload->setToolTip(tr("Discard your changes and edit the stored version"));
    QPushButton *overwrite = buttons->addButton(tr("Overwrite"), QDialogButtonBox::DestructiveRole);
    overwrite->setObjectName(u"overwriteButton"_s);
    overwrite->setToolTip(tr("Save your version over the stored one"));
    QPushButton *cancel = buttons->addButton(QDialogButtonBox::Cancel);
    cancel->setObjectName(u"cancelButton"_s);
    cancel->setToolTip(tr("Go back to your changes without saving"));
    cancel->setDefault(true);
    layout->addWidget(buttons);
    connect(reload, &QPushButton::clicked, this, [this] { finish(Reload); });
    connect(overwrite, &QPushButton::clicked, this, [this] { finish(Overwrite); });
    connect(cancel, &QPushButton::clicked, this, [this] { finish(Cancel); });
}

ConflictDialog::ConflictDialog(const QList<UndoConflict> &conflicts, QWidget *parent)
    : QDialog(parent)
    , m_table(new QTableWidget(this))
    , m_conflicts(conflicts)
    , m_writeBack(conflicts.size(), false)
{
    Q_ASSERT(!conflicts.isEmpty());
    setObjectName(u"undoConflictDialog"_s);
    setWindowTitle(tr("Entities Changed Since the Action"));
    resize(760, 460);
    auto *layout = new QVBoxLayout(this);
    m_table->setObjectName(u"conflictTable"_s);
    m_table->setAccessibleName(tr("Differences"));
    m_summary = new QLabel(this);
    m_summary->setObjectName(u"conflictSummary"_s);
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
    m_applyToAll = new QCheckBox(this);
    m_applyToAll->setObjectName(u"applyToAllCheck"_s);
    layout->addWidget(m_applyToAll);

    auto *buttons = new QDialogButtonBox(this);
    QPushButton *keep = buttons->addButton(tr("Keep current"), QDialogButtonBox::AcceptRole);
    keep->setObjectName(u"keepCurrentButton"_s);
    keep->setToolTip(tr("Leave the entity as it is now"));
    keep->setDefault(true);
    m_writeBackButton
        = buttons->addButton(tr("Write back the earlier version"), QDialogButtonBox::DestructiveRole);
    m_writeBackButton->setObjectName(u"writeBackButton"_s);
    QPushButton *cancel = buttons->addButton(QDialogButtonBox::Cancel);
    cancel->setObjectName(u"cancelButton"_s);
    cancel->setToolTip(tr("Leave this entity and every remaining one as they are now"));
    layout->addWidget(buttons);
    connect(keep, &QPushButton::clicked, this, [this] { answer(false); });
    connect(m_writeBackButton, &QPushButton::clicked, this, [this] { answer(true); });
    connect(cancel, &QPushButton::clicked, this, [this] { finish(Cancel); });
    showConflict(0);
}

QList<UndoConflict> ConflictDialog::writeBacks() const
{
    QList<UndoConflict> chosen;
    for (qsizetype i = 0; i < m_conflicts.size(); ++i) {
        if (m_writeBack.at(i))
            chosen.append(m_conflicts.at(i));
    }
    return chosen;
}

void ConflictDialog::showConflict(qsizetype index)
{
    m_index = index;
    const UndoConflict &c = m_conflicts.at(index);
    const Entity *before = c.before ? &*c.before : nullptr;
    const Entity *current = c.current ? &*c.current : nullptr;
    m_differences = 0;
    m_table->clearContents();
    fill(c.partitionKey, c.rowKey,
        Side {before, tr("Earlier version"),
            before ? before->timestamp().toIsoString() : tr("(did not exist)"), tr("(did not exist)")},
        Side {current, tr("Current"), current ? current->timestamp().toIsoString() : tr("(does not exist)"),
            tr("(does not exist)")});
    const QString differing = m_differences == 1
        ? tr("1 property differs")
        : tr("%1 properties differ", nullptr, m_differences).arg(m_differences);
    m_summary->setText(tr("Entity %1 of %2, %3 / %4: %5. The undo left it as it is now, so nothing written "
                          "meanwhile was overwritten. %6, highlighted below.")
                           .arg(index + 1)
                           .arg(m_conflicts.size())
                           .arg(c.partitionKey, c.rowKey, c.reason, differing));
    // Writing back an absence deletes the entity: the tooltip says so.
    m_writeBackButton->setToolTip(before ? tr("Write the version from before the action over the current one")
                                         : tr("Delete the entity: it did not exist before the action"));
    const qsizetype remaining = m_conflicts.size() - index - 1;
    m_applyToAll->setText(tr("Apply to all remaining (%1 more)").arg(remaining));
    m_applyToAll->setVisible(remaining > 0);
}

void ConflictDialog::answer(bool writeBack)
{
    const qsizetype last = m_applyToAll->isChecked() ? m_conflicts.size() - 1 : m_index;
    for (qsizetype i = m_index; i <= last; ++i)
        m_writeBack[i] = writeBack;
    if (last + 1 < m_conflicts.size())
        showConflict(last + 1);
    else
        accept();
}

void ConflictDialog::fill(
    const QString &partitionKey, const QString &rowKey, const Side &left, const Side &right)
{
    static const Entity none;
    const Entity &yours = left.entity ? *left.entity : none;
    const Entity &stored = right.entity ? *right.entity : none;
    QStringList names;
    for (const Property &p : yours.properties())
        names.append(p.name);
    for (const Property &p : stored.properties()) {
        if (!yours.property(p.name))
            names.append(p.name);
    }
    m_table->setColumnCount(3);
    m_table->setHorizontalHeaderLabels({tr("Property"), left.header, right.header});
    m_table->setRowCount(int(names.size()) + 3);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);

    const QColor changed(255, 236, 179);
    int row = 0;
    const auto addRow = [&](const QString &name, const QString &mine, const QString &theirs, bool differs) {
        auto *nameItem = new QTableWidgetItem(name);
        auto *mineItem = new QTableWidgetItem(mine);
        auto *theirsItem = new QTableWidgetItem(theirs);
        mineItem->setToolTip(mine);
        theirsItem->setToolTip(theirs);
        if (differs) {
            ++m_differences;
            for (QTableWidgetItem *item : {nameItem, mineItem, theirsItem}) {
                item->setBackground(changed);
                item->setForeground(QColor(60, 40, 0));
            }
            QFont bold = nameItem->font();
            bold.setBold(true);
            nameItem->setFont(bold);
        }
        m_table->setItem(row, 0, nameItem);
        m_table->setItem(row, 1, mineItem);
        m_table->setItem(row, 2, theirsItem);
        ++row;
    };
    const auto key = [](const Side &side, const QString &key) { return side.entity ? key : side.absent; };
    addRow(u"PartitionKey"_s, key(left, partitionKey), key(right, partitionKey), false);
    addRow(u"RowKey"_s, key(left, rowKey), key(right, rowKey), false);
    addRow(u"Timestamp"_s, left.timestamp, right.timestamp, false);
    for (const QString &name : std::as_const(names)) {
        const Value *mine = yours.property(name);
        const Value *theirs = stored.property(name);
        addRow(name, describe(mine), describe(theirs), !mine || !theirs || !(*mine == *theirs));
    }
}

void ConflictDialog::finish(Choice choice)
{
    m_choice = choice;
    if (choice == Cancel)
        reject();
    else
        accept();
}

} // namespace rowan
