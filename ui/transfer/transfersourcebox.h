// What an export or a copy reads: the whole table or the current query's result, and (when offered) all
// columns or only those the grid shows. Two group boxes, "Columns" (optional) above "Rows", with no margins
// of their own so that a dialog lays them out as if they were its own.
#pragma once

#include <QStringList>
#include <QWidget>

#include <optional>

class QRadioButton;

namespace rowan {

class TransferSourceBox : public QWidget
{
    Q_OBJECT
public:
    struct Source
    {
        // The property columns the grid shows, in its order (empty: the choice is off).
        QStringList visibleColumns;
        // The query the grid shows, when it shows one.
        bool hasQuery = false;
        QString queryFilter;
        std::optional<QStringList> querySelect;
    };

    // `wholeTableLabel` carries the mnemonic that fits the dialog ("The whole &table"); `offerColumns` adds
    // the Columns group. The query's result is chosen when there is a query, else the whole table.
    TransferSourceBox(
        const Source &source, const QString &wholeTableLabel, bool offerColumns, QWidget *parent = nullptr);

    bool queryResult() const;
    void setQueryResult(bool queryResult);
    // False when the Columns group is not offered.
    bool visibleColumnsOnly() const;
    void setVisibleColumnsOnly(bool visibleOnly);
    // The $filter of the rows chosen: the query's filter, or empty for the whole table.
    QString filter() const;
    // The properties chosen: the visible columns, else the query's $select, else nullopt (every property).
    std::optional<QStringList> select() const;

private:
    Source m_source;
    QRadioButton *m_allColumns = nullptr;
    QRadioButton *m_visibleColumns = nullptr;
    QRadioButton *m_wholeTable = nullptr;
    QRadioButton *m_queryResult = nullptr;
};

} // namespace rowan
