// Compare With…: the other side of a comparison (a table here, in another store file or of a saved
// connection, picked as Copy Table picks its target) and how to compare: a $filter and a PartitionKey
// range for both sides, whether Timestamp is compared, properties left out, and how far two Doubles may
// differ. OK stays disabled until the other table is named and the options read.
#pragma once

#include "ui/transfer/servicepicker.h"

#include <rowan/compare/diff.h>

#include <QDialog>
#include <QStringList>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace rowan {

class SavedConnections;

class CompareDialog : public QDialog
{
    Q_OBJECT
public:
    struct Context
    {
        QString account;
        QString table;
        // Where the table is, for people ("demo.rowan").
        QString serviceName;
        // Tables of the service shown (the choices of a table here).
        QStringList tables;
        // The grid's current query on the table, offered as the filter.
        QString queryFilter;
    };

    CompareDialog(const Context &context, SavedConnections *connections, QWidget *parent = nullptr);

    ServicePicker *picker() const { return m_where; }
    // Shows or hides how to compare (the filter, range, Timestamp, properties left out, tolerance): a
    // comparison of two censuses asks only for the other table.
    void setOptionsShown(bool shown);
    // Where the other side is, ready for openPickedService().
    PickedService otherService() const;
    QString otherTable() const;
    void setOtherTable(const QString &name);
    void setFilter(const QString &filter);
    void setPartitionRange(const QString &from, const QString &to);
    void setIgnoreTimestamp(bool ignore);
    void setIgnoredProperties(const QString &names);
    void setTolerance(const QString &text);
    // The options as chosen; InvalidInput naming the field that does not read.
    Result<compare::DiffOptions> options() const;
    // "Orders in other.rowan", "Orders here", "Orders on Staging (https://…)".
    QString otherDescription() const;

private:
    void validate();

    Context m_context;
    ServicePicker *m_where = nullptr;
    QComboBox *m_otherTable = nullptr;
    QLineEdit *m_filter = nullptr;
    QLineEdit *m_fromPartition = nullptr;
    QLineEdit *m_toPartition = nullptr;
    QCheckBox *m_ignoreTimestamp = nullptr;
    QLineEdit *m_ignoreProperties = nullptr;
    QLineEdit *m_tolerance = nullptr;
    QFormLayout *m_form = nullptr;
    QLabel *m_message = nullptr;
    QPushButton *m_ok = nullptr;
    bool m_wasHere = true;
};

} // namespace rowan
