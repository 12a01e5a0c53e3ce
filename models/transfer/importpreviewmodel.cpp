#include "models/transfer/importpreviewmodel.h"

#include "models/session/guicontinuation.h"
#include <QBrush>
#include <QColor>
#include <QFile>
#include <QFuture>
#include <QtConcurrent/QtConcurrentRun>

namespace rowan {

namespace {

QString shortTypeName(EdmType type)
{
    return edmTypeName(type).mid(4); // without "Edm."
}

Result<transfer::SampleTable> readFileSample(
    const QString &path, transfer::Format format, transfer::ReaderOptions options, int maxRows)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::unexpected(Error {
            ErrorCode::StoreIoError, QStringLiteral("cannot read %1: %2").arg(path, file.errorString())});
    options.keysFromMapping = true;
    auto reader = transfer::makeReader(format, &file, options);
    return transfer::readSample(*reader, maxRows);
}

} // namespace

ImportPreviewModel::ImportPreviewModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

ImportPreviewModel::~ImportPreviewModel() = default;

void ImportPreviewModel::load(
    const QString &path, transfer::Format format, const transfer::ReaderOptions &options, int maxRows)
{
    const quint64 generation = ++m_generation;
    m_loading = true;
    continueOnGui(this, QtConcurrent::run(readFileSample, path, format, options, maxRows),
        [this, generation](const Result<transfer::SampleTable> &sample) {
            finishLoad(generation, sample); // from the event loop, never inside load()
        });
}

void ImportPreviewModel::finishLoad(quint64 generation, const Result<transfer::SampleTable> &sample)
{
    if (generation != m_generation)
        return; // a newer load() is under way
    m_loading = false;
    if (!sample) {
        clear();
        Q_EMIT loadFailed(sample.error().message);
        return;
    }
    setSample(*sample);
    Q_EMIT loaded();
}

void ImportPreviewModel::setSample(transfer::SampleTable sample)
{
    beginResetModel();
    m_sample = std::move(sample);
    m_types.clear();
    for (const transfer::SampleColumn &c : std::as_const(m_sample.columns))
        m_types.append(c.detectedType);
    m_ignored.clear();
    endResetModel();
    Q_EMIT choicesChanged();
}

void ImportPreviewModel::clear()
{
    ++m_generation;
    m_loading = false;
    setSample({});
}

int ImportPreviewModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_sample.rows.size());
}

int ImportPreviewModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_sample.columns.size());
}

Result<Value> ImportPreviewModel::converted(int row, int column) const
{
    const std::optional<Value> &value = m_sample.rows[row].values[column];
    if (!value)
        return std::unexpected(Error {ErrorCode::ResourceNotFound, QString()});
    if (m_sample.columns[column].isKey)
        return *value;
    return transfer::convertValue(*value, m_types[column]);
}

QVariant ImportPreviewModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const int column = index.column();
    const std::optional<Value> &value = m_sample.rows[row].values[column];
    if (!value)
        return role == FailsRole ? QVariant(false) : QVariant();
    const auto fits = converted(row, column);
    const bool fails = !fits && !m_ignored.contains(column);
    switch (role) {
    case Qt::DisplayRole:
        return transfer::valueToText(fits ? *fits : *value);
    case Qt::ToolTipRole:
        if (fails)
            return fits.error().message;
        return QStringLiteral("%1 (%2)").arg(transfer::valueToText(*fits), edmTypeName(fits->type()));
    case Qt::ForegroundRole:
        if (fails)
            return QBrush(QColor(0xc0, 0x1c, 0x28));
        if (m_ignored.contains(column))
            return QBrush(QColor(0x80, 0x80, 0x80));
        return {};
    case Qt::BackgroundRole:
        return fails ? QVariant(QBrush(QColor(0xfb, 0xe3, 0xe4))) : QVariant();
    case FailsRole:
        return fails;
    default:
        return {};
    }
}

