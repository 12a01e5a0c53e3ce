# Windows: an NSIS installer (and a ZIP of the same files). The Qt runtime and plugins come from Qt's
# deployment API (windeployqt); the DLLs windeployqt leaves out (KF6 SyntaxHighlighting, SQLCipher and the
# OpenSSL it uses) are found by CMake's runtime-dependency walk; the MSVC runtime comes from
# InstallRequiredSystemLibraries. Configured for the CI workflow in .github/workflows/installers.yml; not yet
# run.
#
# rowan stays a console program: its headless commands print to the console they are started from; the
# Start menu entry opens a console window beside the explorer.
configure_file(${CMAKE_CURRENT_SOURCE_DIR}/windows/rowan.rc.in ${CMAKE_CURRENT_BINARY_DIR}/rowan.rc @ONLY)
target_sources(rowan PRIVATE ${CMAKE_CURRENT_BINARY_DIR}/rowan.rc)

qt_generate_deploy_app_script(TARGET rowan OUTPUT_SCRIPT rowanDeployScript NO_TRANSLATIONS)
install(SCRIPT ${rowanDeployScript})

# Where the DLLs of the dependencies live (vcpkg puts them all in one bin folder).
set(rowanRuntimeDirs "$<TARGET_FILE_DIR:Qt6::Core>" "$<TARGET_FILE_DIR:KF6::SyntaxHighlighting>")
if(SQLCIPHER_PREFIX)
    list(APPEND rowanRuntimeDirs "${SQLCIPHER_PREFIX}/bin")
endif()
install(CODE "set(rowanRuntimeDirs \"${rowanRuntimeDirs}\")\nset(rowanExe \"$<TARGET_FILE:rowan>\")")
install(CODE [[
    file(GET_RUNTIME_DEPENDENCIES
        EXECUTABLES "${rowanExe}"
        DIRECTORIES ${rowanRuntimeDirs}
        RESOLVED_DEPENDENCIES_VAR rowanDlls
        UNRESOLVED_DEPENDENCIES_VAR rowanMissing
        PRE_EXCLUDE_REGEXES "^api-ms-" "^ext-ms-"
        POST_EXCLUDE_REGEXES ".*[/\\][Ww][Ii][Nn][Dd][Oo][Ww][Ss][/\\].*")
    if(rowanMissing)
        message(FATAL_ERROR "DLLs rowan needs were not found: ${rowanMissing}")
    endif()
    file(INSTALL ${rowanDlls} DESTINATION "${CMAKE_INSTALL_PREFIX}/bin")
]])

set(CMAKE_INSTALL_SYSTEM_RUNTIME_DESTINATION bin)
include(InstallRequiredSystemLibraries)

# The licences of what the installer bundles, as vcpkg records them.
if(DEFINED VCPKG_INSTALLED_DIR AND DEFINED VCPKG_TARGET_TRIPLET)
    foreach(port qtbase qtsvg qthttpserver kf6syntaxhighlighting sqlcipher openssl)
        set(file "${VCPKG_INSTALLED_DIR}/${VCPKG_TARGET_TRIPLET}/share/${port}/copyright")
        if(EXISTS "${file}")
            install(FILES "${file}" DESTINATION licenses RENAME ${port}.txt)
        endif()
    endforeach()
endif()
install(FILES ${PROJECT_SOURCE_DIR}/CHANGELOG.md DESTINATION .)

set(CPACK_GENERATOR NSIS ZIP)
set(CPACK_PACKAGE_FILE_NAME "Rowan-${PROJECT_VERSION}-win64")
set(CPACK_NSIS_PACKAGE_NAME Rowan)
set(CPACK_NSIS_DISPLAY_NAME "Rowan ${PROJECT_VERSION}")
set(CPACK_NSIS_MUI_ICON ${PROJECT_SOURCE_DIR}/resources/icons/rowan.ico)
set(CPACK_NSIS_MUI_UNIICON ${PROJECT_SOURCE_DIR}/resources/icons/rowan.ico)
set(CPACK_NSIS_INSTALLED_ICON_NAME bin\\\\rowan.exe)
set(CPACK_NSIS_URL_INFO_ABOUT ${PROJECT_HOMEPAGE_URL})
set(CPACK_NSIS_HELP_LINK ${PROJECT_HOMEPAGE_URL})
set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
# Offers to put rowan on PATH, for the headless commands.
set(CPACK_NSIS_MODIFY_PATH ON)
set(CPACK_NSIS_EXECUTABLES_DIRECTORY bin)
