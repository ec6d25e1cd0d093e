//! Remarks that are not verdicts (claims with nothing to claim, rulings on
//! nothing, what a source file says against the judgement), and how a
//! record is judged (as ruled or as played).

use crate::record::ast::Colour;
use serde::Serialize;

/// How a record is judged.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mode {
    /// Verdicts change the game (a void move is taken back, restored
    /// stones go back): a dispute record written after the arbiter ruled.
    #[default]
    AsRuled,
    /// The board follows the record; each finding says what the article
    /// prescribes, and judging goes on after the game was decided: an
    /// archive of games as they were played.
    AsPlayed,
}

impl Mode {
    /// The value of the record tag `[Judging "…"]`.
    pub fn from_name(name: &str) -> Option<Mode> {
        match name.trim().to_ascii_lowercase().as_str() {
            "as-ruled" | "ruled" => Some(Mode::AsRuled),
            "as-played" | "played" => Some(Mode::AsPlayed),
            _ => None,
        }
    }
}

/// A remark that is not a verdict: a claim with nothing to claim, a ruling
/// on nothing. Data; `render::remarks` words it (JSON `message`).
#[derive(Debug, Clone, PartialEq)]
pub struct Remark {
    /// Line in the record (1-based).
    pub line: usize,
    /// Column in the record (1-based, characters).
    pub column: usize,
    /// What the remark is about.
    pub about: About,
}

