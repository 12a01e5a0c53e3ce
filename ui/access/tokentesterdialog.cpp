#include "ui/access/tokentesterdialog.h"

#include "models/access/accessrequests.h"
#include "models/access/tokentestmodel.h"
#include "models/session/guicontinuation.h"
#include "models/session/servicesession.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace rowan {

namespace {
// Paints the rows of malformed or refusing fields in the warning colour of the palette in use.
class ProblemDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (index.data(TokenTestModel::ProblemRole).toBool())
            option->palette.setColor(QPalette::Text,
                option->palette.color(QPalette::Base).lightness() < 128 ? QColor(0xff8a80)
                                                                        : QColor(0xc62828));
    }
};

} // namespace

TokenTesterDialog::TokenTesterDialog(
    ServiceSession *session, const QString &account, const QString &table, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_account(account)
    , m_model(new TokenTestModel(this))
    , m_input(new QPlainTextEdit(this))
    , m_summary(new QLabel(this))
    , m_fields(new QTableView(this))
    , m_query(new QPushButton(tr("Show &readable entities"), this))
    , m_queryStatus(new QLabel(this))
    , m_entities(new QListWidget(this))
    , m_pk(new QLineEdit(this))
    , m_rk(new QLineEdit(this))
    , m_verdicts(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("tokenTesterDialog"));
    setWindowTitle(tr("Token tester — account %1").arg(account));
    m_model->setDefaultTable(table);
    auto *layout = new QVBoxLayout(this);
    auto *intro
        = new QLabel(tr("Paste a SAS token, a URL carrying one, or a SAS connection string. It is judged "
                        "as `rowan serve` judges it: a request over HTTP from this computer, now."),
            this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_input->setObjectName(QStringLiteral("input"));
    m_input->setAccessibleName(tr("SAS token, URL or connection string"));
    m_input->setPlaceholderText(QStringLiteral("sv=2019-02-02&tn=…&sp=r&se=…&sig=…"));
    m_input->setMaximumHeight(80);
    layout->addWidget(m_input);
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = m_summary->font();
    bold.setBold(true);
    m_summary->setFont(bold);
    layout->addWidget(m_summary);

    auto *split = new QSplitter(Qt::Vertical, this);
    m_fields->setObjectName(QStringLiteral("fields"));
    m_fields->setAccessibleName(tr("The token's fields"));
    m_fields->setModel(m_model);
    m_fields->setItemDelegate(new ProblemDelegate(m_fields));
    m_fields->verticalHeader()->hide();
    m_fields->horizontalHeader()->setStretchLastSection(true);
    m_fields->setWordWrap(true);
    m_fields->setSelectionBehavior(QAbstractItemView::SelectRows);
    split->addWidget(m_fields);

    auto *lower = new QWidget(split);
    auto *lowerLayout = new QHBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 0, 0, 0);
    auto *left = new QVBoxLayout;
    m_query->setObjectName(QStringLiteral("query"));
    m_query->setAutoDefault(false);
    left->addWidget(m_query);
    m_queryStatus->setObjectName(QStringLiteral("queryStatus"));
    m_queryStatus->setWordWrap(true);
    left->addWidget(m_queryStatus);
    m_entities->setObjectName(QStringLiteral("entities"));
    m_entities->setAccessibleName(tr("Entities the test query read"));
    left->addWidget(m_entities, 1);
    lowerLayout->addLayout(left, 1);
    auto *right = new QVBoxLayout;
    auto *keys = new QFormLayout;
    m_pk->setObjectName(QStringLiteral("partitionKey"));
    m_rk->setObjectName(QStringLiteral("rowKey"));
    keys->addRow(tr("PartitionKey:"), m_pk);
    keys->addRow(tr("RowKey:"), m_rk);
    right->addLayout(keys);
    m_verdicts->setObjectName(QStringLiteral("verdicts"));
    m_verdicts->setAccessibleName(tr("What the token allows"));
    m_verdicts->setHeaderLabels({tr("Operation"), tr("Verdict"), tr("Why")});
    m_verdicts->setRootIsDecorated(false);
    m_verdicts->setWordWrap(true);
    right->addWidget(m_verdicts, 1);
    lowerLayout->addLayout(right, 2);
    split->addWidget(lower);
    layout->addWidget(split, 1);

    connect(m_input, &QPlainTextEdit::textChanged, this, &TokenTesterDialog::reevaluate);
    connect(m_query, &QPushButton::clicked, this, &TokenTesterDialog::runQuery);
    connect(m_pk, &QLineEdit::textChanged, this, &TokenTesterDialog::judgeEntity);
    connect(m_rk, &QLineEdit::textChanged, this, &TokenTesterDialog::judgeEntity);
    connect(m_entities, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row < 0)
            return;
        const QStringList parts = m_entities->item(row)->data(Qt::UserRole).toStringList();
        setEntity(parts.value(0), parts.value(1));
    });
    resize(900, 700);

    m_summary->setText(tr("Reading the account's keys…"));
    if (!session->isOpen())
        return;
    QPointer<TokenTesterDialog> self(this);
    continueOnGui(this, readAccounts(session), [self](Result<QList<Account>> accounts) {
        if (!self)
            return;
        if (accounts) {
            auto it = std::ranges::find(*accounts, self->m_account, &Account::name);
            if (it != accounts->end())
                self->m_model->setAccount(*it);
        }
        self->m_accountLoaded = true;
        self->reevaluate();
        Q_EMIT self->ready();
    });
}

