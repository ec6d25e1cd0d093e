//! The `caipan` command line: a thin layer over the library.

use caipan::render;
use caipan::render::messages::{self, Lang, Messages};
use clap::Parser;
use std::process::ExitCode;

mod cli;

use cli::SearchFormat;
use cli::args::{CheckArgs, CiteArgs, Cli, Command, ServeArgs, StandingsArgs};
use cli::check::check;
use cli::check_options::CheckOptions;
use cli::commands::{cite_annotated, compare, convert, diff, editions, points};
use cli::output::{Fail, Out, Outcome, show};

fn main() -> ExitCode {
    // Diagnostics wrap between words only: an edition id or an
    // event name (`clock-before-move`) is never split at its hyphen.
    let _ = miette::set_hook(Box::new(|_| Box::new(cli::worded::handler())));
    let cli = Cli::parse();
    let json = cli.command.wants_json();
    let mut out = Out::new();
    if cli.command.for_people() {
        out.for_people();
    }
    let chosen = words(cli.lang.as_deref());
    // A diagnostic is shown in the language asked for, or in English when
    // the language itself is what is wrong.
    let m = chosen.as_ref().map_or_else(|_| messages::en(), |m| *m);
    let result = chosen
        .and_then(|m| run(cli.command, m, &mut out))
        .and_then(|code| out.flush().map(|()| code));
    match result {
        Ok(code) => code,
        // The reader went away (`caipan … | head`): stop quietly, as ripgrep does.
        Err(Fail::Pipe) => ExitCode::SUCCESS,
        Err(Fail::Report(report)) => {
            show(&report, m);
            if json {
                // Best effort: stdout may be gone too.
                let _ = out.put(&render::error::json(report.as_ref(), None));
                let _ = out.put("\n");
                let _ = out.flush();
            }
            ExitCode::from(2)
        }
    }
}

/// The messages of the language asked for (`--lang`, else the
/// environment), or the diagnostic naming a language caipan does not speak.
fn words(flag: Option<&str>) -> Result<&'static Messages, Fail> {
    match Lang::choose(flag, |name| std::env::var(name).ok()) {
        Ok(lang) => Ok(messages::of(lang)),
        Err(asked) => Err(Fail::Report(miette::Report::new(
            caipan::error::Stated::new(
                "caipan::lang::unknown",
                caipan::said!(
                    "cli-unknown-lang",
                    // A language's name is short: the rest is not quoted.
                    asked = caipan::error::quote_at_most(&asked, 40)
                ),
                caipan::said!("cli-unknown-lang-help"),
            ),
        ))),
    }
}

/// Every command, one arm each: the arguments clap resolved go to the
/// command that reads them (no arm left over, none silent).
fn run(command: Command, m: &'static Messages, out: &mut Out) -> Outcome {
    match command {
        Command::Check(args) => run_check(args, m, out),
        Command::Compare(a) => compare(
            out,
            m,
            &a.editions,
            &a.supplement,
            a.format,
            a.html.as_deref(),
            &a.files,
        ),
        Command::Diff(a) => diff(
            out,
            m,
            [&a.from, &a.to],
            &a.supplement,
            a.format,
            a.texts,
            a.html.as_deref(),
        ),
        Command::Points(a) => points(
            out,
            m,
            a.after.as_deref(),
            a.with.edition.as_deref(),
            a.with.extend(),
            a.format,
            &a.files,
        ),
        Command::Convert {
            to,
            edition,
            game,
            file,
        } => convert(out, to, edition.as_deref(), game, &file),
        Command::Standings(args) => run_standings(args, m, out),
        Command::Cite(args) => run_cite(args, m, out),
        Command::Search(a) => {
            let json = matches!(a.format, SearchFormat::Json);
            cli::search::search(out, m, &a.words, a.edition.as_deref(), json, a.limit)
        }
        Command::NewCase { edition, name, dir } => {
            cli::new_case::new_case(out, m, &edition, &name, &dir)
        }
        Command::Completions { shell } => {
            cli::manual::completions(out, shell, <Cli as clap::CommandFactory>::command())
        }
        Command::Coverage(a) => {
            cli::coverage::coverage(out, m, a.edition.as_deref(), a.format, a.cases.as_deref())
        }
        Command::Man { dir } => cli::manual::man(
            out,
            <Cli as clap::CommandFactory>::command(),
            dir.as_deref(),
        ),
        Command::Show(a) => cli::show::show(
            out,
            m,
            &a.file,
            a.after,
            a.edition.as_deref(),
            a.mark.as_deref(),
            a.svg.as_deref(),
        ),
        Command::Editions => editions(out, m),
        Command::Suite(action) => cli::suite::suite(out, m, &action),
        Command::Referee { with, asked } => {
            cli::referee::referee(out, m, (with.edition.as_deref(), with.extend()), &asked)
        }
        Command::Serve(args) => serve(args),
    }
}

