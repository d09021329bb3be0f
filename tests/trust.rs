//! OpenPGP signatures: keys and signatures made here with GnuPG and with rPGP, checked
//! by `hashdrop::trust` and by `gpgv`, which must agree on the facts (valid, bad, no
//! key, revoked) while Hashdrop's policy is stricter where documented (SHA-1, keys
//! expired or revoked at the signature's time). Then bad input, the command line, and
//! the real `InRelease` files of this Debian system.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant, SystemTime};

use hashdrop::trust::{self, KeyOrigin, Keyring, Outcome, Problem, Report, TrustError, Verdict};
use pgp::composed::{Deserializable, DetachedSignature, SignedSecretKey};
use pgp::crypto::hash::HashAlgorithm;
use pgp::packet::{SignatureConfig, SignatureType, Subpacket, SubpacketData};
use pgp::ser::Serialize;
use pgp::types::{Password, SigningKey, Timestamp};

const SUMS: &str = "0000000000000000000000000000000000000000000000000000000000000000  a.iso\n";

/// A GnuPG home with the test keys, made once per test run.
struct Gpg {
    _dir: tempfile::TempDir,
    home: PathBuf,
    /// Signs with its primary key.
    alice: String,
    /// Certifies with its primary; signs with a subkey; has an authentication subkey.
    sub: String,
    /// A key nobody trusts.
    mallory: String,
    /// Made in 2020, expired in 2021.
    old: String,
    /// An RSA key (signs MD5 when asked).
    rsa: String,
    /// Revoked (no reason given: a hard revocation).
    revoked: String,
    /// Its signature of [`SUMS`], made before it was revoked.
    revoked_sig: Vec<u8>,
}

static GPG: OnceLock<Option<Gpg>> = OnceLock::new();

/// The shared GnuPG fixture, or `None` (after saying so) when gpg or gpgv is missing.
fn gpg() -> Option<&'static Gpg> {
    GPG.get_or_init(|| {
        if !common::have_tool("gpg") || !common::have_tool("gpgv") {
            return None;
        }
        Some(Gpg::new())
    })
    .as_ref()
}

impl Gpg {
    fn new() -> Self {
        let dir = tempfile::tempdir().expect("tempdir");
        let home = dir.path().join("home");
        std::fs::create_dir(&home).expect("gnupg home");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&home, std::fs::Permissions::from_mode(0o700)).ok();
        }
        let mut g = Self {
            _dir: dir,
            home,
            alice: String::new(),
            sub: String::new(),
            mallory: String::new(),
            old: String::new(),
            rsa: String::new(),
            revoked: String::new(),
            revoked_sig: Vec::new(),
        };
        g.alice = g.new_key("Alice <alice@example.org>", "sign", None);
        g.sub = g.new_key("Sub <sub@example.org>", "cert", None);
        g.run(&["--quick-add-key", &g.sub, "ed25519", "sign", "never"]);
        g.run(&["--quick-add-key", &g.sub, "ed25519", "auth", "never"]);
        g.mallory = g.new_key("Mallory <mallory@example.org>", "sign", None);
        g.old = g.new_key("Old <old@example.org>", "sign", Some("20200101T000000!"));
        g.rsa = g.new_key_of("Rsa <rsa@example.org>", "rsa2048", "sign", None);
        g.revoked = g.new_key("Revoked <revoked@example.org>", "sign", None);
        let home = g.home.clone();
        g.revoked_sig = g.sign(&home, &g.revoked, SUMS.as_bytes(), &[]);
        g.revoke(&g.revoked);
        g
    }

    fn gpg(&self, args: &[&str]) -> Output {
        Command::new("gpg")
            .env("GNUPGHOME", &self.home)
            .args([
                "--batch",
                "--no-tty",
                "--pinentry-mode",
                "loopback",
                "--passphrase",
                "",
            ])
            .args(args)
            .stdin(Stdio::null())
            .output()
            .expect("run gpg")
    }

    fn run(&self, args: &[&str]) -> Vec<u8> {
        let out = self.gpg(args);
        assert!(
            out.status.success(),
            "gpg {args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        out.stdout
    }

    /// A new ed25519 key; its fingerprint. `faked` is a `--faked-system-time`.
    fn new_key(&self, uid: &str, usage: &str, faked: Option<&str>) -> String {
        self.new_key_of(uid, "ed25519", usage, faked)
    }

    fn new_key_of(&self, uid: &str, algo: &str, usage: &str, faked: Option<&str>) -> String {
        let mut args = vec![];
        if let Some(t) = faked {
            args.extend(["--faked-system-time", t]);
        }
        let expire = if faked.is_some() { "1y" } else { "never" };
        args.extend(["--quick-gen-key", uid, algo, usage, expire]);
        self.run(&args);
        let listing = self.run(&["--with-colons", "--list-keys", uid]);
        let text = String::from_utf8_lossy(&listing);
        text.lines()
            .find_map(|l| l.strip_prefix("fpr:"))
            .and_then(|l| l.split(':').find(|f| f.len() == 40))
            .expect("fingerprint")
            .to_owned()
    }

    /// Imports the revocation certificate GnuPG made with the key.
    fn revoke(&self, fpr: &str) {
        let cert = self
            .home
            .join("openpgp-revocs.d")
            .join(format!("{fpr}.rev"));
        let text = std::fs::read_to_string(&cert).expect("revocation certificate");
        let armour = text.replace(":-----BEGIN", "-----BEGIN");
        let path = self.home.join("rev.asc");
        std::fs::write(&path, armour).expect("write");
        self.run(&["--import", &path.to_string_lossy()]);
    }

    /// The public key (binary), as `gpgv --keyring` wants it.
    fn export(&self, fpr: &str) -> Vec<u8> {
        self.run(&["--export", fpr])
    }

    fn secret(&self, fpr: &str) -> SignedSecretKey {
        let bytes = self.run(&["--export-secret-keys", fpr]);
        SignedSecretKey::from_bytes(&bytes[..]).expect("rPGP reads GnuPG's secret key")
    }

    /// A detached signature of `data` by `fpr` (extra gpg options in `extra`).
    fn sign(&self, dir: &Path, fpr: &str, data: &[u8], extra: &[&str]) -> Vec<u8> {
        let input = dir.join("to-sign");
        std::fs::write(&input, data).expect("write");
        let out = dir.join("sig");
        let mut args = vec!["--yes", "--local-user", fpr, "--output"];
        let out_s = out.to_string_lossy().into_owned();
        args.push(&out_s);
        args.extend(extra);
        let input_s = input.to_string_lossy().into_owned();
        if !extra.contains(&"--clearsign") {
            args.push("--detach-sign");
        }
        args.push(&input_s);
        self.run(&args);
        std::fs::read(&out).expect("signature")
    }
}

