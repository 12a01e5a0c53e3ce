#include "ui/find/quickopen.h"

#include <QCoreApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QVBoxLayout>

namespace rowan {

QuickOpenDialog::QuickOpenDialog(const QList<QuickOpenItem> &items, QWidget *parent)
    : QDialog(parent)
    , m_model(new QuickOpenModel(this))
    , m_filter(new QuickOpenFilter(this))
    , m_pattern(new QLineEdit(this))
    , m_list(new QListView(this))
{
    setObjectName(QStringLiteral("quickOpenDialog"));
    setWindowTitle(tr("Quick Open"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    m_pattern->setObjectName(QStringLiteral("quickOpenPattern"));
    m_pattern->setAccessibleName(tr("Table or connection to open"));
    m_pattern->setPlaceholderText(tr("Type part of a table's name…"));
    m_pattern->setClearButtonEnabled(true);
    m_pattern->installEventFilter(this);
    layout->addWidget(m_pattern);
    m_model->setItems(items);
    m_filter->setSourceModel(m_model);
    m_list->setObjectName(QStringLiteral("quickOpenList"));
    m_list->setAccessibleName(tr("Tables and connections"));
    m_list->setModel(m_filter);
    m_list->setUniformItemSizes(true); // lays out tens of thousands of rows at once
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    layout->addWidget(m_list);
    auto *hint = new QLabel(tr("Enter opens, Alt+Enter opens in a new tab, Esc closes"), this);
    hint->setEnabled(false);
    layout->addWidget(hint);
    const auto first = [this] { m_list->setCurrentIndex(m_filter->index(0, 0)); };
    connect(m_pattern, &QLineEdit::textChanged, this, [this, first](const QString &text) {
        m_filter->setPattern(text);
        first();
    });
    connect(m_pattern, &QLineEdit::returnPressed, this, [this] { openCurrent(); });
    connect(m_list, &QListView::activated, this, [this] { openCurrent(); });
    first();
    resize(520, 360);
}

void QuickOpenDialog::setItems(const QList<QuickOpenItem> &items)
{
    const QModelIndex was = m_list->currentIndex();
    // The row chosen is found again after the reset by what it names.
    QModelIndex keep;
    const QVariantList before {was.data(QuickOpenModel::KindRole), was.data(QuickOpenModel::NameRole),
        was.data(QuickOpenModel::AccountRole), was.data(QuickOpenModel::ConnectionIdRole)};
    m_model->setItems(items);
    m_filter->setPattern(m_pattern->text());
    for (int row = 0; was.isValid() && row < m_filter->rowCount(); ++row) {
        const QModelIndex index = m_filter->index(row, 0);
        if (QVariantList {index.data(QuickOpenModel::KindRole), index.data(QuickOpenModel::NameRole),
                index.data(QuickOpenModel::AccountRole), index.data(QuickOpenModel::ConnectionIdRole)}
            == before) {
            keep = index;
            break;
        }
    }
    m_list->setCurrentIndex(keep.isValid() ? keep : m_filter->index(0, 0));
}

void QuickOpenDialog::openCurrent(bool newTab)
{
    const QModelIndex current = m_list->currentIndex();
    if (!current.isValid())
        return;
    const auto kind = QuickOpenItem::Kind(current.data(QuickOpenModel::KindRole).toInt());
    const int place = current.data(QuickOpenModel::PlaceRole).toInt();
    const QString id = current.data(QuickOpenModel::ConnectionIdRole).toString();
    if (kind == QuickOpenItem::Kind::Connection)
        Q_EMIT connectionChosen(id);
    else if (place < 0 && !id.isEmpty())
        Q_EMIT connectionTableChosen(id, current.data(QuickOpenModel::AccountRole).toString(),
            current.data(QuickOpenModel::NameRole).toString(), newTab);
    else
        Q_EMIT tableChosen(current.data(QuickOpenModel::PlaceRole).toInt(),
            current.data(QuickOpenModel::AccountRole).toString(),
            current.data(QuickOpenModel::NameRole).toString(), newTab);
    accept();
}

bool QuickOpenDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_pattern && event->type() == QEvent::KeyPress) {
        const auto *press = static_cast<QKeyEvent *>(event);
        const int key = press->key();
        if ((key == Qt::Key_Return || key == Qt::Key_Enter) && press->modifiers().testFlag(Qt::AltModifier)) {
            openCurrent(true);
            return true;
        }
        if (key == Qt::Key_Up || key == Qt::Key_Down || key == Qt::Key_PageUp || key == Qt::Key_PageDown) {
            QCoreApplication::sendEvent(m_list, event);
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

} // namespace rowan
