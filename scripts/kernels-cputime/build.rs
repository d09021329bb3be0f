fn main() {
    // The kernels are compiled alone here (see src/engine/kernels/mod.rs).
    println!("cargo::rustc-check-cfg=cfg(kernels_standalone)");
    println!("cargo::rustc-cfg=kernels_standalone");
    // run.sh builds it a second time with the crates' portable compress.
    println!("cargo::rustc-check-cfg=cfg(sha1_backend, values(\"soft\"))");
    println!("cargo::rustc-check-cfg=cfg(sha2_backend, values(\"soft\"))");
}