/// What gpgv says about one signature (from `--status-fd`).
#[derive(Debug, Default)]
struct GpgvSig {
    /// GOODSIG, BADSIG, ERRSIG, EXPKEYSIG, REVKEYSIG, EXPSIG.
    status: String,
    /// VALIDSIG was printed: the signature matches the data.
    valid: bool,
    /// The hash algorithm number VALIDSIG names.
    hash: Option<u8>,
    /// NO_PUBKEY was printed.
    no_key: bool,
}

/// Runs gpgv with `keys` as its keyring over a detached (`data` given) or clear-signed
/// file.
fn gpgv(dir: &Path, keys: &[u8], sig: &[u8], data: Option<&[u8]>) -> Vec<GpgvSig> {
    let ring = dir.join("ring.gpg");
    std::fs::write(&ring, keys).expect("write");
    let sig_path = dir.join("gpgv.sig");
    std::fs::write(&sig_path, sig).expect("write");
    let mut cmd = Command::new("gpgv");
    cmd.arg("--status-fd=1")
        .arg("--keyring")
        .arg(&ring)
        .arg(&sig_path);
    if let Some(d) = data {
        let p = dir.join("gpgv.data");
        std::fs::write(&p, d).expect("write");
        cmd.arg(p);
    }
    let out = cmd.stdin(Stdio::null()).output().expect("run gpgv");
    let mut sigs: Vec<GpgvSig> = Vec::new();
    for line in String::from_utf8_lossy(&out.stdout).lines() {
        let mut words = line.split_whitespace().skip(1);
        let Some(tag) = words.next() else { continue };
        match tag {
            "NEWSIG" => sigs.push(GpgvSig::default()),
            "GOODSIG" | "BADSIG" | "ERRSIG" | "EXPKEYSIG" | "REVKEYSIG" | "EXPSIG" => {
                if let Some(s) = sigs.last_mut() {
                    s.status = tag.to_owned();
                }
            }
            "VALIDSIG" => {
                if let Some(s) = sigs.last_mut() {
                    s.valid = true;
                    s.hash = words.nth(7).and_then(|h| h.parse().ok());
                }
            }
            "NO_PUBKEY" => {
                if let Some(s) = sigs.last_mut() {
                    s.no_key = true;
                }
            }
            _ => {}
        }
    }
    sigs
}

