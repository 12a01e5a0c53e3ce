// Export options: the file (typed in or chosen with Browse…), its format (from the file name's suffix or
// chosen), all columns or only those the grid shows, and the whole table or the current query's result.
// OK stays disabled until a file name with a known format is given.
#pragma once

#include "models/transfer/transferjob.h"

#include <QDialog>
#include <QStringList>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace rowan {

class TransferSourceBox;

class ExportDialog : public QDialog
{
    Q_OBJECT
public:
    struct Context
    {
        QString table;
        // The property columns the grid shows, in its order (empty: the choice is off).
        QStringList visibleColumns;
        // The query the grid shows, when it shows one.
        bool hasQuery = false;
        QString queryFilter;
        std::optional<QStringList> querySelect;
    };

    explicit ExportDialog(const Context &context, QWidget *parent = nullptr);

    void setFileName(const QString &fileName);
    // The export as chosen; meaningful when the dialog was accepted.
    ExportRequest request() const;
    // The format the dialog would use now (nullopt: none yet).
    std::optional<transfer::Format> format() const;

private:
    void browse();
    void validate();

    Context m_context;
    QLineEdit *m_path = nullptr;
    QComboBox *m_format = nullptr;
    TransferSourceBox *m_source = nullptr;
    QLabel *m_message = nullptr;
    QPushButton *m_ok = nullptr;
};

} // namespace rowan
