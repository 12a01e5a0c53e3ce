#include "ui/window/shortcutsdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QKeySequence>
#include <QMenu>
#include <QTableWidget>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>

namespace rowan {

namespace {
QString plainText(const QAction *action)
{
    QString text = action->text();
    text.remove(QChar(0x2026)); // "Open Store…" reads as "Open Store"
    // One & is a mnemonic marker, && a literal ampersand.
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QLatin1Char('\x01'), QLatin1Char('&'));
    return text.trimmed();
}
} // namespace

ShortcutsDialog::ShortcutsDialog(QWidget *window, QWidget *parent)
    : QDialog(parent)
    , m_table(new QTableWidget(this))
{
    setWindowTitle(tr("Keyboard Shortcuts"));
    setObjectName(QStringLiteral("shortcutsDialog"));
    m_table->setObjectName(QStringLiteral("shortcutsTable"));
    m_table->setAccessibleName(tr("Keyboard shortcuts"));
    m_table->setColumnCount(3);
    m_table->setHorizontalHeaderLabels({tr("Action"), tr("Keys"), tr("Works")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);

    struct Row
    {
        QString scope;
        QString action;
        QString keys;
    };
    QList<Row> rows;
    for (const QAction *action : actionsWithShortcuts(window)) {
        QStringList keys;
        for (const QKeySequence &sequence : action->shortcuts())
            keys.append(sequence.toString(QKeySequence::NativeText));
        rows.append({scopeOf(action, window), plainText(action), keys.join(QStringLiteral(", "))});
    }
    // Window-wide shortcuts first, then by where they work, then by name.
    const QString anywhere = tr("Anywhere");
    std::sort(rows.begin(), rows.end(), [&](const Row &a, const Row &b) {
        if ((a.scope == anywhere) != (b.scope == anywhere))
            return a.scope == anywhere;
        return std::tie(a.scope, a.action) < std::tie(b.scope, b.action);
    });
    m_table->setRowCount(int(rows.size()));
    for (int i = 0; i < rows.size(); ++i) {
        m_table->setItem(i, 0, new QTableWidgetItem(rows.at(i).action));
        m_table->setItem(i, 1, new QTableWidgetItem(rows.at(i).keys));
        m_table->setItem(i, 2, new QTableWidgetItem(rows.at(i).scope));
    }
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setStretchLastSection(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(buttons);
    // Every row in sight at once where the screen allows.
    const int width = m_table->horizontalHeader()->length() + 2 * m_table->frameWidth() + 24;
    const int height = m_table->horizontalHeader()->height() + m_table->verticalHeader()->length()
        + 2 * m_table->frameWidth() + buttons->sizeHint().height() + 40;
    resize(std::max(width, 480), std::min(height, 640));
}

QList<QAction *> ShortcutsDialog::actionsWithShortcuts(const QWidget *window)
{
    QList<QAction *> actions;
    for (QAction *action : window->findChildren<QAction *>()) {
        if (!action->shortcuts().isEmpty() && !action->isSeparator())
            actions.append(action);
    }
    return actions;
}

QString ShortcutsDialog::scopeOf(const QAction *action, const QWidget *window)
{
    if (action->shortcutContext() == Qt::WindowShortcut
        || action->shortcutContext() == Qt::ApplicationShortcut)
        return tr("Anywhere");
    // Named by the dock it is in or by the nearest named widget; a view the action is on names it better
    // than a toolbar that shows it too.
    QList<const QWidget *> widgets;
    for (const QObject *object : action->associatedObjects()) {
        const auto *widget = qobject_cast<const QWidget *>(object);
        if (!widget || qobject_cast<const QMenu *>(widget))
            continue;
        if (qobject_cast<const QToolBar *>(widget))
            widgets.append(widget);
        else
            widgets.prepend(widget);
    }
    for (const QWidget *widget : std::as_const(widgets)) {
        for (const QWidget *w = widget; w && w != window; w = w->parentWidget()) {
            if (const auto *dock = qobject_cast<const QDockWidget *>(w))
                return tr("In %1").arg(dock->windowTitle());
            if (!w->accessibleName().isEmpty())
                return tr("In %1").arg(w->accessibleName());
        }
    }
    if (!widgets.isEmpty())
        return tr("While its view has the focus");
    return tr("Anywhere");
}

} // namespace rowan
