#include "models/access/accessservemodel.h"

#include "models/session/servicesession.h"

#include <rowan/store.h>

#include <QDateTime>
#include <QMutex>
#include <QUrl>

namespace rowan {

struct AccessServeModel::Pending
{
    QMutex mutex;
    QList<ServedRequest> records;
    qint64 overflow = 0; // records not kept since the last drain
};

AccessServeModel::AccessServeModel(ServiceSession *session, QObject *parent)
    : QAbstractTableModel(parent)
    , m_session(session)
    , m_pending(std::make_shared<Pending>())
{
    m_timer.setInterval(DrainIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, &AccessServeModel::drain);
    connect(m_session, &ServiceSession::serviceChanged, this, [this] {
        if (m_store && m_session->localStore() != m_store)
            stop();
    });
}

AccessServeModel::~AccessServeModel()
{
    stop();
}

int AccessServeModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int AccessServeModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AccessServeModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ServedRequest &r = m_rows.at(index.row());
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case TimeColumn:
            return QDateTime::fromMSecsSinceEpoch(r.receivedMsecsSinceEpoch)
                .toString(QStringLiteral("HH:mm:ss.zzz"));
        case ClientColumn:
            return r.client.toString();
        case MethodColumn:
            return QString::fromLatin1(r.method);
        case ResourceColumn:
            return QUrl::fromPercentEncoding(r.path);
        case StatusColumn:
            return r.status;
        case LatencyColumn:
            return r.latencyMicroseconds < 10000 ? tr("%1 µs").arg(r.latencyMicroseconds)
                                                 : tr("%1 ms").arg(r.latencyMicroseconds / 1000);
        case AuthorizationColumn:
            return r.authorization;
        default:
            return {};
        }
    }
    if (role == Qt::TextAlignmentRole && (index.column() == StatusColumn || index.column() == LatencyColumn))
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant AccessServeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    static const char *const names[] = {QT_TR_NOOP("Time"), QT_TR_NOOP("Client"), QT_TR_NOOP("Method"),
        QT_TR_NOOP("Resource"), QT_TR_NOOP("Status"), QT_TR_NOOP("Latency"), QT_TR_NOOP("Authorization")};
    return section >= 0 && section < ColumnCount ? tr(names[section]) : QVariant();
}

bool AccessServeModel::canServe() const
{
    return m_session->localStore() != nullptr;
}

Status AccessServeModel::start(const QHostAddress &host, quint16 port)
{
    if (m_server)
        return {};
    auto store = m_session->localStore();
    if (!store)
        return fail(ErrorCode::NotImplemented, tr("Only an embedded store can be served from here."));
    ServerOptions options;
    options.host = host;
    options.port = port;
    options.workerNice = m_workerNice;
    options.requestObserver = [pending = m_pending](const ServedRequest &r) {
        QMutexLocker lock(&pending->mutex);
        if (pending->records.size() < MaxRowsPerTick)
            pending->records.append(r);
        else
            ++pending->overflow;
    };
    auto server = std::make_unique<TableServer>(*store, options);
    Status listening = server->listen();
    if (!listening && port == 10002) {
        options.port = 0; // taken: any free port
        server = std::make_unique<TableServer>(*store, options);
        listening = server->listen();
    }
    if (!listening)
        return listening;
    m_store = std::move(store);
    m_server = std::move(server);
    m_timer.start();
    Q_EMIT servingChanged(true);
    return {};
}

void AccessServeModel::stop()
{
    if (!m_server)
        return;
    m_server->shutdown();
    m_server.reset();
    m_timer.stop();
    drain();
    m_store.reset();
    Q_EMIT servingChanged(false);
}

quint16 AccessServeModel::port() const
{
    return m_server ? m_server->port() : 0;
}

Result<QString> AccessServeModel::connectionString(const QString &account) const
{
    if (!m_server)
        return fail(ErrorCode::InvalidInput, tr("The store is not being served."));
    return m_server->connectionString(account);
}

void AccessServeModel::drain()
{
    QList<ServedRequest> batch;
    qint64 overflow = 0;
    // Never wait here: a server worker that holds the lock may be preempted (it runs at a lower priority
    // under load), and the GUI thread would wait for it to get a core. A busy lock is tried on the next tick.
    // Once the server has shut down nothing else takes it, so the final drain in stop() always gets it.
    if (!m_pending->mutex.tryLock())
        return;
    batch.swap(m_pending->records);
    overflow = std::exchange(m_pending->overflow, 0);
    m_pending->mutex.unlock();
    if (batch.isEmpty() && overflow == 0)
        return;
    for (const ServedRequest &r : std::as_const(batch)) {
        ++m_total;
        if (r.status >= 400)
            ++m_failed;
        if (r.authorization.endsWith(QLatin1String("SAS")))
            ++m_sas;
    }
    m_total += overflow;
    m_dropped += overflow;
    // Newest last; the oldest go when the log is full.
    const qsizetype excess = m_rows.size() + batch.size() - MaxRows;
    if (excess > 0) {
        const int removeRows = int(std::min(excess, m_rows.size()));
        if (removeRows > 0) {
            beginRemoveRows({}, 0, removeRows - 1);
            m_rows.remove(0, removeRows);
            endRemoveRows();
        }
        if (batch.size() > MaxRows)
            batch.remove(0, batch.size() - MaxRows); // unreachable while MaxRowsPerTick <= MaxRows
    }
    if (!batch.isEmpty()) {
        beginInsertRows({}, int(m_rows.size()), int(m_rows.size() + batch.size() - 1));
        m_rows.append(batch);
        endInsertRows();
    }
    Q_EMIT countersChanged();
}

} // namespace rowan