void TokenTesterDialog::setInput(const QString &text)
{
    m_input->setPlainText(text);
}

QString TokenTesterDialog::summaryText() const
{
    return m_summary->text();
}

void TokenTesterDialog::reevaluate()
{
    m_model->setInput(m_input->toPlainText(), DateTime::now());
    m_fields->resizeColumnsToContents();
    m_fields->resizeRowsToContents();
    m_summary->setText(m_model->summary(DateTime::now()));
    m_entities->clear();
    m_queryStatus->clear();
    m_query->setEnabled(m_model->kind() != protocol::SasKind::None);
    if (m_model->kind() == protocol::SasKind::Service && !m_model->policyId().isEmpty()
        && m_model->tableName() != m_policiesTable)
        loadPolicies(m_model->tableName());
    judgeEntity();
}

void TokenTesterDialog::loadPolicies(const QString &table)
{
    m_policiesTable = table;
    if (!m_session->has(ServiceCapability::TableAcl))
        return;
    const quint64 generation = ++m_policyGeneration;
    QPointer<TokenTesterDialog> self(this);
    continueOnGui(this, readAccessPolicies(m_session, m_account, table),
        [self, generation](Result<QList<SignedIdentifier>> policies) {
            if (!self || generation != self->m_policyGeneration)
                return;
            self->m_model->setPolicies(policies ? *policies : QList<SignedIdentifier>());
            self->reevaluate();
        });
}

void TokenTesterDialog::runQuery()
{
    auto request = m_model->readRequest(DateTime::now());
    m_entities->clear();
    if (!request) {
        m_queryStatus->setText(tr("No query allowed: %1").arg(request.error().message));
        Q_EMIT queryFinished();
        return;
    }
    m_queryStatus->setText(tr("Querying %1…").arg(m_model->tableName()));
    request->select = QStringList {QStringLiteral("PartitionKey"), QStringLiteral("RowKey")};
    const quint64 generation = ++m_queryGeneration;
    QPointer<TokenTesterDialog> self(this);
    continueOnGui(this, readKeyPage(m_session, m_account, m_model->tableName(), *request),
        [self, generation](const KeyPage &result) {
            if (!self || generation != self->m_queryGeneration)
                return;
            if (!result.status) {
                self->m_queryStatus->setText(tr("The query failed: %1").arg(result.status.error().message));
            } else {
                for (qsizetype i = 0; i + 1 < result.keys.size(); i += 2) {
                    auto *item = new QListWidgetItem(
                        QStringLiteral("%1 / %2").arg(result.keys.at(i), result.keys.at(i + 1)),
                        self->m_entities);
                    item->setData(Qt::UserRole, QStringList {result.keys.at(i), result.keys.at(i + 1)});
                }
                const int n = self->m_entities->count();
                self->m_queryStatus->setText(result.more
                        ? tr("The first %1 entities the token can read (there are more).").arg(n)
                        : tr("%n entities the token can read.", nullptr, n));
            }
            Q_EMIT self->queryFinished();
        });
}

QStringList TokenTesterDialog::readableEntities() const
{
    QStringList out;
    for (int i = 0; i < m_entities->count(); ++i)
        out << m_entities->item(i)->text();
    return out;
}

void TokenTesterDialog::setEntity(const QString &partitionKey, const QString &rowKey)
{
    m_pk->setText(partitionKey);
    m_rk->setText(rowKey);
}

void TokenTesterDialog::judgeEntity()
{
    m_verdicts->clear();
    if (m_model->kind() == protocol::SasKind::None)
        return;
    const auto verdicts = m_model->judgeEntity(m_pk->text(), m_rk->text(), DateTime::now());
    for (const auto &v : verdicts) {
        auto *item
            = new QTreeWidgetItem(m_verdicts, {v.name, v.allowed ? tr("allowed") : tr("refused"), v.reason});
        item->setToolTip(2, v.reason);
    }
    m_verdicts->resizeColumnToContents(0);
    m_verdicts->resizeColumnToContents(1);
}

QStringList TokenTesterDialog::verdictLines() const
{
    QStringList out;
    for (int i = 0; i < m_verdicts->topLevelItemCount(); ++i) {
        const auto *item = m_verdicts->topLevelItem(i);
        out << QStringLiteral("%1: %2 — %3").arg(item->text(0), item->text(1), item->text(2));
    }
    return out;
}

} // namespace rowan
