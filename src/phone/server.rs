//! The handle the interface holds, and the server: axum on a tokio runtime of its own, on its own
//! thread. The interface's calls only lock the shared table for a moment and queue frames.

use super::gate::{Gate, Ticket};
use super::page;
use super::state::{Held, MAX_DEVICE, Out, Table, now_ms, refused};
use super::tokens::{CodeCheck, Token, fresh_code};
use super::{
    Config, News, Offer, PageWords, PhoneError, PhoneEvent, Refusal, ReviewKind, ReviewRefusal, Secret, Wake, When,
};
use crate::engine::Loc;
use crate::engine::Seat;
use axum::Router;
use axum::body::{Body, Bytes};
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, Request, State};
use axum::http::{HeaderMap, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::Deserialize;
use serde_json::json;
use std::net::{IpAddr, Ipv4Addr, SocketAddr, UdpSocket};
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError, mpsc};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// The largest WebSocket message or frame a page may send.
const MAX_FRAME: usize = 4 * 1024;
/// The largest request body.
const MAX_BODY: usize = 1024;
/// How often a connected phone is pinged.
const PING_EVERY: Duration = Duration::from_secs(5);
/// A phone silent this long (no pong, no frame) is away.
const AWAY_AFTER: Duration = Duration::from_secs(12);

mod http;
use http::{check_request, device_name, index, join, script, seats, style};

/// What the server's tasks share.
struct App {
    table: Mutex<Table>,
    next_conn: AtomicU64,
    /// How long a phone may be gone before it is away ([`Config::away_grace`]).
    away_grace: Duration,
    /// The `Host` values served: the announced address and the loopback's, with the port.
    hosts: Vec<String>,
    /// Where the page's address and code are kept for `vigie phones` (rewritten when the code
    /// changes).
    file: Mutex<Option<PathBuf>>,
    /// The address phones reach ("http://192.168.1.20:7878/").
    address: String,
    /// A timer will change the locked code.
    code_timer: std::sync::atomic::AtomicBool,
}

impl App {
    fn table(&self) -> MutexGuard<'_, Table> {
        self.table.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The address carrying the join key ("http://192.168.1.20:7878/#…").
    fn join_url(&self) -> String {
        format!("{}#{}", self.address, self.table().key.to_hex())
    }

    /// Writes the page's address, code and join address for `vigie phones`, readable by this
    /// user only (it holds the code and the key). A file that cannot be written costs nothing
    /// else: only `vigie phones` reads it.
    fn write_file(&self) {
        let Some(path) = self.file.lock().unwrap_or_else(PoisonError::into_inner).clone() else { return };
        let code = self.table().codes.code().to_owned();
        let running = crate::store::phones::Running {
            pid: std::process::id(),
            address: self.address.clone(),
            code,
            url: self.join_url(),
        };
        let _ = crate::store::phones::write(&path, &running);
    }

    /// The code changed: the table hears it, and the file says the new one.
    fn code_changed(&self) {
        self.table().event(PhoneEvent::CodeChanged);
        self.write_file();
    }
}

