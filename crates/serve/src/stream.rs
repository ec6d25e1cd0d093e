//! A connection's socket as hyper writes to it, with two things hyper
//! does not do:
//!
//! - a write that makes no progress for [`Limits::send_millis`](crate::Limits)
//!   (a client that does not read its answer) fails, which closes the
//!   connection and gives back what its answer held;
//! - a refusal hyper writes itself, before any route sees the request (a
//!   request line too long: 414; headers too large or too many: 431; not
//!   HTTP: 400), has an empty body: it is written instead as every other
//!   refusal is, the API's error object with a stable code.

use std::io;
use std::pin::Pin;
use std::task::{Context, Poll, ready};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};

/// The socket, its stalled-write timer and a refusal still to be written.
pub(crate) struct Guarded<S> {
    inner: S,
    patience: Duration,
    stall: Option<Pin<Box<tokio::time::Sleep>>>,
    /// A refusal written in place of hyper's, and how much of it is out.
    owed: Vec<u8>,
    out: usize,
}

impl<S> Guarded<S> {
    pub(crate) fn new(inner: S, patience: Duration) -> Guarded<S> {
        Guarded {
            inner,
            patience,
            stall: None,
            owed: Vec::new(),
            out: 0,
        }
    }

    /// The write could not go on: pending until the timer runs out, then
    /// an error.
    fn stalled(&mut self, cx: &mut Context<'_>) -> Poll<io::Error> {
        let patience = self.patience;
        let stall = self
            .stall
            .get_or_insert_with(|| Box::pin(tokio::time::sleep(patience)));
        ready!(stall.as_mut().poll(cx));
        Poll::Ready(io::Error::new(
            io::ErrorKind::TimedOut,
            "the client read nothing of its answer in time",
        ))
    }
}

impl<S: AsyncWrite + Unpin> Guarded<S> {
    /// Write the refusal owed, if any; ready once it is all out.
    fn pay(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        while self.out < self.owed.len() {
            match Pin::new(&mut self.inner).poll_write(cx, &self.owed[self.out..]) {
                Poll::Ready(Ok(0)) => return Poll::Ready(Err(io::ErrorKind::WriteZero.into())),
                Poll::Ready(Ok(n)) => {
                    self.out += n;
                    self.stall = None;
                }
                Poll::Ready(Err(e)) => return Poll::Ready(Err(e)),
                Poll::Pending => return self.stalled(cx).map(Err),
            }
        }
        Poll::Ready(Ok(()))
    }
}

impl<S: AsyncRead + Unpin> AsyncRead for Guarded<S> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_read(cx, buf)
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for Guarded<S> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        ready!(self.pay(cx))?;
        if let Some(status) = hyper_refusal(buf) {
            self.owed = crate::refusal::raw(status);
            self.out = 0;
            // What hyper wrote is taken as written: ours goes in its place.
            let _ = self.pay(cx)?;
            return Poll::Ready(Ok(buf.len()));
        }
        match Pin::new(&mut self.inner).poll_write(cx, buf) {
            Poll::Ready(done) => {
                self.stall = None;
                Poll::Ready(done)
            }
            Poll::Pending => self.stalled(cx).map(Err),
        }
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        ready!(self.pay(cx))?;
        match Pin::new(&mut self.inner).poll_flush(cx) {
            Poll::Ready(done) => Poll::Ready(done),
            Poll::Pending => self.stalled(cx).map(Err),
        }
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        ready!(self.pay(cx))?;
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

/// The status of a refusal hyper wrote itself: a response head with an
/// empty body and no content type, with a client error status. No route
/// answers so (every refusal of the server's own is the error object).
fn hyper_refusal(buf: &[u8]) -> Option<u16> {
    let head = buf.strip_prefix(b"HTTP/1.1 4")?;
    let end = buf.windows(4).position(|w| w == b"\r\n\r\n")?;
    if end + 4 != buf.len() {
        return None;
    }
    let head = std::str::from_utf8(&head[..end - 10])
        .ok()?
        .to_ascii_lowercase();
    let empty =
        head.contains("\r\ncontent-length: 0\r\n") || head.ends_with("\r\ncontent-length: 0");
    if !empty || head.contains("\r\ncontent-type:") {
        return None;
    }
    let status: u16 = format!("4{}", head.get(..2)?).parse().ok()?;
    Some(status)
}

#[cfg(test)]
mod tests {
    use super::hyper_refusal;

    #[test]
    fn hyper_refusals_are_told_apart() {
        let head = b"HTTP/1.1 431 Request Header Fields Too Large\r\nconnection: close\r\ncontent-length: 0\r\ndate: Sun, 29 Nov 2026 08:19:14 GMT\r\n\r\n";
        assert_eq!(hyper_refusal(head), Some(431));
        let ours = b"HTTP/1.1 404 Not Found\r\ncontent-type: application/json\r\ncontent-length: 0\r\n\r\n";
        assert_eq!(hyper_refusal(ours), None);
        let with_body = b"HTTP/1.1 400 Bad Request\r\ncontent-length: 2\r\n\r\n{}";
        assert_eq!(hyper_refusal(with_body), None);
        assert_eq!(
            hyper_refusal(b"HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n"),
            None
        );
    }
}
