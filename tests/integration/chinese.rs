//! Every view in simplified Chinese (issue 42): a handful of cases as a
//! Chinese arbiter and committee read them — a double move, a count with a
//! warning's stone, a Gomoku forbidden move claimed, a tournament's
//! standings, the 1988 → 2002 memo — each asserted in the glossary's words
//! before its snapshot; the language chosen by the flag, CAIPAN_LANG or the
//! locale; JSON the same in every language.

use super::common::caipan;
use std::process::Command;

/// `caipan --lang zh ARGS`, which must succeed or find violations.
fn zh(args: &[&str]) -> String {
    let mut all = vec!["--lang", "zh"];
    all.extend_from_slice(args);
    let (code, out, err) = caipan(&all);
    assert!(code == 0 || code == 1, "{args:?}: exit {code}: {err}");
    // No bidirectional isolation marks in text for a terminal.
    assert!(!out.contains(['\u{2068}', '\u{2069}']), "{out}");
    out
}

#[test]
fn a_double_move_in_chinese() {
    let out = zh(&["check", "--board", "cases/go/double-move.case"]);
    assert!(
        out.contains("依 go-2002 《围棋比赛规则（2002）》裁判"),
        "{out}"
    );
    assert!(out.contains("裁决：着手无效 + 警告"), "{out}");
    assert!(out.contains("第 17.2 条"), "{out}");
    assert!(out.contains("有争议的点："), "{out}");
    insta::assert_snapshot!("zh-double-move", out);
}

#[test]
fn a_count_with_a_warnings_stone_in_chinese() {
    let out = zh(&["check", "cases/go/double-move-then-count.case"]);
    assert!(out.contains("黑方累计：警告 1 次，应罚 1 子"), "{out}");
    assert!(
        out.contains(
            "− 1（黑方罚子，24.1） = 186，对比归本数 180½（9）+ 贴子 3¾（11）= 184¼ → 黑方胜 1¾ 子"
        ),
        "{out}"
    );
    insta::assert_snapshot!("zh-count-with-a-warnings-stone", out);
}

#[test]
fn a_gomoku_forbidden_move_claimed_in_chinese() {
    let out = zh(&["check", "cases/gomoku/double-three-claimed.case"]);
    assert!(
        out.contains("仅当 白方 在时限内指出时适用（在指出方下一着之前）：已指出"),
        "{out}"
    );
    assert!(out.contains("裁决：判负"), "{out}");
    assert!(out.contains("结果：白胜"), "{out}");
    insta::assert_snapshot!("zh-gomoku-forbidden-claimed", out);
}

#[test]
fn standings_in_chinese() {
    let out = zh(&[
        "standings",
        "--edition",
        "go-2002",
        "cases/tournaments/swiss-buchholz.standings",
    ]);
    assert!(out.contains("积分编排制，共 3 轮"), "{out}");
    assert!(
        out.contains("Cao (C) 列 Bai (B) 之前：对手分 10 比 8（27.2.B）"),
        "{out}"
    );
    insta::assert_snapshot!("zh-standings", out);
}

#[test]
fn the_1988_to_2002_memo_in_chinese() {
    let out = zh(&["diff", "go-1988", "go-2002", "--format", "markdown"]);
    assert!(out.starts_with("# 从 go-1988 到 go-2002"), "{out}");
    assert!(out.contains("## 可能改变胜负的变化"), "{out}");
    assert!(
        out.contains(
            "- **连下两着**（修改：裁决）：go-1988 判负 (17.1) → go-2002 着手无效 + 警告 (17.2)"
        ),
        "{out}"
    );
    assert!(out.contains("- **komi**：2 子 (11) → 3¾ 子 (11)"), "{out}");
    insta::assert_snapshot!("zh-memo-1988-2002", out);
}

