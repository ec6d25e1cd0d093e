//! `caipan standings`: a tournament file (our YAML, or an EGF results
//! table) ranked by an edition's tournament articles, as text, Markdown,
//! JSON or an HTML page; with `--check`, the standings it publishes checked
//! against them; with `--games`, its pairings' records judged; with
//! `--against`, ranked under a second edition and the places compared.

use super::ReportFormat;
use super::output::{Fail, Out, Outcome};
use caipan::error::Stated;
use caipan::input::{RECORD_LIMIT, read_bytes};
use caipan::render::standings as render;
use caipan::ruleset::Ruleset;
use caipan::said;
use caipan::tournament::{Standings, Tournament};
use std::process::ExitCode;

/// What the command line asks of `standings`.
pub(crate) struct Asked<'a> {
    pub edition: Option<&'a str>,
    pub supplements: &'a [String],
    pub format: ReportFormat,
    pub check: bool,
    pub games: Option<&'a str>,
    pub follow: bool,
    pub against: Option<&'a str>,
    pub html: Option<&'a str>,
    /// The language of the text and the page; JSON is the same in every
    /// language.
    pub words: &'static caipan::render::messages::Messages,
}

pub(crate) fn standings(out: &mut Out, asked: Asked<'_>, file: &str) -> Outcome {
    let (mut tournament, encoding, egf) = read(file)?;
    // The table's encoding said in the reader's words.
    let remarks: Vec<String> = encoding
        .map(|_| asked.words.t("standings-latin9"))
        .into_iter()
        .chain(unknown_results(&tournament, asked.words))
        .collect();
    let Some(id) = asked.edition.or(tournament.edition.as_deref()) else {
        return Err(no_edition(file, egf));
    };
    let mut sets =
        super::rulesets::Rulesets::new(super::rulesets::Extend::supplements(asked.supplements))?;
    let rs = sets.get(id)?.clone();
    let notes = match asked.games {
        Some(dir) => {
            let dir = std::path::Path::new(dir);
            caipan::tournament::apply_records(&mut tournament, &rs, dir, asked.follow)
        }
        None => Vec::new(),
    };
    let standings = caipan::tournament::standings(&tournament, &rs)?;
    let departures = asked
        .check
        .then(|| published(&tournament, &standings))
        .transpose()?;
    let second = match asked.against {
        Some(other) => {
            let rs2 = sets.get(other)?.clone();
            let s2 = caipan::tournament::standings(&tournament, &rs2)?;
            Some((rs2, s2))
        }
        None => None,
    };
    // A supplement that named neither edition was not applied: say so.
    sets.check_all_used()?;
    let changes = second
        .as_ref()
        .map(|(_, s2)| caipan::tournament::place_changes(&standings, s2));
    let report = Report {
        tournament: &tournament,
        rs: &rs,
        standings: &standings,
        notes: &notes,
        departures: departures.as_deref(),
        second: second.as_ref(),
        changes: changes.as_deref(),
    };
    let mut words = report.words(&asked);
    for r in remarks.iter().rev() {
        let note = asked.words.f("standings-note", &[("remark", r)]);
        words = format!("{note}\n\n{words}");
    }
    if let Some(path) = asked.html {
        write_html(path, asked.words, &standings, &rs, &words)?;
    }
    match asked.format {
        ReportFormat::Json => {
            let json = serde_json::json!({
                "standings": standings,
                "departures": departures,
                "records": notes,
                "against": second.as_ref().map(|(_, s)| s),
                "changes": changes,
                "remarks": remarks,
            });
            out.put(&caipan::render::json::pretty(&json))?;
            out.put("\n")?;
        }
        _ => out.put(&words)?,
    }
    let departed = departures.is_some_and(|d| !d.is_empty());
    Ok(if departed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// The games the table pairs with no result known, in the reader's words:
/// none counted, each named.
fn unknown_results(t: &Tournament, m: &caipan::render::messages::Messages) -> Option<String> {
    if t.unknown_results.is_empty() {
        return None;
    }
    let name = |p: usize| t.players.get(p).map_or(String::new(), |p| p.name.clone());
    let games: Vec<String> = t
        .unknown_results
        .iter()
        .map(|&(round, black, white)| {
            m.f(
                "standings-unknown-game",
                &[
                    ("round", &round.to_string()),
                    ("black", &name(black)),
                    ("white", &name(white)),
                ],
            )
        })
        .collect();
    Some(m.f(
        "standings-unknown-results",
        &[
            ("count", &games.len().to_string()),
            ("games", &games.join("; ")),
        ],
    ))
}

/// Our YAML, or an EGF table, told apart by its content; with the remark
/// on how a table that is not UTF-8 was read, and whether it is EGF.
fn read(file: &str) -> Result<(Tournament, Option<String>, bool), Fail> {
    let bytes = read_bytes(file, RECORD_LIMIT)?;
    let (text, remark) = caipan::tournament::table_text(file, bytes)?;
    let egf = caipan::tournament::looks_like_egf(&text);
    Ok((caipan::tournament::read_table(file, &text)?, remark, egf))
}

/// A table that names no edition, run without `--edition`: an EGF table
/// has no place to name one, our YAML has `edition:` under `tournament:`.
fn no_edition(file: &str, egf: bool) -> Fail {
    let help = if egf {
        said!("cli-egf-no-edition-help")
    } else {
        said!("cli-tournament-no-edition-help")
    };
    Fail::Report(miette::Report::new(Stated::new(
        "caipan::tournament::edition",
        said!("cli-tournament-no-edition", file = file),
        help,
    )))
}

/// Everything one run found, for the words of the report.
struct Report<'a> {
    tournament: &'a Tournament,
    rs: &'a Ruleset,
    standings: &'a Standings,
    notes: &'a [caipan::tournament::GameNote],
    departures: Option<&'a [caipan::tournament::Departure]>,
    second: Option<&'a (Ruleset, Standings)>,
    changes: Option<&'a [caipan::tournament::PlaceChange]>,
}

impl Report<'_> {
    /// The text (or Markdown) report, section by section.
    fn words(&self, asked: &Asked<'_>) -> String {
        let markdown = matches!(asked.format, ReportFormat::Markdown);
        let m = asked.words;
        let mut words = render::standings(m, self.standings, self.rs, markdown);
        let named = self
            .tournament
            .games
            .iter()
            .filter(|g| g.record.is_some())
            .count();
        if asked.games.is_none() && named > 0 {
            let line = m.f("standings-games-named", &[("count", &named.to_string())]);
            words.push_str(&format!("\n{line}\n"));
        }
        if !self.notes.is_empty() {
            words.push('\n');
            words.push_str(&render::records(m, self.notes, self.standings, markdown));
        }
        if let Some(d) = self.departures {
            words.push('\n');
            words.push_str(&render::departures(m, d, self.standings, markdown));
        }
        if let (Some((rs2, s2)), Some(c)) = (self.second, self.changes) {
            words.push('\n');
            words.push_str(&render::standings(m, s2, rs2, markdown));
            words.push('\n');
            words.push_str(&render::changes(
                m,
                c,
                self.standings,
                [&self.standings.edition, &s2.edition],
                markdown,
            ));
        }
        words
    }
}

/// The published standings checked against the articles' order.
fn published(t: &Tournament, s: &Standings) -> Result<Vec<caipan::tournament::Departure>, Fail> {
    let Some(order) = &t.published else {
        return Err(Fail::Report(miette::Report::new(Stated::new(
            "caipan::tournament::unpublished",
            said!("cli-no-published-standings"),
            said!("cli-no-published-standings-help"),
        ))));
    };
    let ids: Vec<(String, (usize, usize))> = order
        .iter()
        .filter_map(|p| Some((t.players.get(p.player)?.id.clone(), p.place)))
        .collect();
    Ok(caipan::tournament::check(s, &ids))
}

fn write_html(
    path: &str,
    m: &caipan::render::messages::Messages,
    s: &Standings,
    rs: &Ruleset,
    words: &str,
) -> Result<(), Fail> {
    let page = caipan::render::standings::html(m, s, rs, words);
    std::fs::write(path, page).map_err(|e| {
        Fail::Report(miette::Report::new(caipan::error::Stated::new(
            "caipan::io::write",
            caipan::said!("cli-cannot-write", path = path, e = e),
            caipan::said!("cli-cannot-write-page-help"),
        )))
    })
}
