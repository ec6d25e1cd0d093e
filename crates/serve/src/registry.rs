//! The open connections, and which of them wait on their client. A
//! connection waits on its client while its request's headers or body are
//! still coming, or while it is kept open between requests; it is at work
//! from its request's last byte until its answer is sent. When the
//! connections are as many as allowed, a new one is taken in and the
//! connection that has waited on its client longest is closed: clients
//! that send slowly, or never finish, cannot keep a fresh client out (a
//! fresh client sends its request at once, so it is never the oldest).
//! Only when every connection is at work does a new one wait.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

/// One open connection, as its request sees it (a request extension).
#[derive(Clone)]
pub(crate) struct Conn(Arc<Entry>);

struct Entry {
    /// When it last began to wait on its client.
    since: AtomicU64,
    working: AtomicBool,
    closed: tokio::sync::Notify,
}

/// The clock waits are stamped with (a count, not a time: only the
/// order matters).
static CLOCK: AtomicU64 = AtomicU64::new(0);

fn tick() -> u64 {
    CLOCK.fetch_add(1, Ordering::Relaxed)
}

/// The connections open.
#[derive(Default)]
pub(crate) struct Open {
    entries: Mutex<BTreeMap<u64, Arc<Entry>>>,
    /// Told whenever a connection ends.
    ended: tokio::sync::Notify,
}

impl Open {
    /// How many are open.
    pub(crate) fn len(&self) -> usize {
        self.entries.lock().map_or(0, |e| e.len())
    }

    /// A new connection, waiting on its client, and its key.
    pub(crate) fn open(&self) -> (u64, Conn) {
        let key = tick();
        let entry = Arc::new(Entry {
            since: AtomicU64::new(key),
            working: AtomicBool::new(false),
            closed: tokio::sync::Notify::new(),
        });
        if let Ok(mut entries) = self.entries.lock() {
            entries.insert(key, Arc::clone(&entry));
        }
        (key, Conn(entry))
    }

    /// The connection `key` has ended.
    pub(crate) fn end(&self, key: u64) {
        if let Ok(mut entries) = self.entries.lock() {
            entries.remove(&key);
        }
        self.ended.notify_waiters();
    }

    /// Close the connection that has waited on its client longest; false
    /// if every one is at work.
    pub(crate) fn close_longest_waiting(&self) -> bool {
        let Ok(mut entries) = self.entries.lock() else {
            return false;
        };
        let longest = entries
            .iter()
            .filter(|(_, e)| !e.working.load(Ordering::Acquire))
            .min_by_key(|(_, e)| e.since.load(Ordering::Relaxed))
            .map(|(key, _)| *key);
        let Some(entry) = longest.and_then(|key| entries.remove(&key)) else {
            return false;
        };
        entry.closed.notify_one();
        true
    }

    /// Until a connection ends.
    pub(crate) async fn one_ended(&self) {
        self.ended.notified().await;
    }
}

impl Conn {
    /// Until the connection is to be closed for a new one.
    pub(crate) async fn closed(&self) {
        self.0.closed.notified().await;
    }

    /// Its request is whole: at work until the guard is dropped (once the
    /// answer is sent or given up), then waiting on its client again.
    pub(crate) fn working(&self) -> Working {
        self.0.working.store(true, Ordering::Release);
        Working(self.clone())
    }
}

/// A connection at work; dropped, it waits on its client again, from
/// then.
pub(crate) struct Working(Conn);

impl Drop for Working {
    fn drop(&mut self) {
        self.0.0.since.store(tick(), Ordering::Relaxed);
        self.0.0.working.store(false, Ordering::Release);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_longest_waiting_is_closed_and_work_is_spared() {
        let open = Open::default();
        let (a, first) = open.open();
        let (_, second) = open.open();
        let (_, _third) = open.open();
        let _busy = first.working();
        assert!(open.close_longest_waiting());
        assert_eq!(
            open.len(),
            2,
            "the second was closed, not the first at work"
        );
        let _busy2 = second.working();
        assert!(open.close_longest_waiting(), "the third waits");
        assert!(!open.close_longest_waiting(), "every one left is at work");
        open.end(a);
        assert_eq!(open.len(), 0);
    }
}
