#include "ui/grid/gridpaste.h"

#include "ui/safety/writeconfirmation.h"

#include "models/editing/pasteentitiesjob.h"
#include "models/editing/stagededits.h"
#include "models/grid/entityclipboard.h"
#include "models/grid/entitytablemodel.h"
#include "models/session/servicesession.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QLocale>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>

namespace rowan {

namespace {
// The existing keys a question lists before it says "and n more".
constexpr int ListedKeys = 10;

QString keyList(const QStringList &keys)
{
    QStringList shown;
    for (qsizetype i = 0; i < keys.size() && i < ListedKeys; ++i)
        shown.append(keys.at(i).toHtmlEscaped());
    QString text = shown.join(QStringLiteral("<br>"));
    if (keys.size() > ListedKeys)
        text += QStringLiteral("<br>")
            + GridPaste::tr("… and %n more", nullptr, int(keys.size() - ListedKeys));
    return text;
}
} // namespace

GridPaste::GridPaste(EntityTableModel *model, QWidget *parent)
    : QObject(parent)
    , m_model(model)
    , m_parent(parent)
    , m_paste(new QAction(tr("Paste"), this))
{
    m_paste->setObjectName(QStringLiteral("actionPasteEntities"));
    m_paste->setShortcut(QKeySequence::Paste);
    // Only while the grid has the focus: Ctrl+V in the filter editor pastes text there.
    m_paste->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_paste->setToolTip(tr("Insert the entities on the clipboard (copied as JSON) into this table"));
    connect(m_paste, &QAction::triggered, this, &GridPaste::paste);
    connect(m_model, &QAbstractItemModel::modelReset, this, &GridPaste::updateAction);
    connect(m_model->session(), &ServiceSession::safetyChanged, this, &GridPaste::updateAction);
    connect(m_model->session(), &ServiceSession::serviceChanged, this, &GridPaste::updateAction);
    updateAction();
}

void GridPaste::updateAction()
{
    m_paste->setEnabled(!m_model->table().isEmpty() && m_model->session()->writable());
}

void GridPaste::warn(const QString &message)
{
    Q_EMIT refused(message);
    auto *box
        = new QMessageBox(QMessageBox::Warning, tr("Paste Entities"), message, QMessageBox::Ok, m_parent);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void GridPaste::paste()
{
    if (m_model->table().isEmpty() || !m_model->session()->isOpen())
        return;
    const QMimeData *mime = QGuiApplication::clipboard()->mimeData();
    QByteArray text;
    if (mime && mime->hasFormat(QStringLiteral("application/json")))
        text = mime->data(QStringLiteral("application/json"));
    else if (mime)
        text = mime->text().toUtf8();
    const auto entities = EntityClipboard::fromJson(text);
    if (!entities) {
        warn(tr("Nothing was pasted: %1.").arg(entities.error().message));
        return;
    }
    const QString account = m_model->account();
    const QString table = m_model->table();
    if (StagedEdits *staged = m_model->stagedEdits(); staged && staged->isEnabled()) {
        // Kept pending as adds, like Add Entity's; the commit asks before anything is written.
        if (auto ok = PasteEntitiesJob::stage(*staged, account, table, *entities); !ok) {
            warn(ok.error().message);
            return;
        }
        Q_EMIT statusMessage(tr("%n pasted entities staged as adds", nullptr, int(entities->size())));
        return;
    }
    auto *job = new PasteEntitiesJob(m_model->session(), account, table, *entities, this);
    connect(job, &PasteEntitiesJob::checked, this,
        [this, job](const QStringList &existing) { confirmAndWrite(job, existing); });
    connect(job, &PasteEntitiesJob::failed, this, [this, job](const QString &message) {
        warn(tr("Nothing was pasted: %1").arg(message));
        job->deleteLater();
    });
    job->check();
}

void GridPaste::confirmAndWrite(PasteEntitiesJob *job, const QStringList &existing)
{
    const int count = int(job->entities().size());
    const QString table = m_model->table();
    bool replace = false;
    if (!existing.isEmpty()) {
        QMessageBox box(QMessageBox::Question, tr("Paste Entities"),
            tr("%n of the entities to paste already exist in <b>%1</b>:", nullptr, int(existing.size()))
                    .arg(table.toHtmlEscaped())
                + QStringLiteral("<br><br>") + keyList(existing) + QStringLiteral("<br><br>")
                + tr("Skip them, or replace them with the pasted ones?"),
            QMessageBox::NoButton, m_parent);
        box.setObjectName(QStringLiteral("pasteExistingBox"));
        QPushButton *skip = box.addButton(tr("Skip Existing"), QMessageBox::AcceptRole);
        QPushButton *replaceButton = box.addButton(tr("Replace Existing"), QMessageBox::DestructiveRole);
        box.addButton(QMessageBox::Cancel);
        skip->setAccessibleName(tr("Skip existing entities"));
        replaceButton->setAccessibleName(tr("Replace existing entities"));
        box.setDefaultButton(skip);
        box.exec();
        if (box.clickedButton() != skip && box.clickedButton() != replaceButton) {
            job->deleteLater();
            return;
        }
        replace = box.clickedButton() == replaceButton;
        if (!replace && existing.size() == count) {
            Q_EMIT statusMessage(tr("Nothing pasted: every entity already exists in %1").arg(table));
            job->deleteLater();
            return;
        }
    }
    const int writing = replace ? count : count - int(existing.size());
    const ServiceDescription &service = m_model->session()->description();
    WriteIntent intent;
    intent.title = tr("Paste Entities");
    intent.confirmText = tr("Paste %n Entities", nullptr, writing);
    intent.question
        = tr("Insert %n pasted entities into <b>%1</b>?", nullptr, writing).arg(table.toHtmlEscaped());
    if (!existing.isEmpty()) {
        intent.question += QStringLiteral("<br><br>")
            + (replace ? tr("%n existing entities are replaced.", nullptr, int(existing.size()))
                       : tr("%n existing entities are skipped.", nullptr, int(existing.size())));
    }
    if (service.capabilities.testFlag(ServiceCapability::Journal))
        intent.question += QStringLiteral(" ") + tr("Edit ▸ Undo takes the paste back.");
    intent.account = m_model->account();
    intent.table = table;
    intent.bulk = writing > 1;
    // The clipboard may hold more than the user remembers: always say what goes where.
    intent.alwaysAsk = true;
    intent.destructive = replace;
    if (!confirmWrite(m_parent, service.safety, service.displayName, intent)) {
        job->deleteLater();
        return;
    }
    connect(job, &PasteEntitiesJob::finished, this, [this, job, table](const PasteReport &report) {
        job->deleteLater();
        QString message = tr("%n entities pasted into %1", nullptr, int(report.written)).arg(table);
        if (report.skipped > 0)
            message += QStringLiteral("; ") + tr("%n existing skipped", nullptr, int(report.skipped));
        Q_EMIT statusMessage(message);
        if (!report.failures.isEmpty()) {
            auto *box = new QMessageBox(QMessageBox::Warning, tr("Paste Entities"),
                tr("%n entities could not be pasted.", nullptr, int(report.failures.size())), QMessageBox::Ok,
                m_parent);
            box->setDetailedText(report.failures.join(QLatin1Char('\n')));
            box->setAttribute(Qt::WA_DeleteOnClose);
            box->open();
        }
    });
    job->start(replace);
}

} // namespace rowan