/// The facts both tools report: does it match, is it bad, is the key missing.
fn fact_ours(v: &Verdict) -> &'static str {
    match v {
        Verdict::Good { .. } | Verdict::Rejected { .. } => "valid",
        Verdict::Bad { .. } => "bad",
        Verdict::UnknownKey { .. } | Verdict::UnknownSigner { .. } => "no key",
        Verdict::Unreadable { .. } => "error",
    }
}

fn fact_gpgv(s: &GpgvSig) -> &'static str {
    if s.valid {
        "valid"
    } else if s.status == "BADSIG" {
        "bad"
    } else if s.no_key {
        "no key"
    } else {
        "error"
    }
}

/// Asserts that Hashdrop and gpgv agree signature by signature, and that a revoked
/// key is reported by both.
fn assert_agree(case: &str, ours: &Report, theirs: &[GpgvSig]) {
    assert_eq!(
        ours.signatures.len(),
        theirs.len(),
        "{case}: {ours:?} vs {theirs:?}"
    );
    for (o, t) in ours.signatures.iter().zip(theirs) {
        if t.status == "ERRSIG" && !t.no_key {
            // gpgv refuses to check it (MD5, a key not allowed to sign): Hashdrop must
            // refuse too, saying why.
            assert!(
                matches!(o, Verdict::Rejected { .. } | Verdict::Unreadable { .. }),
                "{case}: {o:?} vs {t:?}"
            );
        } else {
            assert_eq!(fact_ours(o), fact_gpgv(t), "{case}: {o:?} vs {t:?}");
        }
        let revoked = matches!(
            o,
            Verdict::Rejected {
                problem: Problem::KeyRevoked { .. },
                ..
            }
        );
        assert_eq!(revoked, t.status == "REVKEYSIG", "{case}: {o:?} vs {t:?}");
        // Where gpgv still accepts SHA-1 (GnuPG 2.2), Hashdrop rejects it and says why.
        if t.valid && t.hash == Some(2) {
            assert!(
                matches!(
                    o,
                    Verdict::Rejected {
                        problem: Problem::WeakHash { .. },
                        ..
                    }
                ),
                "{case}: SHA-1 must be rejected: {o:?}"
            );
        }
    }
}

fn ring_of(keys: &[u8]) -> Keyring {
    let mut ring = Keyring::empty();
    ring.add_bytes(keys, KeyOrigin::Given).expect("keys");
    ring
}

fn now() -> SystemTime {
    SystemTime::now()
}

/// An rPGP-made detached signature by `key` with the given creation time and hash.
fn rpgp_sign(
    key: &impl SigningKey,
    data: &[u8],
    created: SystemTime,
    hash: HashAlgorithm,
) -> Vec<u8> {
    let mut config = SignatureConfig::v4(SignatureType::Binary, key.algorithm(), hash);
    config.hashed_subpackets = vec![
        Subpacket::regular(SubpacketData::SignatureCreationTime(
            Timestamp::try_from(created).expect("time"),
        ))
        .expect("subpacket"),
        Subpacket::regular(SubpacketData::IssuerFingerprint(key.fingerprint())).expect("subpacket"),
    ];
    config.unhashed_subpackets =
        vec![Subpacket::regular(SubpacketData::IssuerKeyId(key.legacy_key_id())).expect("sp")];
    let sig = config
        .sign(key, &Password::empty(), data)
        .expect("rPGP signs");
    DetachedSignature::new(sig).to_bytes().expect("serialise")
}

fn verdicts(r: &Report) -> Vec<&Verdict> {
    r.signatures.iter().collect()
}

