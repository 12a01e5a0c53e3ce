// The Find bar (Edit ▸ Find, Ctrl+F), above the grid's rows: a text looked for in every property of the table
// shown, or in the chosen ones, or in the query's results only; case-sensitive, whole word or a regular
// expression when asked. The search runs in the background (FindJob) and its matches become the grid's rows
// as they arrive, the matching cells highlighted; F3 and Shift+F3 step through them, Cancel stops the search
// with the matches found so far, Esc closes the bar and shows the table (or query) again. The bar says how
// the search ran: on this computer for a remote endpoint (with the entities it read), or through the text
// index of an embedded store.
#pragma once

#include <rowan/search.h>

#include <QWidget>

class QAction;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QMenu;
class QProgressBar;
class QPushButton;
class QTableView;
class QToolButton;

namespace rowan {

class EntityTableModel;
class FindJob;
class ServiceSession;

class FindBar : public QWidget
{
    Q_OBJECT
public:
    // Matches shown at most: every match stays in memory, so a search that matches nearly everything
    // stops here and says so.
    static constexpr qint64 MaxMatches = 20000;

    FindBar(EntityTableModel *model, QTableView *view, QWidget *parent = nullptr);

    // Edit ▸ Find (Ctrl+F), Find Next (F3) and Find Previous (Shift+F3), for the Edit menu.
    QAction *findAction() const { return m_findAction; }
    QAction *findNextAction() const { return m_nextAction; }
    QAction *findPreviousAction() const { return m_previousAction; }
    FindJob *job() const { return m_job; }

    // Shows the bar with the text selected.
    void open();
    // Runs the search the bar describes on the table shown; an empty text does nothing.
    void run();
    void cancel();
    // Hides the bar; the grid shows again what the matches replaced.
    void closeBar();
    // Makes the next (previous) matching cell current, after the current cell, wrapping at the end; F3 on a
    // closed bar opens it. False when there is no match.
    bool findNext();
    bool findPrevious();

    // The request the controls describe now.
    SearchRequest request() const;
    QString statusText() const;
    // The properties to look in; empty: every one.
    void setProperties(const QStringList &properties);
    QStringList properties() const { return m_chosen; }

Q_SIGNALS:
    // A search ended (finished, failed or cancelled) and statusText() says how.
    void searchEnded();

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    bool step(bool forward);
    void fillPropertiesMenu();
    void updateControls();
    void setStatus(const QString &text, bool error = false);
    void finishedWith(const SearchResult &result);
    void showProgress();

    EntityTableModel *m_model;
    QTableView *m_view;
    FindJob *m_job;
    QLineEdit *m_text;
    QCheckBox *m_case;
    QCheckBox *m_word;
    QCheckBox *m_regex;
    QToolButton *m_propertiesButton;
    QMenu *m_propertiesMenu;
    QComboBox *m_scope;
    QPushButton *m_run;
    QPushButton *m_cancel;
    QToolButton *m_previous;
    QToolButton *m_next;
    QProgressBar *m_progress;
    QLabel *m_status;
    QToolButton *m_close;
    QAction *m_findAction;
    QAction *m_nextAction;
    QAction *m_previousAction;
    QStringList m_chosen;
    SearchRequest m_running;
    qint64 m_read = 0;
    qint64 m_found = 0;
};

} // namespace rowan
