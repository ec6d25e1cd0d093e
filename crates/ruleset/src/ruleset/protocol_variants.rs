//! An edition with several opening protocols, resolved once per protocol:
//! the file is read again for each (raw structs are not copied, and every
//! span stays the file's), the protocol's openings, articles, events and
//! rules put in the edition's place, and the whole validated as any
//! edition is. The edition's own protocol judges by default; a supplement
//! chooses another.

use super::load::{Validator, load_yaml};
use super::model::{ProtocolInfo, Ruleset};
use super::raw::S;
use super::raw_protocols::RawProtocol;
use super::raw_ruleset::RawRuleset;
use crate::error::RulesetError;
use crate::said;

/// The most other protocols an edition may list: each is the whole file
/// resolved again, so the cost of loading stays a bounded multiple of the
/// file's size.
pub const MAX_PROTOCOLS: usize = 16;

impl Validator<'_> {
    /// The edition under each of its other protocols, in the file's order.
    pub(super) fn protocol_variants(
        &mut self,
        name: &str,
        count: usize,
    ) -> Result<Vec<Ruleset>, Box<RulesetError>> {
        let mut variants = Vec::with_capacity(count);
        for i in 0..count {
            let mut raw: RawRuleset = load_yaml(name, self.text)?;
            let protocol = raw.protocols.swap_remove(i);
            raw.protocols.clear();
            let info = ProtocolInfo {
                id: protocol.id.value.clone(),
                title: protocol.title.clone(),
                title_zh: protocol.title_zh.clone(),
                source: Some(protocol.source.clone()),
                notes: protocol.notes.clone(),
            };
            self.put_in_place(&mut raw, protocol);
            let mut variant = self.resolve(raw);
            // The protocol's articles summarise its own document: the
            // official text named for the edition's then names it too.
            if let Some(of) = &mut variant.summary_of {
                of.push_str("; the opening rule: ");
                of.push_str(info.source.as_deref().unwrap_or_default());
            }
            if let Some(of) = &mut variant.summary_of_zh {
                of.push_str("；开局规则：");
                of.push_str(info.source.as_deref().unwrap_or_default());
            }
            variant.protocol = Some(info);
            variants.push(variant);
        }
        Ok(variants)
    }

    /// The protocol in the edition's place: its openings for the
    /// edition's, its articles and physics added, its events and rules
    /// replacing those of the same name and added, the rules it drops
    /// taken out.
    fn put_in_place(&mut self, raw: &mut RawRuleset, p: RawProtocol) {
        raw.openings = p.openings;
        raw.protocol = None;
        raw.articles.extend(p.articles);
        raw.physics.extend(p.physics);
        for e in p.events {
            match raw.events.iter_mut().find(|o| o.name.value == e.name.value) {
                Some(o) => *o = e,
                None => raw.events.push(e),
            }
        }
        for id in &p.drop_rules {
            let before = raw.rules.len();
            raw.rules.retain(|r| r.id.value != id.value);
            if raw.rules.len() == before {
                self.not_a_rule(id);
            }
        }
        for r in p.rules {
            match raw.rules.iter_mut().find(|o| o.id.value == r.id.value) {
                Some(o) => *o = r,
                None => raw.rules.push(r),
            }
        }
    }

    fn not_a_rule(&mut self, id: &S<String>) {
        self.problem(
            id,
            said!("ruleset-the-protocol-drops-which-is-not", id = id.value),
            said!("ruleset-unknown-rule"),
            said!("ruleset-name-a-rule-id-of-the-edition"),
        );
    }

    /// Protocol ids are short names, each once, the edition's own among
    /// them; an edition with other protocols names its own, and has at
    /// most [`MAX_PROTOCOLS`] (each is the whole file read again).
    pub(super) fn check_protocol_names(&mut self, raw: &RawRuleset) {
        if let Some(extra) = raw.protocols.get(MAX_PROTOCOLS) {
            self.problem(
                &extra.id,
                said!("ruleset-more-protocols-than", max = MAX_PROTOCOLS),
                said!("ruleset-too-many"),
                said!("ruleset-an-edition-is-read-again-for", max = MAX_PROTOCOLS),
            );
        }
        let own = raw.protocol.as_ref().map(|p| &p.id);
        let mut seen: Vec<&str> = own.iter().map(|i| i.value.as_str()).collect();
        for p in &raw.protocols {
            let kebab = |c: char| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-';
            let id = &p.id.value;
            if id.is_empty() || !id.chars().all(kebab) || seen.contains(&id.as_str()) {
                self.problem(
                    &p.id,
                    said!("ruleset-the-protocol-id-is-repeated-or", id = id),
                    said!("ruleset-protocol-id"),
                    said!("ruleset-name-each-protocol-once-in-a"),
                );
            }
            seen.push(id);
        }
        if let (None, Some(first)) = (own, raw.protocols.first()) {
            self.problem(
                &first.id,
                said!("ruleset-an-edition-with-protocols-names-its"),
                said!("ruleset-no-protocol-name"),
                said!("ruleset-add-protocol-id-title-title-zh"),
            );
        }
    }
}
