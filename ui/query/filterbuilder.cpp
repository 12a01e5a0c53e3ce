#include "ui/query/filterbuilder.h"

#include "models/query/filtervalues.h"

#include <QAction>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpressionValidator>
#include <QStyledItemDelegate>
#include <QTimeZone>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace rowan {

namespace {

const CompareOp allOps[]
    = {CompareOp::Eq, CompareOp::Ne, CompareOp::Gt, CompareOp::Ge, CompareOp::Lt, CompareOp::Le};
const EdmType allTypes[] = {EdmType::String, EdmType::Int32, EdmType::Int64, EdmType::Double,
    EdmType::Boolean, EdmType::DateTime, EdmType::Guid, EdmType::Binary};
const TimePreset allPresets[] = {TimePreset::None, TimePreset::LastHour, TimePreset::Last24Hours,
    TimePreset::Last7Days, TimePreset::Last30Days};

// A date-time value: a preset, or an exact time read in UTC or local time. The text of an unchanged exact
// time is kept as it was, so its 100 ns ticks survive an edit that only looked.
class DateTimeEditor : public QWidget
{
public:
    explicit DateTimeEditor(QWidget *parent)
        : QWidget(parent)
    {
        setAutoFillBackground(true);
        auto *layout = new QHBoxLayout(this);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->setSpacing(2);
        preset = new QComboBox(this);
        for (TimePreset p : allPresets)
            preset->addItem(timePresetLabel(p), int(p));
        edit = new QDateTimeEdit(this);
        edit->setDisplayFormat(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz"));
        edit->setCalendarPopup(true);
        zone = new QComboBox(this);
        zone->addItem(FilterBuilder::tr("UTC"));
        zone->addItem(FilterBuilder::tr("Local"));
        layout->addWidget(preset);
        layout->addWidget(edit, 1);
        layout->addWidget(zone);
        setFocusProxy(preset);
        QObject::connect(preset, &QComboBox::currentIndexChanged, this,
            [this] { edit->setEnabled(preset->currentData().toInt() == int(TimePreset::None)); });
        QObject::connect(edit, &QDateTimeEdit::dateTimeChanged, this, [this] { touched = true; });
        QObject::connect(zone, &QComboBox::currentIndexChanged, this, [this] { showTime(); });
    }

    void load(const QString &text, TimePreset p)
    {
        original = text;
        instant = DateTime::fromIsoString(text).value_or(
            filterValueTemplate(EdmType::DateTime, DateTime::now()).toDateTime());
        preset->setCurrentIndex(preset->findData(int(p)));
        edit->setEnabled(p == TimePreset::None);
        showTime();
        touched = false;
    }

    void showTime()
    {
        const bool local = zone->currentIndex() == 1;
        const bool wasTouched = touched;
        if (wasTouched)
            instant = DateTime::fromQDateTime(readTime(!local));
        const QDateTime utc = instant.toQDateTime().toUTC();
        edit->setTimeZone(local ? QTimeZone::systemTimeZone() : QTimeZone(QTimeZone::UTC));
        edit->setDateTime(local ? utc.toLocalTime() : utc);
        touched = wasTouched;
    }

    QDateTime readTime(bool utc) const
    {
        QDateTime t = edit->dateTime();
        t.setTimeZone(utc ? QTimeZone(QTimeZone::UTC) : QTimeZone::systemTimeZone());
        return t;
    }

    TimePreset chosenPreset() const { return TimePreset(preset->currentData().toInt()); }
    QString text() const
    {
        if (!touched)
            return original.isEmpty() ? instant.toIsoString() : original;
        return DateTime::fromQDateTime(readTime(zone->currentIndex() == 0)).toIsoString();
    }

    QComboBox *preset;
    QDateTimeEdit *edit;
    QComboBox *zone;
    QString original;
    DateTime instant;
    bool touched = false;
};

class BuilderDelegate : public QStyledItemDelegate
{
public:
    BuilderDelegate(FilterBuilder *builder)
        : QStyledItemDelegate(builder)
        , m_builder(builder)
    { }

