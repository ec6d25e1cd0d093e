//! A grammar-aware SGF generator for the fuzzers: bytes read as choices
//! make a collection with the shapes hostile files have used against the
//! reader — stray brackets and junk before the collection, deep and wide
//! variations, setup before and after the first move with `aa:cc`
//! rectangles, malformed sizes, clocks, comments in GBK or cut UTF-8 with
//! escapes, `CA[]` values that lie about the charset, and caipan's private
//! property. The output is bytes: not always UTF-8, not always SGF.

use super::Choices;

/// An SGF collection (as bytes) built from `data`.
pub fn sgf_from_bytes(data: &[u8]) -> Vec<u8> {
    let mut c = Choices::new(data);
    let mut out = Vec::new();
    if c.below(8) == 0 {
        let junk: &[&[u8]] = &[b"[", b"]", b"\xe4", b"junk ", b"\\", b"[(;"];
        out.extend_from_slice(junk[c.below(junk.len())]);
    }
    let games = 1 + c.below(3);
    for _ in 0..games {
        game(&mut c, &mut out);
        if c.below(6) == 0 {
            out.extend_from_slice(b"\n");
        }
    }
    if c.below(10) == 0 {
        let tails: &[&[u8]] = &[b"(", b")", b"(;", b"[", b" trailer"];
        out.extend_from_slice(tails[c.below(tails.len())]);
    }
    out
}

/// One game tree: a root with the game's information, then nodes and
/// variations.
fn game(c: &mut Choices<'_>, out: &mut Vec<u8>) {
    out.extend_from_slice(b"(;");
    let gm: &[&[u8]] = &[b"GM[1]", b"GM[4]", b"", b"GM[x]"];
    out.extend_from_slice(gm[c.below(gm.len())]);
    let sizes: &[&[u8]] = &[
        b"SZ[19]",
        b"SZ[15]",
        b"SZ[9]",
        b"",
        b"SZ[abc]",
        b"SZ[-1]",
        b"SZ[]",
        b"SZ[19:9]",
        b"SZ[19:19]",
        b"SZ[0]",
        b"SZ[26]",
        b"SZ[25]",
        b"SZ[ 13 ]",
    ];
    out.extend_from_slice(sizes[c.below(sizes.len())]);
    let charsets: &[&[u8]] = &[
        b"",
        b"",
        b"CA[UTF-8]",
        b"CA[GB2312]",
        b"CA[UTF-16]",
        b"CA[UTF-16BE]",
        b"CA[latin1]",
        b"CA[nonsense]",
        b"CA[ISO-2022-JP]",
    ];
    out.extend_from_slice(charsets[c.below(charsets.len())]);
    if c.below(3) == 0 {
        let komi: &[&[u8]] = &[b"KM[7.5]", b"KM[375]", b"KM[3.75]", b"KM[]", b"KM[1e308]"];
        out.extend_from_slice(komi[c.below(komi.len())]);
    }
    if c.below(3) == 0 {
        setup(c, out);
    }
    sequence(c, out, 0);
    out.push(b')');
}

/// Nodes, then perhaps variations (each a tree of its own), to `depth`.
fn sequence(c: &mut Choices<'_>, out: &mut Vec<u8>, depth: usize) {
    let nodes = c.below(12);
    for _ in 0..nodes {
        if c.done() {
            break;
        }
        out.push(b';');
        node(c, out);
    }
    if depth < 64 && c.below(5) == 0 {
        for _ in 0..1 + c.below(3) {
            out.extend_from_slice(b"(;");
            node(c, out);
            sequence(c, out, depth + 1);
            out.push(b')');
        }
    }
}

/// One node: a move, a pass, setup, a comment, clocks, a private line.
fn node(c: &mut Choices<'_>, out: &mut Vec<u8>) {
    match c.below(10) {
        0..=5 => {
            out.extend_from_slice([b"B", b"W"][c.below(2)]);
            point_value(c, out);
            if c.below(4) == 0 {
                let clocks: &[&[u8]] = &[b"BL[30]", b"WL[12.5]", b"BL[-1]", b"WL[x]"];
                out.extend_from_slice(clocks[c.below(clocks.len())]);
            }
        }
        6 => setup(c, out),
        7 => comment(c, out),
        8 => {
            let lines: &[&[u8]] = &[
                b"CAIPAN[W claim takeback]",
                b"CAIPAN[B late 20m]",
                b"CAIPAN[not a line]",
            ];
            match c.below(lines.len() + 1) {
                // A built-in edition's tag, by position in the list.
                0 => {
                    let ids = crate::ruleset::BUILT_IN;
                    let (id, _, _) = ids[c.below(ids.len())];
                    out.extend_from_slice(format!("CAIPAN[[Edition \"{id}\"]]").as_bytes());
                }
                i => out.extend_from_slice(lines[i - 1]),
            }
        }
        _ => out.extend_from_slice([&b"PL[W]"[..], b"PL[B]", b"PL[x]"][c.below(3)]),
    }
}

/// `AB`/`AW`/`AE` with points and rectangles, sometimes `PL`.
fn setup(c: &mut Choices<'_>, out: &mut Vec<u8>) {
    let idents: &[&[u8]] = &[b"AB", b"AW", b"AE"];
    for _ in 0..1 + c.below(3) {
        out.extend_from_slice(idents[c.below(idents.len())]);
        for _ in 0..1 + c.below(4) {
            if c.below(3) == 0 {
                out.push(b'[');
                out.extend_from_slice(&letters(c));
                out.push(b':');
                out.extend_from_slice(&letters(c));
                out.push(b']');
            } else {
                point_value(c, out);
            }
        }
    }
    if c.below(4) == 0 {
        out.extend_from_slice(b"PL[W]");
    }
}

/// A point value: near the corner mostly, sometimes a pass, off the board
/// or not a point.
fn point_value(c: &mut Choices<'_>, out: &mut Vec<u8>) {
    out.push(b'[');
    match c.below(12) {
        0 => {}
        1 => out.extend_from_slice(b"tt"),
        2 => out.extend_from_slice([&b"zz"[..], b"a", b"abc", b"A1"][c.below(4)]),
        _ => out.extend_from_slice(&letters(c)),
    }
    out.push(b']');
}

/// Two coordinate letters, mostly in the corner so that stones touch.
fn letters(c: &mut Choices<'_>) -> [u8; 2] {
    let range = if c.below(4) == 0 { 19 } else { 5 };
    [b'a' + c.below(range) as u8, b'a' + c.below(range) as u8]
}

/// A comment: GBK text, cut UTF-8, a lone lead byte before the `]`,
/// escapes and soft line breaks.
fn comment(c: &mut Choices<'_>, out: &mut Vec<u8>) {
    let texts: &[&[u8]] = &[
        b"\xe4",
        b"\xd6\xd0\xce\xc4",
        b"\xe4\xbd\xa0\xe5",
        b"\\]",
        b"a\\\nb",
        b"\x81\\",
        b"\xe4\\",
        b"plain",
        b"\xff\xfe",
    ];
    out.extend_from_slice(b"C[");
    for _ in 0..1 + c.below(3) {
        out.extend_from_slice(texts[c.below(texts.len())]);
    }
    out.push(b']');
}
