#include "ui/access/accesscopyfield.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QToolButton>

namespace rowan {

AccessCopyField::AccessCopyField(bool masked, QWidget *parent)
    : QWidget(parent)
    , m_edit(new QLineEdit(this))
    , m_copy(new QToolButton(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_edit->setReadOnly(true);
    layout->addWidget(m_edit, 1);
    if (masked) {
        m_edit->setEchoMode(QLineEdit::Password);
        m_show = new QToolButton(this);
        m_show->setObjectName(QStringLiteral("show"));
        m_show->setText(tr("Show"));
        m_show->setCheckable(true);
        connect(m_show, &QToolButton::toggled, this, [this](bool on) {
            m_edit->setEchoMode(on ? QLineEdit::Normal : QLineEdit::Password);
            m_show->setText(on ? tr("Hide") : tr("Show"));
        });
        layout->addWidget(m_show);
    }
    m_copy->setObjectName(QStringLiteral("copy"));
    m_copy->setText(tr("Copy"));
    m_copy->setToolTip(tr("Copy to the clipboard"));
    connect(m_copy, &QToolButton::clicked, this, [this] {
        QGuiApplication::clipboard()->setText(m_edit->text());
        Q_EMIT copied();
    });
    layout->addWidget(m_copy);
    setText({});
}

void AccessCopyField::setText(const QString &text)
{
    m_edit->setText(text);
    m_edit->setCursorPosition(0);
    m_copy->setEnabled(!text.isEmpty());
}

QString AccessCopyField::text() const
{
    return m_edit->text();
}

bool AccessCopyField::isRevealed() const
{
    return m_edit->echoMode() == QLineEdit::Normal;
}

void AccessCopyField::setFieldName(const QString &name)
{
    m_edit->setAccessibleName(name);
    m_copy->setAccessibleName(tr("Copy %1").arg(name));
    if (m_show)
        m_show->setAccessibleName(tr("Show %1").arg(name));
}

} // namespace rowan
