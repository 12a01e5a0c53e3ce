// Snapshot to Local Store…: where the copy goes (a new table of the store shown, when it is an embedded
// one, or of another store file, created when missing), the snapshot table's name (a snapshot is never
// overwritten: the name must be new) and an optional $filter. OK stays disabled until all read.
#pragma once

#include "ui/transfer/servicepicker.h"

#include <QDateTime>
#include <QDialog>
#include <QStringList>

class QLabel;
class QLineEdit;
class QPushButton;

namespace rowan {

class SnapshotDialog : public QDialog
{
    Q_OBJECT
public:
    struct Context
    {
        QString table;
        // The tables of the store shown, when it is an embedded store (else `local` is false).
        QStringList tables;
        bool local = false;
        // When the snapshot is taken, for the default name ("Orders20261127T1030").
        QDateTime now;
    };

    explicit SnapshotDialog(const Context &context, QWidget *parent = nullptr);

    ServicePicker *picker() const { return m_where; }
    QString snapshotTable() const;
    void setSnapshotTable(const QString &name);
    QString filter() const;
    void setFilter(const QString &filter);

private:
    void validate();

    Context m_context;
    ServicePicker *m_where = nullptr;
    QLineEdit *m_table = nullptr;
    QLineEdit *m_filter = nullptr;
    QLabel *m_message = nullptr;
    QPushButton *m_ok = nullptr;
};

} // namespace rowan
