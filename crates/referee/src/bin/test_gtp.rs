//! A scripted GTP engine for the referee's tests: `caipan-test-gtp
//! SCRIPT [DEAD]`, where SCRIPT is `;`-separated answers given to
//! `genmove` in turn (`D4`, `pass`, `resign`, or a fault: `!crash`,
//! `!silent`, `!garbage`, `!endless`, `!long`, `!bytes`, `!late` — a move
//! after a second — ), `pass` once it runs out; `final_status_list` is
//! answered DEAD (space-separated vertices, at each `;` the next answer,
//! the last kept); every other command is answered `=` (`boardsize`,
//! `clear_board`, `komi`, `play`, `undo`, `name`, `quit`). Never a real
//! engine: it carries the faults a real one rarely shows on cue.

use std::io::{BufRead, Write};

fn main() {
    let script = std::env::args().nth(1).unwrap_or_default();
    let mut answers = script.split(';').filter(|s| !s.is_empty());
    let dead_script = std::env::args().nth(2).unwrap_or_default();
    let mut deads = dead_script.split(';');
    let mut dead = String::new();
    let stdin = std::io::stdin();
    let mut out = std::io::stdout();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { return };
        let command = line.split_whitespace().next().unwrap_or("");
        let reply = match command {
            "genmove" => match answers.next().unwrap_or("pass") {
                "!crash" => std::process::exit(3),
                "!silent" => {
                    std::thread::sleep(std::time::Duration::from_secs(3600));
                    return;
                }
                "!garbage" => "hello there\n\n".to_string(),
                "!late" => {
                    std::thread::sleep(std::time::Duration::from_millis(1200));
                    "= pass\n\n".to_string()
                }
                "!endless" => {
                    let mut endless = String::from("= D4\n");
                    for _ in 0..100_000 {
                        endless.push_str("more\n");
                    }
                    endless
                }
                "!long" => format!("= {}\n\n", "x".repeat(100_000)),
                "!bytes" => {
                    let _ = out.write_all(b"= \xff\xfe\n\n");
                    let _ = out.flush();
                    continue;
                }
                answer => format!("= {answer}\n\n"),
            },
            "final_status_list" => {
                if let Some(next) = deads.next() {
                    dead = next.to_string();
                }
                format!("= {dead}\n\n")
            }
            "quit" => {
                let _ = out.write_all(b"=\n\n");
                return;
            }
            _ => "=\n\n".to_string(),
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
