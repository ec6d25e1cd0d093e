//! The coverage tables of docs/coverage.md are `caipan coverage`'s output: a test
//! fails when they are out of date (`CAIPAN_BLESS=1` rewrites them), and
//! no provision of a built-in edition is left unexplained.

use caipan::coverage::{Status, coverage, markdown};

#[test]
fn every_provision_is_encoded_or_explained() {
    let cases = caipan::case_index::index(concat!(root!(), "/cases"));
    for (id, _, _) in caipan::ruleset::BUILT_IN {
        let rs = caipan::ruleset::resolve(id).unwrap();
        let gaps: Vec<String> = coverage(&rs, &cases)
            .into_iter()
            .filter(|r| r.status == Status::NotEncoded)
            .map(|r| r.id)
            .collect();
        assert!(
            gaps.is_empty(),
            "{id}: provisions neither encoded nor explained: {gaps:?}"
        );
    }
}

#[test]
fn the_readme_coverage_tables_are_current() {
    let path = concat!(root!(), "/docs/coverage.md");
    let mut readme = std::fs::read_to_string(path).unwrap();
    // Paths as the docs' readers see them: relative to the repository.
    let cases: Vec<_> = caipan::case_index::index(concat!(root!(), "/cases"));
    let mut stale = Vec::new();
    for (id, _, _) in caipan::ruleset::BUILT_IN {
        let rs = caipan::ruleset::resolve(id).unwrap();
        let table = markdown(caipan::render::messages::en(), &rs, &coverage(&rs, &cases));
        let (start, end) = (
            format!("<!-- coverage:{id} -->\n"),
            format!("<!-- /coverage:{id} -->"),
        );
        let a = readme
            .find(&start)
            .expect("docs/coverage.md has the coverage markers")
            + start.len();
        let b = readme[a..]
            .find(&end)
            .expect("docs/coverage.md has the end marker")
            + a;
        if readme[a..b] != table {
            stale.push(*id);
            readme = format!("{}{}{}", &readme[..a], table, &readme[b..]);
        }
    }
    if !stale.is_empty() {
        if std::env::var("CAIPAN_BLESS").is_ok() {
            std::fs::write(path, &readme).unwrap();
        }
        panic!(
            "the coverage in docs/coverage.md of {stale:?} is out of date: run `CAIPAN_BLESS=1 cargo test --test integration coverage` and review the diff"
        );
    }
}
