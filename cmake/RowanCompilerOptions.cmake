# Warnings and sanitizers for every Rowan target, through one interface library.
add_library(rowan_compiler_options INTERFACE)
target_compile_options(rowan_compiler_options INTERFACE -Wall -Wextra -Wpedantic)
if(ROWAN_WERROR)
    target_compile_options(rowan_compiler_options INTERFACE -Werror)
endif()
# Qt's headers must not fail our strict warnings: they come in as system headers.
set(CMAKE_NO_SYSTEM_FROM_IMPORTED OFF)

if(ROWAN_SANITIZE)
    list(JOIN ROWAN_SANITIZE "," _rowan_sanitizers)
    target_compile_options(rowan_compiler_options INTERFACE
        -fsanitize=${_rowan_sanitizers} -fno-omit-frame-pointer -fno-sanitize-recover=all)
    target_link_options(rowan_compiler_options INTERFACE -fsanitize=${_rowan_sanitizers})
endif()

# No Q_FOREACH, no APIs Qt deprecated before 6.6.
add_compile_definitions(QT_NO_FOREACH
    QT_DISABLE_DEPRECATED_UP_TO=0x060600)
