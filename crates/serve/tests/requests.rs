//! A quick stable run of the request driver the fuzz target uses: a few
//! hundred pseudo-random requests to every route, each answered, every
//! refusal in the API's shape; and every request a fuzzer ever crashed on
//! (`tests/regressions/serve/`, with a request for every route by GET
//! and POST) kept as a test.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn random_requests_are_answered_in_the_api_s_shape() {
    let app = caipan_serve::app(caipan_serve::Limits::default()).expect("the workers start");
    let mut state = 0x5E4E_u64;
    for _ in 0..300 {
        let len = (state % 300) as usize + 4;
        let bytes: Vec<u8> = (0..len)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                state as u8
            })
            .collect();
        caipan_serve::fuzzing::exercise(app.clone(), &bytes).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_regression_corpus_is_answered() {
    let app = caipan_serve::app(caipan_serve::Limits::default()).expect("the workers start");
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/regressions/serve");
    // The directory holds a request for every route and method besides
    // what a fuzzer crashed on: missing or empty, the test would pass
    // having sent nothing.
    let entries = std::fs::read_dir(dir).expect("tests/regressions/serve is there");
    let mut sent = 0;
    for entry in entries.flatten() {
        let bytes = std::fs::read(entry.path()).expect("readable");
        caipan_serve::fuzzing::exercise(app.clone(), &bytes).await;
        sent += 1;
    }
    assert!(sent >= 26, "{sent} requests in {dir}");
}
