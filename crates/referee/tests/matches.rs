//! Matches refereed between scripted engines, each carrying what a real
//! engine rarely does on cue: a resignation, a crash, silence, a late
//! answer, garbage, a stone on a stone, a move the edition voids (suicide,
//! a ko retaken at once), dead stones agreed and disputed, five in a row,
//! a renju foul pointed out, an opening laid. Each game's verdicts are
//! the edition's, cited; and every record written, judged again as
//! `caipan check` judges it, gives the referee's findings and result.

use caipan::judgement::Outcome;
use caipan_referee::conduct;
use caipan_referee::matches::{EngineSpec, MatchSpec, Played, play_match};
use std::sync::Arc;
use std::time::Duration;

/// A scripted engine of `protocol` ("gtp" or "pbrain") playing `script`.
fn engine(protocol: &str, name: &str, args: &[&str]) -> EngineSpec {
    let program = match protocol {
        "gtp" => env!("CARGO_BIN_EXE_caipan-test-gtp"),
        _ => env!("CARGO_BIN_EXE_caipan-test-pbrain"),
    };
    EngineSpec {
        name: name.into(),
        program: program.into(),
        args: args.iter().map(|a| a.to_string()).collect(),
    }
}

/// One game under `edition` (with `supplement`), Black's and White's
/// scripted engines as given; its record judged again.
fn one_game(
    edition: &str,
    supplement: Option<&str>,
    black: EngineSpec,
    white: EngineSpec,
) -> (Played, String) {
    let ruleset = caipan::ruleset::resolve_with(edition, supplement).expect("a built-in edition");
    let out = std::env::temp_dir().join(format!(
        "caipan-referee-{}-{}-{}",
        std::process::id(),
        edition,
        black
            .args
            .join("_")
            .replace(['/', ' ', ';', ':', '!', ','], "-")
    ));
    let spec = MatchSpec {
        ruleset: Arc::new(ruleset),
        supplements: Vec::new(),
        engines: [black, white],
        games: 1,
        per_move: Duration::from_millis(400),
        seed: 0,
        out: out.clone(),
    };
    let table = conduct::built_in().expect("the conduct table reads");
    let mut played = play_match(&spec, table, &mut |_| {}).expect("the match is played");
    let game = played.remove(0);
    judged_again(&spec, &game);
    let text = std::fs::read_to_string(&game.files[0]).unwrap_or_default();
    let _ = std::fs::remove_dir_all(&out);
    (game, text)
}

/// The written record, judged as `caipan check` judges it, gives the
/// referee's findings and result.
fn judged_again(spec: &MatchSpec, game: &Played) {
    let path = &game.files[0];
    let text = std::fs::read_to_string(path).expect("the record is written");
    let record = caipan::record::parse("again", &text).expect("the record parses");
    let (again, defect) =
        caipan::judge(&spec.ruleset, &record, "again", text.as_str()).expect("judged");
    assert!(defect.is_none(), "{text}");
    let said = |j: &caipan::Judgement| {
        let findings: Vec<String> = j
            .findings
            .iter()
            .map(|f| {
                format!(
                    "{} {} {} {:?}",
                    f.move_number,
                    f.rule(),
                    f.event(),
                    f.verdict
                )
            })
            .collect();
        (findings, j.result.outcome.name(), j.result.margin)
    };
    assert_eq!(said(&again), said(&game.judgement), "{text}");
}

fn rules(game: &Played) -> Vec<&str> {
    game.judgement.findings.iter().map(|f| f.rule()).collect()
}

fn gtp(name: &str, script: &str) -> EngineSpec {
    engine("gtp", name, &[script])
}

#[test]
fn two_passes_and_dead_stones_agreed_are_counted() {
    let (g, text) = one_game("go-2002", None, gtp("b", "D4;pass"), gtp("w", "Q16;pass"));
    assert_eq!(rules(&g), ["two-passes-end-the-game"]);
    assert_eq!(
        g.judgement.result.outcome,
        Outcome::WhiteWins,
        "komi decides an even board"
    );
    assert!(text.contains("both agree-dead"), "{text}");
}

#[test]
fn a_resignation_loses_with_its_article() {
    let (g, _) = one_game("go-2002", None, gtp("b", "D4;resign"), gtp("w", "Q16"));
    assert_eq!(g.judgement.result.outcome, Outcome::WhiteWins);
    let f = g.judgement.findings.last().expect("a finding");
    assert_eq!(f.event(), "resign");
    assert!(!f.articles().is_empty());
}

#[test]
fn a_crash_garbage_or_a_stone_on_a_stone_withdraws_the_engine() {
    for script in ["!crash", "!garbage", "D4", "!bytes", "!long"] {
        let (g, _) = one_game("go-2002", None, gtp("b", "D4;Q4"), gtp("w", script));
        assert_eq!(g.judgement.result.outcome, Outcome::BlackWins, "{script}");
        assert_eq!(
            g.judgement.findings.last().map(|f| f.event()),
            Some("withdraw"),
            "{script}"
        );
        assert!(
            !g.notes.is_empty(),
            "the referee says what the engine did: {script}"
        );
    }
}