/// What a remark is about.
#[derive(Debug, Clone, PartialEq)]
pub enum About {
    /// A claim that resolves nothing: no such incident, or its window closed.
    NothingToClaim {
        /// Who claimed.
        claimant: Colour,
        /// The claim word.
        matter: String,
    },
    /// A claim that comes after the window of the incident it names closed:
    /// the incident stands as the text says for an unclaimed one.
    ClaimTooLate {
        /// Who claimed.
        claimant: Colour,
        /// The claim word.
        matter: String,
        /// The move number of the incident.
        move_number: u32,
        /// The incident as written.
        written: String,
        /// The rule that found it.
        rule: String,
        /// The articles it cites (ids).
        articles: Vec<String>,
        /// Until when the claim had to come, as the rule gives it.
        window: crate::vocabulary::ClaimWindow,
        /// What stands instead (the rule's verdict without a claim).
        stands: Vec<crate::vocabulary::Verdict>,
    },
    /// A claim of something the edition judges without a claim.
    ClaimNotNeeded {
        /// Who claimed.
        claimant: Colour,
        /// The claim word or event named.
        matter: String,
        /// The edition id.
        edition: String,
        /// The articles of the edition's rules about it (ids).
        articles: Vec<String>,
    },
    /// Stones agreed dead (or marked) under an edition that counts the
    /// board as it stands: they stay on the board.
    DeadStonesStay {
        /// The agreement as written.
        written: String,
        /// The edition id.
        edition: String,
        /// The articles that count the board.
        articles: Vec<String>,
    },
    /// A claim of something no article of the edition is about: told, not
    /// refused.
    NoClaimOf {
        /// Who claimed.
        claimant: Colour,
        /// The claim word or event named.
        matter: String,
        /// The edition id.
        edition: String,
        /// The claims the edition takes.
        taken: Vec<String>,
        /// The articles by which the act stands, where the edition allows it.
        stands: Vec<String>,
    },
    /// A ruling on an event no article gives a verdict for.
    RulingOnNothing {
        /// The ruling as written.
        written: String,
        /// The edition id.
        edition: String,
        /// The articles that leave the event before it to the arbiter, if
        /// no rule covers it (an article such as "matters these rules do not
        /// cover are for the arbiter").
        left_to: Vec<String>,
    },
    /// Moves after a verdict decided the game (not judged).
    AlreadyDecided,
    /// Moves after the stop confirmed life and death; the edition takes
    /// them back before the count.
    ConfirmationTakenBack {
        /// The first and last move numbers taken back.
        from: u32,
        /// The last.
        to: u32,
        /// The articles that make them a confirmation.
        articles: Vec<String>,
    },
    /// The record's defect, as its diagnostic says it.
    Defect(crate::error::Said),
    /// The source (an SGF file) has variations besides the main line,
    /// which alone is judged.
    Variations {
        /// How many.
        count: usize,
    },
    /// The source (an SGF file) declares a charset in `CA[]` that cannot
    /// describe a file whose structure is ASCII (`UTF-16`): it was ignored.
    CharsetIgnored {
        /// The charset declared, by its canonical name.
        declared: String,
        /// How the text was read instead.
        read_as: String,
    },
    /// The source declares a handicap (`HA[n]`) but places fewer Black
    /// stones before the first move: what follows from the missing stones
    /// (White moving first, a stone on a point the file thought taken) is
    /// the file's, not the players'.
    HandicapMissing {
        /// The stones declared.
        declared: u32,
        /// Black's stones placed before the first move.
        placed: usize,
    },
    /// The edition was chosen from the rules the source names (`RU[]`),
    /// as the user asked (`--edition-from-sgf`).
    EditionFromRules {
        /// What the source writes.
        written: String,
        /// The rules the table reads it as.
        rules: String,
        /// The table: `built in`, or the user's file.
        table: String,
        /// The edition chosen.
        edition: String,
        /// The edition counts territory with its text's reading of dame
        /// left open (stones touching one are in seki), which a game
        /// stopped with dame open meets.
        territory_as_written: bool,
        /// The edition counts territory with the dame filled first (its
        /// reading `territory-dame-filled` 1).
        territory_dame_filled: bool,
    },
    /// Asked to judge under the rules the source names, the source names
    /// rules no edition judges (or none): judged under `--edition`.
    RulesNotKnown {
        /// What the source writes (none: no `RU[]`).
        written: Option<String>,
        /// The rules the table reads it as, where it knows the spelling.
        rules: Option<String>,
        /// The edition that judged it instead.
        edition: String,
    },
    /// The source writes a komi that is no number of points caipan reads
    /// (`KM[6,5]`, `KM[inf]`): the edition's komi counts.
    KomiUnread {
        /// The value as written (quoted at most so long).
        written: String,
    },
    /// `--komi file` asked for the source's komi, which is outside what the
    /// edition's komi article allows (a supplement's komi would be
    /// refused the same): the edition's komi counts.
    KomiOutsideRange {
        /// The source's komi, in points.
        written: f64,
        /// What the edition allows, in its unit.
        range: [f64; 2],
        /// The komi's unit (points, stones).
        unit: String,
        /// The article that sets the edition's komi.
        article: String,
    },
    /// The game is played on another board than the one the edition's
    /// text names, a size the text allows (the record's size, or the
    /// supplement's).
    OtherBoard {
        /// The board judged on: points per side.
        size: usize,
        /// The board the text names.
        own: usize,
        /// The article that fixes the board.
        article: String,
    },
    /// The source's komi differs from the edition's.
    KomiDiffers {
        /// The source's komi, in points.
        written: f64,
        /// The edition's komi, in points.
        edition: f64,
        /// The article that sets the edition's komi.
        article: String,
    },
    /// An article broken where the text gives no sanction (a rule of kind
    /// `breach`): cited, not judged.
    Breach {
        /// The move number of the event.
        move_number: u32,
        /// The event as written.
        written: String,
        /// The rule that found it.
        rule: String,
        /// The articles broken, with their text.
        articles: Vec<crate::ruleset::Provision>,
        /// The edition id.
        edition: String,
    },
    /// Conduct no rule of the edition is on: the articles that leave such
    /// matters to the arbiter (none: the edition has no article on it).
    Uncovered {
        /// The event as written.
        written: String,
        /// The edition id.
        edition: String,
        /// The articles, with their text.
        articles: Vec<crate::ruleset::Provision>,
    },
    /// The source's result differs from the judged one.
    ResultDiffers {
        /// The result the source writes (`RE[]`).
        written: String,
        /// The judged outcome.
        judged: String,
    },
}
