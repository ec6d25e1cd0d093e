//! The case library as an index: for each case file under a directory, the
//! articles it says it exercises and the editions it is judged under (from
//! its front matter). Used by `caipan cite --annotated`; files that cannot
//! be read or have no front matter are left out.

use crate::render::annotated::CaseRef;
use serde::Deserialize;
use std::collections::BTreeMap;

#[derive(Deserialize)]
struct Front {
    #[serde(default)]
    articles: Vec<String>,
    #[serde(default)]
    expect: BTreeMap<String, serde::de::IgnoredAny>,
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
            Some(CaseRef {
                path,
                articles: front.articles,
                editions: front.expect.into_keys().collect(),
            })
        })
        .collect()
}
