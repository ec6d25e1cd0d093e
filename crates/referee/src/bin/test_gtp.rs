//! A scripted GTP engine for the referee's tests: `caipan-test-gtp
//! SCRIPT`, where SCRIPT is `;`-separated answers given to `genmove` in
//! turn (`D4`, `pass`, `resign`, or a fault: `!crash`, `!silent`,
//! `!garbage`, `!endless`, `!long`, `!bytes`); every other command is
//! answered `=` (`boardsize`, `clear_board`, `komi`, `play`, `undo`,
//! `name`, `quit`, `final_status_list` with nothing). Never a real
//! engine: it carries the faults a real one rarely shows on cue.

use std::io::{BufRead, Write};

fn main() {
    let script = std::env::args().nth(1).unwrap_or_default();
    let mut answers = script.split(';').filter(|s| !s.is_empty());
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
