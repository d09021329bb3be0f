//! OpenPGP keys and signatures made with rPGP for the window tests: a publisher's key,
//! a detached signature, a clear-signed text (no external tool needed).

#![allow(dead_code)] // Each test binary that uses it takes only what it needs.

/// A publisher's key made for the test, and its public half, armoured.
pub fn test_key(uid: &str) -> (pgp::composed::SignedSecretKey, String) {
    use pgp::composed::{ArmorOptions, KeyType, SecretKeyParamsBuilder};
    let params = SecretKeyParamsBuilder::default()
        .key_type(KeyType::Ed25519Legacy)
        .can_certify(true)
        .can_sign(true)
        .primary_user_id(uid.into())
        .passphrase(None)
        .build()
        .expect("key parameters");
    let key = params
        .generate(rand::thread_rng())
        .expect("rPGP makes a key");
    let public = key
        .to_public_key()
        .to_armored_string(ArmorOptions::default())
        .expect("armour");
    (key, public)
}

/// A binary detached signature of `data` by `key`.
pub fn detached_sign(key: &pgp::composed::SignedSecretKey, data: &[u8]) -> Vec<u8> {
    use pgp::ser::Serialize;
    pgp::composed::DetachedSignature::sign_binary_data(
        rand::thread_rng(),
        &key.primary_key,
        &pgp::types::Password::empty(),
        pgp::crypto::hash::HashAlgorithm::Sha256,
        data,
    )
    .expect("rPGP signs")
    .to_bytes()
    .expect("serialise")
}

/// `text` clear-signed by `key`.
pub fn clear_sign(key: &pgp::composed::SignedSecretKey, text: &str) -> String {
    use pgp::composed::{ArmorOptions, CleartextSignedMessage};
    CleartextSignedMessage::sign(
        rand::thread_rng(),
        text,
        &key.primary_key,
        &pgp::types::Password::empty(),
    )
    .expect("rPGP signs")
    .to_armored_string(ArmorOptions::default())
    .expect("armour")
}
