//! What a request holds while its answer is sent. Its connection is at
//! work (see [`registry`](crate::registry)) from the request's last byte
//! until the answer is sent or given up. An answer over
//! [`SMALL_ANSWER`] draws on a budget of answers held at once
//! ([`Limits::answers_bytes`](crate::Limits)) until it is sent or given up;
//! past the budget it is refused at once (503), never kept waiting in
//! memory. A large answer is handed to the connection a piece at a time,
//! so what it holds is given back only once the client has read nearly
//! all of it; a client that does not read is closed by the stalled-write
//! timeout, which gives it back.

use crate::limits::SMALL_ANSWER;
use crate::refusal::ApiError;
use crate::registry::{Conn, Working};
use axum::body::{Body, Bytes};
use axum::extract::{Request, State};
use axum::http::StatusCode;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use http_body::{Body as _, Frame, SizeHint};
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};

/// The pieces a large answer is handed over in.
const PIECE: usize = 64 * 1024;

/// The budget of large answers held at once, in KiB.
pub(crate) struct Answers(Arc<tokio::sync::Semaphore>);

impl Answers {
    pub(crate) fn new(bytes: usize) -> Answers {
        Answers(Arc::new(tokio::sync::Semaphore::new(kib(bytes) as usize)))
    }
}

fn kib(bytes: usize) -> u32 {
    u32::try_from(bytes.div_ceil(1024)).unwrap_or(u32::MAX)
}

/// Where the connection's guard waits between the request's last byte
/// and the answer.
type Slot = Arc<Mutex<Option<Working>>>;

/// The layer: marks the connection at work once the request is whole,
/// and holds that and the answer's budget until the answer is sent.
pub(crate) async fn watch(
    State(answers): State<Arc<Answers>>,
    request: Request,
    next: Next,
) -> Response {
    let slot: Slot = Arc::default();
    let conn = request.extensions().get::<Conn>().cloned();
    let request = match conn {
        Some(conn) if request.body().is_end_stream() => {
            put(&slot, conn.working());
            request
        }
        Some(conn) => request.map(|body| {
            Body::new(Watched {
                body,
                conn: Some(conn),
                slot: Arc::clone(&slot),
            })
        }),
        None => request,
    };
    let response = next.run(request).await;
    let working = slot.lock().ok().and_then(|mut s| s.take());
    held(response, &answers, working).await
}

fn put(slot: &Slot, working: Working) {
    if let Ok(mut slot) = slot.lock() {
        *slot = Some(working);
    }
}

/// The answer with what it holds: a large one takes its budget (or is
/// refused) and is handed over in pieces.
async fn held(response: Response, answers: &Answers, working: Option<Working>) -> Response {
    let size = response.body().size_hint().exact().unwrap_or(0);
    let size = usize::try_from(size).unwrap_or(usize::MAX);
    if size <= SMALL_ANSWER {
        return response.map(|body| {
            Body::new(Held {
                body,
                _working: working,
                _budget: None,
            })
        });
    }
    let Ok(budget) = Arc::clone(&answers.0).try_acquire_many_owned(kib(size)) else {
        return ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "caipan::serve::answers",
            "the server holds as many large answers as it may while their clients read them".into(),
            "try again in a few seconds, or ask for fewer boards",
        )
        .into_response();
    };
    let (parts, body) = response.into_parts();
    // The body is the answer already written whole: taken at once.
    let Ok(bytes) = axum::body::to_bytes(body, usize::MAX).await else {
        return StatusCode::INTERNAL_SERVER_ERROR.into_response();
    };
    let body = Body::new(Pieces(bytes));
    Response::from_parts(
        parts,
        Body::new(Held {
            body,
            _working: working,
            _budget: Some(budget),
        }),
    )
}

/// A request's body that marks its connection at work at its last byte.
struct Watched {
    body: Body,
    conn: Option<Conn>,
    slot: Slot,
}

impl http_body::Body for Watched {
    type Data = Bytes;
    type Error = axum::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, axum::Error>>> {
        let polled = Pin::new(&mut self.body).poll_frame(cx);
        if (matches!(polled, Poll::Ready(None)) || self.body.is_end_stream())
            && let Some(conn) = self.conn.take()
        {
            put(&self.slot, conn.working());
        }
        polled
    }

    fn is_end_stream(&self) -> bool {
        self.body.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.body.size_hint()
    }
}

/// An answer with its connection's guard and its budget, both given back
/// when it is dropped (sent, or its connection closed).
struct Held {
    body: Body,
    _working: Option<Working>,
    _budget: Option<tokio::sync::OwnedSemaphorePermit>,
}

impl http_body::Body for Held {
    type Data = Bytes;
    type Error = axum::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, axum::Error>>> {
        Pin::new(&mut self.body).poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.body.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.body.size_hint()
    }
}

/// An answer handed over [`PIECE`] bytes at a time.
struct Pieces(Bytes);

impl http_body::Body for Pieces {
    type Data = Bytes;
    type Error = axum::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        _: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, axum::Error>>> {
        if self.0.is_empty() {
            return Poll::Ready(None);
        }
        let n = self.0.len().min(PIECE);
        Poll::Ready(Some(Ok(Frame::data(self.0.split_to(n)))))
    }

    fn is_end_stream(&self) -> bool {
        self.0.is_empty()
    }

    fn size_hint(&self) -> SizeHint {
        SizeHint::with_exact(self.0.len() as u64)
    }
}
