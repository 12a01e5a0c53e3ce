#include "ui/grid/columnchooserdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace rowan {

namespace {
constexpr int PinnedRole = Qt::UserRole + 1;
}

ColumnChooserDialog::ColumnChooserDialog(
    const QStringList &columns, const ColumnLayoutState &state, QWidget *parent)
    : QDialog(parent)
    , m_base(state)
    , m_columns(columns)
    , m_filter(new QLineEdit(this))
    , m_list(new QTreeWidget(this))
    , m_up(new QPushButton(tr("Move &Up"), this))
    , m_down(new QPushButton(tr("Move &Down"), this))
    , m_pin(new QPushButton(tr("&Pin"), this))
    , m_names(new QComboBox(this))
    , m_applyNamed(new QPushButton(tr("&Apply"), this))
    , m_deleteNamed(new QPushButton(tr("De&lete"), this))
    , m_newName(new QLineEdit(this))
    , m_saveNamed(new QPushButton(tr("&Save"), this))
{
    setObjectName(QStringLiteral("columnChooserDialog"));
    setWindowTitle(tr("Choose Columns"));
    auto *layout = new QVBoxLayout(this);

    m_filter->setObjectName(QStringLiteral("columnFilter"));
    m_filter->setPlaceholderText(tr("Filter columns"));
    m_filter->setAccessibleName(tr("Filter columns"));
    m_filter->setClearButtonEnabled(true);
    m_filter->installEventFilter(this);
    layout->addWidget(m_filter);

    auto *middle = new QHBoxLayout;
    m_list->setObjectName(QStringLiteral("columnList"));
    m_list->setAccessibleName(tr("Columns"));
    m_list->setHeaderLabels({tr("Column"), tr("Pinned")});
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_list->setToolTip(tr("Checked columns are shown; Space shows or hides the current one"));
    middle->addWidget(m_list, 1);
    auto *buttons = new QVBoxLayout;
    m_up->setObjectName(QStringLiteral("moveColumnUp"));
    m_up->setToolTip(tr("Move the column to the left (Ctrl+Up)"));
    m_down->setObjectName(QStringLiteral("moveColumnDown"));
    m_down->setToolTip(tr("Move the column to the right (Ctrl+Down)"));
    m_pin->setObjectName(QStringLiteral("pinColumn"));
    m_pin->setToolTip(tr("Keep the column on the left while the grid scrolls sideways (Ctrl+P)"));
    auto *showAll = new QPushButton(tr("Show A&ll"), this);
    showAll->setObjectName(QStringLiteral("showAllColumns"));
    showAll->setToolTip(tr("Show every column the filter lists"));
    auto *hideAll = new QPushButton(tr("&Hide All"), this);
    hideAll->setObjectName(QStringLiteral("hideAllColumns"));
    hideAll->setToolTip(tr("Hide every column the filter lists"));
    for (QPushButton *button : {m_up, m_down, m_pin, showAll, hideAll}) {
        button->setAutoDefault(false);
        buttons->addWidget(button);
    }
    buttons->addStretch();
    middle->addLayout(buttons);
    layout->addLayout(middle, 1);

    auto *named = new QGridLayout;
    auto *namesLabel = new QLabel(tr("&Named layout:"), this);
    namesLabel->setBuddy(m_names);
    m_names->setObjectName(QStringLiteral("namedLayouts"));
    m_names->setAccessibleName(tr("Named layouts"));
    m_applyNamed->setObjectName(QStringLiteral("applyNamedLayout"));
    m_applyNamed->setToolTip(tr("Arrange this table's columns as the named layout does"));
    m_deleteNamed->setObjectName(QStringLiteral("deleteNamedLayout"));
    auto *saveLabel = new QLabel(tr("Save &as:"), this);
    saveLabel->setBuddy(m_newName);
    m_newName->setObjectName(QStringLiteral("newLayoutName"));
    m_newName->setAccessibleName(tr("Name of the layout to save"));
    m_newName->setPlaceholderText(tr("Layout name"));
    m_saveNamed->setObjectName(QStringLiteral("saveNamedLayout"));
    m_saveNamed->setToolTip(tr("Keep this arrangement under a name, to apply it to other tables"));
    for (QPushButton *button : {m_applyNamed, m_deleteNamed, m_saveNamed})
        button->setAutoDefault(false);
    named->addWidget(namesLabel, 0, 0);
    named->addWidget(m_names, 0, 1);
    named->addWidget(m_applyNamed, 0, 2);
    named->addWidget(m_deleteNamed, 0, 3);
    named->addWidget(saveLabel, 1, 0);
    named->addWidget(m_newName, 1, 1);
    named->addWidget(m_saveNamed, 1, 2);
    named->setColumnStretch(1, 1);
    layout->addLayout(named);

    auto *box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(box);
    connect(box, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);

    connect(m_filter, &QLineEdit::textChanged, this, &ColumnChooserDialog::applyFilter);
    connect(m_up, &QPushButton::clicked, this, [this] { move(-1); });
    connect(m_down, &QPushButton::clicked, this, [this] { move(1); });
    connect(m_pin, &QPushButton::clicked, this, &ColumnChooserDialog::togglePinned);
    connect(showAll, &QPushButton::clicked, this, [this] { setAllShown(true); });
    connect(hideAll, &QPushButton::clicked, this, [this] { setAllShown(false); });
    connect(m_list, &QTreeWidget::currentItemChanged, this, &ColumnChooserDialog::updateButtons);
    connect(m_names, &QComboBox::currentIndexChanged, this, &ColumnChooserDialog::updateButtons);
    connect(m_newName, &QLineEdit::textChanged, this, &ColumnChooserDialog::updateButtons);
    connect(m_applyNamed, &QPushButton::clicked, this, [this] { applyNamed(m_names->currentText()); });
    connect(m_deleteNamed, &QPushButton::clicked, this, [this] {
        ColumnLayouts::removeNamed(m_names->currentText());
        updateNames();
    });
    connect(m_saveNamed, &QPushButton::clicked, this, [this] {
        if (saveNamed(m_newName->text()))
            m_newName->clear();
    });
    m_list->installEventFilter(this);

    fill(columns, state);
    updateNames();
    resize(520, 560);
}

