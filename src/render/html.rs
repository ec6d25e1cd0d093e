//! Reports people hand round: one self-contained HTML file each (styles
//! inline, diagrams as inline SVG, no script, no network), for a judgement
//! (`check --html`) and a comparison of editions (`compare --html`); the
//! changes between two editions (`diff --html`) are in `memo_html`.

use crate::compare::Comparison;
use crate::judgement::{Finding, Judgement};
use std::fmt::Write;

const STYLE: &str = "body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#222}\
h1{font-size:1.5rem}h2{font-size:1.2rem;border-bottom:1px solid #ccc;padding-bottom:.2rem}\
.finding{border:1px solid #ddd;border-radius:6px;padding:.6rem 1rem;margin:1rem 0}\
.verdict{font-weight:bold;color:#8a5a00}.loss{color:#b00}.result{font-size:1.1rem;font-weight:bold}\
blockquote{margin:.4rem 0;padding:.3rem .8rem;border-left:4px solid #6a8;background:#f6faf7;white-space:pre-wrap}\
.ruling-bad{color:#b00;font-weight:bold}.ruling-ok{color:#070}.tally{color:#6a2a8a}\
table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.3rem .5rem;vertical-align:top;text-align:left}\
.differs{background:#fff3e0}.muted{color:#777}svg{max-width:100%;height:auto}\
.wording{white-space:pre-wrap}del{color:#b00;background:#fde8e8}ins{color:#060;background:#e6f6e6}";

pub use super::escape::esc;

/// The class of a row that differs (highlighted), or nothing.
pub(crate) fn differs(yes: bool) -> &'static str {
    if yes { " class=\"differs\"" } else { "" }
}

pub(crate) fn page(title: &str, body: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"zh\">\n<head>\n<meta charset=\"utf-8\">\n<title>{}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n{body}<p class=\"muted\">caipan {}</p>\n</body>\n</html>\n",
        esc(title),
        env!("CARGO_PKG_VERSION")
    )
}

fn verdict_html(f: &Finding) -> String {
    let names = |v: &[crate::vocabulary::Verdict]| crate::vocabulary::verdict_list(v);
    let class = |v: &[crate::vocabulary::Verdict]| {
        if v.iter().any(|v| v.is_terminal()) {
            "verdict loss"
        } else {
            "verdict"
        }
    };
    match f.choices() {
        Some(ch) => {
            let options: Vec<String> = ch.options.iter().map(|o| esc(&names(o))).collect();
            let chosen = match ch.chosen {
                Some(k) if ch.defaulted => format!(
                    "; applies in principle: <span class=\"{}\">{}</span>",
                    class(&ch.options[k]),
                    esc(&names(&ch.options[k]))
                ),
                Some(k) => format!(
                    "; chosen: <span class=\"{}\">{}</span>",
                    class(&ch.options[k]),
                    esc(&names(&ch.options[k]))
                ),
                None => "; not chosen in the record".into(),
            };
            format!(
                "the text leaves the choice to the {}: {}{chosen}",
                ch.by.name(),
                options.join(" | ")
            )
        }
        None => format!(
            "verdict: <span class=\"{}\">{}</span>",
            class(&f.verdict),
            esc(&names(&f.verdict))
        ),
    }
}

/// A finding, and its board when it has one.
fn finding_html(j: &Judgement, f: &Finding, board: Option<&crate::diagram::Diagram>) -> String {
    let mut out = String::new();
    let player = f.player.map_or(String::new(), |p| format!(" {}", p.name()));
    let _ = writeln!(
        out,
        "<div class=\"finding\">\n<h3>move {}{player} · {} · <code>{}</code> <span class=\"muted\">(line {})</span></h3>",
        f.move_number,
        esc(f.event()),
        esc(&f.written),
        f.line
    );
    let _ = writeln!(
        out,
        "<p>{} [{}] ({})</p>",
        esc(f.rule()),
        esc(f.topic()),
        f.kind().name()
    );
    if let Some(c) = &f.claim {
        let _ = writeln!(
            out,
            "<p>applies only if {} claims {}: {}</p>",
            c.by.map_or("either player", |c| c.name()),
            esc(c.window.meaning()),
            c.status
        );
    }
    let _ = writeln!(out, "<p>{}</p>", verdict_html(f));
    if let Some(a) = f.amount {
        let _ = writeln!(out, "<p>amount: {}</p>", crate::units::stones(a));
    }
    for s in &f.by.stand_ins {
        let _ = writeln!(
            out,
            "<p class=\"loss\">stand-in: {}</p>",
            esc(&super::result::stand_in_sentence(s))
        );
    }
    for a in f.articles() {
        let _ = writeln!(
            out,
            "<blockquote><b>{} {}</b>\n{}</blockquote>",
            esc(&j.edition),
            esc(&format!("{} {}", a.id, a.title)),
            esc(&a.text)
        );
    }
    if let Some(r) = &f.ruling {
        let (class, mark) = if r.compliant {
            ("ruling-ok", "compliant")
        } else {
            ("ruling-bad", "NOT compliant")
        };
        let _ = writeln!(
            out,
            "<p class=\"{class}\">ruling <code>{}</code>: {mark} — {}</p>",
            esc(&r.written),
            esc(&r.explanation())
        );
    }
    if let Some(t) = &f.tally {
        let _ = writeln!(
            out,
            "<p class=\"tally\">{}</p>",
            esc(&crate::render::remarks::tally(t))
        );
    }
    if let Some(d) = board {
        out.push_str(&crate::render::diagram::svg(d));
    }
    out.push_str("</div>\n");
    out
}

