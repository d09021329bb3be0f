//! Serde helper: an [`Algorithm`](crate::engine::Algorithm) as its command-line name (`sha256`).

use serde::{Deserialize as _, Deserializer, Serializer};

use crate::engine::Algorithm;

pub fn serialize<S: Serializer>(a: &Algorithm, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(a.name())
}

pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Algorithm, D::Error> {
    let s = String::deserialize(d)?;
    s.parse().map_err(serde::de::Error::custom)
}
