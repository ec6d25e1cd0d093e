//! Which hosts and origins are served.

use super::*;

#[test]
fn loopback_names_and_ip_literals_are_served_and_others_not() {
    let h = Hosts::loopback();
    for ok in [
        "localhost",
        "localhost:8080",
        "LOCALHOST.",
        "app.localhost:1",
        "127.0.0.1:8080",
        "[::1]:8080",
        "[::1]",
        "192.168.1.20",
        "::1",
    ] {
        assert!(h.serves(ok), "{ok}");
    }
    for no in [
        "evil.example",
        "evil.example:8080",
        "localhost.evil.example",
        "",
        "x",
    ] {
        assert!(!h.serves(no), "{no}");
    }
    let named = Hosts::for_bind(
        "127.0.0.1".parse().expect("an address"),
        &["Arbiter.Lan.".into()],
    )
    .expect("an ASCII name");
    assert!(named.serves("arbiter.lan:8080"));
}

#[test]
fn a_name_not_in_ascii_is_refused_at_start() {
    // A browser sends 例え.jp as xn--r8jz45g.jp: the name as typed would
    // never match, so it is refused rather than taken and never served.
    let refused = Hosts::for_bind(
        "127.0.0.1".parse().expect("an address"),
        &["例え.jp".into()],
    );
    assert_eq!(refused.err().as_deref(), Some("例え.jp"));
}

#[test]
fn an_origin_must_be_served_too() {
    let h = Hosts::loopback();
    let mut headers = HeaderMap::new();
    headers.insert(header::HOST, "127.0.0.1:8080".parse().expect("a value"));
    assert!(h.refusal(&headers).is_none());
    headers.insert(
        header::ORIGIN,
        "http://127.0.0.1:8080".parse().expect("a value"),
    );
    assert!(h.refusal(&headers).is_none());
    headers.insert(
        header::ORIGIN,
        "https://evil.example".parse().expect("a value"),
    );
    assert!(h.refusal(&headers).is_some());
    headers.insert(header::ORIGIN, "null".parse().expect("a value"));
    assert!(h.refusal(&headers).is_some());
}
