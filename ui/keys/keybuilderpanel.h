// Where a key sorts: type a PartitionKey and RowKey (or build them with KeyBuilderDialog) and see the
// partition the key belongs to and the real keys just before and after it in the table's order
// (locateKey() on a worker), with a warning when the key breaks the padding of its neighbours. Below, a
// list of keys sorted the service's way (UTF-16 code units) beside a person's natural order, the keys
// that move marked. GUI thread only.
#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTreeWidget;

namespace rowan {

class ServiceSession;

class KeyBuilderPanel : public QWidget
{
    Q_OBJECT
public:
    explicit KeyBuilderPanel(ServiceSession *session, QWidget *parent = nullptr);

    void setTable(const QString &account, const QString &table);
    QLineEdit *partitionKeyEdit() const { return m_pk; }
    QLineEdit *rowKeyEdit() const { return m_rk; }
    QTreeWidget *neighbours() const { return m_neighbours; }
    QString placeText() const;
    QString paddingText() const;
    QPlainTextEdit *orderInput() const { return m_orderInput; }
    QTreeWidget *orders() const { return m_orders; }
    QString orderSummary() const;

public Q_SLOTS:
    // Looks the typed key up in the table.
    void locate();

Q_SIGNALS:
    // The neighbours of the last key located are shown.
    void located();

private:
    void build(QLineEdit *target, const QString &what);
    void compareOrders();

    ServiceSession *m_session;
    QString m_account;
    QString m_table;
    QLineEdit *m_pk;
    QLineEdit *m_rk;
    QPushButton *m_locate;
    QLabel *m_place;
    QLabel *m_padding;
    QTreeWidget *m_neighbours;
    QPlainTextEdit *m_orderInput;
    QTreeWidget *m_orders;
    QLabel *m_orderSummary;
    QStringList m_rowSiblings;
    QStringList m_partitionSiblings;
    quint64 m_generation = 0;
};

} // namespace rowan
