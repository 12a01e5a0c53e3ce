// The column mapping of an import (rowan/transfer/importmapping.h): a reader decorator that sets keys,
// converts types and drops columns, and the sample a preview shows.
#include "rowan/transfer/importmapping.h"

#include <QUuid>

namespace rowan::transfer {

namespace {

// DateTime.MaxValue.Ticks in .NET: 9999-12-31T23:59:59.9999999Z.
constexpr qint64 MaxTicks = 3155378975999999999LL;
constexpr int TickDigits = 19;
const QString PartitionKeyName = QStringLiteral("PartitionKey");
const QString RowKeyName = QStringLiteral("RowKey");

QString padded(qint64 value, int width)
{
    return QStringLiteral("%1").arg(value, width, 10, QLatin1Char('0'));
}

// Produces the keys of one KeyMapping, row after row.
class KeyGenerator
{
public:
    KeyGenerator(const KeyMapping &mapping, std::function<qint64()> clock)
        : m_mapping(mapping)
        , m_clock(std::move(clock))
        , m_counter(mapping.counterStart)
    { }

    QString next()
    {
        switch (m_mapping.source) {
        case KeySource::Guid:
            return QUuid::createUuid().toString(QUuid::WithoutBraces);
        case KeySource::InvertedTicks: {
            // Rows read within one tick would share a key: each key is below the previous one, so they stay
            // unique and keep file order (newest first, as inverted ticks mean).
            qint64 inverted = MaxTicks - m_clock();
            if (m_lastInverted >= 0 && inverted >= m_lastInverted)
                inverted = m_lastInverted - 1;
            m_lastInverted = inverted;
            return padded(inverted, TickDigits);
        }
        case KeySource::Counter:
            return padded(m_counter++, m_mapping.counterWidth);
        case KeySource::Fixed:
            return m_mapping.fixedValue;
        case KeySource::Column:
            break;
        }
        return {};
    }

private:
    KeyMapping m_mapping;
    std::function<qint64()> m_clock;
    qint64 m_counter;
    qint64 m_lastInverted = -1;
};

qint64 systemTicks()
{
    return DateTime::now().ticks();
}

class MappingReader final : public EntityReader
{
public:
    MappingReader(std::unique_ptr<EntityReader> inner, ColumnMapping mapping, std::function<qint64()> clock)
        : m_inner(std::move(inner))
        , m_mapping(std::move(mapping))
        , m_pkGenerator(m_mapping.partitionKey, clock)
        , m_rkGenerator(m_mapping.rowKey, clock)
    { }

    Step next(Entity &entity, RowError &error) override
    {
        const Step step = m_inner->next(entity, error);
        if (step != Step::Entity)
            return step;
        if (m_columnNumbers.isEmpty()) {
            const QStringList columns = m_inner->columns();
            for (qsizetype i = 0; i < columns.size(); ++i)
                m_columnNumbers.insert(columns[i], int(i) + 1);
        }
        return map(entity, error);
    }
    qint64 line() const override { return m_inner->line(); }
    qint64 bytesRead() const override { return m_inner->bytesRead(); }
    QStringList columns() const override { return m_inner->columns(); }

private:
    Step bad(
        RowError &error, const Entity &entity, const QString &column, ErrorCode code, const QString &message)
    {
        error = RowError {{m_inner->line(), m_columnNumbers.value(column, 0), column}, Error {code, message},
            entity.partitionKey(), entity.rowKey()};
        return Step::BadRow;
    }

    // The key `mapping` gives this row, or a BadRow.
    std::optional<QString> key(const KeyMapping &mapping, KeyGenerator &generator, const Entity &entity,
        const char *which, RowError &error)
    {
        QString key;
        if (mapping.source != KeySource::Column) {
            key = generator.next();
        } else if (mapping.column == PartitionKeyName) {
            key = entity.partitionKey();
        } else if (mapping.column == RowKeyName) {
            key = entity.rowKey();
        } else if (const Value *v = entity.property(mapping.column)) {
            key = valueToText(*v);
        }
        if (key.isEmpty() && mapping.source == KeySource::Column) {
            bad(error, entity, mapping.column, ErrorCode::PropertiesNeedValue,
                QStringLiteral("column '%1' is empty: the row has no %2")
                    .arg(mapping.column, QLatin1String(which)));
            return std::nullopt;
        }
        if (auto ok = validateKey(key, which); !ok) {
            bad(error, entity, mapping.source == KeySource::Column ? mapping.column : QString(),
                ok.error().code, ok.error().message);
            return std::nullopt;
        }
        return key;
    }

