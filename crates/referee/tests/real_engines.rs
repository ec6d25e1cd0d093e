//! A short match with each real engine where it is installed (said when it
//! is not): GNU Go against itself under go-2002 (one game at its lowest
//! level: about 45 s of its time), `pbrain-figrid` against itself under
//! renju-1996 with its opening laid (one game at 0.3 s a move). Each game
//! ends by the edition's procedure, and its written record, judged again,
//! gives the referee's findings and result.

use caipan_referee::conduct;
use caipan_referee::matches::{EngineSpec, MatchSpec, play_match};
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

/// The first of `paths` that exists.
fn installed(paths: &[String]) -> Option<String> {
    paths.iter().find(|p| Path::new(p).is_file()).cloned()
}

fn spec(edition: &str, program: &str, args: &[&str], per_move: Duration, tag: &str) -> MatchSpec {
    let engine = |name: &str| EngineSpec {
        name: name.into(),
        program: program.into(),
        args: args.iter().map(|a| a.to_string()).collect(),
    };
    MatchSpec {
        ruleset: Arc::new(caipan::ruleset::resolve_with(edition, None).expect("built in")),
        supplements: Vec::new(),
        engines: [engine("one"), engine("two")],
        games: 1,
        per_move,
        seed: 1,
        out: std::env::temp_dir().join(format!("caipan-real-{}-{tag}", std::process::id())),
    }
}

/// Play the match; every record judged again as the referee judged it.
fn played_and_judged_again(spec: &MatchSpec) {
    let table = conduct::built_in().expect("the conduct table reads");
    let played = play_match(spec, table, &mut |_| {}).expect("the match is played");
    for game in &played {
        let text = std::fs::read_to_string(&game.files[0]).expect("written");
        let record = caipan::record::parse("again", &text).expect("parses");
        let (again, _) =
            caipan::judge(&spec.ruleset, &record, "again", text.as_str()).expect("judged");
        assert_eq!(
            again.result.outcome, game.judgement.result.outcome,
            "{text}"
        );
        assert_eq!(again.result.margin, game.judgement.result.margin, "{text}");
        assert_eq!(
            again.findings.len(),
            game.judgement.findings.len(),
            "{text}"
        );
        assert!(game.moves > 10, "a real game: {text}");
        assert_ne!(
            game.judgement.result.outcome.name(),
            "undecided",
            "{text}\n{:?}",
            game.notes
        );
    }
    let _ = std::fs::remove_dir_all(&spec.out);
}

#[test]
fn gnu_go_plays_a_game_under_the_2002_rules() {
    let Some(gnugo) = installed(&["/usr/games/gnugo".into(), "/usr/bin/gnugo".into()]) else {
        eprintln!("GNU Go is not installed (Debian's gnugo): the referee's GNU Go game is skipped");
        return;
    };
    let args = ["--mode", "gtp", "--level", "0"];
    played_and_judged_again(&spec(
        "go-2002",
        &gnugo,
        &args,
        Duration::from_secs(10),
        "gnugo",
    ));
}

#[test]
fn pbrain_figrid_plays_free_style_standard_and_renju() {
    let home = std::env::var("HOME").unwrap_or_default();
    let paths = [
        format!("{home}/.cargo/bin/pbrain-figrid"),
        "/usr/local/bin/pbrain-figrid".into(),
    ];
    let Some(figrid) = installed(&paths) else {
        eprintln!(
            "pbrain-figrid is not installed (cargo install figrid-board --features embed-weights): the referee's gomoku and renju games are skipped"
        );
        return;
    };
    let per_move = Duration::from_millis(300);
    // Standard gomoku's own opening is swap2, which engines cannot play:
    // its free-opening supplement, as docs/referee.md says.
    let free = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../rulesets/supplements/standard-free.yaml"
    );
    for (edition, supplement) in [
        ("gomoku-freestyle", None),
        ("gomoku-standard", Some(free)),
        ("renju-1996", None),
    ] {
        let mut spec = spec(edition, &figrid, &[], per_move, edition);
        if let Some(file) = supplement {
            let base = caipan::ruleset::resolve(edition).expect("built in");
            let supplement =
                caipan::ruleset::SupplementFile::read(file).expect("the supplement reads");
            spec.ruleset = Arc::new(supplement.apply(&base).expect("it applies"));
        }
        played_and_judged_again(&spec);
    }
}
