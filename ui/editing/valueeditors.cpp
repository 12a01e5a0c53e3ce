#include "ui/editing/valueeditors.h"

#include "models/editing/valuetext.h"
#include <rowan/entity.h>
#include <rowan/value.h>

#include <QComboBox>
#include <QDateTimeEdit>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpressionValidator>
#include <QTimeZone>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace rowan {

QValidator::State Int64Validator::validate(QString &input, int &) const
{
    const QString t = input.trimmed();
    if (t.isEmpty() || t == u"-" || t == u"+")
        return Intermediate;
    for (qsizetype i = 0; i < t.size(); ++i) {
        const QChar c = t[i];
        if (!(c.isDigit() && c.unicode() < 128) && !(i == 0 && (c == u'-' || c == u'+')))
            return Invalid;
    }
    bool ok = false;
    t.toLongLong(&ok);
    return ok ? Acceptable : Invalid;
}

DateTimeTicksEdit::DateTimeTicksEdit(QWidget *parent)
    : QWidget(parent)
    , m_dateTime(new QDateTimeEdit(this))
    , m_fraction(new QLineEdit(this))
{
    setAutoFillBackground(true);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    m_dateTime->setObjectName(u"dateTimeEdit"_s);
    m_dateTime->setAccessibleName(tr("Date and time (UTC)"));
    m_dateTime->setTimeZone(QTimeZone::UTC);
    m_dateTime->setDisplayFormat(u"yyyy-MM-dd HH:mm:ss"_s);
    m_dateTime->setCalendarPopup(true);
    m_dateTime->setMinimumDateTime(QDateTime(QDate(1601, 1, 1), QTime(0, 0), QTimeZone::UTC));
    m_dateTime->setMaximumDateTime(QDateTime(QDate(9999, 12, 31), QTime(23, 59, 59), QTimeZone::UTC));
    m_fraction->setObjectName(u"fractionEdit"_s);
    m_fraction->setAccessibleName(tr("Fraction of a second (7 digits)"));
    m_fraction->setValidator(new QRegularExpressionValidator(QRegularExpression(u"\\d{0,7}"_s), m_fraction));
    m_fraction->setPlaceholderText(u"0000000"_s);
    m_fraction->setToolTip(tr("Fraction of the second: 7 digits of 100 ns ticks"));
    m_fraction->setMaxLength(7);
    m_fraction->setFixedWidth(m_fraction->fontMetrics().horizontalAdvance(u"00000000"_s) + 12);
    layout->addWidget(m_dateTime, 1);
    layout->addWidget(new QLabel(u"."_s, this));
    layout->addWidget(m_fraction);
    layout->addWidget(new QLabel(tr("UTC"), this));
    setFocusProxy(m_dateTime);
    connect(m_dateTime, &QDateTimeEdit::dateTimeChanged, this, &DateTimeTicksEdit::changed);
    connect(m_fraction, &QLineEdit::textEdited, this, &DateTimeTicksEdit::changed);
}

void DateTimeTicksEdit::setTicks(qint64 ticks)
{
    const qint64 fraction
        = ((ticks % DateTime::TicksPerSecond) + DateTime::TicksPerSecond) % DateTime::TicksPerSecond;
    const QSignalBlocker block(m_dateTime);
    m_dateTime->setDateTime(DateTime(ticks - fraction).toQDateTime());
    m_fraction->setText(QString::number(fraction).rightJustified(7, u'0'));
}

qint64 DateTimeTicksEdit::ticks() const
{
    QDateTime whole = m_dateTime->dateTime().toUTC();
    whole.setTime(QTime(whole.time().hour(), whole.time().minute(), whole.time().second()));
    // "5" means half a second: the digits are the start of a 7-digit fraction.
    const qint64 fraction = m_fraction->text().leftJustified(7, u'0').toLongLong();
    return DateTime::fromQDateTime(whole).ticks() + fraction;
}

