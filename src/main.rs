//! The `caipan` command line: a thin layer over the library.

use caipan::error::CliError;
use caipan::judgement::Judgement;
use caipan::record::ast::Record;
use caipan::render;
use caipan::render::json::Entry;
use caipan::ruleset::{self, Ruleset};
use clap::{Parser, Subcommand, ValueEnum};
use std::process::ExitCode;

mod cli;

use cli::output::{Fail, Out, Outcome, show};
use cli::rulesets::{Rulesets, edition_of, read_record};

#[derive(Parser)]
#[command(
    name = "caipan",
    version,
    about = "caipan (裁判, the arbiter): judges board-game records against a rule edition",
    long_about = "caipan judges board-game records against the competition rules of a chosen edition.\n\
For every move and conduct event it says which article applies, what the article prescribes\n\
(with the article's text), and checks the arbiter's rulings written in the record.\n\n\
Exit codes: 0 no violation found, 1 at least one violation, 2 unusable input.",
    after_help = "Examples (`caipan editions` lists the edition ids):\n  caipan check game.case\n  caipan check --format json --edition ID game.case\n  caipan compare game.case --editions ID1,ID2\n  caipan diff ID1 ID2 --format markdown\n  caipan points game.case --after 30\n  caipan cite ID N.M\n  caipan editions"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// Which edition, and which tournament supplements on top of it.
#[derive(clap::Args)]
struct EditionArgs {
    /// Edition id (see `caipan editions`) or path to a ruleset YAML file.
    /// Overrides the record's [Edition "…"] tag.
    #[arg(long, short)]
    edition: Option<String>,
    /// A tournament supplement (YAML) to apply to the edition it names.
    #[arg(long, short)]
    supplement: Vec<String>,
}

#[derive(Clone, Copy, ValueEnum)]
enum CheckFormat {
    Text,
    Json,
}

#[derive(Clone, Copy, ValueEnum)]
enum ReportFormat {
    Text,
    Json,
    Markdown,
}

#[derive(Subcommand)]
enum Command {
    /// Judge records: findings with verdicts and cited articles, then the result.
    Check {
        #[command(flatten)]
        with: EditionArgs,
        /// Output format.
        #[arg(long, short, value_enum, default_value = "text")]
        format: CheckFormat,
        /// Record files (.case or any text file in the caipan record format).
        #[arg(required = true)]
        files: Vec<String>,
    },
    /// Judge records under several editions side by side, marking where they differ.
    Compare {
        /// Editions to compare, comma-separated, in column order.
        #[arg(long, value_delimiter = ',', required = true)]
        editions: Vec<String>,
        /// Tournament supplements; each applies to the edition it names.
        #[arg(long, short)]
        supplement: Vec<String>,
        #[arg(long, short, value_enum, default_value = "text")]
        format: ReportFormat,
        #[arg(required = true)]
        files: Vec<String>,
    },
    /// The table of changes between two editions, aligned by topic.
    Diff {
        /// The earlier edition.
        from: String,
        /// The later edition.
        to: String,
        /// Tournament supplements; each applies to the edition it names.
        #[arg(long, short)]
        supplement: Vec<String>,
        #[arg(long, short, value_enum, default_value = "text")]
        format: ReportFormat,
    },
    /// The points where the player to move may not play (Go: forbidden point,
    /// ko, repetition; Gomoku: Black's forbidden moves), with kinds and articles.
    Points {
        /// Judge the position after this many moves (default: the end of the record).
        #[arg(long)]
        after: Option<u32>,
        #[command(flatten)]
        with: EditionArgs,
        #[arg(long, short, value_enum, default_value = "text")]
        format: CheckFormat,
        file: String,
    },
    /// Print an article, clause or item with its text and the rules citing it.
    /// Without ARTICLE, list the edition's articles.
    Cite {
        /// Edition id or ruleset path.
        edition: String,
        /// Article id `N`, clause id `N.M` or item id `N.M.K`.
        article: Option<String>,
    },
    /// List the editions built into this binary.
    Editions,
}

