// Shared by the access dialog tests: a store with a table of known entities, and screenshots of a dialog in
// the light and the dark palette when ROWAN_SCREENSHOT_DIR names a folder.
#pragma once

#include "support/darkpalette.h"
#include "support/teststore.h"

#include <QApplication>
#include <QDir>
#include <QStyle>
#include <QStyleFactory>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>

// Items: partitions p0 … p<partitions-1>, entities r000 … spread over them in turn.
inline std::shared_ptr<rowan::Store> makeAccessStore(const QTemporaryDir &dir, int entities, int partitions)
{
    return TestStoreBuilder(dir, QStringLiteral("access.rowan"))
        .table(QStringLiteral("Items"), entities, spreadEntities(partitions, 3))
        .build();
}

// Saves <name>.png and <name>-dark.png under ROWAN_SCREENSHOT_DIR (nothing when unset).
inline void saveAccessScreenshots(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("ROWAN_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    const QPalette light = QApplication::style()->standardPalette();
    for (const auto &[palette, suffix] :
        {std::pair {light, QString()}, std::pair {darkPalette(), QStringLiteral("-dark")}}) {
        QApplication::setPalette(palette);
        widget->setPalette(palette);
        QTest::qWait(50);
        QVERIFY(widget->grab().save(QDir(dir).filePath(name + suffix + QStringLiteral(".png"))));
    }
    QApplication::setPalette(light);
    widget->setPalette(light);
}
