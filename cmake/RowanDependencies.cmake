# Every third-party dependency is found here, once, with a message that says what to install.

set(ROWAN_QT_MIN 6.8)
find_package(Qt6 ${ROWAN_QT_MIN} QUIET COMPONENTS Core Gui Widgets Network Concurrent Test)
if(NOT Qt6_FOUND)
    message(FATAL_ERROR
        "Rowan needs Qt ${ROWAN_QT_MIN} or newer with Core, Gui, Widgets, Network, Concurrent and Test "
        "(found: ${Qt6_VERSION}). On Debian 13 / Ubuntu 25.04: apt install qt6-base-dev. On older systems "
        "use the README's commands, which build inside a Debian 13 root.")
endif()
message(STATUS "Qt ${Qt6_VERSION}")
# lupdate and lrelease, for the explorer's catalogues (translations/).
find_package(Qt6 ${ROWAN_QT_MIN} QUIET COMPONENTS LinguistTools)
if(NOT Qt6LinguistTools_FOUND)
    message(FATAL_ERROR
        "Rowan needs Qt's translation tools (lupdate, lrelease). On Debian 13 / Ubuntu 25.04: apt install "
        "qt6-l10n-tools.")
endif()

find_package(KF6SyntaxHighlighting 6.0 QUIET)
if(NOT KF6SyntaxHighlighting_FOUND)
    message(FATAL_ERROR
        "Rowan needs KF6 SyntaxHighlighting. On Debian 13 / Ubuntu 25.04: apt install "
        "libkf6syntaxhighlighting-dev.")
endif()
message(STATUS "KF6 SyntaxHighlighting ${KF6SyntaxHighlighting_VERSION}")

find_package(PkgConfig QUIET)
if(PkgConfig_FOUND)
    # sqlcipher.pc carries the version of the SQLite inside it; SQLCipher 4.0 was built on SQLite 3.26.
    pkg_check_modules(SQLCIPHER QUIET IMPORTED_TARGET sqlcipher>=3.26)
endif()
if(NOT SQLCIPHER_FOUND)
    message(FATAL_ERROR
        "Rowan needs SQLCipher 4 found through pkg-config (module 'sqlcipher'). On Debian 13 / Ubuntu "
        "25.04: apt install pkg-config libsqlcipher-dev. (SQLCipher 3, as on Debian 12, is too old.)")
endif()
message(STATUS "SQLCipher (SQLite ${SQLCIPHER_VERSION})")

# llhttp (the HTTP/1.1 parser of Node.js) for `rowan serve`: its CMake package when installed, else pkg-config.
find_package(llhttp 9 QUIET CONFIG)
if(TARGET llhttp::llhttp_shared)
    add_library(rowan_llhttp INTERFACE IMPORTED)
    target_link_libraries(rowan_llhttp INTERFACE llhttp::llhttp_shared)
    message(STATUS "llhttp ${llhttp_VERSION}")
elseif(PkgConfig_FOUND)
    pkg_check_modules(LLHTTP QUIET IMPORTED_TARGET libllhttp>=9)
    if(LLHTTP_FOUND)
        add_library(rowan_llhttp INTERFACE IMPORTED)
        target_link_libraries(rowan_llhttp INTERFACE PkgConfig::LLHTTP)
        message(STATUS "llhttp ${LLHTTP_VERSION}")
    endif()
endif()
if(NOT TARGET rowan_llhttp)
    message(FATAL_ERROR
        "Rowan needs llhttp 9 (CMake package 'llhttp' or pkg-config module 'libllhttp'). On Debian 13 / "
        "Ubuntu 25.04: apt install libllhttp-dev.")
endif()

# QtKeychain keeps the secrets of saved remote connections in the platform's keychain.
find_package(Qt6Keychain QUIET)
if(NOT Qt6Keychain_FOUND)
    message(FATAL_ERROR
        "Rowan needs QtKeychain for Qt 6. On Debian 13 / Ubuntu 25.04: apt install qtkeychain-qt6-dev.")
endif()
