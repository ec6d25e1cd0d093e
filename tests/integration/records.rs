//! The record reader's fast path for plain moves (`B D4` on a line of its
//! own) reads exactly what `grammar/record.pest` reads: the same events,
//! spans included, and the same refusal at the same place, on mutations of
//! real-looking records, on random text over the format's own characters
//! and on the structured fuzzer's records.

use crate::common::{Xorshift, mutated_or_drawn, same_reading};
use caipan::record::{parse, parse_with_grammar};

/// Both readers on `text`: the same record, or the same refusal.
fn agree(text: &str) {
    let fast = parse("x", text);
    let spec = parse_with_grammar("x", text);
    same_reading(&fast, &spec, "the fast path and the grammar", text);
}

#[test]
fn plain_moves_are_read_as_the_grammar_reads_them() {
    let seeds: [&str; 6] = [
        "[Edition \"go-2002\"]\n[Komi \"7.5\"]\n\nB Q16\nW D4\n12. B Q4\nW D16 {a note}\nB pass\nW R3\n",
        "---\nexpect: []\n---\n[Edition \"gomoku-2013\"]\nB H8\r\nW H9\r\n\r\nB J10\rW K11",
        "B A1\nW T19\nB  C3\nW D4 @1:05:30\nB E5 ; comment\n  W F6\nB G7\t\nW H8 W J9\n",
        "B D4\nW Q16\nB late 25m\nW claims takeback\narbiter: B warning\nboth agree-dead D4 E5\nsetup B D4 W C3 empty E5 to-move W\nB Q3",
        "1. B D4 2. W Q16\nB D45\nW D4x\nB d4\nb D4\nW Q16\n\n\n",
        "B D4\nW Q16\nB ??\nW C3\n",
    ];
    let mut rng = Xorshift(0x9E37_79B9_7F4A_7C15);
    let alphabet: Vec<char> = "BW DQ419\n\r\t;{}.@+:-abz\u{3000}".chars().collect();
    for seed in seeds {
        agree(seed);
    }
    for i in 0..6000 {
        agree(&mutated_or_drawn(i, &seeds, &alphabet, 60, &mut rng));
    }
    // The structured fuzzer's records: every event an edition declares.
    let editions = caipan::fuzzing::built_in();
    for _ in 0..1500 {
        let bytes: Vec<u8> = (0..(rng.next() % 200)).map(|_| rng.next() as u8).collect();
        let rules = &editions[(rng.next() as usize) % editions.len()];
        agree(&caipan::fuzzing::record_from_bytes(rules, &bytes));
    }
}

/// A record of plain moves only is read without the grammar past its head,
/// in time linear in its length (a million moves in well under the time
/// the grammar took for a tenth of them is not asserted: speed is measured
/// in `benches/`, this checks the result).
#[test]
fn a_long_record_of_plain_moves_reads_every_move() {
    let columns = "ABCDEFGHJKLMNOPQRST".as_bytes();
    let mut text = String::from("[Edition \"go-2002\"]\n");
    for k in 0..20_000usize {
        let p = (k * 7) % 361;
        let who = if k % 2 == 0 { "B" } else { "W" };
        text.push_str(&format!(
            "{who} {}{}\n",
            char::from(columns[p % 19]),
            p / 19 + 1
        ));
    }
    let record = parse("x", &text).expect("a record");
    assert_eq!(record.events.len(), 20_000);
    agree(&text);
}
