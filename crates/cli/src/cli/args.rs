//! The command line's definition (clap derive): every command, argument and
//! its `--help` text. `main.rs` dispatches; completions and the man page are
//! generated from this.

pub(crate) use super::args_commands::{
    CheckArgs, CiteArgs, CompareArgs, CoverageArgs, DiffArgs, EditionArgs, PointsArgs, SearchArgs,
    ServeArgs, ShowArgs, StandingsArgs,
};
use super::{CheckFormat, ReportFormat, SearchFormat};
use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(
    name = "caipan",
    version,
    about = "caipan (裁判, the arbiter): judges board-game records against a rule edition",
    long_about = "caipan judges board-game records against the competition rules of a chosen edition.\n\
For every move and conduct event it says which article applies, what the article prescribes\n\
(with the article's text), and checks the arbiter's rulings written in the record.\n\n\
Exit codes: 0 no violation found, 1 at least one violation, 2 unusable input.",
    // The examples name real editions and files of the repository: they
    // are data, kept outside src/ (crates/cli/help/examples.txt;
    // tests/integration/help_examples.rs runs each).
    after_help = include_str!("../../help/examples.txt").trim_end()
)]
pub(crate) struct Cli {
    #[command(subcommand)]
    pub(crate) command: Command,
    /// The language of what caipan writes for people: `zh` (简体中文) or
    /// `en`. Default: CAIPAN_LANG, else the locale (LC_ALL, LC_MESSAGES,
    /// LANG: zh_CN.UTF-8 gives Chinese), else English. JSON output is the
    /// same in every language.
    #[arg(long, global = true, value_name = "LANG")]
    pub(crate) lang: Option<String>,
}

