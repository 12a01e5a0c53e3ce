# macOS: Rowan.app with its Info.plist and icon, Qt and every other non-system library copied in by
# macdeployqt through Qt's deployment API, in a disk image. Configured for the CI workflow in
# .github/workflows/installers.yml; not yet run.
set(rowanIcns ${PROJECT_SOURCE_DIR}/resources/icons/rowan.icns)
target_sources(rowan PRIVATE ${rowanIcns})
set_source_files_properties(${rowanIcns} TARGET_DIRECTORY rowan PROPERTIES MACOSX_PACKAGE_LOCATION Resources)
set_target_properties(rowan PROPERTIES
    OUTPUT_NAME Rowan
    MACOSX_BUNDLE TRUE
    MACOSX_BUNDLE_INFO_PLIST ${CMAKE_CURRENT_SOURCE_DIR}/macos/Info.plist.in
    MACOSX_BUNDLE_BUNDLE_NAME Rowan
    MACOSX_BUNDLE_GUI_IDENTIFIER ${ROWAN_APP_ID}
    MACOSX_BUNDLE_ICON_FILE rowan.icns
    MACOSX_BUNDLE_BUNDLE_VERSION ${PROJECT_VERSION}
    MACOSX_BUNDLE_SHORT_VERSION_STRING ${PROJECT_VERSION}
    MACOSX_BUNDLE_COPYRIGHT "© 2026 The Rowan developers")

qt_generate_deploy_app_script(TARGET rowan OUTPUT_SCRIPT rowanDeployScript NO_TRANSLATIONS)
install(SCRIPT ${rowanDeployScript})

set(CPACK_GENERATOR DragNDrop)
set(CPACK_PACKAGE_FILE_NAME "Rowan-${PROJECT_VERSION}-macos-${CMAKE_SYSTEM_PROCESSOR}")
set(CPACK_DMG_VOLUME_NAME "Rowan ${PROJECT_VERSION}")
