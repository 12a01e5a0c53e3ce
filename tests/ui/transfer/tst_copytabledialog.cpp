// CopyTableDialog: the target choices and their checks (a valid table name, not the table itself, a store
// file), the mode and rows as chosen, the connection choice offered only with saved connections, and the tab
// order. Then whole copies as the explorer runs them (Copy Table… through TransferActions, the dialog
// answered as a user would): to another encrypted store file, new or existing, and to a saved connection
// served in-process, each target read back independently entity by entity; refused rows in the error report;
// a wrong passphrase; skip-existing, merge and replace; a query's result; and a cancel that leaves whole
// batches only.
#include "remote/faultproxy.h"
#include "remote/servethread.h"
#include "support/focuschain.h"
#include "support/modalhelper.h"
#include "support/teststore.h"
#include "ui/connections/connectionactions.h"
#include "ui/grid/entitygrid.h"
#include "ui/store/passphrasedialog.h"
#include "ui/store/storenavigator.h"
#include "ui/transfer/copytabledialog.h"
#include "ui/transfer/transferactions.h"
#include "ui/transfer/transferprogressdialog.h"

#include "models/connections/savedconnections.h"
#include "models/connections/secretstore.h"
#include "models/grid/entitytablemodel.h"
#include "models/session/servicesession.h"
#include "models/store/storetreemodel.h"

#include <rowan/account.h>
#include <rowan/filter.h>

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMap>
#include <QPushButton>
#include <QRadioButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(rowan::CopyTableDialog::Target)
Q_DECLARE_METATYPE(rowan::transfer::ImportMode)

namespace {
CopyTableDialog::Context context(bool query)
{
    CopyTableDialog::Context c;
    c.table = u"Orders"_s;
    c.tables = {u"Orders"_s, u"Archive"_s};
    c.hasQuery = query;
    c.queryFilter = query ? u"PartitionKey eq 'p1'"_s : QString();
    return c;
}

const QString account = QString::fromLatin1(DevelopmentAccountName);
const QString sourceTable = u"Source"_s;
constexpr int Partitions = 3;
constexpr int PerPartition = 250;
constexpr int EntityCount = Partitions * PerPartition;
const QString largeTable = u"Large"_s;
constexpr int LargeCount = 6000;

// Entity i of the source: Unicode keys (one with a quote), every EDM type with edge values, and a property
// only some entities have.
Entity sample(int i)
{
    Entity e(u"pé-%1"_s.arg(i % Partitions), u"r'ü %1"_s.arg(i, 5, 10, QLatin1Char('0')));
    e.setProperty(u"Text"_s, Value::string(u"\"quoted\", comma, line\nbreak — ünï %1"_s.arg(i)));
    QByteArray bytes;
    for (int b = 0; b < 1 + i % 40; ++b)
        bytes.append(char((i * 7 + b * 13) & 0xff));
    e.setProperty(u"Bytes"_s, Value::binary(bytes));
    e.setProperty(u"Flag"_s, Value::boolean(i % 2 == 0));
    e.setProperty(u"When"_s, Value::dateTime(DateTime(DateTime::UnixEpochTicks + i * 10'000'003LL + 1)));
    e.setProperty(u"Ratio"_s, Value::float64(i % 5 == 0 ? double(i) : i + 0.125));
    e.setProperty(u"Id"_s, Value::guid(QUuid(uint(i), 2, 3, 4, 5, 6, 7, 8, 9, 10, 11)));
    e.setProperty(u"Small"_s, Value::int32(i % 2 ? -i : i * 1000));
    e.setProperty(u"Big"_s, Value::int64((qint64(1) << 53) + 1 + i));
    if (i % 7 == 0)
        e.setProperty(u"Rare"_s, Value::string(u"rare"_s));
    return e;
}

// sample(i) as the target holds it before a copy, told apart by its Text.
Entity markedSample(qint64 i)
{
    Entity e = sample(int(i));
    e.setProperty(u"Text"_s, Value::string(u"was here"_s));
    return e;
}

std::shared_ptr<Store> openStore(const QString &path, const QString &passphrase)
{
    StoreOptions options;
    options.passphrase = passphrase;
    auto store = Store::open(path, options);
    if (!store)
        qInfo("%s: %s", qPrintable(path), qPrintable(store.error().message));
    return store ? std::shared_ptr<Store>(std::move(*store)) : nullptr;
}

using Entities = QMap<QPair<QString, QString>, QList<Property>>;

// A table's entities by key, properties sorted by name (the order is not part of an entity).
Entities readTable(const Store &store, const QString &table)
{
    Entities out;
    auto scanned = store.scan(account, table, KeyRange::all(), [&out](Entity &e) {
        QList<Property> properties = e.properties();
        std::ranges::sort(properties, {}, &Property::name);
        out.insert({e.partitionKey(), e.rowKey()}, properties);
        return ScanControl::Continue;
    });
    return scanned ? out : Entities();
}

// What the main window wires for Copy Table…, over a source store shown in the grid.
struct Explorer
{
    explicit Explorer(std::shared_ptr<Store> source, const QString &table = sourceTable)
        : table(table)
    {
        session.setStore(std::move(source));
        model.setTable(account, table);
    }
    QString table;
    ServiceSession session;
    StoreTreeModel tree {&session};
    EntityTableModel model {&session};
    MemorySecretStore secrets;
    // Destroyed first: the widgets and actions refer to the models above.
    std::unique_ptr<QWidget> host = std::make_unique<QWidget>();
    StoreNavigator *navigator = new StoreNavigator(&tree, host.get());
    EntityGrid *grid = new EntityGrid(&model, host.get());
    ConnectionActions *connections
        = new ConnectionActions(&session, &tree, navigator, &secrets, QString(), host.get());
    TransferActions *transfers
        = new TransferActions(&session, navigator, &model, grid, connections, host.get());

