//! The values conditions compare: numbers, truth values, words, and the
//! absence of an optional argument.

/// A value during evaluation.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    /// A number.
    Num(f64),
    /// A truth value.
    Bool(bool),
    /// A word (shared, so evaluating a condition never copies it).
    Word(std::sync::Arc<str>),
    /// Not there (an optional argument left out).
    Absent,
}

impl Value {
    /// Numbers other than 0, true, words; not absent.
    #[inline]
    pub fn truthy(&self) -> bool {
        match self {
            Value::Num(n) => *n != 0.0,
            Value::Bool(b) => *b,
            Value::Word(_) => true,
            Value::Absent => false,
        }
    }
    #[inline]
    pub(super) fn num(&self) -> Option<f64> {
        match self {
            Value::Num(n) => Some(*n),
            Value::Bool(b) => Some(*b as u8 as f64),
            _ => None,
        }
    }
}
