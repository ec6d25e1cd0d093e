//! Every refusal the server gives, in one shape: the CLI's error object
//! (`caipan/error/1`) with its HTTP status, whoever refused — a route, an
//! extractor, the router (no such route, wrong method) or a layer (body
//! too large, request too slow). Nothing a client sent is echoed back
//! longer than [`ECHO_CHARS`].

use axum::Json;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use caipan::render::error::ErrorObject;

/// The most characters of a client's input quoted back in a refusal.
pub(crate) const ECHO_CHARS: usize = 40;

/// A client's words as a refusal quotes them: at most [`ECHO_CHARS`].
pub(crate) fn echo(text: &str) -> String {
    caipan::error::quote_at_most(text, ECHO_CHARS)
}

/// An error as the CLI writes one, with its HTTP status.
pub(crate) struct ApiError {
    status: StatusCode,
    error: Box<ErrorObject>,
}

impl ApiError {
    /// A refusal with its status and stable code.
    pub(crate) fn new(status: StatusCode, code: &str, message: String, help: &str) -> ApiError {
        ApiError {
            status,
            error: Box::new(ErrorObject {
                code: Some(code.into()),
                file: None,
                line: None,
                column: None,
                message,
                label: None,
                help: Some(help.into()),
                related: Vec::new(),
            }),
        }
    }

    /// A request the API cannot take (422, `caipan::serve::request`).
    pub(crate) fn bad(message: String, help: &str) -> ApiError {
        ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "caipan::serve::request",
            message,
            help,
        )
    }

    /// A request the API cannot take (422), with a code of its own.
    pub(crate) fn bad_with(code: &str, message: String, help: &str) -> ApiError {
        ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, code, message, help)
    }

    /// A diagnostic of caipan's (a record, a supplement, the deadline),
    /// located in the text it names.
    /// Its sentences (`told`) are in `m`'s language: the request's.
    pub(crate) fn diagnostic(
        d: &dyn miette::Diagnostic,
        told: caipan::error::Told,
        file: &str,
        m: &caipan::render::messages::Messages,
    ) -> ApiError {
        let mut error = caipan::render::error::object(d, Some(file));
        error.message = m.said(&told.message);
        if let Some(label) = told.labels.first().filter(|_| error.label.is_some()) {
            error.label = Some(m.said(label));
        }
        if let Some(help) = told.help.as_ref().filter(|h| !h.english().is_empty()) {
            error.help = Some(m.said(help));
        }
        ApiError {
            status: StatusCode::UNPROCESSABLE_ENTITY,
            error: Box::new(error),
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body =
            serde_json::json!({"schema": caipan::render::error::SCHEMA, "error": self.error});
        (self.status, Json(body)).into_response()
    }
}

/// A refusal by anything but a route (the router, an extractor, a layer)
/// put in the API's shape: its status kept, a stable code and words of
/// ours; what the layer said is kept only as far as [`ECHO_CHARS`].
pub(crate) async fn in_api_shape(response: Response) -> Response {
    let status = response.status();
    let json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    if !(status.is_client_error() || status.is_server_error()) || json {
        return response;
    }
    // The layers' own words are short texts; anything longer is cut.
    let said = axum::body::to_bytes(response.into_body(), 4096)
        .await
        .map(|b| String::from_utf8_lossy(&b).into_owned())
        .unwrap_or_default();
    let (code, message, help) = words(status);
    let message = if said.trim().is_empty() {
        message.to_string()
    } else {
        format!("{message}: {}", echo(said.trim()))
    };
    ApiError::new(status, code, message, help).into_response()
}

/// A refusal written whole, head and body, for one hyper would have sent
/// with no body (see [`stream`](crate::stream)); the connection closes
/// after it, as hyper's would.
pub(crate) fn raw(status: u16) -> Vec<u8> {
    let status = StatusCode::from_u16(status).unwrap_or(StatusCode::BAD_REQUEST);
    // hyper's 400 is for bytes that are not an HTTP request at all.
    let (code, message, help) = match status {
        StatusCode::BAD_REQUEST => (
            "caipan::serve::not_http",
            "the request is not HTTP/1.1 the server can read",
            "send an HTTP/1.1 request, as a browser or curl does",
        ),
        _ => words(status),
    };
    let error = ApiError::new(status, code, message.into(), help);
    let body = serde_json::json!({"schema": caipan::render::error::SCHEMA, "error": error.error})
        .to_string();
    let mut out = format!(
        "HTTP/1.1 {} {}\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n",
        status.as_str(),
        status.canonical_reason().unwrap_or(""),
        body.len()
    )
    .into_bytes();
    out.extend_from_slice(body.as_bytes());
    out
}

/// A status's code, message and help.
fn words(status: StatusCode) -> (&'static str, &'static str, &'static str) {
    match status {
        StatusCode::NOT_FOUND => (
            "caipan::serve::not_found",
            "no such page or route",
            "the API's routes are listed in docs/serve.md",
        ),
        StatusCode::METHOD_NOT_ALLOWED => (
            "caipan::serve::method",
            "this route does not take that method",
            "GET reads (editions, search, cite); POST judges (judge, sgf)",
        ),
        StatusCode::PAYLOAD_TOO_LARGE => (
            "caipan::serve::too_large",
            "the request body is over the server's limit",
            "send a shorter record, or run `caipan check` at the command line",
        ),
        StatusCode::REQUEST_TIMEOUT => (
            "caipan::serve::timeout",
            "the request took longer than the server allows",
            "send the whole request at once; a busy server may also need a retry",
        ),
        StatusCode::URI_TOO_LONG => (
            "caipan::serve::uri_too_long",
            "the request's path and query are longer than the server reads",
            "send the query in a shorter form; records go in a POST body",
        ),
        StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE => (
            "caipan::serve::headers_too_large",
            "the request's headers are more or larger than the server reads",
            "send fewer and shorter headers",
        ),
        StatusCode::UNSUPPORTED_MEDIA_TYPE => (
            "caipan::serve::content_type",
            "the body is not JSON",
            "send Content-Type: application/json",
        ),
        _ => (
            "caipan::serve::request",
            "the request was refused",
            "compare it with the API in docs/serve.md",
        ),
    }
}
