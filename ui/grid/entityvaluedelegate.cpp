#include "ui/grid/entityvaluedelegate.h"

#include "ui/editing/valueeditors.h"

#include "models/editing/entityeditmodel.h"
#include "models/editing/valuetext.h"
#include <rowan/value.h>

#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QSpinBox>

#include <limits>

using namespace Qt::StringLiterals;

namespace rowan {

namespace {

EdmType rowType(const QModelIndex &index)
{
    return EdmType(index.data(EntityEditModel::TypeRole).toInt());
}

bool isKey(const QModelIndex &index)
{
    return index.data(EntityEditModel::IsKeyRole).toBool();
}

} // namespace

void EntityValueDelegate::commitLive(QWidget *editor) const
{
    Q_EMIT const_cast<EntityValueDelegate *>(this)->commitData(editor);
}

QWidget *EntityValueDelegate::createEditor(
    QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &index) const
{
    if (index.column() == EntityEditModel::TypeColumn) {
        auto *combo = new QComboBox(parent);
        combo->setObjectName(u"typeEditor"_s);
        for (int t = 0; t <= int(EdmType::Int64); ++t)
            combo->addItem(edmTypeName(EdmType(t)), t);
        // The type is committed when the editor closes (Enter, Tab, another cell): arrow keys step through
        // the types, and converting at every step would chain conversions the user never asked for.
        return combo;
    }
    if (index.column() == EntityEditModel::ValueColumn && !isKey(index)) {
        switch (rowType(index)) {
        case EdmType::Boolean: {
            auto *box = new QCheckBox(parent);
            box->setObjectName(u"booleanEditor"_s);
            box->setAutoFillBackground(true);
            connect(box, &QCheckBox::toggled, this, [this, box](bool on) {
                box->setText(on ? u"true"_s : u"false"_s);
                commitLive(box);
            });
            return box;
        }
        case EdmType::Int32: {
            auto *spin = new QSpinBox(parent);
            spin->setObjectName(u"int32Editor"_s);
            spin->setRange(std::numeric_limits<qint32>::min(), std::numeric_limits<qint32>::max());
            connect(spin, &QSpinBox::valueChanged, this, [this, spin] { commitLive(spin); });
            return spin;
        }
        case EdmType::DateTime: {
            auto *edit = new DateTimeTicksEdit(parent);
            edit->setObjectName(u"dateTimeEditor"_s);
            connect(edit, &DateTimeTicksEdit::changed, this, [this, edit] { commitLive(edit); });
            return edit;
        }
        case EdmType::Binary: {
            auto *edit = new BinaryValueEdit(parent);
            edit->setObjectName(u"binaryEditor"_s);
            connect(edit, &BinaryValueEdit::changed, this, [this, edit] { commitLive(edit); });
            return edit;
        }
        default:
            break;
        }
    }
    auto *line = new QLineEdit(parent);
    line->setObjectName(u"textEditor"_s);
    if (index.column() == EntityEditModel::ValueColumn) {
        switch (isKey(index) ? EdmType::String : rowType(index)) {
        case EdmType::Int64:
            line->setValidator(new Int64Validator(line));
            line->setPlaceholderText(u"-9223372036854775808 … 9223372036854775807"_s);
            break;
        case EdmType::Double:
            line->setPlaceholderText(u"1.0, 6.02e23, NaN, Infinity"_s);
            break;
        case EdmType::Guid:
            line->setPlaceholderText(u"3f2504e0-4f89-11d3-9a0c-0305e82c3301"_s);
            break;
        default:
            break;
        }
    }
    connect(line, &QLineEdit::textEdited, this, [this, line] { commitLive(line); });
    return line;
}

void EntityValueDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    const QString text = index.data(Qt::EditRole).toString();
    if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        combo->setCurrentIndex(combo->findData(index.data(Qt::EditRole).toInt()));
    } else if (auto *box = qobject_cast<QCheckBox *>(editor)) {
        const bool on = valuetext::parse(EdmType::Boolean, text).value_or(Value::boolean(false)).toBool();
        const QSignalBlocker block(box);
        box->setChecked(on);
        box->setText(on ? u"true"_s : u"false"_s);
    } else if (auto *spin = qobject_cast<QSpinBox *>(editor)) {
        const QSignalBlocker block(spin);
        spin->setValue(text.toInt());
    } else if (auto *dt = qobject_cast<DateTimeTicksEdit *>(editor)) {
        // Edits commit as typed and come back here: leave the fields alone when they already say it,
        // so a fraction being typed is not padded under the cursor.
        const Result<Value> v = valuetext::parse(EdmType::DateTime, text);
        const qint64 ticks = v ? v->toDateTime().ticks() : DateTime::now().ticks();
        if (dt->ticks() != ticks)
            dt->setTicks(ticks);
    } else if (auto *bin = qobject_cast<BinaryValueEdit *>(editor)) {
        if (bin->text() != text)
            bin->setText(text);
    } else if (auto *line = qobject_cast<QLineEdit *>(editor)) {
        if (line->text() != text)
            line->setText(text);
    }
}

void EntityValueDelegate::setModelData(
    QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        if (combo->currentData().toInt() != index.data(EntityEditModel::TypeRole).toInt())
            model->setData(index, combo->currentData());
    } else if (auto *box = qobject_cast<QCheckBox *>(editor)) {
        model->setData(index, box->isChecked() ? u"true"_s : u"false"_s);
    } else if (auto *spin = qobject_cast<QSpinBox *>(editor)) {
        model->setData(index, QString::number(spin->value()));
    } else if (auto *dt = qobject_cast<DateTimeTicksEdit *>(editor)) {
        model->setData(index, DateTime(dt->ticks()).toIsoString());
    } else if (auto *bin = qobject_cast<BinaryValueEdit *>(editor)) {
        model->setData(index, bin->text());
    } else if (auto *line = qobject_cast<QLineEdit *>(editor)) {
        if (line->text() != index.data(Qt::EditRole).toString())
            model->setData(index, line->text());
    }
}

void EntityValueDelegate::updateEditorGeometry(
    QWidget *editor, const QStyleOptionViewItem &option, const QModelIndex &) const
{
    // Composite editors need more room than a narrow column gives them.
    QRect rect = option.rect;
    rect.setWidth(std::max(rect.width(), editor->minimumSizeHint().width()));
    editor->setGeometry(rect);
}

} // namespace rowan