BinaryValueEdit::BinaryValueEdit(QWidget *parent)
    : QWidget(parent)
    , m_edit(new QLineEdit(this))
    , m_format(new QComboBox(this))
    , m_file(new QToolButton(this))
    , m_size(new QLabel(this))
{
    setAutoFillBackground(true);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    m_edit->setObjectName(u"binaryText"_s);
    m_edit->setAccessibleName(tr("Binary value"));
    m_format->setObjectName(u"binaryFormat"_s);
    m_format->setAccessibleName(tr("Binary format"));
    m_format->addItem(tr("Base64"), Base64);
    m_format->addItem(tr("Hex"), Hex);
    m_file->setObjectName(u"binaryFile"_s);
    m_file->setAccessibleName(tr("Load a file"));
    m_file->setText(tr("File…"));
    m_file->setToolTip(tr("Load the bytes of a file (at most 64 KiB)"));
    m_size->setObjectName(u"binarySize"_s);
    m_size->setMinimumWidth(m_size->fontMetrics().horizontalAdvance(u"65536 bytes"_s));
    layout->addWidget(m_edit, 1);
    layout->addWidget(m_format);
    layout->addWidget(m_file);
    layout->addWidget(m_size);
    setFocusProxy(m_edit);
    connect(m_edit, &QLineEdit::textEdited, this, [this] {
        updateSize();
        Q_EMIT changed();
    });
    connect(m_format, &QComboBox::activated, this, [this] {
        // Re-encode what is there (written in the other format); text that does not decode is left for the
        // user to fix.
        const std::optional<QByteArray> current
            = format() == Hex ? bytesOf(m_edit->text(), Base64) : bytesOf(m_edit->text(), Hex);
        if (current)
            setBytes(*current);
        Q_EMIT changed();
    });
    connect(m_file, &QToolButton::clicked, this, &BinaryValueEdit::chooseFile);
}

void BinaryValueEdit::setText(const QString &text)
{
    // Hex comes back as text() wrote it (X'…'), or as "0x…" pasted into the model.
    const QString t = text.trimmed();
    const bool quoted = t.size() >= 3 && t.startsWith(u"X'"_s) && t.endsWith(u'\'');
    const bool hex = quoted || t.startsWith(u"0x"_s, Qt::CaseInsensitive);
    m_format->setCurrentIndex(hex ? 1 : 0);
    m_edit->setText(quoted ? t.sliced(2, t.size() - 3) : hex ? t.mid(2).trimmed() : text);
    updateSize();
}

QString BinaryValueEdit::text() const
{
    if (format() == Base64)
        return m_edit->text();
    // Hex is not a Binary value text ("0x01" is also base64): hand over the bytes as base64 when the hex
    // decodes, else the hex quoted as X'…', which no base64 reading takes, so the value shows as invalid.
    const std::optional<QByteArray> bytes = valuetext::fromHex(m_edit->text());
    return bytes ? valuetext::format(Value::binary(*bytes)) : u"X'"_s + m_edit->text() + u'\'';
}

std::optional<QByteArray> BinaryValueEdit::bytesOf(const QString &text, Format format)
{
    if (format == Hex)
        return valuetext::fromHex(text);
    const Result<Value> value = valuetext::parse(EdmType::Binary, text);
    return value ? std::optional(value->toBinary()) : std::nullopt;
}

void BinaryValueEdit::setBytes(const QByteArray &bytes)
{
    m_edit->setText(
        format() == Hex ? QString::fromLatin1(bytes.toHex(' ')) : QString::fromLatin1(bytes.toBase64()));
    updateSize();
}

bool BinaryValueEdit::loadFile(const QString &path)
{
    QFile file(path);
    const QString name = QFileInfo(path).fileName();
    if (!file.open(QIODevice::ReadOnly)) {
        m_size->setText(tr("cannot read %1").arg(name));
        return false;
    }
    if (file.size() > limits::MaxBinaryBytes) {
        m_size->setText(tr("%1 is %2; at most 64 KiB").arg(name, valuetext::formatSize(file.size())));
        return false;
    }
    setBytes(file.readAll());
    Q_EMIT changed();
    return true;
}

BinaryValueEdit::Format BinaryValueEdit::format() const
{
    return Format(m_format->currentData().toInt());
}

void BinaryValueEdit::setFormat(Format format)
{
    m_format->setCurrentIndex(m_format->findData(format));
}

QString BinaryValueEdit::sizeText() const
{
    return m_size->text();
}

void BinaryValueEdit::updateSize()
{
    const std::optional<QByteArray> bytes = bytesOf(m_edit->text(), format());
    if (!bytes)
        m_size->setText(tr("invalid"));
    else if (bytes->size() == 1)
        m_size->setText(tr("1 byte"));
    else
        m_size->setText(tr("%1 bytes", nullptr, int(bytes->size())).arg(bytes->size()));
}

void BinaryValueEdit::chooseFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Load Binary Value"));
    if (!path.isEmpty())
        loadFile(path);
}

} // namespace rowan
