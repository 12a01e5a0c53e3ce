#include "ui/access/policydialog.h"
#include "ui/safety/writeconfirmation.h"
#include "ui/style/messagetone.h"

#include "models/access/policylistmodel.h"
#include "models/session/servicesession.h"

#include <QCheckBox>
#include <QDateTimeEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>
#include <QTimeZone>
#include <QVBoxLayout>

namespace rowan {

PolicyDialog::PolicyDialog(
    ServiceSession *session, const QString &account, const QString &table, QWidget *parent)
    : QDialog(parent)
    , m_model(new PolicyListModel(session, this))
    , m_session(session)
    , m_account(account)
    , m_table(table)
    , m_view(new QTableView(this))
    , m_id(new QLineEdit(this))
    , m_hasStart(new QCheckBox(tr("&Start (UTC):"), this))
    , m_start(new QDateTimeEdit(this))
    , m_hasExpiry(new QCheckBox(tr("E&xpiry (UTC):"), this))
    , m_expiry(new QDateTimeEdit(this))
    , m_hasPermissions(new QCheckBox(tr("&Permissions:"), this))
    , m_problem(new QLabel(this))
    , m_status(new QLabel(this))
    , m_add(new QPushButton(tr("&Add"), this))
    , m_apply(new QPushButton(tr("A&pply to selected"), this))
    , m_delete(new QPushButton(tr("&Delete"), this))
    , m_save(new QPushButton(tr("Sa&ve"), this))
{
    setObjectName(QStringLiteral("policyDialog"));
    setWindowTitle(tr("Stored access policies of %1").arg(table));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("A token bound to a policy takes the policy's start, expiry and permissions; "
                                "editing or deleting the policy changes or revokes every such token at once. "
                                "At most five per table."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_view->setObjectName(QStringLiteral("policies"));
    m_view->setAccessibleName(tr("Stored access policies"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->verticalHeader()->hide();
    layout->addWidget(m_view, 1);

    auto *form = new QFormLayout;
    m_id->setObjectName(QStringLiteral("id"));
    m_id->setPlaceholderText(tr("1 to 64 characters"));
    form->addRow(tr("&Id:"), m_id);
    const QDateTime base = QDateTime::currentDateTimeUtc();
    for (auto [check, edit, name, at] : {std::tuple {m_hasStart, m_start, "start", base},
             std::tuple {m_hasExpiry, m_expiry, "expiry", base.addDays(30)}}) {
        edit->setObjectName(QString::fromLatin1(name));
        check->setObjectName(QStringLiteral("has") + QString::fromLatin1(name));
        edit->setTimeZone(QTimeZone::UTC);
        edit->setDisplayFormat(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
        edit->setCalendarPopup(true);
        edit->setDateTime(QDateTime::fromSecsSinceEpoch(at.toSecsSinceEpoch(), QTimeZone::UTC));
        check->setChecked(true);
        connect(check, &QCheckBox::toggled, edit, &QWidget::setEnabled);
        connect(check, &QCheckBox::toggled, this, &PolicyDialog::validateEditor);
        connect(edit, &QDateTimeEdit::dateTimeChanged, this, &PolicyDialog::validateEditor);
        // The check box beside it names the row, not the field.
        edit->setAccessibleName(edit == m_start ? tr("Start time") : tr("Expiry time"));
        form->addRow(check, edit);
    }
    auto *letters = new QHBoxLayout;
    const QList<std::pair<QChar, QString>> names {
        {u'r', tr("r query")}, {u'a', tr("a add")}, {u'u', tr("u update")}, {u'd', tr("d delete")}};
    for (const auto &[letter, text] : names) {
        auto *box = new QCheckBox(text, this);
        box->setObjectName(QStringLiteral("perm_") + letter);
        box->setProperty("letter", QString(letter));
        box->setChecked(letter == u'r');
        connect(box, &QCheckBox::toggled, this, &PolicyDialog::validateEditor);
        connect(m_hasPermissions, &QCheckBox::toggled, box, &QWidget::setEnabled);
        letters->addWidget(box);
        m_letters.append(box);
    }
    m_hasPermissions->setObjectName(QStringLiteral("hasPermissions"));
    m_hasPermissions->setChecked(true);
    connect(m_hasPermissions, &QCheckBox::toggled, this, &PolicyDialog::validateEditor);
    form->addRow(m_hasPermissions, letters);
    layout->addLayout(form);
    auto *hint = new QLabel(tr("A field left unchecked must then be given by each token."), this);
    layout->addWidget(hint);
    m_problem->setObjectName(QStringLiteral("problem"));
    setMessageTone(m_problem, MessageTone::Error);
    m_problem->setWordWrap(true);
    layout->addWidget(m_problem);

    auto *row = new QHBoxLayout;
    for (QPushButton *b : {m_add, m_apply, m_delete}) {
        b->setAutoDefault(false);
        row->addWidget(b);
    }
    m_add->setObjectName(QStringLiteral("add"));
    m_apply->setObjectName(QStringLiteral("apply"));
    m_delete->setObjectName(QStringLiteral("delete"));
    row->addStretch(1);
    layout->addLayout(row);
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_save->setObjectName(QStringLiteral("save"));
    buttons->addButton(m_save, QDialogButtonBox::ActionRole);
    layout->addWidget(buttons);

    connect(m_add, &QPushButton::clicked, this, &PolicyDialog::addPolicy);
    connect(m_apply, &QPushButton::clicked, this, &PolicyDialog::applyToSelected);
    connect(m_delete, &QPushButton::clicked, this, &PolicyDialog::deleteSelected);
    connect(m_save, &QPushButton::clicked, this, &PolicyDialog::save);
    connect(buttons, &QDialogButtonBox::rejected, this, [this] {
        if (m_model->isModified()
            && QMessageBox::question(this, windowTitle(), tr("Discard the changes that were not saved?"))
                != QMessageBox::Yes)
            return;
        reject();
    });
    connect(m_id, &QLineEdit::textChanged, this, &PolicyDialog::validateEditor);
    connect(
        m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &PolicyDialog::showSelected);
    connect(m_model, &QAbstractItemModel::modelReset, m_view, &QTableView::resizeColumnsToContents);
    connect(m_model, &QAbstractItemModel::rowsInserted, m_view, &QTableView::resizeColumnsToContents);
    connect(m_model, &QAbstractItemModel::dataChanged, m_view, &QTableView::resizeColumnsToContents);
    connect(m_model, &QAbstractItemModel::modelReset, this, &PolicyDialog::updateButtons);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &PolicyDialog::updateButtons);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &PolicyDialog::updateButtons);
    connect(m_model, &PolicyListModel::busyChanged, this, &PolicyDialog::updateButtons);
    connect(m_model, &PolicyListModel::loaded, this, [this] { m_status->setText(tr("Loaded.")); });
    connect(m_model, &PolicyListModel::saved, this,
        [this] { m_status->setText(tr("Saved: %n policies.", nullptr, m_model->rowCount())); });
    connect(m_model, &PolicyListModel::failed, this, [this](const QString &message) {
        m_status->setText(tr("Failed: %1").arg(message));
        updateButtons();
    });

    if (session->has(ServiceCapability::TableAcl)) {
        m_status->setText(tr("Reading…"));
        m_model->load(account, table);
    } else {
        m_model->setPolicies(account, table, {});
        m_status->setText(tr("This service does not offer stored access policies."));
    }
    validateEditor();
    resize(640, 520);
}

SignedIdentifier PolicyDialog::editedPolicy() const
{
    SignedIdentifier p;
    p.id = m_id->text();
    if (m_hasStart->isChecked())
        p.start = DateTime::fromQDateTime(m_start->dateTime());
    if (m_hasExpiry->isChecked())
        p.expiry = DateTime::fromQDateTime(m_expiry->dateTime());
    if (m_hasPermissions->isChecked()) {
        QString letters;
        for (const QCheckBox *box : m_letters) {
            if (box->isChecked())
                letters += box->property("letter").toString();
        }
        p.permission = letters;
    }
    return p;
}

int PolicyDialog::selectedRow() const
{
    const auto rows = m_view->selectionModel()->selectedRows();
    return rows.isEmpty() ? -1 : rows.first().row();
}

QString PolicyDialog::problemText() const
{
    return m_problem->text();
}

void PolicyDialog::showSelected()
{
    const int row = selectedRow();
    if (row >= 0) {
        const auto &p = m_model->policyAt(row);
        m_id->setText(p.id);
        m_hasStart->setChecked(p.start.has_value());
        if (p.start)
            m_start->setDateTime(p.start->toQDateTime());
        m_hasExpiry->setChecked(p.expiry.has_value());
        if (p.expiry)
            m_expiry->setDateTime(p.expiry->toQDateTime());
        m_hasPermissions->setChecked(p.permission.has_value());
        for (QCheckBox *box : m_letters)
            box->setChecked(p.permission && p.permission->contains(box->property("letter").toString()));
    }
    validateEditor();
}

void PolicyDialog::validateEditor()
{
    const auto p = editedPolicy();
    const QString addProblem = m_model->validate(p, -1);
    const int row = selectedRow();
    const QString applyProblem = row >= 0 ? m_model->validate(p, row) : QString();
    QString shown = row >= 0 ? applyProblem : addProblem;
    if (p.permission && p.permission->isEmpty())
        shown = tr("Choose at least one permission, or uncheck Permissions.");
    m_problem->setText(shown);
    m_add->setEnabled(
        addProblem.isEmpty() && !(p.permission && p.permission->isEmpty()) && !m_model->isBusy());
    m_apply->setEnabled(row >= 0 && applyProblem.isEmpty() && !(p.permission && p.permission->isEmpty())
        && !m_model->isBusy());
    m_delete->setEnabled(row >= 0 && !m_model->isBusy());
}

void PolicyDialog::updateButtons()
{
    m_save->setEnabled(!m_model->isBusy());
    validateEditor();
}

void PolicyDialog::addPolicy()
{
    if (auto ok = m_model->addPolicy(editedPolicy()); !ok)
        m_problem->setText(ok.error().message);
    else
        m_status->setText(tr("Added %1; Save writes it.").arg(m_id->text()));
    validateEditor();
}

void PolicyDialog::applyToSelected()
{
    if (auto ok = m_model->replacePolicy(selectedRow(), editedPolicy()); !ok)
        m_problem->setText(ok.error().message);
    else
        m_status->setText(tr("Changed %1; Save writes it.").arg(m_id->text()));
    validateEditor();
}

void PolicyDialog::deleteSelected()
{
    const int row = selectedRow();
    if (row < 0)
        return;
    const QString id = m_model->policyAt(row).id;
    m_model->removePolicy(row);
    m_status->setText(tr("Deleted %1; Save revokes every token bound to it.").arg(id));
    validateEditor();
}

void PolicyDialog::save()
{
    WriteIntent intent;
    intent.title = tr("Save Access Policies");
    intent.confirmText = tr("Save");
    intent.question
        = tr("Save the stored access policies of <b>%1</b>? A policy deleted here revokes every token "
             "bound to it.")
              .arg(m_table.toHtmlEscaped());
    intent.account = m_account;
    intent.table = m_table;
    if (!confirmWrite(this, m_session->safety(), m_session->description().displayName, intent))
        return;
    m_status->setText(tr("Saving…"));
    m_model->save();
}

} // namespace rowan
