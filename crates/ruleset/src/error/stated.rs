//! A diagnostic with no source to point into (a command-line argument, a
//! directory, the output): a stable code, a message and a help line, each
//! a [`Said`] so that another language words them too.

use super::{Said, Tell, Told};
use miette::Diagnostic;
use std::fmt;

/// A message and a help line under a stable code.
#[derive(Debug)]
pub struct Stated {
    /// The stable code (`caipan::glob`), where the diagnostic has one.
    pub code: Option<&'static str>,
    /// What is wrong.
    pub message: Said,
    /// How to put it right.
    pub help: Said,
}

impl Stated {
    /// A diagnostic under `code`.
    pub fn new(code: &'static str, message: Said, help: Said) -> Stated {
        Stated {
            code: Some(code),
            message,
            help,
        }
    }

    /// A diagnostic without a code.
    pub fn uncoded(message: Said, help: Said) -> Stated {
        Stated {
            code: None,
            message,
            help,
        }
    }
}

impl fmt::Display for Stated {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.message, f)
    }
}

impl std::error::Error for Stated {}

impl Diagnostic for Stated {
    fn code<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        self.code.map(|c| Box::new(c) as Box<dyn fmt::Display>)
    }

    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        (!self.help.english().is_empty()).then(|| Box::new(&self.help) as Box<dyn fmt::Display>)
    }
}

impl Tell for Stated {
    fn told(&self) -> Told {
        super::told(self.message.clone(), Vec::new(), Some(self.help.clone()))
    }
}
