#include "support/darkpalette.h"
#include "ui/style/messagetone.h"
#include "ui/style/themes.h"

#include <QApplication>
#include <QColor>
#include <QLabel>
#include <QRegularExpression>
#include <QStyle>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {

// WCAG 2 relative luminance and contrast ratio.
double luminance(const QColor &c)
{
    auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor styledColour(const QWidget &w)
{
    const QRegularExpressionMatch m
        = QRegularExpression(u"color:\\s*(#[0-9a-fA-F]{6})"_s).match(w.styleSheet());
    return m.hasMatch() ? QColor(m.captured(1)) : QColor();
}

} // namespace

class TestMessageTone : public QObject
{
    Q_OBJECT

private slots:
    void readableOnItsPalette_data()
    {
        QTest::addColumn<int>("theme");
        QTest::addColumn<int>("tone");
        for (Theme theme : {Theme::Light, Theme::Dark, Theme::HighContrast}) {
            const QByteArray p = themeName(theme).toLatin1();
            QTest::addRow("%s error", p.constData()) << int(theme) << int(MessageTone::Error);
            QTest::addRow("%s warning", p.constData()) << int(theme) << int(MessageTone::Warning);
            QTest::addRow("%s success", p.constData()) << int(theme) << int(MessageTone::Success);
        }
    }

    // Every tone reads at WCAG AA (4.5:1) against the window it is shown on, in every theme.
    void readableOnItsPalette()
    {
        QFETCH(int, theme);
        QFETCH(int, tone);
        QLabel label(u"Something happened"_s);
        label.setPalette(themePalette(Theme(theme)));
        setMessageTone(&label, MessageTone(tone));
        const QColor colour = styledColour(label);
        QVERIFY2(colour.isValid(), qPrintable(label.styleSheet()));
        const double ratio = contrast(colour, label.palette().color(QPalette::Window));
        QVERIFY2(ratio >= 4.5,
            qPrintable(u"%1 on %2: %3:1"_s.arg(colour.name(), label.palette().color(QPalette::Window).name())
                           .arg(ratio, 0, 'f', 2)));
    }

    // Each theme's own text, selection and disabled text read at WCAG AA on their backgrounds.
    void themesReadable_data()
    {
        QTest::addColumn<int>("theme");
        for (Theme theme : {Theme::Light, Theme::Dark, Theme::HighContrast})
            QTest::addRow("%s", qPrintable(themeName(theme))) << int(theme);
    }

    void themesReadable()
    {
        QFETCH(int, theme);
        const QPalette p = themePalette(Theme(theme));
        const struct
        {
            QPalette::ColorGroup group;
            QPalette::ColorRole text;
            QPalette::ColorRole background;
            double least;
        } pairs[] = {
            {QPalette::Active, QPalette::WindowText, QPalette::Window, 4.5},
            {QPalette::Active, QPalette::Text, QPalette::Base, 4.5},
            {QPalette::Active, QPalette::ButtonText, QPalette::Button, 4.5},
            {QPalette::Active, QPalette::HighlightedText, QPalette::Highlight, 4.5},
            {QPalette::Active, QPalette::ToolTipText, QPalette::ToolTipBase, 4.5},
            // Disabled text need not be read as easily (WCAG exempts it), but must still show.
            {QPalette::Disabled, QPalette::Text, QPalette::Base, 2.5},
        };
        for (const auto &pair : pairs) {
            const double ratio
                = contrast(p.color(pair.group, pair.text), p.color(pair.group, pair.background));
            QVERIFY2(ratio >= pair.least,
                qPrintable(u"role %1 on %2: %3:1"_s.arg(int(pair.text))
                               .arg(int(pair.background))
                               .arg(ratio, 0, 'f', 2)));
        }
    }

    // The three tones differ from each other, and Plain gives the palette's own colour back.
    void tonesDifferAndPlainClears()
    {
        QLabel label;
        QList<QColor> seen;
        for (MessageTone tone : {MessageTone::Error, MessageTone::Warning, MessageTone::Success}) {
            setMessageTone(&label, tone);
            const QColor colour = styledColour(label);
            QVERIFY(!seen.contains(colour));
            seen << colour;
        }
        setMessageTone(&label, MessageTone::Plain);
        QVERIFY(label.styleSheet().isEmpty());
    }
};

QTEST_MAIN(TestMessageTone)
#include "tst_messagetone.moc"
