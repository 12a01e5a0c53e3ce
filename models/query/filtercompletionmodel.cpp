#include "models/query/filtercompletionmodel.h"

#include "models/query/filtervalues.h"

#include <rowan/filter.h>

namespace rowan {

namespace {

bool isWordStart(QChar c)
{
    return c == u'_' || c.isLetter();
}

bool isWordPart(QChar c)
{
    return c == u'_' || c.isLetterOrNumber() || c.category() == QChar::Mark_NonSpacing
        || c.category() == QChar::Mark_SpacingCombining || c.category() == QChar::Punctuation_Connector;
}

// A light tokenizer that, unlike the parser, never fails: it only needs to know what came last before the
// cursor in text that is usually incomplete.
struct Tok
{
    enum Kind { Word, Value, Open, Close, Unclosed } kind; // Unclosed: a literal still being typed
    QString text;
};

QList<Tok> tokensBefore(QStringView text)
{
    QList<Tok> out;
    qsizetype i = 0;
    while (i < text.size()) {
        const QChar c = text[i];
        if (c.isSpace()) {
            ++i;
        } else if (c == u'(' || c == u')') {
            out.append(Tok {c == u'(' ? Tok::Open : Tok::Close, QString(c)});
            ++i;
        } else if (c == u'\'') {
            // A string, '' escapes included; an unclosed one runs to the end.
            ++i;
            bool closed = false;
            while (i < text.size()) {
                if (text[i] == u'\'') {
                    if (i + 1 < text.size() && text[i + 1] == u'\'') {
                        i += 2;
                        continue;
                    }
                    ++i;
                    closed = true;
                    break;
                }
                ++i;
            }
            out.append(Tok {closed ? Tok::Value : Tok::Unclosed, QString()});
        } else if (isWordStart(c)) {
            const qsizetype start = i;
            while (i < text.size() && isWordPart(text[i]))
                ++i;
            if (i < text.size() && text[i] == u'\'') {
                // A typed literal: datetime'…', guid'…', X'…'.
                ++i;
                while (i < text.size() && text[i] != u'\'')
                    ++i;
                const bool closed = i < text.size();
                if (closed)
                    ++i;
                out.append(Tok {closed ? Tok::Value : Tok::Unclosed, QString()});
            } else {
                const QString word = text.sliced(start, i - start).toString();
                out.append({word == u"true" || word == u"false" ? Tok::Value : Tok::Word, word});
            }
        } else if (c.isDigit() || c == u'-' || c == u'.') {
            while (i < text.size()
                && (text[i].isLetterOrNumber() || text[i] == u'.' || text[i] == u'-' || text[i] == u'+'))
                ++i;
            out.append(Tok {Tok::Value, QString()});
        } else {
            ++i;
        }
    }
    return out;
}

bool isOperator(const QString &w)
{
    return w == u"eq" || w == u"ne" || w == u"gt" || w == u"ge" || w == u"lt" || w == u"le";
}

QString operatorMeaning(CompareOp op)
{
    switch (op) {
    case CompareOp::Eq:
        return FilterCompletionModel::tr("equals");
    case CompareOp::Ne:
        return FilterCompletionModel::tr("does not equal");
    case CompareOp::Gt:
        return FilterCompletionModel::tr("greater than");
    case CompareOp::Ge:
        return FilterCompletionModel::tr("greater than or equal");
    case CompareOp::Lt:
        return FilterCompletionModel::tr("less than");
    case CompareOp::Le:
        return FilterCompletionModel::tr("less than or equal");
    }
    return {};
}

} // namespace

FilterCompletionModel::FilterCompletionModel(QObject *parent)
    : QAbstractListModel(parent)
{ }

int FilterCompletionModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_items.size());
}

QVariant FilterCompletionModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.model() != this || index.parent().isValid())
        return {};
    const Item &item = m_items.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return item.detail.isEmpty() ? item.label : QStringLiteral("%1  —  %2").arg(item.label, item.detail);
    case Qt::EditRole:
    case InsertTextRole:
        return item.insert;
    case KindRole:
        return int(item.kind);
    case DetailRole:
    case Qt::ToolTipRole:
        return item.detail;
    default:
        return {};
    }
}

void FilterCompletionModel::setColumns(const QList<FilterColumn> &columns)
{
    m_columns.clear();
    const FilterColumn system[] = {{QStringLiteral("PartitionKey"), EdmType::String},
        {QStringLiteral("RowKey"), EdmType::String}, {QStringLiteral("Timestamp"), EdmType::DateTime}};
    for (const FilterColumn &c : system)
        m_columns.append(c);
    for (const FilterColumn &c : columns) {
        if (c.name.isEmpty() || typeOf(c.name))
            continue;
        m_columns.append(c);
    }
}

