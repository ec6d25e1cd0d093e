//! `caipan suite`: the case library exported as the rules suite, every
//! case valid against `suite/schema.json`, and run by `caipan suite run`
//! with the same outcome as `cargo test --test cases` (every expectation
//! of every case passes; as many expectations as the library holds); a
//! case whose expectation is broken fails, a case of another version is
//! refused.

use crate::common::caipan;
use serde_json::Value;

/// A JSON value against the subset of JSON Schema the suite's schema uses
/// (`type`, `const`, `enum`, `required`, `properties`,
/// `additionalProperties`, `items`, `$ref` into `$defs`): every problem,
/// with its path.
fn validate(schema: &Value, root: &Value, value: &Value, at: &str, problems: &mut Vec<String>) {
    let schema = match schema.get("$ref").and_then(Value::as_str) {
        Some(r) => &root["$defs"][r.trim_start_matches("#/$defs/")],
        None => schema,
    };
    if let Some(c) = schema.get("const")
        && c != value
    {
        problems.push(format!("{at}: {value} is not {c}"));
    }
    if let Some(options) = schema.get("enum").and_then(Value::as_array)
        && !options.contains(value)
    {
        problems.push(format!("{at}: {value} is not one of {options:?}"));
    }
    let types: Vec<&str> = match schema.get("type") {
        Some(Value::String(t)) => vec![t],
        Some(Value::Array(ts)) => ts.iter().filter_map(Value::as_str).collect(),
        _ => Vec::new(),
    };
    let kind = match value {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(n) if n.is_i64() || n.is_u64() => "integer",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    };
    let fits = types.is_empty()
        || types.contains(&kind)
        || (kind == "integer" && types.contains(&"number"));
    if !fits {
        problems.push(format!("{at}: a {kind}, expected {types:?}"));
    }
    match value {
        Value::Object(map) => {
            for key in schema["required"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(Value::as_str)
            {
                if !map.contains_key(key) {
                    problems.push(format!("{at}: `{key}` is missing"));
                }
            }
            for (key, v) in map {
                let at = format!("{at}.{key}");
                match (
                    schema["properties"].get(key),
                    &schema["additionalProperties"],
                ) {
                    (Some(s), _) => validate(s, root, v, &at, problems),
                    (None, Value::Bool(false)) => problems.push(format!("{at}: not in the schema")),
                    (None, Value::Object(_)) => {
                        validate(&schema["additionalProperties"], root, v, &at, problems)
                    }
                    _ => {}
                }
            }
        }
        Value::Array(items) if schema.get("items").is_some() => {
            for (k, v) in items.iter().enumerate() {
                validate(&schema["items"], root, v, &format!("{at}[{k}]"), problems);
            }
        }
        _ => {}
    }
}

/// Expectations and refusals the case library holds.
fn expectations_in_the_library() -> usize {
    let mut n = 0;
    let files = walkdir::WalkDir::new(concat!(root!(), "/cases"))
        .into_iter()
        .filter_map(Result::ok)
        .map(|e| e.into_path())
        .filter(|p| p.extension().is_some_and(|x| x == "case" || x == "sgf"));
    for path in files {
        let bytes = std::fs::read(&path).unwrap();
        let text = caipan::sgf::decode::decode(&bytes).text;
        let front = text.split("---").nth(1).unwrap_or_default();
        let spec: caipan::suite::expect::CaseSpec =
            caipan::ruleset::load_yaml("case", front).unwrap();
        n += spec.expect.len() + spec.refused.len();
    }
    n
}

#[test]
fn the_library_exported_runs_as_the_case_tests_do() {
    let dir = std::env::temp_dir().join(format!("caipan-suite-{}", std::process::id()));
    let out = dir.display().to_string();
    let (code, said, err) = caipan(&["suite", "export", &out]);
    assert_eq!(code, 0, "{err}");
    assert!(said.contains("cases written"), "{said}");
    let schema: Value = serde_json::from_str(caipan::suite::SCHEMA).unwrap();
    let lines = std::fs::read_to_string(dir.join("suite.jsonl")).unwrap();
    let mut problems = Vec::new();
    for line in lines.lines() {
        let case: Value = serde_json::from_str(line).unwrap();
        validate(
            &schema,
            &schema,
            &case,
            case["id"].as_str().unwrap_or("?"),
            &mut problems,
        );
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // The check can fail: a key the schema does not have, a wrong type.
    let mut odd: Value = serde_json::from_str(lines.lines().next().unwrap()).unwrap();
    odd["unknown"] = Value::Bool(true);
    odd["board"] = Value::String("19".into());
    let mut found = Vec::new();
    validate(&schema, &schema, &odd, "odd", &mut found);
    assert_eq!(found.len(), 2, "{found:?}");
    let (code, said, err) = caipan(&["suite", "run", &out]);
    assert_eq!(code, 0, "{said}{err}");
    let want = expectations_in_the_library();
    assert!(
        said.contains(&format!("{want} expectations: {want} passed, 0 failed")),
        "{said}"
    );
    // A broken expectation fails, named.
    let case = dir.join("go/double-move.json");
    let text = std::fs::read_to_string(&case).unwrap();
    std::fs::write(
        &case,
        text.replacen("\"outcome\": \"", "\"outcome\": \"draw-", 1),
    )
    .unwrap();
    let (code, said, _) = caipan(&["suite", "run", &out]);
    assert_eq!(code, 1, "{said}");
    assert!(said.contains("FAILED go/double-move"), "{said}");
    // A case of another version is refused.
    std::fs::write(&case, text.replacen("\"version\": 1", "\"version\": 99", 1)).unwrap();
    let (code, _, err) = caipan(&["suite", "run", &out]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("version 99"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}
