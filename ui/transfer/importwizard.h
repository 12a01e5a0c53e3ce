// The Import wizard: choose a file (format from its suffix, overridable), preview its first rows with the
// types detected (a type per column can be chosen, a column left out), map PartitionKey and RowKey (a
// column, a fixed value, or generated RowKeys with a live example), choose the target table (existing or
// new) and the write mode, then import in the background with progress and Cancel, ending with a summary
// and, when rows failed, the error report one click away. The GUI thread never waits: the preview and the
// import run on workers (ImportPreviewModel, ImportJob).
#pragma once

#include <rowan/transfer/importmapping.h>

#include <QWizard>
#include <QWizardPage>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QTableView;

namespace rowan {

class ImportJob;
class ImportPreviewModel;
class ServiceSession;
struct ImportOutcome;
struct ImportRequest;

class ImportWizard : public QWizard
{
    Q_OBJECT
public:
    enum PageId { FilePageId, PreviewPageId, KeysPageId, TargetPageId, ProgressPageId };

    // `tables`: the account's tables, offered as targets; `table` the one chosen first (may be empty).
    ImportWizard(ServiceSession *session, const QString &account, const QStringList &tables,
        const QString &table, QWidget *parent = nullptr);
    ~ImportWizard() override;

    void setFilePath(const QString &path);
    ImportPreviewModel *previewModel() const { return m_preview; }
    // The import the pages describe now.
    ImportRequest request() const;
    ImportJob *job() const { return m_job; }

    // Cancel while importing stops the import (committed transactions stay) instead of closing.
    void reject() override;

Q_SIGNALS:
    // An import into account/table ended (finished, failed or cancelled) after writing or trying to.
    void imported(const QString &account, const QString &table);

private:
    friend class ImportFilePage;
    friend class ImportPreviewPage;
    friend class ImportKeysPage;
    friend class ImportTargetPage;
    friend class ImportProgressPage;

    ServiceSession *m_session;
    QString m_account;
    ImportPreviewModel *m_preview;
    ImportJob *m_job = nullptr;
    class ImportFilePage *m_filePage;
    class ImportKeysPage *m_keysPage;
    class ImportTargetPage *m_targetPage;
};

class ImportFilePage : public QWizardPage
{
    Q_OBJECT
public:
    explicit ImportFilePage(ImportWizard *wizard);
    bool isComplete() const override;
    QString path() const;
    transfer::Format format() const;
    transfer::ReaderOptions readerOptions() const;
    void setPath(const QString &path);

private:
    void browse();
    void pathEdited();

    QLineEdit *m_path;
    QComboBox *m_format;
    QSpinBox *m_maxRowMiB;
    QLabel *m_problem;
    bool m_formatChosen = false; // the user picked a format: a suffix no longer changes it
};

class ImportPreviewPage : public QWizardPage
{
    Q_OBJECT
public:
    explicit ImportPreviewPage(ImportWizard *wizard);
    void initializePage() override;
    bool isComplete() const override;

private:
    void showColumn(int column);
    void updateStatus();

    ImportWizard *m_wizard;
    QTableView *m_table;
    QComboBox *m_column;
    QComboBox *m_type;
    QCheckBox *m_ignore;
    QLabel *m_status;
    QString m_loadedKey; // path and format last loaded, so Back and Next keep the choices
    QString m_failure;
};

class ImportKeysPage : public QWizardPage
{
    Q_OBJECT
public:
    explicit ImportKeysPage(ImportWizard *wizard);
    void initializePage() override;
    bool isComplete() const override;
    transfer::KeyMapping partitionKey() const;
    transfer::KeyMapping rowKey() const;
    bool keepKeyColumns() const;
    // Why Next is disabled, or empty.
    QString problem() const;

private:
    void update();

    ImportWizard *m_wizard;
    QRadioButton *m_pkFromColumn;
    QComboBox *m_pkColumn;
    QRadioButton *m_pkFixed;
    QLineEdit *m_pkValue;
    QRadioButton *m_rkFromColumn;
    QComboBox *m_rkColumn;
    QRadioButton *m_rkGenerated;
    QComboBox *m_rkKind;
    QSpinBox *m_rkWidth;
    QSpinBox *m_rkStart;
    QCheckBox *m_keep;
    QLabel *m_example;
    QLabel *m_problem;
    QStringList m_columns;
};

class ImportTargetPage : public QWizardPage
{
    Q_OBJECT
public:
    ImportTargetPage(ImportWizard *wizard, const QStringList &tables, const QString &table);
    bool isComplete() const override;
    // Asks before the import starts where the store or connection confirms writes (or refuses them).
    bool validatePage() override;
    QString table() const;
    bool createTable() const;
    transfer::ImportMode mode() const;
    bool stopOnError() const;

private:
    void update();

    QStringList m_tables;
    QComboBox *m_table;
    QLabel *m_tableNote;
    QButtonGroup *m_mode;
    QLabel *m_modeText;
    QCheckBox *m_stopOnError;
    QString m_problem;
    ImportWizard *m_wizard;
};

class ImportProgressPage : public QWizardPage
{
    Q_OBJECT
public:
    explicit ImportProgressPage(ImportWizard *wizard);
    void initializePage() override;
    bool isComplete() const override;
    bool isRunning() const { return m_running; }
    void cancel();

private:
    void showProgress(const struct transfer::Progress &progress);
    void showOutcome(const ImportOutcome &outcome);

    ImportWizard *m_wizard;
    QLabel *m_what;
    QProgressBar *m_bar;
    QLabel *m_numbers;
    QPushButton *m_cancel;
    QLabel *m_summary;
    QPushButton *m_openReport;
    QString m_reportPath;
    bool m_running = false;
    bool m_done = false;
};

} // namespace rowan