    // Copy Table… on `table`, chosen in the Stores dock, with the dialog answered by `fill` (then Copy);
    // false when the table could not be chosen.
    [[nodiscard]] bool copy(std::function<void(CopyTableDialog *)> fill)
    {
        // Once the Stores tree has loaded (it picks a current table of its own then).
        if (!QTest::qWaitFor(
                [this] { return tree.rowCount() > 0 && !navigator->currentTable().isEmpty(); }, 20000))
            return false;
        navigator->selectTable(account, table);
        if (!QTest::qWaitFor(
                [this] { return navigator->currentTable() == table && transfers->table() == table; }, 20000))
            return false;
        onNextModal<CopyTableDialog>([fill](CopyTableDialog *dialog) {
            fill(dialog);
            dialog->accept();
        });
        transfers->copyTable();
        return true;
    }
    TransferProgressDialog *progress() const { return host->findChild<TransferProgressDialog *>(); }
};

// Answers the next passphrase dialog with `passphrase` (twice for a new store), or cancels it when empty;
// keeps the message it showed.
void answerPassphrase(const QString &passphrase, QString *shown = nullptr)
{
    onNextModal<PassphraseDialog>([passphrase, shown](PassphraseDialog *dialog) {
        if (shown)
            *shown = dialog->findChild<QLabel *>(u"message"_s)->text();
        if (passphrase.isEmpty()) {
            dialog->reject();
            return;
        }
        dialog->findChild<QLineEdit *>(u"passphrase"_s)->setText(passphrase);
        if (auto *confirm = dialog->findChild<QLineEdit *>(u"confirm"_s))
            confirm->setText(passphrase);
        dialog->accept();
    });
}
} // namespace

class TestCopyTableDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void validates_data();
    void validates();
    void choices();
    void connections();
    void focusOrder();

    void initTestCase();
    void copyToStoreFile_data();
    void copyToStoreFile();
    void wrongPassphrase();
    void copyToConnection_data();
    void copyToConnection();
    void cancelCopyToConnection();
    void copyQueryResult();

