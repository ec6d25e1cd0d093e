//! The `caipan` command line: a thin layer over the library.

use caipan::error::{CliError, RecordError, RulesetError};
use caipan::judgement::Judgement;
use caipan::record::ast::Record;
use caipan::render;
use caipan::ruleset::{self, Ruleset};
use clap::{Parser, Subcommand, ValueEnum};
use std::collections::HashMap;
use std::process::ExitCode;

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

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Check {
            with,
            format,
            files,
        } => check(with.edition.as_deref(), &with.supplement, format, &files),
        Command::Compare {
            editions,
            supplement,
            format,
            files,
        } => compare(&editions, &supplement, format, &files),
        Command::Diff {
            from,
            to,
            supplement,
            format,
        } => diff(&from, &to, &supplement, format),
        Command::Points {
            after,
            with,
            format,
            file,
        } => points(
            after,
            with.edition.as_deref(),
            &with.supplement,
            format,
            &file,
        ),
        Command::Cite { edition, article } => cite(&edition, article.as_deref()),
        Command::Editions => editions(),
    };
    result.unwrap_or_else(|diagnostic| {
        eprintln!("{diagnostic:?}");
        ExitCode::from(2)
    })
}

type Outcome = Result<ExitCode, miette::Report>;

/// Rulesets by edition id, each with the supplements that name it.
struct Rulesets {
    supplements: Vec<(String, String)>,
    cache: HashMap<String, Ruleset>,
}

impl Rulesets {
    fn new(supplements: &[String]) -> Result<Rulesets, miette::Report> {
        let mut list = Vec::new();
        for path in supplements {
            let text = std::fs::read_to_string(path).map_err(|e| CliError::Io {
                path: path.clone(),
                cause: e.to_string(),
            })?;
            let edition =
                ruleset::supplement_edition(path, &text).map_err(|e| miette::Report::new(*e))?;
            list.push((edition, path.clone()));
        }
        Ok(Rulesets {
            supplements: list,
            cache: HashMap::new(),
        })
    }

    fn get(&mut self, edition: &str) -> Result<&Ruleset, Box<RulesetError>> {
        if !self.cache.contains_key(edition) {
            let base = ruleset::resolve(edition)?;
            let supplement = self
                .supplements
                .iter()
                .find(|(e, _)| *e == base.id)
                .map(|(_, p)| p.clone());
            let rules = ruleset::resolve_with(edition, supplement.as_deref())?;
            self.cache.insert(edition.to_string(), rules);
        }
        Ok(&self.cache[edition])
    }

    /// Every supplement must extend one of the editions in use.
    fn check_used(&self, editions: &[String]) -> Result<(), miette::Report> {
        for (edition, path) in &self.supplements {
            if !editions.iter().any(|e| e == edition) {
                return Err(miette::miette!(
                    help = format!("add --edition {edition}, or leave out the supplement"),
                    "the supplement {path} extends {edition}, which is not being judged"
                ));
            }
        }
        Ok(())
    }
}

fn read_record(file: &str) -> Result<(String, Record), miette::Report> {
    let text = std::fs::read_to_string(file).map_err(|e| CliError::Io {
        path: file.to_string(),
        cause: e.to_string(),
    })?;
    let record = caipan::record::parse(file, &text).map_err(|e| miette::Report::new(*e))?;
    Ok((text, record))
}

