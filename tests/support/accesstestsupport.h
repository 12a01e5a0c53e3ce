// Shared by the access dialog tests: a store with a table of known entities, and screenshots of a dialog in
// the light and the dark palette when ROWAN_SCREENSHOT_DIR names a folder.
#pragma once

#include "support/darkpalette.h"

#include <rowan/store.h>

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
    using namespace rowan;
    StoreOptions options;
    options.createIfMissing = true;
    auto store = Store::open(dir.filePath(QStringLiteral("access.rowan")), options);
    if (!store || !(*store)->createTable(QStringLiteral("devstoreaccount1"), QStringLiteral("Items")))
        return nullptr;
    for (int i = 0; i < entities; ++i) {
        Entity e(
            QStringLiteral("p%1").arg(i % partitions), QStringLiteral("r%1").arg(i, 3, 10, QLatin1Char('0')));
        e.setProperty(QStringLiteral("Index"), Value::int32(i));
        if (!(*store)->insertEntity(QStringLiteral("devstoreaccount1"), QStringLiteral("Items"), e))
            return nullptr;
    }
    return std::shared_ptr<Store>(std::move(*store));
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
