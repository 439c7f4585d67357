//! The server's HTTP side: every request checked (its host, its origin, its body), the page's
//! files, and the two requests that join a seat (`/seats`, `/join`) with their code or key.

use super::*;

/// The one value of a header, if it has exactly one.
fn one(headers: &HeaderMap, name: header::HeaderName) -> Option<&str> {
    let mut values = headers.get_all(name).iter();
    let first = values.next()?;
    if values.next().is_some() {
        return None;
    }
    first.to_str().ok()
}

/// Every request: exactly one `Host`, one that Vigie serves (a page of another name, as a DNS
/// rebinding would make, gets nothing). A join or a WebSocket: from the page's own origin (a
/// page of another site gets nothing). A `POST`: a JSON body, of a bounded size.
pub(super) async fn check_request(State(app): State<Arc<App>>, request: Request, next: Next) -> Response {
    let headers = request.headers();
    let Some(host) = one(headers, header::HOST).map(str::to_ascii_lowercase).filter(|h| app.hosts.contains(h)) else {
        return closing(refusal(StatusCode::BAD_REQUEST, "bad_host"));
    };
    let post = request.method() == Method::POST;
    if post || request.uri().path() == "/ws" {
        let own = format!("http://{host}");
        if !one(headers, header::ORIGIN).is_some_and(|o| o.eq_ignore_ascii_case(&own)) {
            return closing(refusal(StatusCode::FORBIDDEN, "bad_origin"));
        }
    }
    if post {
        let json = one(headers, header::CONTENT_TYPE).is_some_and(|t| {
            let media = t.split(';').next().unwrap_or_default().trim();
            media.eq_ignore_ascii_case("application/json")
        });
        if !json {
            return closing(refusal(StatusCode::UNSUPPORTED_MEDIA_TYPE, "not_json"));
        }
        let length = headers.get(header::CONTENT_LENGTH).and_then(|l| l.to_str().ok()?.parse::<u64>().ok());
        if length.is_some_and(|l| l > MAX_BODY as u64) {
            return closing(refusal(StatusCode::PAYLOAD_TOO_LARGE, "too_large"));
        }
    }
    let mut response = next.run(request).await;
    if response.status() != StatusCode::SWITCHING_PROTOCOLS {
        // One request per connection: a connection's time is bounded by the gate, and a page
        // opens a new one for each request.
        response.headers_mut().insert(header::CONNECTION, header::HeaderValue::from_static("close"));
    }
    response
}

/// An answer after which the connection closes.
fn closing(mut response: Response) -> Response {
    response.headers_mut().insert(header::CONNECTION, header::HeaderValue::from_static("close"));
    response
}

/// Headers every answer carries: nothing cached, nothing loaded from elsewhere.
fn served(kind: &'static str, body: String) -> Response {
    (
        [
            (header::CONTENT_TYPE, kind),
            (header::CACHE_CONTROL, "no-store"),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
            (header::REFERRER_POLICY, "no-referrer"),
            (header::CONTENT_SECURITY_POLICY, "default-src 'self'; connect-src 'self'; frame-ancestors 'none'"),
        ],
        body,
    )
        .into_response()
}

/// `GET /`: the page, in the first language of the browser's (`Accept-Language`) that Vigie
/// speaks, else the table's; with the words of every language, for the joining form. (The
/// page then reads the language its phone chose before, if any: see `app.js`.)
pub(super) async fn index(State(app): State<Arc<App>>, headers: HeaderMap) -> Response {
    let wanted = preferred(one(&headers, header::ACCEPT_LANGUAGE));
    let page = {
        let table = app.table();
        page::render(table.words_in(wanted), table.every_words(), &table.words.lang)
    };
    served("text/html; charset=utf-8", page)
}

/// The most entries of an `Accept-Language` looked at.
const LANGUAGES_READ: usize = 16;

