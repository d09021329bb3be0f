//! Windows: `hashdrop.exe` is a window program (subsystem "windows"), so Explorer starts
//! it without a console flashing up. A subcommand typed in cmd or PowerShell then has
//! no console of its own: it attaches to the terminal it was started from.
//!
//! The classic pitfall is output redirected to a file or a pipe: the parent hands those
//! handles over at start-up, and reopening `CONOUT$` over them would send the output to
//! the screen instead. So only the standard handles that are missing are pointed at the
//! console; the ones the parent gave are kept.

use windows_sys::Win32::Foundation::{GENERIC_READ, GENERIC_WRITE, HANDLE, INVALID_HANDLE_VALUE};
use windows_sys::Win32::Storage::FileSystem::{
    CreateFileW, FILE_SHARE_READ, FILE_SHARE_WRITE, FILE_TYPE_UNKNOWN, GetFileType, OPEN_EXISTING,
};
use windows_sys::Win32::System::Console::{
    ATTACH_PARENT_PROCESS, AttachConsole, GetStdHandle, STD_ERROR_HANDLE, STD_HANDLE,
    STD_INPUT_HANDLE, STD_OUTPUT_HANDLE, SetStdHandle,
};

/// Attaches to the parent's console, if it has one, and points the standard handles the
/// parent did not provide at it. Does nothing when started from Explorer (no console).
#[allow(unsafe_code)]
pub fn attach_parent_console() {
    let ids = [STD_INPUT_HANDLE, STD_OUTPUT_HANDLE, STD_ERROR_HANDLE];
    // SAFETY: GetStdHandle only reads the process parameters; any value is returned as is.
    let given: Vec<(STD_HANDLE, HANDLE)> = ids
        .iter()
        .map(|&id| (id, unsafe { GetStdHandle(id) }))
        .collect();
    // Attach even when all three handles are given (`> out.txt 2>&1 < in`), so that
    // Ctrl+C in that terminal stops this process too.
    // SAFETY: a plain call with a constant; failure (no parent console) is a 0 return.
    if unsafe { AttachConsole(ATTACH_PARENT_PROCESS) } == 0 {
        return;
    }
    for (id, handle) in given {
        if usable(handle) {
            // Put back what the parent gave, in case attaching replaced it.
            // SAFETY: `handle` is this process's own standard handle, still open.
            unsafe { SetStdHandle(id, handle) };
            continue;
        }
        let device = if id == STD_INPUT_HANDLE {
            "CONIN$"
        } else {
            "CONOUT$"
        };
        let console = open_console(device);
        if console != INVALID_HANDLE_VALUE {
            // SAFETY: `console` is a handle we just opened and never close: it lives as
            // long as the process, as a standard handle must.
            unsafe { SetStdHandle(id, console) };
        }
    }
}

/// Whether a standard handle leads somewhere (a file, a pipe, a console).
#[allow(unsafe_code)]
fn usable(handle: HANDLE) -> bool {
    if handle.is_null() || handle == INVALID_HANDLE_VALUE {
        return false;
    }
    // SAFETY: GetFileType accepts any handle value and answers FILE_TYPE_UNKNOWN for a
    // handle that is not open.
    unsafe { GetFileType(handle) != FILE_TYPE_UNKNOWN }
}

/// Opens the attached console's input or output (`CONIN$`, `CONOUT$`).
#[allow(unsafe_code)]
fn open_console(device: &str) -> HANDLE {
    let wide: Vec<u16> = device.encode_utf16().chain(std::iter::once(0)).collect();
    // SAFETY: `wide` is NUL-terminated and outlives the call; no security attributes and
    // no template handle are passed (null is allowed for both).
    unsafe {
        CreateFileW(
            wide.as_ptr(),
            GENERIC_READ | GENERIC_WRITE,
            FILE_SHARE_READ | FILE_SHARE_WRITE,
            std::ptr::null(),
            OPEN_EXISTING,
            0,
            std::ptr::null_mut(),
        )
    }
}
