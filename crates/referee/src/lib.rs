//! caipan's referee (issue 63): matches between two engines, every move
//! judged as it is played by an edition, with the same judge `caipan
//! check` runs ([`caipan::engine::Live`]). An engine is a child process
//! started from a command line (never through a shell: nothing an engine
//! or a record writes is taken as a file name or a command), spoken to one
//! line at a time, every answer bounded in time and in size ([`Bounds`]);
//! a hung, crashing or garbage-writing engine is a typed [`Fault`], never
//! a hung referee. [`gtp`] speaks the Go Text Protocol, [`gomocup`] the
//! Gomocup protocol; [`player`] makes either a player of a game, [`game`]
//! plays one, [`matches`] a match, [`written`] writes what it played.

pub mod conduct;
pub mod ending;
pub mod engine;
pub mod formats;
pub mod game;
pub mod gomocup;
pub mod gtp;
pub mod matches;
pub mod opening;
pub mod player;
pub mod setup;
pub mod spec;
pub mod summary;
pub mod table;
pub mod written;

pub use engine::{Bounds, Engine, Fault};
pub use matches::{EngineSpec, MatchError, MatchSpec, Played, Progress, play_match};
