//! The handle the interface holds, and the server: axum on a tokio runtime of its own, on its own
//! thread. The interface's calls only lock the shared table for a moment and queue frames.

use super::page;
use super::state::{Out, Table, now_ms, refused};
use super::tokens::{Token, fresh_code, same_bytes};
use super::{Config, Offer, PageWords, PhoneError, PhoneEvent, Refusal, Secret};
use crate::engine::Seat;
use axum::Router;
use axum::body::Bytes;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, DefaultBodyLimit, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::Deserialize;
use serde_json::json;
use std::collections::HashMap;
use std::net::{IpAddr, Ipv4Addr, SocketAddr, UdpSocket};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError, mpsc};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// The largest WebSocket message or frame a page may send.
const MAX_FRAME: usize = 4 * 1024;
/// The largest request body.
const MAX_BODY: usize = 1024;
/// How long a new connection has to say which seat it holds.
const HELLO_WAIT: Duration = Duration::from_secs(10);
/// How often a connected phone is pinged.
const PING_EVERY: Duration = Duration::from_secs(5);
/// A phone silent this long (no pong, no frame) is away.
const AWAY_AFTER: Duration = Duration::from_secs(12);

/// What the server's tasks share.
struct App {
    table: Mutex<Table>,
    next_conn: AtomicU64,
    /// How long a phone may be gone before it is away ([`Config::away_grace`]).
    away_grace: Duration,
}

impl App {
    fn table(&self) -> MutexGuard<'_, Table> {
        self.table.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// The phone server, running on its own thread. Every method returns at once; dropping the
/// handle stops the server and its thread (every phone's connection closes).
pub struct Phones {
    app: Arc<App>,
    address: String,
    code: String,
    events: Mutex<mpsc::Receiver<PhoneEvent>>,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

impl Phones {
    /// Starts the server: `seats` are the players' names by seat, `words` the page's words. The
    /// port is taken before this returns (an error if it is in use).
    pub fn start(config: &Config, seats: Vec<String>, words: PageWords) -> Result<Phones, PhoneError> {
        let addr = SocketAddr::new(config.bind, config.port);
        let listener = std::net::TcpListener::bind(addr).map_err(|source| PhoneError::Listen { addr, source })?;
        listener.set_nonblocking(true).map_err(PhoneError::Start)?;
        let bound = listener.local_addr().map_err(PhoneError::Start)?;
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().map_err(PhoneError::Start)?;
        let code = fresh_code();
        let (events_tx, events) = mpsc::channel();
        let app = Arc::new(App {
            table: Mutex::new(Table::new(seats, words, code.clone(), events_tx)),
            next_conn: AtomicU64::new(1),
            away_grace: config.away_grace,
        });
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let routes = router(Arc::clone(&app));
        let thread = std::thread::Builder::new()
            .name("vigie-phones".into())
            .spawn(move || {
                runtime.block_on(async move {
                    let Ok(listener) = tokio::net::TcpListener::from_std(listener) else {
                        return;
                    };
                    tokio::select! {
                        _ = serve(listener, routes) => {}
                        _ = stopped => {}
                    }
                });
                // The runtime is dropped here: every connection's task ends, its socket closes.
            })
            .map_err(PhoneError::Start)?;
        let address = format!("http://{}/", SocketAddr::new(lan_address(bound.ip()), bound.port()));
        Ok(Phones { app, address, code, events: Mutex::new(events), stop: Some(stop), thread: Some(thread) })
    }

    /// The page's address on the local network ("http://192.168.1.20:7878/").
    pub fn address(&self) -> String {
        self.address.clone()
    }

    /// The join code, four digits to say aloud, new at each start.
    pub fn code(&self) -> String {
        self.code.clone()
    }

    /// The address carrying the join code ("http://192.168.1.20:7878/#1234"): the code is in
    /// the fragment, which the phone's browser does not send.
    pub fn join_url(&self) -> String {
        format!("{}#{}", self.address, self.code)
    }

