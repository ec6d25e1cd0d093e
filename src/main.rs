//! The `caipan` command line: a thin layer over the library.

use caipan::render;
use clap::{Parser, Subcommand};
use std::process::ExitCode;

mod cli;

use cli::check::{CheckOptions, check};
use cli::commands::{cite_annotated, compare, convert, diff, editions, points};
use cli::output::{Fail, Out, Outcome, show};
use cli::{CheckFormat, Judging, ReportFormat, SearchFormat};

#[derive(Parser)]
#[command(
    name = "caipan",
    version,
    about = "caipan (裁判, the arbiter): judges board-game records against a rule edition",
    long_about = "caipan judges board-game records against the competition rules of a chosen edition.\n\
For every move and conduct event it says which article applies, what the article prescribes\n\
(with the article's text), and checks the arbiter's rulings written in the record.\n\n\
Exit codes: 0 no violation found, 1 at least one violation, 2 unusable input.",
    after_help = "Examples (`caipan editions` lists the edition ids):\n  caipan check game.case\n  caipan check --format json --edition ID game.case\n  caipan check --edition ID archive/   (SGF files, judged as played; a summary at the end)\n  caipan convert game.sgf > game.case\n  caipan compare game.case --editions ID1,ID2\n  caipan diff ID1 ID2 --format markdown\n  caipan points game.case --after 30\n  caipan cite ID N.M\n  caipan editions"
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

#[derive(Subcommand)]
enum Command {
    /// Judge records: findings with verdicts and cited articles, then the result.
    Check {
        #[command(flatten)]
        with: EditionArgs,
        /// Output format.
        #[arg(long, short, value_enum, default_value = "text")]
        format: CheckFormat,
        /// Judge as ruled (verdicts change the game: dispute records) or as
        /// played (the board follows the record: archives). Default: the
        /// record's [Judging "…"] tag, else as played for SGF and as ruled
        /// for caipan records.
        #[arg(long = "as", value_enum)]
        judging: Option<Judging>,
        /// Which files under a directory are judged (repeatable): `*.sgf`,
        /// `2024/**/*.sgf`; `!pattern` excludes. Without it, every .sgf and
        /// .case file. A pattern without `/` matches the file name; case is
        /// ignored (archives write both .sgf and .SGF).
        #[arg(long, value_name = "PATTERN")]
        glob: Vec<String>,
        /// Print each judgement as a case file's expectation block (the
        /// harness's format), to review against the articles and paste
        /// under `expect:`.
        #[arg(long)]
        expect: bool,
        /// Draw the position at each finding (after its move, the point in
        /// dispute in brackets) in the text output.
        #[arg(long)]
        board: bool,
        /// Also write every judgement as one self-contained HTML report
        /// (findings with their diagrams, verdicts, article texts, tallies).
        #[arg(long, value_name = "OUT.html")]
        html: Option<String>,
        /// Record files: caipan records (.case or any text file in the
        /// record format), SGF files (FF[1]–FF[4], collections too),
        /// directories (every .sgf and .case under them) or `-` for
        /// standard input.
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
        /// Also write the comparison as one self-contained HTML report.
        #[arg(long, value_name = "OUT.html")]
        html: Option<String>,
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
        /// Quote the clauses of both editions under each topic, and both
        /// texts of every article paired across the editions.
        #[arg(long)]
        texts: bool,
        /// Also write the changes as one self-contained HTML report, with
        /// the clauses of both editions quoted.
        #[arg(long, value_name = "OUT.html")]
        html: Option<String>,
    },
    /// The points where the player to move may not play (Go: forbidden point,
    /// ko, repetition; Gomoku: Black's forbidden moves), with kinds and articles.
    Points {
        /// The positions: after N moves, a list `10,20,30`, or `all` (after
        /// every move). Default: the end of the record.
        #[arg(long, value_name = "N[,N…]|all")]
        after: Option<String>,
        #[command(flatten)]
        with: EditionArgs,
        #[arg(long, short, value_enum, default_value = "text")]
        format: CheckFormat,
        /// Records or SGF files; one report per file and position.
        #[arg(required = true)]
        files: Vec<String>,
    },
    /// Convert a record between SGF and caipan's record format (either way,
    /// by the input's kind). Conduct events, claims and rulings travel in SGF
    /// as the private property CAIPAN[...], so a dispute record survives.
    Convert {
        /// The edition whose board gives the point names (default: the
        /// record's [Edition] tag; SGF needs none to become a record).
        #[arg(long, short)]
        edition: Option<String>,
        /// The game of an SGF collection to convert (1 = the first).
        #[arg(long, default_value = "1")]
        game: usize,
        /// A caipan record or an SGF file.
        file: String,
    },
    /// Print an article, clause or item with its text, the rules citing it,
    /// its counterparts in the other editions of the game and the cases
    /// that exercise it. ARTICLE may also be an event or topic name
    /// (`takeback`). Without ARTICLE, list the edition's articles.
    Cite {
        /// Edition id or ruleset path.
        edition: String,
        /// Article id `N`, clause id `N.M`, item id `N.M.K`, or an event,
        /// topic or rule name.
        article: Option<String>,
        /// The whole edition with, under each clause, the rules that encode
        /// it, the parameters it sets and the cases that exercise it.
        #[arg(long, conflicts_with = "article")]
        annotated: bool,
        /// The case library (default: ./cases if present).
        #[arg(long, value_name = "DIR")]
        cases: Option<String>,
        #[arg(long, short, value_enum, default_value = "text")]
        format: SearchFormat,
    },
    /// Find the articles, clauses and items that speak of something: words
    /// in Chinese (悔棋, 迟到, 手机), English terms of the glossary
    /// ("takeback", "late"), or event and topic names ("phone"). Ranked; each
    /// hit with the id to pass to `cite`. Exit code 1 when nothing is found.
    Search {
        /// The words to look for (all editions unless --edition).
        #[arg(required = true)]
        words: Vec<String>,
        /// Search one edition only.
        #[arg(long, short)]
        edition: Option<String>,
        /// At most this many hits.
        #[arg(long, default_value = "10")]
        limit: usize,
        #[arg(long, short, value_enum, default_value = "text")]
        format: SearchFormat,
    },
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
    Show {
        /// A caipan record or an SGF file.
        file: String,
        /// After this many moves (default: the end of the record).
        #[arg(long)]
        after: Option<u32>,
        /// Edition id (default: the record's [Edition] tag).
        #[arg(long, short)]
        edition: Option<String>,
        /// A point to mark as the one in dispute (`Q16`).
        #[arg(long, value_name = "POINT")]
        mark: Option<String>,
        /// Also write the position as SVG to this file.
        #[arg(long, value_name = "OUT")]
        svg: Option<String>,
    },
    /// Print a shell completion script (bash, zsh, fish, elvish,
    /// powershell): `caipan completions bash > /etc/bash_completion.d/caipan`.
    Completions {
        /// The shell.
        shell: clap_complete::Shell,
    },
    /// Print the manual page (roff), generated from this command line's
    /// definition: `caipan man > caipan.1 && man ./caipan.1`.
    Man,
    /// List the editions built into this binary.
    Editions,
}

