//! Reviews of the board, asked for at any moment: a location, a family, the cold storage, the
//! tokens, the supplies, the turn, the score.

use super::Announcer;
use crate::engine::{Game, Loc, Pending, Pos, Role, Seat};
use crate::vocab::Id;
use fluent_bundle::FluentArgs;

/// What a player asks to review.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Review {
    Location(Loc),
    Family(Seat),
    ColdStorage,
    Tokens,
    Supplies,
    Turn,
    Score,
}

impl Announcer {
    /// The turn and phase ("Turn 2, phase 3: where to go."), without what is asked.
    pub fn turn_words(&self, g: &Game) -> String {
        let mut a = FluentArgs::new();
        a.set("turn", Announcer::num(g.turn()));
        a.set("phase", Announcer::num(g.phase().map_or(0, |p| p.number())));
        a.set("over", if g.is_finished() { "yes" } else { "no" });
        match g.phase() {
            Some(p) => a.set("name", self.text(super::args::phase_id(p), None)),
            None => a.set("name", ""),
        }
        self.text(Id::ReviewTurn, Some(&a))
    }

    /// The review, in words. The dice under the box are never told here: only how many there are.
    pub fn review(&self, g: &Game, r: Review) -> String {
        let mut a = FluentArgs::new();
        let num = Announcer::num;
        match r {
            Review::Location(l) => {
                let v = g.location(l);
                a.set("place", self.place_words(l));
                a.set("closed", if v.closed { "yes" } else { "no" });
                let mut sentences = Vec::new();
                for s in g.seats() {
                    let roles: Vec<String> = v
                        .characters
                        .iter()
                        .filter(|(p, _, _)| *p == s)
                        .map(|(_, role, hidden)| {
                            let word = self.role_word(*role);
                            if *hidden {
                                let mut b = FluentArgs::new();
                                b.set("role", word);
                                self.text(Id::ReviewHidden, Some(&b))
                            } else {
                                word
                            }
                        })
                        .collect();
                    if !roles.is_empty() {
                        let mut b = FluentArgs::new();
                        b.set("player", self.name(s));
                        b.set("roles", self.list(&roles));
                        sentences.push(self.text(Id::ReviewOccupant, Some(&b)));
                    }
                }
                if sentences.is_empty() {
                    sentences.push(self.text(Id::ReviewNobody, None));
                }
                a.set("occupants", sentences.join(" "));
                a.set("monsters", num(v.monsters));
                a.set("spots", num(v.monster_spots));
                match v.capacity {
                    None => a.set("free", "any"),
                    Some(cap) => a.set("free", num(cap.saturating_sub(v.characters.len() as u8))),
                }
                self.text(Id::ReviewLocation, Some(&a))
            }
            Review::Family(s) => {
                let parts: Vec<String> = Role::ALL
                    .into_iter()
                    .filter_map(|role| {
                        let mut b = FluentArgs::new();
                        b.set("role", self.role_word(role));
                        match g.position(s, role) {
                            Pos::At(l) => {
                                b.set("place", self.place_words(l));
                                Some(self.text(Id::ReviewCharacterAt, Some(&b)))
                            }
                            Pos::Eaten => Some(self.text(Id::ReviewCharacterEaten, Some(&b))),
                            Pos::Absent | Pos::Unplaced => None,
                        }
                    })
                    .collect();
                a.set("player", self.name(s));
                a.set("where", self.list(&parts));
                a.set("cards", num(g.hand(s)));
                self.text(Id::ReviewFamily, Some(&a))
            }
            Review::ColdStorage => {
                let who: Vec<String> = g
                    .cold_storage()
                    .into_iter()
                    .map(|(p, role)| {
                        let mut b = FluentArgs::new();
                        b.set("player", self.name(p));
                        b.set("role", self.role_word(role));
                        self.text(Id::ReviewEaten, Some(&b))
                    })
                    .collect();
                a.set("count", num(who.len() as u8));
                a.set("who", self.list(&who));
                let full = g.rows_full();
                let (next, left) = if full >= 3 {
                    ("none", 0)
                } else {
                    let end = g.profile().cold_storage_row_end(usize::from(full));
                    (if full == 0 { "equal" } else { "die" }, end.saturating_sub(g.eaten()))
                };
                a.set("next", next);
                a.set("left", num(left));
                self.text(Id::ReviewColdStorage, Some(&a))
            }
            Review::Tokens => {
                a.set("badge", self.name(g.badge()));
                a.set("martyr", self.name(g.martyr()));
                self.text(Id::ReviewTokens, Some(&a))
            }
            Review::Supplies => {
                a.set("dice", num(g.box_dice_count()));
                a.set("deck", num(g.deck()));
                a.set("supply", num(g.supply()));
                self.text(Id::ReviewSupplies, Some(&a))
            }
            Review::Turn => format!("{} {}", self.turn_words(g), self.prompt(&g.pending()).text),
            Review::Score => {
                let scores = g.scores();
                let winners = g.winners();
                a.set("scores", super::votes::scores(self, g.seats(), |s| scores[s.index()]));
                a.set("count", num(winners.len() as u8));
                a.set("winners", self.seats_words(winners));
                self.text(Id::ReviewScore, Some(&a))
            }
        }
    }
}