#[derive(Subcommand)]
pub(crate) enum Command {
    /// Judge records: findings with verdicts and cited articles, then the result.
    Check(CheckArgs),
    /// Judge records under several editions side by side, marking where they differ.
    Compare(CompareArgs),
    /// The table of changes between two editions, aligned by topic.
    Diff(DiffArgs),
    /// The points where the player to move may not play (Go: forbidden point,
    /// ko, repetition; Gomoku: Black's forbidden moves), with kinds and articles.
    Points(PointsArgs),
    /// Convert a record between a game file and caipan's record format
    /// (either way, by the input's kind): SGF, Gomocup's .psq and RenjuNet's
    /// .rif become caipan records; a caipan record becomes SGF (conduct
    /// events, claims and rulings travel as the private property
    /// CAIPAN[...], so a dispute record survives) or, with `--to psq` or
    /// `--to rif`, a .psq file or a one-game .rif database of its stones.
    Convert {
        /// The format a caipan record is written in.
        #[arg(long, value_enum, default_value = "sgf")]
        to: super::ConvertTo,
        /// The edition whose board gives the point names (default: the
        /// record's [Edition] tag; SGF needs none to become a record).
        #[arg(long, short)]
        edition: Option<String>,
        /// The game of a file of several (an SGF collection, a .rif
        /// database) to convert (1 = the first).
        #[arg(long, default_value = "1")]
        game: usize,
        /// A caipan record, or an SGF, .psq or .rif file.
        file: String,
    },
    /// Print an article, clause or item with its text, the rules citing it,
    /// its counterparts in the other editions of the game and the cases
    /// that exercise it. ARTICLE may also be an event or topic name
    /// (`takeback`). Without ARTICLE, list the edition's articles.
    Cite(CiteArgs),
    /// Find the articles, clauses and items that speak of something: words
    /// in Chinese (悔棋, 迟到, 手机), English terms of the glossary
    /// ("takeback", "late"), or event and topic names ("phone"). Ranked; each
    /// hit with the id to pass to `cite`. Exit code 1 when nothing is found.
    Search(SearchArgs),
    /// Write a case file skeleton for a test author: front matter with the
    /// editions' expectation blocks to fill, and a record to write. Never
    /// overwrites a file.
    NewCase {
        /// The editions the case is judged under, comma-separated.
        #[arg(long, value_delimiter = ',', required = true)]
        edition: Vec<String>,
        /// The case's name, kebab-case (`takeback-claimed-late`).
        name: String,
        /// The case library; the file goes in its game's folder.
        #[arg(long, default_value = "cases")]
        dir: String,
    },
    /// Draw the position at a moment of a record: coordinates as on the
    /// board, the last move in parentheses and the last moves numbered,
    /// captured stones, where the player to move may not play; `--svg OUT`
    /// writes it as an image too.
    Show(ShowArgs),
    /// For every article, clause and item: the rules that encode it, the
    /// cases that exercise it, or why no record can show it.
    Coverage(CoverageArgs),
    /// The standings of a tournament under an edition's tournament
    /// articles: points per game, then each tie-break in the text's order,
    /// withdrawals as the text says, every decision with its article.
    ///
    /// The tournament file is YAML of our own (docs/tournaments.md): players,
    /// rounds of games with results, warnings, withdrawals.
    Standings(StandingsArgs),
    /// The arbiter's table: a local web page to build a record by clicking
    /// and adding conduct events, with the judgement, the articles' words,
    /// the check of a ruling, search and citation beside it, and a
    /// printable ruling sheet; a JSON API under it. Loopback only unless
    /// --bind says otherwise; the page works offline. In a build with the
    /// server: `cargo install --path crates/cli --features serve`.
    Serve(ServeArgs),
    /// Print a shell completion script (bash, zsh, fish, elvish,
    /// powershell): `caipan completions bash > /etc/bash_completion.d/caipan`.
    Completions {
        /// The shell.
        shell: clap_complete::Shell,
    },
    /// Print the manual page (roff), generated from this command line's
    /// definition: `caipan man > caipan.1 && man ./caipan.1`; with --dir,
    /// write it and every subcommand's page it refers to (caipan-check.1 …).
    Man {
        /// Write caipan.1 and caipan-SUBCOMMAND.1 into this directory.
        #[arg(long, value_name = "DIR")]
        dir: Option<String>,
    },
    /// List the editions built into this binary.
    Editions,
    /// Referee a match between two engines (GTP for Go, the Gomocup
    /// protocol for Gomoku and renju), every move judged by the edition as
    /// it is played, each game written as a record `caipan check` judges
    /// again the same; engines are command lines, run without a shell.
    Referee {
        #[command(flatten)]
        with: EditionArgs,
        #[command(flatten)]
        asked: super::referee::RefereeArgs,
    },
    /// The case library as a rules conformance suite (docs/suite.md).
    #[command(subcommand)]
    Suite(super::suite::SuiteAction),
}

impl Command {
    /// Whether the output is text for a person (coloured and wrapped on a
    /// terminal): judgements, citations and search hits, not tables,
    /// Markdown, JSON or expectation blocks.
    pub(crate) fn for_people(&self) -> bool {
        match self {
            Command::Check(a) => matches!(a.format, CheckFormat::Text) && !a.expect,
            Command::Cite(CiteArgs { format, .. }) | Command::Search(SearchArgs { format, .. }) => {
                matches!(format, SearchFormat::Text)
            }
            _ => false,
        }
    }

    /// Whether errors should also be written as JSON objects on stdout.
    pub(crate) fn wants_json(&self) -> bool {
        match self {
            Command::Check(CheckArgs { format, .. })
            | Command::Points(PointsArgs { format, .. }) => {
                matches!(format, CheckFormat::Json | CheckFormat::Jsonl)
            }
            Command::Compare(CompareArgs { format, .. })
            | Command::Diff(DiffArgs { format, .. })
            | Command::Standings(StandingsArgs { format, .. }) => {
                matches!(format, ReportFormat::Json)
            }
            _ => false,
        }
    }
}
