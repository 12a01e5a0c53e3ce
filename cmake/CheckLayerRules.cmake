# Fails, naming each file and line, when code under ROOT breaks a layer rule that linking alone does not
# catch: a widget (ui/) that calls the table service itself instead of asking a model or a job, or a model
# (models/) that includes a Qt Widgets header (the shared Qt include folder would let it compile), or a
# public engine header whose namespace is not its folder (rowan/x.h: rowan; rowan/<folder>/x.h:
# rowan::<folder>, and rowan itself only for forward declarations), so the include path says where a name
# lives.
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
set(public "${ROOT}/engine/include/rowan")
file(GLOB_RECURSE headers "${public}/*.h")
foreach(header IN LISTS headers)
    file(RELATIVE_PATH inside "${public}" "${header}")
    get_filename_component(folder "${inside}" DIRECTORY)
    set(expected "rowan")
    if(folder)
        string(REPLACE "/" "::" nested "${folder}")
        set(expected "rowan::${nested}")
    endif()
    file(STRINGS "${header}" declared REGEX "^namespace rowan[A-Za-z0-9_:]* {")
    set(found FALSE)
    foreach(line IN LISTS declared)
        string(REGEX REPLACE "^namespace (rowan[A-Za-z0-9_:]*) {.*" "\\1" name "${line}")
        if(name STREQUAL expected)
            set(found TRUE)
        elseif(NOT name STREQUAL "rowan")
            file(RELATIVE_PATH relative "${ROOT}" "${header}")
            string(APPEND problems "  ${relative}: a public header declares ${name}, not ${expected}\n")
        endif()
    endforeach()
    if(folder AND declared AND NOT found)
        file(RELATIVE_PATH relative "${ROOT}" "${header}")
        string(APPEND problems "  ${relative}: a public header in rowan/${folder} declares nothing in ${expected}\n")
    endif()
endforeach()

if(problems)
    message(FATAL_ERROR "Layer rules broken (widgets show and ask; models and jobs do):\n${problems}")
endif()
message(STATUS "Layer rules kept under ${ROOT}")