std::optional<EdmType> FilterCompletionModel::typeOf(const QString &property) const
{
    for (const FilterColumn &c : m_columns) {
        if (c.name == property)
            return c.type;
    }
    return std::nullopt;
}

QStringList FilterCompletionModel::insertTexts() const
{
    QStringList out;
    for (const Item &i : m_items)
        out.append(i.insert);
    return out;
}

void FilterCompletionModel::update(const QString &text, int cursor)
{
    cursor = qBound(0, cursor, int(text.size()));
    int start = cursor;
    while (start > 0 && isWordPart(text[start - 1]))
        --start;
    // A word must start with a letter; digits before the cursor are a number being typed.
    if (start < cursor && !isWordStart(text[start]))
        start = cursor;
    m_replaceStart = start;
    m_prefix = text.mid(start, cursor - start);

    const QList<Tok> before = tokensBefore(QStringView(text).first(start));
    Expect expect = Expect::Property;
    QString comparedProperty;
    bool insideLiteral = false;
    if (!before.isEmpty()) {
        const Tok &last = before.last();
        if (last.kind == Tok::Unclosed) {
            // Inside a quoted value nothing is offered: any word there is text, not syntax.
            expect = Expect::Value;
            insideLiteral = true;
        } else if (last.kind == Tok::Value || last.kind == Tok::Close) {
            expect = Expect::Connective;
        } else if (last.kind == Tok::Word) {
            if (last.text == u"and" || last.text == u"or" || last.text == u"not") {
                expect = Expect::Property;
            } else if (isOperator(last.text)) {
                expect = Expect::Value;
                if (before.size() >= 2 && before[before.size() - 2].kind == Tok::Word)
                    comparedProperty = before[before.size() - 2].text;
            } else {
                // A property name; a complete comparison `a eq 1` ends in a value, handled above.
                expect = Expect::Operator;
            }
        }
    }
    m_expect = expect;

    QList<Item> items;
    const auto matches
        = [this](const QString &candidate) { return candidate.startsWith(m_prefix, Qt::CaseInsensitive); };
    switch (expect) {
    case Expect::Property:
        for (const FilterColumn &c : m_columns) {
            if (matches(c.name))
                items.append({c.name, c.name, Kind::Property, edmTypeName(c.type)});
        }
        if (matches(QStringLiteral("not")) && !m_prefix.isEmpty())
            items.append(
                {QStringLiteral("not"), QStringLiteral("not "), Kind::Keyword, tr("negates what follows")});
        break;
    case Expect::Operator:
        for (CompareOp op :
            {CompareOp::Eq, CompareOp::Ne, CompareOp::Gt, CompareOp::Ge, CompareOp::Lt, CompareOp::Le}) {
            const QString name = compareOpName(op);
            if (matches(name))
                items.append({name, name + u' ', Kind::Operator, operatorMeaning(op)});
        }
        break;
    case Expect::Value: {
        if (insideLiteral)
            break;
        const DateTime now = m_now.value_or(DateTime::now());
        const auto known = typeOf(comparedProperty);
        QList<EdmType> types;
        if (known)
            types = {*known};
        else
            types = {EdmType::String, EdmType::Int32, EdmType::Int64, EdmType::Double, EdmType::Boolean,
                EdmType::DateTime, EdmType::Guid, EdmType::Binary};
        for (EdmType type : types) {
            QList<Value> values;
            if (type == EdmType::Boolean)
                values = {Value::boolean(true), Value::boolean(false)};
            else
                values = {filterValueTemplate(type, now)};
            for (const Value &v : values) {
                // A DateTime template reads better without the seven zero fraction digits.
                const QString literal = type == EdmType::DateTime
                    ? QStringLiteral("datetime'%1T00:00:00Z'")
                          .arg(v.toDateTime().toQDateTime().toUTC().date().toString(Qt::ISODate))
                    : filterLiteral(v);
                if (matches(literal))
                    items.append({literal, literal, Kind::Literal, edmTypeName(type)});
            }
        }
        break;
    }
    case Expect::Connective:
        for (const char16_t *word : {u"and", u"or"}) {
            const QString w = QString::fromUtf16(word);
            if (matches(w))
                items.append({w, w + u' ', Kind::Keyword, {}});
        }
        break;
    }

    beginResetModel();
    m_items = std::move(items);
    endResetModel();
}

} // namespace rowan
