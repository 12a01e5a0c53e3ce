// The key builder: composes the keys the table design guide recommends (rowan/keys/keybuilder.h): a number
// zero-padded to a width, inverted ticks from a date (and the date back from such a key, to the 100 ns
// tick), a reversed date, a GUID, a compound key with a separator. Given the sibling keys (the keys around
// where the new one goes), it warns when the key breaks the padding they use and offers theirs. GUI thread
// only; pure string work, no service calls.
#pragma once

#include <QDialog>
#include <QStringList>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;
class QStackedWidget;

namespace rowan {

class KeyBuilderDialog : public QDialog
{
    Q_OBJECT
public:
    enum Kind { PaddedNumber, InvertedTicks, ReversedDate, Guid, Compound };

    explicit KeyBuilderDialog(QWidget *parent = nullptr);

    Kind kind() const;
    void setKind(Kind kind);
    // The key built, empty while the input is wrong (error() says why).
    QString key() const { return m_key; }
    QString error() const { return m_error; }
    // Other keys beside the new one (its siblings), for the padding warning; "PartitionKey" or "RowKey".
    void setSiblings(const QString &what, const QStringList &siblings);
    QString paddingWarning() const;

    // The inputs, for tests and for callers that prefill them.
    QLineEdit *numberEdit() const { return m_number; }
    QSpinBox *widthSpin() const { return m_width; }
    QLineEdit *dateEdit() const { return m_date; }
    QLineEdit *decodeEdit() const { return m_decode; }
    QLabel *decodedLabel() const { return m_decoded; }
    QPlainTextEdit *partsEdit() const { return m_parts; }
    QLineEdit *separatorEdit() const { return m_separator; }
    QLineEdit *resultEdit() const { return m_result; }

private:
    void rebuild();
    void decode();

    QComboBox *m_kind;
    QStackedWidget *m_pages;
    QLineEdit *m_number;
    QSpinBox *m_width;
    QLineEdit *m_date;
    QLineEdit *m_decode;
    QLabel *m_decoded;
    QLineEdit *m_reversedDate;
    QLineEdit *m_guid;
    QPlainTextEdit *m_parts;
    QLineEdit *m_separator;
    QLineEdit *m_result;
    QLabel *m_message;
    QLabel *m_padding;
    QDialogButtonBox *m_buttons;
    QString m_key;
    QString m_error;
    QString m_siblingWhat;
    QStringList m_siblings;
};

} // namespace rowan