void ColumnChooserDialog::fill(const QStringList &columns, const ColumnLayoutState &state)
{
    const QString current = m_list->currentItem() ? m_list->currentItem()->text(0) : QString();
    m_list->clear();
    for (const QString &name : state.arrange(columns)) {
        auto *item = new QTreeWidgetItem(m_list, {name});
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
        item->setCheckState(0, state.hidden.contains(name) ? Qt::Unchecked : Qt::Checked);
        markPinned(item, state.pinned.contains(name));
    }
    const auto found = m_list->findItems(current, Qt::MatchExactly);
    m_list->setCurrentItem(found.isEmpty() ? m_list->topLevelItem(0) : found.first());
    applyFilter();
}

void ColumnChooserDialog::markPinned(QTreeWidgetItem *item, bool pinned)
{
    item->setData(0, PinnedRole, pinned);
    item->setText(1, pinned ? tr("Pinned") : QString());
}

ColumnLayoutState ColumnChooserDialog::state() const
{
    ColumnLayoutState state = m_base;
    state.hidden.clear();
    state.pinned.clear();
    QStringList listed;
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = m_list->topLevelItem(i);
        const QString name = item->text(0);
        listed.append(name);
        if (item->checkState(0) != Qt::Checked)
            state.hidden.append(name);
        if (item->data(0, PinnedRole).toBool())
            state.pinned.append(name);
    }
    // Columns the layout knows that this table has not shown (yet) keep their place and state.
    state.mergeOrder(listed);
    for (const QString &name : m_base.order) {
        if (m_columns.contains(name))
            continue;
        if (m_base.hidden.contains(name))
            state.hidden.append(name);
        if (m_base.pinned.contains(name))
            state.pinned.append(name);
    }
    return state;
}

QStringList ColumnChooserDialog::listedColumns() const
{
    QStringList names;
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        if (!m_list->topLevelItem(i)->isHidden())
            names.append(m_list->topLevelItem(i)->text(0));
    }
    return names;
}

void ColumnChooserDialog::applyFilter()
{
    const QString text = m_filter->text().trimmed();
    QTreeWidgetItem *firstShown = nullptr;
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_list->topLevelItem(i);
        const bool shown = text.isEmpty() || item->text(0).contains(text, Qt::CaseInsensitive);
        item->setHidden(!shown);
        if (shown && !firstShown)
            firstShown = item;
    }
    if (!m_list->currentItem() || m_list->currentItem()->isHidden())
        m_list->setCurrentItem(firstShown);
    updateButtons();
}