impl Command {
    /// Whether errors should also be written as JSON objects on stdout.
    fn wants_json(&self) -> bool {
        match self {
            Command::Check { format, .. } | Command::Points { format, .. } => {
                matches!(format, CheckFormat::Json)
            }
            Command::Compare { format, .. } | Command::Diff { format, .. } => {
                matches!(format, ReportFormat::Json)
            }
            _ => false,
        }
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let json = cli.command.wants_json();
    let mut out = Out::new();
    let result = run(cli.command, &mut out).and_then(|code| out.flush().map(|()| code));
    match result {
        Ok(code) => code,
        // The reader went away (`caipan … | head`): stop quietly, as ripgrep does.
        Err(Fail::Pipe) => ExitCode::SUCCESS,
        Err(Fail::Report(report)) => {
            show(&report);
            if json {
                // Best effort: stdout may be gone too.
                let _ = out.put(&render::error::json(report.as_ref(), None));
                let _ = out.put("\n");
                let _ = out.flush();
            }
            ExitCode::from(2)
        }
    }
}

fn run(command: Command, out: &mut Out) -> Outcome {
    match command {
        Command::Check {
            with,
            format,
            files,
        } => check(
            out,
            with.edition.as_deref(),
            &with.supplement,
            format,
            &files,
        ),
        Command::Compare {
            editions,
            supplement,
            format,
            files,
        } => compare(out, &editions, &supplement, format, &files),
        Command::Diff {
            from,
            to,
            supplement,
            format,
        } => diff(out, &from, &to, &supplement, format),
        Command::Points {
            after,
            with,
            format,
            file,
        } => points(
            out,
            after,
            with.edition.as_deref(),
            &with.supplement,
            format,
            &file,
        ),
        Command::Cite { edition, article } => cite(out, &edition, article.as_deref()),
        Command::Editions => editions(out),
    }
}

/// Judge one record; a defect is reported and flagged, the judgement kept.
fn judge(
    rules: &Ruleset,
    record: &Record,
    file: &str,
    text: &str,
    unusable: &mut bool,
) -> Result<Judgement, Fail> {
    let (judgement, defect) = caipan::judge(rules, record, file, text)?;
    if let Some(d) = defect {
        show(&miette::Report::new(*d));
        *unusable = true;
    }
    Ok(judgement)
}

fn exit(unusable: bool, violation: bool) -> ExitCode {
    match (unusable, violation) {
        (true, _) => ExitCode::from(2),
        (false, true) => ExitCode::from(1),
        _ => ExitCode::SUCCESS,
    }
}

/// A failed input of a multi-file run: shown on stderr, and kept for JSON.
fn failed(report: miette::Report, file: &str) -> render::error::ErrorObject {
    show(&report);
    render::error::object(report.as_ref(), Some(file))
}

fn check(
    out: &mut Out,
    edition: Option<&str>,
    supplements: &[String],
    format: CheckFormat,
    files: &[String],
) -> Outcome {
    let mut rulesets = Rulesets::new(supplements)?;
    match edition {
        Some(id) => {
            let id = rulesets.get(id)?.id.clone();
            rulesets.check_used(&[id])?;
        }
        // Supplements must extend an edition the records name: learn which
        // from their headers before judging anything.
        None if !supplements.is_empty() => {
            let named: Vec<String> = files
                .iter()
                .filter_map(|f| caipan::input::read_text(f, caipan::input::RECORD_LIMIT).ok())
                .flat_map(|text| caipan::record::header_tags(&text))
                .filter(|t| t.key.eq_ignore_ascii_case("Edition"))
                .map(|t| t.value)
                .collect();
            rulesets.check_used(&named)?;
        }
        None => {}
    }
    let mut judged: Vec<Result<Judgement, render::error::ErrorObject>> = Vec::new();
    let mut unusable = false;
    for file in files {
        let outcome = (|| -> Result<Judgement, Fail> {
            let (text, record) = read_record(file)?;
            let rules = edition_of(&mut rulesets, edition, file, &text, &record)?;
            judge(rules, &record, file, &text, &mut unusable)
        })();
        match outcome {
            Ok(j) => {
                if let CheckFormat::Text = format {
                    out.put(&render::text::judgement(&j))?;
                    if files.len() > 1 {
                        out.put("\n")?;
                    }
                }
                judged.push(Ok(j));
            }
            Err(Fail::Pipe) => return Err(Fail::Pipe),
            Err(Fail::Report(report)) => {
                unusable = true;
                judged.push(Err(failed(report, file)));
            }
        }
    }
    if let CheckFormat::Json = format {
        let entries: Vec<Entry<'_>> = judged
            .iter()
            .map(|r| match r {
                Ok(j) => Entry::judged(j),
                Err(e) => Entry::failed(e.clone()),
            })
            .collect();
        out.put(&render::json::entries(&entries))?;
        out.put("\n")?;
    }
    let violation = judged
        .iter()
        .any(|j| j.as_ref().is_ok_and(Judgement::has_violation));
    Ok(exit(unusable, violation))
}

fn compare(
    out: &mut Out,
    editions: &[String],
    supplements: &[String],
    format: ReportFormat,
    files: &[String],
) -> Outcome {
    let mut rulesets = Rulesets::new(supplements)?;
    let mut ids = Vec::new();
    for edition in editions {
        ids.push(rulesets.get(edition)?.id.clone());
    }
    rulesets.check_used(&ids)?;
    let mut unusable = false;
    let mut violation = false;
    let mut comparisons = Vec::new();
    let mut errors = Vec::new();
    for file in files {
        let outcome = (|| -> Result<caipan::compare::Comparison, Fail> {
            let (text, record) = read_record(file)?;
            let mut judgements = Vec::new();
            for edition in editions {
                let rules = rulesets.get(edition)?;
                judgements.push(judge(rules, &record, file, &text, &mut unusable)?);
            }
            violation |= judgements.iter().any(Judgement::has_violation);
            Ok(caipan::compare::compare(&judgements))
        })();
        match outcome {
            Ok(c) => comparisons.push(c),
            Err(Fail::Pipe) => return Err(Fail::Pipe),
            Err(Fail::Report(report)) => {
                unusable = true;
                errors.push(failed(report, file));
            }
        }
    }
    match format {
        ReportFormat::Text => {
            for c in &comparisons {
                out.put(&render::compare::text(c))?;
            }
        }
        ReportFormat::Markdown => {
            for c in &comparisons {
                out.put(&render::compare::markdown(c))?;
            }
        }
        ReportFormat::Json => {
            out.put(&render::compare::json(&comparisons))?;
            out.put("\n")?;
            for e in errors {
                out.put(&render::json::pretty(&Entry::failed(e)))?;
                out.put("\n")?;
            }
        }
    }
    Ok(exit(unusable, violation))
}

fn diff(
    out: &mut Out,
    from: &str,
    to: &str,
    supplements: &[String],
    format: ReportFormat,
) -> Outcome {
    let mut rulesets = Rulesets::new(supplements)?;
    let a = rulesets.get(from)?.clone();
    let b = rulesets.get(to)?.clone();
    rulesets.check_used(&[a.id.clone(), b.id.clone()])?;
    let d = caipan::diff::diff(&a, &b);
    match format {
        ReportFormat::Text => out.put(&render::diff::text(&d))?,
        ReportFormat::Markdown => out.put(&render::diff::markdown(&d))?,
        ReportFormat::Json => {
            out.put(&render::diff::json(&d))?;
            out.put("\n")?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn points(
    out: &mut Out,
    after: Option<u32>,
    edition: Option<&str>,
    supplements: &[String],
    format: CheckFormat,
    file: &str,
) -> Outcome {
    let mut rulesets = Rulesets::new(supplements)?;
    let (text, record) = read_record(file)?;
    let rules = edition_of(&mut rulesets, edition, file, &text, &record)?;
    let id = rules.id.clone();
    rulesets.check_used(std::slice::from_ref(&id))?;
    let rules = rulesets.get(&id)?;
    let report = caipan::engine::points(rules, &record, file, &text, after)?;
    match format {
        CheckFormat::Text => out.put(&render::points::text(&report))?,
        CheckFormat::Json => {
            out.put(&render::points::json(&report))?;
            out.put("\n")?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn cite(out: &mut Out, edition: &str, article: Option<&str>) -> Outcome {
    let rules = ruleset::resolve(edition)?;
    match article {
        None => out.put(&render::text::contents(&rules))?,
        Some(id) => {
            let text = render::text::cite(&rules, id).ok_or_else(|| {
                Box::new(CliError::UnknownArticle {
                    edition: rules.id.clone(),
                    id: caipan::error::quote(id),
                })
            })?;
            out.put(&text)?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn editions(out: &mut Out) -> Outcome {
    let mut list = Vec::new();
    for (id, _, _) in ruleset::BUILT_IN {
        list.push(ruleset::resolve(id)?);
    }
    out.put(&render::text::editions(&list))?;
    Ok(ExitCode::SUCCESS)
}
