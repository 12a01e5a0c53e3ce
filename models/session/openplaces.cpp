#include "models/session/openplaces.h"

#include "models/session/servicesession.h"

#include <rowan/localtableservice.h>

#include <QFileInfo>

namespace rowan {

OpenPlaces::OpenPlaces(ServiceSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
    connect(m_session, &ServiceSession::serviceChanged, this, &OpenPlaces::followSession);
}

int OpenPlaces::indexOf(Kind kind, const QString &key) const
{
    for (int i = 0; i < m_places.size(); ++i) {
        if (m_places.at(i).kind == kind && m_places.at(i).key == key)
            return i;
    }
    return -1;
}

void OpenPlaces::show(
    Kind kind, const QString &key, const QString &name, std::shared_ptr<TableService> service)
{
    const int open = indexOf(kind, key);
    if (open >= 0) {
        m_places[open].name = name;
        m_places[open].service = service;
        m_current = open;
    } else {
        m_places.append(Place {kind, key, name, service});
        m_current = int(m_places.size()) - 1;
    }
    m_showing = true;
    m_session->setService(std::move(service));
    m_showing = false;
    if (open < 0)
        Q_EMIT placesChanged();
    Q_EMIT currentChanged(m_current);
}

void OpenPlaces::showStore(const QString &path, std::shared_ptr<Store> store)
{
    show(
        Kind::Store, path, QFileInfo(path).fileName(), std::make_shared<LocalTableService>(std::move(store)));
}

bool OpenPlaces::activate(int index)
{
    if (index < 0 || index >= m_places.size())
        return false;
    if (index == m_current)
        return true;
    if (!mayLeave())
        return false;
    m_current = index;
    m_showing = true;
    m_session->setService(m_places.at(index).service);
    m_showing = false;
    Q_EMIT currentChanged(m_current);
    return true;
}

void OpenPlaces::close(int index)
{
    if (index < 0 || index >= m_places.size())
        return;
    const bool shown = index == m_current;
    const Place closed = m_places.takeAt(index);
    if (!shown) {
        if (m_current > index)
            --m_current;
        Q_EMIT placesChanged();
        Q_EMIT placeClosed(closed.kind, closed.key);
        return;
    }
    // The neighbour the user saw last before this one is the nearest before it.
    const int next = m_places.isEmpty() ? -1 : std::max(0, index - 1);
    m_current = next;
    m_showing = true;
    m_session->setService(next >= 0 ? m_places.at(next).service : nullptr);
    m_showing = false;
    Q_EMIT placesChanged();
    Q_EMIT currentChanged(m_current);
    Q_EMIT placeClosed(closed.kind, closed.key);
}

void OpenPlaces::followSession()
{
    if (m_showing)
        return;
    // The session was given a service directly (not through show()): keep the list true to it.
    const std::shared_ptr<TableService> service = m_session->service();
    if (!service) {
        if (m_current >= 0) {
            m_places.removeAt(m_current);
            m_current = -1;
            Q_EMIT placesChanged();
            Q_EMIT currentChanged(-1);
        }
        return;
    }
    for (int i = 0; i < m_places.size(); ++i) {
        if (m_places.at(i).service == service) {
            m_current = i;
            Q_EMIT currentChanged(i);
            return;
        }
    }
    // As before there were several places: what the session shows instead replaces the current place.
    const ServiceDescription &description = m_session->description();
    const Kind kind = description.kind == ServiceKind::Remote ? Kind::Connection : Kind::Store;
    Place place {kind, description.location, description.displayName, service};
    if (const int open = indexOf(kind, description.location); open >= 0) {
        m_places[open] = std::move(place);
        if (m_current >= 0 && m_current != open) {
            m_places.removeAt(m_current);
            m_current = m_current < open ? open - 1 : open;
            Q_EMIT placesChanged();
        } else {
            m_current = open;
        }
    } else if (m_current >= 0) {
        m_places[m_current] = std::move(place);
        Q_EMIT placesChanged();
    } else {
        m_places.append(std::move(place));
        m_current = int(m_places.size()) - 1;
        Q_EMIT placesChanged();
    }
    Q_EMIT currentChanged(m_current);
}

} // namespace rowan