impl Command {
    /// Whether the output is text for a person (coloured and wrapped on a
    /// terminal): judgements, citations and search hits, not tables,
    /// Markdown, JSON or expectation blocks.
    fn for_people(&self) -> bool {
        match self {
            Command::Check { format, expect, .. } => matches!(format, CheckFormat::Text) && !expect,
            Command::Cite { format, .. } | Command::Search { format, .. } => {
                matches!(format, SearchFormat::Text)
            }
            _ => false,
        }
    }

    /// Whether errors should also be written as JSON objects on stdout.
    fn wants_json(&self) -> bool {
        match self {
            Command::Check { format, .. } | Command::Points { format, .. } => {
                matches!(format, CheckFormat::Json | CheckFormat::Jsonl)
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
    if cli.command.for_people() {
        out.for_people();
    }
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
            judging,
            glob,
            expect,
            board,
            html,
            files,
        } => check(
            out,
            with.edition.as_deref(),
            &with.supplement,
            &CheckOptions {
                format,
                judging,
                globs: glob,
                expect,
                board,
                html,
            },
            &files,
        ),
        Command::Compare {
            editions,
            supplement,
            format,
            html,
            files,
        } => compare(out, &editions, &supplement, format, html.as_deref(), &files),
        Command::Diff {
            from,
            to,
            supplement,
            format,
            texts,
            html,
        } => diff(out, &from, &to, &supplement, format, texts, html.as_deref()),
        Command::Points {
            after,
            with,
            format,
            files,
        } => points(
            out,
            after.as_deref(),
            with.edition.as_deref(),
            &with.supplement,
            format,
            &files,
        ),
        Command::Convert {
            edition,
            game,
            file,
        } => convert(out, edition.as_deref(), game, &file),
        Command::Cite {
            edition,
            article,
            annotated: true,
            cases,
            ..
        } => {
            let _ = article;
            cite_annotated(out, &edition, cases.as_deref())
        }
        Command::Cite {
            edition,
            article,
            cases,
            format,
            ..
        } => cli::cite::cite(
            out,
            &edition,
            article.as_deref(),
            matches!(format, SearchFormat::Json),
            cases.as_deref(),
        ),
        Command::Search {
            words,
            edition,
            limit,
            format,
        } => cli::search::search(
            out,
            &words,
            edition.as_deref(),
            matches!(format, SearchFormat::Json),
            limit,
        ),
        Command::NewCase { edition, name, dir } => {
            cli::new_case::new_case(out, &edition, &name, &dir)
        }
        Command::Completions { shell } => {
            cli::manual::completions(out, shell, <Cli as clap::CommandFactory>::command())
        }
        Command::Man => cli::manual::man(out, <Cli as clap::CommandFactory>::command()),
        Command::Show {
            file,
            after,
            edition,
            mark,
            svg,
        } => cli::show::show(
            out,
            &file,
            after,
            edition.as_deref(),
            mark.as_deref(),
            svg.as_deref(),
        ),
        Command::Editions => editions(out),
    }
}
