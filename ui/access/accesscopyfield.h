// A read-only line with a Copy button, optionally masked until "Show" is pressed: for keys, tokens, URLs and
// connection strings in the access dialogs.
#pragma once

#include <QWidget>

class QLineEdit;
class QToolButton;

namespace rowan {

class AccessCopyField : public QWidget
{
    Q_OBJECT
public:
    explicit AccessCopyField(bool masked = false, QWidget *parent = nullptr);

    void setText(const QString &text);
    QString text() const;
    // What the field holds, for assistive technology: names the text and its buttons ("Copy Key 1").
    void setFieldName(const QString &name);
    QLineEdit *lineEdit() const { return m_edit; }
    QToolButton *copyButton() const { return m_copy; }
    QToolButton *showButton() const { return m_show; }
    bool isRevealed() const;

Q_SIGNALS:
    void copied();

private:
    QLineEdit *m_edit;
    QToolButton *m_show = nullptr;
    QToolButton *m_copy;
};

} // namespace rowan
