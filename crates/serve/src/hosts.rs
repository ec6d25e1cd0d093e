//! Which `Host` and `Origin` the server answers: the guard against DNS
//! rebinding, where a page on the internet has its own name resolve to
//! the arbiter's machine and drives the API from the arbiter's browser.
//! Such a request names the attacker's host, so the server answers only
//! requests that name a host it knows:
//!
//! - loopback names (`localhost`, `*.localhost`) and IP literals, always
//!   (an IP literal cannot be rebound);
//! - with a non-loopback `--bind` (a tablet on the venue's network), the
//!   machine's own name (and `NAME.local`);
//! - and every name given with `--allow-host NAME`.
//!
//! A request with no `Origin` (a page of the server's own, curl) or an
//! `Origin` whose host is served is accepted; anything else is refused
//! with 403 in the API's error shape.

use crate::refusal::{ApiError, echo};
use axum::extract::{Request, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use std::sync::Arc;

/// The host names the server answers besides loopback names and IP
/// literals, lower-case, without a trailing dot.
#[derive(Debug, Clone, Default)]
pub struct Hosts {
    names: Vec<String>,
}

impl Hosts {
    /// Loopback names and IP literals only (a server bound to loopback).
    pub fn loopback() -> Hosts {
        Hosts::default()
    }

    /// The hosts a server bound to `bind` answers, with the names given:
    /// on a non-loopback address the machine's own name is added. A name
    /// not in ASCII (`例え.jp`) is refused, given back as the error:
    /// browsers send its ASCII form (`xn--r8jz45g.jp`), which is the one
    /// to give.
    pub fn for_bind(bind: std::net::IpAddr, allowed: &[String]) -> Result<Hosts, String> {
        if let Some(name) = allowed.iter().find(|n| !n.is_ascii()) {
            return Err(name.clone());
        }
        let mut names: Vec<String> = allowed.iter().map(|n| normal(n)).collect();
        if !bind.is_loopback()
            && let Some(own) = machine_name()
        {
            names.push(format!("{own}.local"));
            names.push(own);
        }
        names.retain(|n| !n.is_empty());
        Ok(Hosts { names })
    }

    /// Whether a host (as a `Host` header or an `Origin` writes it, a
    /// port after it or not) is one the server answers.
    pub fn serves(&self, host: &str) -> bool {
        let name = normal(without_port(host));
        if name.is_empty() {
            return false;
        }
        if name == "localhost" || name.ends_with(".localhost") {
            return true;
        }
        let literal = name.trim_start_matches('[').trim_end_matches(']');
        literal.parse::<std::net::IpAddr>().is_ok() || self.names.contains(&name)
    }

    /// Why a request's headers are not served, if they are not.
    fn refusal(&self, headers: &HeaderMap) -> Option<String> {
        if let Some(host) = headers.get(header::HOST) {
            let host = String::from_utf8_lossy(host.as_bytes());
            if !self.serves(&host) {
                return Some(format!("the host `{}` is not served here", echo(&host)));
            }
        }
        let origin = headers.get(header::ORIGIN)?;
        let origin = String::from_utf8_lossy(origin.as_bytes());
        let host = origin
            .split_once("://")
            .map(|(_, rest)| rest.split('/').next().unwrap_or_default());
        match host {
            Some(h) if self.serves(h) => None,
            _ => Some(format!(
                "a page from `{}` may not use this server",
                echo(&origin)
            )),
        }
    }
}

/// A name as compared: lower case, no trailing dot.
fn normal(name: &str) -> String {
    name.trim().trim_end_matches('.').to_ascii_lowercase()
}

/// `host:port` → `host`; `[v6]:port` → `[v6]`; a bare IPv6 address kept.
fn without_port(host: &str) -> &str {
    if host.starts_with('[') {
        return host.find(']').map_or(host, |end| &host[..=end]);
    }
    match host.rsplit_once(':') {
        Some((name, port)) if !name.contains(':') && port.bytes().all(|b| b.is_ascii_digit()) => {
            name
        }
        _ => host,
    }
}

/// The machine's host name, where the system says it.
fn machine_name() -> Option<String> {
    let name = std::fs::read_to_string("/proc/sys/kernel/hostname")
        .ok()
        .or_else(|| std::env::var("HOSTNAME").ok())?;
    let name = normal(&name);
    (!name.is_empty()).then_some(name)
}

/// The guard: a request whose `Host` or `Origin` is not served is refused
/// before any route sees it.
pub(crate) async fn guard(State(hosts): State<Arc<Hosts>>, req: Request, next: Next) -> Response {
    match hosts.refusal(req.headers()) {
        None => next.run(req).await,
        Some(message) => ApiError::new(
            StatusCode::FORBIDDEN,
            "caipan::serve::host",
            message,
            "open the page by the address the server prints, or start it with --allow-host NAME",
        )
        .into_response(),
    }
}

#[cfg(test)]
#[path = "hosts_tests.rs"]
mod tests;
