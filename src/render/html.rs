//! Reports people hand round: one self-contained HTML file each (styles
//! inline, diagrams as inline SVG, no script, no network), for a judgement
//! (`check --html`: each record's part, its findings in
//! `finding_html`), and the page every report is written in; a
//! comparison of editions (`compare --html`) is in `compare_html`, the
//! changes between two editions (`diff --html`) in `memo_html`. The
//! markup is in templates (`templates/`, askama: text escaped by
//! construction), every word from the message layer ([`super::messages`]);
//! each record's part is written into a writer as it comes
//! ([`write_section`]), between [`write_head`] and [`write_foot`].

use super::messages::Messages;
use crate::judgement::Judgement;
use askama::Template;
use std::fmt::{self, Write};

#[derive(Template)]
#[template(path = "page_head.html")]
struct PageHead<'a> {
    lang: &'a str,
    title: &'a str,
}

#[derive(Template)]
#[template(path = "page_foot.html")]
struct PageFoot {
    footer: String,
}

/// A page's head, up to its body: the language, the title, the styles.
pub fn write_head(out: &mut impl Write, m: &Messages, title: &str) -> fmt::Result {
    let lang = m.lang().tag();
    PageHead { lang, title }
        .render_into(out)
        .map_err(|_| fmt::Error)
}

/// A page's foot, after its body: which caipan wrote it.
pub fn write_foot(out: &mut impl Write, m: &Messages) -> fmt::Result {
    let version = env!("CARGO_PKG_VERSION");
    let footer = m.f("page-footer", &[("version", version)]);
    PageFoot { footer }.render_into(out).map_err(|_| fmt::Error)
}

/// A whole page around `body` (already markup).
pub(crate) fn page(m: &Messages, title: &str, body: &str) -> String {
    let mut out = String::with_capacity(body.len() + 1200);
    let _ = write_head(&mut out, m, title);
    out.push_str(body);
    let _ = write_foot(&mut out, m);
    out
}

#[derive(Template)]
#[template(path = "judgement_section.html")]
struct Section {
    heading: String,
    summary: Option<String>,
    supplement: Option<String>,
    defect: Option<(String, String)>,
    result: String,
    arithmetic: String,
    no_finding: Option<String>,
    /// Each finding's markup, and where the boards stop after it.
    findings: Vec<(String, Option<String>)>,
    remarks: Vec<String>,
}

/// One record's part of the report: its heading, its result, each
/// finding with its board (up to the boards' limit), its remarks.
pub fn write_section(out: &mut impl Write, m: &Messages, j: &Judgement) -> fmt::Result {
    let m = m.in_edition(j.claim_zh.as_deref());
    let r = &j.result;
    let outcome = &super::words::outcome(m, r.outcome);
    let result = match r.margin {
        Some(margin) => {
            let margin = crate::units::stones(margin.as_f64());
            m.f(
                "section-result-margin",
                &[("outcome", outcome), ("margin", &margin)],
            )
        }
        None => m.f("section-result", &[("outcome", outcome)]),
    };
    let no_finding = j.findings.is_empty().then(|| {
        let key = if j.defect.is_some() {
            "section-no-finding-defect"
        } else {
            "section-no-finding"
        };
        m.f(key, &[("edition", &j.edition)])
    });
    let section = Section {
        heading: m.f(
            "section-heading",
            &[
                ("file", &j.file),
                ("edition", &j.edition),
                ("title", super::words::edition_title(m, j)),
            ],
        ),
        summary: j
            .summary_of
            .as_ref()
            .map(|o| super::cite::summary_line(m, m.prose(o, j.summary_of_zh.as_deref()))),
        supplement: j
            .supplement
            .as_ref()
            .map(|s| m.prose(s, j.supplement_zh.as_deref()))
            .map(|s| m.f("section-supplement", &[("supplement", s)]))
            .map(|line| match &j.protocol {
                Some(p) => {
                    let p = m.prose(p, j.protocol_zh.as_deref());
                    format!("{line} · {}", m.f("section-protocol", &[("protocol", p)]))
                }
                None => line,
            }),
        // A defective record says so before anything judged of it.
        defect: super::remarks::defect_line(m, j).map(|d| {
            (
                m.t("section-defect-head"),
                m.f("section-defect", &[("defect", &d)]),
            )
        }),
        result,
        arithmetic: r.arithmetic(m),
        no_finding,
        findings: findings_markup(m, j),
        remarks: j
            .remarks
            .iter()
            .map(|rem| {
                let (line, message) = (rem.line.to_string(), rem.message(m));
                m.f("section-remark", &[("line", &line), ("message", &message)])
            })
            .collect(),
    };
    section.render_into(out).map_err(|_| fmt::Error)
}