private:
    // Waits for the job behind the progress dialog and checks its totals and its error report.
    static void finishedWith(const TransferJob *job, int written, int failed, int skipped);

    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_source;
    Entities m_expected;
    int m_targets = 0;
};

void TestCopyTableDialog::focusOrder()
{
    CopyTableDialog dialog(context(true), nullptr);
    QCOMPARE(focusChain(&dialog),
        (QStringList {u"sameService"_s, u"storeFile"_s, u"storePath"_s, u"browse"_s, u"connection"_s,
            u"connectionChoice"_s, u"targetTable"_s, u"mode"_s, u"createTable"_s, u"wholeTable"_s,
            u"queryResult"_s}));
    QCOMPARE(dialog.findChild<QRadioButton *>(u"wholeTable"_s)->text(), u"The whole t&able"_s);
}

void TestCopyTableDialog::finishedWith(const TransferJob *job, int written, int failed, int skipped)
{
    QTRY_VERIFY_WITH_TIMEOUT(!job->isRunning(), 60000);
    const TransferJobResult result = job->result();
    QVERIFY2(result.succeeded(), qPrintable(result.error));
    QCOMPARE(result.totals.written, written);
    QCOMPARE(result.totals.failed, failed);
    QCOMPARE(result.totals.skipped, skipped);
    if (failed == 0) {
        QVERIFY(result.errorReportPath.isEmpty());
        return;
    }
    // Refused rows are keys the target had already: one line each after the header.
    QFile report(result.errorReportPath);
    QVERIFY2(report.open(QIODevice::ReadOnly), qPrintable(result.errorReportPath));
    const QList<QByteArray> lines = report.readAll().trimmed().split('\n');
    QCOMPARE(lines.size(), failed + 1);
    for (const QByteArray &line : lines.mid(1))
        QVERIFY2(line.contains(",EntityAlreadyExists,"), line.constData());
    QVERIFY(result.firstErrors.first().contains(u"EntityAlreadyExists"_s));
}

void TestCopyTableDialog::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // error reports go to a test location
    // Large: several pages of source, for a cancel between them.
    m_source = TestStoreBuilder(m_dir, u"source.rowan"_s)
                   .passphrase(u"source secret"_s)
                   .table(sourceTable, EntityCount, sample)
                   .table(largeTable, LargeCount, spreadEntities(Partitions, 6))
                   .build();
    QVERIFY(m_source);
    m_expected = readTable(*m_source, sourceTable);
    QCOMPARE(m_expected.size(), EntityCount);
}

void TestCopyTableDialog::copyToStoreFile_data()
{
    QTest::addColumn<bool>("existing"); // the target file exists (encrypted) before the copy
    QTest::addColumn<int>("already"); // source entities 0..already-1 are in the target table beforehand
    QTest::addColumn<transfer::ImportMode>("mode");
    QTest::addColumn<int>("written");
    QTest::addColumn<int>("failed");
    QTest::addColumn<int>("skipped");
    using M = transfer::ImportMode;
    QTest::newRow("new file") << false << 0 << M::Insert << EntityCount << 0 << 0;
    QTest::newRow("existing file, new table") << true << 0 << M::Insert << EntityCount << 0 << 0;
    QTest::newRow("existing keys refused") << true << 30 << M::Insert << EntityCount - 30 << 30 << 0;
    QTest::newRow("existing keys replaced") << true << 30 << M::Replace << EntityCount << 0 << 0;
    QTest::newRow("existing keys skipped") << true << 30 << M::SkipExisting << EntityCount - 30 << 0 << 30;
}

