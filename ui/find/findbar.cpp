#include "ui/find/findbar.h"

#include "ui/style/messagetone.h"

#include "models/grid/entitytablemodel.h"
#include "models/grid/findjob.h"
#include "models/session/servicesession.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

namespace rowan {

namespace {
enum Scope { WholeTable, QueryResults };
} // namespace

FindBar::FindBar(EntityTableModel *model, QTableView *view, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_view(view)
    , m_job(new FindJob(model->session(), this))
    , m_text(new QLineEdit(this))
    , m_case(new QCheckBox(tr("Match case"), this))
    , m_word(new QCheckBox(tr("Whole word"), this))
    , m_regex(new QCheckBox(tr("Regular expression"), this))
    , m_propertiesButton(new QToolButton(this))
    , m_propertiesMenu(new QMenu(this))
    , m_scope(new QComboBox(this))
    , m_run(new QPushButton(tr("Find"), this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_previous(new QToolButton(this))
    , m_next(new QToolButton(this))
    , m_progress(new QProgressBar(this))
    , m_status(new QLabel(this))
    , m_close(new QToolButton(this))
{
    setObjectName(QStringLiteral("findBar"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->setSpacing(2);
    auto *controls = new QHBoxLayout;
    auto *result = new QHBoxLayout;
    layout->addLayout(controls);
    layout->addLayout(result);

    m_text->setObjectName(QStringLiteral("findText"));
    m_text->setAccessibleName(tr("Text to find"));
    m_text->setPlaceholderText(tr("Find in the table's values…"));
    m_text->setClearButtonEnabled(true);
    m_case->setObjectName(QStringLiteral("findCase"));
    m_case->setToolTip(tr("Tell upper from lower case (off: 'Ä' finds 'ä')"));
    m_word->setObjectName(QStringLiteral("findWholeWord"));
    m_word->setToolTip(tr("Only where no letter, digit or underscore is right before or after the text"));
    m_regex->setObjectName(QStringLiteral("findRegex"));
    m_regex->setToolTip(tr("The text is a Perl-style regular expression; ^ and $ anchor at a value's ends"));
    m_propertiesButton->setObjectName(QStringLiteral("findProperties"));
    m_propertiesButton->setAccessibleName(tr("Properties to look in"));
    m_propertiesButton->setPopupMode(QToolButton::InstantPopup);
    m_propertiesButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_propertiesButton->setMenu(m_propertiesMenu);
    connect(m_propertiesMenu, &QMenu::aboutToShow, this, &FindBar::fillPropertiesMenu);
    m_scope->setObjectName(QStringLiteral("findScope"));
    m_scope->setAccessibleName(tr("Where to look"));
    m_scope->addItem(tr("Whole table"), WholeTable);
    m_scope->addItem(tr("Query results"), QueryResults);
    m_run->setObjectName(QStringLiteral("findRun"));
    m_cancel->setObjectName(QStringLiteral("findCancel"));
    m_close->setObjectName(QStringLiteral("findClose"));
    m_close->setAccessibleName(tr("Close the Find bar"));
    m_close->setToolTip(tr("Close the Find bar and show the table again (Esc)"));
    m_close->setText(QStringLiteral("✕"));
    m_close->setAutoRaise(true);
    // The text and the buttons on the first row, the options below them beside the progress: on one row
    // they made the window wider than a 1280-pixel screen.
    for (QWidget *w : std::initializer_list<QWidget *> {m_text, m_run, m_cancel, m_previous, m_next, m_close})
        controls->addWidget(w, w == m_text ? 1 : 0);
    for (QWidget *w : std::initializer_list<QWidget *> {m_case, m_word, m_regex, m_propertiesButton, m_scope})
        result->addWidget(w);

    m_progress->setObjectName(QStringLiteral("findProgress"));
    m_progress->setAccessibleName(tr("Search progress"));
    m_progress->setMaximumWidth(160);
    m_progress->setTextVisible(false);
    m_progress->hide();
    m_status->setObjectName(QStringLiteral("findStatus"));
    m_status->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    result->addWidget(m_progress);
    result->addWidget(m_status, 1);

    m_findAction = new QAction(tr("&Find…"), this);
    m_findAction->setObjectName(QStringLiteral("actionFind"));
    m_findAction->setShortcut(QKeySequence::Find);
    m_findAction->setToolTip(tr("Find a text in the values of the table shown"));
    connect(m_findAction, &QAction::triggered, this, &FindBar::open);
    m_nextAction = new QAction(tr("Find &Next"), this);
    m_nextAction->setObjectName(QStringLiteral("actionFindNext"));
    m_nextAction->setShortcut(QKeySequence::FindNext);
    m_nextAction->setToolTip(tr("The next matching cell"));
    connect(m_nextAction, &QAction::triggered, this, &FindBar::findNext);
    m_previousAction = new QAction(tr("Find Pre&vious"), this);
    m_previousAction->setObjectName(QStringLiteral("actionFindPrevious"));
    m_previousAction->setShortcut(QKeySequence::FindPrevious);
    m_previousAction->setToolTip(tr("The previous matching cell"));
    connect(m_previousAction, &QAction::triggered, this, &FindBar::findPrevious);
    m_next->setDefaultAction(m_nextAction);
    m_previous->setDefaultAction(m_previousAction);
    m_next->setObjectName(QStringLiteral("findNextButton"));
    m_previous->setObjectName(QStringLiteral("findPreviousButton"));
    m_next->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_previous->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_next->setAccessibleName(tr("Next match"));
    m_previous->setAccessibleName(tr("Previous match"));

    connect(m_text, &QLineEdit::returnPressed, this, &FindBar::run);
    connect(m_run, &QPushButton::clicked, this, &FindBar::run);
    connect(m_cancel, &QPushButton::clicked, this, &FindBar::cancel);
    connect(m_close, &QToolButton::clicked, this, &FindBar::closeBar);
    connect(m_text, &QLineEdit::textChanged, this, &FindBar::updateControls);

    connect(m_job, &FindJob::matchesFound, this, [this](const QList<SearchMatch> &matches) {
        const bool first = m_model->rowCount() == 0;
        m_model->appendMatches(matches);
        m_found += matches.size();
        showProgress();
        if (first && !m_view->currentIndex().isValid())
            findNext();
    });
    connect(m_job, &FindJob::progress, this, [this](qint64 read, qint64 total) {
        m_read = read;
        showProgress();
        if (total > 0) {
            m_progress->setRange(0, 1000);
            m_progress->setValue(int(std::clamp<qint64>(read * 1000 / total, 0, 1000)));
        } else {
            m_progress->setRange(0, 0);
        }
    });
    connect(m_job, &FindJob::finished, this, &FindBar::finishedWith);
    connect(m_job, &FindJob::failed, this, [this](const QString &message) {
        setStatus(message, true);
        updateControls();
        Q_EMIT searchEnded();
    });
    connect(m_job, &FindJob::cancelled, this, [this] {
        if (m_model->isFindResults())
            setStatus(tr("Cancelled: %1 matches in the %2 entities read.")
                          .arg(QLocale().toString(m_found), QLocale().toString(m_read)));
        updateControls();
        Q_EMIT searchEnded();
    });
    // Another table, partition or query chosen meanwhile: the search no longer has a place to show.
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        if (!m_model->isFindResults() && m_job->isRunning())
            m_job->cancel();
        updateControls();
    });
    // The explorer wrote to the table: the same search again.
    connect(m_model, &EntityTableModel::findResultsStale, this, [this] {
        if (!m_running.text.isEmpty() && m_model->isFindResults()) {
            m_model->showFindResults(m_model->account(), m_model->table());
            m_found = 0;
            m_job->start(m_model->account(), m_model->table(), m_running);
            updateControls();
        }
    });
    setProperties({});
    hide();
    updateControls();
}

void FindBar::open()
{
    show();
    updateControls();
    m_text->setFocus(Qt::ShortcutFocusReason);
    m_text->selectAll();
}

SearchRequest FindBar::request() const
{
    SearchRequest request;
    request.text = m_text->text();
    request.mode = m_regex->isChecked() ? SearchMode::Regex
        : m_word->isChecked()           ? SearchMode::WholeWord
                                        : SearchMode::Contains;
    request.caseSensitive = m_case->isChecked();
    request.properties = m_chosen;
    if (m_scope->currentData().toInt() == QueryResults && m_scope->isEnabled())
        request.filter = m_model->resultsFilter();
    request.limit = MaxMatches;
    return request;
}

void FindBar::run()
{
    if (m_text->text().isEmpty())
        return;
    if (m_model->table().isEmpty()) {
        setStatus(tr("Choose a table in the Stores dock first."), true);
        return;
    }
    show();
    m_running = request();
    m_found = 0;
    m_read = 0;
    m_model->showFindResults(m_model->account(), m_model->table());
    m_view->setCurrentIndex(QModelIndex());
    setStatus(tr("Searching…"));
    m_progress->setRange(0, 0);
    m_job->start(m_model->account(), m_model->table(), m_running);
    updateControls();
}

void FindBar::cancel()
{
    if (m_job->isRunning())
        m_job->cancel();
}

void FindBar::closeBar()
{
    cancel();
    m_running = {};
    hide();
    m_model->leaveFindResults();
    setStatus(QString());
    m_view->setFocus(Qt::OtherFocusReason);
}

void FindBar::showProgress()
{
    // An endpoint has no search of its own: every entity comes over the network to be tested here.
    const ServiceSession *session = m_model->session();
    if (session->isOpen() && session->description().kind == ServiceKind::Remote)
        setStatus(tr("Searching on this computer: %1 entities read from the endpoint, %2 matches so far…")
                      .arg(QLocale().toString(m_read), QLocale().toString(m_found)));
    else if (m_found > 0)
        setStatus(tr(
            "%n matches so far…", nullptr, int(std::min<qint64>(m_found, std::numeric_limits<int>::max()))));
}

void FindBar::finishedWith(const SearchResult &result)
{
    const QLocale locale;
    const int matches = int(std::min<qint64>(result.matches, std::numeric_limits<int>::max()));
    const ServiceSession *session = m_model->session();
    QString text;
    if (session->isOpen() && session->description().kind == ServiceKind::Remote)
        text = tr(
            "%n matches. The search ran on this computer over the %1 entities it read from the endpoint.",
            nullptr, matches)
                   .arg(locale.toString(result.read));
    else if (result.usedIndex)
        text = tr("%n matches, found through the table's text index.", nullptr, matches);
    else
        text = tr("%n matches in %1 entities read.", nullptr, matches).arg(locale.toString(result.read));
    if (result.stopped && result.matches >= MaxMatches)
        text += QLatin1Char(' ')
            + tr("Only the first %1 are shown: narrow the search to see the rest.")
                  .arg(locale.toString(MaxMatches));
    setStatus(text);
    updateControls();
    Q_EMIT searchEnded();
}

bool FindBar::findNext()
{
    if (isHidden() && !m_model->isFindResults()) {
        open();
        return false;
    }
    return step(true);
}

bool FindBar::findPrevious()
{
    if (isHidden() && !m_model->isFindResults()) {
        open();
        return false;
    }
    return step(false);
}

bool FindBar::step(bool forward)
{
    const int rows = m_model->rowCount();
    if (!m_model->isFindResults() || rows == 0)
        return false;
    // Cells in the order the user sees the columns.
    const QHeaderView *header = m_view->horizontalHeader();
    QList<int> columns;
    for (int visual = 0; visual < header->count(); ++visual) {
        const int logical = header->logicalIndex(visual);
        if (!header->isSectionHidden(logical))
            columns.append(logical);
    }
    if (columns.isEmpty())
        return false;
    const QModelIndex current = m_view->currentIndex();
    int row = current.isValid() ? current.row() : (forward ? -1 : rows);
    qsizetype position = current.isValid() ? columns.indexOf(current.column()) : -1;
    if (!current.isValid())
        position = forward ? columns.size() : -1;
    // Every row is a match, so at most one row and a wrap are passed.
    for (qsizetype tries = 0; tries < 2 * (columns.size() + 1) * 2; ++tries) {
        position += forward ? 1 : -1;
        if (position >= columns.size() || position < 0) {
            row += forward ? 1 : -1;
            if (row >= rows)
                row = 0;
            if (row < 0)
                row = rows - 1;
            position = forward ? 0 : columns.size() - 1;
        }
        const int column = columns.at(position);
        if (m_model->matchedProperties(row).contains(m_model->columnProperty(column))) {
            const QModelIndex found = m_model->index(row, column);
            m_view->setCurrentIndex(found);
            m_view->scrollTo(found);
            return true;
        }
    }
    return false;
}

void FindBar::setProperties(const QStringList &properties)
{
    m_chosen = properties;
    if (m_chosen.isEmpty())
        m_propertiesButton->setText(tr("All properties"));
    else if (m_chosen.size() == 1)
        m_propertiesButton->setText(m_chosen.first());
    else
        m_propertiesButton->setText(tr("%n properties", nullptr, int(m_chosen.size())));
    m_propertiesButton->setToolTip(m_chosen.isEmpty()
            ? tr("Look in every property")
            : tr("Look in %1").arg(m_chosen.join(QStringLiteral(", "))));
}

void FindBar::fillPropertiesMenu()
{
    m_propertiesMenu->clear();
    QAction *all = m_propertiesMenu->addAction(tr("All Properties"));
    all->setCheckable(true);
    all->setChecked(m_chosen.isEmpty());
    connect(all, &QAction::triggered, this, [this] { setProperties({}); });
    m_propertiesMenu->addSeparator();
    QStringList names {QStringLiteral("PartitionKey"), QStringLiteral("RowKey")};
    names.append(m_model->propertyColumns());
    for (const QString &name : std::as_const(m_chosen))
        if (!names.contains(name))
            names.append(name);
    for (const QString &name : std::as_const(names)) {
        QAction *action = m_propertiesMenu->addAction(name);
        action->setCheckable(true);
        action->setChecked(m_chosen.contains(name));
        connect(action, &QAction::triggered, this, [this, name](bool on) {
            QStringList chosen = m_chosen;
            if (on && !chosen.contains(name))
                chosen.append(name);
            else if (!on)
                chosen.removeAll(name);
            setProperties(chosen);
        });
    }
}

void FindBar::updateControls()
{
    const bool running = m_job->isRunning();
    m_run->setEnabled(!m_text->text().isEmpty() && !m_model->table().isEmpty());
    m_cancel->setVisible(running);
    m_progress->setVisible(running);
    const bool matches = m_model->isFindResults() && m_model->rowCount() > 0;
    m_next->setEnabled(matches);
    m_previous->setEnabled(matches);
    // The query's results can be searched only while a query is shown (or was, under the matches).
    const bool query = !m_model->resultsFilter().isEmpty();
    m_scope->setEnabled(query);
    if (!query)
        m_scope->setCurrentIndex(WholeTable);
}

void FindBar::setStatus(const QString &text, bool error)
{
    m_status->setText(text);
    setMessageTone(m_status, error ? MessageTone::Error : MessageTone::Plain);
}

QString FindBar::statusText() const
{
    return m_status->text();
}

void FindBar::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape) {
        closeBar();
        return;
    }
    QWidget::keyPressEvent(event);
}

} // namespace rowan