    /// The join address as a QR code for the terminal: lines of half-block characters, the
    /// quiet zone included. The characters' ink is the code's dark modules: draw them dark on a
    /// light background.
    pub fn qr(&self) -> Vec<String> {
        super::qr::lines(&self.join_url())
    }

    /// The players' names by seat changed: connected pages are sent them.
    pub fn set_seats(&self, names: Vec<String>) {
        self.app.table().set_seats(names);
    }

    /// The page's words changed (the language): connected pages are sent them.
    pub fn set_words(&self, words: PageWords) {
        self.app.table().set_words(words);
    }

    /// A new round: the earlier rounds' secrets are no longer sent again on reconnection, and
    /// connected pages show this round's only.
    pub fn set_round(&self, round: u32) {
        self.app.table().set_round(round);
    }

    /// Sends a secret to the seat's phone only, and keeps it for the round.
    pub fn secret(&self, seat: Seat, secret: Secret) {
        let at = now_ms();
        self.app.table().secret(seat, secret, at);
    }

    /// Asks the seat's phone a secret choice (replacing the one it was asked before).
    pub fn offer(&self, seat: Seat, offer: Offer) {
        let at = now_ms();
        self.app.table().offer(seat, offer, at);
    }

    /// The seat's choice is no longer asked (made, taken over by the operator, undone).
    pub fn withdraw(&self, seat: Seat) {
        let at = now_ms();
        self.app.table().withdraw(seat, at);
    }

    /// Vigie applied the seat's answer to `offer`: the page says `text`, and the choice is no
    /// longer asked.
    pub fn accepted(&self, seat: Seat, offer: u64, text: String) {
        let at = now_ms();
        self.app.table().accepted(seat, offer, text, at);
    }

    /// The seat's answer to `offer` was refused: the page says `text` and keeps asking.
    pub fn refuse_choice(&self, seat: Seat, offer: u64, text: String) {
        let at = now_ms();
        self.app.table().refuse_choice(seat, offer, text, at);
    }

    /// The operator gives the seat to a new phone: the old token is revoked (its connection is
    /// told and closed), and the next join for that seat is accepted.
    pub fn allow_new_phone(&self, seat: Seat) {
        let at = now_ms();
        self.app.table().allow_new_phone(seat, at);
    }

    /// Whether the seat's phone is connected now.
    pub fn connected(&self, seat: Seat) -> bool {
        self.app.table().connected(seat)
    }