/// `check`: records judged, with the options of the run.
fn run_check(args: CheckArgs, m: &'static Messages, out: &mut Out) -> Outcome {
    let options = CheckOptions {
        format: args.format,
        judging: args.judging,
        globs: args.glob,
        follow: args.follow,
        expect: args.expect,
        board: args.board,
        only_findings: args.only_findings,
        summary: args.summary,
        html: args.html,
        komi: args.komi,
        from_rules: args.edition_from_sgf.then_some(args.rules_map),
        words: m,
    };
    let with = args.with;
    check(
        out,
        with.edition.as_deref(),
        with.extend(),
        &options,
        &args.files,
    )
}

/// `standings`: a tournament ranked by an edition's articles.
fn run_standings(args: StandingsArgs, m: &'static Messages, out: &mut Out) -> Outcome {
    cli::standings::standings(
        out,
        cli::standings::Asked {
            edition: args.edition.as_deref(),
            supplements: &args.supplement,
            format: args.format,
            check: args.check,
            games: args.games.as_deref(),
            follow: args.follow,
            against: args.against.as_deref(),
            html: args.html.as_deref(),
            words: m,
        },
        &args.file,
    )
}

/// `cite`: an article by number or name, or the whole edition annotated.
fn run_cite(args: CiteArgs, m: &'static Messages, out: &mut Out) -> Outcome {
    if args.annotated {
        return cite_annotated(out, m, &args.edition, args.cases.as_deref());
    }
    cli::cite::cite(
        out,
        m,
        &args.edition,
        args.article.as_deref(),
        matches!(args.format, SearchFormat::Json),
        args.cases.as_deref(),
    )
}

/// `serve` in a build without the server: say how to build one.
#[cfg(not(feature = "serve"))]
fn serve(_args: ServeArgs) -> Outcome {
    Err(cli::output::Fail::Report(miette::Report::new(
        caipan::error::Stated::new(
            "caipan::serve::not-built",
            caipan::said!("cli-serve-not-built"),
            caipan::said!("cli-serve-not-built-help"),
        ),
    )))
}

/// `serve`: the arbiter's page on `bind:port`, until interrupted. It says
/// where it serves once the port is its own, not before.
#[cfg(feature = "serve")]
fn serve(args: ServeArgs) -> Outcome {
    let ServeArgs {
        port,
        bind,
        allow_host,
        max_connections,
    } = args;
    let addr = std::net::SocketAddr::new(bind, port);
    let mut limits = caipan_serve::Limits::default();
    if let Some(n) = max_connections {
        limits.connections = n.max(1);
    }
    let hosts = caipan_serve::Hosts::for_bind(bind, &allow_host).map_err(|name| {
        cli::output::Fail::Report(miette::Report::new(caipan::error::Stated::new(
            "caipan::serve::host-name",
            caipan::said!(
                "cli-host-not-ascii",
                name = caipan::error::quote_at_most(&name, 80)
            ),
            caipan::said!("cli-host-not-ascii-help"),
        )))
    })?;
    let bound = |at: std::net::SocketAddr| {
        if !bind.is_loopback() {
            eprintln!(
                "warning: serving on {at}: anyone who can reach this address can use the page"
            );
        }
        eprintln!("caipan serves http://{at}/ (Ctrl-C stops it)");
    };
    caipan_serve::serve(addr, limits, hosts, bound).map_err(|e| {
        cli::output::Fail::Report(miette::Report::new(caipan::error::Stated::new(
            "caipan::serve::bind",
            caipan::said!("cli-cannot-serve", addr = addr, e = e),
            caipan::said!("cli-cannot-serve-help"),
        )))
    })?;
    Ok(ExitCode::SUCCESS)
}