impl Announcer {
    /// What to do on the physical board to bring it from `now` back (or forward) to `then`:
    /// characters to put back, monsters to add or take away, tiles to turn, tokens and cards to
    /// hand back. Said after an undo, so that the table's board follows the game.
    pub fn board_changes(&self, now: &Game, then: &Game) -> Vec<String> {
        let mut out = Vec::new();
        let num = Announcer::num;
        for s in then.seats() {
            for r in Role::ALL {
                let (a, b) = (now.position(s, r), then.position(s, r));
                let mut args = FluentArgs::new();
                args.set("player", self.name(s));
                args.set("role", self.role_word(r));
                if a != b {
                    let id = match (a, b) {
                        (Pos::Eaten, Pos::At(l)) => {
                            args.set("place", self.place_words(l));
                            Id::BoardOutOfColdStorage
                        }
                        (Pos::Unplaced, Pos::At(l)) => {
                            args.set("place", self.place_words(l));
                            Id::BoardCharacterPut
                        }
                        (_, Pos::At(l)) => {
                            args.set("place", self.place_words(l));
                            Id::BoardCharacterBack
                        }
                        (Pos::At(_), Pos::Unplaced) => Id::BoardCharacterOff,
                        (_, Pos::Eaten) => Id::BoardCharacterToColdStorage,
                        _ => continue,
                    };
                    out.push(self.text(id, Some(&args)));
                }
                let (ha, hb) = (now.is_hidden(s, r), then.is_hidden(s, r));
                if ha != hb && matches!(b, Pos::At(_)) {
                    args.set("up", if hb { "no" } else { "yes" });
                    out.push(self.text(Id::BoardCharacterTurned, Some(&args)));
                }
            }
        }
        for l in Loc::all() {
            let (a, b) = (now.monsters(l), then.monsters(l));
            if a != b {
                let mut args = FluentArgs::new();
                args.set("place", self.place_arg(l));
                args.set("count", num(a.abs_diff(b)));
                args.set("more", if b > a { "yes" } else { "no" });
                out.push(self.text(Id::BoardMonsters, Some(&args)));
            }
            if now.is_closed(l) != then.is_closed(l) {
                let mut args = FluentArgs::new();
                args.set("place", self.place_arg(l));
                args.set("closed", if then.is_closed(l) { "yes" } else { "no" });
                out.push(self.text(Id::BoardTile, Some(&args)));
            }
        }
        for (id, a, b) in [(Id::BoardBadge, now.badge(), then.badge()), (Id::BoardMartyr, now.martyr(), then.martyr())]
        {
            if a != b {
                let mut args = FluentArgs::new();
                args.set("player", self.name(b));
                out.push(self.text(id, Some(&args)));
            }
        }
        for s in then.seats() {
            let (a, b) = (now.hand(s), then.hand(s));
            if a != b {
                let mut args = FluentArgs::new();
                args.set("player", self.name(s));
                args.set("count", num(a.abs_diff(b)));
                args.set("more", if b > a { "yes" } else { "no" });
                out.push(self.text(Id::BoardHand, Some(&args)));
            }
        }
        // The cards that come out of the box: where the cards of the box count went back to a
        // hand, to the truck's searcher or to the deck.
        let from_box = in_box(now).saturating_sub(in_box(then));
        if let Pending::TruckShare { player, drawn, .. } = then.pending()
            && truck_held(now) < drawn
        {
            // Back before the truck's cards were shared: the searcher holds them all again.
            let mut args = FluentArgs::new();
            args.set("player", self.name(player));
            args.set("drawn", num(drawn));
            args.set("boxed", num(u8::try_from(from_box).unwrap_or(u8::MAX).min(drawn)));
            out.push(self.text(Id::BoardTruckHeld, Some(&args)));
        }
        if now.deck() != then.deck() {
            // Cards drawn from the deck go back on it: those the players give back (said above),
            // those the searcher holds, and those that went into the box (unless the searcher
            // took them back above).
            let drawn = then.deck().saturating_sub(now.deck());
            let boxed = if truck_held(then) > 0 { 0 } else { u8::try_from(from_box).unwrap_or(u8::MAX).min(drawn) };
            let mut args = FluentArgs::new();
            args.set("count", num(then.deck()));
            args.set("drawn", num(drawn));
            args.set("boxed", num(boxed));
            out.push(self.text(Id::BoardDeck, Some(&args)));
        }
        out
    }
}

/// The cards drawn from the truck that its searcher holds while sharing them out.
fn truck_held(g: &Game) -> u8 {
    match g.pending() {
        Pending::TruckShare { drawn, .. } => drawn,
        _ => 0,
    }
}

/// The object cards in the box: those of the box's deck that are neither in the deck, nor in a
/// hand, nor held by the truck's searcher (played, or put away by a truck search).
fn in_box(g: &Game) -> u16 {
    let total: u16 = g.profile().deck.iter().map(|&n| u16::from(n)).sum();
    let out: u16 =
        u16::from(g.deck()) + g.seats().map(|s| u16::from(g.hand(s))).sum::<u16>() + u16::from(truck_held(g));
    total.saturating_sub(out)
}
