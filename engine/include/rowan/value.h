// The eight EDM types of the Azure Table service and a typed property value (docs/protocol.md §1).
// Value types here are plain, cheap to copy and thread-compatible (no shared mutable state).
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <QUuid>

#include <compare>
#include <optional>
#include <variant>

namespace rowan {

enum class EdmType : quint8 { String, Binary, Boolean, DateTime, Double, Guid, Int32, Int64 };

// "Edm.String" ... "Edm.Int64".
QString edmTypeName(EdmType type);
// Accepts "Edm.Int64" (and the bare "Int64"); nullopt for anything else.
std::optional<EdmType> edmTypeFromName(QStringView name);

// A UTC instant in 100 ns ticks since 0001-01-01T00:00:00Z (the .NET/Azure tick). The service accepts
// 1601-01-01 ... 9999-12-31T23:59:59.9999999Z.
class DateTime
{
public:
    constexpr DateTime() = default;
    constexpr explicit DateTime(qint64 ticks)
        : m_ticks(ticks)
    { }

    static constexpr qint64 TicksPerSecond = 10'000'000;
    // Ticks of 1601-01-01 and of 9999-12-31T23:59:59.9999999.
    static constexpr qint64 MinTicks = 504'911'232'000'000'000;
    static constexpr qint64 MaxTicks = 3'155'378'975'999'999'999;
    // Ticks of the Unix epoch.
    static constexpr qint64 UnixEpochTicks = 621'355'968'000'000'000;

    constexpr qint64 ticks() const { return m_ticks; }
    constexpr bool isInServiceRange() const { return m_ticks >= MinTicks && m_ticks <= MaxTicks; }

    // The current time at 100 ns resolution.
    static DateTime now();
    static DateTime fromQDateTime(const QDateTime &dt);
    // Parses ISO-8601 with an optional fraction of up to 7 digits and a `Z` or ±hh:mm offset; a time
    // without zone is taken as UTC. nullopt when the text is not such a time.
    static std::optional<DateTime> fromIsoString(QStringView text);

    // "2021-02-05T17:15:16.7935715Z": always UTC, always 7 fractional digits.
    QString toIsoString() const;
    // Millisecond precision; sub-millisecond ticks are lost.
    QDateTime toQDateTime() const;

    constexpr auto operator<=>(const DateTime &) const = default;

private:
    qint64 m_ticks = 0;
};

// A typed property value. Null is not a value: a property sent as null is simply not stored.
class Value
{
public:
    Value()
        : m_data(QString())
    { }
    static Value string(QString s) { return Value(Data(std::in_place_index<0>, std::move(s))); }
    static Value binary(QByteArray b) { return Value(Data(std::in_place_index<1>, std::move(b))); }
    static Value boolean(bool b) { return Value(Data(std::in_place_index<2>, b)); }
    static Value dateTime(DateTime t) { return Value(Data(std::in_place_index<3>, t)); }
    static Value float64(double d) { return Value(Data(std::in_place_index<4>, d)); }
    static Value guid(QUuid g) { return Value(Data(std::in_place_index<5>, g)); }
    static Value int32(qint32 i) { return Value(Data(std::in_place_index<6>, i)); }
    static Value int64(qint64 i) { return Value(Data(std::in_place_index<7>, i)); }

    EdmType type() const { return static_cast<EdmType>(m_data.index()); }

    // Accessors; each asserts (debug) and returns a default when the type differs.
    QString toString() const { return get<0>(); }
    QByteArray toBinary() const { return get<1>(); }
    bool toBool() const { return get<2>(); }
    DateTime toDateTime() const { return get<3>(); }
    double toDouble() const { return get<4>(); }
    QUuid toGuid() const { return get<5>(); }
    qint32 toInt32() const { return get<6>(); }
    qint64 toInt64() const { return get<7>(); }

    // Bytes this value counts toward the 1 MiB entity limit (String 2·units+4, Binary bytes+4, DateTime 8,
    // Guid 16, Double 8, Int32 4, Int64 8, Boolean 1).
    qint64 storageSize() const;

    // The value as the wire shows it without annotation: String as is, Binary base64, Boolean
    // "true"/"false", DateTime ISO (7 digits), Double shortest round-trip ("NaN", "Infinity",
    // "-Infinity" for the specials), Guid canonical lowercase without braces, Int32/Int64 decimal.
    QString toDisplayString() const;

    // Same type and same value; Doubles compare bitwise-equal-or-==, so NaN == NaN here (identity, not
    // the filter semantics, which live in the query evaluator).
    bool operator==(const Value &other) const;

private:
    using Data = std::variant<QString, QByteArray, bool, DateTime, double, QUuid, qint32, qint64>;
    explicit Value(Data d)
        : m_data(std::move(d))
    { }
    template<std::size_t I>
    std::variant_alternative_t<I, Data> get() const
    {
        Q_ASSERT(m_data.index() == I);
        if (const auto *p = std::get_if<I>(&m_data))
            return *p;
        return {};
    }
    Data m_data;
};

} // namespace rowan
