//! How the package asks for records to be judged: the edition, the
//! supplements' texts, the mode and whose komi counts, checked once and
//! handed on whole to each game.

use pyo3::prelude::*;

/// What a call asks for every game it judges.
#[derive(Clone, Copy)]
pub(crate) struct Asked<'a> {
    /// The edition id, else each record's `[Edition]` tag.
    pub edition: Option<&'a str>,
    /// The supplements' YAML texts, applied in order.
    pub supplements: &'a [String],
    /// `as-ruled` or `as-played`; none: the record's tag, else by source.
    pub mode: Option<&'a str>,
    /// The count uses the komi the record writes (`komi="file"`, the
    /// CLI's `--komi file`), where the edition's komi article allows it.
    pub own_komi: bool,
}

/// The editions with a record's own komi, made once in the process and
/// shared by every call and thread (see `caipan::own_komi`).
pub(crate) static OWN_KOMI: std::sync::LazyLock<caipan::own_komi::KomiEditions> =
    std::sync::LazyLock::new(Default::default);

/// Whose komi counts, checked before a batch starts (`ValueError` for a
/// word caipan does not know).
#[pyfunction]
#[pyo3(signature = (komi=None))]
pub(crate) fn check_komi(komi: Option<String>) -> PyResult<()> {
    own_komi(komi.as_deref()).map(|_| ())
}

/// Whose komi counts, checked: `None` or `"edition"` the edition's,
/// `"file"` the record's; `ValueError` for another word.
pub(crate) fn own_komi(komi: Option<&str>) -> PyResult<bool> {
    caipan::own_komi::record_s_komi(komi).ok_or_else(|| {
        pyo3::exceptions::PyValueError::new_err(format!(
            "no komi `{}`: write \"edition\" (the edition's) or \"file\" (the record's)",
            caipan::error::quote_at_most(komi.unwrap_or_default(), 40)
        ))
    })
}
