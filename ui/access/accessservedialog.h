// Serve This Store: starts and stops the Azure Tables endpoint on the open store inside the explorer
// (AccessServeModel), with the connection string to copy, counters and the live request log. Closing the
// dialog keeps serving; Stop finishes the requests in flight.
#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableView;

namespace rowan {

class AccessCopyField;
class AccessServeModel;

class AccessServeDialog : public QDialog
{
    Q_OBJECT
public:
    AccessServeDialog(AccessServeModel *model, const QString &account, QWidget *parent = nullptr);

    AccessCopyField *connectionStringField() const { return m_connection; }
    QString statusText() const;

public Q_SLOTS:
    void toggle();

private:
    void updateState();
    void updateCounters();

    AccessServeModel *m_model;
    QString m_account;
    QLineEdit *m_host;
    QSpinBox *m_port;
    QPushButton *m_toggle;
    AccessCopyField *m_connection;
    QLabel *m_status;
    QLabel *m_counters;
    QTableView *m_log;
};

} // namespace rowan