#[test]
fn detached_signatures_agree_with_gpgv() {
    let Some(g) = gpg() else { return };
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let data = SUMS.as_bytes();
    let mut trusted = g.export(&g.alice);
    trusted.extend(g.export(&g.sub));
    trusted.extend(g.export(&g.old));
    trusted.extend(g.export(&g.revoked));
    trusted.extend(g.export(&g.rsa));
    let ring = ring_of(&trusted);
    let old_secret = g.secret(&g.old);
    let sub_secret = g.secret(&g.sub);
    let in_2020 = SystemTime::UNIX_EPOCH + Duration::from_secs(1_590_000_000);
    let in_2023 = SystemTime::UNIX_EPOCH + Duration::from_secs(1_690_000_000);
    let cases: Vec<(&str, Vec<u8>, Vec<u8>)> = vec![
        ("good", g.sign(d, &g.alice, data, &[]), data.to_vec()),
        (
            "good, armoured",
            g.sign(d, &g.alice, data, &["--armor"]),
            data.to_vec(),
        ),
        (
            "tampered",
            g.sign(d, &g.alice, data, &[]),
            b"1111  a.iso\n".to_vec(),
        ),
        ("wrong key", g.sign(d, &g.mallory, data, &[]), data.to_vec()),
        ("subkey-signed", g.sign(d, &g.sub, data, &[]), data.to_vec()),
        (
            "SHA-1",
            g.sign(d, &g.alice, data, &["--digest-algo", "SHA1"]),
            data.to_vec(),
        ),
        ("revoked", g.revoked_sig.clone(), data.to_vec()),
        (
            "expired key, signed while valid (rPGP)",
            rpgp_sign(
                &old_secret.primary_key,
                data,
                in_2020,
                HashAlgorithm::Sha256,
            ),
            data.to_vec(),
        ),
        (
            "expired at signature time (rPGP)",
            rpgp_sign(
                &old_secret.primary_key,
                data,
                in_2023,
                HashAlgorithm::Sha256,
            ),
            data.to_vec(),
        ),
        (
            "authentication subkey (rPGP)",
            rpgp_sign(
                &sub_secret.secret_subkeys[1].key,
                data,
                now(),
                HashAlgorithm::Sha256,
            ),
            data.to_vec(),
        ),
        (
            "MD5",
            g.sign(d, &g.rsa, data, &["--digest-algo", "MD5"]),
            data.to_vec(),
        ),
    ];
    for (case, sig, signed) in &cases {
        let ours = trust::verify_detached_bytes(signed, sig, &ring, now()).expect(case);
        let theirs = gpgv(d, &trusted, sig, Some(signed));
        assert_agree(case, &ours, &theirs);
        let v = verdicts(&ours);
        let expected_ok = matches!(
            *case,
            "good" | "good, armoured" | "subkey-signed" | "expired key, signed while valid (rPGP)"
        );
        assert_eq!(
            ours.outcome() == Outcome::Trusted,
            expected_ok,
            "{case}: {v:?}"
        );
        match *case {
            "tampered" => assert_eq!(ours.outcome(), Outcome::Bad),
            "wrong key" => assert!(matches!(v[0], Verdict::UnknownKey { .. }), "{v:?}"),
            "SHA-1" | "MD5" => assert!(
                matches!(
                    v[0],
                    Verdict::Rejected {
                        problem: Problem::WeakHash { .. },
                        ..
                    }
                ),
                "{case}: {v:?}"
            ),
            "expired at signature time (rPGP)" => assert!(
                matches!(
                    v[0],
                    Verdict::Rejected {
                        problem: Problem::KeyExpired { .. },
                        ..
                    }
                ),
                "{v:?}"
            ),
            "authentication subkey (rPGP)" => assert!(
                matches!(
                    v[0],
                    Verdict::Rejected {
                        problem: Problem::NotForSigning,
                        ..
                    }
                ),
                "{v:?}"
            ),
            _ => {}
        }
    }
}

#[test]
fn future_dated_and_several_signatures() {
    let Some(g) = gpg() else { return };
    let dir = tempfile::tempdir().expect("tempdir");
    let data = SUMS.as_bytes();
    let trusted = g.export(&g.alice);
    let ring = ring_of(&trusted);
    let alice = g.secret(&g.alice);
    let tomorrow = now() + Duration::from_secs(86_400);
    let future = rpgp_sign(&alice.primary_key, data, tomorrow, HashAlgorithm::Sha256);
    let r = trust::verify_detached_bytes(data, &future, &ring, now()).expect("parse");
    assert!(
        matches!(
            r.signatures[0],
            Verdict::Rejected {
                problem: Problem::FutureDated { .. },
                ..
            }
        ),
        "{r:?}"
    );
    // Three signatures in one file: Alice (trusted), Mallory (unknown), Sub (unknown
    // here): signed, since one good signature is trusted and none is bad.
    let mut several = g.sign(dir.path(), &g.alice, data, &[]);
    several.extend(g.sign(dir.path(), &g.mallory, data, &[]));
    several.extend(g.sign(dir.path(), &g.sub, data, &[]));
    let r = trust::verify_detached_bytes(data, &several, &ring, now()).expect("parse");
    assert_eq!(r.signatures.len(), 3);
    assert_eq!(r.outcome(), Outcome::Trusted);
    assert_agree(
        "several",
        &r,
        &gpgv(dir.path(), &trusted, &several, Some(data)),
    );
    let r = trust::verify_detached_bytes(b"changed", &several, &ring, now()).expect("parse");
    assert_eq!(
        r.outcome(),
        Outcome::Bad,
        "one bad signature spoils the file"
    );
}

