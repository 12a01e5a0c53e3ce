#include "ui/window/aboutdialog.h"

#include <rowan/libraryversions.h>

#include <ksyntaxhighlighting_version.h>

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QIcon>
#include <QLabel>
#include <QVBoxLayout>

namespace rowan {

QList<QPair<QString, QString>> AboutDialog::libraryVersions()
{
    return {
        {QStringLiteral("Rowan"), rowanVersion()},
        {QStringLiteral("Qt"), QString::fromLatin1(qVersion())},
        {QStringLiteral("SQLCipher"), sqlcipherVersion()},
        {QStringLiteral("SQLite"), sqliteVersion()},
        // KF6 has no run-time version call; its ABI is pinned by the soname, so this is what is linked.
        {QStringLiteral("KF6 SyntaxHighlighting"), QStringLiteral(KSYNTAXHIGHLIGHTING_VERSION_STRING)},
    };
}

AboutDialog::AboutDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("About Rowan"));
    auto *layout = new QVBoxLayout(this);

    auto *title = new QLabel(tr("<h2>Rowan %1</h2><p>An explorer and embedded engine for Azure-style table "
                                "storage.</p>")
                                 .arg(rowanVersion()),
        this);
    title->setObjectName(QStringLiteral("aboutTitle"));
    layout->addWidget(title);

    auto *form = new QFormLayout;
    const auto versions = libraryVersions();
    for (const auto &[name, version] : versions) {
        if (name == QLatin1String("Rowan"))
            continue;
        auto *value = new QLabel(version, this);
        value->setObjectName(QStringLiteral("version:") + name);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        form->addRow(name + QLatin1Char(':'), value);
    }
    layout->addLayout(form);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

} // namespace rowan
