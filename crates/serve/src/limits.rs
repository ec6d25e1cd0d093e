//! The server's bounds: what one request may cost, how many run at once,
//! how long a connection may take to say what it wants, and how many
//! connections are open at once. Each is a layer or a setting of the web
//! stack (hyper, tower-http) or the judge's own deadline; docs/hardening.md
//! says why each has the value it has.

/// Answers up to this size are sent without drawing on
/// [`Limits::answers_bytes`]: every open connection may hold one (512 ×
/// 256 KiB is the order of hyper's own buffers for as many connections).
pub const SMALL_ANSWER: usize = 256 * 1024;

/// Bounds on what the server takes on.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// Largest request body, in bytes (tower-http's body limit: 413).
    pub body_bytes: usize,
    /// Longest one judgement may run, in milliseconds: the judge's
    /// deadline, checked in its run loop (the work stops there).
    pub judge_millis: u64,
    /// Request bodies held in memory at once, in bytes: a body is read
    /// only once its size fits (the rest wait, their bytes unread), so
    /// many large requests cost at most this much while they wait.
    pub bodies_bytes: usize,
    /// Judgements (and every other request that parses or looks up) at
    /// once; the rest wait their turn. A permit is held until the work
    /// ends, not until the answer is given up.
    pub concurrent: usize,
    /// Open connections at once; past it, new ones wait in the listen
    /// queue until one closes.
    pub connections: usize,
    /// Longest a connection may take to send a request's headers, and to
    /// start the next one on a connection kept open (hyper's header-read
    /// timeout): a half-sent request or an idle connection is closed.
    pub header_millis: u64,
    /// Longest a request's body may take to arrive once its headers are
    /// in (408): a body sent a byte at a time holds its connection no
    /// longer than this.
    pub body_millis: u64,
    /// Longest a write to a client may make no progress (an answer the
    /// client does not read): the connection is then closed, and what
    /// its answer held is given back.
    pub send_millis: u64,
    /// Longest a whole request may take, its body, its wait for a permit
    /// and its work included (tower-http's timeout: 408).
    pub request_millis: u64,
    /// Largest answer, in bytes: a judgement that would be longer is
    /// refused while it is written (422), never held whole.
    pub answer_bytes: usize,
    /// Answers over [`SMALL_ANSWER`] held at once while their clients
    /// read them, in bytes; past it such an answer is refused (503), so
    /// answers nobody reads cannot fill the memory.
    pub answers_bytes: usize,
    /// The most boards drawn in one answer (findings after them have
    /// none; the answer says where the boards stop).
    pub boards: usize,
    /// Threads that read and write the connections and route requests (the
    /// runtime's); the judging is the worker pools'. Fewer than the cores:
    /// a request's own work there is a small part of its judging, and more
    /// threads than cores only take turns with the workers.
    pub io_threads: usize,
}

impl Default for Limits {
    /// 2 MB bodies (a 10,000-move record is about 100 KB), 32 MB of
    /// bodies held at once, 5 s per
    /// judgement, as many at once as the machine has cores (at least 2),
    /// 512 connections (room for a venue's devices and a load test's 200
    /// clients, well under the usual 1,024 open files a process may have;
    /// fewer where the process may open fewer files, see
    /// [`serve_on`](crate::serve_on)), 10 s for a request's headers and
    /// 10 s for its body, 10 s for a stalled write, 30 s for a whole
    /// request, 32 MB an answer (a finding is some 4 KB of JSON with
    /// its article's words: over 7,000 findings) and 128 MB of large
    /// answers held at once, 100 boards an answer, a thread for the
    /// connections per four cores (at least one).
    fn default() -> Limits {
        let cores = std::thread::available_parallelism().map_or(2, usize::from);
        Limits {
            body_bytes: 2 << 20,
            bodies_bytes: 32 << 20,
            judge_millis: 5_000,
            concurrent: cores.max(2),
            connections: 512,
            header_millis: 10_000,
            body_millis: 10_000,
            send_millis: 10_000,
            request_millis: 30_000,
            answer_bytes: 32 << 20,
            answers_bytes: 128 << 20,
            boards: 100,
            io_threads: (cores / 4).max(1),
        }
    }
}