    Step map(Entity &entity, RowError &error)
    {
        for (qsizetype i = 0; i < entity.properties().size(); ++i) {
            const QString name = entity.properties()[i].name;
            const Value &value = entity.properties()[i].value;
            const auto type = m_mapping.columnTypes.constFind(name);
            if (type == m_mapping.columnTypes.constEnd() || *type == value.type())
                continue;
            auto converted = convertValue(value, *type);
            if (!converted)
                return bad(error, entity, name, converted.error().code, converted.error().message);
            entity.setProperty(name, std::move(*converted));
        }
        auto pk = key(m_mapping.partitionKey, m_pkGenerator, entity, "PartitionKey", error);
        if (!pk)
            return Step::BadRow;
        auto rk = key(m_mapping.rowKey, m_rkGenerator, entity, "RowKey", error);
        if (!rk)
            return Step::BadRow;
        if (!m_mapping.keepKeyColumns) {
            for (const KeyMapping *m : {&m_mapping.partitionKey, &m_mapping.rowKey}) {
                if (m->source == KeySource::Column)
                    entity.removeProperty(m->column);
            }
        }
        for (const QString &name : std::as_const(m_mapping.ignoredColumns))
            entity.removeProperty(name);
        entity.setPartitionKey(std::move(*pk));
        entity.setRowKey(std::move(*rk));
        return Step::Entity;
    }

