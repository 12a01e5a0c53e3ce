// One entity being edited: PartitionKey and RowKey in the first two rows, then a row per property (name,
// EDM type, value text). Every change re-validates: each row carries the message of the rule it breaks,
// the entity carries its count and size-formula total, and entity() produces the Entity to write only when
// nothing is broken. The value text is what the user typed, so an invalid value is kept, shown and
// explained rather than lost. GUI thread only; no engine calls.
#pragma once

#include <rowan/entity.h>

#include <QAbstractTableModel>
#include <QList>

#include <optional>

namespace rowan {

class EntityEditModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, TypeColumn, ValueColumn, ColumnCount };
    enum Roles {
        TypeRole = Qt::UserRole + 1, // EdmType as int, on every column
        ErrorRole, // the row's validation message, empty when valid
        IsKeyRole, // true for the PartitionKey and RowKey rows
    };
    static constexpr int KeyRows = 2;
    static constexpr int PartitionKeyRow = 0;
    static constexpr int RowKeyRow = 1;

    explicit EntityEditModel(QObject *parent = nullptr);

    // Loads keys, properties and ETag; clears all messages.
    void setEntity(const Entity &entity);
    // Keys are editable when adding or duplicating, fixed when editing.
    void setKeysEditable(bool editable);
    bool keysEditable() const { return m_keysEditable; }
    QString etag() const { return m_etag; }

    // Appends a property (a unique "NewProperty…" name when `name` is empty) and returns its row.
    int addProperty(const QString &name = QString(), const Value &value = Value::string(QString()));
    // Property rows only; false for a key row or a row out of range.
    bool removeProperty(int row);
    bool renameProperty(int row, const QString &name);
    // Converts the row's value to `type`. On failure (the value cannot be converted without loss, or the
    // value text is invalid and not empty) nothing changes and the error says why.
    Status setPropertyType(int row, EdmType type);
    // Stores the text as typed and re-validates the row.
    void setValueText(int row, const QString &text);
    // Sets a parsed value (for editors that produce values, such as the Binary file picker).
    void setValue(int row, const Value &value);

    QString valueText(int row) const;
    EdmType type(int row) const;
    QString name(int row) const;
    // The row's validation message, empty when valid.
    QString rowError(int row) const;
    // The parsed value, nullopt when the text does not parse.
    std::optional<Value> value(int row) const;
    // The message of the most recent refused edit through setData() (e.g. a type conversion).
    QString lastError() const { return m_lastError; }

    int propertyCount() const { return int(m_rows.size()) - KeyRows; }
    // The size formula over keys, names and the values that parse.
    qint64 storageSize() const;
    // "812 B of 1 MiB".
    QString sizeText() const;
    // Count and size violations of the whole entity, empty when within the limits.
    QString entityError() const;
    // The first row error or the entity error; empty when the entity can be written.
    QString firstError() const;
    bool isValid() const { return firstError().isEmpty(); }
    // The Entity to write (with the loaded ETag), or the first violation.
    Result<Entity> entity() const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    // Any change to a message, the count or the size.
    void validationChanged();
    // setData() refused an edit; the message says why.
    void editRefused(const QString &message);

private:
    struct Row
    {
        QString name;
        EdmType type = EdmType::String;
        QString text;
        std::optional<Value> value;
        QString valueError;
        QString nameError;
        // Why `text` did not parse, when it did not (a DateTime outside the service's range is
        // OutOfRangeInput).
        ErrorCode parseError = ErrorCode::InvalidValueType;
    };
    static bool isKeyRow(int row) { return row < KeyRows; }
    bool isPropertyRow(int row) const { return row >= KeyRows && row < m_rows.size(); }
    void validateValue(int row);
    void validateNames();
    void rowsChanged(int first, int last);
    QString uniqueName() const;

    QList<Row> m_rows;
    QString m_etag;
    QString m_lastError;
    bool m_keysEditable = true;
};

} // namespace rowan