QVariant ImportPreviewModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (section < 0 || section >= m_sample.rows.size())
            return {};
        if (role == Qt::DisplayRole)
            return m_sample.rows[section].line;
        if (role == Qt::ToolTipRole)
            return tr("Line %1 of the file").arg(m_sample.rows[section].line);
        return {};
    }
    if (section < 0 || section >= m_sample.columns.size())
        return {};
    const transfer::SampleColumn &c = m_sample.columns[section];
    switch (role) {
    case Qt::DisplayRole:
        if (m_ignored.contains(section))
            return tr("%1\n(ignored)").arg(c.name);
        return QStringLiteral("%1\n%2").arg(c.name, c.isKey ? tr("key") : shortTypeName(m_types[section]));
    case Qt::ToolTipRole: {
        if (c.isKey)
            return tr("%1: the file's key column").arg(c.name);
        const QString from = c.typedInFile ? tr("typed in the file") : tr("detected from the text");
        if (m_types[section] == c.detectedType)
            return tr("%1: %2, %3").arg(c.name, edmTypeName(c.detectedType), from);
        return tr("%1: %2 chosen (%3 %4)")
            .arg(c.name, edmTypeName(m_types[section]), edmTypeName(c.detectedType), from);
    }
    case KeyColumnRole:
        return c.isKey;
    default:
        return {};
    }
}

QStringList ImportPreviewModel::columnNames() const
{
    QStringList names;
    for (const transfer::SampleColumn &c : m_sample.columns)
        names.append(c.name);
    return names;
}

int ImportPreviewModel::columnOf(const QString &name) const
{
    for (qsizetype i = 0; i < m_sample.columns.size(); ++i) {
        if (m_sample.columns[i].name == name)
            return int(i);
    }
    return -1;
}

EdmType ImportPreviewModel::detectedType(int column) const
{
    return column >= 0 && column < m_sample.columns.size() ? m_sample.columns[column].detectedType
                                                           : EdmType::String;
}

EdmType ImportPreviewModel::columnType(int column) const
{
    return column >= 0 && column < m_types.size() ? m_types[column] : EdmType::String;
}

void ImportPreviewModel::setColumnType(int column, EdmType type)
{
    if (column < 0 || column >= m_types.size() || m_sample.columns[column].isKey || m_types[column] == type)
        return;
    m_types[column] = type;
    Q_EMIT headerDataChanged(Qt::Horizontal, column, column);
    if (!m_sample.rows.isEmpty())
        Q_EMIT dataChanged(index(0, column), index(rowCount() - 1, column));
    Q_EMIT choicesChanged();
}

bool ImportPreviewModel::isColumnIgnored(int column) const
{
    return m_ignored.contains(column);
}

void ImportPreviewModel::setColumnIgnored(int column, bool ignored)
{
    if (column < 0 || column >= m_types.size() || m_ignored.contains(column) == ignored)
        return;
    if (ignored)
        m_ignored.insert(column);
    else
        m_ignored.remove(column);
    Q_EMIT headerDataChanged(Qt::Horizontal, column, column);
    if (!m_sample.rows.isEmpty())
        Q_EMIT dataChanged(index(0, column), index(rowCount() - 1, column));
    Q_EMIT choicesChanged();
}

QHash<QString, EdmType> ImportPreviewModel::typeOverrides() const
{
    QHash<QString, EdmType> overrides;
    for (qsizetype i = 0; i < m_sample.columns.size(); ++i) {
        const transfer::SampleColumn &c = m_sample.columns[i];
        if (c.isKey || m_ignored.contains(int(i)))
            continue;
        // A column the file types keeps each row's own type unless another was chosen; an untyped column
        // reads as String, so any other choice (the detected one included) converts it.
        const bool needed = c.typedInFile ? m_types[i] != c.detectedType : m_types[i] != EdmType::String;
        if (needed)
            overrides.insert(c.name, m_types[i]);
    }
    return overrides;
}

QSet<QString> ImportPreviewModel::ignoredColumns() const
{
    QSet<QString> names;
    for (int i : m_ignored)
        names.insert(m_sample.columns[i].name);
    return names;
}

int ImportPreviewModel::failingCells() const
{
    int failing = 0;
    for (int row = 0; row < rowCount(); ++row) {
        for (int column = 0; column < columnCount(); ++column) {
            if (!m_ignored.contains(column) && m_sample.rows[row].values[column] && !converted(row, column))
                ++failing;
        }
    }
    return failing;
}

} // namespace rowan
