//! The server's bounds: the largest request body, the longest a judgement
//! may take, and how many run at once (the rest wait their turn).

/// Bounds on what one request may cost.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// Largest request body, in bytes.
    pub body_bytes: usize,
    /// Longest a judgement may run, in milliseconds.
    pub judge_millis: u64,
    /// Judgements at once.
    pub concurrent: usize,
}

impl Default for Limits {
    /// 2 MB bodies (a 10,000-move record is about 100 KB), 5 s per
    /// judgement, as many at once as the machine has cores, at least 2.
    fn default() -> Limits {
        let cores = std::thread::available_parallelism().map_or(2, usize::from);
        Limits {
            body_bytes: 2 << 20,
            judge_millis: 5_000,
            concurrent: cores.max(2),
        }
    }
}
