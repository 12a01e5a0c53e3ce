// Quick Open (File ▸ Quick Open…, Ctrl+P): a small popup listing every table of the open stores and
// endpoints and the saved connections, narrowed as the user types (characters in order, best match first);
// Enter opens the table (or connects), Alt+Enter opens it in a new tab, Esc closes. Up and Down move in the
// list while the typing stays in the field.
#pragma once

#include "models/find/quickopenmodel.h"

#include <QDialog>

class QLineEdit;
class QListView;

namespace rowan {

class QuickOpenDialog : public QDialog
{
    Q_OBJECT
public:
    explicit QuickOpenDialog(const QList<QuickOpenItem> &items, QWidget *parent = nullptr);
    // New items (a saved connection's tables listed meanwhile); what is typed and chosen stays.
    void setItems(const QList<QuickOpenItem> &items);

    QLineEdit *patternEdit() const { return m_pattern; }
    QListView *list() const { return m_list; }
    QuickOpenFilter *filter() const { return m_filter; }
    // Opens the current row (Enter; Alt+Enter: in a new tab): tableChosen() or connectionChosen(), then
    // closes.
    void openCurrent(bool newTab = false);

Q_SIGNALS:
    // `place`: the open place's row in the Stores tree (QuickOpenItem::place).
    void tableChosen(int place, const QString &account, const QString &table, bool newTab);
    // A table of a saved connection that is not open (listed last time): connect, then open it.
    void connectionTableChosen(const QString &id, const QString &account, const QString &table, bool newTab);
    void connectionChosen(const QString &id);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QuickOpenModel *m_model;
    QuickOpenFilter *m_filter;
    QLineEdit *m_pattern;
    QListView *m_list;
};

} // namespace rowan
