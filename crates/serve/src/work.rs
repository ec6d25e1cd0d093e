//! Where the server's work runs: every request that parses or judges
//! (its JSON body, a record, a supplement, a search) runs off the
//! runtime's threads, on a pool of worker threads of its own, given the
//! judge's deadline. A worker is the permit: no more pieces of work run at
//! once than there are workers, a worker is busy until its work ends (not
//! until a timed-out request gives its answer up), and it takes the next
//! piece from its queue itself, with no trip through the runtime between
//! two. Work whose request has already been given up is not started.
//!
//! Two lanes: a request of at most [`QUICK_BYTES`] (a game of a few
//! hundred moves; judging is linear, so its work is a few milliseconds at
//! worst) goes to the quick pool of [`Limits::concurrent`](crate::Limits)
//! workers; a larger one to the long pool, which has one fewer (at least
//! one). Long judgements, up to their deadline, thus never hold up the
//! short ones an arbiter sends, and leave a core to them.

use crate::refusal::ApiError;
use axum::http::StatusCode;
use caipan::engine::Deadline;
use std::sync::Arc;
use std::time::Duration;

/// Requests up to this size take the quick lane.
pub(crate) const QUICK_BYTES: usize = 16 * 1024;

/// The worker pools, the deadline every piece of work is given, and the
/// budget of request bodies held in memory (in KiB).
pub(crate) struct Workers {
    quick: rayon::ThreadPool,
    long: rayon::ThreadPool,
    bodies: Arc<tokio::sync::Semaphore>,
    body_limit: usize,
    body_time: Duration,
    judge: Duration,
}

/// A request body, read once its size fits the budget; the budget is
/// given back when it is dropped (after the work that reads it).
pub(crate) struct Body {
    pub(crate) bytes: axum::body::Bytes,
    _held: tokio::sync::OwnedSemaphorePermit,
}

/// A pool of `threads` workers named after their lane. A piece of work
/// that panics (a bug) ends alone: its request answers 500, the worker
/// goes on.
fn pool(lane: &'static str, threads: usize) -> std::io::Result<rayon::ThreadPool> {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .thread_name(move |k| format!("caipan-{lane}-{k}"))
        .panic_handler(|_| {})
        .build()
        .map_err(std::io::Error::other)
}

impl Workers {
    pub(crate) fn new(limits: &crate::Limits) -> std::io::Result<Workers> {
        let concurrent = limits.concurrent.max(1);
        let kib = |bytes: usize| u32::try_from(bytes.div_ceil(1024)).unwrap_or(u32::MAX);
        Ok(Workers {
            quick: pool("quick", concurrent)?,
            long: pool("long", (concurrent - 1).max(1))?,
            bodies: Arc::new(tokio::sync::Semaphore::new(kib(limits
                .bodies_bytes
                .max(limits.body_bytes))
                as usize)),
            body_limit: limits.body_bytes,
            body_time: Duration::from_millis(limits.body_millis),
            judge: Duration::from_millis(limits.judge_millis),
        })
    }

    /// The request's body, read once its declared size (or, undeclared,
    /// the limit) fits the budget of bodies held at once, and refused if it
    /// does not arrive within [`Limits::body_millis`](crate::Limits).
    pub(crate) async fn body(
        &self,
        headers: &axum::http::HeaderMap,
        body: axum::body::Body,
    ) -> Result<Body, ApiError> {
        let declared = headers
            .get(axum::http::header::CONTENT_LENGTH)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.parse::<usize>().ok())
            .unwrap_or(self.body_limit)
            .min(self.body_limit);
        let kib = u32::try_from(declared.div_ceil(1024).max(1)).unwrap_or(u32::MAX);
        let held = Arc::clone(&self.bodies)
            .acquire_many_owned(kib)
            .await
            .map_err(|_| stopping())?;
        let read = axum::body::to_bytes(body, self.body_limit);
        let Ok(read) = tokio::time::timeout(self.body_time, read).await else {
            return Err(ApiError::new(
                StatusCode::REQUEST_TIMEOUT,
                "caipan::serve::timeout",
                format!(
                    "the request's body did not arrive within {} ms",
                    self.body_time.as_millis()
                ),
                "send the whole request at once",
            ));
        };
        let bytes = read.map_err(|_| {
            ApiError::new(
                StatusCode::PAYLOAD_TOO_LARGE,
                "caipan::serve::too_large",
                "the request body is over the server's limit, or was cut off".into(),
                "send a shorter record, or run `caipan check` at the command line",
            )
        })?;
        Ok(Body { bytes, _held: held })
    }

    /// The longest one piece of work may take.
    pub(crate) fn limit(&self) -> Duration {
        self.judge
    }

    /// Run `job` (for a request of `bytes`) on a worker of its lane once
    /// one is free, with a deadline that starts when it starts; not at all
    /// if the request is given up before.
    pub(crate) async fn run<T, F>(&self, bytes: usize, job: F) -> Result<T, ApiError>
    where
        T: Send + 'static,
        F: FnOnce(Deadline) -> Result<T, ApiError> + Send + 'static,
    {
        let lane = if bytes <= QUICK_BYTES {
            &self.quick
        } else {
            &self.long
        };
        let (answer, answered) = tokio::sync::oneshot::channel();
        let judge = self.judge;
        lane.spawn(move || {
            if answer.is_closed() {
                return;
            }
            let _ = answer.send(job(Deadline::after(judge)));
        });
        answered.await.map_err(|_| {
            ApiError::new(
                StatusCode::INTERNAL_SERVER_ERROR,
                "caipan::internal",
                "the work failed inside caipan (a bug: please report it)".into(),
                "judge the record with `caipan check` to see the failure",
            )
        })?
    }
}

fn stopping() -> ApiError {
    ApiError::new(
        StatusCode::SERVICE_UNAVAILABLE,
        "caipan::serve::stopping",
        "the server is stopping".into(),
        "try again once it is back",
    )
}

/// The refusal for work that reached its deadline.
pub(crate) fn too_long(limit: Duration) -> ApiError {
    ApiError::new(
        StatusCode::UNPROCESSABLE_ENTITY,
        "caipan::limits::deadline",
        format!(
            "judging took longer than {} ms and was stopped",
            limit.as_millis()
        ),
        "judge a shorter record, or run `caipan check` at the command line, which has no time limit",
    )
}