#[test]
fn clear_signed_files_agree_with_gpgv_and_only_signed_text_counts() {
    let Some(g) = gpg() else { return };
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let trusted = g.export(&g.alice);
    let ring = ring_of(&trusted);
    let text = format!("# comment\n- dash line\n{SUMS}trailing spaces   \n");
    let signed = g.sign(d, &g.alice, text.as_bytes(), &["--clearsign"]);
    let crlf_text = text.replace('\n', "\r\n");
    let signed_crlf = g.sign(d, &g.alice, crlf_text.as_bytes(), &["--clearsign"]);
    let as_crlf = String::from_utf8_lossy(&signed)
        .replace('\n', "\r\n")
        .into_bytes();
    let appended = [
        &signed[..],
        b"1111111111111111111111111111111111111111111111111111111111111111  evil.iso\n",
    ]
    .concat();
    let prepended = [
        &b"1111111111111111111111111111111111111111111111111111111111111111  evil.iso\n"[..],
        &signed,
    ]
    .concat();
    let tampered = String::from_utf8_lossy(&signed)
        .replace("a.iso", "b.iso")
        .into_bytes();
    let sha1 = g.sign(
        d,
        &g.alice,
        text.as_bytes(),
        &["--clearsign", "--digest-algo", "SHA1"],
    );
    let cases: [(&str, &[u8], bool); 7] = [
        ("good", &signed, true),
        ("CRLF text", &signed_crlf, true),
        ("whole file turned CRLF", &as_crlf, true),
        ("unsigned line appended", &appended, true),
        ("unsigned line prepended", &prepended, true),
        ("tampered", &tampered, false),
        ("SHA-1", &sha1, false),
    ];
    for (case, file, ok) in cases {
        let ours = trust::verify_clear_signed(file, &ring, now()).expect(case);
        assert_agree(case, &ours.report, &gpgv(d, &trusted, file, None));
        assert_eq!(
            ours.report.outcome() == Outcome::Trusted,
            ok,
            "{case}: {ours:?}"
        );
        let t = String::from_utf8_lossy(&ours.signed.text);
        assert!(!t.contains("evil.iso"), "{case}: unsigned text leaked: {t}");
        if ok {
            assert_eq!(
                t,
                "# comment\n- dash line\n".to_owned() + SUMS + "trailing spaces\n"
            );
        }
    }
    let appended = trust::verify_clear_signed(&appended, &ring, now()).expect("framed");
    assert_eq!(appended.signed.lines_after, 1);
    // A Hash header that disagrees with the signature: refused by both.
    let text = String::from_utf8_lossy(&signed).into_owned();
    let header = text.lines().nth(1).expect("Hash header").to_owned();
    assert!(header.starts_with("Hash: "), "{header}");
    let wrong = text.replacen(&header, "Hash: SHA224", 1);
    let ours = trust::verify_clear_signed(wrong.as_bytes(), &ring, now()).expect("framed");
    assert!(
        matches!(
            ours.report.signatures[0],
            Verdict::Rejected {
                problem: Problem::HashHeaderMismatch { .. },
                ..
            }
        ),
        "{ours:?}"
    );
    let theirs = gpgv(d, &trusted, wrong.as_bytes(), None);
    assert!(theirs.iter().all(|t| !t.valid), "{theirs:?}");
}

#[test]
fn rsa_dsa_and_ecdsa_keys_verify() {
    let Some(g) = gpg() else { return };
    let dir = tempfile::tempdir().expect("tempdir");
    for algo in ["rsa3072", "dsa2048", "nistp256", "nistp384"] {
        let uid = format!("{algo} <{algo}@example.org>");
        let fpr = g.new_key_of(&uid, algo, "sign", None);
        let keys = g.export(&fpr);
        let sig = g.sign(dir.path(), &fpr, SUMS.as_bytes(), &[]);
        let ours = trust::verify_detached_bytes(SUMS.as_bytes(), &sig, &ring_of(&keys), now())
            .expect(algo);
        assert_agree(
            algo,
            &ours,
            &gpgv(dir.path(), &keys, &sig, Some(SUMS.as_bytes())),
        );
        assert_eq!(ours.outcome(), Outcome::Trusted, "{algo}: {ours:?}");
    }
}

/// Writes `name` in `dir`, returning its path.
fn put(dir: &Path, name: &str, bytes: &[u8]) -> PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, bytes).expect("write");
    p
}

fn hashdrop(dir: &Path, args: &[&str]) -> Output {
    common::run_hashdrop(dir, args)
}

