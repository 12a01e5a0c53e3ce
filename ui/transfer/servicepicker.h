// Where another table lives, as the explorer's dialogs that reach one ask it (Copy Table's target, Compare
// With's other side): the store or endpoint shown now, another store file, or one of the saved
// connections. openPickedService() then opens what was picked, asking for a store's passphrase as needed.
#pragma once

#include <QGroupBox>

#include <functional>
#include <memory>

class QComboBox;
class QLineEdit;
class QPushButton;
class QRadioButton;

namespace rowan {

// Handed on to the jobs that use them; a widget never calls them.
class Store;
class TableService;

class ConnectionActions;
class Store;
class SavedConnections;
class ServiceSession;

class ServicePicker : public QGroupBox
{
    Q_OBJECT
public:
    enum class Where { SameService, StoreFile, Connection };

    // `title`: "Copy to", "Compare with"; `sameText`: the first choice's text ("A table &here …").
    ServicePicker(const QString &title, const QString &sameText, SavedConnections *connections,
        QWidget *parent = nullptr);

    Where where() const;
    void setWhere(Where where);
    QString storePath() const;
    void setStorePath(const QString &path);
    // Where::Connection: the saved connection's id, and its name and location for people.
    QString connectionId() const;
    QString connectionText() const;
    // Whether a store to create may be chosen (Browse… asks for a file to save rather than to open).
    void setMayCreate(bool mayCreate) { m_mayCreate = mayCreate; }
    // Leaves a choice out (a snapshot goes into a store file, never to a connection; "here" only when an
    // embedded store is shown). A hidden or disabled choice that was checked gives way to another.
    void setChoiceAvailable(Where where, bool available);

Q_SIGNALS:
    void changed();

private:
    void browse();
    void follow();

    QRadioButton *m_sameService = nullptr;
    QRadioButton *m_storeFile = nullptr;
    QRadioButton *m_connection = nullptr;
    QLineEdit *m_storePath = nullptr;
    QPushButton *m_browse = nullptr;
    QComboBox *m_connectionChoice = nullptr;
    bool m_mayCreate = true;
};

// What openPickedService() opens.
struct PickedService
{
    ServicePicker::Where where = ServicePicker::Where::SameService;
    QString storePath;
    QString connectionId;
    QString connectionText;
    // The title of the message boxes that say why it did not open ("Copy Table").
    QString title;
    // A store file that does not exist is created (after asking for a new passphrase); else refused.
    bool mayCreate = false;
};

// Opens the store file `path` (a new one, after asking for its passphrase, when `mayCreate` and it does not
// exist) and calls `done` with it on the GUI thread while `context` lives, asking for the passphrase of an
// encrypted store as openPickedService() does. Failures are told in a message box titled `title`.
void openPickedStore(QObject *context, ServiceSession *session, QWidget *dialogParent, const QString &path,
    bool mayCreate, const QString &title, const std::function<void(std::shared_ptr<Store> store)> &done);

// Opens `picked` and calls `done` on the GUI thread with the service (the session's own for
// Where::SameService) while `context` lives. A store file opens without a passphrase first, and asks for one
// when encrypted (again after a wrong one); a saved connection through ConnectionActions::serviceFor(). On
// failure the user is told in a message box and `done` is not called; nor when the user cancels.
void openPickedService(QObject *context, ServiceSession *session, ConnectionActions *connections,
    QWidget *dialogParent, const PickedService &picked,
    const std::function<void(std::shared_ptr<TableService> service)> &done);

} // namespace rowan
