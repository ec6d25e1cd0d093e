//! The arguments of the commands that take many (`check`, `cite`,
//! `search`, `standings`, `serve`), each a struct the command's arm hands
//! on whole, and the edition and supplements several commands take. Their
//! `--help` texts are here; each command's own help is its variant's doc
//! comment in [`super::args::Command`].

use super::edition_arg::EditionParser;
use super::{CheckFormat, Judging, KomiFrom, ReportFormat, SearchFormat};

/// Which edition, and which tournament supplements on top of it.
#[derive(clap::Args)]
pub(crate) struct EditionArgs {
    /// Edition id (see `caipan editions`) or path to a ruleset YAML file.
    /// Overrides the record's [Edition "…"] tag.
    #[arg(long, short, value_parser = EditionParser, hide_possible_values = true)]
    pub(crate) edition: Option<String>,
    /// A tournament supplement (YAML) to apply to the edition it names.
    #[arg(long, short)]
    pub(crate) supplement: Vec<String>,
    /// An opening rule of the edition, by id (`caipan editions` lists
    /// each edition's): the edition judges under it, as a supplement's
    /// `protocol: ID` would choose it (`--protocol swap2`).
    #[arg(long, value_name = "ID")]
    pub(crate) protocol: Option<String>,
}

impl EditionArgs {
    /// The supplements and the protocol, as the rulesets take them.
    pub(crate) fn extend(&self) -> super::rulesets::Extend<'_> {
        super::rulesets::Extend {
            supplements: &self.supplement,
            protocol: self.protocol.as_deref(),
        }
    }
}

// `caipan check`'s arguments (the command's help is the variant's
// doc comment in [`Command`]).
#[derive(clap::Args)]
pub(crate) struct CheckArgs {
    #[command(flatten)]
    pub(crate) with: EditionArgs,
    /// Output format.
    #[arg(long, short, value_enum, default_value = "text")]
    pub(crate) format: CheckFormat,
    /// Judge as ruled (verdicts change the game: dispute records) or as
    /// played (the board follows the record: archives). Default: the
    /// record's [Judging "…"] tag, else as played for SGF and as ruled
    /// for caipan records.
    #[arg(long = "as", value_enum)]
    pub(crate) judging: Option<Judging>,
    /// Which files under a directory are judged (repeatable): `*.sgf`,
    /// `2024/**/*.sgf`; `!pattern` excludes. Without it, every .sgf and
    /// .case file. A pattern without `/` matches the file name; case is
    /// ignored (archives write both .sgf and .SGF).
    #[arg(long, value_name = "PATTERN")]
    pub(crate) glob: Vec<String>,
    /// Follow symbolic links under directories (as ripgrep's -L). By
    /// default a link is not followed, so nothing outside the
    /// directory is read; each link passed over is listed in the
    /// summary. A link named on the command line is always read.
    #[arg(long, short = 'L')]
    pub(crate) follow: bool,
    /// Print each judgement as a case file's expectation block (the
    /// harness's format), to review against the articles and paste
    /// under `expect:`.
    #[arg(long)]
    pub(crate) expect: bool,
    /// Draw the position at each finding (after its move, the point in
    /// dispute in brackets) in the text output.
    #[arg(long)]
    pub(crate) board: bool,
    /// Print only the records with a finding or a defect, and list only
    /// them in the `--html` report (an archive's games with nothing to
    /// report are counted in the summary and on the page).
    #[arg(long)]
    pub(crate) only_findings: bool,
    /// Print only the summary of a run over many records (text).
    #[arg(long, conflicts_with = "expect")]
    pub(crate) summary: bool,
    /// Also write every judgement as one self-contained HTML report
    /// (findings with their diagrams, verdicts, article texts, tallies).
    #[arg(long, value_name = "OUT.html")]
    pub(crate) html: Option<String>,
    /// Whose komi the count uses: the edition's (default), or the
    /// record's own where it writes one (SGF `KM[]`; the result says so).
    #[arg(long, value_enum, default_value = "edition")]
    pub(crate) komi: KomiFrom,
    /// Judge each SGF game under the edition its `RU[]` names, by the
    /// table of common spellings (rulesets/sgf/rules-names.yaml); rules
    /// with no edition, or none, are judged under --edition if given,
    /// else reported. `RU[]` is often wrong: never assumed.
    #[arg(long)]
    pub(crate) edition_from_sgf: bool,
    /// Your own rules table (as rulesets/sgf/rules-names.yaml), first.
    #[arg(long, value_name = "FILE", requires = "edition_from_sgf")]
    pub(crate) rules_map: Option<String>,
    /// Record files: caipan records (.case or any text file in the
    /// record format), SGF files (FF[1]–FF[4], collections too),
    /// directories (every .sgf and .case under them) or `-` for
    /// standard input.
    #[arg(required = true)]
    pub(crate) files: Vec<String>,
}

