//! The case library as an index: for each case file under a directory, the
//! articles it says it exercises, the editions it is judged under, and what
//! each edition's expectation cites (from its front matter): a case counts
//! for an edition's provision only where that edition's expectation cites it. Used by `caipan cite --annotated`; files that cannot
//! be read or have no front matter are left out.

use serde::Deserialize;
use std::collections::BTreeMap;

/// A case of the library, as far as the annotation needs it: its path, the
/// articles it says it exercises, and the editions it is judged under.
#[derive(Debug, Clone)]
pub struct CaseRef {
    /// The case file.
    pub path: String,
    /// The articles it says it exercises (its top-level list, which names
    /// no edition).
    pub articles: Vec<String>,
    /// The editions it is judged under.
    pub editions: Vec<String>,
    /// Per expectation key (`EDITION` or `EDITION+SUPPLEMENT`), the
    /// articles that edition's expectation cites: its findings, result,
    /// breaches and late claims.
    pub cited: Vec<(String, Vec<String>)>,
}

impl CaseRef {
    /// Whether the case exercises provision `id` of `edition`: that
    /// edition's expectation cites it or one of its clauses or items. A
    /// case judged under two editions counts for each only where its own
    /// expectation cites the provision.
    pub fn exercises(&self, edition: &str, id: &str) -> bool {
        self.cited.iter().any(|(key, articles)| {
            key.split('+').next() == Some(edition)
                && articles
                    .iter()
                    .any(|a| a == id || a.starts_with(&format!("{id}.")))
        })
    }
}

#[derive(Deserialize)]
struct Front {
    #[serde(default)]
    articles: Vec<String>,
    #[serde(default)]
    expect: BTreeMap<String, Expected>,
}

/// What one edition's expectation cites (the rest of it is the harness's).
#[derive(Deserialize, Default)]
struct Expected {
    #[serde(default)]
    findings: Vec<Cites>,
    #[serde(default)]
    result: Cites,
    #[serde(default)]
    breaches: Vec<Cites>,
    #[serde(default)]
    late_claims: Vec<Cites>,
}

/// Anything with the articles it cites.
#[derive(Deserialize, Default)]
struct Cites {
    #[serde(default)]
    articles: Vec<String>,
}

impl Expected {
    fn articles(self) -> Vec<String> {
        let mut out: Vec<String> = std::iter::once(self.result)
            .chain(self.findings)
            .chain(self.breaches)
            .chain(self.late_claims)
            .flat_map(|c| c.articles)
            .collect();
        out.sort();
        out.dedup();
        out
    }
}

/// Every `*.case` file under `dir`, in path order.
pub fn index(dir: &str) -> Vec<CaseRef> {
    let mut files: Vec<_> = walkdir::WalkDir::new(dir)
        .into_iter()
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_file() && e.path().extension().is_some_and(|x| x == "case"))
        .map(|e| e.path().to_string_lossy().into_owned())
        .collect();
    files.sort();
    files
        .into_iter()
        .filter_map(|path| {
            let text = crate::input::read_text(&path, crate::input::RECORD_LIMIT).ok()?;
            let record = crate::record::parse(&path, &text).ok()?;
            let (front, _) = record.front_matter?;
            let front: Front = crate::ruleset::load_yaml(&path, &front).ok()?;
            let editions = front.expect.keys().cloned().collect();
            let cited = front
                .expect
                .into_iter()
                .map(|(key, e)| (key, e.articles()))
                .collect();
            Some(CaseRef {
                path,
                articles: front.articles,
                editions,
                cited,
            })
        })
        .collect()
}
