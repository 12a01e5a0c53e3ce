# Linux: the files a desktop and Debian's policy expect beside /usr/bin/rowan, and the DEB and TGZ settings.
# Everything generated goes to ${ROWAN_PACKAGE_GEN}; the tests in tests/packaging check the result.
include(GNUInstallDirs)
set(ROWAN_PACKAGE_GEN ${CMAKE_CURRENT_BINARY_DIR}/generated)
set(docdir ${CMAKE_INSTALL_DATAROOTDIR}/doc/rowan)
set(generatedFiles "")
find_program(ROWAN_GZIP gzip REQUIRED)

# gzip -9n: no name or time stamp in the header, so the same input gives the same bytes (Debian policy
# 12.3 and 12.7 for manual pages and changelogs).
function(rowan_gzip input output)
    add_custom_command(OUTPUT ${output}
        COMMAND sh -c "'${ROWAN_GZIP}' -9n < '${input}' > '${output}'"
        DEPENDS ${input}
        VERBATIM)
endfunction()

# Desktop entry and AppStream metadata, both named by the application id as the AppStream spec asks.
install(FILES ${ROWAN_APP_ID}.desktop DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/applications)
set(ROWAN_SCREENSHOT_BASE "https://raw.githubusercontent.com/rowan-tables/rowan/main/docs/screenshots")
configure_file(${ROWAN_APP_ID}.metainfo.xml.in ${ROWAN_PACKAGE_GEN}/${ROWAN_APP_ID}.metainfo.xml @ONLY)
install(FILES ${ROWAN_PACKAGE_GEN}/${ROWAN_APP_ID}.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/metainfo)

# Icons: the SVG as the scalable icon, and PNGs rendered from it at the hicolor theme's usual sizes (48 is
# the minimum the icon theme spec requires; 64 and 128 are what software centres show).
install(FILES ${ROWAN_ICON_SVG} DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/icons/hicolor/scalable/apps
    RENAME ${ROWAN_APP_ID}.svg)
find_program(ROWAN_RSVG_CONVERT rsvg-convert)
if(ROWAN_RSVG_CONVERT)
    foreach(size 16 22 24 32 48 64 128 256 512)
        set(dir ${ROWAN_PACKAGE_GEN}/icons/${size}x${size})
        add_custom_command(OUTPUT ${dir}/${ROWAN_APP_ID}.png
            COMMAND ${CMAKE_COMMAND} -E make_directory ${dir}
            COMMAND ${ROWAN_RSVG_CONVERT} --width=${size} --height=${size} --format=png
                -o ${dir}/${ROWAN_APP_ID}.png ${ROWAN_ICON_SVG}
            DEPENDS ${ROWAN_ICON_SVG}
            VERBATIM)
        list(APPEND generatedFiles ${dir}/${ROWAN_APP_ID}.png)
        install(FILES ${dir}/${ROWAN_APP_ID}.png
            DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/icons/hicolor/${size}x${size}/apps)
    endforeach()
else()
    message(WARNING "rsvg-convert (Debian: librsvg2-bin) not found: the packages get the scalable icon only")
endif()

# The manual page: a head, one section per command, a tail. ROWAN_MAN_COMMANDS are the commands rowan
# has, in the order `rowan --help` lists them; ROWAN_MAN_PLANNED are sections written before their command
# exists, left out of the page. The test man_page_covers_commands fails when the two disagree with the
# binary, naming the command to move.
set(ROWAN_MAN_COMMANDS help version demo query find index keys schema serve sas export import update rekey check backup history undo safety diff sync snapshot)
set(ROWAN_MAN_PLANNED)
set(ROWAN_MAN_VERSION ${PROJECT_VERSION})
set(ROWAN_MAN_DATE ${ROWAN_CHANGELOG_DATE})
set(manDir ${CMAKE_CURRENT_SOURCE_DIR}/man)
file(READ ${manDir}/rowan.1.head manText)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${manDir}/rowan.1.head ${manDir}/rowan.1.tail)
foreach(command IN LISTS ROWAN_MAN_COMMANDS ROWAN_MAN_PLANNED)
    set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${manDir}/commands/${command}.man)
endforeach()
foreach(command IN LISTS ROWAN_MAN_COMMANDS)
    file(READ ${manDir}/commands/${command}.man part)
    string(APPEND manText "${part}")
endforeach()
file(READ ${manDir}/rowan.1.tail part)
string(APPEND manText "${part}")
file(CONFIGURE OUTPUT ${ROWAN_PACKAGE_GEN}/rowan.1 CONTENT "${manText}" @ONLY)
rowan_gzip(${ROWAN_PACKAGE_GEN}/rowan.1 ${ROWAN_PACKAGE_GEN}/rowan.1.gz)
list(APPEND generatedFiles ${ROWAN_PACKAGE_GEN}/rowan.1.gz)
install(FILES ${ROWAN_PACKAGE_GEN}/rowan.1.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)

# /usr/share/doc/rowan: copyright, the Debian changelog and the upstream one (Debian policy 12.5, 12.7).
file(CONFIGURE OUTPUT ${ROWAN_PACKAGE_GEN}/changelog.Debian CONTENT "${ROWAN_DEBIAN_CHANGELOG}" @ONLY)
rowan_gzip(${ROWAN_PACKAGE_GEN}/changelog.Debian ${ROWAN_PACKAGE_GEN}/changelog.Debian.gz)
rowan_gzip(${PROJECT_SOURCE_DIR}/CHANGELOG.md ${ROWAN_PACKAGE_GEN}/changelog.gz)
list(APPEND generatedFiles ${ROWAN_PACKAGE_GEN}/changelog.Debian.gz ${ROWAN_PACKAGE_GEN}/changelog.gz)
install(FILES copyright ${ROWAN_PACKAGE_GEN}/changelog.Debian.gz ${ROWAN_PACKAGE_GEN}/changelog.gz
    DESTINATION ${docdir})

add_custom_target(rowan_package_files ALL DEPENDS ${generatedFiles})

# The Debian package: dependencies from dpkg-shlibdeps, a non-native version (VERSION-1) as the
# changelog.Debian name implies. The SVG icon engine is recommended for the window icon.
set(CPACK_GENERATOR TGZ DEB)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_RELEASE 1)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_SECTION database)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${ROWAN_PACKAGE_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE ${PROJECT_HOMEPAGE_URL})
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS qt6-svg-plugins)
# dpkg-shlibdeps knows SQLCipher's API (its symbols date from 3.x), not the file format: stores are
# SQLCipher 4 files.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libsqlcipher1 (>= 4.0)")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
# The control file's extended description, wrapped below 80 columns; CPack puts the summary before it.
_rowan_wrap("${CPACK_PACKAGE_DESCRIPTION}" "" "" wrapped)
string(STRIP "${wrapped}" wrapped)
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "${wrapped}")
install(FILES lintian-overrides DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/lintian/overrides RENAME rowan)
# Full RELRO (Debian's toolchain gives partial RELRO and PIE by default).
target_link_options(rowan PRIVATE LINKER:-z,now)
