//! Sigstore bundles (issue 34), checked offline against the bundled production trusted
//! root, on real bundles: the Sigstore conformance suite's production bundles (each
//! directory says by its name whether it must verify) and a real CPython release
//! bundle. Every case is also judged by the reference, `python -m sigstore verify
//! identity --offline`, which must agree: good exactly when it accepts. Then the
//! command line's exit codes, and hostile bundles: refused, never a panic.
//!
//! The data's origin: tests/data/sigstore/README.md.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::SystemTime;

use hashdrop::trust::{self, BadReason, KeyOrigin, Keyring, Verdict};

/// The conformance suite's signer: a GitHub Actions workflow.
const IDENTITY: &str = "https://github.com/sigstore-conformance/extremely-dangerous-public-oidc-beacon/.github/workflows/extremely-dangerous-oidc-beacon.yml@refs/heads/main";
const ISSUER: &str = "https://token.actions.githubusercontent.com";

fn data() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/sigstore")
}

/// Whether the reference verifier is installed; reports the skip if not.
fn have_reference() -> bool {
    let ok = Command::new("python3")
        .args(["-m", "sigstore", "--version"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !ok {
        common::skip_missing("the sigstore Python package (python3 -m sigstore)");
    }
    ok
}

/// Whether `python -m sigstore verify identity --offline` accepts `bundle` over
/// `artifact` (a path, or `sha256:HEX`) for `identity` and `issuer`.
fn reference(artifact: &str, bundle: &Path, identity: &str, issuer: &str) -> bool {
    Command::new("python3")
        .args([
            "-m",
            "sigstore",
            "verify",
            "identity",
            "--offline",
            "--bundle",
        ])
        .arg(bundle)
        .args([
            "--cert-identity",
            identity,
            "--cert-oidc-issuer",
            issuer,
            artifact,
        ])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .expect("run python3 -m sigstore")
        .success()
}

fn ring(identity: &str, issuer: &str) -> Keyring {
    let mut ring = Keyring::empty();
    ring.add_identity(identity, issuer, KeyOrigin::Given);
    ring
}

/// Hashdrop's verdict on `bundle` over `artifact`; `None` when it refuses to read it.
fn ours(artifact: &Path, bundle: &Path, ring: &Keyring) -> Option<Verdict> {
    let sig = std::fs::read(bundle).expect("bundle");
    trust::verify_detached_file(artifact, &sig, ring, SystemTime::now())
        .ok()
        .and_then(|r| r.signatures.into_iter().next())
}

/// One conformance case: its bundle, artifact, identity and issuer.
struct Case {
    name: String,
    bundle: PathBuf,
    artifact: PathBuf,
    identity: String,
    issuer: String,
}

fn cases() -> Vec<Case> {
    let root = data().join("conformance");
    let mut cases: Vec<Case> = std::fs::read_dir(&root)
        .expect("conformance data")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.join("bundle.sigstore.json").is_file())
        .map(|dir| {
            let read = |name: &str, default: &str| {
                std::fs::read_to_string(dir.join(name))
                    .map_or_else(|_| default.to_owned(), |s| s.trim().to_owned())
            };
            let artifact = Some(dir.join("artifact"))
                .filter(|p| p.is_file())
                .unwrap_or_else(|| root.join("a.txt"));
            Case {
                name: dir
                    .file_name()
                    .expect("name")
                    .to_string_lossy()
                    .into_owned(),
                bundle: dir.join("bundle.sigstore.json"),
                artifact,
                identity: read("identity", IDENTITY),
                issuer: read("issuer", ISSUER),
            }
        })
        .collect();
    cases.sort_by(|a, b| a.name.cmp(&b.name));
    cases
}

#[test]
fn conformance_bundles_verify_exactly_when_the_suite_says() {
    let cases = cases();
    assert!(cases.len() >= 30, "{} cases", cases.len());
    let mut wrong = Vec::new();
    for case in &cases {
        let verdict = ours(
            &case.artifact,
            &case.bundle,
            &ring(&case.identity, &case.issuer),
        );
        let good = verdict.as_ref().is_some_and(Verdict::is_good);
        if good == case.name.ends_with("_fail") {
            wrong.push(format!("{}: {verdict:?}", case.name));
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn conformance_bundles_agree_with_the_reference() {
    if !have_reference() {
        return;
    }
    let mut disagree = Vec::new();
    for case in cases() {
        let ring = ring(&case.identity, &case.issuer);
        let good = ours(&case.artifact, &case.bundle, &ring).is_some_and(|v| v.is_good());
        let artifact = case.artifact.to_string_lossy();
        let theirs = reference(&artifact, &case.bundle, &case.identity, &case.issuer);
        if good != theirs {
            disagree.push(format!("{}: ours {good}, reference {theirs}", case.name));
        }
    }
    assert!(disagree.is_empty(), "{disagree:#?}");
}

/// A copy of the v0.3 happy path in a scratch folder, as `a.txt` + `a.txt.sigstore.json`.
fn happy(dir: &Path) -> (PathBuf, PathBuf) {
    let from = data().join("conformance");
    let artifact = dir.join("a.txt");
    let bundle = dir.join("a.txt.sigstore.json");
    std::fs::copy(from.join("a.txt"), &artifact).expect("copy");
    std::fs::copy(from.join("happy-path-v0.3/bundle.sigstore.json"), &bundle).expect("copy");
    (artifact, bundle)
}

/// Rewrites the bundle's JSON with `change` (a tampered bundle that still parses).
fn tamper_bundle(bundle: &Path, to: &Path, change: impl FnOnce(&mut serde_json::Value)) {
    let mut json: serde_json::Value =
        serde_json::from_slice(&std::fs::read(bundle).expect("bundle")).expect("json");
    change(&mut json);
    std::fs::write(to, serde_json::to_vec(&json).expect("json")).expect("write");
}

/// Flips one base64 character of a string field.
fn flip(value: &mut serde_json::Value) {
    let s = value.as_str().expect("a string field").to_owned();
    let mut chars: Vec<char> = s.chars().collect();
    let i = chars.len() / 2;
    chars[i] = if chars[i] == 'A' { 'B' } else { 'A' };
    *value = serde_json::Value::String(chars.into_iter().collect());
}

/// The cases of the brief, each with the exit code Hashdrop must give; the reference
/// must accept exactly the one Hashdrop calls good.
#[test]
fn each_case_is_judged_as_the_reference_judges_it_and_exits_as_promised() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let (artifact, bundle) = happy(d);
    let changed = d.join("changed.txt");
    let mut bytes = std::fs::read(&artifact).expect("artifact");
    bytes[0] ^= 1;
    std::fs::write(&changed, bytes).expect("write");
    let bad_sig = d.join("bad-signature.sigstore.json");
    tamper_bundle(&bundle, &bad_sig, |j| {
        flip(&mut j["messageSignature"]["signature"]);
    });
    let bad_time = d.join("bad-time.sigstore.json");
    tamper_bundle(&bundle, &bad_time, |j| {
        let entry = &mut j["verificationMaterial"]["tlogEntries"][0];
        let t: i64 = entry["integratedTime"]
            .as_str()
            .expect("time")
            .parse()
            .expect("number");
        entry["integratedTime"] = serde_json::Value::String((t + 60).to_string());
    });
    let no_proof = d.join("no-proof.sigstore.json");
    tamper_bundle(&bundle, &no_proof, |j| {
        j["verificationMaterial"]["tlogEntries"][0]
            .as_object_mut()
            .expect("entry")
            .remove("inclusionProof");
    });
    let bad_proof = d.join("bad-proof.sigstore.json");
    tamper_bundle(&bundle, &bad_proof, |j| {
        flip(&mut j["verificationMaterial"]["tlogEntries"][0]["inclusionProof"]["rootHash"]);
    });
    let staging = data().join("conformance/bundle-from-wrong-instance_fail/bundle.sigstore.json");
    let a = |p: &Path| p.to_string_lossy().into_owned();
    // (name, file, bundle, identity, issuer, exit code)
    let cases: Vec<(&str, String, PathBuf, &str, &str, i32)> = vec![
        ("good", a(&artifact), bundle.clone(), IDENTITY, ISSUER, 0),
        (
            "tampered file",
            a(&changed),
            bundle.clone(),
            IDENTITY,
            ISSUER,
            1,
        ),
        (
            "wrong identity",
            a(&artifact),
            bundle.clone(),
            "someone@example.com",
            ISSUER,
            2,
        ),
        (
            "wrong issuer",
            a(&artifact),
            bundle.clone(),
            IDENTITY,
            "https://accounts.google.com",
            2,
        ),
        (
            "tampered signature",
            a(&artifact),
            bad_sig,
            IDENTITY,
            ISSUER,
            1,
        ),
        (
            "tampered log time",
            a(&artifact),
            bad_time,
            IDENTITY,
            ISSUER,
            1,
        ),
        // Nothing to check the log against: cannot decide (the reference refuses too).
        (
            "no inclusion proof",
            a(&artifact),
            no_proof,
            IDENTITY,
            ISSUER,
            2,
        ),
        (
            "wrong inclusion proof",
            a(&artifact),
            bad_proof,
            IDENTITY,
            ISSUER,
            1,
        ),
        (
            "not from the production root",
            a(&artifact),
            staging,
            IDENTITY,
            ISSUER,
            1,
        ),
    ];
    let reference_there = have_reference();
    for (name, file, bundle, identity, issuer, code) in cases {
        let out = common::run_hashdrop(
            d,
            &[
                "signature".as_ref(),
                file.as_ref(),
                bundle.as_os_str(),
                "--identity".as_ref(),
                identity.as_ref(),
                "--issuer".as_ref(),
                issuer.as_ref(),
            ] as &[&std::ffi::OsStr],
        );
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert_eq!(
            out.status.code(),
            Some(code),
            "{name}: {stdout}{}",
            String::from_utf8_lossy(&out.stderr)
        );
        if reference_there {
            let theirs = reference(&file, &bundle, identity, issuer);
            assert_eq!(theirs, code == 0, "{name}: the reference disagrees");
        }
    }
}

#[test]
fn a_good_bundle_names_the_signer_the_issuer_and_the_log_time() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (artifact, _) = happy(dir.path());
    // The bundle is found beside the file, as `a.txt.sigstore.json`.
    let out = common::run_hashdrop(
        dir.path(),
        &[
            "signature",
            &artifact.to_string_lossy(),
            "--identity",
            IDENTITY,
            "--issuer",
            ISSUER,
        ],
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert!(
        stdout.starts_with(&format!(
            "Good signature from \"{IDENTITY}\" (issuer {ISSUER}, made 20"
        )),
        "{stdout}"
    );
    // Without --identity, nobody vouches for this signer: it is named, not trusted.
    let out = common::run_hashdrop(dir.path(), &["signature", &artifact.to_string_lossy()]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(2), "{stdout}");
    assert!(
        stdout.contains(IDENTITY) && stdout.contains(ISSUER),
        "{stdout}"
    );
}

/// A proof that is there but wrong is bad (red, exit 1); a proof that is missing
/// leaves nothing to check (amber, exit 2). Neither is ever good.
#[test]
fn a_wrong_proof_is_bad_and_a_missing_one_cannot_be_decided() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (artifact, bundle) = happy(dir.path());
    let ring = ring(IDENTITY, ISSUER);
    let bad_proof = dir.path().join("bad.sigstore.json");
    tamper_bundle(&bundle, &bad_proof, |j| {
        flip(&mut j["verificationMaterial"]["tlogEntries"][0]["inclusionProof"]["rootHash"]);
    });
    let verdict = ours(&artifact, &bad_proof, &ring);
    assert!(
        matches!(
            verdict,
            Some(Verdict::Bad {
                why: BadReason::NotProven { .. },
                ..
            })
        ),
        "{verdict:?}"
    );
    let no_proof = dir.path().join("none.sigstore.json");
    tamper_bundle(&bundle, &no_proof, |j| {
        j["verificationMaterial"]["tlogEntries"][0]
            .as_object_mut()
            .expect("entry")
            .remove("inclusionProof");
    });
    let verdict = ours(&artifact, &no_proof, &ring);
    assert!(
        matches!(verdict, Some(Verdict::Unreadable { .. })),
        "{verdict:?}"
    );
}

/// CPython 3.12.5's real `.sigstore` bundle (2024, bundle v0.1), checked against the
/// release file's published SHA-256: the 27 MB tarball itself is not kept here. Its
/// inclusion proof has no checkpoint, which the reference refuses ("entry must contain
/// inclusion proof, with checkpoint"; `sigstore plumbing fix-bundle` repairs it online):
/// Hashdrop must not accept what the reference refuses.
#[test]
fn a_real_cpython_bundle_is_judged_as_the_reference_judges_it() {
    const DIGEST: &str = "38dc4e2c261d49c661196066edbfb70fdb16be4a79cc8220c224dfeb5636d405";
    let bundle = data().join("Python-3.12.5.tgz.sigstore");
    let mut sha = [0u8; 32];
    for (i, b) in sha.iter_mut().enumerate() {
        *b = u8::from_str_radix(&DIGEST[2 * i..2 * i + 2], 16).expect("hex");
    }
    let bytes = std::fs::read(&bundle).expect("bundle");
    // The bundled CPython signers (python.org's list) hold thomas@python.org.
    let verdict = trust::verify_sigstore_digest(&sha, &bytes, &Keyring::bundled());
    let good = verdict.as_ref().is_ok_and(Verdict::is_good);
    if have_reference() {
        let theirs = reference(
            &format!("sha256:{DIGEST}"),
            &bundle,
            "thomas@python.org",
            "https://accounts.google.com",
        );
        assert_eq!(good, theirs, "{verdict:?}");
    }
    assert!(!good, "{verdict:?}");
}

#[test]
fn cpython_release_managers_are_bundled_signers() {
    let ring = Keyring::bundled();
    for (identity, issuer) in [
        ("thomas@python.org", "https://accounts.google.com"),
        ("hugo@python.org", "https://github.com/login/oauth"),
    ] {
        assert!(
            ring.identities()
                .iter()
                .any(|s| s.identity == identity && s.issuer == issuer),
            "{identity}"
        );
    }
}

#[test]
fn hostile_bundles_are_refused_never_a_panic() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (artifact, bundle) = happy(dir.path());
    let good = std::fs::read(&bundle).expect("bundle");
    let ring = ring(IDENTITY, ISSUER);
    let mut inputs: Vec<Vec<u8>> = (0..good.len())
        .step_by(97)
        .map(|n| good[..n].to_vec())
        .collect();
    let mut huge =
        b"{\"mediaType\": \"application/vnd.dev.sigstore.bundle.v0.3+json\", \"x\": \"".to_vec();
    huge.resize(4 << 20, b'A');
    inputs.push(huge);
    let mut deep =
        b"{\"mediaType\": \"application/vnd.dev.sigstore.bundle.v0.3+json\", \"x\": ".to_vec();
    deep.extend(std::iter::repeat_n(b'[', 100_000));
    inputs.push(deep);
    inputs.push(
        good.iter()
            .map(|b| if *b == b'"' { b'\'' } else { *b })
            .collect(),
    );
    for input in inputs {
        let r = trust::verify_detached_file(&artifact, &input, &ring, SystemTime::now());
        assert!(
            !r.as_ref()
                .is_ok_and(|r| r.signatures.iter().any(Verdict::is_good)),
            "{} bytes: {r:?}",
            input.len()
        );
    }
}