/// The phone server, running on its own thread. Every method returns at once; dropping the
/// handle stops the server and its thread (every phone's connection closes).
pub struct Phones {
    app: Arc<App>,
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
        let (events_tx, events) = mpsc::channel();
        let announced = SocketAddr::new(lan_address(bound.ip()), bound.port());
        let app = Arc::new(App {
            table: Mutex::new(Table::new(seats, words, fresh_code(), events_tx)),
            next_conn: AtomicU64::new(1),
            away_grace: config.away_grace,
            hosts: hosts(announced),
            file: Mutex::new(None),
            address: format!("http://{announced}/"),
            code_timer: std::sync::atomic::AtomicBool::new(false),
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
        Ok(Phones { app, events: Mutex::new(events), stop: Some(stop), thread: Some(thread) })
    }

    /// The page's address on the local network ("http://192.168.1.20:7878/").
    pub fn address(&self) -> String {
        self.app.address.clone()
    }

    /// The join code, six digits to say aloud, new at each start and after a burst of wrong
    /// codes ([`PhoneEvent::CodeChanged`]).
    pub fn code(&self) -> String {
        self.app.table().codes.code().to_owned()
    }

    /// The address the QR code carries: the page's, with the join key in the fragment
    /// ("http://192.168.1.20:7878/#" and 32 hexadecimal digits), which the phone's browser does
    /// not send and the page forgets once read. A phone that scans it types no code. The key
    /// stays the same while the server runs (the code may change).
    pub fn join_url(&self) -> String {
        self.app.join_url()
    }

    /// The join address as a QR code for the terminal: lines of half-block characters, the
    /// quiet zone included. The characters' ink is the code's dark modules: draw them dark on a
    /// light background.
    pub fn qr(&self) -> Vec<String> {
        super::qr::lines(&self.join_url())
    }

    /// Keeps the page's address, code and join address in `path` for `vigie phones` (now, and
    /// each time the code changes), readable by this user only.
    pub fn keep_file(&self, path: PathBuf) {
        *self.app.file.lock().unwrap_or_else(PoisonError::into_inner) = Some(path);
        self.app.write_file();
    }

    /// Calls `wake` (from the server's thread) after each event, so that the interface can wait
    /// for a key without looking at the phones in between.
    pub fn wake_with(&self, wake: Wake) {
        self.app.table().wake = Some(wake);
    }

    /// The players' names by seat changed: connected pages are sent them.
    pub fn set_seats(&self, names: Vec<String>) {
        self.app.table().set_seats(names);
    }

    /// The page's words changed (the language, the players): connected pages are sent them.
    /// `words` are in the table's language; `langs` in each language, for the pages that chose
    /// their own (empty: every page reads the table's).
    pub fn set_words(&self, words: PageWords, langs: Vec<PageWords>) {
        self.app.table().set_words(words, langs);
    }

    /// The language a seat's page chose (`None`: the table's, as long as it chose none).
    pub fn lang_of(&self, seat: Seat) -> Option<crate::vocab::Lang> {
        self.app.table().lang_of(seat)
    }

    /// A new round: the earlier rounds' secrets are no longer sent again on reconnection, and
    /// connected pages show this round's only.
    pub fn set_round(&self, round: u32) {
        self.app.table().set_round(round);
    }

    /// Sends a secret to the seat's phone only, and keeps it for the round and in the seat's own
    /// news (marked as its own).
    pub fn secret(&self, seat: Seat, secret: Secret) {
        let at = now_ms();
        self.app.table().secret(seat, secret, at, true);
    }

    /// Sends a secret again (the player asked for their secrets): kept for the round, not news a
    /// second time.
    pub fn secret_again(&self, seat: Seat, secret: Secret) {
        let at = now_ms();
        self.app.table().secret(seat, secret, at, false);
    }

    /// What the table heard, at the moment `when`, for each seat's news: `words` gives the text
    /// for a seat in the language its page chose (`None`: the table's), or `None`: nothing for
    /// it. Each seat's page gets it at once, or on its return.
    pub fn news(&self, when: When, words: &dyn Fn(Seat, Option<crate::vocab::Lang>) -> Option<String>) {
        let at = now_ms();
        self.app.table().news(when, words, at);
    }

    /// A new game: the seats' news of the earlier one is forgotten, and the pages' lists emptied.
    pub fn clear_news(&self) {
        let at = now_ms();
        self.app.table().clear_news(at);
    }

    /// Whether the game waits for this seat's decision now: its page says so (and vibrates)
    /// when it becomes its turn.
    pub fn set_yours(&self, seat: Seat, yours: bool) {
        let at = now_ms();
        self.app.table().set_yours(seat, yours, at);
    }

    /// A seat's news as its log holds it now, oldest first.
    pub fn news_of(&self, seat: Seat) -> Vec<News> {
        self.app.table().news_of(seat)
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

    /// The reviews the game played offers (none: no game played): each page shows these.
    pub fn set_reviews(&self, reviews: Vec<ReviewKind>) {
        self.app.table().set_reviews(reviews);
    }

    /// Answers the review a seat's page asked for ([`PhoneEvent::Review`]), to that seat's
    /// page only: `lines`, each one thing reviewed, as the table's review keys say it.
    pub fn review(&self, seat: Seat, review: ReviewKind, location: Option<Loc>, lines: Vec<String>) {
        let at = now_ms();
        self.app.table().review(seat, review, location, lines, at);
    }

    /// The review a seat's page asked for is not answered: its page says why, in its words.
    pub fn refuse_review(&self, seat: Seat, review: ReviewKind, why: ReviewRefusal) {
        let at = now_ms();
        self.app.table().refuse_review(seat, review, why, at);
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

/// Accepts connections and serves each over HTTP/1, one request per connection (every answer
/// but a WebSocket's upgrade closes it), through the [`Gate`]: a connection is closed once it has been pending
/// [`super::gate::PENDING_WITHIN`] (headers and body, or a WebSocket's hello), or when its place
/// is given to a newer one.
async fn serve(listener: tokio::net::TcpListener, routes: Router) {
    let gate = Arc::new(Gate::default());
    loop {
        let (stream, from) = match listener.accept().await {
            Ok(accepted) => accepted,
            // Out of open files, or a connection reset before it was accepted: try again soon.
            Err(_) => {
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        let ticket = Arc::new(gate.admit(from.ip()));
        let service = hyper_util::service::TowerToHyperService::new(
            routes.clone().layer(axum::Extension(ConnectInfo(from))).layer(axum::Extension(Arc::clone(&ticket))),
        );
        tokio::spawn(async move {
            let connection = hyper::server::conn::http1::Builder::new()
                .timer(hyper_util::rt::TokioTimer::new())
                .header_read_timeout(super::gate::PENDING_WITHIN)
                .serve_connection(hyper_util::rt::TokioIo::new(stream), service)
                .with_upgrades();
            // Once upgraded, the connection's WebSocket task holds the ticket.
            tokio::select! {
                _ = connection => {}
                _ = ticket.must_close() => {}
            }
        });
    }
}

/// The `Host` values the server answers: the announced address with its port, and the
/// loopback's (`127.0.0.1`, `localhost`, `[::1]`), lowercase. A port 80 may also be left out.
fn hosts(announced: SocketAddr) -> Vec<String> {
    let port = announced.port();
    let mut names =
        vec![announced.to_string(), format!("127.0.0.1:{port}"), format!("localhost:{port}"), format!("[::1]:{port}")];
    if port == 80 {
        names.extend([announced.ip().to_string(), "127.0.0.1".into(), "localhost".into(), "[::1]".into()]);
        if let IpAddr::V6(ip) = announced.ip() {
            names.push(format!("[{ip}]"));
        }
    }
    names.dedup();
    names
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
        .layer(axum::middleware::from_fn_with_state(Arc::clone(&app), check_request))
        .with_state(app)
}

/// `GET /ws`: a seat's connection. Its first frame must be
/// `{"type":"hello","token":…,"device":…}`.
async fn socket(
    State(app): State<Arc<App>>,
    axum::Extension(ticket): axum::Extension<Arc<Ticket>>,
    upgrade: WebSocketUpgrade,
) -> Response {
    upgrade
        .max_message_size(MAX_FRAME)
        .max_frame_size(MAX_FRAME)
        .on_upgrade(move |socket| connection(app, ticket, socket))
}

#[derive(Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
enum FromPage {
    /// `news`: the last piece of news the phone has seen; `list`: its list is empty.
    Hello {
        token: String,
        device: Option<String>,
        #[serde(default)]
        news: Option<serde_json::Value>,
        #[serde(default)]
        list: Option<serde_json::Value>,
        /// The language the page chose, if it chose one.
        #[serde(default)]
        lang: Option<serde_json::Value>,
    },
    /// The page's words and everything its seat is sent, from now on in this language.
    Lang {
        #[serde(default)]
        lang: Option<serde_json::Value>,
    },
    Choose {
        offer: u64,
        option: usize,
    },
    /// `review`: which ([`ReviewKind::code`]); `location`: a location's number, 1 to 6.
    Review {
        #[serde(default)]
        review: Option<serde_json::Value>,
        #[serde(default)]
        location: Option<serde_json::Value>,
    },
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

/// The seat a connection's first frame proves it holds, and the device it comes from. Nothing
/// else decides: what other requests from its address did never refuses a right token (a
/// token is 128 bits, never guessed, so wrong ones need no limit).
async fn hello(app: &App, ticket: &Ticket, socket: &mut WebSocket) -> Result<Hello, Refusal> {
    let first = tokio::select! {
        first = socket.recv() => first,
        _ = ticket.must_close() => None,
    };
    let Some(Ok(Message::Text(text))) = first else {
        return Err(Refusal::BadToken);
    };
    let (token, device, held, lang) = match serde_json::from_str(text.as_str()) {
        Ok(FromPage::Hello { token, device, news, list, lang }) => {
            (Token::from_hex(&token), device_name(device), held_news(news.as_ref(), list.as_ref()), lang)
        }
        _ => (None, None, Held::default(), None),
    };
    let token = token.ok_or(Refusal::BadToken)?;
    let seat = app.table().seat_of(&token).ok_or(Refusal::BadToken)?;
    // A language named (even a wrong one) is chosen once connected; no language: as before.
    let lang = lang.filter(|l| !l.is_null()).map(|l| l.as_str().map(str::to_owned).unwrap_or_default());
    Ok(Hello { seat, device, held, lang })
}

/// What a page's hello proved and said.
struct Hello {
    seat: Seat,
    device: Option<String>,
    held: Held,
    /// The language the page chose (a code, not yet checked), if it said one.
    lang: Option<String>,
}

/// What a hello says the page holds of its news: a whole number for the last piece seen
/// (anything else, a string, a fraction, a negative or missing number, is nothing held), and
/// `list: true` when its list is empty.
fn held_news(news: Option<&serde_json::Value>, list: Option<&serde_json::Value>) -> Held {
    Held {
        last: news.and_then(serde_json::Value::as_u64),
        list: list.and_then(serde_json::Value::as_bool).unwrap_or(false),
    }
}

async fn connection(app: Arc<App>, ticket: Arc<Ticket>, mut socket: WebSocket) {
    let Hello { seat, device, held, lang } = match hello(&app, &ticket, &mut socket).await {
        Ok(found) => found,
        Err(why) => return turn_away(&app, socket, why).await,
    };
    // A seat's connection from now on: never closed to make room, no deadline.
    if !ticket.prove() {
        return;
    }
    let id = app.next_conn.fetch_add(1, Ordering::Relaxed);
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel();
    let arrived = {
        let mut table = app.table();
        let arrived = table.arrive(seat, device);
        if arrived.is_ok() {
            table.connect(seat, id, tx, held, lang.as_deref());
        }
        arrived
    };
    if let Err(why) = arrived {
        return turn_away(&app, socket, why).await;
    }
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
    if app.table().disconnect(seat, id, Instant::now()) {
        watch_absence(app, seat).await;
    }
}

/// The one watcher of a seat's absence: the phone is away once gone [`Config::away_grace`] in
/// one stretch, however often it came and went before.
async fn watch_absence(app: Arc<App>, seat: Seat) {
    let grace = app.away_grace;
    loop {
        let due = app.table().absence(seat, Instant::now(), grace);
        let Some(due) = due else { return };
        tokio::time::sleep_until(tokio::time::Instant::from_std(due)).await;
    }
}

/// A frame from a seat's page after its hello: the reply, if any.
fn from_page(app: &App, seat: Seat, id: u64, text: &str) -> Option<String> {
    match serde_json::from_str::<FromPage>(text) {
        Ok(FromPage::Choose { offer, option }) => {
            let mut table = app.table();
            if !table.is_live(seat, id) {
                return None;
            }
            let answer = table.answer(seat, offer, option);
            Table::answer_frame(&answer, offer)
        }
        Ok(FromPage::Lang { lang }) => {
            let mut table = app.table();
            if !table.is_live(seat, id) {
                return None;
            }
            table.choose_lang(seat, lang.as_ref().and_then(serde_json::Value::as_str))
        }
        Ok(FromPage::Review { review, location }) => {
            let asked = review_asked(review.as_ref(), location.as_ref());
            let refused = |review, why| Some(Table::review_refused_frame(review, why, now_ms()));
            let (review, location) = match asked {
                Ok(asked) => asked,
                Err((review, why)) => return refused(review, why),
            };
            let mut table = app.table();
            if !table.is_live(seat, id) {
                return None;
            }
            match table.ask_review(seat, review, location, Instant::now()) {
                Ok(()) => None,
                Err(why) => refused(Some(review), why),
            }
        }
        _ => Some(Table::bad_frame()),
    }
}

/// A review a page asks for, as its frame names it: a review it may ask for, and for a
/// location's, a whole number from 1 to 6 (anything else is refused, saying why).
#[allow(clippy::type_complexity)]
fn review_asked(
    review: Option<&serde_json::Value>,
    location: Option<&serde_json::Value>,
) -> Result<(ReviewKind, Option<Loc>), (Option<ReviewKind>, ReviewRefusal)> {
    let review = review
        .and_then(serde_json::Value::as_str)
        .and_then(ReviewKind::from_code)
        .ok_or((None, ReviewRefusal::Unknown))?;
    if review != ReviewKind::Location {
        return Ok((review, None));
    }
    let location = location
        .and_then(serde_json::Value::as_u64)
        .and_then(|n| u8::try_from(n).ok())
        .and_then(Loc::new)
        .ok_or((Some(review), ReviewRefusal::NoLocation))?;
    Ok((review, Some(location)))
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
            hosts: Vec::new(),
            file: Mutex::new(None),
            address: String::new(),
            code_timer: std::sync::atomic::AtomicBool::new(false),
        };
        for bad in
            ["", "{", "null", "[]", r#"{"type":"hello","token":"x"}"#, r#"{"type":"choose","offer":-1,"option":0}"#]
        {
            let reply = from_page(&app, Seat::FIRST, 1, bad).unwrap();
            assert_eq!(kind(&reply), json!("refused"), "{bad}");
        }
    }

    #[test]
    fn a_review_asked_is_one_the_page_may_ask_for_and_a_location_a_number_from_1_to_6() {
        let v = |s: &str| serde_json::from_str::<Value>(s).unwrap();
        let asked = |r: &str, l: &str| review_asked(Some(&v(r)), Some(&v(l)));
        assert_eq!(asked("\"tokens\"", "null"), Ok((ReviewKind::Tokens, None)));
        assert_eq!(asked("\"score\"", "\"x\""), Ok((ReviewKind::Score, None)), "a number for no location is left");
        assert_eq!(asked("\"location\"", "3"), Ok((ReviewKind::Location, Loc::new(3))));
        assert_eq!(review_asked(None, None), Err((None, ReviewRefusal::Unknown)));
        for bad in ["\"history\"", "\"\"", "3", "null", "{}", "[\"tokens\"]", "\"Tokens\""] {
            assert_eq!(asked(bad, "1"), Err((None, ReviewRefusal::Unknown)), "{bad}");
        }
        for bad in ["0", "7", "9", "-1", "2.5", "\"3\"", "null", "256", "1e3", "[]"] {
            assert_eq!(
                asked("\"location\"", bad),
                Err((Some(ReviewKind::Location), ReviewRefusal::NoLocation)),
                "{bad}"
            );
        }
        assert_eq!(review_asked(Some(&v("\"location\"")), None).unwrap_err().1, ReviewRefusal::NoLocation);
    }

    #[test]
    fn a_hello_s_news_number_is_a_whole_number_or_nothing_held() {
        let v = |s: &str| serde_json::from_str::<Value>(s).unwrap();
        assert_eq!(held_news(Some(&v("12")), Some(&v("true"))), Held { last: Some(12), list: true });
        for bad in ["-1", "1.5", "\"12\"", "null", "[]", "{}", "1e30", "true"] {
            assert_eq!(held_news(Some(&v(bad)), Some(&v(bad))).last, None, "{bad}");
        }
        assert_eq!(held_news(None, None), Held::default());
        // A hello with a garbled number is still a hello.
        let hello: FromPage = serde_json::from_str(r#"{"type":"hello","token":"ab","news":"x","list":7}"#).unwrap();
        assert!(matches!(hello, FromPage::Hello { .. }));
    }

    #[test]
    fn the_hosts_served_are_the_announced_address_and_the_loopback_with_the_port() {
        let hosts = hosts(SocketAddr::new([192, 168, 1, 20].into(), 7878));
        assert_eq!(hosts, ["192.168.1.20:7878", "127.0.0.1:7878", "localhost:7878", "[::1]:7878"]);
        let hosts = hosts_80();
        assert!(hosts.contains(&"192.168.1.20".to_owned()) && hosts.contains(&"localhost:80".to_owned()));
        assert_eq!(device_name(Some("ab-12_CD".into())), Some("ab-12_CD".into()));
        for bad in ["", "a b", "é", &"a".repeat(MAX_DEVICE + 1)] {
            assert_eq!(device_name(Some(bad.into())), None, "{bad}");
        }
    }

    fn hosts_80() -> Vec<String> {
        hosts(SocketAddr::new([192, 168, 1, 20].into(), 80))
    }

    #[test]
    fn the_outward_address_is_never_unspecified() {
        assert!(!lan_address(IpAddr::V4(Ipv4Addr::UNSPECIFIED)).is_unspecified());
        assert_eq!(lan_address(IpAddr::V4(Ipv4Addr::LOCALHOST)), IpAddr::V4(Ipv4Addr::LOCALHOST));
    }
}