    /// What happened since the last call (never waits).
    pub fn take_events(&self) -> Vec<PhoneEvent> {
        self.events.lock().unwrap_or_else(PoisonError::into_inner).try_iter().collect()
    }
}

// The interface may keep the handle anywhere, and hand it to another thread.
const _: fn() = || {
    fn shared<T: Send + Sync>() {}
    shared::<Phones>();
};

impl Drop for Phones {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Connections open at once, in all: far more than a table's phones and their reloads, far
/// fewer than the process's open files (a save must always be writable).
const MAX_CONNECTIONS: usize = 128;
/// Connections open at once from one address (a phone needs one or two).
const MAX_PER_ADDRESS: usize = 16;
/// How long a request's headers may take to arrive: a connection that sends nothing is closed.
const HEADERS_WITHIN: Duration = Duration::from_secs(10);

/// Accepts connections and serves each over HTTP/1 (WebSockets upgrade from it): at most
/// [`MAX_CONNECTIONS`], [`MAX_PER_ADDRESS`] from one address (more are closed at once), each
/// closed when its headers do not arrive within [`HEADERS_WITHIN`].
async fn serve(listener: tokio::net::TcpListener, routes: Router) {
    let all = Arc::new(tokio::sync::Semaphore::new(MAX_CONNECTIONS));
    let open: Arc<Mutex<HashMap<IpAddr, usize>>> = Arc::default();
    loop {
        let (stream, from) = match listener.accept().await {
            Ok(accepted) => accepted,
            // Out of open files, or a connection reset before it was accepted: try again soon.
            Err(_) => {
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        let Ok(permit) = Arc::clone(&all).try_acquire_owned() else { continue };
        let Some(slot) = AddressSlot::take(&open, from.ip()) else { continue };
        let service =
            hyper_util::service::TowerToHyperService::new(routes.clone().layer(axum::Extension(ConnectInfo(from))));
        tokio::spawn(async move {
            let _held = (permit, slot);
            let connection = hyper::server::conn::http1::Builder::new()
                .timer(hyper_util::rt::TokioTimer::new())
                .header_read_timeout(HEADERS_WITHIN)
                .serve_connection(hyper_util::rt::TokioIo::new(stream), service)
                .with_upgrades();
            let _ = connection.await;
        });
    }
}

/// One connection counted against its address, until it ends.
struct AddressSlot {
    open: Arc<Mutex<HashMap<IpAddr, usize>>>,
    ip: IpAddr,
}

impl AddressSlot {
    /// A slot for one more connection from `ip`, if it has fewer than [`MAX_PER_ADDRESS`].
    fn take(open: &Arc<Mutex<HashMap<IpAddr, usize>>>, ip: IpAddr) -> Option<AddressSlot> {
        let mut counts = open.lock().unwrap_or_else(PoisonError::into_inner);
        let n = counts.entry(ip).or_insert(0);
        if *n >= MAX_PER_ADDRESS {
            return None;
        }
        *n += 1;
        Some(AddressSlot { open: Arc::clone(open), ip })
    }
}

impl Drop for AddressSlot {
    fn drop(&mut self) {
        let mut counts = self.open.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(n) = counts.get_mut(&self.ip) {
            *n -= 1;
            if *n == 0 {
                counts.remove(&self.ip);
            }
        }
    }
}

/// The address phones reach: the one listened on, or when that is every interface, the
/// machine's outward IPv4 address on the local network (found by choosing a route, no packet
/// sent), or the loopback address when there is no network.
fn lan_address(bound: IpAddr) -> IpAddr {
    if !bound.is_unspecified() {
        return bound;
    }
    // A public address for the default route, then private ones for a network without one.
    for target in ["192.0.2.1:9", "192.168.1.1:9", "10.0.0.1:9", "172.16.0.1:9"] {
        let Ok(socket) = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)) else {
            break;
        };
        if socket.connect(target).is_ok()
            && let Ok(local) = socket.local_addr()
            && !local.ip().is_loopback()
            && !local.ip().is_unspecified()
        {
            return local.ip();
        }
    }
    IpAddr::V4(Ipv4Addr::LOCALHOST)
}

fn router(app: Arc<App>) -> Router {
    Router::new()
        .route("/", get(index))
        .route("/app.js", get(script))
        .route("/style.css", get(style))
        .route("/seats", post(seats))
        .route("/join", post(join))
        .route("/ws", get(socket))
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .with_state(app)
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

async fn index(State(app): State<Arc<App>>) -> Response {
    let page = page::render(&app.table().words);
    served("text/html; charset=utf-8", page)
}

async fn script() -> Response {
    served("text/javascript; charset=utf-8", page::SCRIPT.to_owned())
}

async fn style() -> Response {
    served("text/css; charset=utf-8", page::STYLE.to_owned())
}

fn refusal(status: StatusCode, why: &str) -> Response {
    (status, axum::Json(json!({ "refused": why }))).into_response()
}

fn status_of(why: Refusal) -> StatusCode {
    match why {
        Refusal::WrongCode | Refusal::BadToken => StatusCode::FORBIDDEN,
        Refusal::SeatTaken => StatusCode::CONFLICT,
        Refusal::NoSeat => StatusCode::NOT_FOUND,
        Refusal::TooMany => StatusCode::TOO_MANY_REQUESTS,
    }
}

#[derive(Deserialize)]
struct CodeAsked {
    code: String,
}

#[derive(Deserialize)]
struct SeatAsked {
    code: String,
    seat: usize,
}

/// Checks a request's code: refused while `ip` is blocked, and a wrong code counts against it.
fn admit(app: &App, ip: IpAddr, code: &str) -> Result<(), Refusal> {
    let mut table = app.table();
    let now = Instant::now();
    let why = if table.limiter.blocked(ip, now) {
        Refusal::TooMany
    } else if !same_bytes(code.trim().as_bytes(), table.code.as_bytes()) {
        table.limiter.failed(ip, now);
        Refusal::WrongCode
    } else {
        return Ok(());
    };
    table.event(PhoneEvent::Refused { seat: None, why });
    Err(why)
}

/// `POST /seats {code}`: the seats, their names and whether they are taken.
async fn seats(State(app): State<Arc<App>>, ConnectInfo(from): ConnectInfo<SocketAddr>, body: Bytes) -> Response {
    let Ok(asked) = serde_json::from_slice::<CodeAsked>(&body) else {
        return refusal(StatusCode::BAD_REQUEST, "bad_request");
    };
    if let Err(why) = admit(&app, from.ip(), &asked.code) {
        return refusal(status_of(why), why.code());
    }
    axum::Json(app.table().seat_list()).into_response()
}

/// `POST /join {code, seat}`: the seat's new token, or why not.
async fn join(State(app): State<Arc<App>>, ConnectInfo(from): ConnectInfo<SocketAddr>, body: Bytes) -> Response {
    let Ok(asked) = serde_json::from_slice::<SeatAsked>(&body) else {
        return refusal(StatusCode::BAD_REQUEST, "bad_request");
    };
    if let Err(why) = admit(&app, from.ip(), &asked.code) {
        return refusal(status_of(why), why.code());
    }
    let joined = app.table().join(asked.seat);
    match joined {
        Ok((seat, token)) => axum::Json(json!({ "token": token.to_hex(), "seat": seat.index() })).into_response(),
        Err(why) => refusal(status_of(why), why.code()),
    }
}

/// `GET /ws`: a seat's connection. Its first frame must be `{"type":"hello","token":…}`.
async fn socket(
    State(app): State<Arc<App>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    upgrade: WebSocketUpgrade,
) -> Response {
    upgrade
        .max_message_size(MAX_FRAME)
        .max_frame_size(MAX_FRAME)
        .on_upgrade(move |socket| connection(app, from.ip(), socket))
}

#[derive(Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
enum FromPage {
    Hello { token: String },
    Choose { offer: u64, option: usize },
}

async fn send(socket: &mut WebSocket, frame: String) -> bool {
    socket.send(Message::Text(frame.into())).await.is_ok()
}

/// Refuses a connection: one frame saying why, then the close.
async fn turn_away(app: &App, mut socket: WebSocket, why: Refusal) {
    app.table().event(PhoneEvent::Refused { seat: None, why });
    if send(&mut socket, refused(why.code())).await {
        let _ = socket.send(Message::Close(None)).await;
    }
}

/// The seat a connection's first frame proves it holds. A well-formed token that holds no seat
/// counts against the address; a malformed first frame guesses nothing.
async fn hello(app: &App, ip: IpAddr, socket: &mut WebSocket) -> Result<Seat, Refusal> {
    if app.table().limiter.blocked(ip, Instant::now()) {
        return Err(Refusal::TooMany);
    }
    let first = tokio::time::timeout(HELLO_WAIT, socket.recv()).await;
    let Ok(Some(Ok(Message::Text(text)))) = first else {
        return Err(Refusal::BadToken);
    };
    let token = match serde_json::from_str(text.as_str()) {
        Ok(FromPage::Hello { token }) => Token::from_hex(&token),
        _ => None,
    };
    let token = token.ok_or(Refusal::BadToken)?;
    let mut table = app.table();
    let now = Instant::now();
    if table.limiter.blocked(ip, now) {
        return Err(Refusal::TooMany);
    }
    table.seat_of(&token).ok_or_else(|| {
        table.limiter.failed(ip, now);
        Refusal::BadToken
    })
}

async fn connection(app: Arc<App>, ip: IpAddr, mut socket: WebSocket) {
    let seat = match hello(&app, ip, &mut socket).await {
        Ok(seat) => seat,
        Err(why) => return turn_away(&app, socket, why).await,
    };
    let id = app.next_conn.fetch_add(1, Ordering::Relaxed);
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel();
    app.table().connect(seat, id, tx);
    let mut ping = tokio::time::interval(PING_EVERY);
    ping.tick().await;
    let mut heard = Instant::now();
    loop {
        tokio::select! {
            incoming = socket.recv() => {
                let Some(Ok(message)) = incoming else { break };
                heard = Instant::now();
                let reply = match message {
                    Message::Text(text) => from_page(&app, seat, id, text.as_str()),
                    Message::Binary(_) => Some(Table::bad_frame()),
                    Message::Close(_) => break,
                    Message::Ping(_) | Message::Pong(_) => None,
                };
                if let Some(reply) = reply
                    && !send(&mut socket, reply).await
                {
                    break;
                }
            }
            out = rx.recv() => match out {
                Some(Out::Frame(frame)) => {
                    if !send(&mut socket, frame).await {
                        break;
                    }
                }
                Some(Out::Last(frame)) => {
                    if send(&mut socket, frame).await {
                        let _ = socket.send(Message::Close(None)).await;
                    }
                    break;
                }
                None => {
                    let _ = socket.send(Message::Close(None)).await;
                    break;
                }
            },
            _ = ping.tick() => {
                if heard.elapsed() > AWAY_AFTER || socket.send(Message::Ping(Bytes::new())).await.is_err() {
                    break;
                }
            }
        }
    }
    if app.table().disconnect(seat, id) {
        let grace = app.away_grace;
        if grace.is_zero() {
            app.table().away_if_gone(seat);
        } else {
            tokio::spawn(async move {
                tokio::time::sleep(grace).await;
                app.table().away_if_gone(seat);
            });
        }
    }
}

/// A frame from a seat's page after its hello: the reply, if any.
fn from_page(app: &App, seat: Seat, id: u64, text: &str) -> Option<String> {
    let Ok(FromPage::Choose { offer, option }) = serde_json::from_str::<FromPage>(text) else {
        return Some(Table::bad_frame());
    };
    let mut table = app.table();
    if !table.is_live(seat, id) {
        return None;
    }
    let answer = table.answer(seat, offer, option);
    Table::answer_frame(&answer, offer)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;

    /// A frame's type.
    fn kind(frame: &str) -> Value {
        serde_json::from_str::<Value>(frame).map(|v| v["type"].clone()).unwrap_or(Value::Null)
    }

    #[test]
    fn a_frame_that_is_not_an_answer_is_refused_as_a_bad_frame() {
        let (tx, _rx) = mpsc::channel();
        let app = App {
            table: Mutex::new(Table::new(vec!["Red".into()], PageWords::default(), "1".into(), tx)),
            next_conn: AtomicU64::new(1),
            away_grace: Duration::ZERO,
        };
        for bad in
            ["", "{", "null", "[]", r#"{"type":"hello","token":"x"}"#, r#"{"type":"choose","offer":-1,"option":0}"#]
        {
            let reply = from_page(&app, Seat::FIRST, 1, bad).unwrap();
            assert_eq!(kind(&reply), json!("refused"), "{bad}");
        }
    }

    #[test]
    fn the_outward_address_is_never_unspecified() {
        assert!(!lan_address(IpAddr::V4(Ipv4Addr::UNSPECIFIED)).is_unspecified());
        assert_eq!(lan_address(IpAddr::V4(Ipv4Addr::LOCALHOST)), IpAddr::V4(Ipv4Addr::LOCALHOST));
    }
}
