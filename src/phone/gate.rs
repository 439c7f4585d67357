//! Which connections the server keeps: a connection is *pending* from its acceptance until it
//! is a seat's proven WebSocket (its token checked). Pending connections are few and short-lived:
//!
//! - each must be done within [`PENDING_WITHIN`] (a request, headers and body, or a WebSocket's
//!   hello), or it is closed;
//! - at most [`MAX_PENDING`] are open at once, at most [`MAX_PER_ADDRESS`] from one address;
//! - a new connection is always taken: over the cap of its address, that address's oldest pending
//!   connection is closed; over the total, the oldest of the address holding the most.
//!
//! So connections held open by others (idle, slow, or a body that never ends), from any number
//! of addresses, never keep a phone out: its connection is taken, and is proven within
//! milliseconds. A proven connection is never closed to make room (there is one per seat).

use std::collections::{BTreeMap, HashMap};
use std::net::IpAddr;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Duration;
use tokio::sync::watch;
use tokio::time::Instant;

/// Pending connections open at once, in all: far more than a table's phones and their reloads,
/// far fewer than the process's open files (a save must always be writable).
pub(super) const MAX_PENDING: usize = 128;
/// Pending connections from one address (a phone needs one or two at a time).
pub(super) const MAX_PER_ADDRESS: usize = 8;
/// How long a connection may stay pending: a request, headers and body, or a WebSocket until
/// its hello is checked.
pub(super) const PENDING_WITHIN: Duration = Duration::from_secs(10);

/// One pending connection, as the gate knows it.
struct Entry {
    ip: IpAddr,
    close: watch::Sender<bool>,
}

#[derive(Default)]
struct Open {
    next: u64,
    /// By number (the oldest first).
    pending: BTreeMap<u64, Entry>,
    per_ip: HashMap<IpAddr, usize>,
}

impl Open {
    fn remove(&mut self, id: u64) -> Option<Entry> {
        let e = self.pending.remove(&id)?;
        if let Some(n) = self.per_ip.get_mut(&e.ip) {
            *n -= 1;
            if *n == 0 {
                self.per_ip.remove(&e.ip);
            }
        }
        Some(e)
    }

    /// Closes a pending connection to make room.
    fn evict(&mut self, id: u64) {
        if let Some(e) = self.remove(id) {
            let _ = e.close.send(true);
        }
    }

    /// The oldest pending connection of `ip`.
    fn oldest_of(&self, ip: IpAddr) -> Option<u64> {
        self.pending.iter().find(|(_, e)| e.ip == ip).map(|(id, _)| *id)
    }
}

/// The connections' gate, shared by the accepting loop and every connection's tasks.
#[derive(Default)]
pub(super) struct Gate {
    open: Mutex<Open>,
}

impl Gate {
    fn open(&self) -> MutexGuard<'_, Open> {
        self.open.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Takes a new connection from `ip`, closing another pending one if there is no room.
    pub(super) fn admit(self: &Arc<Gate>, ip: IpAddr) -> Ticket {
        let mut open = self.open();
        if open.per_ip.get(&ip).copied().unwrap_or(0) >= MAX_PER_ADDRESS {
            if let Some(id) = open.oldest_of(ip) {
                open.evict(id);
            }
        } else if open.pending.len() >= MAX_PENDING {
            // The address holding the most (on a tie, the one whose connection is oldest).
            let most = open.per_ip.values().copied().max().unwrap_or(0);
            let victim = open.pending.iter().find(|(_, e)| open.per_ip.get(&e.ip) == Some(&most)).map(|(id, _)| *id);
            if let Some(id) = victim {
                open.evict(id);
            }
        }
        let id = open.next;
        open.next += 1;
        let (close, closed) = watch::channel(false);
        open.pending.insert(id, Entry { ip, close });
        *open.per_ip.entry(ip).or_insert(0) += 1;
        Ticket { gate: Arc::clone(self), id, closed, deadline: Instant::now() + PENDING_WITHIN }
    }

    /// Pending connections now (for tests).
    #[cfg(test)]
    fn pending(&self) -> usize {
        self.open().pending.len()
    }
}

/// A connection's place at the gate, shared by the tasks serving it; its end frees the place.
pub(super) struct Ticket {
    gate: Arc<Gate>,
    id: u64,
    closed: watch::Receiver<bool>,
    deadline: Instant,
}

impl Ticket {
    /// Resolves when the connection must close: its time is up, or its place was given to
    /// another. Never resolves once it is proven.
    pub(super) async fn must_close(&self) {
        let mut closed = self.closed.clone();
        // `false`: the gate forgot the connection, which is proven.
        let given_away = async move { closed.wait_for(|c| *c).await.is_ok() };
        tokio::select! {
            _ = tokio::time::sleep_until(self.deadline) => {}
            given_away = given_away => if !given_away { std::future::pending::<()>().await },
        }
    }

    /// The connection is a seat's proven WebSocket: no longer pending, never closed to make
    /// room, no deadline. True if it was still pending (not closed meanwhile).
    pub(super) fn prove(&self) -> bool {
        // Its sender is dropped with the entry: `must_close` waits for ever from now on.
        self.gate.open().remove(self.id).is_some()
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        self.gate.open().remove(self.id);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(n: u8) -> IpAddr {
        [10, 0, 0, n].into()
    }

    fn closed(t: &Ticket) -> bool {
        *t.closed.borrow()
    }

    #[test]
    fn a_new_connection_is_always_taken_and_the_biggest_holder_makes_room() {
        let gate = Arc::new(Gate::default());
        // One address at its cap: its oldest gives way to its newest.
        let first: Vec<Ticket> = (0..MAX_PER_ADDRESS).map(|_| gate.admit(ip(1))).collect();
        let more = gate.admit(ip(1));
        assert!(closed(&first[0]) && !closed(&first[1]) && !closed(&more));
        assert_eq!(gate.pending(), MAX_PER_ADDRESS);
        // Every place taken, by many addresses: the one holding the most gives way.
        let mut others = Vec::new();
        let addresses = (MAX_PENDING - MAX_PER_ADDRESS) / 4;
        for n in 0..addresses {
            for _ in 0..4 {
                others.push(gate.admit(ip(2 + n as u8)));
            }
        }
        assert_eq!(gate.pending(), MAX_PENDING);
        assert!(others.iter().chain(&first[1..]).all(|t| !closed(t)));
        let phone = gate.admit(ip(200));
        assert!(!closed(&phone));
        assert!(closed(&first[1]), "the address holding the most did not give way");
        assert!(others.iter().chain(&first[2..]).all(|t| !closed(t)));
        assert_eq!(gate.pending(), MAX_PENDING);
        // A proven connection leaves the count and is never closed to make room.
        assert!(phone.prove());
        assert_eq!(gate.pending(), MAX_PENDING - 1);
        for _ in 0..3 * MAX_PENDING {
            others.push(gate.admit(ip(201)));
        }
        assert!(!closed(&phone));
        drop(others);
        drop(more);
        drop(first);
        assert_eq!(gate.pending(), 0);
    }
}
