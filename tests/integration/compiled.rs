//! The built-in editions' compiled forms, made by build.rs with the loader
//! itself: every edition has one, it is exactly the edition validated from
//! the YAML (its head's summary and outline too), and decoding refuses bytes that are not a form.

use caipan::ruleset::{BUILT_IN, built_in_from_yaml, compiled};

#[test]
fn every_built_in_edition_is_embedded_as_it_loads_from_its_yaml() {
    for (id, _, _) in BUILT_IN {
        assert!(
            compiled::is_embedded(id),
            "{id}: the build made no compiled form"
        );
        let fresh = built_in_from_yaml(id).unwrap().unwrap();
        let embedded = compiled::load(id).unwrap();
        assert_eq!(format!("{embedded:#?}"), format!("{fresh:#?}"), "{id}");
        // The head's summary and outline, read without the rest, are the
        // edition's.
        assert_eq!(
            compiled::summary(id),
            Some(compiled::Summary::of(&fresh)),
            "{id}"
        );
        assert_eq!(
            compiled::outline(id),
            Some(compiled::Outline::of(&fresh)),
            "{id}"
        );
    }
}

#[test]
fn a_compiled_form_decodes_to_the_edition_it_was_made_from() {
    for (id, _, _) in BUILT_IN {
        let fresh = built_in_from_yaml(id).unwrap().unwrap();
        let decoded = compiled::decode(&compiled::encode(&fresh).unwrap()).unwrap();
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