#[test]
fn signature_command_lines_and_exit_codes() {
    let Some(g) = gpg() else { return };
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    put(d, "alice.gpg", &g.export(&g.alice));
    put(d, "SUMS", SUMS.as_bytes());
    put(d, "SUMS.gpg", &g.sign(d, &g.alice, SUMS.as_bytes(), &[]));
    put(d, "OTHER", b"other\n");
    put(d, "OTHER.sig", &g.sign(d, &g.mallory, b"other\n", &[]));
    put(d, "PLAIN", b"plain\n");
    let out = hashdrop(
        d,
        &["signature", "--keyring", "alice.gpg", "SUMS", "SUMS.gpg"],
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert!(
        stdout.starts_with(&format!(
            "Good signature from \"Alice <alice@example.org>\" (fingerprint {}, made ",
            g.alice
        )),
        "{stdout}"
    );
    assert_eq!(stdout.lines().count(), 1);
    // The sibling signature is found without naming it.
    let out = hashdrop(d, &["signature", "--keyring", "alice.gpg", "SUMS"]);
    assert_eq!(out.status.code(), Some(0));
    put(d, "SUMS", b"changed\n");
    let out = hashdrop(d, &["signature", "--keyring", "alice.gpg", "SUMS"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        format!("BAD signature (key {})\n", g.alice)
    );
    let out = hashdrop(d, &["signature", "--keyring", "alice.gpg", "OTHER"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        format!(
            "Unknown key {}: no trusted key for this signature\n",
            g.mallory
        )
    );
    let out = hashdrop(d, &["signature", "PLAIN"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not signed"));
}

/// Alice's key (`alice.gpg`), `a.iso` and an unsigned `SHA256SUMS` listing it in `d`;
/// the list's text.
fn alice_and_her_sums(g: &Gpg, d: &Path) -> String {
    put(d, "alice.gpg", &g.export(&g.alice));
    put(d, "a.iso", b"iso");
    let digest = hashdrop::engine::Algorithm::Sha256.digest(b"iso").to_hex();
    let sums = format!("{digest}  a.iso\n");
    put(d, "SHA256SUMS", sums.as_bytes());
    sums
}

#[test]
fn check_reports_one_signature_line_and_keeps_gnu_stdout() {
    let Some(g) = gpg() else { return };
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let sums = alice_and_her_sums(g, d);
    let plain = hashdrop(d, &["check", "SHA256SUMS"]);
    assert_eq!(String::from_utf8_lossy(&plain.stdout), "a.iso: OK\n");
    assert!(plain.stderr.is_empty());
    let required = hashdrop(d, &["check", "--require-signature", "SHA256SUMS"]);
    assert_eq!(required.status.code(), Some(1), "unsigned and required");
    put(
        d,
        "SHA256SUMS.gpg",
        &g.sign(d, &g.alice, sums.as_bytes(), &[]),
    );
    let out = hashdrop(
        d,
        &[
            "check",
            "--keyring",
            "alice.gpg",
            "--require-signature",
            "SHA256SUMS",
        ],
    );
    assert_eq!(
        out.stdout, plain.stdout,
        "standard output is GNU's, unchanged"
    );
    assert_eq!(out.status.code(), Some(0));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("Good signature from \"Alice"), "{err}");
    // A comment added after signing: every checksum matches, the signature is BAD, and
    // check fails.
    put(d, "SHA256SUMS", format!("{sums}# added\n").as_bytes());
    let out = hashdrop(d, &["check", "--keyring", "alice.gpg", "SHA256SUMS"]);
    assert_eq!(
        (out.status.code(), out.stdout.clone()),
        (Some(1), plain.stdout.clone())
    );
    assert!(String::from_utf8_lossy(&out.stderr).contains("BAD signature"));
    put(d, "SHA256SUMS", sums.as_bytes());
    // Without Alice's key: unknown, which only --require-signature turns into a failure.
    let out = hashdrop(d, &["check", "SHA256SUMS"]);
    assert_eq!(
        (out.status.code(), out.stdout.clone()),
        (Some(0), plain.stdout.clone())
    );
    assert!(String::from_utf8_lossy(&out.stderr).contains("Unknown key"));
    let out = hashdrop(d, &["check", "--require-signature", "SHA256SUMS"]);
    assert_eq!(out.status.code(), Some(1));
    // A clear-signed file with an unsigned line appended for the download: the
    // appended line is never checked.
    let clear = g.sign(d, &g.alice, sums.as_bytes(), &["--clearsign"]);
    let evil = format!("{}  a.iso\n", "1".repeat(64));
    put(d, "CHECKSUM", &[&clear[..], evil.as_bytes()].concat());
    let out = hashdrop(d, &["check", "--keyring", "alice.gpg", "CHECKSUM"]);
    assert_eq!(String::from_utf8_lossy(&out.stdout), "a.iso: OK\n");
    assert_eq!(out.status.code(), Some(0));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("1 line(s) outside the signed text"), "{err}");
}

#[test]
fn a_keyring_named_on_the_command_line_is_trusted_for_that_run_only() {
    let Some(g) = gpg() else { return };
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let sums = alice_and_her_sums(g, d);
    put(
        d,
        "SHA256SUMS.gpg",
        &g.sign(d, &g.alice, sums.as_bytes(), &[]),
    );
    // The app's data folder, as the command line would find it.
    let data = d.join("data-home");
    std::fs::create_dir_all(&data).expect("mkdir");
    let run = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_hashdrop"))
            .current_dir(d)
            .args(args)
            .env("XDG_DATA_HOME", &data)
            .env("HOME", d)
            .stdin(std::process::Stdio::null())
            .output()
            .expect("run hashdrop")
    };
    let with_key = run(&[
        "check",
        "--keyring",
        "alice.gpg",
        "--require-signature",
        "SHA256SUMS",
    ]);
    assert_eq!(with_key.status.code(), Some(0), "trusted for this run");
    let entries: Vec<_> = std::fs::read_dir(&data).expect("read").collect();
    assert!(
        entries.is_empty(),
        "nothing written to the data folder: {entries:?}"
    );
    let without = run(&["check", "--require-signature", "SHA256SUMS"]);
    assert_eq!(without.status.code(), Some(1), "and not in the next one");
}

#[test]
fn bad_input_never_crashes_hangs_or_says_good() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let ring = Keyring::bundled();
    let armour = "-----BEGIN PGP SIGNATURE-----\n\niQIzBAABCAAdFiEE\n-----END PGP SIGNATURE-----\n";
    let inputs: [&[u8]; 6] = [
        b"",
        b"garbage \x00\xff\x80 not a signature",
        armour.as_bytes(),
        &armour.as_bytes()[..40],
        b"\x88\x00",
        &[0xc2, 0x05, 0x07, 0x00, 0x01, 0x02, 0x03],
    ];
    for input in inputs {
        let r = trust::verify_detached_bytes(b"data", input, &ring, now());
        assert!(
            r.as_ref().map_or(true, |r| r.outcome() != Outcome::Trusted),
            "{input:?}: {r:?}"
        );
    }
    // A 100 MB "signature" (sparse) is refused by its size, quickly.
    let big = d.join("big.sig");
    std::fs::File::create(&big)
        .and_then(|f| f.set_len(100 << 20))
        .expect("sparse file");
    let start = Instant::now();
    assert!(matches!(
        trust::read_signature_file(&big),
        Err(TrustError::TooLarge { .. })
    ));
    put(d, "data", b"data");
    let out = hashdrop(d, &["signature", "data", "big.sig"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("too large"));
    // A guard against reading it whole (that would take minutes), not a speed test.
    assert!(
        start.elapsed() < Duration::from_secs(60),
        "{:?}",
        start.elapsed()
    );
    // A key file that is really an image.
    let png = [&b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"[..], &[0u8; 64]].concat();
    let image = put(d, "key.png", &png);
    assert!(Keyring::empty().add_file(&image).is_err());
    let out = hashdrop(d, &["signature", "--keyring", "key.png", "data", "data"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("key.png"));
    // Several signed blocks in one file.
    let block = format!("-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA256\n\n{SUMS}{armour}");
    let twice = format!("{block}{block}");
    assert!(matches!(
        trust::verify_clear_signed(twice.as_bytes(), &ring, now()),
        Err(TrustError::SeveralSignedBlocks { count: 2 })
    ));
}

#[test]
fn detached_signature_over_another_file_and_unknown_versions() {
    let Some(g) = gpg() else { return };
    let dir = tempfile::tempdir().expect("tempdir");
    let keys = g.export(&g.alice);
    let ring = ring_of(&keys);
    let sig = g.sign(dir.path(), &g.alice, b"one file\n", &[]);
    let r = trust::verify_detached_bytes(b"another file\n", &sig, &ring, now()).expect("parse");
    assert_eq!(r.outcome(), Outcome::Bad);
    // A dropped `.gpg` is told apart: a signature, a key, or neither.
    assert!(trust::is_detached_signature(&sig));
    assert!(
        !trust::is_detached_signature(&keys),
        "a key is not a signature"
    );
    assert!(!trust::is_detached_signature(b"\x89PNG\r\n\x1a\n"));
    assert!(!trust::is_detached_signature(b""));
    assert_eq!(
        trust::signed_file_of(Path::new("/d/SHA256SUMS.gpg")),
        Some(PathBuf::from("/d/SHA256SUMS"))
    );
    assert_eq!(
        trust::signed_file_of(Path::new("/d/arch.iso.SIG")),
        Some(PathBuf::from("/d/arch.iso"))
    );
    assert_eq!(trust::signed_file_of(Path::new("/d/key.pub")), None);
    // The same signature with its version byte made unknown (7): never good.
    let mut odd = sig.clone();
    let body = if odd[0] & 0x40 != 0 {
        2
    } else {
        2 + usize::from(odd[0] & 3 == 1)
    };
    odd[body] = 7;
    let r = trust::verify_detached_bytes(b"one file\n", &odd, &ring, now());
    assert!(
        r.as_ref().map_or(true, |r| r.outcome() != Outcome::Trusted),
        "{r:?}"
    );
}

#[test]
fn real_inrelease_files_verify_with_the_debian_archive_keyring() {
    let keyring = Path::new("/usr/share/keyrings/debian-archive-keyring.gpg");
    let files: Vec<PathBuf> = std::fs::read_dir("/var/lib/apt/lists")
        .into_iter()
        .flatten()
        .filter_map(Result::ok)
        .map(|e| e.path())
        // Only Debian's own archives are signed by Debian's keys (a machine may also
        // list others', such as a vendor's repository).
        .filter(|p| {
            let name = p.to_string_lossy();
            name.ends_with("InRelease") && name.contains("debian.org")
        })
        .collect();
    if !keyring.exists() || files.is_empty() {
        // .ci/run installs Debian's archive keyring and reads the archive's lists.
        common::skip_missing(
            "Debian's archive keyring and apt lists (debian-archive-keyring, apt-get update)",
        );
        return;
    }
    let mut ring = Keyring::empty();
    ring.add_file(keyring).expect("Debian's keyring");
    for f in files.iter().take(3) {
        let bytes = std::fs::read(f).expect("read");
        let c = trust::verify_clear_signed(&bytes, &ring, now()).expect("framed");
        // Debian signs with keys whose expiry is short; an old list may outlive one.
        assert_ne!(
            c.report.outcome(),
            Outcome::Bad,
            "{}: {:?}",
            f.display(),
            c.report
        );
        assert!(
            c.report.signatures.iter().any(|v| matches!(
                v,
                Verdict::Good { .. }
                    | Verdict::Rejected {
                        problem: Problem::KeyExpired { .. },
                        ..
                    }
            )),
            "{}: {:?}",
            f.display(),
            c.report
        );
        assert!(String::from_utf8_lossy(&c.signed.text).contains("SHA256:"));
    }
}

/// Issue 32 item 4: 60 unsigned lines put in front of a clear-signed list. gpgv still
/// finds the good signature; so must `check --require-signature`, and only the signed
/// line is checked (the forged ones would fail it).
#[test]
fn sixty_lines_before_a_clear_signed_list_leave_it_signed() {
    let Some(g) = gpg() else { return };
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let sums = alice_and_her_sums(g, d);
    let clear = g.sign(d, &g.alice, sums.as_bytes(), &["--clearsign"]);
    let forged = format!("{}  a.iso\n", "e".repeat(64)).repeat(60);
    let file = [forged.as_bytes(), &clear[..]].concat();
    put(d, "CHECKSUM", &file);
    let theirs = gpgv(d, &g.export(&g.alice), &file, None);
    assert!(theirs.iter().any(|t| t.valid), "gpgv: {theirs:?}");
    let out = hashdrop(
        d,
        &[
            "check",
            "--keyring",
            "alice.gpg",
            "--require-signature",
            "CHECKSUM",
        ],
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(String::from_utf8_lossy(&out.stdout), "a.iso: OK\n", "{err}");
    assert_eq!(out.status.code(), Some(0), "{err}");
    assert!(err.contains("Good signature from \"Alice"), "{err}");
    assert!(err.contains("60 line(s) outside the signed text"), "{err}");
}

/// Issue 32 item 1, on the command line: a keyring file holding Alice's key and then a
/// second key under her exact name. The line says which key signed: the fingerprint
/// of the one that made the signature, not the first in the file.
#[test]
fn check_names_the_key_that_signed_of_a_keyring_of_several() {
    let Some(g) = gpg() else { return };
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let sums = alice_and_her_sums(g, d);
    put(
        d,
        "both.gpg",
        &[g.export(&g.alice), g.export(&g.mallory)].concat(),
    );
    put(
        d,
        "SHA256SUMS.gpg",
        &g.sign(d, &g.mallory, sums.as_bytes(), &[]),
    );
    let out = hashdrop(d, &["check", "--keyring", "both.gpg", "SHA256SUMS"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains(&format!("fingerprint {}", g.mallory)), "{err}");
    assert!(!err.contains(&g.alice), "{err}");
    let out = hashdrop(d, &["signature", "--keyring", "both.gpg", "SHA256SUMS"]);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.contains(&format!("fingerprint {}", g.mallory)),
        "{said}"
    );
}
