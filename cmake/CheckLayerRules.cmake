# Fails, naming each file and line, when code under ROOT breaks a layer rule that linking alone does not
# catch: a widget (ui/) that calls the table service itself instead of asking a model or a job, or a model
# (models/) that includes a Qt Widgets header (the shared Qt include folder would let it compile).
#
#   cmake -DROOT=<source dir> -P CheckLayerRules.cmake
if(NOT ROOT)
    message(FATAL_ERROR "CheckLayerRules: ROOT is not set")
endif()

set(problems "")
# rule: <layer folder>@@<regex>@@<what it means>
set(rules
    "ui@@#include[ \t]*[<\"]rowan/(local)?tableservice\\.h[>\"]@@a widget includes the table service"
    "ui@@TableService[ \t]*&@@a widget runs a table service call"
    "ui@@session(\\(\\))?->run\\(@@a widget runs work on the session itself"
    "models@@#include[ \t]*<(QtWidgets/|QWidget>|QDialog>|QMessageBox>|QApplication>)@@a model includes Qt Widgets")
foreach(rule IN LISTS rules)
    string(REPLACE "@@" ";" parts "${rule}")
    list(GET parts 0 layer)
    list(GET parts 1 regex)
    list(GET parts 2 meaning)
    file(GLOB_RECURSE files "${ROOT}/${layer}/*.h" "${ROOT}/${layer}/*.cpp")
    foreach(file IN LISTS files)
        file(STRINGS "${file}" lines REGEX "${regex}")
        foreach(line IN LISTS lines)
            file(RELATIVE_PATH relative "${ROOT}" "${file}")
            string(STRIP "${line}" line)
            string(APPEND problems "  ${relative}: ${meaning}: ${line}\n")
        endforeach()
    endforeach()
endforeach()
if(problems)
    message(FATAL_ERROR "Layer rules broken (widgets show and ask; models and jobs do):\n${problems}")
endif()
message(STATUS "Layer rules kept under ${ROOT}")