/// Judgements of one run as one report.
pub fn judgements(js: &[Judgement], left_out: usize) -> String {
    let mut body = String::new();
    let _ = writeln!(body, "<h1>caipan — judgement</h1>");
    // An archive's report: a summary first, then the games with findings
    // or defects before the games with none (or without them, counted, for
    // `--only-findings`).
    let mut order: Vec<&Judgement> = js.iter().collect();
    if js.len() + left_out > 1 {
        let found = js.iter().filter(|j| !j.findings.is_empty()).count();
        let defective = js.iter().filter(|j| j.defect.is_some()).count();
        let clean = js.len() + left_out
            - js.iter()
                .filter(|j| !j.findings.is_empty() || j.defect.is_some())
                .count();
        let placed = if left_out > 0 {
            "not listed: --only-findings"
        } else {
            "listed last"
        };
        let _ = writeln!(
            body,
            "<p class=\"result\">{} records: {found} with findings, {defective} defective, {clean} with no finding ({placed})</p>",
            js.len() + left_out,
        );
        order.sort_by_key(|j| j.findings.is_empty() && j.defect.is_none());
    }
    for j in order {
        section(&mut body, j);
    }
    page("caipan — judgement", &body)
}

/// One record's part of the report: its heading, its result, each
/// finding with its board (up to the boards' limit), its remarks.
fn section(body: &mut String, j: &Judgement) {
    let _ = writeln!(
        body,
        "<h2>{} — {} 《{}》</h2>",
        esc(&j.file),
        esc(&j.edition),
        esc(&j.edition_title)
    );
    if let Some(official) = &j.summary_of {
        let _ = writeln!(body, "<p>{}</p>", esc(&super::text::summary_line(official)));
    }
    if let Some(s) = &j.supplement {
        let _ = writeln!(body, "<p>with supplementary rules {}</p>", esc(s));
    }
    // A defective record says so before anything judged of it.
    if let Some(d) = j.defect_line() {
        let _ = writeln!(
            body,
            "<p class=\"loss\"><b>DEFECTIVE RECORD</b> — {}; judging stopped there: what follows is the record up to the defect</p>",
            esc(&d)
        );
    }
    let r = &j.result;
    let margin = r.margin.map_or(String::new(), |m| {
        format!(" by {}", crate::units::stones(m.as_f64()))
    });
    let _ = writeln!(
        body,
        "<p class=\"result\">result: {}{}</p>\n<p>{}</p>",
        r.outcome.name(),
        esc(&margin),
        esc(&r.arithmetic())
    );
    if j.findings.is_empty() {
        let judged = if j.defect.is_some() {
            " judged before the defect"
        } else {
            ""
        };
        let _ = writeln!(
            body,
            "<p>No finding: no rule of {} applies to any event{judged}.</p>",
            esc(&j.edition)
        );
    }
    // Boards are in finding order: each finding takes the next one
    // if it is its own (no search of every board for every finding).
    let mut boards = j.boards.iter().peekable();
    for (i, f) in j.findings.iter().enumerate() {
        let board = boards.next_if(|(k, _)| *k == i).map(|(_, d)| d);
        body.push_str(&finding_html(j, f, board));
        if j.boards_stopped == Some(i) {
            let _ = writeln!(
                body,
                "<p class=\"muted\">{}</p>",
                esc(&super::text::boards_stop(j, i))
            );
        }
    }
    for rem in &j.remarks {
        let _ = writeln!(
            body,
            "<p class=\"muted\">remark (line {}): {}</p>",
            rem.line,
            esc(&rem.message())
        );
    }
}

/// Records under several editions, side by side, one table each.
pub fn comparisons(cs: &[Comparison]) -> String {
    let body: String = cs.iter().map(comparison_body).collect();
    page("caipan — editions compared", &body)
}

fn comparison_body(c: &Comparison) -> String {
    let mut body = String::new();
    let _ = writeln!(
        body,
        "<h1>{} — compared</h1>\n<table>\n<tr><th></th><th>event</th><th>line</th>",
        esc(&c.file)
    );
    for e in &c.editions {
        let _ = write!(body, "<th>{} 《{}》</th>", esc(&e.edition), esc(&e.title));
    }
    body.push_str("</tr>\n");
    for row in &c.rows {
        let _ = write!(
            body,
            "<tr{}><td>{}</td><td><code>{}</code></td><td>{}</td>",
            differs(row.differs),
            if row.differs { "≠" } else { "" },
            esc(&row.label),
            row.line
        );
        for (cells, left) in row.cells.iter().zip(&row.left_to) {
            let text: Vec<String> = cells
                .iter()
                .map(|cell| {
                    let what = match &cell.choices {
                        Some((by, options)) => crate::vocabulary::choice_list(*by, options),
                        None => crate::vocabulary::verdict_list(&cell.verdict),
                    };
                    let amount = cell.amount.map_or(String::new(), |a| {
                        format!(" of {}", crate::units::stones(a))
                    });
                    let stand_ins = crate::render::compare::stand_ins(cell);
                    esc(&format!(
                        "{} {what}{amount}{stand_ins}",
                        cell.articles.join(", ")
                    ))
                })
                .collect();
            let _ = write!(
                body,
                "<td>{}</td>",
                match (text.is_empty(), crate::render::compare::uncovered(left)) {
                    (true, Some(words)) => esc(&words),
                    (true, None) => "—".into(),
                    _ => text.join("<br>"),
                }
            );
        }
        body.push_str("</tr>\n");
    }
    body.push_str("<tr><td></td><th>result</th><td></td>");
    for r in &c.results {
        let _ = write!(
            body,
            "<td class=\"result\">{}<br><span class=\"muted\">{}</span></td>",
            r.result.outcome.name(),
            esc(&r.result.arithmetic())
        );
    }
    body.push_str("</tr>\n</table>\n<p>≠ marks rows where the editions prescribe different verdicts or amounts.</p>\n");
    body
}
