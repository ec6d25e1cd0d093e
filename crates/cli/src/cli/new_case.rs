//! `caipan new-case --edition ID[,ID] NAME`: a case file skeleton for a
//! test author, to fill with the record and, after `check --expect`, the
//! expectations corrected against the article.

use super::output::{Fail, Out, Outcome};
use caipan::error::Stated;
use caipan::render::messages::Messages;
use caipan::ruleset;
use caipan::said;
use std::fmt::Write;
use std::process::ExitCode;

pub(crate) fn new_case(
    out: &mut Out,
    m: &Messages,
    editions: &[String],
    name: &str,
    dir: &str,
) -> Outcome {
    check_name(name)?;
    let mut rulesets = Vec::new();
    for id in editions {
        rulesets.push(ruleset::resolve(id)?);
    }
    let Some(first) = rulesets.first() else {
        return Err(Fail::Report(miette::Report::new(Stated::uncoded(
            said!("cli-no-edition-given"),
            said!("cli-no-edition-given-help"),
        ))));
    };
    let path = std::path::Path::new(dir)
        .join(first.game.name())
        .join(format!("{name}.case"));
    if path.exists() {
        return Err(Fail::Report(miette::Report::new(Stated::new(
            "caipan::new_case::exists",
            said!("cli-case-exists", path = path.display()),
            said!("cli-case-exists-help"),
        ))));
    }
    let ids = rulesets
        .iter()
        .map(|r| r.id.as_str())
        .collect::<Vec<_>>()
        .join(",");
    // The command that prints the block to paste: every edition the case
    // expects, or it would print one edition's block only.
    let expect_cmd = format!("caipan check --expect --edition {ids} {}", path.display());
    let text = skeleton(m, name, &rulesets, &expect_cmd);
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).map_err(|e| {
            Fail::Report(miette::Report::new(Stated::uncoded(
                said!("cli-cannot-create", path = parent.display(), e = e),
                caipan::error::Said::default(),
            )))
        })?;
    }
    super::output::write_file(&path.to_string_lossy(), &text)?;
    let wrote = m.f("new-case-wrote", &[("path", &path.display().to_string())]);
    let next = m.f("new-case-next", &[("command", &expect_cmd)]);
    out.put(&format!("{wrote}\n{next}\n"))?;
    Ok(ExitCode::SUCCESS)
}

/// A case name is kebab-case, so that it is a file name everywhere.
fn check_name(name: &str) -> Result<(), Fail> {
    let valid = !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
    if !valid {
        Err(Fail::Report(miette::Report::new(Stated::new(
            "caipan::new_case::name",
            said!("cli-not-a-case-name", name = name),
            said!("cli-not-a-case-name-help"),
        ))))
    } else {
        Ok(())
    }
}

/// The case file's text: the front matter to fill, one empty expectation
/// block per edition, and a one-move record in the first edition.
fn skeleton(m: &Messages, name: &str, rulesets: &[caipan::Ruleset], expect_cmd: &str) -> String {
    let mut text = String::new();
    let Some(first) = rulesets.first() else {
        return text;
    };
    let centre = first.board.name(first.board.size * first.board.size / 2);
    let _ = writeln!(text, "---");
    let _ = writeln!(text, "title: {}", name.replace('-', " "));
    let _ = writeln!(text, "dispute: >\n  {}", m.t("new-case-dispute"));
    let _ = writeln!(text, "articles: []  # {}", m.t("new-case-articles"));
    let fill = m.f("new-case-fill", &[("command", expect_cmd)]);
    let _ = writeln!(text, "# {fill}");
    let _ = writeln!(text, "# {}", m.t("new-case-correct"));
    let _ = writeln!(text, "expect:");
    for r in rulesets {
        let _ = writeln!(
            text,
            "  {}:\n    findings: []\n    result: {{outcome: undecided}}",
            r.id
        );
    }
    let _ = writeln!(text, "---");
    let _ = writeln!(text, "[Edition \"{}\"]", first.id);
    let _ = writeln!(text, "1. B {centre}");
    text
}
