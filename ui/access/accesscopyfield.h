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
