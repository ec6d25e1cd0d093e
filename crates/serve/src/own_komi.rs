//! A request's `komi: "file"`: the edition with the record's own komi
//! (`KM[]`), as `check --komi file` counts it, made once in the server's
//! life per edition and komi (see `caipan::own_komi`).

use crate::refusal::ApiError;
use caipan::Ruleset;
use caipan::error::Text;
use caipan::record::ast::Record;
use std::sync::Arc;

/// The editions with a record's own komi, made once in the server's life
/// and shared by every request (see `caipan::own_komi`).
static OWN_KOMI: std::sync::LazyLock<caipan::own_komi::KomiEditions> =
    std::sync::LazyLock::new(Default::default);

/// The edition with the record's komi, where the request asks for it and
/// the komi article allows it, and the remark when it does not.
pub(crate) fn with_komi(
    komi: Option<&str>,
    rules: Arc<Ruleset>,
    (record, text): (&Record, &Text),
) -> Result<(Arc<Ruleset>, Option<caipan::judgement::Remark>), ApiError> {
    match caipan::own_komi::record_s_komi(komi) {
        Some(false) => Ok((rules, None)),
        Some(true) => {
            let (own, remark) = OWN_KOMI.for_record(&rules, record, text);
            Ok((own.unwrap_or(rules), remark))
        }
        None => Err(ApiError::bad(
            format!(
                "no komi `{}`",
                crate::refusal::echo(komi.unwrap_or_default())
            ),
            "write \"edition\" (the edition's komi, the default) or \"file\" (the record's own)",
        )),
    }
}