/// The first language of an `Accept-Language` header that Vigie speaks, by its primary subtag
/// (`fr-CA` is French), in the order the browser lists them; an entry with `q=0` is one it
/// does not want. Anything else (a missing, garbled or foreign header) names none.
pub(super) fn preferred(header: Option<&str>) -> Option<crate::vocab::Lang> {
    header?.split(',').take(LANGUAGES_READ).find_map(|entry| {
        let mut parts = entry.split(';');
        let tag = parts.next()?.trim();
        let refused = parts.any(|p| {
            let p = p.trim();
            p.strip_prefix("q=")
                .or_else(|| p.strip_prefix("Q="))
                .is_some_and(|q| q.parse::<f32>().is_ok_and(|q| q <= 0.0))
        });
        if refused {
            return None;
        }
        let primary = tag.split('-').next()?.to_ascii_lowercase();
        primary.parse::<crate::vocab::Lang>().ok()
    })
}

pub(super) async fn script() -> Response {
    served("text/javascript; charset=utf-8", page::SCRIPT.to_owned())
}

pub(super) async fn style() -> Response {
    served("text/css; charset=utf-8", page::STYLE.to_owned())
}

fn refusal(status: StatusCode, why: &str) -> Response {
    (status, axum::Json(json!({ "refused": why }))).into_response()
}

fn status_of(why: Refusal) -> StatusCode {
    match why {
        Refusal::WrongCode | Refusal::WrongKey | Refusal::BadToken | Refusal::Moved => StatusCode::FORBIDDEN,
        Refusal::SeatTaken => StatusCode::CONFLICT,
        Refusal::NoSeat => StatusCode::NOT_FOUND,
        Refusal::TooMany | Refusal::CodeLocked => StatusCode::TOO_MANY_REQUESTS,
    }
}

/// How a page proves it may join: the code typed, or the key of the address it opened.
#[derive(Deserialize)]
struct Proof {
    code: Option<String>,
    key: Option<String>,
}

#[derive(Deserialize)]
struct SeatAsked {
    #[serde(flatten)]
    proof: Proof,
    seat: usize,
    device: Option<String>,
    /// The language the page's form reads (a code, not yet checked), if the phone chose one.
    #[serde(default)]
    lang: Option<serde_json::Value>,
}

/// The language a join names: one Vigie speaks, or none (anything else, a language it does not
/// speak, a number, a long string, is ignored: the seat reads the table's language).
pub(super) fn lang_asked(lang: Option<&serde_json::Value>) -> Option<crate::vocab::Lang> {
    lang?.as_str()?.parse().ok()
}

/// A device's name as a page gives it: 1 to [`MAX_DEVICE`] letters, digits, `-` or `_`
/// (anything else names no device).
pub(super) fn device_name(given: Option<String>) -> Option<String> {
    given.filter(|d| {
        !d.is_empty() && d.len() <= MAX_DEVICE && d.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    })
}

/// Checks a request's code or key. A wrong code counts against `ip` and against the code (a
/// burst of them changes it); while `ip` is blocked or the code is locked, codes are refused
/// unchecked. The key (128 bits, never guessed) is never limited.
fn admit(app: &Arc<App>, ip: IpAddr, proof: &Proof) -> Result<(), Refusal> {
    let mut table = app.table();
    if let Some(key) = &proof.key {
        return match Token::from_hex(key.trim()) {
            Some(k) if k.matches(&table.key) => Ok(()),
            _ => {
                table.event(PhoneEvent::Refused { seat: None, why: Refusal::WrongKey });
                Err(Refusal::WrongKey)
            }
        };
    }
    let now = Instant::now();
    let (why, changed) = if table.limiter.blocked(ip, now) {
        (Some(Refusal::TooMany), false)
    } else {
        match table.codes.check(proof.code.as_deref().unwrap_or_default(), now) {
            (CodeCheck::Right, changed) => (None, changed),
            (CodeCheck::Wrong, changed) => {
                table.limiter.failed(ip, now);
                (Some(Refusal::WrongCode), changed)
            }
            (CodeCheck::Locked, changed) => (Some(Refusal::CodeLocked), changed),
        }
    };
    let locked_until = table.codes.locked_until();
    if let Some(why) = why {
        table.event(PhoneEvent::Refused { seat: None, why });
    }
    drop(table);
    if changed {
        app.code_changed();
    }
    if let Some(until) = locked_until {
        change_code_at(app, until);
    }
    why.map_or(Ok(()), Err)
}