/// Judge one record; a defect is reported and flagged, the judgement kept.
fn judge(
    rules: &Ruleset,
    record: &Record,
    file: &str,
    text: &str,
    unusable: &mut bool,
) -> Result<Judgement, miette::Report> {
    let (judgement, defect) =
        caipan::judge(rules, record, file, text).map_err(|e| miette::Report::new(*e))?;
    if let Some(d) = defect {
        eprintln!("{:?}", miette::Report::new(*d));
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

fn check(
    edition: Option<&str>,
    supplements: &[String],
    format: CheckFormat,
    files: &[String],
) -> Outcome {
    let mut rulesets = Rulesets::new(supplements)?;
    let mut judgements = Vec::new();
    let mut used = Vec::new();
    let mut unusable = false;
    for file in files {
        let outcome = (|| -> Result<Judgement, miette::Report> {
            let (text, record) = read_record(file)?;
            let id = edition
                .map(str::to_string)
                .or_else(|| record.tag("Edition").map(|t| t.value.clone()))
                .ok_or_else(|| RecordError::NoEdition { file: file.clone() })?;
            used.push(id.clone());
            let rules = rulesets.get(&id).map_err(|e| miette::Report::new(*e))?;
            judge(rules, &record, file, &text, &mut unusable)
        })();
        match outcome {
            Ok(j) => {
                if let CheckFormat::Text = format {
                    print!("{}", render::text::judgement(&j));
                    if files.len() > 1 {
                        println!();
                    }
                }
                judgements.push(j);
            }
            Err(report) => {
                eprintln!("{report:?}");
                unusable = true;
            }
        }
    }
    if let CheckFormat::Json = format {
        println!("{}", render::json::judgements(&judgements));
    }
    if !supplements.is_empty() {
        rulesets.check_used(&used)?;
    }
    Ok(exit(
        unusable,
        judgements.iter().any(Judgement::has_violation),
    ))
}

fn compare(
    editions: &[String],
    supplements: &[String],
    format: ReportFormat,
    files: &[String],
) -> Outcome {
    let mut rulesets = Rulesets::new(supplements)?;
    rulesets.check_used(editions)?;
    let mut unusable = false;
    let mut violation = false;
    let mut comparisons = Vec::new();
    for file in files {
        let (text, record) = read_record(file)?;
        let mut judgements = Vec::new();
        for edition in editions {
            let rules = rulesets.get(edition).map_err(|e| miette::Report::new(*e))?;
            judgements.push(judge(rules, &record, file, &text, &mut unusable)?);
        }
        violation |= judgements.iter().any(Judgement::has_violation);
        comparisons.push(caipan::compare::compare(&judgements));
    }
    match format {
        ReportFormat::Text => comparisons
            .iter()
            .for_each(|c| print!("{}", render::compare::text(c))),
        ReportFormat::Markdown => comparisons
            .iter()
            .for_each(|c| print!("{}", render::compare::markdown(c))),
        ReportFormat::Json => println!("{}", render::compare::json(&comparisons)),
    }
    Ok(exit(unusable, violation))
}

fn diff(from: &str, to: &str, supplements: &[String], format: ReportFormat) -> Outcome {
    let mut rulesets = Rulesets::new(supplements)?;
    rulesets.check_used(&[from.to_string(), to.to_string()])?;
    let a = rulesets
        .get(from)
        .map_err(|e| miette::Report::new(*e))?
        .clone();
    let b = rulesets.get(to).map_err(|e| miette::Report::new(*e))?;
    let d = caipan::diff::diff(&a, b);
    match format {
        ReportFormat::Text => print!("{}", render::diff::text(&d)),
        ReportFormat::Markdown => print!("{}", render::diff::markdown(&d)),
        ReportFormat::Json => println!("{}", render::diff::json(&d)),
    }
    Ok(ExitCode::SUCCESS)
}

fn points(
    after: Option<u32>,
    edition: Option<&str>,
    supplements: &[String],
    format: CheckFormat,
    file: &str,
) -> Outcome {
    let mut rulesets = Rulesets::new(supplements)?;
    let (text, record) = read_record(file)?;
    let id = edition
        .map(str::to_string)
        .or_else(|| record.tag("Edition").map(|t| t.value.clone()))
        .ok_or_else(|| RecordError::NoEdition {
            file: file.to_string(),
        })?;
    rulesets.check_used(std::slice::from_ref(&id))?;
    let rules = rulesets.get(&id).map_err(|e| miette::Report::new(*e))?;
    let report = caipan::engine::points(rules, &record, file, &text, after)
        .map_err(|e| miette::Report::new(*e))?;
    match format {
        CheckFormat::Text => print!("{}", render::points::text(&report)),
        CheckFormat::Json => println!("{}", render::points::json(&report)),
    }
    Ok(ExitCode::SUCCESS)
}

fn cite(edition: &str, article: Option<&str>) -> Outcome {
    let rules = ruleset::resolve(edition).map_err(|e| miette::Report::new(*e))?;
    match article {
        None => print!("{}", render::text::contents(&rules)),
        Some(id) => {
            let text = render::text::cite(&rules, id).ok_or_else(|| CliError::UnknownArticle {
                edition: rules.id.clone(),
                id: id.to_string(),
            })?;
            print!("{text}");
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn editions() -> Outcome {
    let mut list = Vec::new();
    for (id, _, _) in ruleset::BUILT_IN {
        list.push(ruleset::resolve(id).map_err(|e| miette::Report::new(*e))?);
    }
    print!("{}", render::text::editions(&list));
    Ok(ExitCode::SUCCESS)
}
