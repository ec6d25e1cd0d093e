//! The edition argument's parser: any text, with the built-in ids offered
//! to shell completion.

/// An edition argument: any text (an id, a path, or ids joined by commas),
/// with the built-in ids offered to shell completion.
#[derive(Clone)]
pub(crate) struct EditionParser;

impl clap::builder::TypedValueParser for EditionParser {
    type Value = String;

    fn parse_ref(
        &self,
        _cmd: &clap::Command,
        _arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<String, clap::Error> {
        Ok(value.to_string_lossy().into_owned())
    }

    fn possible_values(
        &self,
    ) -> Option<Box<dyn Iterator<Item = clap::builder::PossibleValue> + '_>> {
        Some(Box::new(
            caipan::ruleset::BUILT_IN
                .iter()
                .map(|(id, _, _)| clap::builder::PossibleValue::new(*id)),
        ))
    }
}
