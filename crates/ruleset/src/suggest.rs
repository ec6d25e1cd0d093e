//! "Did you mean": the known name closest to one that is not known.

/// The candidate most like `word` (Jaro–Winkler at least 0.8), if any.
pub fn closest<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<String> {
    candidates
        .into_iter()
        .map(|c| (strsim::jaro_winkler(word, c), c))
        .filter(|(score, c)| *score >= 0.8 && *c != word)
        .max_by(|a, b| a.0.total_cmp(&b.0).then_with(|| b.1.cmp(a.1)))
        .map(|(_, c)| c.to_string())
}