void TestCopyTableDialog::copyToStoreFile()
{
    QFETCH(bool, existing);
    QFETCH(int, already);
    QFETCH(transfer::ImportMode, mode);
    QFETCH(int, written);
    QFETCH(int, failed);
    QFETCH(int, skipped);
    const QString path = m_dir.filePath(u"target%1.rowan"_s.arg(++m_targets));
    const QString passphrase = u"target secret %1"_s.arg(m_targets);
    const QString table = u"Copied"_s;
    if (existing) {
        TestStoreBuilder target(path);
        target.passphrase(passphrase).table(u"Other"_s);
        if (already > 0)
            target.table(table, already, markedSample);
        QVERIFY(target.build());
    }

    Explorer explorer(m_source);
    QString firstMessage;
    answerPassphrase(passphrase, &firstMessage);
    QVERIFY(explorer.copy([&](CopyTableDialog *dialog) {
        dialog->setTarget(CopyTableDialog::Target::StoreFile);
        dialog->setStorePath(path);
        dialog->setTargetTable(table);
        dialog->setMode(mode);
    }));
    QTRY_VERIFY_WITH_TIMEOUT(explorer.progress(), 20000);
    QVERIFY2(!firstMessage.contains(u"Wrong"_s), qPrintable(firstMessage)); // nothing went wrong yet
    finishedWith(explorer.progress()->job(), written, failed, skipped);
    if (QTest::currentTestFailed())
        return;

    // The target, opened on its own with its passphrase: every entity exactly, except those kept.
    auto target = openStore(path, passphrase);
    QVERIFY(target);
    QVERIFY(!openStore(path, QString())); // still encrypted
    const Entities copied = readTable(*target, table);
    QCOMPARE(copied.size(), EntityCount);
    int kept = 0;
    for (auto it = m_expected.cbegin(); it != m_expected.cend(); ++it) {
        QVERIFY2(copied.contains(it.key()), qPrintable(it.key().second));
        const QList<Property> &got = copied.value(it.key());
        if (got != it.value()) {
            ++kept;
            QVERIFY(mode != transfer::ImportMode::Replace);
            QVERIFY(std::ranges::any_of(got, [](const Property &p) {
                return p.name == u"Text"_s && p.value == Value::string(u"was here"_s);
            }));
        }
    }
    QCOMPARE(kept, mode == transfer::ImportMode::Replace ? 0 : already);
    QCOMPARE(target->tableStats(account, table)->entityCount, EntityCount);
    if (existing)
        QVERIFY(target->tableStats(account, u"Other"_s));
    // The source is still the store shown, open and readable.
    QCOMPARE(explorer.session.service()->description().kind, ServiceKind::Embedded);
    QCOMPARE(m_source->tableStats(account, sourceTable)->entityCount, EntityCount);
}

void TestCopyTableDialog::wrongPassphrase()
{
    const QString path = m_dir.filePath(u"locked.rowan"_s);
    QVERIFY(TestStoreBuilder(path).passphrase(u"right"_s).table(u"Other"_s).build());
    Explorer explorer(m_source);
    QString firstMessage = u"unset"_s;
    QString secondMessage;
    answerPassphrase(u"wrong"_s, &firstMessage);
    QVERIFY(explorer.copy([&](CopyTableDialog *dialog) {
        dialog->setTarget(CopyTableDialog::Target::StoreFile);
        dialog->setStorePath(path);
        dialog->setTargetTable(u"Copied"_s);
    }));
    QTRY_VERIFY_WITH_TIMEOUT(firstMessage != u"unset"_s, 20000);
    QVERIFY(firstMessage.isEmpty());
    // Asked again, saying why; cancelling ends the copy before anything is written.
    answerPassphrase(QString(), &secondMessage);
    QTRY_VERIFY_WITH_TIMEOUT(!secondMessage.isEmpty(), 20000);
    QVERIFY2(secondMessage.contains(u"Wrong passphrase"_s), qPrintable(secondMessage));
    QTest::qWait(200);
    QVERIFY(!explorer.progress());
    auto target = openStore(path, u"right"_s);
    QVERIFY(target);
    QVERIFY(!target->tableStats(account, u"Copied"_s));
    QVERIFY(target->tableStats(account, u"Other"_s));
    target.reset();
    // The source stays open and usable: the grid shows its rows, and a copy within it works.
    QCOMPARE(explorer.session.isOpen(), true);
    QTRY_VERIFY_WITH_TIMEOUT(explorer.model.rowCount() > 0, 20000);
    QVERIFY(explorer.copy([](CopyTableDialog *dialog) { dialog->setTargetTable(u"Here"_s); }));
    QTRY_VERIFY_WITH_TIMEOUT(explorer.progress(), 20000);
    QTRY_VERIFY_WITH_TIMEOUT(!explorer.progress()->job()->isRunning(), 60000);
    QVERIFY(explorer.progress()->job()->result().succeeded());
    QCOMPARE(readTable(*m_source, u"Here"_s), m_expected);
}

