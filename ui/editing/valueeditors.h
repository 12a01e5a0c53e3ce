// Editors for the property values whose text form is awkward to type: a DateTime as calendar fields plus a
// 7-digit fraction of a second (100 ns ticks, UTC), and a Binary value as base64 or hex text or a file's
// bytes with its size shown. Both report every change with changed().
#pragma once

#include <QByteArray>
#include <QValidator>
#include <QWidget>

#include <optional>

class QComboBox;
class QDateTimeEdit;
class QLabel;
class QLineEdit;
class QToolButton;

namespace rowan {

// Whole numbers from INT64_MIN to INT64_MAX, checked on the digits (never through a double).
class Int64Validator : public QValidator
{
    Q_OBJECT
public:
    using QValidator::QValidator;
    State validate(QString &input, int &pos) const override;
};

class DateTimeTicksEdit : public QWidget
{
    Q_OBJECT
public:
    explicit DateTimeTicksEdit(QWidget *parent = nullptr);
    // Ticks of rowan::DateTime; values outside 1601…9999 are clamped by the calendar field.
    void setTicks(qint64 ticks);
    qint64 ticks() const;
    QDateTimeEdit *dateTimeEdit() const { return m_dateTime; }
    QLineEdit *fractionEdit() const { return m_fraction; }

Q_SIGNALS:
    void changed();

private:
    QDateTimeEdit *m_dateTime;
    QLineEdit *m_fraction;
};

class BinaryValueEdit : public QWidget
{
    Q_OBJECT
public:
    enum Format { Base64, Hex };
    explicit BinaryValueEdit(QWidget *parent = nullptr);
    // The editor model's text: base64 (what Hex shows is handed over as base64 too).
    void setText(const QString &text);
    QString text() const;
    void setBytes(const QByteArray &bytes);
    // Loads a file's bytes; false (with the reason shown) when unreadable or over 64 KiB.
    bool loadFile(const QString &path);
    Format format() const;
    void setFormat(Format format);
    QString sizeText() const;

Q_SIGNALS:
    void changed();

private:
    // The bytes `text` holds when written in `format`, nullopt when it does not decode.
    static std::optional<QByteArray> bytesOf(const QString &text, Format format);
    void updateSize();
    void chooseFile();

    QLineEdit *m_edit;
    QComboBox *m_format;
    QToolButton *m_file;
    QLabel *m_size;
};

} // namespace rowan
