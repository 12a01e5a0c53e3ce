// The Stores dock: the open store's accounts and tables, with entity counts and sizes.
#pragma once

#include <QWidget>

class QTreeView;

namespace rowan {

class StoreTreeModel;

class StoreNavigator : public QWidget
{
    Q_OBJECT
public:
    explicit StoreNavigator(StoreTreeModel *model, QWidget *parent = nullptr);
    QTreeView *view() const { return m_view; }

Q_SIGNALS:
    void tableSelected(const QString &account, const QString &table);

private:
    StoreTreeModel *m_model;
    QTreeView *m_view;
};

} // namespace rowan
