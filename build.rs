//! Windows builds only: embeds the icon, the version information and the manifest in
//! `hashdrop.exe` (winresource runs MinGW's `windres`, or `rc.exe` with MSVC). For any
//! other target this script does nothing.

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=packaging/windows/hashdrop.ico");
    println!("cargo::rerun-if-changed=packaging/windows/hashdrop.manifest");
    // Build scripts run on the host: the target is in the environment, not in cfg!.
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("windows") {
        return;
    }
    let mut res = winresource::WindowsResource::new();
    res.set_icon("packaging/windows/hashdrop.ico")
        .set_manifest_file("packaging/windows/hashdrop.manifest")
        .set("FileDescription", "Hashdrop checksum utility")
        .set("ProductName", "Hashdrop")
        .set("CompanyName", "The Hashdrop developers")
        .set("LegalCopyright", "MIT OR Apache-2.0");
    // Only the app gets the resources; test and bench executables do not need them.
    if let Err(e) = res.compile_for("hashdrop") {
        // A missing windres is a broken toolchain: say which tool, and stop.
        panic!("cannot embed the Windows resources (is windres installed?): {e}");
    }
}
