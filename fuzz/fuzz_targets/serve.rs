//! Arbitrary requests to the server's routes in process
//! (`caipan_serve::fuzzing`): any method, route, query, `Host`, `Origin`,
//! `Content-Type` and body, judging requests with generated records and
//! supplements among them. The answer must come; a refusal must be the
//! API's error object with a stable code and a bounded message.
#![no_main]
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

struct Server {
    runtime: tokio::runtime::Runtime,
    app: axum::Router,
}

static SERVER: OnceLock<Server> = OnceLock::new();

fuzz_target!(|data: &[u8]| {
    let s = SERVER.get_or_init(|| {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .enable_all()
            .build()
            .expect("a runtime");
        let limits = caipan_serve::Limits {
            judge_millis: 2_000,
            ..caipan_serve::Limits::default()
        };
        let app = caipan_serve::app(limits).expect("the workers start");
        Server { runtime, app }
    });
    s.runtime
        .block_on(caipan_serve::fuzzing::exercise(s.app.clone(), data));
});