    QWidget *createEditor(
        QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        const bool group = index.data(FilterBuilderModel::IsGroupRole).toBool();
        switch (index.column()) {
        case FilterBuilderModel::LogicColumn: {
            if (!group)
                return nullptr;
            auto *box = new QComboBox(parent);
            box->addItem(FilterBuilder::tr("All of (and)"), QStringLiteral("and"));
            box->addItem(FilterBuilder::tr("Any of (or)"), QStringLiteral("or"));
            return box;
        }
        case FilterBuilderModel::PropertyColumn: {
            auto *box = new QComboBox(parent);
            box->setEditable(true);
            box->setInsertPolicy(QComboBox::NoInsert);
            for (const FilterColumn &c : m_builder->columns())
                box->addItem(c.name, int(c.type));
            return box;
        }
        case FilterBuilderModel::TypeColumn: {
            auto *box = new QComboBox(parent);
            for (EdmType t : allTypes)
                box->addItem(edmTypeName(t), int(t));
            return box;
        }
        case FilterBuilderModel::OperatorColumn: {
            auto *box = new QComboBox(parent);
            for (CompareOp op : allOps)
                box->addItem(compareOpName(op), int(op));
            return box;
        }
        case FilterBuilderModel::ValueColumn:
            return valueEditor(parent, EdmType(index.data(FilterBuilderModel::EdmTypeRole).toInt()));
        default:
            return QStyledItemDelegate::createEditor(parent, option, index);
        }
    }

    static QWidget *valueEditor(QWidget *parent, EdmType type)
    {
        if (type == EdmType::Boolean) {
            auto *box = new QComboBox(parent);
            box->addItems({QStringLiteral("true"), QStringLiteral("false")});
            return box;
        }
        if (type == EdmType::DateTime)
            return new DateTimeEditor(parent);
        auto *line = new QLineEdit(parent);
        QString pattern;
        switch (type) {
        case EdmType::Int32:
        case EdmType::Int64:
            pattern = QStringLiteral("-?[0-9]{0,19}");
            line->setPlaceholderText(FilterBuilder::tr("whole number, exact"));
            break;
        case EdmType::Double:
            // Typing aid only; filterValueFromText() has the rules (rowan/valuetext.h).
            pattern = QStringLiteral("[+-]?([0-9]*(\\.[0-9]*)?([eE][+-]?[0-9]*)?|Infinity|INF)|NaN");
            break;
        case EdmType::Guid:
            pattern = QStringLiteral("[0-9A-Fa-f-]{0,36}");
            line->setPlaceholderText(QStringLiteral("c9da6455-213d-42c9-9a79-3e9149a57833"));
            break;
        case EdmType::Binary:
            pattern = QStringLiteral("[A-Za-z0-9+/= ]*");
            line->setPlaceholderText(FilterBuilder::tr("base64, e.g. Chs= for X'0A1B'"));
            break;
        default:
            break;
        }
        if (!pattern.isEmpty())
            line->setValidator(new QRegularExpressionValidator(QRegularExpression(pattern), line));
        return line;
    }

    void setEditorData(QWidget *editor, const QModelIndex &index) const override
    {
        const QString text = index.data(Qt::EditRole).toString();
        if (auto *dt = dynamic_cast<DateTimeEditor *>(editor)) {
            dt->load(text, TimePreset(index.data(FilterBuilderModel::PresetRole).toInt()));
        } else if (auto *box = qobject_cast<QComboBox *>(editor)) {
            const int found = box->findData(text) >= 0 ? box->findData(text) : box->findText(text);
            if (box->isEditable())
                box->setEditText(text);
            else if (found >= 0)
                box->setCurrentIndex(found);
        } else if (auto *line = qobject_cast<QLineEdit *>(editor)) {
            line->setText(text);
        }
    }

    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override
    {
        if (auto *dt = dynamic_cast<DateTimeEditor *>(editor)) {
            if (dt->chosenPreset() != TimePreset::None) {
                model->setData(index, int(dt->chosenPreset()), FilterBuilderModel::PresetRole);
            } else {
                model->setData(index, dt->text());
            }
        } else if (auto *box = qobject_cast<QComboBox *>(editor)) {
            if (box->isEditable()) {
                const QString name = box->currentText().trimmed();
                model->setData(index, name);
                // A property seen in the table brings its type along.
                for (const FilterColumn &c : m_builder->columns()) {
                    if (c.name == name)
                        model->setData(index, int(c.type), FilterBuilderModel::EdmTypeRole);
                }
            } else if (index.column() == FilterBuilderModel::LogicColumn) {
                model->setData(index, box->currentData());
            } else if (index.column() == FilterBuilderModel::TypeColumn) {
                model->setData(index, box->currentData(), FilterBuilderModel::EdmTypeRole);
            } else if (index.column() == FilterBuilderModel::OperatorColumn) {
                model->setData(index, box->currentData(), FilterBuilderModel::OperatorRole);
            } else {
                model->setData(index, box->currentText());
            }
        } else if (auto *line = qobject_cast<QLineEdit *>(editor)) {
            model->setData(index, line->text());
        }
    }

