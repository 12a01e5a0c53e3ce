#include "ui/keys/keybuilderdialog.h"
#include "ui/style/messagetone.h"

#include <rowan/keys/keybuilder.h>

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace rowan {

using namespace Qt::StringLiterals;

namespace {
QWidget *page(QWidget *parent, QFormLayout *&form, const QString &about)
{
    auto *w = new QWidget(parent);
    form = new QFormLayout(w);
    form->setContentsMargins(0, 0, 0, 0);
    auto *text = new QLabel(about, w);
    text->setWordWrap(true);
    form->addRow(text);
    return w;
}
} // namespace

KeyBuilderDialog::KeyBuilderDialog(QWidget *parent)
    : QDialog(parent)
    , m_kind(new QComboBox(this))
    , m_pages(new QStackedWidget(this))
    , m_number(new QLineEdit(this))
    , m_width(new QSpinBox(this))
    , m_date(new QLineEdit(this))
    , m_decode(new QLineEdit(this))
    , m_decoded(new QLabel(this))
    , m_reversedDate(new QLineEdit(this))
    , m_guid(new QLineEdit(this))
    , m_parts(new QPlainTextEdit(this))
    , m_separator(new QLineEdit(u"_"_s, this))
    , m_result(new QLineEdit(this))
    , m_message(new QLabel(this))
    , m_padding(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Key Builder"));
    setObjectName(u"keyBuilderDialog"_s);
    auto *layout = new QVBoxLayout(this);
    auto *top = new QFormLayout;
    m_kind->setObjectName(u"keyKind"_s);
    m_kind->addItems({tr("Zero-padded number"), tr("Inverted ticks (newest first)"), tr("Reversed date"),
        tr("GUID"), tr("Compound key")});
    top->addRow(tr("&Kind:"), m_kind);
    layout->addLayout(top);

    QFormLayout *form = nullptr;
    m_pages->addWidget(page(this, form,
        tr("Keys sort as text: '10' comes before '9'. Padding every number to one width keeps numeric "
           "order.")));
    m_number->setObjectName(u"keyNumber"_s);
    m_number->setPlaceholderText(u"42"_s);
    m_width->setObjectName(u"keyWidth"_s);
    m_width->setRange(1, 255);
    m_width->setValue(10);
    form->addRow(tr("&Number:"), m_number);
    form->addRow(tr("&Width:"), m_width);

    m_pages->addWidget(page(this, form,
        tr("Log tail pattern: DateTime.MaxValue.Ticks minus the time's ticks, 19 digits, so the newest "
           "entity "
           "comes first. Exact to 100 ns.")));
    m_date->setObjectName(u"keyDate"_s);
    m_date->setText(DateTime::now().toIsoString());
    m_decode->setObjectName(u"keyDecode"_s);
    m_decode->setPlaceholderText(tr("paste an inverted-ticks key to read its date"));
    m_decoded->setObjectName(u"keyDecoded"_s);
    m_decoded->setTextInteractionFlags(Qt::TextSelectableByMouse);
    form->addRow(tr("&Date (UTC):"), m_date);
    form->addRow(tr("D&ecode:"), m_decode);
    form->addRow(QString(), m_decoded);

    m_pages->addWidget(page(
        this, form, tr("99999999 minus yyyyMMdd: later days sort first, and the key still names its day.")));
    m_reversedDate->setObjectName(u"keyReversedDate"_s);
    m_reversedDate->setText(DateTime::now().toIsoString().left(10));
    form->addRow(tr("&Day:"), m_reversedDate);

    m_pages->addWidget(
        page(this, form, tr("A random GUID spreads keys evenly, at the cost of any useful order.")));
    m_guid->setObjectName(u"keyGuid"_s);
    m_guid->setReadOnly(true);
    auto *again = new QPushButton(tr("&New GUID"), this);
    form->addRow(m_guid);
    form->addRow(again);

    m_pages->addWidget(page(this, form,
        tr("Compound keys hold several values, most general first, so one partition or prefix scan finds "
           "them together (index entities, heterogeneous entity types).")));
    m_parts->setObjectName(u"keyParts"_s);
    m_parts->setPlaceholderText(tr("one part per line"));
    m_parts->setTabChangesFocus(true);
    m_separator->setObjectName(u"keySeparator"_s);
    form->addRow(tr("&Parts:"), m_parts);
    form->addRow(tr("&Separator:"), m_separator);
    layout->addWidget(m_pages);

    auto *bottom = new QFormLayout;
    m_result->setObjectName(u"keyResult"_s);
    m_result->setReadOnly(true);
    bottom->addRow(tr("Key:"), m_result);
    layout->addLayout(bottom);
    for (QLabel *label : {m_message, m_padding}) {
        label->setWordWrap(true);
        label->setTextFormat(Qt::PlainText);
        layout->addWidget(label);
    }
    m_message->setObjectName(u"keyMessage"_s);
    m_padding->setObjectName(u"keyPadding"_s);
    setMessageTone(m_padding, MessageTone::Warning);
    layout->addWidget(m_buttons);

    connect(m_kind, &QComboBox::currentIndexChanged, m_pages, &QStackedWidget::setCurrentIndex);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &KeyBuilderDialog::rebuild);
    for (QLineEdit *edit : {m_number, m_date, m_reversedDate, m_separator})
        connect(edit, &QLineEdit::textChanged, this, &KeyBuilderDialog::rebuild);
    connect(m_width, &QSpinBox::valueChanged, this, &KeyBuilderDialog::rebuild);
    connect(m_parts, &QPlainTextEdit::textChanged, this, &KeyBuilderDialog::rebuild);
    connect(m_decode, &QLineEdit::textChanged, this, &KeyBuilderDialog::decode);
    connect(again, &QPushButton::clicked, this, [this] {
        m_guid->setText(keys::guidKey());
        rebuild();
    });
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    m_guid->setText(keys::guidKey());
    rebuild();
}