    std::unique_ptr<EntityReader> m_inner;
    ColumnMapping m_mapping;
    KeyGenerator m_pkGenerator;
    KeyGenerator m_rkGenerator;
    QHash<QString, int> m_columnNumbers;
};

} // namespace

QString keySourceName(KeySource source)
{
    switch (source) {
    case KeySource::Column:
        return QStringLiteral("column");
    case KeySource::Fixed:
        return QStringLiteral("fixed");
    case KeySource::Guid:
        return QStringLiteral("guid");
    case KeySource::InvertedTicks:
        return QStringLiteral("inverted-ticks");
    case KeySource::Counter:
        return QStringLiteral("counter");
    }
    return {};
}

bool ColumnMapping::isIdentity() const
{
    return partitionKey.source == KeySource::Column && partitionKey.column == PartitionKeyName
        && rowKey.source == KeySource::Column && rowKey.column == RowKeyName && columnTypes.isEmpty()
        && ignoredColumns.isEmpty();
}

Status validateMapping(const ColumnMapping &mapping, const QStringList &columns)
{
    const auto fail = [](const QString &message) {
        return std::unexpected(Error {ErrorCode::InvalidInput, message});
    };
    const std::pair<const KeyMapping *, const char *> keys[]
        = {{&mapping.partitionKey, "PartitionKey"}, {&mapping.rowKey, "RowKey"}};
    for (const auto &[m, which] : keys) {
        const QString name = QLatin1String(which);
        switch (m->source) {
        case KeySource::Column:
            if (m->column.isEmpty())
                return fail(QStringLiteral("no column is chosen for the %1").arg(name));
            if (!columns.isEmpty() && !columns.contains(m->column))
                return fail(QStringLiteral("the %1 column '%2' is not in the file").arg(name, m->column));
            if (mapping.ignoredColumns.contains(m->column))
                return fail(QStringLiteral("the %1 column '%2' is ignored").arg(name, m->column));
            break;
        case KeySource::Fixed:
            if (m->fixedValue.isEmpty())
                return fail(QStringLiteral("the fixed %1 is empty").arg(name));
            if (auto ok = validateKey(m->fixedValue, which); !ok)
                return fail(QStringLiteral("the fixed %1: %2").arg(name, ok.error().message));
            break;
        case KeySource::Counter:
            if (m->counterWidth < 1 || m->counterWidth > TickDigits)
                return fail(QStringLiteral("the %1 counter's width must be 1 to 19 digits, not %2")
                                .arg(name)
                                .arg(m->counterWidth));
            if (m->counterStart < 0)
                return fail(QStringLiteral("the %1 counter cannot start below 0").arg(name));
            break;
        case KeySource::Guid:
        case KeySource::InvertedTicks:
            break;
        }
    }
    return {};
}

QStringList keyExamples(const KeyMapping &mapping, int count)
{
    if (mapping.source == KeySource::Column)
        return {QStringLiteral("‹%1›").arg(mapping.column)};
    KeyGenerator generator(mapping, systemTicks);
    QStringList examples;
    for (int i = 0; i < count; ++i)
        examples.append(generator.next());
    return examples;
}

Result<Value> convertValue(const Value &value, EdmType type)
{
    if (value.type() == type)
        return value;
    if (type == EdmType::String)
        return Value::string(valueToText(value));
    return valueFromText(valueToText(value), type);
}

std::unique_ptr<EntityReader> makeMappingReader(
    std::unique_ptr<EntityReader> inner, ColumnMapping mapping, std::function<qint64()> clock)
{
    return std::make_unique<MappingReader>(std::move(inner), std::move(mapping), clock ? clock : systemTicks);
}

Result<SampleTable> readSample(EntityReader &reader, int maxRows)
{
    SampleTable sample;
    QHash<QString, qsizetype> index;
    QList<TypeDetector> detectors;
    const auto column = [&](const QString &name, bool isKey) {
        auto it = index.constFind(name);
        if (it != index.constEnd())
            return *it;
        const qsizetype i = sample.columns.size();
        index.insert(name, i);
        sample.columns.append(SampleColumn {name, EdmType::String, false, isKey});
        detectors.append(TypeDetector());
        for (SampleRow &row : sample.rows)
            row.values.append(std::nullopt);
        return i;
    };
    Entity entity;
    RowError error;
    bool headerSeen = false;
    while (sample.rows.size() < maxRows) {
        const auto step = reader.next(entity, error);
        if (!headerSeen) {
            // The CSV header fixes the order, with the keys the file has; the @type columns type others.
            const QStringList names = reader.columns();
            for (const QString &name : names) {
                if (name.endsWith(QLatin1String("@type")) || name == u"Timestamp")
                    continue;
                const qsizetype i = column(name, name == PartitionKeyName || name == RowKeyName);
                if (names.contains(name + QLatin1String("@type")))
                    sample.columns[i].typedInFile = true;
            }
            headerSeen = true;
        }
        if (step == EntityReader::Step::End) {
            sample.endOfFile = true;
            break;
        }
        if (step == EntityReader::Step::Failed)
            return std::unexpected(Error {error.error.code,
                QStringLiteral("line %1: %2").arg(error.where.line).arg(error.error.message)});
        if (step == EntityReader::Step::BadRow) {
            sample.badRows.append(error);
            continue;
        }
        SampleRow row {reader.line(), QList<std::optional<Value>>(sample.columns.size())};
        const auto put = [&](const QString &name, Value value, bool isKey) {
            const qsizetype i = column(name, isKey);
            row.values.resize(sample.columns.size());
            SampleColumn &c = sample.columns[i];
            if (value.type() == EdmType::String && !c.typedInFile)
                detectors[i].add(value.toString());
            else if (!isKey) {
                c.typedInFile = true;
                c.detectedType = value.type();
            }
            row.values[i] = std::move(value);
        };
        if (reader.columns().isEmpty() || reader.columns().contains(PartitionKeyName))
            if (!entity.partitionKey().isEmpty() || reader.columns().contains(PartitionKeyName))
                put(PartitionKeyName, Value::string(entity.partitionKey()), true);
        if (reader.columns().isEmpty() || reader.columns().contains(RowKeyName))
            if (!entity.rowKey().isEmpty() || reader.columns().contains(RowKeyName))
                put(RowKeyName, Value::string(entity.rowKey()), true);
        for (const Property &p : entity.properties())
            put(p.name, p.value, false);
        sample.rows.append(std::move(row));
    }
    for (qsizetype i = 0; i < sample.columns.size(); ++i) {
        SampleColumn &c = sample.columns[i];
        if (!c.typedInFile && !c.isKey)
            c.detectedType = detectors[i].samples() > 0 ? detectors[i].type() : EdmType::String;
    }
    for (SampleRow &row : sample.rows)
        row.values.resize(sample.columns.size());
    return sample;
}

} // namespace rowan::transfer