    void updateEditorGeometry(
        QWidget *editor, const QStyleOptionViewItem &option, const QModelIndex &) const override
    {
        QRect r = option.rect;
        r.setWidth(qMax(r.width(), editor->sizeHint().width()));
        editor->setGeometry(r);
    }

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (index.column() == FilterBuilderModel::ValueColumn
            && !index.data(FilterBuilderModel::ValueErrorRole).toString().isEmpty()) {
            const bool dark = option->palette.color(QPalette::Base).lightness() < 128;
            option->palette.setColor(
                QPalette::Text, dark ? QColor(0xff, 0x8a, 0x80) : QColor(0xc0, 0x00, 0x20));
            option->font.setItalic(true);
        }
    }

private:
    FilterBuilder *m_builder;
};

QToolButton *toolButton(QWidget *parent, const QString &text, const QString &tip)
{
    auto *b = new QToolButton(parent);
    b->setText(text);
    b->setToolTip(tip);
    b->setAutoRaise(true);
    return b;
}

} // namespace

FilterBuilder::FilterBuilder(QWidget *parent)
    : QWidget(parent)
    , m_model(new FilterBuilderModel(this))
{
    m_view = new QTreeView(this);
    m_view->setObjectName(QStringLiteral("filterRows"));
    m_view->setModel(m_model);
    m_view->setItemDelegate(new BuilderDelegate(this));
    // Not CurrentChanged: arrow keys move between cells without opening editors.
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::SelectedClicked
        | QAbstractItemView::EditKeyPressed | QAbstractItemView::AnyKeyPressed);
    m_view->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_view->setUniformRowHeights(true);
    m_view->header()->setStretchLastSection(true);
    m_view->header()->setSectionResizeMode(QHeaderView::Interactive);
    m_view->setAccessibleName(tr("Filter conditions"));
    m_view->installEventFilter(this);

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("builderMessage"));
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText);
    m_message->hide();

    auto *addCondition
        = toolButton(this, tr("+ Condition"), tr("Add a condition to the current group (Insert)"));
    auto *addGroup = toolButton(this, tr("+ Group"), tr("Add a nested group (Ctrl+Insert)"));
    auto *remove = toolButton(this, tr("Remove"), tr("Remove the current row (Delete)"));
    connect(addCondition, &QToolButton::clicked, this, [this] { this->addCondition(); });
    connect(addGroup, &QToolButton::clicked, this, [this] { this->addGroup(); });
    connect(remove, &QToolButton::clicked, this, [this] { removeCurrent(); });

    const auto shortcut = [this](const QString &text, const QKeySequence &keys, auto slot) {
        auto *action = new QAction(text, this);
        action->setShortcut(keys);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(action, &QAction::triggered, this, slot);
        m_view->addAction(action);
    };
    shortcut(tr("Add Condition"), QKeySequence(Qt::Key_Insert), [this] { this->addCondition(); });
    shortcut(tr("Add Group"), QKeySequence(Qt::CTRL | Qt::Key_Insert), [this] { this->addGroup(); });
    shortcut(tr("Remove Row"), QKeySequence(Qt::Key_Delete), [this] { removeCurrent(); });

    auto *buttons = new QHBoxLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->addWidget(addCondition);
    buttons->addWidget(addGroup);
    buttons->addWidget(remove);
    buttons->addStretch(1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(buttons);
    layout->addWidget(m_message);
    layout->addWidget(m_view, 1);
    setFocusProxy(m_view);

    connect(m_model, &FilterBuilderModel::edited, this, &FilterBuilder::onEdited);
    connect(m_model, &QAbstractItemModel::modelReset, m_view, &QTreeView::expandAll);
    connect(m_model, &QAbstractItemModel::rowsInserted, m_view, &QTreeView::expandAll);
    m_view->expandAll();
    for (int c = 0; c < FilterBuilderModel::ColumnCount - 1; ++c)
        m_view->resizeColumnToContents(c);
}

