# Installs the build into a temporary prefix and checks that everything a Linux desktop
# expects is where it expects it. Run by ctest as the test `install_layout`.
#   cmake -DBUILD_DIR=... -DPREFIX=... -P check_install.cmake
file(REMOVE_RECURSE "${PREFIX}")
execute_process(COMMAND ${CMAKE_COMMAND} --install "${BUILD_DIR}" --prefix "${PREFIX}"
                RESULT_VARIABLE result OUTPUT_QUIET)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "cmake --install failed: ${result}")
endif()
foreach(expected
        bin/streamtable
        bin/streamtable-designer
        share/applications/io.github.streamtable.designer.desktop
        share/metainfo/io.github.streamtable.designer.metainfo.xml
        share/icons/hicolor/scalable/apps/io.github.streamtable.designer.svg)
    if(NOT EXISTS "${PREFIX}/${expected}")
        message(FATAL_ERROR "not installed: ${expected}")
    endif()
endforeach()
file(READ "${PREFIX}/share/applications/io.github.streamtable.designer.desktop" desktop)
if(NOT desktop MATCHES "Exec=streamtable-designer" OR NOT desktop MATCHES "Icon=io.github.streamtable.designer")
    message(FATAL_ERROR "the .desktop file does not start the designer with its icon")
endif()
# The installed CLI runs on its own.
execute_process(COMMAND "${PREFIX}/bin/streamtable" --version RESULT_VARIABLE result OUTPUT_VARIABLE out)
if(NOT result EQUAL 0 OR NOT out MATCHES "^streamtable ")
    message(FATAL_ERROR "the installed streamtable does not run: ${result} ${out}")
endif()
message(STATUS "install layout ok")