namespace {
// A saved connection to `serve` (through a proxy on `port` when given), its secret kept as the explorer
// keeps it; returns its id.
QString saveConnection(Explorer &explorer, const ServeThread &serve, quint16 port = 0)
{
    QUrl endpoint = serve.tableEndpoint();
    if (port)
        endpoint.setPort(port);
    const QString secret
        = u"DefaultEndpointsProtocol=http;AccountName=%1;AccountKey=%2;TableEndpoint=%3;"_s.arg(
            account, QString::fromLatin1(DevelopmentAccountKey), endpoint.toString());
    const QString id = explorer.connections->connections()->save(SavedConnection {
        {}, u"Served"_s, SavedConnection::Kind::ConnectionString, serve.endpoint().displayName(), {}});
    explorer.secrets.write(id, secret);
    return id;
}
} // namespace

void TestCopyTableDialog::copyToConnection_data()
{
    QTest::addColumn<int>("already"); // source entities 0..already-1 are in the target table beforehand
    QTest::addColumn<transfer::ImportMode>("mode");
    QTest::addColumn<int>("written");
    QTest::addColumn<int>("failed");
    QTest::addColumn<int>("skipped");
    using M = transfer::ImportMode;
    QTest::newRow("new table") << 0 << M::Insert << EntityCount << 0 << 0;
    QTest::newRow("existing table, skip existing") << 40 << M::SkipExisting << EntityCount - 40 << 0 << 40;
    QTest::newRow("existing table, insert") << 40 << M::Insert << EntityCount - 40 << 40 << 0;
    QTest::newRow("existing table, merge") << 40 << M::Merge << EntityCount << 0 << 0;
}

void TestCopyTableDialog::copyToConnection()
{
    QFETCH(int, already);
    QFETCH(transfer::ImportMode, mode);
    QFETCH(int, written);
    QFETCH(int, failed);
    QFETCH(int, skipped);
    ServeThread serve(m_dir.filePath(u"served%1.rowan"_s.arg(++m_targets)));
    QVERIFY(serve.port());
    const QString table = u"Remote"_s;
    if (already > 0) {
        QVERIFY(serve.store()->createTable(account, table));
        QVERIFY(TestStoreBuilder::insert(*serve.store(), table, already, markedSample));
    }

    Explorer explorer(m_source);
    const QString id = saveConnection(explorer, serve);
    QVERIFY(explorer.copy([&](CopyTableDialog *dialog) {
        dialog->setTarget(CopyTableDialog::Target::Connection);
        QCOMPARE(dialog->connectionId(), id);
        dialog->setTargetTable(table);
        dialog->setMode(mode);
    }));
    QTRY_VERIFY_WITH_TIMEOUT(explorer.progress(), 20000);
    finishedWith(explorer.progress()->job(), written, failed, skipped);
    if (QTest::currentTestFailed())
        return;

    const Entities copied = readTable(*serve.store(), table);
    QCOMPARE(copied.size(), EntityCount);
    // Only the entities there before may differ: kept as they were, unless merged with the source's.
    int kept = 0;
    for (auto it = copied.cbegin(); it != copied.cend(); ++it)
        kept += it.value() != m_expected.value(it.key()) ? 1 : 0;
    QCOMPARE(kept, mode == transfer::ImportMode::Merge ? 0 : already);

    // The copy is in the connection's change journal, so it can be undone once the connection is shown.
    auto target = explorer.connections->serviceFor(id);
    QTRY_VERIFY_WITH_TIMEOUT(target.isFinished(), 20000);
    const auto service = target.result();
    QVERIFY2(service, service ? "" : qPrintable(service.error().message));
    const auto actions = (*service)->journalActions();
    QVERIFY2(actions, actions ? "" : qPrintable(actions.error().message));
    QCOMPARE(actions->size(), 1);
    QCOMPARE(actions->first().info.kind, u"copy"_s);
    QCOMPARE(actions->first().info.table, table);
    QCOMPARE(actions->first().entityCount, qint64(written));
}