/// A locked code changes once its gap has passed, whether or not anyone tries again: the table
/// then hears the new one. One timer at a time.
fn change_code_at(app: &Arc<App>, when: Instant) {
    if app.code_timer.swap(true, Ordering::Relaxed) {
        return;
    }
    let app = Arc::clone(app);
    tokio::spawn(async move {
        tokio::time::sleep_until(tokio::time::Instant::from_std(when)).await;
        let changed = app.table().codes.tick(Instant::now());
        app.code_timer.store(false, Ordering::Relaxed);
        if changed {
            app.code_changed();
        }
    });
}

/// `POST /seats {code | key}`: the seats, their names and whether they are taken.
pub(super) async fn seats(
    State(app): State<Arc<App>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    body: Body,
) -> Response {
    let asked = match read_json::<Proof>(body).await {
        Ok(asked) => asked,
        Err(r) => return r,
    };
    if let Err(why) = admit(&app, from.ip(), &asked) {
        return refusal(status_of(why), why.code());
    }
    axum::Json(app.table().seat_list()).into_response()
}

/// `POST /join {code | key, seat, device}`: the seat's new token, or why not.
pub(super) async fn join(
    State(app): State<Arc<App>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    body: Body,
) -> Response {
    let asked = match read_json::<SeatAsked>(body).await {
        Ok(asked) => asked,
        Err(r) => return r,
    };
    if let Err(why) = admit(&app, from.ip(), &asked.proof) {
        return refusal(status_of(why), why.code());
    }
    let lang = lang_asked(asked.lang.as_ref());
    let joined = app.table().join_in(asked.seat, device_name(asked.device), lang);
    match joined {
        Ok((seat, token)) => axum::Json(json!({ "token": token.to_hex(), "seat": seat.index() })).into_response(),
        Err(why) => refusal(status_of(why), why.code()),
    }
}

/// A request's body, at most [`MAX_BODY`] bytes, read as JSON of the shape asked; or the answer
/// refusing it.
async fn read_json<T: serde::de::DeserializeOwned>(body: Body) -> Result<T, Response> {
    let bytes: Bytes =
        axum::body::to_bytes(body, MAX_BODY).await.map_err(|_| refusal(StatusCode::PAYLOAD_TOO_LARGE, "too_large"))?;
    serde_json::from_slice(&bytes).map_err(|_| refusal(StatusCode::BAD_REQUEST, "bad_request"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vocab::Lang;

    #[test]
    fn the_browser_s_first_language_vigie_speaks_is_read_and_anything_else_names_none() {
        for (header, want) in [
            ("fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7", Some(Lang::Fr)),
            ("en-GB,fr;q=0.5", Some(Lang::En)),
            ("de-DE, FR-ca;q=0.7, en;q=0.5", Some(Lang::Fr)),
            ("fr;q=0, en;q=0.5", Some(Lang::En)),
            ("fr;Q=0.0", None),
            ("fry, en", Some(Lang::En)),
            ("de", None),
            ("*", None),
            ("", None),
            (";;;,,,==;q=", None),
            ("français", None),
        ] {
            assert_eq!(preferred(Some(header)), want, "{header}");
        }
        assert_eq!(preferred(None), None);
        // Only the first entries are read.
        assert_eq!(preferred(Some(&format!("{}fr", "de,".repeat(LANGUAGES_READ)))), None);
    }

    #[test]
    fn a_join_s_language_is_one_vigie_speaks_or_none() {
        let v = |s: &str| serde_json::from_str::<serde_json::Value>(s).unwrap();
        assert_eq!(lang_asked(Some(&v("\"fr\""))), Some(Lang::Fr));
        assert_eq!(lang_asked(Some(&v("\"en\""))), Some(Lang::En));
        for bad in ["\"xx\"", "\"FR\"", "\"fr-FR\"", "\"\"", "7", "null", "{}", "[\"fr\"]", "true"] {
            assert_eq!(lang_asked(Some(&v(bad))), None, "{bad}");
        }
        assert_eq!(lang_asked(None), None);
    }
}