// `caipan cite`'s arguments (the command's help is the variant's
// doc comment in [`Command`]).
#[derive(clap::Args)]
pub(crate) struct CiteArgs {
    /// Edition id or ruleset path.
    pub(crate) edition: String,
    /// Article id `N`, clause id `N.M`, item id `N.M.K`, or an event,
    /// topic or rule name.
    pub(crate) article: Option<String>,
    /// The whole edition with, under each clause, the rules that encode
    /// it, the parameters it sets and the cases that exercise it.
    #[arg(long, conflicts_with = "article")]
    pub(crate) annotated: bool,
    /// The case library (default: ./cases if present).
    #[arg(long, value_name = "DIR")]
    pub(crate) cases: Option<String>,
    #[arg(long, short, value_enum, default_value = "text")]
    pub(crate) format: SearchFormat,
}

// `caipan search`'s arguments (the command's help is the variant's
// doc comment in [`Command`]).
#[derive(clap::Args)]
pub(crate) struct SearchArgs {
    /// The words to look for (all editions unless --edition).
    #[arg(required = true)]
    pub(crate) words: Vec<String>,
    /// Search one edition only.
    #[arg(long, short)]
    pub(crate) edition: Option<String>,
    /// At most this many hits.
    #[arg(long, default_value = "10")]
    pub(crate) limit: usize,
    #[arg(long, short, value_enum, default_value = "text")]
    pub(crate) format: SearchFormat,
}

// `caipan standings`'s arguments (the command's help is the variant's
// doc comment in [`Command`]).
#[derive(clap::Args)]
pub(crate) struct StandingsArgs {
    /// The edition (default: the file's `tournament.edition`).
    #[arg(long, short)]
    pub(crate) edition: Option<String>,
    /// A tournament supplement to apply to the edition it names (the
    /// edition's or --against's): it may choose the readings the text
    /// leaves open, e.g. FIDE's virtual opponent for byes and forfeits
    /// (`unplayed-virtual-opponent`) or how many opponents a cut
    /// Buchholz cuts (`buchholz-cut-highest`, `buchholz-cut-lowest`).
    #[arg(long, short, value_name = "FILE")]
    pub(crate) supplement: Vec<String>,
    #[arg(long, short, value_enum, default_value = "text")]
    pub(crate) format: ReportFormat,
    /// Check the standings the file publishes (an EGF table's places,
    /// or `published:` in our format) against the articles: every place
    /// that departs, with the criterion that decides it. Exit code 1
    /// when a place departs.
    #[arg(long)]
    pub(crate) check: bool,
    /// Judge the game records the pairings name (`record: FILE`), read
    /// from this directory only: each judged result and its warnings
    /// count, and a result the table writes differently is reported.
    #[arg(long, value_name = "DIR")]
    pub(crate) games: Option<String>,
    /// Follow a record in the --games directory that is a symbolic
    /// link. By default a link is not read (nothing outside the
    /// directory is): its pairing says so.
    #[arg(long, short = 'L', requires = "games")]
    pub(crate) follow: bool,
    /// Rank the same tournament under a second edition too, and list
    /// every player placed differently, with what placed them.
    #[arg(long, value_name = "EDITION")]
    pub(crate) against: Option<String>,
    /// Also write the standings as one self-contained HTML page.
    #[arg(long, value_name = "OUT.html")]
    pub(crate) html: Option<String>,
    /// The tournament file: our YAML format, or an EGF results table
    /// (h9/h10, as MacMahon and OpenGotha export), told apart by content.
    pub(crate) file: String,
}