void TestCopyTableDialog::cancelCopyToConnection()
{
    ServeThread serve(m_dir.filePath(u"cancelled.rowan"_s));
    QVERIFY(serve.port());
    // Each write waits a little on its way, so that the cancel lands while batches are still to go.
    FaultProxy proxy(serve.port());
    QList<Fault> slow;
    for (int i = 0; i < LargeCount / 100 + 1; ++i) // every batch and the table's creation
        slow.append(Fault {Fault::Delay, 1, 150, "POST"});
    proxy.script(slow);
    Explorer explorer(m_source, largeTable);
    saveConnection(explorer, serve, proxy.port());
    QVERIFY(explorer.copy([](CopyTableDialog *dialog) {
        dialog->setTarget(CopyTableDialog::Target::Connection);
        dialog->setTargetTable(u"Cancelled"_s);
    }));
    QTRY_VERIFY_WITH_TIMEOUT(explorer.progress(), 20000);
    TransferJob *job = explorer.progress()->job();
    // Cancel as the progress dialog's button does, once something was written.
    connect(job, &TransferJob::progress, job, [job](const transfer::Progress &p) {
        if (p.written > 0)
            job->cancel();
    });
    QTRY_VERIFY_WITH_TIMEOUT(!job->isRunning(), 60000);
    const TransferJobResult result = job->result();
    QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
    const Entities copied = readTable(*serve.store(), u"Cancelled"_s);
    const Entities expected = readTable(*m_source, largeTable);
    QCOMPARE(copied.size(), result.totals.written);
    // Batches are per partition and at most 100: each partition holds whole batches only.
    QMap<QString, int> perPartition;
    for (auto it = copied.cbegin(); it != copied.cend(); ++it) {
        QCOMPARE(it.value(), expected.value(it.key()));
        ++perPartition[it.key().first];
    }
    for (int count : std::as_const(perPartition))
        QVERIFY2(count % 100 == 0 || count == LargeCount / Partitions, qPrintable(QString::number(count)));
    QVERIFY(result.cancelled);
    QVERIFY(copied.size() < LargeCount);
    qInfo("cancelled after %lld of %d entities", qlonglong(result.totals.written), LargeCount);
}

void TestCopyTableDialog::validates_data()
{
    QTest::addColumn<CopyTableDialog::Target>("target");
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("storePath");
    QTest::addColumn<QString>("message"); // empty: OK enabled
    using T = CopyTableDialog::Target;
    QTest::newRow("default name") << T::SameService << u"OrdersCopy"_s << QString() << QString();
    QTest::newRow("existing table") << T::SameService << u"Archive"_s << QString() << QString();
    QTest::newRow("itself") << T::SameService << u"orders"_s << QString() << u"onto itself"_s;
    QTest::newRow("bad name") << T::SameService << u"my-table"_s << QString() << u"'-' at position 3"_s;
    QTest::newRow("same name, other store")
        << T::StoreFile << u"Orders"_s << u"/tmp/other.rowan"_s << QString();
    QTest::newRow("no store file") << T::StoreFile << u"Orders"_s << QString() << u"store file"_s;
}

