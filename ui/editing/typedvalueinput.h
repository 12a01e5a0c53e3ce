// One typed property value to type in: an EDM type chooser beside the value editor that suits the type
// (the entity editor's: a check box for Boolean, an exact Int64 field, DateTime calendar fields with a
// 7-digit fraction, Binary as base64, hex or a file). value() reads it by the shared value-text rules.
#pragma once

#include <rowan/status.h>
#include <rowan/value.h>

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QStackedWidget;

namespace rowan {

class BinaryValueEdit;
class DateTimeTicksEdit;

class TypedValueInput : public QWidget
{
    Q_OBJECT
public:
    explicit TypedValueInput(QWidget *parent = nullptr);

    EdmType type() const;
    void setType(EdmType type);
    // Sets the type and shows `text` (the type's value text).
    void setValueText(EdmType type, const QString &text);
    // The value, or why the text is not one of the type.
    Result<Value> value() const;

    QComboBox *typeChooser() const { return m_type; }
    QLineEdit *textEdit() const { return m_text; }

Q_SIGNALS:
    void changed();

private:
    void showEditorForType();

    QComboBox *m_type;
    QStackedWidget *m_stack;
    QLineEdit *m_text;
    QCheckBox *m_boolean;
    DateTimeTicksEdit *m_dateTime;
    BinaryValueEdit *m_binary;
};

} // namespace rowan
