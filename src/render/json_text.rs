//! Any value as JSON text, never failing: the one writer of pretty JSON
//! that the judgement's form and the error objects both use.

use serde::Serialize;

/// Pretty JSON. caipan's output types have string keys and finite numbers,
/// so serialising cannot fail; if it ever did, the output is still JSON
/// and says why.
pub fn pretty<T: Serialize + ?Sized>(value: &T) -> String {
    serde_json::to_string_pretty(value).unwrap_or_else(|e| {
        serde_json::json!({"error": {"message": format!("cannot write JSON: {e}")}}).to_string()
    })
}
