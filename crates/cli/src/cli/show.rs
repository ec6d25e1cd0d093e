//! `caipan show FILE --after N`: the position at a moment of a record, as
//! text, and with `--svg OUT` as an SVG image.

use super::output::{Fail, Out, Outcome};
use super::rulesets::{Rulesets, edition_of};
use caipan::error::Stated;
use caipan::render;
use caipan::said;
use std::process::ExitCode;

pub(crate) fn show(
    out: &mut Out,
    m: &caipan::render::messages::Messages,
    file: &str,
    after: Option<u32>,
    edition: Option<&str>,
    mark: Option<&str>,
    svg: Option<&str>,
) -> Outcome {
    let mut rulesets = Rulesets::new(super::rulesets::Extend::default())?;
    let input = super::inputs::read_inputs(file)?.swap_remove(0);
    let (text, record, game_file) = (input.text, input.record?, input.game_file);
    let rules = edition_of(&mut rulesets, edition, file, &text, &record)?;
    // As `check` judges it: an SGF game as played unless it says otherwise.
    let mode =
        (game_file && record.tag("Judging").is_none()).then_some(caipan::judgement::Mode::AsPlayed);
    let mut d = caipan::engine::diagram_at(rules, &record, file, text.clone(), after, mode)?;
    if let Some(n) = after
        && n > d.after_move
    {
        // Not clamped in silence: the record ends before that move.
        let end =
            caipan::engine::diagram_at(rules, &record, file, text.clone(), None, mode)?.after_move;
        if n > end {
            return Err(Fail::Report(miette::Report::new(Stated::new(
                "caipan::show::after_the_end",
                said!("cli-show-after-the-end", file = file, end = end, n = n),
                said!("cli-show-after-the-end-help", end = end),
            ))));
        }
    }
    if let Some(point) = mark {
        let board = &caipan::on_record_board(rules, &record).board;
        d.marked = Some(board.index(point).ok_or_else(|| {
            Fail::Report(miette::Report::new(Stated::uncoded(
                said!("cli-not-a-point", point = point, size = d.size),
                said!("cli-not-a-point-help", example = d.name(0)),
            )))
        })?);
    }
    let head = m.f(
        "show-head",
        &[
            ("file", &d.file),
            ("edition", &d.edition),
            ("move", &d.after_move.to_string()),
            ("player", &render::words::colour(m, d.to_move)),
        ],
    );
    out.put(&format!("{head}\n\n"))?;
    out.put(&render::diagram::text(m, &d))?;
    if let Some(path) = svg {
        super::output::write_file(path, &render::diagram::svg(m, &d))?;
    }
    Ok(ExitCode::SUCCESS)
}