/// Each finding's markup with its board, and after the finding where the
/// boards stop, the words saying so. Boards are in finding order: each
/// finding takes the next one if it is its own (no search of every board
/// for every finding).
fn findings_markup(m: &Messages, j: &Judgement) -> Vec<(String, Option<String>)> {
    let mut boards = j.boards.iter().peekable();
    j.findings
        .iter()
        .enumerate()
        .map(|(i, f)| {
            let board = boards.next_if(|(k, _)| *k == i).map(|(_, d)| d);
            let markup = super::finding_html::finding(m, j, f, board);
            let stop = (j.boards_stopped == Some(i)).then(|| super::text::boards_stop(m, j, i));
            (markup, stop)
        })
        .collect()
}

#[derive(Template)]
#[template(path = "report_top.html")]
struct ReportTop {
    title: String,
    archive: Option<String>,
}

/// Judgements of one run as one report.
pub fn judgements(m: &'static Messages, js: &[Judgement], left_out: usize) -> String {
    let mut report = Report::new(m);
    for j in js {
        report.add(j);
    }
    report.left_out(left_out);
    report.finish()
}

/// A report written record by record as each is judged: each record's
/// part is rendered at once into one of two buffers (records with
/// findings or defects, records with none), so no judgement is kept; the
/// page puts the summary first and the records with something to report
/// before the others, in the order they came.
pub struct Report {
    /// The language the page speaks.
    m: &'static Messages,
    /// The parts of records with findings or a defect.
    reported: String,
    /// The parts of records with nothing to report.
    clean: String,
    /// Records added (listed or not).
    records: usize,
    /// Records with findings, with a defect, with either.
    found: usize,
    defective: usize,
    reported_records: usize,
    /// Records left off the page, counted (`--only-findings`).
    left_out: usize,
}

impl Report {
    /// An empty report in the language of `m`.
    pub fn new(m: &'static Messages) -> Report {
        Report {
            m,
            reported: String::new(),
            clean: String::new(),
            records: 0,
            found: 0,
            defective: 0,
            reported_records: 0,
            left_out: 0,
        }
    }

    /// The record's part, rendered now.
    pub fn add(&mut self, j: &Judgement) {
        self.records += 1;
        self.found += usize::from(!j.findings.is_empty());
        self.defective += usize::from(j.defect.is_some());
        let buffer = if j.findings.is_empty() && j.defect.is_none() {
            &mut self.clean
        } else {
            self.reported_records += 1;
            &mut self.reported
        };
        let _ = write_section(buffer, self.m, j);
    }

    /// `n` records with nothing to report, counted but not listed.
    pub fn left_out(&mut self, n: usize) {
        self.records += n;
        self.left_out += n;
    }

    /// The page.
    pub fn finish(self) -> String {
        let m = self.m;
        let title = m.t("report-title");
        let mut out = String::with_capacity(self.reported.len() + self.clean.len() + 2048);
        let _ = write_head(&mut out, m, &title);
        // An archive's report: a summary first, then the games with
        // findings or defects before the games with none (or without them,
        // counted, for `--only-findings`).
        let archive = (self.records > 1).then(|| self.archive_line(m));
        let _ = ReportTop { title, archive }.render_into(&mut out);
        out.push_str(&self.reported);
        out.push_str(&self.clean);
        let _ = write_foot(&mut out, m);
        out
    }

    /// An archive's count: records, with findings, defective, clean.
    fn archive_line(&self, m: &Messages) -> String {
        let placed = if self.left_out > 0 {
            m.t("report-placed-left-out")
        } else {
            m.t("report-placed-last")
        };
        let clean = self.records - self.reported_records;
        m.f(
            "report-archive",
            &[
                ("records", &self.records.to_string()),
                ("found", &self.found.to_string()),
                ("defective", &self.defective.to_string()),
                ("clean", &clean.to_string()),
                ("placed", &placed),
            ],
        )
    }
}
