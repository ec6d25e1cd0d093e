//! What the record's source says beside its moves, set against the
//! judgement: variations left out, a charset ignored, handicap stones
//! missing, a komi unread or other than the count's, a result other than
//! the judged one.

use super::*;
use crate::record::source::Said;

/// What the record's source says that the judgement should be read
/// against: variations left out, a charset ignored, its own komi and
/// result (values the reader gave, see `record::source`).
pub(crate) fn source_remarks(given: &Given, result: &GameResult) -> Vec<Remark> {
    let source = &given.record.source;
    let remark = |span: Span, about: About| {
        let (line, column) = given.at.line_col(span.start);
        Remark {
            line,
            column,
            about,
        }
    };
    let mut out = Vec::new();
    if let Some((count, span)) = source.variations {
        out.push(remark(span, About::Variations { count }));
    }
    if let Some((declared, read_as, span)) = &source.charset_ignored {
        let about = About::CharsetIgnored {
            declared: declared.clone(),
            read_as: read_as.clone(),
        };
        out.push(remark(*span, about));
    }
    if let Some((declared, placed, span)) = given.handicap_missing() {
        out.push(remark(span, About::HandicapMissing { declared, placed }));
    }
    let board = &given.ruleset.board;
    if board.size != board.own {
        let at = given
            .record
            .tag("Size")
            .map_or(Span::default(), |t| t.value_span);
        let about = About::OtherBoard {
            size: board.size,
            own: board.own,
            article: board.article.clone(),
        };
        out.push(remark(at, about));
    }
    if let Some((written, span)) = &source.komi_unread {
        out.push(remark(
            *span,
            About::KomiUnread {
                written: written.clone(),
            },
        ));
    }
    if let (Some((written, span)), Some(scoring)) = (source.komi, &given.ruleset.scoring) {
        // The komi the count takes: in a handicap game, the handicap komi
        // (a compensation per stone is no komi a file writes).
        let komi = &given.ruleset.parameters[super::result::komi_parameter(given, scoring)];
        let edition = komi.value * scoring.points_per_unit;
        if (written - edition).abs() > 1e-9 {
            let article = komi.article.clone();
            let about = About::KomiDiffers {
                written,
                edition,
                article,
            };
            out.push(remark(span, about));
        }
    }
    if let Some((written, span)) = &source.result {
        let judged = match result.outcome {
            Outcome::BlackWins => Some(Said::BlackWins),
            Outcome::WhiteWins => Some(Said::WhiteWins),
            Outcome::Draw => Some(Said::Draw),
            _ => None,
        };
        if judged.is_some() && judged != written.says {
            let about = About::ResultDiffers {
                written: written.text.clone(),
                judged: result.outcome.name().to_string(),
            };
            out.push(remark(*span, about));
        }
    }
    out
}
