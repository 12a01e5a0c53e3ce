#include "ui/editing/stagedbar.h"

#include "ui/editing/stagedreviewdialog.h"
#include "ui/safety/writeconfirmation.h"

#include "models/editing/stagededits.h"
#include "models/session/servicesession.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSet>

namespace rowan {

namespace {
// "1 change", "12 changes", in the user's number format.
QString changesText(int count)
{
    return count == 1 ? StagedBar::tr("1 change")
                      : StagedBar::tr("%1 changes", nullptr, count).arg(QLocale().toString(count));
}
} // namespace

StagedBar::StagedBar(StagedEdits *staged, ServiceSession *session, QWidget *parent)
    : QWidget(parent)
    , m_staged(staged)
    , m_session(session)
    , m_text(new QLabel(this))
    , m_review(new QPushButton(tr("&Review…"), this))
    , m_commit(new QPushButton(tr("Co&mmit"), this))
    , m_discard(new QPushButton(tr("D&iscard"), this))
{
    setObjectName(QStringLiteral("stagedBar"));
    m_text->setObjectName(QStringLiteral("stagedText"));
    m_review->setObjectName(QStringLiteral("stagedReview"));
    m_commit->setObjectName(QStringLiteral("stagedCommit"));
    m_discard->setObjectName(QStringLiteral("stagedDiscard"));
    m_commit->setToolTip(tr("Write every pending change, in entity group transactions guarded by the ETags "
                            "the entities were loaded with"));
    m_discard->setToolTip(tr("Drop every pending change; nothing was written"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 3, 6, 3);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_review);
    layout->addWidget(m_commit);
    layout->addWidget(m_discard);
    setAutoFillBackground(true);
    QPalette tinted = palette();
    tinted.setColor(QPalette::Window, QColor(249, 168, 37, 60));
    setPalette(tinted);
    connect(m_review, &QPushButton::clicked, this, &StagedBar::review);
    connect(m_commit, &QPushButton::clicked, this, &StagedBar::commit);
    connect(m_discard, &QPushButton::clicked, this, &StagedBar::discard);
    connect(m_staged, &StagedEdits::changed, this, &StagedBar::update);
    connect(m_staged, &StagedEdits::finished, this, [this](int written, int failed) {
        const QLocale locale;
        m_outcome = failed > 0 ? tr("%1 written; %2 not written (see Review).")
                                     .arg(locale.toString(written), locale.toString(failed))
                               : QString();
        update();
    });
    update();
}

void StagedBar::update()
{
    const int count = m_staged->count();
    setVisible(count > 0);
    QSet<QString> tables;
    for (const StagedChange &change : m_staged->changes())
        tables.insert(change.table);
    QString text = tr("%1 pending, not written yet").arg(changesText(count));
    if (tables.size() == 1)
        text = tr("%1 pending in %2, not written yet").arg(changesText(count), *tables.begin());
    if (!m_outcome.isEmpty())
        text += QStringLiteral(" — ") + m_outcome;
    m_text->setText(text);
    const bool idle = !m_staged->isCommitting();
    m_commit->setEnabled(idle && count > 0 && m_session->writable());
    m_discard->setEnabled(idle && count > 0);
    m_review->setEnabled(count > 0);
}

void StagedBar::review()
{
    StagedReviewDialog dialog(m_staged, window());
    if (dialog.exec() == StagedReviewDialog::CommitRequested)
        commit();
}

void StagedBar::commit()
{
    const QList<StagedChange> changes = m_staged->changes();
    if (changes.isEmpty())
        return;
    QSet<QString> tables;
    for (const StagedChange &change : changes)
        tables.insert(change.table);
    WriteIntent intent;
    intent.title = tr("Commit Pending Changes");
    intent.confirmText = changes.size() == 1
        ? tr("Commit 1 Change")
        : tr("Commit %1 Changes", nullptr, int(changes.size())).arg(changes.size());
    intent.question = tr("Write the %1 pending? An entity changed by someone else since it was loaded is not "
                         "overwritten: its change stays pending.")
                          .arg(changesText(int(changes.size())));
    intent.account = changes.first().account;
    intent.table = tables.size() == 1 ? changes.first().table : QString();
    intent.bulk = changes.size() > 1;
    if (!confirmWrite(window(), m_session->safety(), m_session->description().displayName, intent))
        return;
    m_outcome.clear();
    m_staged->commit();
    update();
}

void StagedBar::discard()
{
    const int count = m_staged->count();
    if (QMessageBox::question(window(), tr("Discard Pending Changes"),
            tr("Drop the %1 pending? Nothing of them was written.").arg(changesText(count)),
            QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel)
        != QMessageBox::Discard)
        return;
    m_outcome.clear();
    m_staged->discard();
}

} // namespace rowan