bool ColumnChooserDialog::eventFilter(QObject *watched, QEvent *event)
{
    // Down (or Enter) in the filter goes on to the first column it lists.
    if (watched == m_filter && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        const bool enter = key == Qt::Key_Return || key == Qt::Key_Enter;
        if (key == Qt::Key_Down || (enter && !listedColumns().isEmpty())) {
            m_list->setFocus();
            if (!m_list->currentItem() || m_list->currentItem()->isHidden()) {
                const auto found = m_list->findItems(listedColumns().value(0), Qt::MatchExactly);
                if (!found.isEmpty())
                    m_list->setCurrentItem(found.first());
            }
            return true;
        }
    }
    // The list's own keys: Ctrl+Up and Ctrl+Down move the current column, Ctrl+P pins it.
    const bool isKey = event->type() == QEvent::KeyPress || event->type() == QEvent::ShortcutOverride;
    if (watched == m_list && isKey) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->modifiers() == Qt::ControlModifier
            && (key->key() == Qt::Key_Up || key->key() == Qt::Key_Down || key->key() == Qt::Key_P)) {
            if (event->type() == QEvent::KeyPress) {
                if (key->key() == Qt::Key_P)
                    togglePinned();
                else
                    move(key->key() == Qt::Key_Up ? -1 : 1);
            }
            event->accept();
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void ColumnChooserDialog::move(int direction)
{
    QTreeWidgetItem *item = m_list->currentItem();
    if (!item)
        return;
    const int from = m_list->indexOfTopLevelItem(item);
    const bool pinned = item->data(0, PinnedRole).toBool();
    // Past the columns the filter hides, never across the edge of the pinned ones.
    int to = from + direction;
    while (to >= 0 && to < m_list->topLevelItemCount() && m_list->topLevelItem(to)->isHidden())
        to += direction;
    if (to < 0 || to >= m_list->topLevelItemCount()
        || m_list->topLevelItem(to)->data(0, PinnedRole).toBool() != pinned)
        return;
    m_list->takeTopLevelItem(from);
    m_list->insertTopLevelItem(to, item);
    m_list->setCurrentItem(item);
    updateButtons();
}

void ColumnChooserDialog::togglePinned()
{
    QTreeWidgetItem *item = m_list->currentItem();
    if (!item)
        return;
    const bool pin = !item->data(0, PinnedRole).toBool();
    // Pinned columns lead: a newly pinned one goes after them, an unpinned one first after them.
    m_list->takeTopLevelItem(m_list->indexOfTopLevelItem(item));
    int at = 0;
    while (at < m_list->topLevelItemCount() && m_list->topLevelItem(at)->data(0, PinnedRole).toBool())
        ++at;
    markPinned(item, pin);
    m_list->insertTopLevelItem(at, item);
    m_list->setCurrentItem(item);
    updateButtons();
}

void ColumnChooserDialog::setAllShown(bool shown)
{
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        if (QTreeWidgetItem *item = m_list->topLevelItem(i); !item->isHidden())
            item->setCheckState(0, shown ? Qt::Checked : Qt::Unchecked);
    }
}

void ColumnChooserDialog::applyNamed(const QString &name)
{
    if (!ColumnLayouts::hasNamed(name))
        return;
    m_base = ColumnLayouts::applyNamed(name, m_base);
    fill(m_columns, m_base);
}

bool ColumnChooserDialog::saveNamed(const QString &name)
{
    if (!ColumnLayouts::saveNamed(name, state()))
        return false;
    updateNames();
    m_names->setCurrentText(name.trimmed());
    return true;
}

void ColumnChooserDialog::updateNames()
{
    const QString current = m_names->currentText();
    m_names->clear();
    m_names->addItems(ColumnLayouts::names());
    if (const int at = m_names->findText(current); at >= 0)
        m_names->setCurrentIndex(at);
    updateButtons();
}

void ColumnChooserDialog::updateButtons()
{
    QTreeWidgetItem *item = m_list->currentItem();
    const bool has = item && !item->isHidden();
    m_up->setEnabled(has);
    m_down->setEnabled(has);
    m_pin->setEnabled(has);
    m_pin->setText(has && item->data(0, PinnedRole).toBool() ? tr("Un&pin") : tr("&Pin"));
    m_applyNamed->setEnabled(m_names->count() > 0);
    m_deleteNamed->setEnabled(m_names->count() > 0);
    m_saveNamed->setEnabled(!m_newName->text().trimmed().isEmpty());
}

} // namespace rowan
