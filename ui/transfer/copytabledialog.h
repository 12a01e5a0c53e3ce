// Copy Table options: where the copy goes (a table of this store or endpoint, new or existing; a table in
// another store file; or a table of a saved connection), the target table's name, the write mode, whether a
// missing table is created, and the whole table or the current query's result. OK stays disabled until the
// target is complete and its table name valid.
#pragma once

#include "models/transfer/transferjob.h"

#include <QDialog>
#include <QStringList>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;

namespace rowan {

class SavedConnections;
class ServicePicker;
class TransferSourceBox;

class CopyTableDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Target { SameService, StoreFile, Connection };

    struct Context
    {
        QString table;
        // Tables of the service shown now (the same-service target's choices).
        QStringList tables;
        bool hasQuery = false;
        QString queryFilter;
        std::optional<QStringList> querySelect;
    };

    CopyTableDialog(const Context &context, SavedConnections *connections, QWidget *parent = nullptr);

    Target target() const;
    void setTarget(Target target);
    QString targetTable() const;
    void setTargetTable(const QString &name);
    // Target::StoreFile: the store's path.
    QString storePath() const;
    void setStorePath(const QString &path);
    // Target::Connection: the saved connection's id.
    QString connectionId() const;
    // Target::Connection: the saved connection's name and location.
    QString connectionText() const;
    transfer::ImportMode mode() const;
    void setMode(transfer::ImportMode mode);
    bool createTable() const;
    bool queryResult() const;
    // The filter and select of the rows to copy.
    QString filter() const;
    std::optional<QStringList> select() const;
    // "Orders in other.rowan", "Orders (copy) in this store", "Orders on <connection>".
    QString targetDescription() const;

private:
    void validate();

    Context m_context;
    SavedConnections *m_connections;
    ServicePicker *m_where = nullptr;
    QComboBox *m_targetTable = nullptr;
    QComboBox *m_mode = nullptr;
    QCheckBox *m_createTable = nullptr;
    TransferSourceBox *m_source = nullptr;
    QLabel *m_message = nullptr;
    QPushButton *m_ok = nullptr;
};

} // namespace rowan
