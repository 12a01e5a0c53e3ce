// Help ▸ About: Rowan's version and the versions of the libraries it runs with.
#pragma once

#include <QDialog>
#include <QList>
#include <QPair>

namespace rowan {

class AboutDialog : public QDialog
{
    Q_OBJECT
public:
    explicit AboutDialog(QWidget *parent = nullptr);

    // (library, version) pairs: Rowan, Qt (run time), SQLCipher and SQLite (asked of the loaded library),
    // KF6 SyntaxHighlighting. Shared with `rowan --version`; needs no QApplication.
    static QList<QPair<QString, QString>> libraryVersions();
};

} // namespace rowan