#[test]
fn silence_or_a_late_answer_is_the_flag_falling() {
    for script in ["!silent", "!late"] {
        let (g, _) = one_game("go-2002", None, gtp("b", script), gtp("w", "Q16"));
        assert_eq!(g.judgement.result.outcome, Outcome::WhiteWins, "{script}");
        assert_eq!(
            g.judgement.findings.last().map(|f| f.event()),
            Some("flag-fall"),
            "{script}"
        );
    }
}

#[test]
fn a_suicide_is_void_the_turn_forfeited_and_the_engine_brought_back() {
    // White walls A1 in; Black plays into it, the move is void and the
    // turn White's; Black's engine is taken back and plays on.
    let (g, text) = one_game(
        "go-2002",
        None,
        gtp("b", "Q16;Q4;A1;D16;pass"),
        gtp("w", "A2;B1;D4;pass;pass"),
    );
    let f = &g.judgement.findings[0];
    assert_eq!((f.rule(), f.move_number), ("forbidden-point", 5));
    assert!(
        text.contains("B A1"),
        "the offending move stays in the record: {text}"
    );
    let after: Vec<&str> = text.lines().skip_while(|l| *l != "B A1").take(3).collect();
    assert_eq!(
        after,
        ["B A1", "W D4", "B D16"],
        "White moves next; Black plays on"
    );
}

#[test]
fn dead_stones_disputed_resume_play_by_the_edition() {
    // Under 2002 the engine that says a stone is dead disputes it and play
    // resumes; the second time they agree.
    let black = engine("gtp", "b", &["D4;pass;pass", "Q16;"]);
    let white = engine("gtp", "w", &["Q16;pass;pass", ";"]);
    let (g, text) = one_game("go-2002", None, black, white);
    assert!(
        rules(&g).contains(&"life-and-death-dispute"),
        "{:?}",
        rules(&g)
    );
    assert!(text.contains("B dispute-dead Q16"), "{text}");
}

#[test]
fn the_japanese_confirmation_is_taken_back_and_its_captures_are_dead() {
    // White's A1 is in atari at the stop; Black holds it dead, White does
    // not. Life and death is confirmed by play: Black takes it at A2, two
    // passes end the confirmation, and both engines now agree. The judge
    // takes the confirmation back and counts the position at the stop,
    // A1 dead (a prisoner) as the agreement says.
    let black = engine("gtp", "b", &["B1;D4;pass;A2;pass", "A1;"]);
    let white = engine("gtp", "w", &["A1;Q16;pass;pass;pass", ";"]);
    let (g, text) = one_game("go-japan-1989", None, black, white);
    let tail: Vec<&str> = text.lines().skip_while(|l| *l != "W Q16").collect();
    assert_eq!(
        tail[..7],
        [
            "W Q16",
            "B pass",
            "W pass",
            "B A2",
            "W pass",
            "B pass",
            "both agree-dead A1"
        ],
        "{text}"
    );
    assert!(
        g.judgement
            .remarks
            .iter()
            .any(|r| format!("{:?}", r.about).contains("ConfirmationTakenBack")),
        "{:?}",
        g.judgement.remarks
    );
    let count = g.judgement.result.count.as_ref().expect("counted");
    assert!(format!("{count:?}").contains("dead"), "{count:?}");
}

fn pbrain(name: &str, script: &str) -> EngineSpec {
    engine("pbrain", name, &[script])
}

#[test]
fn five_in_a_row_wins_free_style() {
    // Black 7,3 … 7,7 down a column; White elsewhere.
    let (g, _) = one_game(
        "gomoku-freestyle",
        None,
        pbrain("b", "7,3;7,4;7,5;7,6;7,7"),
        pbrain("w", "0,0;1,0;2,0;3,0"),
    );
    assert_eq!(g.judgement.result.outcome, Outcome::BlackWins);
    assert_eq!(rules(&g).last().copied(), Some("five-or-more-wins"));
}

#[test]
fn a_crashing_gomoku_engine_loses_by_the_edition() {
    let (g, _) = one_game(
        "gomoku-freestyle",
        None,
        pbrain("b", "7,7;7,8"),
        pbrain("w", "!crash"),
    );
    assert_eq!(g.judgement.result.outcome, Outcome::BlackWins);
}

#[test]
fn a_renju_opening_is_laid_and_a_foul_pointed_out() {
    let (g, text) = one_game(
        "renju-1996",
        None,
        pbrain("b", "9,9;10,10"),
        pbrain("w", "0,0;0,1;0,2"),
    );
    assert!(text.contains("B offer"), "{text}");
    assert!(text.contains("W keep"), "{text}");
    assert!(
        g.notes.iter().any(|n| n.contains("designated opening")),
        "{:?}",
        g.notes
    );
}

#[test]
fn a_renju_overline_is_pointed_out_for_white_and_loses() {
    // Black's engine: A1 as its fifth move (the referee lays the other
    // offer, White keeps A1), then B1 C1 D1 F1 and E1: six in a row, an
    // overline, forbidden to Black. White cannot claim, the referee claims
    // for it at once: the edition's verdict follows.
    let black = pbrain("b", "0,14;1,14;2,14;3,14;5,14;4,14");
    let white = pbrain("w", "0,0;0,2;0,4;0,6;0,8;0,10;0,12");
    let (g, text) = one_game("renju-1996", None, black, white);
    assert!(text.contains("W claim"), "{text}");
    assert_eq!(g.judgement.result.outcome, Outcome::WhiteWins, "{text}");
}
