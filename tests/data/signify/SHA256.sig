untrusted comment: verify with void-aarch64.pub
RWSyKcVx/erU6+uRWpc5Hv+0LECBuEReDcSQrGAe/0ebeoIlKaX7fAq6TNtoH2OhHIOQUysoCBHCub5Rv8DQC1Xn7mtU915jaQY=
SHA256 (void-odroid-c2-20160923.img.xz) = 8a6ed0062686f8915ad9c90d3b02e2c45e8a842b8328495bd65a637ba53dd105
SHA256 (void-odroid-c2-musl-20160923.img.xz) = b7a623ee51a708624977b4e9cda83f1d855f200ea2015dedd457e6ab2b826754
SHA256 (void-odroid-c2-musl-rootfs-20160923.tar.xz) = 4eeb91ddd0b19e0843b0ebcfee9dee428815568fe3030fb7fd9b8618392493d6
SHA256 (void-odroid-c2-rootfs-20160923.tar.xz) = db736f00ca660439822aecba1914f95f0606006409a145a3af9828d48543e7a9