FilterBuilder::~FilterBuilder()
{
    // An editor still open commits while the children are destroyed; this object is gone by then.
    disconnect(m_model, nullptr, this, nullptr);
}

bool FilterBuilder::eventFilter(QObject *watched, QEvent *event)
{
    // Left and Right move between a row's cells; at the first cell Left keeps the tree's meaning
    // (collapse, or up to the group).
    if (watched == m_view && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const QModelIndex current = m_view->currentIndex();
        if (current.isValid() && key->modifiers() == Qt::NoModifier) {
            int column = -1;
            if (key->key() == Qt::Key_Left && current.column() > 0)
                column = current.column() - 1;
            else if (key->key() == Qt::Key_Right && current.column() < FilterBuilderModel::ColumnCount - 1)
                column = current.column() + 1;
            if (column >= 0) {
                m_view->setCurrentIndex(current.siblingAtColumn(column));
                return true;
            }
        }
    }
    return QWidget::eventFilter(watched, event);
}

void FilterBuilder::setColumns(const QList<FilterColumn> &columns)
{
    m_columns = columns;
}

QString FilterBuilder::message() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

void FilterBuilder::showMessage(const QString &text)
{
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    QPalette messagePalette = m_message->palette();
    messagePalette.setColor(QPalette::WindowText, dark ? QColor(0xff, 0x8a, 0x80) : QColor(0xb0, 0x00, 0x20));
    m_message->setPalette(messagePalette);
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
}

bool FilterBuilder::setFilter(const ParsedFilter &filter)
{
    const QString &text = filter.text;
    const auto &parsed = filter.filter;
    const auto current = m_model->filter(DateTime::now());
    if (text == m_lastText || (parsed && current && *parsed == *current && !m_model->hasPresets())) {
        showMessage({});
        m_view->setEnabled(true);
        return true;
    }
    m_loading = true;
    const auto shown = m_model->setFilter(filter);
    m_loading = false;
    if (!shown) {
        showMessage(shown.error().message);
        m_view->setEnabled(false);
        return false;
    }
    showMessage({});
    m_view->setEnabled(true);
    for (int c = 0; c < FilterBuilderModel::ColumnCount - 1; ++c)
        m_view->resizeColumnToContents(c);
    return true;
}

void FilterBuilder::onEdited()
{
    if (m_loading)
        return;
    auto text = m_model->filterText(DateTime::now());
    if (!text) {
        showMessage(text.error().message);
        return;
    }
    showMessage({});
    m_lastText = *text;
    Q_EMIT filterEdited(*text);
}

QModelIndex FilterBuilder::currentGroup() const
{
    QModelIndex current = m_view->currentIndex().siblingAtColumn(0);
    if (!current.isValid())
        return m_model->topGroup();
    return m_model->isGroup(current) ? current : current.parent();
}

QModelIndex FilterBuilder::addCondition()
{
    m_view->setEnabled(true);
    showMessage({});
    const QModelIndex added = m_model->addCondition(currentGroup());
    m_view->setCurrentIndex(added.siblingAtColumn(FilterBuilderModel::PropertyColumn));
    return added;
}

QModelIndex FilterBuilder::addGroup()
{
    m_view->setEnabled(true);
    showMessage({});
    const QModelIndex group = m_model->addGroup(currentGroup());
    if (!group.isValid())
        return {};
    const QModelIndex first = m_model->addCondition(group);
    m_view->setCurrentIndex(first.siblingAtColumn(FilterBuilderModel::PropertyColumn));
    return group;
}

bool FilterBuilder::removeCurrent()
{
    const QModelIndex current = m_view->currentIndex().siblingAtColumn(0);
    if (!current.isValid() || current == m_model->topGroup())
        return false;
    const QModelIndex parent = current.parent();
    const int row = current.row();
    if (!m_model->removeRows(row, 1, parent))
        return false;
    const int rows = m_model->rowCount(parent);
    m_view->setCurrentIndex(rows > 0 ? m_model->index(qMin(row, rows - 1), 0, parent) : parent);
    return true;
}

} // namespace rowan
