#include "ui/editing/conflictdialog.h"

#include "models/editing/valuetext.h"

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
    fill(yours, stored);

    auto *intro = new QLabel(this);
    intro->setObjectName(u"conflictSummary"_s);
    intro->setWordWrap(true);
    const QString differing
        = m_differences == 1 ? tr("1 property differs") : tr("%1 properties differ").arg(m_differences);
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

void ConflictDialog::fill(const Entity &yours, const Entity &stored)
{
    QStringList names;
    for (const Property &p : yours.properties())
        names.append(p.name);
    for (const Property &p : stored.properties()) {
        if (!yours.property(p.name))
            names.append(p.name);
    }
    m_table->setColumnCount(3);
    m_table->setHorizontalHeaderLabels({tr("Property"), tr("Yours"), tr("Stored")});
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
    addRow(u"PartitionKey"_s, yours.partitionKey(), stored.partitionKey(), false);
    addRow(u"RowKey"_s, yours.rowKey(), stored.rowKey(), false);
    addRow(u"Timestamp"_s, tr("(loaded earlier)"), stored.timestamp().toIsoString(), false);
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
