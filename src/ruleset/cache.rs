//! What the judge derives from a ruleset once and shares between records.

/// A cache the judge fills once per ruleset. A clone starts empty, so a
/// ruleset changed after cloning (a supplement applied) never sees what was
/// derived from the original.
#[derive(Default)]
pub(crate) struct JudgingCache(
    pub(crate) std::sync::OnceLock<std::sync::Arc<dyn std::any::Any + Send + Sync>>,
);

impl Clone for JudgingCache {
    fn clone(&self) -> Self {
        JudgingCache::default()
    }
}

impl std::fmt::Debug for JudgingCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("JudgingCache")
    }
}
