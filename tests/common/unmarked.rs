//! The pseudo-locale check: a view rendered in the pseudo-language (every
//! message wrapped in `⟦…⟧`) may show no word outside the marks but the
//! quoted article texts and what the record itself wrote. A word left is
//! one a view writes without the catalogue, which a Chinese reader would
//! see in English.

use caipan::judgement::{About, Judgement};
use caipan::render::messages::{Lang, of};

/// Text with every `⟦…⟧` span (nested ones included) taken out.
pub fn without_marks(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            '⟦' => depth += 1,
            '⟧' => depth = depth.saturating_sub(1),
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// A page's text: its styles, tags and the entities the escaper writes
/// taken out.
pub fn page_text(html: &str) -> String {
    let html = match (html.find("<style>"), html.find("</style>")) {
        (Some(a), Some(b)) if a < b => format!("{}{}", &html[..a], &html[b..]),
        _ => html.to_string(),
    };
    let mut out = String::with_capacity(html.len());
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' if in_tag => {
                in_tag = false;
                out.push(' ');
            }
            _ if !in_tag => out.push(c),
            _ => {}
        }
    }
    out.replace("&#39;", "'")
        .replace("&quot;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

/// The words left: runs of two or more Latin letters, and any Chinese
/// character.
pub fn words_left(text: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut run = String::new();
    for c in text.chars().chain([' ']) {
        if c.is_ascii_alphabetic() {
            run.push(c);
            continue;
        }
        if run.len() > 1 {
            words.push(std::mem::take(&mut run));
        }
        run.clear();
        if ('\u{4e00}'..='\u{9fff}').contains(&c) {
            words.push(c.to_string());
        }
    }
    words
}

/// The lines a judgement may show unmarked: the texts of the articles it
/// cites, and what the record wrote.
fn quoted(j: &Judgement) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut article_text = |text: &str| {
        lines.extend(text.lines().map(|l| l.trim().to_string()));
    };
    for f in &j.findings {
        for a in f.articles() {
            article_text(&a.text);
        }
    }
    for r in &j.remarks {
        if let About::Breach { articles, .. } | About::Uncovered { articles, .. } = &r.about {
            for a in articles {
                article_text(&a.text);
            }
        }
    }
    lines.extend(j.findings.iter().map(|f| f.written.to_string()));
    lines.extend(
        j.findings
            .iter()
            .filter_map(|f| Some(f.ruling.as_ref()?.written.clone())),
    );
    lines.retain(|l| !l.is_empty());
    // Longest first: a line that holds a shorter one is taken out whole.
    lines.sort_by_key(|l| std::cmp::Reverse(l.len()));
    lines
}

/// What is left of `view` once the marks, the quoted lines and the record's
/// words are taken out.
fn left(view: &str, quoted: &[String]) -> Vec<String> {
    let mut rest = without_marks(view);
    for q in quoted {
        rest = rest.replace(q.as_str(), " ");
    }
    words_left(&rest)
}

/// Every view of `j` in the pseudo-language: the text (with its boards)
/// and the page. Returns the words written without the catalogue.
pub fn unmarked(j: &Judgement) -> Vec<String> {
    let m = of(Lang::Pseudo);
    let quoted = quoted(j);
    let text = caipan::render::text::judgement(m, j);
    let page = caipan::render::html::judgements(m, std::slice::from_ref(j), 0);
    let mut found = left(&text, &quoted);
    found.extend(left(&page_text(&page), &quoted));
    found.sort();
    found.dedup();
    found
}

/// The check itself finds what it looks for: a trial of its own, so that
/// a check that finds nothing cannot pass unseen.
pub fn self_check() -> Result<(), String> {
    let found = left("⟦move ⟦Black⟧⟧ stray 悔 ⟦x⟧ B D4 (X)", &["D4".to_string()]);
    if found != ["stray", "悔"] {
        return Err(format!("the pseudo-locale check found {found:?}"));
    }
    let page = page_text("<style>p {color: red}</style><p class=\"x\">⟦a⟧ &#39;word</p>");
    let found = left(&page, &[]);
    if found != ["word"] {
        return Err(format!("the pseudo-locale check found {found:?} on a page"));
    }
    Ok(())
}
