//! The lanes' workers: the long lane gives way to every other thread.

use super::*;

/// The scheduling policy of the calling thread, from its `stat` line (the
/// 41st field; the command name before it is in brackets and may hold
/// spaces).
#[cfg(target_os = "linux")]
fn policy() -> Option<u32> {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    let after_name = &stat[stat.rfind(')')? + 1..];
    // Fields from the 3rd on follow the name: the 41st is the 39th here.
    after_name.split_whitespace().nth(38)?.parse().ok()
}

#[cfg(target_os = "linux")]
#[test]
fn long_workers_run_at_the_idle_policy_and_quick_ones_as_any_thread() {
    const SCHED_OTHER: u32 = 0;
    const SCHED_IDLE: u32 = 5;
    let long = pool("long", 1, giving_way).expect("a pool");
    let quick = pool("quick", 1, as_is).expect("a pool");
    assert_eq!(long.install(policy), Some(SCHED_IDLE));
    assert_eq!(quick.install(policy), Some(SCHED_OTHER));
}
