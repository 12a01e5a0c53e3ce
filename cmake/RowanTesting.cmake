# Precompiled headers shared by the test and benchmark executables. Each of them is one source file, so a
# header precompiled per target would save nothing; one precompiled once and reused by many takes about two
# fifths off each one's compile time. It holds Qt's Core, Gui, Widgets and Test headers and the standard
# library's. GCC uses a precompiled header only where every command-line definition
# matches, so the tests link QtTest through rowan_qttest, which leaves out the per-folder QT_TESTCASE_BUILDDIR
# and QT_TESTCASE_SOURCEDIR: without them QFINDTESTDATA looks beside the test's source file (and QtTest's own
# headers can be precompiled too). Its owner is an executable like its users, so that the code-generation flags
# (-fPIE, sanitizers) match; with -Winvalid-pch and -Werror a header that cannot be used fails the build instead
# of going unnoticed.
option(ROWAN_TEST_PCH "Share precompiled Qt and standard headers among the test executables" ON)
# A failing test's backtrace needs functions, files and lines, not variables: line tables only (-g1) compile
# the test executables a tenth faster. The libraries and the explorer keep full debug info.
option(ROWAN_TEST_LINE_TABLES "Test and benchmark sources keep only line tables as debug info" ON)
add_library(rowan_qttest INTERFACE)
get_target_property(_rowan_qttest_includes Qt6::Test INTERFACE_INCLUDE_DIRECTORIES)
target_include_directories(rowan_qttest SYSTEM INTERFACE ${_rowan_qttest_includes})
target_compile_definitions(rowan_qttest INTERFACE QT_TESTLIB_LIB)
target_link_libraries(rowan_qttest INTERFACE $<LINK_ONLY:Qt6::Test> Qt6::Core)

# What every test and benchmark executable shares: QtTest (through rowan_qttest), the line tables, and the
# precompiled header.
function(rowan_use_test_pch target)
    # Every user links the same Qt modules, Widgets included, even where it needs only Core: Qt's headers read
    # the QT_<module>_LIB definitions, so one module set means one precompiled header per build instead of one
    # per combination (each is about 250 MB). A QTEST_MAIN test then runs in a QApplication; the tests that
    # need no GUI say QTEST_GUILESS_MAIN.
    target_link_libraries(${target} PRIVATE rowan_qttest Qt6::Network Qt6::Concurrent Qt6::Widgets)
    if(ROWAN_TEST_LINE_TABLES)
        target_compile_options(${target} PRIVATE $<$<CONFIG:Debug>:-g1>)
    endif()
    if(NOT ROWAN_TEST_PCH)
        return()
    endif()
    set(owner rowan_test_pch)
    if(NOT TARGET ${owner})
        file(CONFIGURE OUTPUT ${PROJECT_BINARY_DIR}/rowan_test_pch.cpp CONTENT "int main() { return 0; }\n")
        add_executable(${owner} EXCLUDE_FROM_ALL ${PROJECT_BINARY_DIR}/rowan_test_pch.cpp)
        set_target_properties(${owner} PROPERTIES AUTOMOC OFF)
        target_link_libraries(${owner} PRIVATE rowan_qttest Qt6::Network Qt6::Concurrent Qt6::Widgets
            rowan_compiler_options)
        if(ROWAN_TEST_LINE_TABLES)
            target_compile_options(${owner} PRIVATE $<$<CONFIG:Debug>:-g1>)
        endif()
        target_precompile_headers(${owner} PRIVATE
            <algorithm> <atomic> <chrono> <cstdint> <expected> <functional> <map> <memory> <optional> <string>
            <vector>
            <QCoreApplication> <QDateTime> <QDir> <QElapsedTimer> <QFile> <QFileInfo> <QHash> <QJsonArray>
            <QJsonDocument> <QJsonObject> <QList> <QLocale> <QObject> <QPointer> <QRegularExpression>
            <QSettings> <QString> <QStringList> <QTemporaryDir> <QThread> <QTimeZone> <QTimer> <QUuid>
            <QVariant>
            <QSignalSpy> <QTest>
            <QAbstractItemModel> <QColor> <QFont> <QKeySequence> <QPalette> <QSortFilterProxyModel>
            <QStandardItemModel>
            <QAction> <QApplication> <QCheckBox> <QComboBox> <QDialog> <QDialogButtonBox> <QDockWidget>
            <QFormLayout> <QHBoxLayout> <QHeaderView> <QLabel> <QLineEdit> <QMainWindow> <QMenu>
            <QMessageBox> <QPlainTextEdit> <QProgressBar> <QPushButton> <QSpinBox> <QSplitter>
            <QTableView> <QToolButton> <QTreeView> <QVBoxLayout> <QWidget>)
    endif()
    target_precompile_headers(${target} REUSE_FROM ${owner})
    # AUTOMOC's mocs_compilation.cpp is empty for a test (its moc output is included by the source itself):
    # loading the precompiled header would be all its compile time.
    get_target_property(binary_dir ${target} BINARY_DIR)
    set_source_files_properties(${binary_dir}/${target}_autogen/mocs_compilation.cpp
        TARGET_DIRECTORY ${target} PROPERTIES SKIP_PRECOMPILE_HEADERS ON)
endfunction()

# rowan_add_test(<name> <source>... [LIBS <target>...])
# Adds one QtTest executable and registers it with CTest, running offscreen so no display is needed. Tests
# include their shared helpers from tests/ by folder: "support/modeltestsupport.h", "remote/servethread.h".
function(rowan_add_test name)
    cmake_parse_arguments(ARG "" "" "LIBS" ${ARGN})
    add_executable(${name} ${ARG_UNPARSED_ARGUMENTS})
    target_link_libraries(${name} PRIVATE rowan_qttest rowan_compiler_options ${ARG_LIBS})
    target_include_directories(${name} PRIVATE ${PROJECT_SOURCE_DIR}/tests)
    rowan_use_test_pch(${name})
    add_test(NAME ${name} COMMAND ${name})
    set_tests_properties(${name} PROPERTIES
        ENVIRONMENT "QT_QPA_PLATFORM=offscreen;QTEST_FUNCTION_TIMEOUT=240000;LSAN_OPTIONS=suppressions=${PROJECT_SOURCE_DIR}/tests/lsan.supp"
        TIMEOUT 600)
endfunction()
