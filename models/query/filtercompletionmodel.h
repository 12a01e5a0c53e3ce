// What may come next at the cursor of a $filter being typed: property names (the columns seen, with their
// EDM types), comparison operators, typed literal templates for the property being compared, and the
// logical keywords. The list is already narrowed to the word under the cursor; a completer shows it
// unfiltered and replaces [replaceStart(), cursor) with InsertTextRole. GUI thread only; no widgets.
#pragma once

#include <rowan/value.h>

#include <QAbstractListModel>
#include <QList>

namespace rowan {

struct FilterColumn
{
    QString name;
    EdmType type = EdmType::String;
    bool operator==(const FilterColumn &) const = default;
};

class FilterCompletionModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum class Kind { Property, Operator, Literal, Keyword };
    Q_ENUM(Kind)
    enum Roles {
        InsertTextRole = Qt::UserRole + 1, // QString: what replaces the typed prefix
        KindRole, // int(Kind)
        DetailRole, // QString: the EDM type of a property or literal, the meaning of an operator
    };
    // What the cursor position expects, from the tokens before it.
    enum class Expect { Property, Operator, Value, Connective };
    Q_ENUM(Expect)

    explicit FilterCompletionModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    // The columns seen in the table. PartitionKey, RowKey (String) and Timestamp (DateTime) are always
    // offered.
    void setColumns(const QList<FilterColumn> &columns);
    QList<FilterColumn> columns() const { return m_columns; }
    // The time DateTime templates start from (midnight UTC of its day); the current time when never set.
    void setReferenceTime(const DateTime &now) { m_now = now; }

    // Recomputes the list for the cursor at `cursor` (UTF-16 index) in `text`.
    void update(const QString &text, int cursor);

    Expect expected() const { return m_expect; }
    // The start of the word being completed; replace [replaceStart(), cursor) with the chosen InsertText.
    int replaceStart() const { return m_replaceStart; }
    QString prefix() const { return m_prefix; }
    // InsertTextRole of every row, in order (for tests and simple callers).
    QStringList insertTexts() const;

private:
    struct Item
    {
        QString label;
        QString insert;
        Kind kind;
        QString detail;
    };

    std::optional<EdmType> typeOf(const QString &property) const;

    QList<FilterColumn> m_columns;
    QList<Item> m_items;
    Expect m_expect = Expect::Property;
    int m_replaceStart = 0;
    QString m_prefix;
    std::optional<DateTime> m_now;
};

} // namespace rowan