/// `caipan ARGS` with only `vars` of the language's environment set.
fn with_env(vars: &[(&str, &str)], args: &[&str]) -> (i32, String) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_caipan"));
    command.args(args).current_dir(root!()).env("NO_COLOR", "1");
    for v in ["CAIPAN_LANG", "LC_ALL", "LC_MESSAGES", "LANG"] {
        command.env_remove(v);
    }
    for (k, v) in vars {
        command.env(k, v);
    }
    let out = command.output().expect("the binary runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

#[test]
fn the_language_comes_from_the_flag_then_caipan_lang_then_the_locale() {
    let args = ["check", "cases/go/double-move.case"];
    let chinese = |out: &str| out.contains("裁决：着手无效 + 警告");
    let (_, plain) = with_env(&[], &args);
    assert!(plain.contains("verdict: move-void + warning"), "{plain}");
    let (_, locale) = with_env(&[("LANG", "zh_CN.UTF-8")], &args);
    assert!(chinese(&locale), "{locale}");
    let (_, var) = with_env(&[("CAIPAN_LANG", "zh"), ("LC_ALL", "en_US.UTF-8")], &args);
    assert!(chinese(&var), "{var}");
    let flagged = ["--lang", "en", "check", "cases/go/double-move.case"];
    let (_, flag) = with_env(&[("CAIPAN_LANG", "zh")], &flagged);
    assert_eq!(flag, plain);
}

#[test]
fn json_is_the_same_in_every_language() {
    for args in [
        vec![
            "check",
            "--format",
            "json",
            "cases/go/double-move-then-count.case",
        ],
        vec!["diff", "go-1988", "go-2002", "--format", "json"],
        vec![
            "standings",
            "-e",
            "go-2002",
            "-f",
            "json",
            "cases/tournaments/swiss-buchholz.standings",
        ],
    ] {
        let (_, en) = with_env(&[("CAIPAN_LANG", "en")], &args);
        let (_, zh) = with_env(&[("CAIPAN_LANG", "zh")], &args);
        assert!(en.len() > 100, "{args:?}: {en}");
        assert_eq!(en, zh, "{args:?}");
    }
}

#[test]
fn a_language_caipan_does_not_speak_is_a_located_error() {
    let (code, _, err) = caipan(&["--lang", "fr", "editions"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("caipan::lang::unknown"), "{err}");
    assert!(err.contains("`fr`"), "{err}");
}

/// The summary after several inputs gives the reasons an input was judged
/// only in part, or not at all, in Chinese (the JSON keeps them in English).
#[test]
fn the_summary_s_reasons_in_chinese() {
    let sgf = "cases/archive/go/computer-go-ai-alphago-2-0-ag-vs-ag-g01-english.sgf";
    let (_, out, _) = caipan(&[
        "--lang",
        "zh",
        "check",
        "cases/go/defective-occupied-point.case",
        sgf,
    ]);
    assert!(
        out.contains("第 16 行，第 12 列：W Q16 下在已有棋子的点上（棋谱共 2 着，裁判到第 1 着）"),
        "{out}"
    );
    assert!(
        out.contains(&format!("{sgf}: 未为 {sgf} 指定规则版本")),
        "{out}"
    );
    let (_, json, _) = caipan(&["--lang", "zh", "check", "--format", "jsonl", sgf]);
    assert!(json.contains("no edition chosen for"), "{json}");
}

/// Inputs that cannot be judged, each with what the Chinese diagnostic
/// must say: a record that does not parse, one that does what cannot
/// happen on the board, an event with a near miss, a file that is not
/// there, a results table with several problems (its related diagnostics).
fn unusable_inputs(
    dir: &std::path::Path,
) -> Vec<(Vec<String>, Option<&'static str>, Vec<&'static str>)> {
    std::fs::create_dir_all(dir).expect("temp dir");
    let table = dir.join("table.yaml");
    std::fs::write(
        &table,
        "tournament: {title: T, edition: go-2002, system: round-robin, rounds: 1}\n\
         players:\n  - {id: A, name: An}\n  - {id: A, name: Bai}\n\
         rounds:\n  - games:\n      - {black: A, white: Z, result: white-wins}\n",
    )
    .expect("table");
    let s = |a: &[&str]| a.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    vec![
        (
            s(&["check", "-"]),
            Some("[Edition \"go-2002\"]\nB Q16\nW late 20min\n"),
            vec![
                "棋谱格式错误：意外的 `20min`",
                "时长的单位是 h、m 或 s",
                "时长写作 `20m`",
            ],
        ),
        (
            s(&["check", "-"]),
            Some("[Edition \"go-2002\"]\n1. B Q16 2. W Q16\n"),
            vec![
                "棋谱有缺陷：W Q16 下在已有棋子的点上",
                "已有棋子",
                "请检查坐标",
            ],
        ),
        (
            s(&["check", "-"]),
            Some("[Edition \"go-2002\"]\nB Q16\nW takebak\n"),
            vec![
                "`takebak` 不是规则版本 go-2002 的事件",
                "没有这个事件",
                "是否想写 `takeback`？go-2002 的事件：",
            ],
        ),
        (
            s(&["check", "nosuch.case"]),
            None,
            vec!["无法读取 nosuch.case：文件不存在", "请检查路径"],
        ),
        (
            s(&["standings", &table.to_string_lossy()]),
            None,
            vec![
                "处问题",
                "棋手编号 `A` 用了两次",
                "没有编号为 `Z` 的棋手",
                "请逐一改正下面列出的问题",
            ],
        ),
    ]
}

#[test]
fn diagnostics_in_chinese() {
    let dir = std::env::temp_dir().join(format!("caipan-zh-diag-{}", std::process::id()));
    let mut shown = String::new();
    for (args, stdin, said) in unusable_inputs(&dir) {
        let mut all = vec!["--lang", "zh"];
        all.extend(args.iter().map(String::as_str));
        let (code, _, err) = super::common::caipan_with(&all, stdin.map(str::as_bytes));
        assert_eq!(code, 2, "{args:?}: {err}");
        for words in said {
            assert!(err.contains(words), "{args:?}: no `{words}` in\n{err}");
        }
        // Only the code, miette's `help:` and what the input itself
        // wrote are in English.
        shown.push_str(&err.replace(&dir.to_string_lossy().to_string(), "DIR"));
    }
    let _ = std::fs::remove_dir_all(&dir);
    insta::assert_snapshot!("zh-diagnostics", shown);
}

#[test]
fn diagnostics_in_the_pseudo_locale_are_marked() {
    let dir = std::env::temp_dir().join(format!("caipan-pseudo-diag-{}", std::process::id()));
    for (args, stdin, _) in unusable_inputs(&dir) {
        let mut all = vec!["--lang", "pseudo"];
        all.extend(args.iter().map(String::as_str));
        let (code, _, err) = super::common::caipan_with(&all, stdin.map(str::as_bytes));
        assert_eq!(code, 2, "{args:?}: {err}");
        // The message, each label and the help: each one marked.
        let said: Vec<&str> = err
            .lines()
            .filter(|l| {
                l.contains(" × ") || l.contains("╰── ") || l.trim_start().starts_with("help:")
            })
            .collect();
        assert!(said.len() >= 2, "{args:?}: {err}");
        for line in said {
            assert!(line.contains('⟦'), "{args:?}: unmarked `{line}` in\n{err}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Latin words, two or more in a row: English prose, not an identifier or
/// a cited article.
fn english_prose(text: &str) -> bool {
    text.split(|c: char| !c.is_ascii_alphabetic() && c != ' ')
        .any(|run| run.split(' ').filter(|w| w.len() >= 3).count() >= 2)
}

/// Every edition, and each of its opening protocols, gives the Chinese of
/// everything a Chinese view shows: each rule's note that has English in
/// it, its own notes, source and the official text it summarises, its
/// reading of unplayed games; where its articles are our English words,
/// every article's title, summary and text and every clause and item; every
/// event's name and summary, every argument's name and the words it takes.
#[test]
fn every_edition_gives_the_chinese_of_what_a_chinese_view_shows() {
    let mut checked = 0;
    for (id, _, _) in caipan::ruleset::BUILT_IN {
        let edition = caipan::ruleset::resolve(id).expect("built in");
        for rules in std::iter::once(&edition).chain(&edition.protocols) {
            checked += 1;
            let id = format!("{id} {:?}", rules.protocol.as_ref().map(|p| &p.id));
            chinese_of_notes(&id, rules);
            chinese_of_articles(&id, rules);
            chinese_of_events(&id, rules);
        }
    }
    assert!(checked >= 13, "{checked} editions and protocols");
}

fn chinese_of_notes(id: &str, rules: &caipan::Ruleset) {
    for r in &rules.rules {
        if english_prose(&r.note) {
            assert!(r.note_zh.is_some(), "{id} rule {}: no note-zh", r.id);
        }
    }
    assert_eq!(rules.notes_zh.len(), rules.notes.len(), "{id}: notes-zh");
    assert!(rules.source_zh.is_some(), "{id}: no source-zh");
    if rules.summary_of.is_some() {
        assert!(rules.summary_of_zh.is_some(), "{id}: no summary-of-zh");
    }
    if let Some(t) = rules
        .tournament
        .as_ref()
        .filter(|t| t.unplayed_in_tie_breaks.2.is_some())
    {
        assert!(t.unplayed_note_zh.is_some(), "{id}: unplayed-games note-zh");
    }
}

/// Our English words in Chinese: an edition quoted in its own Chinese
/// needs none.
fn chinese_of_articles(id: &str, rules: &caipan::Ruleset) {
    fn items(id: &str, list: &[caipan::ruleset::Item]) {
        for i in list {
            let zh = i.text_zh.as_deref().unwrap_or(&i.text);
            assert!(!english_prose(zh), "{id} {}: no text-zh", i.id);
            items(id, &i.items);
        }
    }
    if rules.summary_of.is_none() {
        return;
    }
    for a in &rules.articles {
        for (what, zh) in [
            ("title-zh", a.title_in(true)),
            ("summary-zh", a.summary_in(true)),
            ("text-zh", a.text_in(true)),
        ] {
            assert!(!english_prose(zh), "{id} {}: no {what}: {zh}", a.id);
        }
        for c in &a.clauses {
            assert!(!english_prose(c.text_in(true)), "{id} {}: no text-zh", c.id);
            items(id, &c.items);
        }
    }
}

fn chinese_of_events(id: &str, rules: &caipan::Ruleset) {
    for e in &rules.events {
        assert!(e.name_zh.is_some(), "{id} event {}: no name-zh", e.name);
        assert!(
            e.summary_zh.is_some(),
            "{id} event {}: no summary-zh",
            e.name
        );
        for a in &e.args {
            assert!(
                a.name_zh.is_some(),
                "{id} {} {}: no name-zh",
                e.name,
                a.name
            );
            assert_eq!(
                a.one_of_zh.len(),
                a.one_of.len(),
                "{id} {} {}: one-of-zh",
                e.name,
                a.name
            );
        }
    }
}
