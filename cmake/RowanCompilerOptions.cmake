# Warnings and sanitizers for every Rowan target, through one interface library.
add_library(rowan_compiler_options INTERFACE)
target_compile_options(rowan_compiler_options INTERFACE -Wall -Wextra -Wpedantic)
if(ROWAN_WERROR)
    target_compile_options(rowan_compiler_options INTERFACE -Werror)
endif()
# A debug build links some 150 test executables against the static engine, each with full debug info; compressed
# debug sections roughly halve a build directory (gdb and perf read them as they are).
option(ROWAN_COMPRESS_DEBUG "Compress debug sections of Debug executables" ON)
if(ROWAN_COMPRESS_DEBUG)
    include(CheckLinkerFlag)
    check_linker_flag(CXX "-Wl,--compress-debug-sections=zstd" ROWAN_LINKER_HAS_ZSTD)
    if(ROWAN_LINKER_HAS_ZSTD)
        target_link_options(rowan_compiler_options INTERFACE
            $<$<CONFIG:Debug>:-Wl,--compress-debug-sections=zstd>)
    endif()
    # UBSan's per-check data is full of pointers, each a relative relocation in a PIE: packed (DT_RELR,
    # glibc 2.36+) an ASan+UBSan test executable is 30% smaller.
    check_linker_flag(CXX "-Wl,-z,pack-relative-relocs" ROWAN_LINKER_HAS_RELR)
    if(ROWAN_LINKER_HAS_RELR)
        target_link_options(rowan_compiler_options INTERFACE $<$<CONFIG:Debug>:-Wl,-z,pack-relative-relocs>)
    endif()
endif()
# Split DWARF: each object's debug info stays in its own .dwo file next to it, so that the ~150 test
# executables of a debug build do not each carry a copy of the engine's, the models' and the widgets' debug
# info (that copy was four fifths of a test executable and most of what the linker wrote). Line tables stay
# in the executables, so a crash's backtrace still names file and line; gdb reads the .dwo files. Sanitizer
# builds link shared libraries instead (ROWAN_SHARED_LIBS), and keep their debug info whole.
option(ROWAN_SPLIT_DWARF "Keep the debug info of Debug objects in .dwo files" ON)
if(ROWAN_SPLIT_DWARF AND NOT ROWAN_SANITIZE)
    include(CheckCXXCompilerFlag)
    check_cxx_compiler_flag(-gsplit-dwarf ROWAN_COMPILER_HAS_SPLIT_DWARF)
    if(ROWAN_COMPILER_HAS_SPLIT_DWARF)
        # Split DWARF turns on GNU pubnames, an index meant for the linker to turn into a .gdb_index; nothing
        # asks for one, gdb indexes the .dwo files itself, and they were a fifth of each test executable.
        target_compile_options(rowan_compiler_options INTERFACE $<$<CONFIG:Debug>:-gsplit-dwarf -gno-pubnames>)
    endif()
endif()
# The ~200 executables of a debug build each link the static libraries whole; a test uses a small part of them.
# Each function and datum in its own section lets the linker drop what nothing reaches, so each executable
# holds only what it can run. (Sanitizer builds link shared libraries, so they have nothing to drop.)
option(ROWAN_GC_SECTIONS "Drop unreachable code from Debug executables" ON)
if(ROWAN_GC_SECTIONS AND NOT ROWAN_SANITIZE)
    target_compile_options(rowan_compiler_options INTERFACE
        $<$<CONFIG:Debug>:-ffunction-sections -fdata-sections>)
    target_link_options(rowan_compiler_options INTERFACE $<$<CONFIG:Debug>:-Wl,--gc-sections>)
endif()
# mold, when installed, links the test executables several times faster than the default linker.
option(ROWAN_MOLD "Link with mold when the compiler can use it" ON)
if(ROWAN_MOLD)
    include(CheckLinkerFlag)
    check_linker_flag(CXX "-fuse-ld=mold" ROWAN_LINKER_HAS_MOLD)
    if(ROWAN_LINKER_HAS_MOLD)
        add_link_options(-fuse-ld=mold)
    endif()
endif()
# Qt's headers must not fail our strict warnings: they come in as system headers.
set(CMAKE_NO_SYSTEM_FROM_IMPORTED OFF)

if(ROWAN_SANITIZE)
    list(JOIN ROWAN_SANITIZE "," _rowan_sanitizers)
    target_compile_options(rowan_compiler_options INTERFACE
        -fsanitize=${_rowan_sanitizers} -fno-omit-frame-pointer -fno-sanitize-recover=all)
    # A sanitizer's report needs functions, files and lines, not variables and types: line tables only
    # (-g1, after CMake's -g) make its objects a third smaller and compile a tenth faster.
    option(ROWAN_SANITIZE_LINE_TABLES "Sanitizer builds keep only line tables as debug info" ON)
    if(ROWAN_SANITIZE_LINE_TABLES)
        target_compile_options(rowan_compiler_options INTERFACE $<$<CONFIG:Debug>:-g1>)
    endif()
    target_link_options(rowan_compiler_options INTERFACE -fsanitize=${_rowan_sanitizers})
endif()

# No Q_FOREACH, no APIs Qt deprecated before 6.6.
add_compile_definitions(QT_NO_FOREACH
    QT_DISABLE_DEPRECATED_UP_TO=0x060600)

# ccache, when installed, so a second build of an unchanged tree (another clone, the other preset's
# configure) mostly reuses objects. base_dir makes paths relative to the build directory and hash_dir=false
# leaves the directory out of the key, so two clones of the same sources share their objects.
option(ROWAN_CCACHE "Compile through ccache when it is installed" ON)
find_program(ROWAN_CCACHE_PROGRAM ccache)
if(ROWAN_CCACHE AND ROWAN_CCACHE_PROGRAM AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
    set(CMAKE_CXX_COMPILER_LAUNCHER
        ${ROWAN_CCACHE_PROGRAM} base_dir=${PROJECT_SOURCE_DIR} hash_dir=false)
    message(STATUS "Compiling through ${ROWAN_CCACHE_PROGRAM}")
endif()
