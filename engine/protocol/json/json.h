// A small JSON reader and writer for the wire formats. QJsonDocument cannot serve here: it sorts object
// members, keeps only the last of duplicate names and turns every number into a double, while the Table
// service needs document order, duplicate detection and the exact text of each number.
#pragma once

#include "rowan/status.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace rowan::protocol::json {

struct Member;

struct Node
{
    enum class Kind : quint8 { Null, Bool, Number, String, Array, Object };
    Kind kind = Kind::Null;
    bool boolean = false;
    QByteArray number; // the number exactly as written, already checked against the JSON grammar
    QString string;
    std::vector<Node> items; // Array
    std::vector<Member> members; // Object, in document order, duplicates kept

    bool isNull() const { return kind == Kind::Null; }
    bool isString() const { return kind == Kind::String; }
    bool isNumber() const { return kind == Kind::Number; }
    bool isObject() const { return kind == Kind::Object; }
    bool isArray() const { return kind == Kind::Array; }
    // The first member called `name`, or nullptr.
    const Node *member(QStringView name) const;
};

struct Member
{
    QString name;
    Node value;
};

// Parses one JSON text (RFC 8259, UTF-8, an optional leading BOM). Nesting deeper than maxDepth, invalid
// UTF-8, unescaped control characters and trailing garbage fail with InvalidInput. Lone surrogate escapes
// (\uD800) are kept as lone UTF-16 code units so every QString round-trips.
Result<Node> parse(QByteArrayView utf8, int maxDepth = 16);

// Appends `s` escaped as the inside of a JSON string, without the quotes (as appendString).
void appendEscaped(QByteArray &out, QStringView s);
// Appends `s` as a quoted JSON string (UTF-8; controls and lone surrogates escaped as \uXXXX).
void appendString(QByteArray &out, QStringView s);
// Appends `"name":`.
void appendKey(QByteArray &out, QStringView name);
// Shortest text that parses back to exactly `d`; whole numbers keep a ".0" so they still read as
// doubles ("2.0", "-0.0"). Finite values only.
QByteArray formatDouble(double d);

} // namespace rowan::protocol::json
