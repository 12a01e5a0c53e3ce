#include "ui/editing/typedvalueinput.h"

#include "ui/editing/valueeditors.h"

#include "models/editing/valuetext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QStackedWidget>

namespace rowan {

namespace {
constexpr EdmType AllTypes[] = {EdmType::String, EdmType::Int32, EdmType::Int64, EdmType::Double,
    EdmType::Boolean, EdmType::DateTime, EdmType::Guid, EdmType::Binary};
}

TypedValueInput::TypedValueInput(QWidget *parent)
    : QWidget(parent)
    , m_type(new QComboBox(this))
    , m_stack(new QStackedWidget(this))
    , m_text(new QLineEdit(m_stack))
    , m_boolean(new QCheckBox(QStringLiteral("true"), m_stack))
    , m_dateTime(new DateTimeTicksEdit(m_stack))
    , m_binary(new BinaryValueEdit(m_stack))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_type->setObjectName(QStringLiteral("valueType"));
    m_type->setAccessibleName(tr("Value type"));
    for (EdmType type : AllTypes)
        m_type->addItem(edmTypeName(type), int(type));
    m_text->setObjectName(QStringLiteral("valueText"));
    m_text->setAccessibleName(tr("Value"));
    m_boolean->setObjectName(QStringLiteral("valueBoolean"));
    m_boolean->setAccessibleName(tr("Value"));
    m_dateTime->setObjectName(QStringLiteral("valueDateTime"));
    m_dateTime->setTicks(DateTime::now().ticks());
    m_binary->setObjectName(QStringLiteral("valueBinary"));
    for (QWidget *editor : {static_cast<QWidget *>(m_text), static_cast<QWidget *>(m_boolean),
             static_cast<QWidget *>(m_dateTime), static_cast<QWidget *>(m_binary)})
        m_stack->addWidget(editor);
    layout->addWidget(m_type);
    layout->addWidget(m_stack, 1);
    setFocusProxy(m_type);

    connect(m_type, &QComboBox::currentIndexChanged, this, [this] {
        showEditorForType();
        Q_EMIT changed();
    });
    connect(m_text, &QLineEdit::textChanged, this, &TypedValueInput::changed);
    connect(m_boolean, &QCheckBox::toggled, this, [this](bool on) {
        m_boolean->setText(on ? QStringLiteral("true") : QStringLiteral("false"));
        Q_EMIT changed();
    });
    connect(m_dateTime, &DateTimeTicksEdit::changed, this, &TypedValueInput::changed);
    connect(m_binary, &BinaryValueEdit::changed, this, &TypedValueInput::changed);
    m_boolean->setText(QStringLiteral("false"));
    showEditorForType();
}

EdmType TypedValueInput::type() const
{
    return EdmType(m_type->currentData().toInt());
}

void TypedValueInput::setType(EdmType type)
{
    m_type->setCurrentIndex(m_type->findData(int(type)));
}

void TypedValueInput::setValueText(EdmType type, const QString &text)
{
    setType(type);
    switch (type) {
    case EdmType::Boolean:
        m_boolean->setChecked(
            valuetext::parse(EdmType::Boolean, text).value_or(Value::boolean(false)).toBool());
        break;
    case EdmType::DateTime:
        if (const auto v = valuetext::parse(EdmType::DateTime, text))
            m_dateTime->setTicks(v->toDateTime().ticks());
        break;
    case EdmType::Binary:
        m_binary->setText(text);
        break;
    default:
        m_text->setText(text);
        break;
    }
}

void TypedValueInput::showEditorForType()
{
    const EdmType t = type();
    QWidget *editor = m_text;
    if (t == EdmType::Boolean)
        editor = m_boolean;
    else if (t == EdmType::DateTime)
        editor = m_dateTime;
    else if (t == EdmType::Binary)
        editor = m_binary;
    m_stack->setCurrentWidget(editor);
    // The entity editor's hints for the types whose text is easy to get wrong.
    delete m_text->validator();
    m_text->setValidator(t == EdmType::Int64 ? new Int64Validator(m_text) : nullptr);
    switch (t) {
    case EdmType::Int32:
        m_text->setPlaceholderText(QStringLiteral("-2147483648 … 2147483647"));
        break;
    case EdmType::Int64:
        m_text->setPlaceholderText(QStringLiteral("-9223372036854775808 … 9223372036854775807"));
        break;
    case EdmType::Double:
        m_text->setPlaceholderText(QStringLiteral("1.0, 6.02e23, NaN, Infinity"));
        break;
    case EdmType::Guid:
        m_text->setPlaceholderText(QStringLiteral("3f2504e0-4f89-11d3-9a0c-0305e82c3301"));
        break;
    default:
        m_text->setPlaceholderText(QString());
        break;
    }
}

Result<Value> TypedValueInput::value() const
{
    const EdmType t = type();
    switch (t) {
    case EdmType::Boolean:
        return Value::boolean(m_boolean->isChecked());
    case EdmType::DateTime:
        return Value::dateTime(DateTime(m_dateTime->ticks()));
    case EdmType::Binary:
        return valuetext::parse(t, m_binary->text());
    default:
        return valuetext::parse(t, m_text->text());
    }
}

} // namespace rowan
