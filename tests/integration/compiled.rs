//! The built-in editions' compiled forms (`rulesets/compiled/ID.bin`) are
//! what the YAML gives now: a test fails when one is stale or missing
//! (`CAIPAN_BLESS=1` remakes them), and decoding one gives back exactly the
//! edition validated from the YAML, so nothing is lost on the way.

use caipan::ruleset::{BUILT_IN, built_in_from_yaml, compiled};

#[test]
fn compiled_rulesets_are_current() {
    let dir = concat!(root!(), "/rulesets/compiled");
    let mut stale = Vec::new();
    for (id, _, _) in BUILT_IN {
        let fresh = built_in_from_yaml(id).unwrap().unwrap();
        let bytes = compiled::encode(&fresh).unwrap();
        let path = format!("{dir}/{id}.bin");
        if std::fs::read(&path).ok().as_deref() != Some(bytes.as_slice()) {
            stale.push(*id);
            if std::env::var("CAIPAN_BLESS").is_ok() {
                std::fs::create_dir_all(dir).unwrap();
                std::fs::write(&path, &bytes).unwrap();
            }
        } else {
            // The file is current; the binary embeds it, so it is used.
            assert!(compiled::is_current(id), "{id}: embedded form not used");
        }
    }
    assert!(
        stale.is_empty(),
        "the compiled forms of {stale:?} are out of date: run `CAIPAN_BLESS=1 cargo test --test integration compiled` (then build again)"
    );
}

#[test]
fn a_compiled_form_decodes_to_the_edition_it_was_made_from() {
    for (id, _, _) in BUILT_IN {
        let fresh = built_in_from_yaml(id).unwrap().unwrap();
        let (_, decoded) = compiled::decode(&compiled::encode(&fresh).unwrap()).unwrap();
        assert_eq!(format!("{decoded:#?}"), format!("{fresh:#?}"), "{id}");
    }
}

#[test]
fn bytes_that_are_not_a_compiled_form_are_refused() {
    assert!(compiled::decode(b"").is_none());
    assert!(compiled::decode(b"not a ruleset at all").is_none());
    let fresh = built_in_from_yaml("go-2002").unwrap().unwrap();
    let mut bytes = compiled::encode(&fresh).unwrap();
    bytes.truncate(bytes.len() / 2);
    assert!(compiled::decode(&bytes).is_none());
}