// `caipan serve`'s arguments (the command's help is the variant's
// doc comment in [`Command`]).
#[derive(clap::Args)]
pub(crate) struct ServeArgs {
    /// The port.
    #[arg(long, default_value_t = 8080)]
    pub(crate) port: u16,
    /// The address to listen on (another than loopback is warned about:
    /// anyone who can reach it can use the page).
    #[arg(long, default_value = "127.0.0.1")]
    pub(crate) bind: std::net::IpAddr,
    /// Also answer requests that name this host (repeatable): a name
    /// the venue's network gives the machine. Loopback names and IP
    /// addresses are always answered; with a non-loopback --bind, the
    /// machine's own name too. Any other `Host` or `Origin` is refused
    /// (a page elsewhere cannot drive the server by DNS rebinding). A
    /// name in ASCII: `例え.jp` is given as `xn--r8jz45g.jp`.
    #[arg(long, value_name = "NAME")]
    pub(crate) allow_host: Vec<String>,
    /// Connections open at once (default 512; fewer where the open-file
    /// limit leaves less room). At the cap the one that has waited on
    /// its client longest is closed for a new one.
    #[arg(long, value_name = "N")]
    pub(crate) max_connections: Option<usize>,
}

// `caipan compare`'s arguments (the command's help is the variant's
// doc comment in [`super::args::Command`]).
#[derive(clap::Args)]
pub(crate) struct CompareArgs {
    /// Editions to compare, comma-separated, in column order.
    #[arg(long, value_delimiter = ',', required = true)]
    pub(crate) editions: Vec<String>,
    /// Tournament supplements; each applies to the edition it names.
    #[arg(long, short)]
    pub(crate) supplement: Vec<String>,
    #[arg(long, short, value_enum, default_value = "text")]
    pub(crate) format: ReportFormat,
    /// Also write the comparison as one self-contained HTML report.
    #[arg(long, value_name = "OUT.html")]
    pub(crate) html: Option<String>,
    #[arg(required = true)]
    pub(crate) files: Vec<String>,
}

// `caipan diff`'s arguments (the command's help is the variant's
// doc comment in [`super::args::Command`]).
#[derive(clap::Args)]
pub(crate) struct DiffArgs {
    /// The earlier edition.
    pub(crate) from: String,
    /// The later edition.
    pub(crate) to: String,
    /// Tournament supplements; each applies to the edition it names.
    #[arg(long, short)]
    pub(crate) supplement: Vec<String>,
    #[arg(long, short, value_enum, default_value = "text")]
    pub(crate) format: ReportFormat,
    /// Quote the clauses of both editions under each topic, and both
    /// texts of every article paired across the editions.
    #[arg(long)]
    pub(crate) texts: bool,
    /// Also write the changes as one self-contained HTML report, with
    /// the clauses of both editions quoted.
    #[arg(long, value_name = "OUT.html")]
    pub(crate) html: Option<String>,
}

// `caipan points`'s arguments (the command's help is the variant's
// doc comment in [`super::args::Command`]).
#[derive(clap::Args)]
pub(crate) struct PointsArgs {
    /// The positions: after N moves, a list `10,20,30`, or `all` (after
    /// every move). Default: the end of the record.
    #[arg(long, value_name = "N[,N…]|all")]
    pub(crate) after: Option<String>,
    #[command(flatten)]
    pub(crate) with: EditionArgs,
    #[arg(long, short, value_enum, default_value = "text")]
    pub(crate) format: CheckFormat,
    /// Records or SGF files; one report per file and position.
    #[arg(required = true)]
    pub(crate) files: Vec<String>,
}

// `caipan show`'s arguments (the command's help is the variant's
// doc comment in [`super::args::Command`]).
#[derive(clap::Args)]
pub(crate) struct ShowArgs {
    /// A caipan record or an SGF file.
    pub(crate) file: String,
    /// After this many moves (default: the end of the record).
    #[arg(long)]
    pub(crate) after: Option<u32>,
    /// Edition id (default: the record's [Edition] tag).
    #[arg(long, short)]
    pub(crate) edition: Option<String>,
    /// A point to mark as the one in dispute (`Q16`).
    #[arg(long, value_name = "POINT")]
    pub(crate) mark: Option<String>,
    /// Also write the position as SVG to this file.
    #[arg(long, value_name = "OUT")]
    pub(crate) svg: Option<String>,
}

// `caipan coverage`'s arguments (the command's help is the variant's
// doc comment in [`super::args::Command`]).
#[derive(clap::Args)]
pub(crate) struct CoverageArgs {
    /// One edition (default: all).
    #[arg(long, short)]
    pub(crate) edition: Option<String>,
    #[arg(long, short, value_enum, default_value = "markdown")]
    pub(crate) format: ReportFormat,
    /// The case library (default: ./cases if present).
    #[arg(long, value_name = "DIR")]
    pub(crate) cases: Option<String>,
}
