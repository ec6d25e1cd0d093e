//! The `caipan` command line: a thin layer over the library.

use caipan::error::{CliError, RecordError};
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
    after_help = "Examples:\n  caipan check cases/go/double-move.case\n  caipan check --format json --edition go-2002 game.case\n  caipan cite go-2002 17.2\n  caipan editions"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Clone, Copy, ValueEnum)]
enum Format {
    Text,
    Json,
}

#[derive(Subcommand)]
enum Command {
    /// Judge records: findings with verdicts and cited articles, then the result.
    Check {
        /// Edition id (see `caipan editions`) or path to a ruleset YAML file.
        /// Overrides the record's [Edition "…"] tag.
        #[arg(long, short)]
        edition: Option<String>,
        /// Output format.
        #[arg(long, short, value_enum, default_value = "text")]
        format: Format,
        /// Record files (.case or any text file in the caipan record format).
        #[arg(required = true)]
        files: Vec<String>,
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
    match cli.command {
        Command::Check {
            edition,
            format,
            files,
        } => check(edition.as_deref(), format, &files),
        Command::Cite { edition, article } => cite(&edition, article.as_deref()),
        Command::Editions => editions(),
    }
}

fn report(diagnostic: impl Into<miette::Report>) {
    eprintln!("{:?}", diagnostic.into());
}

fn check(edition: Option<&str>, format: Format, files: &[String]) -> ExitCode {
    let mut cache: HashMap<String, Ruleset> = HashMap::new();
    let mut judgements = Vec::new();
    let mut unusable = false;
    for file in files {
        let text = match std::fs::read_to_string(file) {
            Ok(t) => t,
            Err(e) => {
                report(CliError::Io {
                    path: file.clone(),
                    cause: e.to_string(),
                });
                unusable = true;
                continue;
            }
        };
        let record = match caipan::record::parse(file, &text) {
            Ok(r) => r,
            Err(e) => {
                report(*e);
                unusable = true;
                continue;
            }
        };
        let id = match edition
            .map(str::to_string)
            .or_else(|| record.tag("Edition").map(|t| t.value.clone()))
        {
            Some(id) => id,
            None => {
                report(RecordError::NoEdition { file: file.clone() });
                unusable = true;
                continue;
            }
        };
        if !cache.contains_key(&id) {
            match ruleset::resolve(&id) {
                Ok(r) => {
                    cache.insert(id.clone(), r);
                }
                Err(e) => {
                    report(*e);
                    unusable = true;
                    continue;
                }
            }
        }
        let rules = &cache[&id];
        match caipan::judge(rules, &record, file, &text) {
            Ok((judgement, defect)) => {
                if let Some(d) = defect {
                    report(*d);
                    unusable = true;
                }
                if let Format::Text = format {
                    print!("{}", render::text::judgement(&judgement));
                    if files.len() > 1 {
                        println!();
                    }
                }
                judgements.push(judgement);
            }
            Err(e) => {
                report(*e);
                unusable = true;
            }
        }
    }
    if let Format::Json = format {
        println!("{}", render::json::judgements(&judgements));
    }
    if unusable {
        ExitCode::from(2)
    } else if judgements.iter().any(|j| j.has_violation()) {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

fn cite(edition: &str, article: Option<&str>) -> ExitCode {
    let rules = match ruleset::resolve(edition) {
        Ok(r) => r,
        Err(e) => {
            report(*e);
            return ExitCode::from(2);
        }
    };
    match article {
        None => {
            print!("{}", render::text::contents(&rules));
            ExitCode::SUCCESS
        }
        Some(id) => match render::text::cite(&rules, id) {
            Some(text) => {
                print!("{text}");
                ExitCode::SUCCESS
            }
            None => {
                report(CliError::UnknownArticle {
                    edition: rules.id.clone(),
                    id: id.to_string(),
                });
                ExitCode::from(2)
            }
        },
    }
}

fn editions() -> ExitCode {
    let mut list = Vec::new();
    for (id, _, _) in ruleset::BUILT_IN {
        match ruleset::resolve(id) {
            Ok(r) => list.push(r),
            Err(e) => {
                report(*e);
                return ExitCode::from(2);
            }
        }
    }
    print!("{}", render::text::editions(&list));
    ExitCode::SUCCESS
}