KeyBuilderDialog::Kind KeyBuilderDialog::kind() const
{
    return Kind(m_kind->currentIndex());
}

void KeyBuilderDialog::setKind(Kind kind)
{
    m_kind->setCurrentIndex(int(kind));
}

void KeyBuilderDialog::setSiblings(const QString &what, const QStringList &siblings)
{
    m_siblingWhat = what;
    m_siblings = siblings;
    rebuild();
}

QString KeyBuilderDialog::paddingWarning() const
{
    return m_padding->text();
}

void KeyBuilderDialog::rebuild()
{
    Result<QString> built = QString();
    switch (kind()) {
    case PaddedNumber:
        built = keys::zeroPad(QStringView(m_number->text().trimmed()), m_width->value());
        break;
    case InvertedTicks: {
        const auto t = DateTime::fromIsoString(m_date->text().trimmed());
        built = t ? keys::invertedTicks(*t)
                  : Result<QString>(std::unexpected(Error {ErrorCode::InvalidInput,
                      tr("Write the date as ISO 8601, such as 2026-11-25T09:30:00.1234567Z."), -1}));
        break;
    }
    case ReversedDate: {
        const auto t = DateTime::fromIsoString(m_reversedDate->text().trimmed() + u"T00:00:00Z"_s);
        built = t ? keys::reversedDate(*t)
                  : Result<QString>(std::unexpected(Error {
                      ErrorCode::InvalidInput, tr("Write the day as yyyy-MM-dd, such as 2026-11-25."), -1}));
        break;
    }
    case Guid:
        built = m_guid->text();
        break;
    case Compound: {
        QStringList parts = m_parts->toPlainText().split(u'\n');
        while (!parts.isEmpty() && parts.last().isEmpty())
            parts.removeLast();
        built = keys::compoundKey(parts, m_separator->text());
        break;
    }
    }
    m_key = built ? *built : QString();
    m_error = built ? QString() : built.error().message;
    m_result->setText(m_key);
    m_message->setText(m_error);
    setMessageTone(m_message, m_error.isEmpty() ? MessageTone::Plain : MessageTone::Error);
    const keys::PaddingCheck check = m_key.isEmpty() || m_siblings.isEmpty()
        ? keys::PaddingCheck {}
        : keys::checkSiblingPadding(m_key, m_siblings);
    m_padding->setText(check.breaksPadding
            ? tr("%1 (%2 beside it: %3)")
                  .arg(check.message, m_siblingWhat, m_siblings.mid(0, 3).join(u", "_s))
            : QString());
    m_padding->setVisible(check.breaksPadding);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!m_key.isEmpty());
}

void KeyBuilderDialog::decode()
{
    const QString text = m_decode->text().trimmed();
    if (text.isEmpty()) {
        m_decoded->clear();
        return;
    }
    const auto t = keys::fromInvertedTicks(text);
    m_decoded->setText(t ? tr("stands for %1").arg(t->toIsoString()) : t.error().message);
}

} // namespace rowan
