// The versions of one entity side by side (Show Versions… in the grid): a column per version the change
// journal knows, oldest first, ending with the entity as it is now; the values that changed from one version
// to the next are marked.
#pragma once

#include <QDialog>

class QLabel;
class QTableView;

namespace rowan {

class EntityRevisionsModel;
class ServiceSession;

class EntityVersionsDialog : public QDialog
{
    Q_OBJECT
public:
    // Starts reading the versions on the session's workers; they appear when read.
    EntityVersionsDialog(ServiceSession *session, const QString &account, const QString &table,
        const QString &partitionKey, const QString &rowKey, QWidget *parent = nullptr);

    EntityRevisionsModel *model() const { return m_model; }
    // "Reading…", the number of versions, or why they could not be read.
    QString statusText() const;

Q_SIGNALS:
    void loaded();

private:
    EntityRevisionsModel *m_model;
    QTableView *m_view;
    QLabel *m_status;
};

} // namespace rowan
