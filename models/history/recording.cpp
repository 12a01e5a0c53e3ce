#include "models/history/recording.h"

#include <rowan/tableservice.h>

namespace rowan {

Result<ActionId> beginRecording(TableService &service, ActionInfo info)
{
    if (!service.has(ServiceCapability::Journal))
        return ActionId(0);
    if (info.origin.isEmpty())
        info.origin = QStringLiteral("explorer");
    return service.beginAction(info);
}

TableService &recordingWriter(TableService &service, ActionId action, std::shared_ptr<TableService> &keep)
{
    keep = action != 0 ? service.withAction(action) : nullptr;
    return keep ? *keep : service;
}

Status endRecording(TableService &service, ActionId action)
{
    if (action == 0)
        return {};
    return service.endAction(action);
}

} // namespace rowan
