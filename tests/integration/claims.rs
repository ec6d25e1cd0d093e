//! Claims in every edition (issue 59): every claim of the vocabulary, made
//! under every built-in edition and each of its opening protocols, is
//! judged, never refused — an edition that takes it answers with its
//! articles, one that does not says it has no such claim and which claims
//! it takes — and a word that is no claim at all is refused with the claims
//! the edition takes (or that it takes none).

use caipan::judgement::About;
use caipan::vocabulary::ClaimWord;
use miette::Diagnostic;

/// Every built-in edition, and each of its other opening protocols.
fn every_ruleset() -> Vec<caipan::Ruleset> {
    let mut out = Vec::new();
    for (id, _, _) in caipan::ruleset::BUILT_IN {
        let edition = caipan::ruleset::resolve(id).expect("built in");
        out.extend(edition.protocols.iter().cloned());
        out.push(edition.clone());
    }
    out
}

/// The remark a claim of `word` by White, the record's only line, brings.
fn claimed(rules: &caipan::Ruleset, word: &str) -> Result<About, String> {
    let text = format!("W claim {word}\n");
    let record = caipan::record::parse("claim.case", &text).map_err(|e| e.to_string())?;
    let (j, _) = caipan::judge(rules, &record, "claim.case", text.as_str())
        .map_err(|e| format!("{:?}", miette::Report::new(*e)))?;
    j.remarks
        .first()
        .map(|r| r.about.clone())
        .ok_or_else(|| "no remark".to_string())
}

#[test]
fn every_claim_is_judged_under_every_edition() {
    let mut failures = Vec::new();
    for rules in every_ruleset() {
        let taken: Vec<&str> = rules.claims_taken().iter().map(|w| w.name()).collect();
        let key = match &rules.protocol {
            Some(p) => format!("{}/{}", rules.id, p.id),
            None => rules.id.clone(),
        };
        // Every claim-bound rule's word is a claim the edition takes.
        for r in &rules.rules {
            if let Some(w) = &r.claim_name
                && !taken.contains(&w.as_str())
            {
                failures.push(format!("{key}: rule {} is claimed as {w}, not taken", r.id));
            }
        }
        for word in ClaimWord::ALL {
            let about = match claimed(&rules, word.name()) {
                Ok(a) => a,
                Err(e) => {
                    failures.push(format!("{key}: claim {} refused: {e}", word.name()));
                    continue;
                }
            };
            let takes = taken.contains(&word.name());
            match (&about, takes) {
                (About::NoClaimOf { taken: said, .. }, false) => {
                    if said.iter().map(String::as_str).ne(taken.iter().copied()) {
                        failures.push(format!(
                            "{key}: {}: lists {said:?}, takes {taken:?}",
                            word.name()
                        ));
                    }
                }
                (About::ClaimNotNeeded { articles, .. }, true) => {
                    for a in articles {
                        if rules.provision(a).is_none() {
                            failures
                                .push(format!("{key}: {}: cites {a}, not an article", word.name()));
                        }
                    }
                    if articles.is_empty() {
                        failures.push(format!(
                            "{key}: {}: judged unclaimed, no article",
                            word.name()
                        ));
                    }
                }
                (About::NothingToClaim { .. }, true) => {}
                (other, _) => failures.push(format!(
                    "{key}: claim {} (taken: {takes}) gives {other:?}",
                    word.name()
                )),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn a_word_that_is_no_claim_is_refused_with_the_claims_taken() {
    for rules in every_ruleset() {
        let text = "W claim kos\n";
        let record = caipan::record::parse("claim.case", text).expect("parses");
        let err = caipan::judge(&rules, &record, "claim.case", text)
            .err()
            .unwrap_or_else(|| panic!("{}: `claim kos` judged", rules.id));
        let shown = format!("{:?}", miette::Report::new(*err));
        assert!(
            shown.contains("claim.case:1:9"),
            "{}: located: {shown}",
            rules.id
        );
        let taken = rules.claims_taken();
        let listed = match taken.first() {
            Some(w) => shown.contains(&format!("takes: {}", w.name())),
            None => shown.contains("takes no claim"),
        };
        assert!(listed, "{}: the claims taken, or none: {shown}", rules.id);
        assert!(
            !shown.contains("judges: ;"),
            "{}: an empty list: {shown}",
            rules.id
        );
        let code = err_code(&rules, text);
        assert_eq!(
            code.as_deref(),
            Some("caipan::record::invalid"),
            "{}",
            rules.id
        );
    }
}

fn err_code(rules: &caipan::Ruleset, text: &str) -> Option<String> {
    let record = caipan::record::parse("claim.case", text).ok()?;
    let e = caipan::judge(rules, &record, "claim.case", text).err()?;
    e.code().map(|c| c.to_string())
}
