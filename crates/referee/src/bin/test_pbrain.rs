//! A scripted Gomocup-protocol engine for the referee's tests:
//! `caipan-test-pbrain SCRIPT`, SCRIPT `;`-separated answers given to
//! `BEGIN`, `TURN` and `DONE` in turn (`x,y`, `MESSAGE`/`DEBUG` talk before
//! a move with `~x,y`, or a fault: `!crash`, `!silent`, `!garbage`,
//! `!unknown`). `START` is answered `OK`, `INFO` and the `BOARD` lines
//! nothing, `END` ends it. Never a real engine.

use std::io::{BufRead, Write};

fn main() {
    let script = std::env::args().nth(1).unwrap_or_default();
    let mut answers = script.split(';').filter(|s| !s.is_empty());
    let mut out = std::io::stdout();
    for line in std::io::stdin().lock().lines() {
        let Ok(line) = line else { return };
        let command = line.split_whitespace().next().unwrap_or("");
        let reply = match command {
            "START" => "OK\n".to_string(),
            "END" => return,
            "BEGIN" | "TURN" | "DONE" => match answers.next().unwrap_or("0,0") {
                "!crash" => std::process::exit(3),
                "!silent" => {
                    std::thread::sleep(std::time::Duration::from_secs(3600));
                    return;
                }
                "!garbage" => "hello there\n".to_string(),
                "!unknown" => "UNKNOWN no idea\n".to_string(),
                talk if talk.starts_with('~') => {
                    format!("MESSAGE thinking\nDEBUG depth 3\n{}\n", &talk[1..])
                }
                answer => format!("{answer}\n"),
            },
            _ => continue,
        };
        if out
            .write_all(reply.as_bytes())
            .and_then(|()| out.flush())
            .is_err()
        {
            return;
        }
    }
}
