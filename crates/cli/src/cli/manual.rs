//! Shell completions and the manual page, generated from the command
//! line's definition (clap_complete, clap_mangen), so they never drift
//! from `--help`.

use super::output::{Out, Outcome, io_fail};
use std::process::ExitCode;

/// `caipan completions SHELL`.
pub(crate) fn completions(
    out: &mut Out,
    shell: clap_complete::Shell,
    mut cmd: clap::Command,
) -> Outcome {
    let mut buf = Vec::new();
    clap_complete::generate(shell, &mut cmd, "caipan", &mut buf);
    out.put(&String::from_utf8_lossy(&buf))?;
    Ok(ExitCode::SUCCESS)
}

/// `caipan man`: the manual page in roff; with a directory, every page
/// (the command's and each subcommand's) written there.
pub(crate) fn man(out: &mut Out, cmd: clap::Command, dir: Option<&str>) -> Outcome {
    if let Some(dir) = dir {
        std::fs::create_dir_all(dir).map_err(io_fail)?;
        clap_mangen::generate_to(cmd, dir).map_err(io_fail)?;
        out.put(&format!("wrote the manual pages into {dir}\n"))?;
        return Ok(ExitCode::SUCCESS);
    }
    let mut buf = Vec::new();
    clap_mangen::Man::new(cmd)
        .render(&mut buf)
        .map_err(io_fail)?;
    out.put(&String::from_utf8_lossy(&buf))?;
    Ok(ExitCode::SUCCESS)
}