void TestCopyTableDialog::validates()
{
    QFETCH(CopyTableDialog::Target, target);
    QFETCH(QString, table);
    QFETCH(QString, storePath);
    QFETCH(QString, message);
    CopyTableDialog dialog(context(false), nullptr);
    dialog.setTarget(target);
    dialog.setTargetTable(table);
    dialog.setStorePath(storePath);
    QCOMPARE(dialog.target(), target);
    auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QCOMPARE(ok->isEnabled(), message.isEmpty());
    const QString shown = dialog.findChild<QLabel *>(u"message"_s)->text();
    QVERIFY2(message.isEmpty() ? shown.isEmpty() : shown.contains(message), qPrintable(shown));
}

void TestCopyTableDialog::choices()
{
    CopyTableDialog dialog(context(true), nullptr);
    QVERIFY(dialog.queryResult());
    QCOMPARE(dialog.filter(), u"PartitionKey eq 'p1'"_s);
    dialog.findChild<QRadioButton *>(u"wholeTable"_s)->setChecked(true);
    QVERIFY(dialog.filter().isEmpty());
    QVERIFY(dialog.createTable());
    QCOMPARE(dialog.mode(), transfer::ImportMode::Insert);
    dialog.setMode(transfer::ImportMode::SkipExisting);
    QCOMPARE(dialog.mode(), transfer::ImportMode::SkipExisting);
    dialog.setTarget(CopyTableDialog::Target::StoreFile);
    dialog.setStorePath(u"/data/other.rowan"_s);
    QCOMPARE(dialog.targetDescription(), u"OrdersCopy in other.rowan"_s);
}

void TestCopyTableDialog::connections()
{
    CopyTableDialog none(context(false), nullptr);
    QVERIFY(!none.findChild<QRadioButton *>(u"connection"_s)->isEnabled());
    SavedConnections saved;
    const QString id = saved.save(SavedConnection {
        {}, u"Staging"_s, SavedConnection::Kind::ConnectionString, u"staging on 127.0.0.1"_s, {}});
    CopyTableDialog dialog(context(false), &saved);
    QVERIFY(dialog.findChild<QRadioButton *>(u"connection"_s)->isEnabled());
    dialog.setTarget(CopyTableDialog::Target::Connection);
    QCOMPARE(dialog.connectionId(), id);
    QVERIFY(dialog.targetDescription().contains(u"Staging"_s));
}

void TestCopyTableDialog::copyQueryResult()
{
    // The grid shows a query: the copy takes its matches with its $select (the keys always).
    ServeThread serve(m_dir.filePath(u"query.rowan"_s));
    QVERIFY(serve.port());
    Explorer explorer(m_source);
    const QStringList select {u"Big"_s, u"Text"_s};
    explorer.model.setQuery(account, sourceTable, *Filter::fromText(u"PartitionKey eq 'pé-1'"_s), select);
    saveConnection(explorer, serve);
    QVERIFY(explorer.copy([](CopyTableDialog *dialog) {
        QVERIFY(dialog->queryResult());
        dialog->setTarget(CopyTableDialog::Target::Connection);
        dialog->setTargetTable(u"Matches"_s);
    }));
    QTRY_VERIFY_WITH_TIMEOUT(explorer.progress(), 20000);
    TransferJob *job = explorer.progress()->job();
    QTRY_VERIFY_WITH_TIMEOUT(!job->isRunning(), 60000);
    QVERIFY2(job->result().succeeded(), qPrintable(job->result().error));
    QCOMPARE(job->result().totals.written, PerPartition);
    const Entities copied = readTable(*serve.store(), u"Matches"_s);
    QCOMPARE(copied.size(), PerPartition);
    for (auto it = copied.cbegin(); it != copied.cend(); ++it) {
        QCOMPARE(it.key().first, u"pé-1"_s);
        QList<Property> want = m_expected.value(it.key());
        want.removeIf([&select](const Property &p) { return !select.contains(p.name); });
        QCOMPARE(it.value(), want);
    }
}

QTEST_MAIN(TestCopyTableDialog)
#include "tst_copytabledialog.moc"
