//! The engines of a refereed match (issue 63), the first part: an engine
//! is a child process started from a command line (never through a shell:
//! nothing an engine or a record writes is taken as a file name or a
//! command), spoken to one line at a time, every answer bounded in time
//! and in size ([`Bounds`]); a hung, crashing or garbage-writing engine is
//! a typed [`Fault`], never a hung referee. [`gtp`] speaks the Go Text
//! Protocol over it, [`gomocup`] the Gomocup protocol. The match loop and
//! the judging of each move by an edition are still to come
//! (docs/referee.md).

pub mod engine;
pub mod gomocup;
pub mod gtp;

pub use engine::{Bounds, Engine, Fault};
