// The Import wizard's preview: the first rows of a file (100 by default) as a table, one column per file
// column, the header naming each column's type. The type starts as the detected one (the file's own typing
// — `Name@type` in CSV, `@odata.type` or a JSON number in JSON — else TypeDetector's guess from the text)
// and the user may choose another per column, or leave a column out; a cell whose value does not fit its
// column's chosen type is flagged (FailsRole, red, the reason as its tooltip), so a wrong choice shows
// before the import runs. typeOverrides() turns the choices into the import's ColumnMapping::columnTypes.
//
// The file is read on a worker thread (load()); loaded() or loadFailed() follows on the GUI thread, and a
// newer load() drops an older one's result. GUI thread only.
#pragma once

#include <rowan/transfer/importmapping.h>

#include <QAbstractTableModel>
#include <QHash>
#include <QSet>

namespace rowan {

class ImportPreviewModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Roles {
        FailsRole = Qt::UserRole + 1, // bool: the cell's value does not fit the column's chosen type
        KeyColumnRole, // bool (header, horizontal): the file's PartitionKey or RowKey column
    };

    explicit ImportPreviewModel(QObject *parent = nullptr);
    ~ImportPreviewModel() override;

    // Reads up to `maxRows` rows of `path` as `format` on a worker thread (with keysFromMapping, so files
    // without key columns preview too).
    void load(const QString &path, transfer::Format format, const transfer::ReaderOptions &options = {},
        int maxRows = 100);
    // Shows `sample` at once (what load() does when the worker is done).
    void setSample(transfer::SampleTable sample);
    void clear();
    bool isLoading() const { return m_loading; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const transfer::SampleTable &sample() const { return m_sample; }
    QStringList columnNames() const;
    int columnOf(const QString &name) const;
    EdmType detectedType(int column) const;
    EdmType columnType(int column) const;
    // Chooses the type of a column (not a key column: keys are text). Emits headerDataChanged, dataChanged.
    void setColumnType(int column, EdmType type);
    bool isColumnIgnored(int column) const;
    void setColumnIgnored(int column, bool ignored);
    // The columns whose chosen type differs from what the file gives them, for ColumnMapping::columnTypes.
    QHash<QString, EdmType> typeOverrides() const;
    QSet<QString> ignoredColumns() const;
    // Cells of the shown rows that do not fit their column's chosen type (ignored columns not counted).
    int failingCells() const;

Q_SIGNALS:
    void loaded();
    void loadFailed(const QString &message);
    // A column's chosen type or ignored state changed.
    void choicesChanged();

private:
    void finishLoad(quint64 generation, const Result<transfer::SampleTable> &sample);
    // The cell's value in its column's chosen type, or the conversion's error.
    Result<Value> converted(int row, int column) const;

    transfer::SampleTable m_sample;
    QList<EdmType> m_types;
    QSet<int> m_ignored;
    quint64 m_generation = 0;
    bool m_loading = false;
};

} // namespace rowan
