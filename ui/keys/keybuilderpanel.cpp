#include "ui/keys/keybuilderpanel.h"
#include "ui/style/messagetone.h"

#include "models/keys/keyplacement.h"
#include "models/session/guicontinuation.h"
#include "models/session/servicesession.h"
#include "ui/keys/keybuilderdialog.h"

#include <rowan/keys/keybuilder.h>
#include <rowan/keysampler.h>

#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace rowan {

using namespace Qt::StringLiterals;

namespace {
constexpr int Neighbours = 5;
const QColor MovedColour(0xd9, 0x7b, 0x00);
} // namespace

KeyBuilderPanel::KeyBuilderPanel(ServiceSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_pk(new QLineEdit(this))
    , m_rk(new QLineEdit(this))
    , m_locate(new QPushButton(tr("&Locate"), this))
    , m_place(new QLabel(this))
    , m_padding(new QLabel(this))
    , m_neighbours(new QTreeWidget(this))
    , m_orderInput(new QPlainTextEdit(this))
    , m_orders(new QTreeWidget(this))
    , m_orderSummary(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    auto *where = new QGroupBox(tr("Where a key sorts in this table"), this);
    auto *form = new QFormLayout(where);
    const auto keyRow = [&](QLineEdit *edit, const QString &what, const QString &name) {
        auto *row = new QHBoxLayout;
        edit->setObjectName(name);
        edit->setClearButtonEnabled(true);
        auto *builder = new QPushButton(tr("Build…"), where);
        builder->setObjectName(name + u"Build"_s);
        builder->setToolTip(tr("Compose a %1 the design guide recommends.").arg(what));
        connect(builder, &QPushButton::clicked, this, [this, edit, what] { build(edit, what); });
        row->addWidget(edit, 1);
        row->addWidget(builder);
        form->addRow(what + u':', row);
    };
    keyRow(m_pk, u"PartitionKey"_s, u"locatePartitionKey"_s);
    keyRow(m_rk, u"RowKey"_s, u"locateRowKey"_s);
    m_locate->setObjectName(u"locateButton"_s);
    form->addRow(QString(), m_locate);
    m_place->setObjectName(u"locatePlace"_s);
    m_place->setWordWrap(true);
    m_place->setTextFormat(Qt::PlainText);
    form->addRow(m_place);
    m_padding->setObjectName(u"locatePadding"_s);
    m_padding->setWordWrap(true);
    m_padding->setTextFormat(Qt::PlainText);
    setMessageTone(m_padding, MessageTone::Warning);
    m_padding->hide();
    form->addRow(m_padding);
    m_neighbours->setObjectName(u"locateNeighbours"_s);
    m_neighbours->setHeaderLabels({tr("PartitionKey"), tr("RowKey"), tr("Position")});
    m_neighbours->setRootIsDecorated(false);
    m_neighbours->header()->setSectionResizeMode(QHeaderView::Stretch);
    form->addRow(m_neighbours);
    layout->addWidget(where, 3);

    auto *order = new QGroupBox(tr("Service order and natural order"), this);
    auto *orderLayout = new QHBoxLayout(order);
    m_orderInput->setObjectName(u"orderInput"_s);
    m_orderInput->setPlaceholderText(tr("Keys, one per line"));
    m_orderInput->setPlainText(u"9\n10\n100\nitem2\nitem10\nItem3"_s);
    m_orders->setObjectName(u"orderList"_s);
    m_orders->setHeaderLabels({tr("Service order"), tr("Natural order")});
    m_orders->setRootIsDecorated(false);
    m_orders->header()->setSectionResizeMode(QHeaderView::Stretch);
    auto *right = new QVBoxLayout;
    right->addWidget(m_orders, 1);
    m_orderSummary->setObjectName(u"orderSummary"_s);
    m_orderSummary->setWordWrap(true);
    m_orderSummary->setTextFormat(Qt::PlainText);
    right->addWidget(m_orderSummary);
    orderLayout->addWidget(m_orderInput, 1);
    orderLayout->addLayout(right, 2);
    layout->addWidget(order, 2);

    connect(m_locate, &QPushButton::clicked, this, &KeyBuilderPanel::locate);
    connect(m_pk, &QLineEdit::returnPressed, this, &KeyBuilderPanel::locate);
    connect(m_rk, &QLineEdit::returnPressed, this, &KeyBuilderPanel::locate);
    connect(m_orderInput, &QPlainTextEdit::textChanged, this, &KeyBuilderPanel::compareOrders);
    compareOrders();
    setTable({}, {});
}

void KeyBuilderPanel::setTable(const QString &account, const QString &table)
{
    m_account = account;
    m_table = table;
    ++m_generation;
    m_neighbours->clear();
    m_rowSiblings.clear();
    m_partitionSiblings.clear();
    m_padding->hide();
    m_locate->setEnabled(!table.isEmpty());
    m_place->setText(table.isEmpty()
            ? tr("Choose a table first.")
            : tr("Type or build a key, then Locate it among the keys of %1.").arg(table));
}

QString KeyBuilderPanel::placeText() const
{
    return m_place->text();
}

QString KeyBuilderPanel::paddingText() const
{
    return m_padding->isHidden() ? QString() : m_padding->text();
}

QString KeyBuilderPanel::orderSummary() const
{
    return m_orderSummary->text();
}

void KeyBuilderPanel::build(QLineEdit *target, const QString &what)
{
    KeyBuilderDialog dialog(this);
    dialog.setSiblings(what, target == m_rk ? m_rowSiblings : m_partitionSiblings);
    if (dialog.exec() == QDialog::Accepted) {
        target->setText(dialog.key());
        if (!m_table.isEmpty())
            locate();
    }
}

void KeyBuilderPanel::locate()
{
    if (m_table.isEmpty() || !m_session->isOpen())
        return;
    const quint64 generation = ++m_generation;
    const QString pk = m_pk->text();
    const QString rk = m_rk->text();
    m_place->setText(tr("Looking for the key's neighbours…"));
    continueOnGui(this, placeKey(m_session, m_account, m_table, pk, rk, Neighbours),
        [this, generation, pk, rk](const Result<KeyPosition> &pos) {
            if (generation != m_generation)
                return;
            m_neighbours->clear();
            m_padding->hide();
            if (!pos) {
                m_place->setText(tr("The key could not be placed: %1").arg(pos.error().message));
                return;
            }
            const QLocale locale;
            QString text;
            if (pos->partitionExists)
                text = pos->partitionEntities >= 0
                    ? tr("Partition '%1' holds %2 entities.").arg(pk, locale.toString(pos->partitionEntities))
                    : tr("Partition '%1' exists.").arg(pk);
            else
                text = tr("No partition '%1' yet: the key would start a new one.").arg(pk);
            text += u' '
                + (pos->keyExists ? tr("An entity with this key exists.")
                                  : tr("No entity has this key: it would go between the keys below."));
            m_place->setText(text);

            m_rowSiblings.clear();
            m_partitionSiblings.clear();
            const auto add = [&](const SampledKey &k, const QString &where) {
                auto *item = new QTreeWidgetItem(m_neighbours, {k.partitionKey, k.rowKey, where});
                item->setToolTip(1, k.rowKey);
                if (k.partitionKey == pk)
                    m_rowSiblings.append(k.rowKey);
                else if (!m_partitionSiblings.contains(k.partitionKey))
                    m_partitionSiblings.append(k.partitionKey);
            };
            for (const SampledKey &k : pos->before)
                add(k, tr("before"));
            auto *self = new QTreeWidgetItem(m_neighbours,
                {pk, rk, pos->keyExists ? tr("← this key (exists)") : tr("← this key would go here")});
            QFont bold = self->font(0);
            bold.setBold(true);
            for (int c = 0; c < 3; ++c)
                self->setFont(c, bold);
            for (const SampledKey &k : pos->after)
                add(k, tr("after"));
            m_neighbours->scrollToItem(self, QAbstractItemView::PositionAtCenter);

            // The padding its neighbours use: RowKeys within the partition, else neighbouring partitions.
            QStringList warnings;
            const keys::PaddingCheck row = keys::checkSiblingPadding(rk, m_rowSiblings);
            if (row.breaksPadding)
                warnings.append(tr("RowKey: %1").arg(row.message));
            const keys::PaddingCheck part = keys::checkSiblingPadding(pk, m_partitionSiblings);
            if (!pos->partitionExists && part.breaksPadding)
                warnings.append(tr("PartitionKey: %1").arg(part.message));
            m_padding->setText(warnings.join(u'\n'));
            m_padding->setVisible(!warnings.isEmpty());
            Q_EMIT located();
        });
}

void KeyBuilderPanel::compareOrders()
{
    QStringList keys = m_orderInput->toPlainText().split(u'\n');
    keys.removeAll(QString());
    const keys::OrderComparison cmp = keys::compareOrders(keys);
    m_orders->clear();
    for (qsizetype i = 0; i < cmp.serviceOrder.size(); ++i) {
        auto *item = new QTreeWidgetItem(m_orders, {cmp.serviceOrder.at(i), cmp.naturalOrder.value(i)});
        if (cmp.serviceOrder.at(i) != cmp.naturalOrder.value(i)) {
            for (int c = 0; c < 2; ++c) {
                item->setForeground(c, MovedColour);
                QFont font = item->font(c);
                font.setBold(true);
                item->setFont(c, font);
            }
        }
    }
    m_orderSummary->setText(keys.size() < 2 ? tr("Type two or more keys to compare their orders.")
            : cmp.sameOrder()
            ? tr("The service sorts these keys as a person would.")
            : tr("%1 of %2 keys sort elsewhere in the service than a person expects: %3. Pad numbers to one "
                 "width and keep one letter case to make the orders agree.")
                  .arg(cmp.displaced.size())
                  .arg(keys.size())
                  .arg(cmp.displaced.mid(0, 5).join(u", "_s)));
}

} // namespace rowan
