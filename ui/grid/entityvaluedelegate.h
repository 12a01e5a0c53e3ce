// The entity editor's cell editors: a line edit for names, a combo of the eight EDM types, and for values
// an editor suited to the row's type (check box, Int32 spin box, exact Int64 line edit, DateTime fields with
// a 7-digit fraction, Binary as base64/hex/file, line edits otherwise). Edits reach the model as they are
// typed, so its validation messages follow every keystroke.
#pragma once

#include <QStyledItemDelegate>

namespace rowan {

class EntityValueDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget *createEditor(
        QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;
    void updateEditorGeometry(
        QWidget *editor, const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    void commitLive(QWidget *editor) const;
};

} // namespace rowan
